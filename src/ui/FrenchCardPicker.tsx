import { useState } from 'preact/hooks'
import type { Reason } from '../core/reason'
import {
  type Card,
  cardKey,
  cardLabel,
  rankLabel,
  SUIT_SYMBOL,
  SUITS,
  type Suit,
} from '../games/cards/french'
import { lang, t } from '../i18n'
import './picker.css'

interface Props {
  /** The ranks this game's deck has, low to high. */
  ranks: readonly number[]
  /** Cards already in the trick: shown as taken (picking one again is refused by the rules). */
  taken: readonly Card[]
  onPick: (card: Card) => void
  disabled?: boolean
}

const isRed = (suit: Suit) => suit === 'hearts' || suit === 'diamonds'

/** Two taps a card: the suit, then the rank. */
export function FrenchCardPicker({ ranks, taken, onPick, disabled = false }: Props) {
  const [suit, setSuit] = useState<Suit | null>(null)
  const takenKeys = new Set(taken.map(cardKey))
  return (
    <div class="picker">
      <div class="picker-suits" role="group" aria-label={t('cards.pickSuit')}>
        {SUITS.map((s) => (
          <button
            key={s}
            type="button"
            class={`btn suit ${isRed(s) ? 'red' : ''}`}
            aria-pressed={suit === s}
            aria-label={t(`cards.suitName.${s}`)}
            disabled={disabled}
            onClick={() => setSuit(s)}
          >
            {SUIT_SYMBOL[s]}
          </button>
        ))}
      </div>
      {suit && (
        <div
          class="picker-ranks"
          role="group"
          aria-label={t('cards.pickRank', { suit: t(`cards.suitName.${suit}`) })}
        >
          {[...ranks].reverse().map((rank) => {
            const card = { suit, rank }
            const used = takenKeys.has(cardKey(card))
            return (
              <button
                key={rank}
                type="button"
                class={`btn rank ${isRed(suit) ? 'red' : ''} ${used ? 'used' : ''}`}
                aria-label={t('cards.cardName', {
                  rank: rank > 10 ? t(`cards.rankName.${rank}`) : String(rank),
                  suit: t(`cards.suitName.${suit}`),
                })}
                disabled={disabled}
                onClick={() => {
                  onPick(card)
                  setSuit(null)
                }}
              >
                {rankLabel(rank, lang.value)}
                {SUIT_SYMBOL[suit]}
              </button>
            )
          })}
        </div>
      )}
    </div>
  )
}

export const showCard = (card: Card) => cardLabel(card, lang.value)

/** A card named in a reason ("played twice") in the player's language: a German queen is a D. */
export function localCard(reason: Reason): Reason {
  const p = reason.params
  if (reason.key !== 'cards.duplicate' || !p) return reason
  const card = cardLabel({ suit: p.suit as Card['suit'], rank: Number(p.rank) }, lang.value)
  return { ...reason, params: { ...p, card } }
}
export { isRed }
