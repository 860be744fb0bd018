import { describe, expect, it } from 'vitest'
import type { Setup } from '../../../src/core/game'
import { replay } from '../../../src/core/match'
import { latest } from '../../../src/core/report'
import type { Card } from '../../../src/games/cards/french'
import {
  judgeTrick,
  type LsEvent,
  type LsOptions,
  type LsState,
  report,
  rules,
} from '../../../src/games/letzter-stich/rules'

const [A, B, C, D] = [0, 1, 2, 3]

const setup = (players: number, firstDealer = D): Setup<LsOptions> => ({
  game: 'letzter-stich',
  players: ['Anna', 'Ben', 'Cem', 'Dora'].slice(0, players),
  options: {},
  firstDealer,
})

const trick = (winner: number): LsEvent => ({ t: 'trick', winner })
const tricks = (...winners: number[]): LsEvent[] => winners.map(trick)
const quick = (lastTrick: number, sweep = false): LsEvent => ({ t: 'quick', lastTrick, sweep })
const counts = (tricksWon: number[], lastTrick: number): LsEvent => ({
  t: 'counts',
  tricksWon,
  lastTrick,
})

/** The state is always the replay of the stored events; the report is read from it. */
const match = (events: LsEvent[], players = 4): LsState => replay(rules, setup(players), events)
const reportOf = (events: LsEvent[], players = 4) => report(match(events, players), setup(players))

const c = (rank: number, suit: Card['suit']): Card => ({ suit, rank })
// Section 05's last trick: A leads 9♠, B follows K♠, C discards A♥, D follows Q♠.
const rulebookLastTrick = [c(9, 'spades'), c(13, 'spades'), c(14, 'hearts'), c(12, 'spades')]

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

describe('the report of a Letzter Stich match', () => {
  it('counts counters per seat, hand by hand, from 5 each', () => {
    expect(reportOf([])).toEqual({
      step: 'hand',
      measure: 'counters',
      lines: 'seats',
      start: [5, 5, 5, 5],
      values: [],
      players: [
        { points: 5, sweeps: 0 },
        { points: 5, sweeps: 0 },
        { points: 5, sweeps: 0 },
        { points: 5, sweeps: 0 },
      ],
    })
  })

  it('starts a 3-player match with one line of 5 counters per seat', () => {
    const empty = reportOf([], 3)
    expect(empty.start).toEqual([5, 5, 5])
    expect(empty.values).toEqual([])
    expect(latest(empty)).toEqual([5, 5, 5])
    expect(empty.players).toHaveLength(3)
  })

  it('section 05: B takes the rulebook last trick without a sweep and pays 1 into the pot', () => {
    // A took trick 7 and leads the last one; the judge gives it to B (an off-suit ace has no power).
    let state = match(tricks(A, B, C, D, A, B, A))
    expect(state.leader).toBe(A)
    const winner = (state.leader + judgeTrick(rulebookLastTrick)) % state.players
    expect(winner).toBe(B)
    state = replay(rules, setup(4), [...tricks(A, B, C, D, A, B, A), trick(winner)])
    const r = report(state, setup(4))
    expect(r.values).toEqual([[5, 4, 5, 5]])
    expect(r.players.map((p) => p.points)).toEqual([5, 4, 5, 5])
    expect(r.players.map((p) => p.sweeps)).toEqual([0, 0, 0, 0])
  })

  it('section 05: B takes the last trick after the previous 7, a sweep, and 2 from a funded pot', () => {
    // Two hands fund the pot with 2 counters; then B takes all 8 tricks of the third.
    const r = reportOf([quick(A), quick(C), ...tricks(B, B, B, B, B, B, B, B)])
    expect(r.values).toEqual([
      [4, 5, 5, 5],
      [4, 5, 4, 5],
      [4, 7, 4, 5],
    ])
    expect(r.players).toEqual([
      { points: 4, sweeps: 0 },
      { points: 7, sweeps: 1 },
      { points: 4, sweeps: 0 },
      { points: 5, sweeps: 0 },
    ])
  })

  it('counts a sweep from the short pot as a sweep, though it took less than 2 or nothing', () => {
    const r = reportOf([quick(D), quick(C, true), quick(A, true)])
    expect(r.values).toEqual([
      [5, 5, 5, 4],
      [5, 5, 6, 4],
      [5, 5, 6, 4],
    ])
    expect(r.players.map((p) => p.sweeps)).toEqual([1, 0, 1, 0])
  })

  it('counts sweeps per player however the hand was entered', () => {
    const r = reportOf([
      ...tricks(C, C, C, C, C, C, C, C),
      quick(C, true),
      counts([0, 0, 0, 8], D),
      counts([4, 0, 4, 0], C),
      quick(B),
      ...tricks(A, A, A, A, A, A, A, B),
    ])
    expect(r.players.map((p) => p.sweeps)).toEqual([0, 0, 2, 1])
  })

  it('leaves out the hand being played: only finished hands are steps', () => {
    const r = reportOf([quick(A), quick(B), ...tricks(C, C, C)])
    expect(r.values).toEqual([
      [4, 5, 5, 5],
      [4, 4, 5, 5],
    ])
    expect(r.players.map((p) => p.points)).toEqual([4, 4, 5, 5])
    // Three tricks towards a sweep are no sweep yet.
    expect(r.players.map((p) => p.sweeps)).toEqual([0, 0, 0, 0])
  })

  it('ends with the hand that leaves someone without counters; the last step is the result', () => {
    const events = [quick(A), quick(A), quick(B, true), quick(A), quick(A), quick(A)]
    const state = match(events, 3)
    expect(state.over).toBe(true)
    const r = report(state, setup(3))
    expect(r.values).toEqual([
      [4, 5, 5],
      [3, 5, 5],
      [3, 7, 5],
      [2, 7, 5],
      [1, 7, 5],
      [0, 7, 5],
    ])
    expect(latest(r)).toEqual([0, 7, 5])
    expect(r.players).toEqual([
      { points: 0, sweeps: 0 },
      { points: 7, sweeps: 1 },
      { points: 5, sweeps: 0 },
    ])
    // The most counters wins, and the report's points say the same.
    expect(rules.winners(state)).toEqual([B])
  })

  it('follows undo: one entry fewer is the report of the shorter log', () => {
    const events = [quick(A), quick(B, true), quick(C)]
    expect(reportOf(events.slice(0, -1))).toEqual(reportOf([quick(A), quick(B, true)]))
    expect(reportOf(events).values).toHaveLength(3)
  })

  it('reads the state without changing it, and hands out its own arrays', () => {
    const state = deepFreeze(match([quick(A), quick(B)]))
    const r = report(state, setup(4))
    r.values[0]?.fill(0)
    expect(state.hands[0]?.counters).toEqual([4, 5, 5, 5])
  })

  it('is the report the Letzter Stich module gives the app', async () => {
    const { default: module } = await import('../../../src/games/letzter-stich/index')
    expect(module.report).toBe(report)
  })
})
