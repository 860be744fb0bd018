// One harness for every game's reducer: random tables and mostly plausible entries (plus garbage),
// recorded, undone and redone through src/core/match, with the game's invariants after each step.
import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import type { GameRules, GameSchemas, Setup } from '../../src/core/game'
import { type Match, newMatch, record, redo, replay, undo } from '../../src/core/match'
import { SUITS } from '../../src/games/cards/french'
import { cardStrings } from '../../src/games/cards/strings'
import { trickStrings } from '../../src/games/cards/trickStrings'
import { type LsState, rules as lsRules } from '../../src/games/letzter-stich/rules'
import { lsSchemas } from '../../src/games/letzter-stich/rules/schema'
import { lsStrings } from '../../src/games/letzter-stich/strings'
import {
  currentCase,
  pendingSleuths,
  type SfsCard,
  type SfsState,
  SUSPECTS,
  judgeTrick as sfsJudge,
  rules as sfsRules,
  validateTrick as sfsValidate,
  WEAPONS,
} from '../../src/games/stich-fuer-stich/rules'
import { sfsSchemas } from '../../src/games/stich-fuer-stich/rules/schema'
import { sfsStrings } from '../../src/games/stich-fuer-stich/strings'
import {
  pendingBidder,
  roundHasTrump,
  type SitState,
  rules as sitRules,
  stillNeeded,
} from '../../src/games/stiche-im-team/rules'
import { sitSchemas } from '../../src/games/stiche-im-team/rules/schema'
import { sitStrings } from '../../src/games/stiche-im-team/strings'
import {
  ANIMALS,
  type Animal,
  cardId,
  countTarget,
  inputNeeded,
  plusminusAvailable,
  type RoundInput,
  type SonCard,
  type SonRound,
  type SonState,
  type Special,
  scoreProblem,
  judgeTrick as sonJudge,
  rules as sonRules,
  tricksWon,
  trumpOf,
} from '../../src/games/sticht-oder-nicht/rules'
import { sonSchemas } from '../../src/games/sticht-oder-nicht/rules/schema'
import { sonStrings } from '../../src/games/sticht-oder-nicht/strings'
import { en as appEn } from '../../src/i18n/en'
import { withTrickWords } from '../helpers/strings'

/** The raw material of one step; each game builds its entry from it and the current state. */
const step = fc.record({
  kind: fc.nat(99),
  a: fc.nat(1000),
  b: fc.nat(1000),
  numbers: fc.array(fc.integer({ min: -2, max: 12 }), { minLength: 6, maxLength: 6 }),
  picks: fc.array(fc.nat(1000), { minLength: 6, maxLength: 6 }),
})
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never

const JUNK: unknown[] = [
  null,
  undefined,
  42,
  'trick',
  [],
  { t: 'nope' },
  { t: 'trick' },
  { t: 'trick', winner: 'x' },
  { t: 'trick', winner: -1 },
  { t: 'trick', winner: 0.5 },
  { t: 'trick', winner: 0, played: 'K' },
  { t: 'trick', winner: 0, played: [{}, {}, {}] },
  { t: 'score', input: null },
  { t: 'bids', bids: 'all' },
  { t: 'search', solved: [0, 0] },
  { t: '__proto__' },
  JSON.parse('{"t":"trick","winner":0,"__proto__":{"polluted":true}}'),
]
const junk = (s: Step): unknown => JUNK[s.a % JUNK.length]

interface Spec<S> {
  name: string
  // biome-ignore lint/suspicious/noExplicitAny: each game has its own event and option types
  rules: GameRules<S, any, any>
  tables: fc.Arbitrary<Setup>
  strings: { en: Record<string, string>; de: Record<string, string> }
  entry: (state: S, s: Step) => unknown
  /** Holds for every state reached. */
  always: (state: S) => void
  /** Holds for every accepted entry, from the state before to the one after. */
  step?: (before: S, after: S) => void
}

