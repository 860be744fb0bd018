// The animal cards and the trick: which cards a table plays with, and who takes a trick.
import type { Reason } from '../../../core/reason'

export type Animal = 'wasp' | 'porcupine' | 'scorpion' | 'swordfish'
/** value 1..12; plusminus: the player's plusminus card went with this card, +2 or -2. */
export type SonCard = { animal: Animal; value: number; plusminus?: 2 | -2 }

export const ANIMALS: readonly Animal[] = ['wasp', 'porcupine', 'scorpion', 'swordfish']
export const MIN_PLAYERS = 3
export const MAX_PLAYERS = 6
export const MAX_VALUE = 12

export const isAnimal = (x: unknown): x is Animal => ANIMALS.includes(x as Animal)
export const isPlayers = (n: unknown): n is number =>
  Number.isInteger(n) && (n as number) >= MIN_PLAYERS && (n as number) <= MAX_PLAYERS

/** Per table size: the values of which every card is set aside, and how many random 1s. */
const ASIDE: Record<number, { values: number[]; ones: number }> = {
  3: { values: [11, 12], ones: 1 },
  4: { values: [11, 12], ones: 0 },
  5: { values: [], ones: 3 },
  6: { values: [], ones: 0 },
}
const ROUNDS: Record<number, number> = { 3: 6, 4: 8, 5: 5, 6: 6 }

/** For a table size that passed `isPlayers`; fresh arrays, so callers may keep them. */
export function asideFor(players: number): { values: number[]; ones: number } {
  const aside = ASIDE[players] ?? { values: [], ones: 0 }
  return { values: [...aside.values], ones: aside.ones }
}

/** The highest value in play: 10 when the 11s and 12s are set aside. */
export const topValue = (players: number): 10 | 12 =>
  asideFor(players).values.length > 0 ? 10 : 12

/** Everything not set aside is dealt out evenly. */
export function dealt(players: number): number {
  const { values, ones } = asideFor(players)
  return (ANIMALS.length * MAX_VALUE - ANIMALS.length * values.length - ones) / players
}

export const defaultRounds = (players: number): number => ROUNDS[players] ?? players

export const cardId = (card: { animal: Animal; value: number }): string =>
  `${card.animal}-${card.value}`

/** Just the card, without anything else an import may have attached to it. */
export const cleanCard = (card: SonCard): SonCard =>
  card.plusminus === undefined
    ? { animal: card.animal, value: card.value }
    : { animal: card.animal, value: card.value, plusminus: card.plusminus }

/** A value as the player typed it, for the message; objects and the like become '?'. */
const shown = (x: unknown): string | number =>
  typeof x === 'number' || typeof x === 'string' ? x : '?'

/** The first thing wrong with one entered card, or null; `n` is its position from 1. */
function checkCard(card: unknown, n: number, maxValue: number): Reason | null {
  if (typeof card !== 'object' || card === null) return { key: 'son.badAnimal', params: { n } }
  const c = card as Record<string, unknown>
  if (!isAnimal(c.animal)) return { key: 'son.badAnimal', params: { n } }
  const value = c.value
  if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > MAX_VALUE) {
    return { key: 'son.badValue', params: { n, value: shown(value) } }
  }
  if ((value as number) > maxValue) {
    return { key: 'son.setAsideValue', params: { n, value: value as number } }
  }
  if (c.plusminus !== undefined && c.plusminus !== 2 && c.plusminus !== -2) {
    return { key: 'son.badPlusminus', params: { n } }
  }
  return null
}

/**
 * The first thing wrong with an entered trick, or null. Positions in messages count from 1;
 * `maxValue` is 10 at a table that set the 11s and 12s aside (default 12).
 */
export function validateTrick(
  played: unknown,
  o: { minCards: number; maxCards: number; maxValue?: number },
): Reason | null {
  if (!Array.isArray(played) || played.length === 0) return { key: 'cards.empty' }
  const n = played.length
  if (n < o.minCards || n > o.maxCards) {
    const key = o.minCards === o.maxCards ? 'cards.countAtTable' : 'cards.count'
    return { key, params: { min: o.minCards, max: o.maxCards, n } }
  }
  const seen = new Set<string>()
  let plusminus = 0
  for (const [i, card] of played.entries()) {
    const problem = checkCard(card, i + 1, o.maxValue ?? MAX_VALUE)
    if (problem) return problem
    const { animal, value } = card as SonCard
    if (seen.has(cardId({ animal, value }))) {
      return { key: 'son.duplicate', params: { animal, value } }
    }
    seen.add(cardId({ animal, value }))
    if ((card as SonCard).plusminus !== undefined) plusminus++
    if (plusminus > 1) return { key: 'son.twoPlusminus' }
  }
  return null
}

export interface SonVerdict {
  /** Index into the trick of the winning card. */
  winner: number
  /** The animal that could win: the trump if any trump was played, else the led animal. */
  power: Animal
  by: 'led' | 'trump'
  /** Index of the card played with the plusminus card, or null. */
  plusminus: number | null
  /** The plusminus card made a tie with another card that could win, and won it. */
  tieWon: boolean
}

/** A card's value as it counts in the trick: -1..14 with a plusminus card. */
const effective = (card: SonCard): number => card.value + (card.plusminus ?? 0)

/** For a trick that passed `validateTrick`: only the plusminus card can tie, and it wins ties. */
export function verdict(played: readonly SonCard[], trump: Animal | null): SonVerdict {
  const first = played[0]
  if (!first) throw new Error('verdict needs a validated, non-empty trick')
  const trumped = trump !== null && played.some((card) => card.animal === trump)
  const power = trumped ? trump : first.animal
  let winner = 0
  for (const [i, card] of played.entries()) {
    const best = played[winner] as SonCard
    if (card.animal !== power) continue
    const [mine, theirs] = [effective(card), effective(best)]
    const tie = mine === theirs && card.plusminus !== undefined
    if (best.animal !== power || mine > theirs || tie) winner = i
  }
  const at = played.findIndex((card) => card.plusminus !== undefined)
  const won = played[winner] as SonCard
  const tieWon =
    at === winner &&
    played.some((c, i) => i !== winner && c.animal === power && effective(c) === effective(won))
  return { winner, power, by: trumped ? 'trump' : 'led', plusminus: at < 0 ? null : at, tieWon }
}

/** Cards that neither follow the led animal nor are trump: they cannot win, however high. */
export function offAnimal(played: readonly SonCard[], trump: Animal | null): number[] {
  const led = played[0]?.animal
  return played.flatMap((card, i) => (card.animal === led || card.animal === trump ? [] : [i]))
}
