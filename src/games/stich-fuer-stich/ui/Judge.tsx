import { useEffect, useState } from 'preact/hooks'
import type { Reason } from '../../../core/reason'
import { t } from '../../../i18n'
import { Alert } from '../../../ui/Alert'
import { Choices } from '../../../ui/Choices'
import { closeOverlay, handOver, overlay, showPrivately } from '../../../ui/overlay'
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

/**
 * A disputed trick: the secret comes from the running case or is entered behind the gate; the
 * winner is shown to all, the reason only to the confidant. Nothing here is stored.
 */
export function Judge({ open }: JudgeProps) {
  const [secret, setSecret] = useState<Secret | null>(null)
  const [players, setPlayers] = useState(4)
  const [cards, setCards] = useState<SfsCard[]>([])
  const [problem, setProblem] = useState<Reason | null>(null)
  useEffect(() => closeOverlay, [])
  const running = open ? (currentCase(open.state as SfsState)?.secret ?? null) : null
  const confidant = t('sfs.judge.confidant')
  const Private = overlay.value

  function enterSecret() {
    overlay.value = () => (
      <EnterSecret
        onSecret={(s) => {
          setSecret(s)
          handOver()
        }}
      />
    )
  }
  function add(card: SfsCard) {
    const next = [...cards, card]
    const wrong = validateTrick(next, { minCards: 1, maxCards: players })
    setProblem(wrong)
    if (!wrong) setCards(next)
  }
  const verdict = secret && cards.length === players ? explainTrick(cards, secret) : null

  return (
    <>
      {Private && <Private />}
      <div class="stack judge" hidden={Private !== null}>
        {!secret ? (
          <section class="stack" aria-labelledby="sfs-judge-secret">
            <h2 id="sfs-judge-secret">{t('sfs.judge.secret')}</h2>
            {running && (
              <button type="button" class="btn primary big" onClick={() => setSecret(running)}>
                {t('sfs.judge.useCase')}
              </button>
            )}
            <button type="button" class="btn big" onClick={enterSecret}>
              {t('sfs.judge.enter')}
            </button>
          </section>
        ) : (
          <>
            <p class="hint">{t('sfs.judge.ready')}</p>
            <Choices
              row
              legend={t('sfs.judge.players')}
              name="sfs-judge-players"
              options={[3, 4].map((n) => ({ value: n, label: t('sfs.judge.playersN', { n }) }))}
              value={players}
              onChange={(n) => {
                setPlayers(n)
                setCards([])
              }}
            />
            <ol class="seat-slots">
              {Array.from({ length: players }, (_, i) => (
                <li key={`slot-${i + 1}`} class={verdict?.winner === i ? 'win' : ''}>
                  <span>{t('sfs.judge.slot', { n: i + 1 })}</span>
                  {cards[i] ? <CardFace card={cards[i]} /> : <span class="slot-empty">—</span>}
                </li>
              ))}
            </ol>
            {problem && <Alert>{sayCards(problem)}</Alert>}
            {verdict ? (
              <section class="verdict" aria-live="polite">
                <h2>{t('sfs.judge.wins', { n: verdict.winner + 1 })}</h2>
                <button
                  type="button"
                  class="btn"
                  onClick={() =>
                    showPrivately(confidant, () => (
                      <p class="secret-shown">{whySentence(cards, verdict, secret)}</p>
                    ))
                  }
                >
                  {t('sfs.judge.why')}
                </button>
              </section>
            ) : (
              <CardPicker
                key={cards.length}
                label={t('sfs.judge.slot', { n: cards.length + 1 })}
                taken={cards}
                onPick={add}
              />
            )}
            <div class="row">
              <button type="button" class="btn" onClick={() => setCards([])}>
                {t('sfs.judge.newTrick')}
              </button>
              <button
                type="button"
                class="btn"
                onClick={() => {
                  setSecret(null)
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
