// The special cards: the two in effect each round, and what the app must ask at the round's end.
import type { Reason } from '../../../core/reason'
import { type Animal, isAnimal } from './cards'
import { NAME_MAX, type Special } from './schema'

export type { Special } from './schema'
export { CUSTOM_MAX, CUSTOM_MIN } from './schema'

export type InputKind = 'animalCounts' | 'custom'

const isWhich = (x: unknown): x is 'most' | 'fewest' => x === 'most' || x === 'fewest'

/** Only the fields of its kind, so extra fields from an import never reach the state. */
function clean(s: Record<string, unknown>): Special | null {
  switch (s.kind) {
    case 'trump':
      return isAnimal(s.animal) ? { kind: 'trump', animal: s.animal } : null
    case 'tricks':
      if (!isWhich(s.which) || (s.points !== 5 && s.points !== -5)) return null
      return { kind: 'tricks', which: s.which, points: s.points }
    case 'animal':
      if (!isAnimal(s.animal) || !isWhich(s.which) || (s.points !== 3 && s.points !== -3)) {
        return null
      }
      return { kind: 'animal', animal: s.animal, which: s.which, points: s.points }
    case 'perCard':
      return isAnimal(s.animal) ? { kind: 'perCard', animal: s.animal } : null
    case 'custom':
      return typeof s.name === 'string' ? { kind: 'custom', name: s.name.trim() } : null
    default:
      return null
  }
}

/** One card as entered, checked and cleaned (a custom name trimmed), or why not; `n` from 1. */
export function readSpecial(card: unknown, n: number): Special | Reason {
  const special = typeof card === 'object' && card !== null ? clean(card as never) : null
  if (special === null) return { key: 'son.badSpecial', params: { n } }
  if (special.kind === 'custom' && (special.name.length < 1 || special.name.length > NAME_MAX)) {
    return { key: 'son.customName', params: { n, max: NAME_MAX } }
  }
  return special
}

const isReason = (x: Special | Reason): x is Reason => 'key' in x

/** The two cards of a round, cleaned, or why they cannot be in effect together. */
export function readSpecials(cards: unknown): [Special, Special] | Reason {
  if (!Array.isArray(cards) || cards.length !== 2) {
    return { key: 'son.specialsCount', params: { n: Array.isArray(cards) ? cards.length : 0 } }
  }
  const first = readSpecial(cards[0], 1)
  if (isReason(first)) return first
  const second = readSpecial(cards[1], 2)
  if (isReason(second)) return second
  const pile = pileOf(first)
  if (pile !== null && pile === pileOf(second)) return { key: TWO_OF[pile] }
  return [first, second]
}

export type Pile = 'violet' | 'pink' | 'green' | 'orange'

/** Each known kind lies on one pile (by its back colour); a custom card's pile is not known. */
const PILES: Record<Special['kind'], Pile | null> = {
  trump: 'violet',
  tricks: 'pink',
  animal: 'green',
  perCard: 'orange',
  custom: null,
}

/** The pile a card comes from, or null for a custom card (a table's deck may hold any effect). */
export const pileOf = (special: { kind: Special['kind'] }): Pile | null => PILES[special.kind]

// One card is revealed per pile: two cards of one pile cannot be in effect together.
const TWO_OF: Record<Pile, string> = {
  violet: 'son.twoTrumps',
  pink: 'son.twoPink',
  green: 'son.twoGreen',
  orange: 'son.twoOrange',
}

/** Exactly two, each a valid card, not two of one pile; null when they are fine. */
export function checkSpecials(cards: unknown): Reason | null {
  const read = readSpecials(cards)
  return Array.isArray(read) ? null : read
}

/** What the app must ask at the round's end for this card, if it cannot know it. */
export function inputFor(special: Special): InputKind | null {
  if (special.kind === 'animal' || special.kind === 'perCard') return 'animalCounts'
  return special.kind === 'custom' ? 'custom' : null
}

/** The trump animal of a round's cards, or null. */
export function trumpOf(specials: readonly Special[] | null): Animal | null {
  const trump = specials?.find((s) => s.kind === 'trump')
  return trump?.kind === 'trump' ? trump.animal : null
}