const seats = (n: number) => ['A', 'B', 'C', 'D', 'E', 'F'].slice(0, n)
const setupOf = (
  game: Setup['game'],
  players: number,
  dealer: number,
  options: unknown,
): Setup => ({
  game,
  players: seats(players),
  options,
  firstDealer: dealer % players,
})

// ---- Letzter Stich ------------------------------------------------------------------------

const ls: Spec<LsState> = {
  name: 'Letzter Stich',
  rules: lsRules,
  tables: fc
    .tuple(fc.constantFrom(3, 4), fc.nat(3))
    .map(([n, d]) => setupOf('letzter-stich', n, d, {})),
  strings: {
    en: { ...trickStrings.en, ...cardStrings.en, ...lsStrings.en },
    de: { ...trickStrings.de, ...cardStrings.de, ...lsStrings.de },
  },
  entry: (state, s) => {
    const n = state.players
    if (s.kind < 5) return junk(s)
    // Seat 0 takes many a last trick, so that counters run out and matches end.
    const seat = s.b % 3 === 0 ? s.a % n : 0
    if (s.kind < 50) return { t: 'trick', winner: s.kind < 47 ? seat : s.a % (n + 2) }
    if (s.kind < 85) return { t: 'quick', lastTrick: seat, sweep: s.b % 5 === 0 }
    // Counts: mostly 8 in all, spread by the numbers; now and then off by one.
    const counts = Array.from({ length: n }, () => 0)
    for (let i = 0; i < 8 + (s.kind === 99 ? 1 : 0); i++) {
      const seat = (s.picks[i % 6] ?? 0) % n
      counts[seat] = (counts[seat] ?? 0) + 1
    }
    const lastTrick = s.b % 7 === 0 ? s.a % n : counts.findIndex((c) => c > 0)
    return { t: 'counts', tricksWon: counts, lastTrick }
  },
  always: (state) => {
    // Counters are only ever moved, between a player and the pot.
    const sum = state.counters.reduce((a, b) => a + b, 0) + state.pot
    expect(sum).toBe(5 * state.players)
    for (const c of state.counters) expect(c).toBeGreaterThanOrEqual(0)
    expect(state.pot).toBeGreaterThanOrEqual(0)
  },
}

// ---- Stich für Stich ----------------------------------------------------------------------

const sfsCard = (pick: number): SfsCard =>
  pick % 9 === 0
    ? { kind: 'phantom' }
    : {
        kind: 'card',
        suspect: SUSPECTS[pick % 4] ?? 'gardener',
        weapon: WEAPONS[(pick >> 2) % 7] ?? 'ax',
        number: (pick >> 5) % 15,
      }

const sfs: Spec<SfsState> = {
  name: 'Stich für Stich',
  rules: sfsRules,
  tables: fc
    .tuple(fc.constantFrom(3, 4), fc.nat(3))
    .map(([n, d]) => setupOf('stich-fuer-stich', n, d, {})),
  strings: withTrickWords(sfsStrings),
  entry: (state, s) => {
    const n = state.players
    if (s.kind < 5) return junk(s)
    const c = currentCase(state)
    const guided = s.kind >= 20
    const phase = guided ? state.phase : (['secret', 'trick', 'search'] as const)[s.a % 3]
    if (phase === 'secret') {
      if (s.b % 4 === 0) return { t: 'secret', hidden: true }
      return { t: 'secret', culprit: SUSPECTS[s.a % 4], weapon: WEAPONS[s.b % 7] }
    }
    if (phase === 'trick') {
      const winner = guided ? s.a % n : (s.a % (n + 2)) - 1
      if (s.b % 2 === 0) return { t: 'trick', winner }
      const played = s.picks.slice(0, guided ? n : 2 + (s.a % 4)).map(sfsCard)
      const fits = sfsValidate(played, { minCards: n, maxCards: n }) === null
      if (fits && c?.secret && s.a % 3 > 0) {
        return { t: 'trick', winner: (state.leader + sfsJudge(played, c.secret)) % n, played }
      }
      return { t: 'trick', winner, played }
    }
    const pending = pendingSleuths(state)
    if (s.kind % 3 === 0) {
      const solved = [0, 1, 2, 3].filter((seat) => (s.picks[seat] ?? 0) % 3 === 0)
      return { t: 'search', solved: guided ? solved.filter((x) => pending.includes(x)) : solved }
    }
    const seat = guided && pending.length > 0 ? (pending[s.a % pending.length] ?? 0) : s.a % n
    return { t: 'guess', seat, solved: s.b % 3 === 0 }
  },
  always: (state) => {
    for (const c of state.cases) {
      expect(c.tricks.length).toBeLessThanOrEqual(7)
      if (c.score === null) continue
      expect(c.tricks).toHaveLength(7)
      for (const points of c.score.investigation) {
        expect(Number.isInteger(points)).toBe(true)
        expect(points).toBeGreaterThanOrEqual(0)
        expect(points).toBeLessThanOrEqual(8)
      }
    }
  },
}

