import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Setup } from '../../../src/core/game'
import { replay } from '../../../src/core/match'
import {
  ANIMALS,
  type Animal,
  cardId,
  countTarget,
  inputNeeded,
  judgeTrick,
  plusminusAvailable,
  type RoundInput,
  rules,
  type SonCard,
  type SonEvent,
  type SonOptions,
  type SonRound,
  type SonState,
  type Special,
  scoreProblem,
  tricksWon,
  trumpOf,
  valueRange,
} from '../../../src/games/sticht-oder-nicht/rules'
import { sonStrings } from '../../../src/games/sticht-oder-nicht/strings'
import { withTrickWords } from '../../helpers/strings'
import { custom, deepFreeze, fewest, fewestTricks, most, mostTricks, perCard, trump } from './table'

interface Table {
  players: number
  dealer: number
  options: SonOptions
}

const table: fc.Arbitrary<Table> = fc
  .record({
    players: fc.constantFrom(3, 4, 5, 6),
    dealer: fc.nat(5),
    // Half the games are short, so that many end; half play the rulebook's length.
    rounds: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined, freq: 2 }),
    ones: fc.shuffledSubarray([...ANIMALS], { minLength: 4, maxLength: 4 }),
    record: fc.boolean(),
  })
  .map(({ players, dealer, rounds, ones, record }) => {
    const count = players === 3 ? 1 : players === 5 ? 3 : 0
    const options: SonOptions = {}
    if (rounds !== undefined) options.rounds = rounds
    if (record && count > 0) options.setAsideOnes = ones.slice(0, count)
    return { players, dealer: dealer % players, options }
  })

const SPECIALS: Special[] = [
  trump('wasp'),
  trump('swordfish'),
  mostTricks(5),
  mostTricks(-5),
  fewestTricks(-5),
  fewestTricks(5),
  most('porcupine', 3),
  fewest('scorpion', -3),
  fewest('wasp', 3),
  perCard('swordfish'),
  perCard('wasp'),
  custom('Moon'),
]

const step = fc.record({
  kind: fc.nat(99),
  a: fc.nat(1000),
  b: fc.nat(1000),
  pm: fc.nat(9),
  picks: fc.array(fc.nat(47), { minLength: 6, maxLength: 6 }),
  numbers: fc.array(fc.integer({ min: -3, max: 120 }), { minLength: 6, maxLength: 6 }),
})
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never

const junk: unknown[] = [
  null,
  42,
  { t: 'nope' },
  { t: 'specials', cards: 'two' },
  { t: 'specials', cards: [trump('wasp'), trump('scorpion')] },
  { t: 'trick', winner: 'x' },
  { t: 'trick', winner: 0, played: 'K' },
  { t: 'trick', winner: 0, plusminus: { seat: 0, sign: 1 } },
  { t: 'score', input: 3 },
  { t: 'score', input: {} },
]

const everyCard: SonCard[] = ANIMALS.flatMap((animal) =>
  Array.from({ length: 12 }, (_, i) => ({ animal, value: i + 1 })),
)

/** The cards still in hands this round, as far as the app knows. */
function unplayed(state: SonState): SonCard[] {
  const top = valueRange(state.players).max
  const gone = new Set(state.round.tricks.flatMap((t) => (t.played ?? []).map(cardId)))
  return everyCard.filter(
    (card) =>
      card.value <= top &&
      !(card.value === 1 && state.setAsideOnes.includes(card.animal)) &&
      !gone.has(cardId(card)),
  )
}

function cardsEntry(state: SonState, s: Step, helpful: boolean): unknown {
  const n = state.players
  if (!helpful) {
    const played = s.picks.slice(0, n).map((i) => everyCard[i])
    return { t: 'trick', winner: s.a % n, played }
  }
  const left = unplayed(state)
  const played: SonCard[] = []
  for (const pick of s.picks) {
    const card = left.splice(pick % Math.max(1, left.length), 1)[0]
    if (card && played.length < n) played.push(card)
  }
  if (s.pm < 4) {
    const at = s.pm % n
    const seat = (state.leader + at) % n
    const card = played[at]
    // Mostly a player who still has theirs; now and then one who does not.
    if (card && (plusminusAvailable(state)[seat] || s.b % 4 === 0)) {
      played[at] = { ...card, plusminus: s.b % 2 === 0 ? 2 : -2 }
    }
  }
  if (played.length < n) return { t: 'trick', winner: 0, played }
  const judged = (state.leader + judgeTrick(played, trumpOf(state.round.specials))) % n
  return { t: 'trick', winner: s.kind % 17 === 0 ? (judged + 1) % n : judged, played }
}

