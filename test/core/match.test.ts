import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { GameRules, Setup } from '../../src/core/game'
import {
  canRedo,
  canUndo,
  check,
  edit,
  type Match,
  newMatch,
  record,
  redo,
  replay,
  splice,
  undo,
} from '../../src/core/match'
import { accept, reject } from '../../src/core/reason'
import { type LsEvent, type LsState, rules } from '../../src/games/letzter-stich/rules'

/** A tiny game: add numbers; a negative one is refused; reaching 10 ends it. */
interface Tally {
  total: number
  entries: number
}
const counter: GameRules<Tally, number> = {
  init: () => ({ total: 0, entries: 0 }),
  apply: (s, n) =>
    n < 0
      ? reject('counter.negative', { n })
      : accept({ total: s.total + n, entries: s.entries + 1 }),
  isOver: (s) => s.total >= 10,
  winners: () => [0],
}

const counterSetup: Setup = {
  game: 'letzter-stich',
  players: ['Anna', 'Ben', 'Cem'],
  options: {},
  firstDealer: 0,
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

/** Fails the test if the change was refused; the accepted match and state otherwise. */
function accepted<S, E>(
  change: { ok: true; match: Match<E>; state: S } | { ok: false },
): { match: Match<E>; state: S } {
  if (!change.ok) throw new Error(`refused: ${JSON.stringify(change)}`)
  return change
}

/** A counter match after recording `entries`, one millisecond apart from 100 on. */
function counterMatch(...entries: number[]): { match: Match<number>; state: Tally } {
  let match = newMatch('m1', counterSetup, 1) as Match<number>
  let state = counter.init(counterSetup)
  for (const [i, n] of entries.entries()) {
    ;({ match, state } = accepted(record(counter, match, state, n, 100 + i)))
  }
  return { match, state }
}

describe('newMatch', () => {
  it('starts with an empty log, nothing to redo, not finished', () => {
    const match = newMatch('abc', counterSetup, 42)
    expect(match).toEqual({
      id: 'abc',
      setup: counterSetup,
      events: [],
      redo: [],
      createdAt: 42,
      updatedAt: 42,
      finished: false,
    })
    expect(canUndo(match)).toBe(false)
    expect(canRedo(match)).toBe(false)
  })
})

describe('record', () => {
  it('appends an accepted event and returns the new state', () => {
    const { match, state } = counterMatch(3)
    const next = accepted(record(counter, match, state, 4, 500))
    expect(next.match.events).toEqual([3, 4])
    expect(next.state).toEqual({ total: 7, entries: 2 })
    expect(next.match.updatedAt).toBe(500)
    expect(next.match.createdAt).toBe(1)
  })

  it('refuses a bad event with its reason and leaves the match and state as they were', () => {
    const { match, state } = counterMatch(3)
    const before = structuredClone({ match, state })
    deepFreeze({ match, state })
    expect(record(counter, match, state, -2, 500)).toEqual({
      ok: false,
      reason: { key: 'counter.negative', params: { n: -2 } },
    })
    expect({ match, state }).toEqual(before)
  })

  it('does not mutate its inputs when it accepts', () => {
    const { match, state } = counterMatch(3)
    const before = structuredClone({ match, state })
    deepFreeze({ match, state })
    accepted(record(counter, match, state, 1, 500))
    expect({ match, state }).toEqual(before)
  })

  it('clears redo: an undone event cannot come back after a new one', () => {
    const { match } = counterMatch(1, 2)
    const undone = accepted(undo(counter, match, 200))
    expect(undone.match.redo).toEqual([2])
    const next = accepted(record(counter, undone.match, undone.state, 5, 300))
    expect(next.match.events).toEqual([1, 5])
    expect(next.match.redo).toEqual([])
    expect(redo(counter, next.match, 400)).toEqual({
      ok: false,
      reason: { key: 'core.nothingToRedo' },
    })
  })

  it('flips finished when the game is over', () => {
    const { match, state } = counterMatch(6)
    expect(match.finished).toBe(false)
    const done = accepted(record(counter, match, state, 4, 300))
    expect(done.match.finished).toBe(true)
  })
})

describe('undo and redo', () => {
  it('undo drops the last event; redo brings back the same state and events', () => {
    const { match, state } = counterMatch(1, 2, 3)
    const undone = accepted(undo(counter, match, 200))
    expect(undone.match.events).toEqual([1, 2])
    expect(undone.match.redo).toEqual([3])
    expect(undone.state).toEqual({ total: 3, entries: 2 })
    const redone = accepted(redo(counter, undone.match, 300))
    expect(redone.match.events).toEqual(match.events)
    expect(redone.match.redo).toEqual([])
    expect(redone.state).toEqual(state)
  })

  it('redoes several undone events in the order they were played', () => {
    let { match } = counterMatch(1, 2, 3)
    ;({ match } = accepted(undo(counter, match, 200)))
    ;({ match } = accepted(undo(counter, match, 201)))
    expect(match.redo).toEqual([3, 2])
    ;({ match } = accepted(redo(counter, match, 202)))
    expect(match.events).toEqual([1, 2])
    ;({ match } = accepted(redo(counter, match, 203)))
    expect(match.events).toEqual([1, 2, 3])
  })

  it('says there is nothing to undo on an empty log', () => {
    const match = newMatch('m', counterSetup, 1)
    expect(undo(counter, match, 2)).toEqual({ ok: false, reason: { key: 'core.nothingToUndo' } })
  })

  it('says there is nothing to redo when nothing was undone', () => {
    const { match } = counterMatch(1)
    expect(redo(counter, match, 2)).toEqual({ ok: false, reason: { key: 'core.nothingToRedo' } })
  })

  it('un-finishes a match when the winning entry is undone', () => {
    const { match } = counterMatch(6, 4)
    expect(match.finished).toBe(true)
    const undone = accepted(undo(counter, match, 200))
    expect(undone.match.finished).toBe(false)
    expect(accepted(redo(counter, undone.match, 300)).match.finished).toBe(true)
  })

  it('does not mutate the match it undoes or redoes', () => {
    const { match } = counterMatch(1, 2)
    const before = structuredClone(match)
    deepFreeze(match)
    const undone = accepted(undo(counter, match, 200))
    expect(match).toEqual(before)
    const frozen = deepFreeze(structuredClone(undone.match))
    accepted(redo(counter, frozen, 300))
    expect(frozen).toEqual(undone.match)
  })
})

describe('edit', () => {
  it('corrects an earlier entry and replays the ones after it', () => {
    const { match } = counterMatch(1, 2, 3)
    const edited = accepted(edit(counter, match, 0, 4, 200))
    expect(edited.match.events).toEqual([4, 2, 3])
    expect(edited.state).toEqual({ total: 9, entries: 3 })
    expect(edited.match.updatedAt).toBe(200)
  })

  it('finishes the match when a correction makes it end', () => {
    const { match } = counterMatch(1, 2, 3)
    expect(accepted(edit(counter, match, 1, 6, 200)).match.finished).toBe(true)
  })

  it('refuses an edit that breaks a later entry: that entry, its reason, nothing changed', () => {
    // Letzter Stich: hand 1 as counts, hand 2 as 'last trick only'. Turning hand 1 into a single
    // trick leaves that hand half entered, so hand 2 can no longer be entered all at once.
    const setup: Setup = { ...counterSetup, players: ['Anna', 'Ben', 'Cem'] }
    const events: LsEvent[] = [
      { t: 'counts', tricksWon: [3, 3, 2], lastTrick: 0 },
      { t: 'quick', lastTrick: 1, sweep: false },
    ]
    let match = newMatch('ls', setup, 1) as Match<LsEvent>
    let state = rules.init(setup as Setup<never>)
    for (const e of events) ({ match, state } = accepted(record(rules, match, state, e, 10)))
    const before = structuredClone(match)
    deepFreeze(match)

    const refused = edit(rules, match, 0, { t: 'trick', winner: 1 }, 20)

    expect(refused).toEqual({
      ok: false,
      index: 1,
      reason: { key: 'ls.handStarted', params: { n: 1 } },
    })
    expect(match).toEqual(before)
  })

  it('refuses an edit that is itself invalid, naming that entry', () => {
    const { match } = counterMatch(1, 2, 3)
    expect(edit(counter, match, 1, -1, 200)).toEqual({
      ok: false,
      index: 1,
      reason: { key: 'counter.negative', params: { n: -1 } },
    })
  })

  it('says an entry that does not exist cannot be edited', () => {
    const { match } = counterMatch(1)
    for (const index of [-1, 1, 5]) {
      expect(edit(counter, match, index, 2, 200)).toEqual({
        ok: false,
        reason: { key: 'core.noSuchEntry' },
      })
    }
  })
})

describe('splice', () => {
  const setup: Setup = { ...counterSetup, players: ['Anna', 'Ben', 'Cem'] }
  const hand = (last: number): LsEvent[] =>
    [0, 1, 2, 0, 1, 2, 0, last].map((winner) => ({ t: 'trick', winner }))
  function lsMatch(events: LsEvent[]) {
    let match = newMatch('ls', setup, 1) as Match<LsEvent>
    let state = rules.init(setup as Setup<never>)
    for (const e of events) ({ match, state } = accepted(record(rules, match, state, e, 10)))
    return { match, state }
  }

  it('replaces a hand of 8 tricks by one entry and replays the hands after it', () => {
    const { match } = lsMatch([...hand(1), ...hand(2)])
    const counts: LsEvent = { t: 'counts', tricksWon: [3, 3, 2], lastTrick: 0 }
    const fixed = accepted(splice(rules, match, 0, 8, [counts], 50))
    expect(fixed.match.events).toEqual([counts, ...hand(2)])
    expect(fixed.state.counters).toEqual([4, 5, 4])
    expect(fixed.state.pot).toBe(2)
    expect(fixed.state).toEqual(replay(rules, setup, fixed.match.events))
    expect(fixed.match.updatedAt).toBe(50)
  })

  it('inserts a forgotten hand, and drops redo, which belonged to the old past', () => {
    const { match } = lsMatch([{ t: 'quick', lastTrick: 0, sweep: false }, ...hand(1)])
    const undone = accepted(undo(rules, match, 20))
    expect(undone.match.redo).toHaveLength(1)
    const forgotten: LsEvent = { t: 'quick', lastTrick: 2, sweep: false }
    const fixed = accepted(splice(rules, undone.match, 1, 0, [forgotten], 30))
    expect(fixed.match.events).toEqual([match.events[0], forgotten, ...hand(1).slice(0, 7)])
    expect(fixed.match.redo).toEqual([])
    expect(fixed.state.counters).toEqual([4, 5, 4])
  })

  it('refuses a correction that a later entry no longer fits: its index, nothing changed', () => {
    const quick = (lastTrick: number): LsEvent => ({ t: 'quick', lastTrick, sweep: false })
    // Cem pays 4 times; hand 5 goes to Anna, hand 6 to Ben. Giving hand 5 to Cem ends the match
    // there, so hand 6 cannot have been played.
    const { match } = lsMatch([quick(2), quick(2), quick(2), quick(2), quick(0), quick(1)])
    const before = structuredClone(match)
    deepFreeze(match)
    expect(splice(rules, match, 4, 1, [quick(2)], 30)).toEqual({
      ok: false,
      index: 5,
      reason: { key: 'ls.over' },
    })
    expect(match).toEqual(before)
  })

  it('says there is no such entry for a range outside the log', () => {
    const { match } = lsMatch([{ t: 'quick', lastTrick: 0, sweep: false }])
    for (const [start, count] of [
      [-1, 1],
      [0, 2],
      [2, 0],
      [0.5, 1],
      [0, -1],
    ] as const) {
      expect(splice(rules, match, start, count, [], 30), `${start}, ${count}`).toEqual({
        ok: false,
        reason: { key: 'core.noSuchEntry' },
      })
    }
  })
})

describe('replay and check', () => {
  it('replay is the fold of apply over the events', () => {
    const events = [1, 2, 0, 4]
    const folded = events.reduce((s, e) => {
      const next = counter.apply(s, e)
      if (!next.ok) throw new Error('fixture is invalid')
      return next.state
    }, counter.init(counterSetup))
    expect(replay(counter, counterSetup, events)).toEqual(folded)
    expect(replay(counter, counterSetup, [])).toEqual(counter.init(counterSetup))
  })

  it('replay throws on a corrupt log, naming the entry', () => {
    expect(() => replay(counter, counterSetup, [1, -1])).toThrow(
      'Event 2 of the stored match is not valid: counter.negative',
    )
  })

  it('check reports the first bad entry and its reason', () => {
    expect(check(counter, counterSetup, [1, 2, -3, -4])).toEqual({
      ok: false,
      index: 2,
      reason: { key: 'counter.negative', params: { n: -3 } },
    })
    expect(check(counter, counterSetup, [1, 2])).toEqual({
      ok: true,
      state: { total: 3, entries: 2 },
    })
  })
})

describe('with the Letzter Stich rules', () => {
  const setup: Setup = { ...counterSetup, players: ['Anna', 'Ben', 'Cem', 'Dora'] }
  const lsStart = () => ({
    match: newMatch('ls', setup, 1) as Match<LsEvent>,
    state: rules.init(setup as Setup<never>),
  })

  it('records a trick, refuses a seat that is not at the table', () => {
    const { match, state } = lsStart()
    const first = accepted(record(rules, match, state, { t: 'trick', winner: 2 }, 5))
    expect(first.state.tricks).toEqual([2])
    expect(first.state.leader).toBe(2)
    expect(record(rules, first.match, first.state, { t: 'trick', winner: 4 }, 6)).toEqual({
      ok: false,
      reason: { key: 'cards.noSuchSeat' },
    })
  })

  it('finishes when someone has no counters left, and undo reopens it', () => {
    let { match, state } = lsStart()
    for (let hand = 0; hand < 5; hand++) {
      expect(match.finished).toBe(false)
      const e: LsEvent = { t: 'quick', lastTrick: 3, sweep: false }
      ;({ match, state } = accepted(record(rules, match, state, e, 10 + hand)))
    }
    expect(match.finished).toBe(true)
    expect(state.counters).toEqual([5, 5, 5, 0])
    expect(record(rules, match, state, { t: 'trick', winner: 0 }, 20)).toEqual({
      ok: false,
      reason: { key: 'ls.over' },
    })
    expect(accepted(undo(rules, match, 30)).match.finished).toBe(false)
  })
})

// Random play: mostly trick winners (sometimes a seat that is not there), some whole hands,
// some garbage. Whatever happens, the log and the screen must agree and no counter is lost.
describe('properties of a Letzter Stich match', () => {
  const seat = (n: number) =>
    fc.oneof(
      { weight: 9, arbitrary: fc.integer({ min: 0, max: n - 1 }) },
      { weight: 1, arbitrary: fc.constantFrom(-1, n) },
    )
  const event = (n: number): fc.Arbitrary<unknown> =>
    fc.oneof(
      { weight: 20, arbitrary: seat(n).map((winner) => ({ t: 'trick', winner })) },
      {
        weight: 2,
        arbitrary: fc.record({ t: fc.constant('quick'), lastTrick: seat(n), sweep: fc.boolean() }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          t: fc.constant('counts'),
          tricksWon: fc.array(fc.integer({ min: -1, max: 8 }), {
            minLength: n - 1,
            maxLength: n + 1,
          }),
          lastTrick: seat(n),
        }),
      },
      {
        weight: 1,
        arbitrary: fc.oneof(
          fc.anything(),
          fc.constantFrom(
            null,
            { t: 'trick' },
            { t: 'trick', winner: 1.5 },
            { t: 'trick', winner: '1' },
            { t: 'deal' },
            { t: 'quick', lastTrick: 0 },
            { t: 'counts', tricksWon: 'all', lastTrick: 0 },
          ),
        ),
      },
    )
  type Step = { do: 'record'; event: unknown } | { do: 'undo' } | { do: 'redo' }
  const steps = (n: number): fc.Arbitrary<Step[]> =>
    fc.array(
      fc.oneof(
        { weight: 12, arbitrary: event(n).map((e): Step => ({ do: 'record', event: e })) },
        { weight: 1, arbitrary: fc.constant<Step>({ do: 'undo' }) },
        { weight: 1, arbitrary: fc.constant<Step>({ do: 'redo' }) },
      ),
      { maxLength: 200, size: 'max' },
    )
  const table = fc.integer({ min: 3, max: 4 }).chain((n) =>
    fc.record({
      n: fc.constant(n),
      firstDealer: fc.integer({ min: 0, max: n - 1 }),
      steps: steps(n),
    }),
  )

  // Snapshots as JSON: the events that get stored are plain data, and it keeps 200 runs fast.
  const json = (value: unknown) => JSON.stringify(value)

  it('keeps the state the replay of the stored events, and every counter on the table', () => {
    fc.assert(
      fc.property(table, ({ n, firstDealer, steps }) => {
        const setup: Setup = {
          game: 'letzter-stich',
          players: ['Anna', 'Ben', 'Cem', 'Dora'].slice(0, n),
          options: {},
          firstDealer,
        }
        let match = deepFreeze(newMatch('p', setup, 0) as Match<LsEvent>)
        let state: LsState = deepFreeze(rules.init(setup as Setup<never>))
        for (const [time, step] of steps.entries()) {
          const before = json({ match, state })
          const change =
            step.do === 'record'
              ? record(rules, match, state, step.event as LsEvent, time)
              : step.do === 'undo'
                ? undo(rules, match, time)
                : redo(rules, match, time)
          // A refusal hands nothing back and changes nothing (the inputs are frozen, too).
          expect(json({ match, state })).toBe(before)
          if (!change.ok) continue
          if (step.do === 'record') {
            expect(json(change.match.events)).toBe(json([...match.events, step.event]))
            expect(change.match.redo).toEqual([])
          }
          match = deepFreeze(change.match)
          state = deepFreeze(change.state)

          expect(json(state)).toBe(json(replay(rules, setup, match.events)))
          expect(match.finished).toBe(rules.isOver(state))
          expect(state.counters.reduce((a, b) => a + b, 0) + state.pot).toBe(5 * n)
          expect(Math.min(...state.counters)).toBeGreaterThanOrEqual(0)

          if (canUndo(match)) {
            const back = undo(rules, match, time)
            if (!back.ok) throw new Error('undo refused although there are events')
            const again = redo(rules, back.match, time)
            expect(json(again)).toBe(json({ ok: true, match, state }))
          }
        }
      }),
      { numRuns: 200 },
    )
  }, 30_000)
})