// ---- Stiche im Team -----------------------------------------------------------------------

const isLost = (outcome: string) => outcome.startsWith('lost-')

const sit: Spec<SitState> = {
  name: 'Stiche im Team',
  rules: sitRules,
  tables: fc
    .record({
      players: fc.constantFrom(3, 4, 5),
      dealer: fc.nat(4),
      lives: fc.constantFrom<3 | 4>(3, 4),
      longAscent: fc.boolean(),
      upAndDown: fc.boolean(),
      noTrumpOdd: fc.boolean(),
      secretBids: fc.boolean(),
    })
    .map(({ players, dealer, longAscent, ...o }) =>
      setupOf('stiche-im-team', players, dealer, { ...o, longAscent: longAscent && players < 5 }),
    ),
  strings: {
    en: { ...trickStrings.en, ...cardStrings.en, ...sitStrings.en },
    de: { ...trickStrings.de, ...cardStrings.de, ...sitStrings.de },
  },
  entry: (state, s) => {
    const n = state.players
    const { round } = state
    if (s.kind < 4) return junk(s)
    if (s.kind === 99) return { t: 'reveal' }
    const guided = s.kind >= 12
    const phase = guided ? state.phase : (['trump', 'bids', 'play'] as const)[s.a % 3]
    if (phase === 'trump') {
      const fits = roundHasTrump(state.options, round.cards)
      return { t: 'trump', suit: (guided ? !fits : s.a % 5 === 0) ? null : SUITS[s.a % 4] }
    }
    if (phase === 'bids') {
      const order = Array.from({ length: n - 1 }, (_, i) => (round.dealer + 1 + i) % n)
      const bids = round.bids.map(() => null as number | null)
      let left = round.cards
      for (const [i, seat] of order.entries()) {
        const x = Math.abs(s.numbers[i] ?? 0) % (round.cards + 2)
        bids[seat] = guided ? Math.min(x, left) : x
        left -= bids[seat] ?? 0
      }
      if (!state.options.secretBids || s.a % 7 === 0) return { t: 'bids', bids }
      const seat = guided ? (pendingBidder(state) ?? 0) : s.a % (n + 1)
      return { t: 'bid', seat, bid: bids[seat] ?? s.a % 3 }
    }
    // Mostly tricks to those who still need one, so some rounds are won.
    const needy = stillNeeded(state).flatMap((need, seat) => ((need ?? 0) > 0 ? [seat] : []))
    const winner =
      guided && needy.length > 0 && s.b % 5 > 0 ? (needy[s.a % needy.length] ?? 0) : s.a % n
    if (s.kind % 5 !== 0) return { t: 'trick', winner }
    const played = s.picks
      .slice(0, n)
      .map((p) => ({ suit: SUITS[p % 4] ?? 'hearts', rank: 2 + ((p >> 2) % 13) }))
    return { t: 'trick', winner, played }
  },
  always: (state) => {
    expect(state.lives).toBeGreaterThanOrEqual(0)
    expect(state.lives).toBeLessThanOrEqual(state.options.lives)
  },
  step: (before, after) => {
    // A life goes only with a lost round, one per round; with none left, the game ends instead.
    const grew = after.history.length - before.history.length
    expect(grew === 0 || grew === 1).toBe(true)
    const lost = grew === 1 && isLost(after.history.at(-1)?.outcome ?? '')
    if (lost && before.lives > 0) expect(after.lives).toBe(before.lives - 1)
    else expect(after.lives).toBe(before.lives)
    if (lost && before.lives === 0) expect(after.over).toBe(true)
  },
}

