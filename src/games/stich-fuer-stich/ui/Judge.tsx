import { useEffect, useState } from 'preact/hooks'
import type { Reason } from '../../../core/reason'
import { t } from '../../../i18n'
import { Alert } from '../../../ui/Alert'
import { Choices } from '../../../ui/Choices'
import { closeOverlay, handOver, overlay, showPrivately, underCover } from '../../../ui/overlay'
import { Cover, PassPhone } from '../../../ui/privacy'
import type { JudgeProps } from '../../types'
import {
  currentCase,
  explainTrick,
  type Secret,
  type SfsCard,
  type SfsState,
  validateTrick,
} from '../rules'
import { CardFace, CardPicker } from './CardPicker'
import { sayCards } from './names'
import { TilePicker, type Tiles } from './TilePicker'
import { whySentence } from './why'
import '../../../ui/slots.css'

/**
 * A disputed trick: the secret comes from the running case or is entered behind the gate. With an
 * entered secret the winner is shown to all, the reason only to the confidant. With the running
 * case's secret nothing is shown outside the confidant's gate, neither the winner nor why: a
 * made-up trick's winner would let a sleuth test the secret. This screen never holds that secret:
 * it reads it from the match when the confidant opens the gate, and closing the gate drops it.
 * Nothing here is stored.
 */
export function Judge({ open }: JudgeProps) {
  const [entered, setEntered] = useState<Secret | null>(null)
  /** Judge with the running case's secret; only the choice, never the secret itself. */
  const [withCase, setWithCase] = useState(false)
  const [players, setPlayers] = useState(4)
  const [cards, setCards] = useState<SfsCard[]>([])
  const [problem, setProblem] = useState<Reason | null>(null)
  useEffect(() => closeOverlay, [])
  const state = open?.state as SfsState | undefined
  const c = state ? currentCase(state) : undefined
  // A closed case's secret is public; only a running one is offered, and only if it is drawn.
  const hasRunning = !!c && !c.score && c.secret !== null
  const caseConfidant = c ? open?.match.setup.players[c.confidant] : undefined
  const confidant = t('sfs.judge.confidant')
  const usingCase = withCase && hasRunning && !!caseConfidant
  const Private = overlay.value

  function enterSecret() {
    overlay.value = () => (
      <EnterSecret
        onSecret={(s) => {
          setEntered(s)
          handOver()
        }}
      />
    )
  }
  function chooseCase() {
    setEntered(null)
    setWithCase(true)
    setPlayers(state?.players ?? 4)
    setCards([])
    setProblem(null)
  }
  function add(card: SfsCard) {
    const next = [...cards, card]
    const wrong = validateTrick(next, { minCards: 1, maxCards: players })
    setProblem(wrong)
    if (!wrong) setCards(next)
  }
  /** The gate to the confidant; the running secret is read now and lives only behind it. */
  function askConfidant(name: string) {
    const secret = c?.secret
    if (!secret) return
    const played = cards
    showPrivately(
      name,
      () => <CaseVerdict played={played} secret={secret} />,
      t('sfs.judge.caseNote', { name }),
    )
  }
  const full = cards.length === players
  // Only an entered secret's verdict is public.
  const verdict = entered && full ? explainTrick(cards, entered) : null

  return (
    <>
      {Private && <Private />}
      <div class="stack judge" {...underCover(Private !== null)}>
        {!entered && !usingCase ? (
          <section class="stack" aria-labelledby="sfs-judge-secret">
            <h2 id="sfs-judge-secret">{t('sfs.judge.secret')}</h2>
            {hasRunning && caseConfidant && (
              <button type="button" class="btn primary big" onClick={chooseCase}>
                {t('sfs.judge.useCase')}
              </button>
            )}
            <button type="button" class="btn big" onClick={enterSecret}>
              {t('sfs.judge.enter')}
            </button>
          </section>
        ) : (
          <>
            <p class="hint">
              {usingCase ? t('sfs.judge.caseReady', { name: caseConfidant }) : t('sfs.judge.ready')}
            </p>
            <Choices
              row
              legend={t('cards.judge.players')}
              name="sfs-judge-players"
              options={[3, 4].map((n) => ({ value: n, label: t('cards.judge.playersN', { n }) }))}
              value={players}
              onChange={(n) => {
                setPlayers(n)
                setCards([])
              }}
            />
            <ol class="seat-slots">
              {Array.from({ length: players }, (_, i) => (
                <li key={`slot-${i + 1}`} class={verdict?.winner === i ? 'win' : ''}>
                  <span>{t('cards.judge.slot', { n: i + 1 })}</span>
                  {cards[i] ? <CardFace card={cards[i]} /> : <span class="slot-empty">—</span>}
                </li>
              ))}
            </ol>
            {problem && <Alert>{sayCards(problem)}</Alert>}
            {verdict && entered ? (
              <section class="verdict" aria-live="polite">
                <h2>{t('sfs.judge.wins', { n: verdict.winner + 1 })}</h2>
                <button
                  type="button"
                  class="btn"
                  onClick={() =>
                    showPrivately(confidant, () => (
                      <p class="secret-shown">{whySentence(cards, verdict, entered)}</p>
                    ))
                  }
                >
                  {t('sfs.judge.why')}
                </button>
              </section>
            ) : usingCase && full && caseConfidant ? (
              <section class="verdict">
                <button
                  type="button"
                  class="btn primary big"
                  onClick={() => askConfidant(caseConfidant)}
                >
                  {t('sfs.judge.ask', { name: caseConfidant })}
                </button>
              </section>
            ) : (
              <CardPicker
                key={cards.length}
                label={t('cards.judge.slot', { n: cards.length + 1 })}
                taken={cards}
                onPick={add}
              />
            )}
            <div class="row">
              <button type="button" class="btn" onClick={() => setCards([])}>
                {t('cards.judge.clear')}
              </button>
              <button
                type="button"
                class="btn"
                onClick={() => {
                  setEntered(null)
                  setWithCase(false)
                  setCards([])
                }}
              >
                {t('sfs.judge.newSecret')}
              </button>
            </div>
          </>
        )}
      </div>
    </>
  )
}

