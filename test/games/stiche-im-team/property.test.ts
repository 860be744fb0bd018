import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Setup } from '../../../src/core/game'
import { replay } from '../../../src/core/match'
import { leftOf } from '../../../src/core/seats'
import { type Card, SUITS, validateTrick } from '../../../src/games/cards/french'
import { cardStrings } from '../../../src/games/cards/strings'
import { trickStrings } from '../../../src/games/cards/trickStrings'
import {
  judgeTrick,
  pendingBidder,
  roundHasTrump,
  rules,
  type SitEvent,
  type SitOptions,
  type SitState,
  stillChoosing,
  stillNeeded,
} from '../../../src/games/stiche-im-team/rules'
import { sitStrings } from '../../../src/games/stiche-im-team/strings'
import { deepFreeze } from './table'

const card: fc.Arbitrary<Card> = fc.record({
  suit: fc.constantFrom(...SUITS),
  rank: fc.integer({ min: 1, max: 15 }),
})

interface Table {
  players: number
  o: SitOptions
  dealer: number
  /** A careful table keeps every round on course: it only fails where the rules must refuse. */
  careful: boolean
}

const table: fc.Arbitrary<Table> = fc
  .record({
    players: fc.constantFrom(3, 4, 5),
    lives: fc.constantFrom<3 | 4>(3, 4),
    longAscent: fc.boolean(),
    upAndDown: fc.boolean(),
    noTrumpOdd: fc.boolean(),
    secretBids: fc.boolean(),
    dealer: fc.nat(4),
    careful: fc.boolean(),
  })
  .map(({ players, dealer, careful, longAscent, ...o }) => ({
    players,
    dealer: dealer % players,
    careful,
    o: { ...o, longAscent: longAscent && players < 5 },
  }))

/** One step: what kind of entry, and the raw material to build it from the current state. */
const step = fc.record({
  kind: fc.nat(99),
  /** mostly entries that keep the round on course, so whole climbs get played */
  helpful: fc.nat(19),
  a: fc.nat(1000),
  numbers: fc.array(fc.nat(10), { minLength: 5, maxLength: 5 }),
  cards: fc.array(card, { minLength: 2, maxLength: 6 }),
})
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never

const junk: unknown[] = [
  null,
  42,
  { t: 'nope' },
  { t: 'trump', suit: 'swords' },
  { t: 'bids', bids: 'all' },
  { t: 'bid', seat: 0 },
  { t: 'trick', winner: 'x' },
  { t: 'trick', winner: 0, played: 'K' },
  { t: 'reveal' },
  { t: 'bid', seat: 0, hidden: false },
  { t: 'show', seat: 0 },
  { t: 'show', seat: 1, bid: 'one' },
]

function bidsEntry(state: SitState, s: Step, guided: boolean, helpful: boolean): unknown {
  const { round, players } = state
  const cards = round.cards
  let left = cards
  const order = Array.from({ length: players - 1 }, (_, i) => (round.dealer + 1 + i) % players)
  const numbers = round.bids.map(() => null as number | null)
  for (const [i, seat] of order.entries()) {
    const n = (s.numbers[i] ?? 0) % (cards + 2)
    numbers[seat] = helpful ? Math.min(n, left) : n
    left -= numbers[seat] ?? 0
  }
  if (!state.options.secretBids || (!guided && s.a % 2 === 0)) {
    return { t: 'bids', bids: guided ? numbers : numbers.map((n, i) => (i === 0 ? 1 : n)) }
  }
  // At a table of phones: a hidden number from any phone whose player still chooses, on the
  // log without its value, or as the phone that keeps it replays it.
  if (guided && s.helpful % 3 === 0) {
    const waiting = stillChoosing(state)
    const seat = waiting[s.a % Math.max(1, waiting.length)] ?? 0
    return s.helpful % 2 === 0
      ? { t: 'bid', seat, hidden: true }
      : { t: 'bid', seat, bid: numbers[seat] ?? 0, hidden: true }
  }
  const seat = guided ? (pendingBidder(state) ?? 0) : s.a % (players + 1)
  return { t: 'bid', seat, bid: numbers[seat] ?? s.a % 3 }
}

/** A hidden number shown: mostly one still hidden, with a number that often fits. */
function showEntry(state: SitState, s: Step, guided: boolean): unknown {
  const { hidden, cards } = state.round
  const seat = guided ? (hidden[s.a % Math.max(1, hidden.length)] ?? 0) : s.a % state.players
  const n = (s.numbers[seat] ?? 0) % (cards + (s.helpful > 0 ? 1 : 3))
  return { t: 'show', seat, bid: s.helpful > 0 ? Math.min(n, 1) : n }
}

function trickEntry(
  state: SitState,
  s: Step,
  { guided, helpful, careful }: { guided: boolean; helpful: boolean; careful: boolean },
): unknown {
  const n = state.players
  const needy = stillNeeded(state).flatMap((need, seat) => ((need ?? 0) > 0 ? [seat] : []))
  const winner = !guided
    ? (s.a % (n + 2)) - 1
    : helpful && needy.length > 0
      ? (needy[s.a % needy.length] ?? 0)
      : s.a % n
  if (s.kind % 4 !== 0) return { t: 'trick', winner }
  const played = s.cards.slice(0, guided ? n : s.cards.length)
  const range = { minRank: 2, maxRank: 14, minCards: n, maxCards: n }
  if (helpful && validateTrick(played, range) === null) {
    const judged = (state.leader + judgeTrick(played, state.round.trump ?? null)) % n
    // Careful: the cards only when they go where a trick is needed.
    if (careful && !needy.includes(judged)) return { t: 'trick', winner }
    return { t: 'trick', winner: judged, played }
  }
  return careful ? { t: 'trick', winner } : { t: 'trick', winner, played }
}