// ---- Sticht oder nicht --------------------------------------------------------------------

const SPECIALS: Special[] = [
  { kind: 'trump', animal: 'wasp' },
  { kind: 'trump', animal: 'swordfish' },
  { kind: 'tricks', which: 'most', points: 5 },
  { kind: 'tricks', which: 'fewest', points: -5 },
  { kind: 'animal', animal: 'porcupine', which: 'most', points: 3 },
  { kind: 'animal', animal: 'scorpion', which: 'fewest', points: -3 },
  { kind: 'perCard', animal: 'wasp' },
  { kind: 'custom', name: 'Moon' },
]

const EVERY_SON_CARD: SonCard[] = ANIMALS.flatMap((animal) =>
  Array.from({ length: 12 }, (_, i) => ({ animal, value: i + 1 })),
)

function sonCards(state: SonState, s: Step): SonCard[] {
  const top = state.players === 3 || state.players === 4 ? 10 : 12
  const gone = new Set(state.round.tricks.flatMap((t) => (t.played ?? []).map(cardId)))
  const left = EVERY_SON_CARD.filter(
    (c) =>
      c.value <= top &&
      !(c.value === 1 && state.setAsideOnes.includes(c.animal)) &&
      !gone.has(cardId(c)),
  )
  return s.picks
    .slice(0, state.players)
    .flatMap((p) => left.splice(p % Math.max(1, left.length), 1))
}

const plusminusRounds = (state: SonState): SonRound[] => [...state.history, state.round]

/**
 * End-of-round counts a table could give: each animal's cards in play (all, or one less where
 * its 1 may be set aside) shared out over the won tricks; the first way the rules take.
 */
function sonCounts(state: SonState, custom: (number[] | null)[]): RoundInput {
  const n = state.players
  const need = inputNeeded(state)
  const animalOf = (i: number): Animal | null => {
    const special = state.round.specials?.[i]
    return need[i] === 'animalCounts' && special && 'animal' in special ? special.animal : null
  }
  const animals = [...new Set([0, 1].flatMap((i) => animalOf(i) ?? []))]
  const totals = animals.map((animal) => {
    const { all, short } = countTarget(state, animal)
    return short ? [all, all - 1] : [all]
  })
  const combos = totals.reduce<number[][]>(
    (acc, options) => acc.flatMap((combo) => options.map((t) => [...combo, t])),
    [[]],
  )
  let input: RoundInput = { custom }
  for (const combo of combos) {
    const room = tricksWon(state).map((won) => won * n)
    const rows = animals.map((_, j) => {
      let left = combo[j] ?? 0
      return room.map((space, seat) => {
        const give = Math.min(left, space)
        room[seat] = space - give
        left -= give
        return give
      })
    })
    const animalCounts = need.map((_, i) => {
      const animal = animalOf(i)
      return animal === null ? null : (rows[animals.indexOf(animal)] ?? null)
    })
    input = { animalCounts, custom }
    if (scoreProblem(state, input) === null) break
  }
  return input
}

