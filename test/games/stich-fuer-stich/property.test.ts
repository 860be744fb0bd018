import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Setup } from '../../../src/core/game'
import { replay } from '../../../src/core/match'
import {
  currentCase,
  judgeTrick,
  pendingSleuths,
  rules,
  type SfsCard,
  type SfsEvent,
  type SfsOptions,
  type SfsState,
  SUSPECTS,
  validateTrick,
  WEAPONS,
} from '../../../src/games/stich-fuer-stich/rules'
import { sfsStrings } from '../../../src/games/stich-fuer-stich/strings'
import { withTrickWords } from '../../helpers/strings'

const card: fc.Arbitrary<SfsCard> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<SfsCard>({ kind: 'phantom' }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant<'card'>('card'),
      suspect: fc.constantFrom(...SUSPECTS),
      weapon: fc.constantFrom(...WEAPONS),
      number: fc.integer({ min: 0, max: 14 }),
    }),
  },
)

/** One step: what kind of entry, and the raw material to build it from the current state. */
const step = fc.record({
  kind: fc.nat(99),
  a: fc.nat(1000),
  b: fc.boolean(),
  cards: fc.array(card, { minLength: 2, maxLength: 5 }),
  solved: fc.subarray([0, 1, 2, 3]),
})
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never

const junk: unknown[] = [
  null,
  42,
  { t: 'nope' },
  { t: 'secret', culprit: 'butler', weapon: 'ax' },
  { t: 'trick', winner: 'x' },
  { t: 'guess', seat: 0 },
  { t: 'search', solved: 'all' },
]

/** Mostly entries that fit the state, so whole games get played; some random and broken ones. */
function entry(state: SfsState, s: Step): unknown {
  const n = state.players
  if (s.kind < 5) return junk[s.a % junk.length]
  const c = currentCase(state)
  const guided = s.kind >= 25
  const phase = guided ? state.phase : (['secret', 'trick', 'search'] as const)[s.a % 3]
  if (phase === 'secret' || (s.kind >= 20 && s.kind < 25)) {
    if (s.b && s.a % 4 === 0) return { t: 'secret', hidden: true }
    return { t: 'secret', culprit: SUSPECTS[s.a % 4], weapon: WEAPONS[s.a % 7] }
  }
  if (phase === 'trick') {
    const winner = guided ? s.a % n : (s.a % (n + 2)) - 1
    if (!s.b) return { t: 'trick', winner }
    const played = s.cards.slice(0, guided ? n : s.cards.length)
    const fits = validateTrick(played, { minCards: n, maxCards: n }) === null
    if (fits && c?.secret && s.a % 3 > 0) {
      return { t: 'trick', winner: (state.leader + judgeTrick(played, c.secret)) % n, played }
    }
    return { t: 'trick', winner, played }
  }
  const pending = pendingSleuths(state)
  if (s.kind % 3 === 0) {
    const solved = guided ? s.solved.filter((seat) => pending.includes(seat)) : s.solved
    return { t: 'search', solved }
  }
  const seat = guided && pending.length > 0 ? (pending[s.a % pending.length] ?? 0) : s.a % n
  return { t: 'guess', seat, solved: s.b }
}

describe('any sequence of entries', () => {
  // Hundreds of random games of up to 300 entries: a fixed amount of work that a busy 2-core
  // machine (browsers of the table tests beside it) stretches far (vitest.config.ts's guard).
  it('keeps the state the replay of what was accepted, and the scores within the rules', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(3, 4),
        fc.nat(3),
        fc.array(step, { maxLength: 300, size: 'max' }),
        (players, dealer, steps) => {
          const setup: Setup<SfsOptions> = {
            game: 'stich-fuer-stich',
            players: ['A', 'B', 'C', 'D'].slice(0, players),
            options: {},
            firstDealer: dealer % players,
          }
          let state = rules.init(setup)
          const accepted: SfsEvent[] = []
          for (const s of steps) {
            const event = entry(state, s) as SfsEvent
            const before = structuredClone(state)
            const next = rules.apply(state, event)
            if (next.ok) {
              accepted.push(event)
              state = next.state
            } else {
              expect(state).toEqual(before)
              expect(withTrickWords(sfsStrings).en).toHaveProperty([next.reason.key])
            }
          }
          expect(replay(rules, setup, accepted)).toEqual(state)

          const scored = state.cases.filter((c) => c.score !== null)
          const totals = Array.from({ length: players }, () => 0)
          for (const c of scored) {
            expect(c.tricks).toHaveLength(7)
            const score = c.score as NonNullable<typeof c.score>
            for (const points of score.investigation) {
              expect(points).toBeGreaterThanOrEqual(0)
              expect(points).toBeLessThanOrEqual(8)
            }
            expect(score.tricks.reduce((x, y) => x + y)).toBe(7)
            for (let seat = 0; seat < players; seat++) {
              totals[seat] = (totals[seat] ?? 0) + (score.investigation[seat] ?? 0)
              totals[seat] = (totals[seat] ?? 0) + (score.tricks[seat] ?? 0)
            }
          }
          expect(state.totals).toEqual(totals)
          expect(state.cases.length).toBeLessThanOrEqual(players)
          expect(state.cases.slice(0, -1).every((c) => c.score !== null)).toBe(true)
          expect(state.over).toBe(state.phase === 'over')
          expect(state.over).toBe(scored.length === players)
          for (const c of state.cases) {
            expect(c.tricks.length).toBeLessThanOrEqual(7)
            expect(c.solvedAfter[c.confidant]).toBeNull()
          }
        },
      ),
      { numRuns: 200 },
    )
  })

  it('plays whole games often enough to matter', () => {
    // A guard on the generator above: without finished games the property would prove little.
    let finished = 0
    fc.assert(
      fc.property(fc.array(step, { minLength: 250, maxLength: 300 }), (steps) => {
        const setup: Setup<SfsOptions> = {
          game: 'stich-fuer-stich',
          players: ['A', 'B', 'C'],
          options: {},
          firstDealer: 0,
        }
        let state = rules.init(setup)
        for (const s of steps) {
          const next = rules.apply(state, entry(state, s) as SfsEvent)
          if (next.ok) state = next.state
        }
        if (state.over) finished++
      }),
      { numRuns: 50 },
    )
    expect(finished).toBeGreaterThan(5)
  })
})