function trickEntry(state: SonState, s: Step, guided: boolean, helpful: boolean): unknown {
  const n = state.players
  if (s.kind % 3 === 0) return cardsEntry(state, s, helpful)
  const winner = guided ? s.a % n : (s.a % (n + 2)) - 1
  if (s.pm >= 3) return { t: 'trick', winner }
  const seat = helpful
    ? plusminusAvailable(state).findIndex((ok, i) => ok && i >= s.b % n)
    : s.b % (n + 1)
  if (seat < 0) return { t: 'trick', winner }
  return { t: 'trick', winner, plusminus: { seat, sign: s.pm % 2 === 0 ? 2 : -2 } }
}

/**
 * Counts a table could give: every card of each animal asked (or one less where its 1 may be set
 * aside) shared out over the won tricks, from a seat the step picks. Of the ways the 1s may lie,
 * the first the rules take (a 3-player table has one 1 aside, a 5-player table three).
 */
function fittingCounts(state: SonState, s: Step, custom: (number[] | null)[]): RoundInput {
  const n = state.players
  const need = inputNeeded(state)
  const animals = need.flatMap((kind, i) => {
    const special = state.round.specials?.[i]
    return kind === 'animalCounts' && special && 'animal' in special ? [special.animal] : []
  })
  const distinct = [...new Set(animals)]
  const choices = distinct.map((animal) => {
    const { all, short } = countTarget(state, animal)
    return short ? (s.b % 2 === 0 ? [all, all - 1] : [all - 1, all]) : [all]
  })
  const combos = choices.reduce<number[][]>(
    (acc, options) => acc.flatMap((combo) => options.map((total) => [...combo, total])),
    [[]],
  )
  let input: RoundInput = {}
  for (const totals of combos) {
    const room = tricksWon(state).map((won) => won * n)
    const counts = new Map<Animal, number[]>()
    for (const [j, animal] of distinct.entries()) {
      const row = Array.from({ length: n }, () => 0)
      let left = totals[j] ?? 0
      for (let k = 0; k < n && left > 0; k++) {
        const seat = (s.a + k) % n
        const give = Math.min(left, room[seat] ?? 0)
        row[seat] = give
        room[seat] = (room[seat] ?? 0) - give
        left -= give
      }
      counts.set(animal, row)
    }
    const animalCounts = need.map((kind, i) => {
      const special = state.round.specials?.[i]
      if (kind !== 'animalCounts' || !special || !('animal' in special)) return null
      return counts.get(special.animal) ?? null
    })
    input = { animalCounts, custom }
    if (scoreProblem(state, input) === null) return input
  }
  return input
}

function scoreEntry(state: SonState, s: Step, helpful: boolean): unknown {
  const n = state.players
  const need = inputNeeded(state)
  const custom = need.map((kind) =>
    kind === 'custom' ? s.numbers.slice(0, n).map((x) => (helpful ? x % 99 : x - 10)) : null,
  )
  if (helpful) return { t: 'score', input: fittingCounts(state, s, custom) }
  // Typed numbers: they seldom add up.
  const animalCounts = need.map((kind) =>
    kind === 'animalCounts' ? s.numbers.slice(0, n).map((x) => x % 14) : null,
  )
  return { t: 'score', input: { animalCounts, custom } }
}

/** Mostly entries that fit the state, so whole games get played; some random and broken ones. */
function entry(state: SonState, s: Step): unknown {
  if (s.kind < 4) return junk[s.a % junk.length]
  const guided = s.kind >= 10
  const helpful = s.kind % 11 !== 0
  const phase = guided ? state.phase : (['specials', 'play', 'score'] as const)[s.a % 3]
  if (phase === 'specials') {
    const pick = (i: number) => SPECIALS[i % SPECIALS.length] as Special
    return { t: 'specials', cards: [pick(s.a), pick(s.b)] }
  }
  if (phase === 'score') return scoreEntry(state, s, helpful)
  return trickEntry(state, s, guided, helpful)
}

const english: Record<string, string> = withTrickWords(sonStrings).en