const son: Spec<SonState> = {
  name: 'Sticht oder nicht',
  rules: sonRules,
  tables: fc
    .record({
      players: fc.constantFrom(3, 4, 5, 6),
      dealer: fc.nat(5),
      rounds: fc.integer({ min: 1, max: 3 }),
    })
    .map(({ players, dealer, rounds }) =>
      setupOf('sticht-oder-nicht', players, dealer, { rounds }),
    ),
  strings: withTrickWords(sonStrings),
  entry: (state, s) => {
    const n = state.players
    if (s.kind < 4) return junk(s)
    const guided = s.kind >= 12
    const phase = guided ? state.phase : (['specials', 'play', 'score'] as const)[s.a % 3]
    if (phase === 'specials') {
      const pick = (i: number) => SPECIALS[i % SPECIALS.length]
      return { t: 'specials', cards: [pick(s.a), pick(s.b)] }
    }
    if (phase === 'score') {
      const need = inputNeeded(state)
      const row = (f: (x: number) => number) => s.numbers.slice(0, n).map(f)
      const custom = need.map((k) => (k === 'custom' ? row((x) => x * 3) : null))
      // Guided: counts that add up to the animal's cards in play; else typed numbers.
      if (guided) return { t: 'score', input: sonCounts(state, custom) }
      const animalCounts = need.map((k) => (k === 'animalCounts' ? row((x) => x) : null))
      return { t: 'score', input: { animalCounts, custom } }
    }
    const pm = s.b % 10
    if (s.kind % 3 === 0) {
      const played: SonCard[] = sonCards(state, s)
      const at = pm % n
      const card = played[at]
      if (pm < 4 && card) played[at] = { ...card, plusminus: pm % 2 === 0 ? 2 : -2 }
      if (played.length < n) return { t: 'trick', winner: 0, played }
      const judged = (state.leader + sonJudge(played, trumpOf(state.round.specials))) % n
      return { t: 'trick', winner: s.kind % 17 === 0 ? (judged + 1) % n : judged, played }
    }
    const winner = guided ? s.a % n : (s.a % (n + 2)) - 1
    if (pm >= 3) return { t: 'trick', winner }
    // Mostly a player who still has the card; now and then anyone, to try spending it twice.
    const free = plusminusAvailable(state).findIndex((ok, i) => ok && i >= s.a % n)
    const seat = s.kind % 4 === 0 ? s.a % n : free
    if (seat < 0) return { t: 'trick', winner }
    return { t: 'trick', winner, plusminus: { seat, sign: pm % 2 === 0 ? 2 : -2 } }
  },
  always: (state) => {
    for (const round of plusminusRounds(state)) {
      const spent = round.tricks.flatMap((t) => (t.plusminus ? [t.plusminus.seat] : []))
      expect(new Set(spent).size).toBe(spent.length)
      expect(round.plusminusUsed).toEqual(round.plusminusUsed.map((_, i) => spent.includes(i)))
    }
  },
}

// ---- The harness --------------------------------------------------------------------------

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

/** A sequence operation: mostly a new entry, sometimes an undo or a redo. */
type Op = { t: 'entry'; s: Step } | { t: 'undo' } | { t: 'redo' }
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 30, arbitrary: step.map((s) => ({ t: 'entry' as const, s })) },
  { weight: 1, arbitrary: fc.constant({ t: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ t: 'redo' as const }) },
)

interface Tally {
  runs: number
  over: number
  accepted: number
  rejected: number
}

const SCHEMAS: Record<string, GameSchemas> = {
  'Letzter Stich': lsSchemas,
  'Stich für Stich': sfsSchemas,
  'Stiche im Team': sitSchemas,
  'Sticht oder nicht': sonSchemas,
}