/** Behind the confidant’s gate only: who takes a trick judged with the running secret, and why. */
function CaseVerdict({ played, secret }: { played: SfsCard[]; secret: Secret }) {
  const verdict = explainTrick(played, secret)
  const winner = played[verdict.winner] as SfsCard
  return (
    <section class="verdict stack">
      <h2>{t('sfs.judge.wins', { n: verdict.winner + 1 })}</h2>
      <CardFace card={winner} />
      <p class="secret-shown">{whySentence(played, verdict, secret)}</p>
      <p class="hint">{t('sfs.judge.announce')}</p>
    </section>
  )
}

function EnterSecret({ onSecret }: { onSecret: (s: Secret) => void }) {
  const [passed, setPassed] = useState(false)
  const [tiles, setTiles] = useState<Tiles>({})
  const [problem, setProblem] = useState<Reason | null>(null)
  const confidant = t('sfs.judge.confidant')
  if (!passed)
    return <PassPhone to={confidant} onReady={() => setPassed(true)} onCancel={closeOverlay} />
  return (
    <Cover label={t('sfs.judge.enter')}>
      <TilePicker name="judge-secret" value={tiles} onChange={setTiles} />
      {problem && <Alert>{sayCards(problem)}</Alert>}
      <button
        type="button"
        class="btn primary big"
        onClick={() => {
          const { culprit, weapon } = tiles
          if (culprit && weapon) onSecret({ culprit, weapon })
          else setProblem({ key: 'sfs.ui.secretNeeded' })
        }}
      >
        {t('sfs.ui.hideSecret')}
      </button>
    </Cover>
  )
}
