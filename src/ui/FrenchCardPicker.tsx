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
  /** Cards that cannot be played now (in this trick, or earlier in the hand): not offered. */
  taken: readonly Card[]
  onPick: (card: Card) => void
  disabled?: boolean
  /** The suit led: shown open, so a card that follows suit is one tap. */
  lead?: Suit | null
}

const isRed = (suit: Suit) => suit === 'hearts' || suit === 'diamonds'

/**
 * Two taps a card: the suit, then the rank; one when it follows the suit led (open already).
 * A card that cannot be played stays in its place, greyed and disabled, so the grid never jumps.
 */
export function FrenchCardPicker({ ranks, taken, onPick, disabled = false, lead = null }: Props) {
  const [chosen, setSuit] = useState<Suit | null>(null)
  const suit = chosen ?? lead
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
                disabled={disabled || used}
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