function play<S>(spec: Spec<S>, setup: Setup, ops: readonly Op[], tally: Tally): void {
  const { rules } = spec
  let match = deepFreeze(newMatch('m', setup, 0)) as Match<unknown>
  let state = deepFreeze(rules.init(setup))
  spec.always(state)
  const options = SCHEMAS[spec.name]?.options
  if (!options || !v.safeParse(options, setup.options).success) {
    throw new Error(`${spec.name}: the import schema refuses ${JSON.stringify(setup.options)}`)
  }
  let now = 0
  for (const o of ops) {
    now++
    if (o.t === 'undo' || o.t === 'redo') {
      const change = (o.t === 'undo' ? undo : redo)(rules, match, now)
      if (!change.ok) continue
      expect(change.state).toEqual(replay(rules, setup, change.match.events))
      match = deepFreeze(change.match)
      state = deepFreeze(change.state)
      spec.always(state)
      continue
    }
    const event = deepFreeze(spec.entry(state, o.s))
    const matchBefore = structuredClone(match)
    const stateBefore = structuredClone(state)
    const change = record(rules, match, state, event, now)
    if (!change.ok) {
      // (b) Refused: nothing moved, and the reason has words in both languages.
      tally.rejected++
      expect(match).toEqual(matchBefore)
      expect(state).toEqual(stateBefore)
      const { key } = change.reason
      if (!(key in spec.strings.en || key in appEn)) throw new Error(`no English for ${key}`)
      if (!(key in spec.strings.de || key in appEn)) throw new Error(`no German for ${key}`)
      continue
    }
    tally.accepted++
    // (e) Every entry the rules accept fits the game's import schema (a file may hold it); junk
    // with keys the rules ignore is the schema's to refuse.
    const schema = SCHEMAS[spec.name]?.event
    if (!schema || (!JUNK.includes(event) && !v.safeParse(schema, event).success)) {
      throw new Error(`${spec.name}: the import schema refuses ${JSON.stringify(event)}`)
    }
    const after = deepFreeze(change.state)
    const next = deepFreeze(change.match)
    // (a) The state is the replay of the log.
    expect(next.events).toHaveLength(match.events.length + 1)
    expect(next.redo).toEqual([])
    expect(after).toEqual(replay(rules, setup, next.events))
    expect(next.finished).toBe(rules.isOver(after))
    // (d) The game's own invariants.
    spec.always(after)
    spec.step?.(state, after)
    // (c) Undo gives back the state before; redo the state after, with the same events.
    const undone = undo(rules, next, now)
    if (!undone.ok) throw new Error('undo refused right after an entry')
    expect(undone.state).toEqual(state)
    expect(undone.match.events).toEqual(match.events)
    const redone = redo(rules, deepFreeze(undone.match), now)
    if (!redone.ok) throw new Error('redo refused right after an undo')
    expect(redone.state).toEqual(after)
    expect(redone.match.events).toEqual(next.events)
    expect(redone.match.redo).toEqual([])
    match = next
    state = after
  }
  tally.runs++
  if (rules.isOver(state)) tally.over++
}

// biome-ignore lint/suspicious/noExplicitAny: the specs differ only in their state type
const SPECS: Spec<any>[] = [ls, sfs, sit, son]
const RUNS = 80
const LENGTH = 260

describe('every game reducer under random entries, undo and redo', () => {
  for (const spec of SPECS) {
    it(`${spec.name}: replay, refusals, undo/redo and invariants hold`, () => {
      const tally: Tally = { runs: 0, over: 0, accepted: 0, rejected: 0 }
      fc.assert(
        fc.property(spec.tables, fc.array(op, { minLength: 40, maxLength: LENGTH }), (t, ops) =>
          play(spec, t, ops, tally),
        ),
        { numRuns: RUNS },
      )
      // A guard on the generators: without finished games and refusals this would prove little.
      expect(tally.over).toBeGreaterThan(RUNS / 30)
      expect(tally.rejected).toBeGreaterThan(RUNS)
      expect(tally.accepted).toBeGreaterThan(RUNS * 20)
    })
  }
})
