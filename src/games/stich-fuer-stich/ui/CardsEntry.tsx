import { useState } from 'preact/hooks'
import type { Reason } from '../../../core/reason'
import { t } from '../../../i18n'
import { Alert } from '../../../ui/Alert'
import { closeOverlay, handOver, overlay } from '../../../ui/overlay'
import { Cover, PassPhone } from '../../../ui/privacy'
import { SeatSlots } from '../../../ui/SeatSlots'
import { SeatButtons } from '../../../ui/Tabs'
import { RemoveCardButton, useTrickCards } from '../../../ui/TrickCards'
import type { Answer } from '../../types'
import {
  clash,
  explainTrick,
  type Secret,
  type SfsCard,
  type SfsEvent,
  validateTrick,
} from '../rules'
import { CardFace, CardPicker } from './CardPicker'
import { Clipped } from './Clip'
import { TRICK } from './drafts'
import { sayCards } from './names'
import { whySentence } from './why'

interface Props {
  players: string[]
  leader: number
  confidant: number
  /** The secret, on this phone; or, at a table, `judge` asks the confidant's phone. */
  secret: Secret | null
  judge?: (played: SfsCard[]) => Promise<Answer>
  /** At a table: the confidant's phone took the trick, won by `winner` (from its reply). */
  onJudged?: (played: SfsCard[], winner: number) => void
  /** The case's cards before this trick, with the trick each was played in. */
  earlier: readonly { card: SfsCard; trick: number }[]
  record: (event: SfsEvent) => Promise<Reason | null>
  /** This phone is the confidant's own (at a table): it asks them, and hands nothing over. */
  own?: boolean
}

/**
 * Every card of the trick in play order; any card in can be tapped and picked again. The picker
 * offers only cards still playable in this case. Stichblock judges with the secret and names only
 * the winner. The cards so far are kept in the match's draft: a reload or an undo keeps them.
 */
export function CardsEntry({
  players,
  leader,
  confidant,
  secret,
  earlier,
  record,
  judge,
  onJudged,
  own = false,
}: Props) {
  const n = players.length
  const trick = useTrickCards<SfsCard>(
    (next) => validateTrick(next, { minCards: 1, maxCards: n }) ?? clash(next, earlier),
    TRICK,
  )
  const [refused, setRefused] = useState<Reason | null>(null)
  const cards = trick.cards.slice(0, n)
  const seatAt = (i: number) => (leader + i) % n
  const complete = cards.length === n && trick.at === n
  const problem = refused ?? trick.problem
  const name = players[confidant] ?? ''
  // What the slot being filled cannot be: the case's earlier cards and the trick's other ones.
  const taken = [...earlier.map((e) => e.card), ...cards.filter((_, i) => i !== trick.at)]

  async function save(winner: number, played?: SfsCard[]) {
    setRefused(await record(played ? { t: 'trick', winner, played } : { t: 'trick', winner }))
  }
  /** At a table: the confidant's phone judges and records the trick; only the winner comes back. */
  async function judgedThere() {
    if (!judge) return
    const played = cards
    const got = await judge(played)
    if (!got.ok) return setRefused(got.reason)
    const winner = (got.reply as { winner?: unknown } | null)?.winner
    if (typeof winner === 'number') onJudged?.(played, winner)
    trick.clear()
  }
  function announced(seat: number | null) {
    if (!secret) return
    const verdict = explainTrick(cards, secret)
    const judged = seatAt(verdict.winner)
    if (seat === null || seat === judged) return void save(judged, cards)
    // Only the confidant may learn that the cards disagree, and why.
    const played = cards
    // On the confidant's own phone nothing is handed over: the page is theirs again after.
    const done = own ? closeOverlay : () => handOver()
    overlay.value = () => (
      <Mismatch
        own={own}
        confidant={name}
        announced={players[seat] ?? ''}
        judged={players[judged] ?? ''}
        why={whySentence(played, verdict, secret)}
        onJudged={() => {
          done()
          void save(judged, played)
        }}
        onAnnounced={() => {
          done()
          void save(seat)
        }}
        onFix={closeOverlay}
      />
    )
  }

  return (
    <div class="stack sfs-cards">
      <SeatSlots
        players={players}
        leader={leader}
        active={complete ? null : trick.at}
        onSlot={(i) => {
          setRefused(null)
          trick.choose(i)
        }}
        card={(i) => {
          const card = cards[i]
          return card ? <CardFace card={card} /> : null
        }}
      />
      {complete && !secret ? (
        <button
          type="button"
          class="btn primary big"
          aria-label={t('sfs.ui.judgeThere', { name })}
          onClick={() => void judgedThere()}
        >
          {/* One span, as in the other buttons with a name in them: the button is a flex box
              with a gap, which split "Ben" from "’s phone". */}
          <span>
            <Clipped k="sfs.ui.judgeThere" name={name} />
          </span>
        </button>
      ) : complete ? (
        <fieldset class="stack sfs-announce">
          <legend>
            {own ? t('sfs.ui.announcedOwn') : <Clipped k="sfs.ui.announced" name={name} />}
          </legend>
          <SeatButtons players={players} onPick={announced} />
          <button type="button" class="btn sfs-judge-it" onClick={() => announced(null)}>
            {t('sfs.ui.letJudge')}
          </button>
        </fieldset>
      ) : (
        <CardPicker
          caption={<Clipped k="cards.ui.cardOf" name={players[seatAt(trick.at)] ?? ''} />}
          owner={<bdi class="sfs-clip">{players[seatAt(trick.at)]}</bdi>}
          key={trick.at}
          label={t('cards.ui.cardOf', { name: players[seatAt(trick.at)] ?? '' })}
          taken={taken}
          onPick={(card) => {
            setRefused(null)
            trick.add(card)
          }}
        />
      )}
      {problem && <Alert>{sayCards(problem)}</Alert>}
      <RemoveCardButton trick={trick} label={t('cards.ui.removeCard')} />
    </div>
  )
}

interface MismatchProps {
  own: boolean
  confidant: string
  announced: string
  judged: string
  why: string
  onJudged: () => void
  onAnnounced: () => void
  onFix: () => void
}

function Mismatch(p: MismatchProps) {
  const [passed, setPassed] = useState(p.own)
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