/** Mostly entries that fit the state, so whole games get played; some random and broken ones. */
function entry(state: SitState, s: Step, careful: boolean): unknown {
  if (s.kind < 4) return junk[s.a % junk.length]
  if (s.kind === 99) return { t: 'reveal' }
  const guided = careful || s.kind >= 10
  const helpful = careful || s.helpful > 0
  const phase = guided ? state.phase : (['trump', 'bids', 'play', 'show'] as const)[s.a % 4]
  if (phase === 'trump') {
    const fits = roundHasTrump(state.options, state.round.cards)
    if (guided && helpful) return { t: 'trump', suit: fits ? SUITS[s.a % 4] : null }
    return { t: 'trump', suit: s.a % 5 === 0 ? null : SUITS[s.a % 4] }
  }
  if (phase === 'bids') return bidsEntry(state, s, guided, helpful)
  if (phase === 'show') return showEntry(state, s, guided)
  return trickEntry(state, s, { guided, helpful, careful })
}

const english: Record<string, string> = { ...trickStrings.en, ...cardStrings.en, ...sitStrings.en }
const isLost = (outcome: string) => outcome.startsWith('lost-')

function checkStep(before: SitState, after: SitState): void {
  const grew = after.history.length - before.history.length
  expect(grew === 0 || grew === 1).toBe(true)
  const finished = after.history.at(-1)
  const lost = grew === 1 && finished !== undefined && isLost(finished.outcome)
  // A lost round costs exactly one life, or ends the game when none is left; nothing else does.
  if (lost && before.lives > 0) expect(after.lives).toBe(before.lives - 1)
  else expect(after.lives).toBe(before.lives)
  if (lost && before.lives === 0) expect(after.over).toBe(true)
  expect(after.rung - before.rung).toBe(grew === 1 && !lost && !after.over ? 1 : 0)
}

function checkState(state: SitState, setup: Setup<SitOptions>): void {
  expect(state.lives).toBeGreaterThanOrEqual(0)
  expect(state.lives).toBeLessThanOrEqual(state.options.lives)
  expect(state.over).toBe(state.phase === 'over')
  expect(state.reached).toBe(state.rung + 1)
  if (state.won) expect(state.rung).toBe(state.ladder.length - 1)
  if (state.round.hidden.length > 0) expect(state.options.secretBids).toBe(true)
  if (state.phase === 'show') expect(state.round.hidden.length).toBeGreaterThan(0)
  const lost = state.history.filter((r) => isLost(r.outcome)).length
  const final = state.over && !state.won ? 1 : 0
  expect(state.options.lives - state.lives).toBe(lost - final)
  for (const [i, round] of state.history.entries()) {
    expect(round.dealer).toBe((setup.firstDealer + i) % state.players)
    expect(round.tricks.length).toBeLessThanOrEqual(round.cards)
    expect(round.outcome).not.toBe('playing')
    // A round is judged only once every number is known.
    expect(round.hidden).toEqual([])
    const next = state.history[i + 1]
    if (next) expect(next.dealer).toBe(leftOf(round.dealer, state.players))
    if (round.outcome === 'won') {
      const taken = round.bids.map((_, seat) => round.tricks.filter((w) => w === seat).length)
      expect(taken).toEqual(round.bids)
    }
  }
}

function run(
  table: Table,
  steps: readonly Step[],
): { state: SitState; accepted: SitEvent[]; setup: Setup<SitOptions> } {
  const setup: Setup<SitOptions> = {
    game: 'stiche-im-team',
    players: ['A', 'B', 'C', 'D', 'E'].slice(0, table.players),
    options: table.o,
    firstDealer: table.dealer,
  }
  // Frozen, so a rule that wrote to the state it was given would throw instead of passing.
  let state = deepFreeze(rules.init(setup))
  const accepted: SitEvent[] = []
  for (const s of steps) {
    const event = entry(state, s, table.careful) as SitEvent
    const next = rules.apply(state, event)
    if (next.ok) {
      accepted.push(event)
      checkStep(state, next.state)
      state = deepFreeze(next.state)
    } else if (!(next.reason.key in english)) {
      throw new Error(`no words for ${next.reason.key}`)
    }
  }
  return { state, accepted, setup }
}

describe('any sequence of entries', () => {
  it('keeps the state the replay of what was accepted, and the lives within the rules', () => {
    fc.assert(
      fc.property(table, fc.array(step, { maxLength: 400, size: 'max' }), (t, steps) => {
        const { state, accepted, setup } = run(t, steps)
        expect(replay(rules, setup, accepted)).toEqual(state)
        checkState(state, setup)
      }),
      { numRuns: 200 },
    )
  })

  it('plays whole climbs to both ends often enough to matter', () => {
    // A guard on the generator above: without finished games the property would prove little.
    const ends = { won: 0, lost: 0, shown: 0 }
    fc.assert(
      fc.property(table, fc.array(step, { minLength: 400, maxLength: 400 }), (t, steps) => {
        const { state, accepted } = run(t, steps)
        if (state.over) ends[state.won ? 'won' : 'lost']++
        // Rounds with hidden numbers judged after their last number was shown.
        if (accepted.some((e) => e.t === 'show')) ends.shown++
      }),
      { numRuns: 100 },
    )
    expect(ends.won).toBeGreaterThan(5)
    expect(ends.lost).toBeGreaterThan(5)
    expect(ends.shown).toBeGreaterThan(5)
  })
})
