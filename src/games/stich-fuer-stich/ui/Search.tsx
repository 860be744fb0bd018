import { useState } from 'preact/hooks'
import type { Reason } from '../../../core/reason'
import { say, t } from '../../../i18n'
import { Alert } from '../../../ui/Alert'
import { closeOverlay, handOver, overlay } from '../../../ui/overlay'
import { Cover, PassPhone } from '../../../ui/privacy'
import { remembered } from '../../../ui/remembered'
import { Tabs } from '../../../ui/Tabs'
import { checkGuess, type Secret, type SfsEvent } from '../rules'
import { TilePicker, type Tiles } from './TilePicker'

interface Props {
  players: string[]
  confidant: number
  secret: Secret | null
  trickNo: number
  pending: number[]
  solved: number[]
  record: (event: SfsEvent) => Promise<Reason | null>
}

type Mode = 'phone' | 'paper'
const mode = remembered<Mode>('sfs.search', ['phone', 'paper'], 'phone')

/** After every trick each sleuth still searching guesses in private; or the confidant checks tiles. */
export function Search({ players, confidant, secret, trickNo, pending, solved, record }: Props) {
  const onPhone = secret !== null && mode.value === 'phone'
  const next = pending[0]
  return (
    <section class="stack" aria-labelledby="sfs-search-h">
      <h2 id="sfs-search-h">{t('sfs.ui.searchTitle', { n: trickNo })}</h2>
      {secret && (
        <Tabs
          label={t('sfs.ui.searchMode')}
          options={(['phone', 'paper'] as const).map((m) => ({
            value: m,
            label: t(`sfs.ui.search.${m}`),
          }))}
          value={mode.value}
          onChange={(m) => (mode.value = m)}
        />
      )}
      {solved.length > 0 && (
        <p>{t('sfs.ui.solvedSoFar', { names: solved.map((s) => players[s]).join(', ') })}</p>
      )}
      {onPhone && secret && next !== undefined ? (
        <button
          type="button"
          class="btn primary big"
          onClick={() => {
            const after = pending[1]
            overlay.value = () => (
              <GuessTurn
                name={players[next] ?? ''}
                seat={next}
                secret={secret}
                trickNo={trickNo}
                nextName={after === undefined ? undefined : players[after]}
                record={record}
              />
            )
          }}
        >
          {t('sfs.ui.searchStart', { name: players[next] ?? '' })}
        </button>
      ) : (
        <PaperSearch players={players} confidant={confidant} pending={pending} record={record} />
      )}
    </section>
  )
}

interface TurnProps {
  name: string
  seat: number
  secret: Secret
  trickNo: number
  nextName: string | undefined
  record: (event: SfsEvent) => Promise<Reason | null>
}

/** One sleuth's private turn: gate, guess, "Case solved" or "False suspicion", then hand over. */
function GuessTurn({ name, seat, secret, trickNo, nextName, record }: TurnProps) {
  const [passed, setPassed] = useState(false)
  const [tiles, setTiles] = useState<Tiles>({})
  const [problem, setProblem] = useState<Reason | null>(null)
  const [result, setResult] = useState<boolean | null>(null)
  if (!passed)
    return <PassPhone to={name} onReady={() => setPassed(true)} onCancel={closeOverlay} />
  if (result !== null) {
    return (
      <Cover label={t(result ? 'sfs.ui.solved' : 'sfs.ui.falseSuspicion')}>
        <p>{result ? t('sfs.ui.solvedNote', { n: 8 - trickNo }) : t('sfs.ui.falseNote')}</p>
        <button type="button" class="btn primary big" onClick={() => handOver(nextName)}>
          {t('sfs.ui.hide')}
        </button>
      </Cover>
    )
  }
  async function check() {
    const checked = checkGuess(secret, tiles)
    if (!checked.ok) return setProblem(checked.reason)
    // Saved before the answer shows: a solve scores at once and survives a reload.
    const refused = await record({ t: 'guess', seat, solved: checked.solved })
    if (refused) return setProblem(refused)
    setResult(checked.solved)
  }
  return (
    <Cover label={t('sfs.ui.guessTitle', { name })}>
      <TilePicker name="guess" value={tiles} onChange={setTiles} />
      {problem && <Alert>{say(problem)}</Alert>}
      <button type="button" class="btn primary big" onClick={() => void check()}>
        {t('sfs.ui.check')}
      </button>
      <button type="button" class="btn" onClick={closeOverlay}>
        {t('app.cancel')}
      </button>
    </Cover>
  )
}

interface PaperProps {
  players: string[]
  confidant: number
  pending: number[]
  record: (event: SfsEvent) => Promise<Reason | null>
}

/** The confidant looked at the tiles by hand and taps who solved. */
function PaperSearch({ players, confidant, pending, record }: PaperProps) {
  const [solved, setSolved] = useState<number[]>([])
  const [problem, setProblem] = useState<Reason | null>(null)
  async function save() {
    const refused = await record({ t: 'search', solved })
    setProblem(refused)
    if (!refused) setSolved([])
  }
  return (
    <fieldset class="stack">
      <legend>{t('sfs.ui.paperQuestion', { name: players[confidant] ?? '' })}</legend>
      {pending.map((seat) => (
        <label key={seat} class="choice">
          <input
            type="checkbox"
            checked={solved.includes(seat)}
            onChange={(e) =>
              setSolved(
                e.currentTarget.checked ? [...solved, seat] : solved.filter((s) => s !== seat),
              )
            }
          />
          <span>{players[seat]}</span>
        </label>
      ))}
      {problem && <Alert>{say(problem)}</Alert>}
      <button type="button" class="btn primary big" onClick={() => void save()}>
        {t('sfs.ui.saveSearch')}
      </button>
    </fieldset>
  )
}