function checkRound(round: SonRound, players: number): void {
  const spent = round.tricks.flatMap((t) => (t.plusminus ? [t.plusminus.seat] : []))
  // A plusminus card at most once per player per round, and marked as spent.
  expect(new Set(spent).size).toBe(spent.length)
  expect(round.plusminusUsed).toEqual(
    Array.from({ length: players }, (_, seat) => spent.includes(seat)),
  )
  for (const t of round.tricks) {
    if (!t.played) continue
    expect(t.played.filter((card) => card.plusminus !== undefined).length).toBeLessThanOrEqual(1)
    const at = t.played.findIndex((card) => card.plusminus !== undefined)
    if (at >= 0) expect(t.plusminus?.seat).toBe((t.leader + at) % players)
  }
  const cards = round.tricks.flatMap((t) => (t.played ?? []).map(cardId))
  expect(new Set(cards).size).toBe(cards.length)
}

function checkState(state: SonState, setup: Setup<SonOptions>): void {
  const { players } = state
  expect(state.history.length).toBeLessThanOrEqual(state.rounds)
  expect(state.over).toBe(state.history.length === state.rounds)
  expect(state.over).toBe(state.phase === 'over')
  const totals = Array.from({ length: players }, () => 0)
  for (const [i, round] of state.history.entries()) {
    expect(round.n).toBe(i + 1)
    expect(round.dealer).toBe((setup.firstDealer + i) % players)
    expect(round.tricks).toHaveLength(state.cardsPerPlayer)
    expect(round.score?.tricks.reduce((a, b) => a + b, 0)).toBe(state.cardsPerPlayer)
    checkRound(round, players)
    // +1 per card: its points are the counts, which add up to the animal's cards in play.
    for (const [i, special] of (round.specials ?? []).entries()) {
      if (special.kind !== 'perCard') continue
      const { all, short } = countTarget({ ...state, round }, special.animal)
      const sum = round.score?.specials[i]?.reduce((a, b) => a + b, 0)
      expect(short ? [all - 1, all] : [all]).toContain(sum)
    }
    for (const seat of totals.keys()) {
      totals[seat] = (totals[seat] ?? 0) + (round.score?.total[seat] ?? 0)
    }
  }
  checkRound(state.round, players)
  expect(state.round.tricks.length).toBeLessThanOrEqual(state.cardsPerPlayer)
  expect(state.totals).toEqual(totals)
  if (state.over) {
    const best = Math.max(...totals)
    expect(state.winners).toEqual(totals.flatMap((t, seat) => (t === best ? [seat] : [])))
  } else expect(state.winners).toEqual([])
}

function run(t: Table, steps: readonly Step[]) {
  const setup: Setup<SonOptions> = {
    game: 'sticht-oder-nicht',
    players: ['A', 'B', 'C', 'D', 'E', 'F'].slice(0, t.players),
    options: t.options,
    firstDealer: t.dealer,
  }
  // Frozen, so a rule that wrote to the state it was given would throw instead of passing.
  let state = deepFreeze(rules.init(setup))
  const accepted: SonEvent[] = []
  for (const s of steps) {
    const event = entry(state, s) as SonEvent
    const before = JSON.stringify(state)
    const next = rules.apply(state, event)
    if (next.ok) {
      accepted.push(event)
      state = deepFreeze(next.state)
    } else {
      expect(JSON.stringify(state)).toBe(before)
      if (!(next.reason.key in english)) throw new Error(`no words for ${next.reason.key}`)
    }
  }
  return { state, accepted, setup }
}

describe('any sequence of entries', () => {
  it('keeps the state the replay of what was accepted, and every round within the rules', () => {
    fc.assert(
      fc.property(table, fc.array(step, { maxLength: 300, size: 'max' }), (t, steps) => {
        const { state, accepted, setup } = run(t, steps)
        expect(replay(rules, setup, accepted)).toEqual(state)
        checkState(state, setup)
      }),
      { numRuns: 150 },
    )
  })

  it('plays whole games often enough to matter', () => {
    // A guard on the generator above: without finished games the property would prove little.
    let over = 0
    let long = 0
    let rounds = 0
    fc.assert(
      fc.property(table, fc.array(step, { minLength: 300, maxLength: 300 }), (t, steps) => {
        const { state } = run(t, steps)
        if (state.over) over++
        if (state.over && t.options.rounds === undefined) long++
        rounds += state.history.length
      }),
      { numRuns: 60 },
    )
    expect(over).toBeGreaterThan(20)
    expect(long).toBeGreaterThan(5)
    expect(rounds).toBeGreaterThan(60)
  })
})
