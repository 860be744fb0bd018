import { useEffect } from 'preact/hooks'
import { t } from '../../../i18n'
import { FrenchCardPicker, isRed, showCard } from '../../../ui/FrenchCardPicker'
import { RevokeFlag } from '../../../ui/RevokeFlag'
import { SeatButtons } from '../../../ui/Tabs'
import { CardByCardTrick, useTrickCards } from '../../../ui/TrickCards'
import { TrickModeTabs, trickMode } from '../../../ui/TrickMode'
import { type Card, SUIT_SYMBOL, type Suit, validateTrick } from '../../cards/french'
import { judgeTrick, type SitEvent } from '../rules'

const RANKS = Array.from({ length: 13 }, (_, i) => i + 2)
const mode = trickMode('sit')

interface Props {
  players: string[]
  leader: number
  trump: Suit | null
  trickNo: number
  tricks: number
  /** The cards of this round's earlier tricks entered by cards: none of them can come again. */
  playedBefore: readonly Card[]
  /** The trick of this round in which `seat` showed out of `card`'s suit (rules' `revokeOf`). */
  revokeOf: (seat: number, card: Card) => { trick: number } | null
  send: (event: SitEvent) => Promise<boolean>
}

/** Tap who took the trick, or enter the cards and let the judge decide (follow suit, trump). */
export function TrickEntry(props: Props) {
  const { players, leader, trump, trickNo, tricks, playedBefore, send } = props
  const n = players.length
  const trick = useTrickCards<Card>((next) =>
    validateTrick(next, { minRank: 2, maxRank: 14, minCards: 1, maxCards: n }),
  )
  const { cards, at } = trick
  // Cards in the draft (a reload, an undone trick) are shown where they can be changed.
  const drafted = cards.length > 0
  useEffect(() => {
    if (drafted) mode.value = 'cards'
  }, [drafted])
  // Not offered: the round's earlier cards and this trick's others (the one being changed is).
  const taken = [...playedBefore, ...cards.filter((_, i) => i !== at)]
  const lead = at > 0 ? (cards[0]?.suit ?? null) : null
  const question = t('cards.ui.whoTook', { n: trickNo, of: tricks })
  // Follow suit, checked at each card: flagged, never refused; a tap on its slot fixes it.
  const revokes = cards.map((card, i) => props.revokeOf((leader + i) % n, card))
  const first = revokes.findIndex((r) => r !== null)
  const flagged = (i: number) => {
    const r = revokes[i]
    const suit = cards[i]?.suit
    return r && suit ? { n: r.trick, suit: SUIT_SYMBOL[suit] } : null
  }
  return (
    <section class="stack sit-trick" aria-labelledby="sit-trick-h">
      <div class="sit-trick-head">
        <h2 id="sit-trick-h">{t('cards.ui.trick', { n: trickNo, of: tricks })}</h2>
        <TrickModeTabs mode={mode} />
      </div>
      {mode.value === 'quick' ? (
        <SeatButtons
          label={question}
          players={players}
          onPick={(winner) => void send({ t: 'trick', winner })}
        />
      ) : (
        <CardByCardTrick
          players={players}
          leader={leader}
          trick={trick}
          judge={(played) => judgeTrick(played, trump)}
          show={(card) => (
            <strong class={isRed(card.suit) ? 'red' : undefined}>{showCard(card)}</strong>
          )}
          cardOf={(name) => t('cards.ui.cardOf', { name })}
          picker={() => (
            <FrenchCardPicker ranks={RANKS} taken={taken} lead={lead} onPick={trick.add} />
          )}
          takeLabel={(name) => t('cards.ui.take', { name })}
          removeLabel={t('cards.ui.removeCard')}
          flag={(i) => {
            const params = flagged(i)
            return params && t('sit.ui.revokeSlot', params)
          }}
          flagLine={
            first >= 0 && (
              <RevokeFlag
                name={players[(leader + first) % n] ?? ''}
                text={t('sit.ui.revokeFlag', flagged(first) ?? {})}
              />
            )
          }
          onTake={(winner, played) => send({ t: 'trick', winner, played })}
        />
      )}
    </section>
  )
}
