// A round's points: a point per trick, plus what the two special cards give.
import type { Reason } from '../../../core/reason'
import { ANIMALS, type Animal, asideFor, dealt, isPlayers, topValue } from './cards'
import { CUSTOM_MAX, CUSTOM_MIN, type RoundInput, type Special } from './schema'
import { inputFor, readSpecials } from './specials'

export type { RoundInput } from './schema'

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
  if (!Array.isArray(tricksWon)) return { key: 'cards.badEntry' }
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

/**
 * What is known of the random 1s set aside (one at 3 players, three at 5): the 1s surely aside
 * (recorded, or the only ones not seen in this round's tricks) and the 1s that may be (not seen,
 * while more are unseen than set aside). `count`: how many are set aside in all.
 */
export interface OnesAside {
  count: number
  sure: Animal[]
  maybe: Animal[]
}

/** `recorded`: the 1s the table recorded ([] if not); `seen`: animals whose 1 was played. */
export function onesAside(
  players: number,
  recorded: readonly Animal[],
  seen: readonly Animal[],
): OnesAside {
  const count = asideFor(players).ones
  if (count === 0) return { count, sure: [], maybe: [] }
  if (recorded.length === count) return { count, sure: [...recorded], maybe: [] }
  const unseen = ANIMALS.filter((animal) => !seen.includes(animal))
  return unseen.length <= count
    ? { count, sure: unseen, maybe: [] }
    : { count, sure: [], maybe: unseen }
}

/**
 * What an animal's counts must add up to at the round's end: every card of it is played, so
 * `all` of them lie in won tricks; `short` when its 1 may be set aside unseen (then `all` − 1).
 */
export function animalTotal(
  players: number,
  animal: Animal,
  aside: OnesAside,
): { all: number; short: boolean } {
  return {
    all: topValue(players) - (aside.sure.includes(animal) ? 1 : 0),
    short: aside.maybe.includes(animal),
  }
}

/** One special card's counts: whole numbers that add up to the cards of its animal in play. */
function checkCounts(
  counts: unknown[],
  animal: Animal,
  players: number,
  aside: OnesAside,
): Reason | null {
  const bad = counts.findIndex((c) => !isCount(c))
  if (bad >= 0) return { key: 'son.badCount', params: { seat: bad } }
  const n = (counts as number[]).reduce((a, b) => a + b, 0)
  const { all, short } = animalTotal(players, animal, aside)
  if (n > all) return { key: 'son.animalTooMany', params: { animal, n, max: all } }
  if (short && n < all - 1) {
    return { key: 'son.animalTooFewOr', params: { animal, n, all, less: all - 1 } }
  }
  if (!short && n < all) return { key: 'son.animalTooFew', params: { animal, n, all } }
  return null
}

/**
 * Two animals counted whose 1s may be set aside: as many of them may be one short as 1s are set
 * aside, and the 1s not short among them must fit among the animals not counted.
 */
function checkShort(
  counted: ReadonlyMap<Animal, number[]>,
  players: number,
  aside: OnesAside,
): Reason | null {
  const open = [...counted.keys()].filter((animal) => aside.maybe.includes(animal))
  const [animal, animal2] = open
  if (animal === undefined || animal2 === undefined) return null
  const sum = (a: Animal) => (counted.get(a) ?? []).reduce((x, y) => x + y, 0)
  const short = open.filter((a) => sum(a) < animalTotal(players, a, aside).all).length
  if (short > aside.count) return { key: 'son.bothShort', params: { animal, animal2 } }
  const elsewhere = aside.maybe.length - open.length
  if (aside.count - short > elsewhere) {
    return { key: 'son.neitherShort', params: { animal, animal2 } }
  }
  return null
}

const isCustom = (p: unknown): boolean =>
  Number.isInteger(p) && (p as number) >= CUSTOM_MIN && (p as number) <= CUSTOM_MAX

/** What the table typed in for card `i` (number `n` in messages), checked against its kind. */
function checkSlot(
  special: Special,
  n: number,
  given: { animalCounts: unknown; custom: unknown },
  c: { players: number; aside: OnesAside },
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
  if (!Array.isArray(list)) return { key: 'cards.badEntry' }
  if (list.length !== c.players) {
    return { key: 'son.inputLength', params: { players: c.players, n: list.length } }
  }
  if (need === 'animalCounts') {
    return checkCounts(list, (special as { animal: Animal }).animal, c.players, c.aside)
  }
  const bad = list.findIndex((p) => !isCustom(p))
  if (bad < 0) return null
  return { key: 'son.customRange', params: { seat: bad, min: CUSTOM_MIN, max: CUSTOM_MAX } }
}

/**
 * What is wrong with a round's result, or null. The counts of an animal add up to its cards in
 * play: `ones`, the set-aside 1s when recorded, and `seen`, the animals whose 1 was played this
 * round, tell which 1s are set aside; without them an animal's counts may be one short.
 */
export function checkRound(
  r: unknown,
  ones: readonly Animal[] = [],
  seen: readonly Animal[] = [],
): Reason | null {
  if (typeof r !== 'object' || r === null) return { key: 'cards.badEntry' }
  const facts = r as Record<string, unknown>
  const tricks = checkTricks(facts)
  if (tricks) return tricks
  const specials = readSpecials(facts.specials)
  if (!Array.isArray(specials)) return specials
  const input = facts.input ?? {}
  if (typeof input !== 'object' || input === null) return { key: 'cards.badEntry' }
  const { animalCounts, custom } = input as Record<string, unknown>
  if (![animalCounts, custom].every((list) => list === undefined || Array.isArray(list))) {
    return { key: 'cards.badEntry' }
  }
  const players = facts.players as number
  const aside = onesAside(players, ones, seen)
  const at = (list: unknown, i: number): unknown => (Array.isArray(list) ? (list[i] ?? null) : null)
  const counted = new Map<Animal, number[]>()
  for (const [i, special] of specials.entries()) {
    const given = { animalCounts: at(animalCounts, i), custom: at(custom, i) }
    const problem = checkSlot(special, i + 1, given, { players, aside })
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
  return (
    checkShort(counted, players, aside) ?? checkHands(counted, players, facts.tricksWon as number[])
  )
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
