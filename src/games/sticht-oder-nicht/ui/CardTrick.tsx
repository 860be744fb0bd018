import { t } from '../../../i18n'
import { Alert } from '../../../ui/Alert'
import { RevokeFlag } from '../../../ui/RevokeFlag'
import { SeatSlots } from '../../../ui/SeatSlots'
import { RemoveCardButton, useTrickCards } from '../../../ui/TrickCards'
import { type Animal, judgeTrick, type SonCard, type SonEvent, validateTrick } from '../rules'
import { CardFace } from './CardFace'
import { CardPicker } from './CardPicker'
import { animalName, sayReason } from './names'
import { Named } from './Status'

interface Props {
  players: string[]
  leader: number
  trump: Animal | null
  maxValue: number
  /** Per seat: the plusminus card can still be played this round. */
  available: boolean[]
  /** Cards nobody can play any more this round (rules' `cardsGone`). */
  gone: readonly SonCard[]
  /** The trick of this round in which `seat` showed out of `card`'s animal (rules' `revokeOf`). */
  revokeOf: (seat: number, card: SonCard) => { trick: number } | null
  send: (event: SonEvent) => Promise<boolean>
}

/**
 * The trick card by card, on one screen: the slots in play order (tap one to change its card),
 * the picker with the led animal open, then one tap gives the trick to the judged winner. The
 * cards live in the match's draft, so a reload keeps them and an undo brings them back.
 */
export function CardTrick(props: Props) {
  const { players, leader, trump, maxValue, available, gone, send } = props
  const n = players.length
  const trick = useTrickCards<SonCard>((next) =>
    validateTrick(next, { minCards: 1, maxCards: n, maxValue }),
  )
  const { cards, at } = trick
  const seatAt = (i: number) => (leader + i) % n
  const complete = cards.length === n && at === n
  const judged = complete ? seatAt(judgeTrick(cards, trump)) : null
  const seat = seatAt(at)
  const current = cards[at] ?? null
  const others = cards.filter((_, i) => i !== at)
  const led = at === 0 ? null : (cards[0]?.animal ?? null)
  // Following the animal, checked at each card: flagged, never refused; a tap on its slot fixes it.
  const flags = cards.map((card, i) => {
    const r = props.revokeOf(seatAt(i), card)
    return r && { n: r.trick, animal: animalName(card.animal) }
  })
  const first = flags.findIndex((f) => f !== null)
  return (
    <div class="son-cards">
      <SeatSlots
        players={players}
        leader={leader}
        winner={judged}
        active={complete ? null : at}
        onSlot={trick.choose}
        flag={(i) => {
          const params = flags[i]
          return params ? t('son.ui.revokeSlot', params) : null
        }}
        card={(i) => {
          const card = cards[i]
          return card ? <CardFace card={card} /> : null
        }}
      />
      {first >= 0 && (
        <RevokeFlag
          name={players[seatAt(first)] ?? ''}
          text={t('son.ui.revokeFlag', flags[first] ?? {})}
        />
      )}
      {judged !== null ? (
        <button
          type="button"
          class="btn primary big"
          onClick={() => void send({ t: 'trick', winner: judged, played: cards })}
        >
          <span class="son-take">
            <Named text={(name) => t('cards.ui.take', { name })} name={players[judged] ?? ''} />
          </span>
        </button>
      ) : (
        <CardPicker
          key={`${at}-${cards.length}`}
          label={t('cards.ui.cardOf', { name: players[seat] ?? '' })}
          maxValue={maxValue}
          taken={[...gone, ...others]}
          animal={current?.animal ?? led}
          plusminus={available[seat] === true && !others.some((c) => c.plusminus)}
          sign={current?.plusminus ?? null}
          onPick={trick.add}
          remove={
            <RemoveCardButton
              trick={trick}
              label={t('cards.ui.removeCard')}
              class="son-remove"
              glyph="⌫"
            />
          }
        />
      )}
      {trick.problem && <Alert>{sayReason(trick.problem)}</Alert>}
      {/* While the picker shows, its last key takes the last card back. */}
      {judged !== null && (
        <RemoveCardButton trick={trick} label={t('cards.ui.removeCard')} class="son-remove" />
      )}
    </div>
  )
}
