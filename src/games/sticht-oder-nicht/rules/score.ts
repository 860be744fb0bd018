// A round's points: a point per trick, plus what the two special cards give.
import type { Reason } from '../../../core/reason'
import { type Animal, animalCards, dealt, isPlayers } from './cards'
import { CUSTOM_MAX, CUSTOM_MIN, inputFor, readSpecials, type Special } from './specials'

/** Per special card (index 0 or 1): the counts or custom points per seat; null where none. */
export interface RoundInput {
  animalCounts?: (number[] | null)[]
  custom?: (number[] | null)[]
}

export interface RoundScore {
  tricks: number[]
  specials: [number[], number[]]
  total: number[]
}

export interface RoundFacts {
  players: number
  tricksWon: number[]
  specials: [Special, Special]
  input: RoundInput
  cardsPerPlayer: number
}

const isCount = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0

function checkTricks(r: Record<string, unknown>): Reason | null {
  const { players, tricksWon, cardsPerPlayer } = r
  if (!isPlayers(players)) return { key: 'son.players', params: { n: String(players) } }
  if (cardsPerPlayer !== dealt(players)) {
    return { key: 'son.cardsPerPlayer', params: { players, cards: dealt(players) } }
  }
  if (!Array.isArray(tricksWon)) return { key: 'son.badEntry' }
  if (tricksWon.length !== players) {
    return { key: 'son.tricksLength', params: { players, n: tricksWon.length } }
  }
  const bad = tricksWon.findIndex((t) => !isCount(t))
  if (bad >= 0) return { key: 'son.badTricks', params: { seat: bad } }
  const sum = (tricksWon as number[]).reduce((a, b) => a + b, 0)
  if (sum !== cardsPerPlayer)
    return { key: 'son.tricksSum', params: { sum, cards: dealt(players) } }
  return null
}

/** One special card's counts: whole numbers, no more than the cards of its animal in the game. */
function checkCounts(
  counts: unknown[],
  animal: Animal,
  players: number,
  ones: readonly Animal[],
): Reason | null {
  const bad = counts.findIndex((c) => !isCount(c))
  if (bad >= 0) return { key: 'son.badCount', params: { seat: bad } }
  const sum = (counts as number[]).reduce((a, b) => a + b, 0)
  const max = animalCards(players, animal, ones)
  if (sum > max) return { key: 'son.animalTooMany', params: { animal, n: sum, max } }
  return null
}

const isCustom = (p: unknown): boolean =>
  Number.isInteger(p) && (p as number) >= CUSTOM_MIN && (p as number) <= CUSTOM_MAX

/** What the table typed in for card `i` (number `n` in messages), checked against its kind. */
function checkSlot(
  special: Special,
  n: number,
  given: { animalCounts: unknown; custom: unknown },
  c: { players: number; ones: readonly Animal[] },
): Reason | null {
  const need = inputFor(special)
  const stray =
    (need !== 'animalCounts' && given.animalCounts !== null) ||
    (need !== 'custom' && given.custom !== null)
  if (stray) return { key: 'son.inputNotNeeded', params: { n } }
  if (need === null) return null
  const list = given[need]
  if (list === null) {
    return { key: need === 'custom' ? 'son.customMissing' : 'son.countsMissing', params: { n } }
  }
  if (!Array.isArray(list)) return { key: 'son.badEntry' }
  if (list.length !== c.players) {
    return { key: 'son.inputLength', params: { players: c.players, n: list.length } }
  }
  if (need === 'animalCounts') {
    return checkCounts(list, (special as { animal: Animal }).animal, c.players, c.ones)
  }
  const bad = list.findIndex((p) => !isCustom(p))
  if (bad < 0) return null
  return { key: 'son.customRange', params: { seat: bad, min: CUSTOM_MIN, max: CUSTOM_MAX } }
}

/**
 * What is wrong with a round's result, or null. `ones`: the set-aside 1s, when recorded, make
 * the count of an animal's cards exact; without them it is an upper bound.
 */
export function checkRound(r: unknown, ones: readonly Animal[] = []): Reason | null {
  if (typeof r !== 'object' || r === null) return { key: 'son.badEntry' }
  const facts = r as Record<string, unknown>
  const tricks = checkTricks(facts)
  if (tricks) return tricks
  const specials = readSpecials(facts.specials)
  if (!Array.isArray(specials)) return specials
  const input = facts.input ?? {}
  if (typeof input !== 'object' || input === null) return { key: 'son.badEntry' }
  const { animalCounts, custom } = input as Record<string, unknown>
  if (![animalCounts, custom].every((list) => list === undefined || Array.isArray(list))) {
    return { key: 'son.badEntry' }
  }
  const players = facts.players as number
  const at = (list: unknown, i: number): unknown => (Array.isArray(list) ? (list[i] ?? null) : null)
  const counted = new Map<Animal, number[]>()
  for (const [i, special] of specials.entries()) {
    const given = { animalCounts: at(animalCounts, i), custom: at(custom, i) }
    const problem = checkSlot(special, i + 1, given, { players, ones })
    if (problem) return problem
    if (special.kind !== 'animal' && special.kind !== 'perCard') continue
    // Two cards about the same animal count the same cards.
    const counts = given.animalCounts as number[]
    const before = counted.get(special.animal)
    if (before?.some((c, seat) => c !== counts[seat])) {
      return { key: 'son.countsDisagree', params: { animal: special.animal } }
    }
    counted.set(special.animal, counts)
  }
  return checkHands(counted, players, facts.tricksWon as number[])
}

/** A player's counted cards all lie in their won tricks, each of which holds one per player. */
function checkHands(
  counted: ReadonlyMap<Animal, number[]>,
  players: number,
  tricksWon: readonly number[],
): Reason | null {
  for (const [seat, tricks] of tricksWon.entries()) {
    let total = 0
    for (const counts of counted.values()) total += counts[seat] ?? 0
    const max = tricks * players
    if (total > max) return { key: 'son.countTooHigh', params: { seat, tricks, max } }
  }
  return null
}

/** Every seat holding the highest (most) or lowest (fewest) value; ties share. */
function holders(values: readonly number[], which: 'most' | 'fewest'): number[] {
  const target = which === 'most' ? Math.max(...values) : Math.min(...values)
  return values.flatMap((v, seat) => (v === target ? [seat] : []))
}

function pointsOf(special: Special, i: number, r: RoundFacts): number[] {
  const zero = r.tricksWon.map(() => 0)
  const counts = r.input.animalCounts?.[i] ?? zero
  switch (special.kind) {
    case 'trump':
      return zero
    case 'tricks': {
      const seats = holders(r.tricksWon, special.which)
      return zero.map((_, seat) => (seats.includes(seat) ? special.points : 0))
    }
    case 'animal': {
      const seats = holders(counts, special.which)
      return zero.map((_, seat) => (seats.includes(seat) ? special.points : 0))
    }
    case 'perCard':
      return [...counts]
    case 'custom':
      return [...(r.input.custom?.[i] ?? zero)]
  }
}

/** For a round that passed `checkRound`. */
export function score(r: RoundFacts): RoundScore {
  const tricks = [...r.tricksWon]
  const specials: [number[], number[]] = [
    pointsOf(r.specials[0], 0, r),
    pointsOf(r.specials[1], 1, r),
  ]
  const total = tricks.map((t, seat) => t + (specials[0][seat] ?? 0) + (specials[1][seat] ?? 0))
  return { tricks, specials, total }
}
