import type { Reason } from '../../core/reason'
import { type CardKey, cardStrings } from './strings'

export type Suit = 'clubs' | 'spades' | 'hearts' | 'diamonds'
/** rank: 2..10, J = 11, Q = 12, K = 13, A = 14 */
export type Card = { suit: Suit; rank: number }

export const SUITS: readonly Suit[] = ['clubs', 'spades', 'hearts', 'diamonds']

export const SUIT_SYMBOL: Record<Suit, string> = {
  clubs: '♣',
  spades: '♠',
  hearts: '♥',
  diamonds: '♦',
}

/** A stable id for one physical card, e.g. 'spades-13'. */
export const cardKey = (card: Card): string => `${card.suit}-${card.rank}`

/** Court cards are lettered per language (German Q is D for Dame); the rest are digits. */
export function rankLabel(rank: number, lang: 'en' | 'de' = 'en'): string {
  const letter = cardStrings[lang][`cards.rank.${rank}` as CardKey] as string | undefined
  return letter ?? String(rank)
}

/** e.g. 'K♠', or 'D♥' for the queen of hearts in German. */
export const cardLabel = (card: Card, lang: 'en' | 'de' = 'en'): string =>
  `${rankLabel(card.rank, lang)}${SUIT_SYMBOL[card.suit]}`

export interface TrickRange {
  minRank: number
  maxRank: number
  minCards: number
  maxCards: number
}

const isSuit = (suit: unknown): suit is Suit => SUITS.includes(suit as Suit)

/** A rank as the player typed it, for the message; objects and the like become '?'. */
const shown = (rank: unknown): string =>
  typeof rank === 'number' || typeof rank === 'string' ? String(rank) : '?'

/**
 * The first thing wrong with an entered trick, or null. Positions in messages count from 1.
 * Duplicates carry suit and rank too, so a German screen can relabel the English `card`.
 */
export function validateTrick(played: unknown, o: TrickRange): Reason | null {
  if (!Array.isArray(played) || played.length === 0) return { key: 'cards.empty' }
  const n = played.length
  if (n < o.minCards || n > o.maxCards) {
    const key = o.minCards === o.maxCards ? 'cards.countExact' : 'cards.count'
    return { key, params: { min: o.minCards, max: o.maxCards, n } }
  }
  const seen = new Set<string>()
  for (const [i, card] of played.entries()) {
    const at = i + 1
    if (typeof card !== 'object' || card === null || !isSuit(card.suit)) {
      return { key: 'cards.badSuit', params: { n: at } }
    }
    const rank: unknown = card.rank
    if (!Number.isInteger(rank) || (rank as number) < o.minRank || (rank as number) > o.maxRank) {
      const [min, max] = [rankLabel(o.minRank), rankLabel(o.maxRank)]
      return { key: 'cards.badRank', params: { n: at, rank: shown(rank), min, max } }
    }
    const valid: Card = { suit: card.suit, rank: rank as number }
    if (seen.has(cardKey(valid))) {
      const params = { card: cardLabel(valid), suit: valid.suit, rank: valid.rank }
      return { key: 'cards.duplicate', params }
    }
    seen.add(cardKey(valid))
  }
  return null
}

export interface TrickVerdict {
  /** Index into the trick of the winning card. */
  winner: number
  led: Suit
  trump: Suit | null
  /** Whether the winner won as the highest trump or as the highest card of the led suit. */
  by: 'led' | 'trump'
  /** Cards that neither follow the led suit nor are trump: they cannot win, however high. */
  offSuit: number[]
}

/** For a trick that already passed `validateTrick`; equal cards cannot occur. */
export function trickWinner(played: Card[], trump: Suit | null): TrickVerdict {
  const first = played[0]
  if (!first) throw new Error('trickWinner needs a validated, non-empty trick')
  const led = first.suit
  const trumped = trump !== null && played.some((card) => card.suit === trump)
  const power = trumped ? trump : led
  let winner = 0
  for (const [i, card] of played.entries()) {
    const best = played[winner] as Card
    if (card.suit === power && (best.suit !== power || card.rank > best.rank)) winner = i
  }
  const offSuit = played.flatMap((card, i) => (card.suit === led || card.suit === trump ? [] : [i]))
  return { winner, led, trump, by: trumped ? 'trump' : 'led', offSuit }
}
