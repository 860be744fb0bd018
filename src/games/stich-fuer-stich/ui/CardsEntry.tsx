import { useState } from 'preact/hooks'
import type { Reason } from '../../../core/reason'
import { t } from '../../../i18n'
import { Alert } from '../../../ui/Alert'
import { closeOverlay, handOver, overlay } from '../../../ui/overlay'
import { Cover, PassPhone } from '../../../ui/privacy'
import { SeatSlots } from '../../../ui/SeatSlots'
import { SeatButtons } from '../../../ui/Tabs'
import { explainTrick, type Secret, type SfsCard, type SfsEvent, validateTrick } from '../rules'
import { CardFace, CardPicker } from './CardPicker'
import { sayCards } from './names'
import { whySentence } from './why'

interface Props {
  players: string[]
  leader: number
  confidant: number
  secret: Secret
  record: (event: SfsEvent) => Promise<Reason | null>
}

/** Every card of the trick in play order; Stichblock judges with the secret and names only the winner. */
export function CardsEntry({ players, leader, confidant, secret, record }: Props) {
  const [cards, setCards] = useState<SfsCard[]>([])
  const [problem, setProblem] = useState<Reason | null>(null)
  const n = players.length
  const seatAt = (i: number) => (leader + i) % n
  const complete = cards.length === n

  function add(card: SfsCard) {
    const next = [...cards, card]
    const wrong = validateTrick(next, { minCards: 1, maxCards: n })
    setProblem(wrong)
    if (!wrong) setCards(next)
  }
  async function save(winner: number, played?: SfsCard[]) {
    const refused = await record(played ? { t: 'trick', winner, played } : { t: 'trick', winner })
    setProblem(refused)
    if (!refused) setCards([])
  }
  function announced(seat: number | null) {
    const verdict = explainTrick(cards, secret)
    const judged = seatAt(verdict.winner)
    if (seat === null || seat === judged) return void save(judged, cards)
    // Only the confidant may learn that the cards disagree, and why.
    const name = players[confidant] ?? ''
    const played = cards
    overlay.value = () => (
      <Mismatch
        confidant={name}
        announced={players[seat] ?? ''}
        judged={players[judged] ?? ''}
        why={whySentence(played, verdict, secret)}
        onJudged={() => {
          handOver()
          void save(judged, played)
        }}
        onAnnounced={() => {
          handOver()
          void save(seat)
        }}
        onFix={closeOverlay}
      />
    )
  }

  return (
    <div class="stack">
      <p class="hint">{t('sfs.ui.cardsHint', { name: players[leader] ?? '' })}</p>
      <SeatSlots
        players={players}
        leader={leader}
        card={(i) => {
          const card = cards[i]
          return card ? <CardFace card={card} /> : null
        }}
      />
      {problem && <Alert>{sayCards(problem)}</Alert>}
      {complete ? (
        <fieldset class="stack">
          <legend>{t('sfs.ui.announced', { name: players[confidant] ?? '' })}</legend>
          <SeatButtons players={players} onPick={announced} />
          <button type="button" class="btn" onClick={() => announced(null)}>
            {t('sfs.ui.letJudge', { name: players[confidant] ?? '' })}
          </button>
        </fieldset>
      ) : (
        <CardPicker
          key={cards.length}
          label={t('sfs.ui.cardOf', { name: players[seatAt(cards.length)] ?? '' })}
          onPick={add}
        />
      )}
      <button
        type="button"
        class="btn"
        disabled={cards.length === 0}
        onClick={() => {
          setCards(cards.slice(0, -1))
          setProblem(null)
        }}
      >
        {t('sfs.ui.removeCard')}
      </button>
    </div>
  )
}

interface MismatchProps {
  confidant: string
  announced: string
  judged: string
  why: string
  onJudged: () => void
  onAnnounced: () => void
  onFix: () => void
}

function Mismatch(p: MismatchProps) {
  const [passed, setPassed] = useState(false)
  if (!passed)
    return <PassPhone to={p.confidant} onReady={() => setPassed(true)} onCancel={closeOverlay} />
  return (
    <Cover label={t('sfs.ui.mismatchTitle')}>
      <p>{t('sfs.ui.mismatch', { announced: p.announced, judged: p.judged })}</p>
      <p class="secret-shown">{p.why}</p>
      <button type="button" class="btn primary big" onClick={p.onJudged}>
        {t('sfs.ui.recordJudged', { name: p.judged })}
      </button>
      <button type="button" class="btn" onClick={p.onAnnounced}>
        {t('sfs.ui.recordAnnounced', { name: p.announced })}
      </button>
      <button type="button" class="btn" onClick={p.onFix}>
        {t('sfs.ui.fixCards')}
      </button>
    </Cover>
  )
}
