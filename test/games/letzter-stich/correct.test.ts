import { describe, expect, it } from 'vitest'
import type { Setup } from '../../../src/core/game'
import { newMatch, replay, splice } from '../../../src/core/match'
import {
  handSpans,
  type LsEvent,
  type LsOptions,
  rules,
} from '../../../src/games/letzter-stich/rules'

const setup: Setup<LsOptions> = {
  game: 'letzter-stich',
  players: ['Anna', 'Ben', 'Cem', 'Dora'],
  options: {},
  firstDealer: 0,
}
const hand = (...winners: number[]): LsEvent[] => winners.map((winner) => ({ t: 'trick', winner }))

describe('correcting an earlier hand', () => {
  const events: LsEvent[] = [
    ...hand(0, 1, 2, 3, 0, 1, 2, 3), // Dora took the last trick
    { t: 'quick', lastTrick: 1, sweep: false },
    { t: 'counts', tricksWon: [8, 0, 0, 0], lastTrick: 0 },
    ...hand(2, 2, 2), // the running hand
  ]
  const match = { ...newMatch('m1', setup, 1), events }

  it('finds each finished hand in the log, and not the running one', () => {
    expect(handSpans(events)).toEqual([
      { start: 0, end: 8 },
      { start: 8, end: 9 },
      { start: 9, end: 10 },
    ])
  })

  it('replaces a trick-by-trick hand with one entry and recalculates the hands after it', () => {
    const [first] = handSpans(events)
    if (!first) throw new Error('no hand')
    const fixed = splice(
      rules,
      match,
      first.start,
      first.end - first.start,
      [{ t: 'quick', lastTrick: 2, sweep: false }],
      2,
    )
    if (!fixed.ok) throw new Error(fixed.reason.key)
    // Cem now paid for hand 1 instead of Dora; Ben hand 2; Anna's sweep took 2 of the 2 in the pot.
    expect(fixed.state.counters).toEqual([7, 4, 4, 5])
    expect(fixed.state.pot).toBe(0)
    expect(fixed.state.tricks).toEqual([2, 2, 2])
    expect(fixed.match.events).toHaveLength(6)
    expect(fixed.match.redo).toEqual([])
    expect(fixed.state).toEqual(replay(rules, setup, fixed.match.events))
  })

  it('refuses a correction that a later hand no longer fits, and changes nothing', () => {
    const before = structuredClone(match)
    // Hand 2 turned into a first trick: the 'counts' entry of hand 3 now lands mid-hand.
    const fixed = splice(rules, match, 8, 1, [{ t: 'trick', winner: 1 }], 2)
    expect(fixed.ok).toBe(false)
    if (fixed.ok) return
    expect(fixed.reason.key).toBe('ls.handStarted')
    expect('index' in fixed && fixed.index).toBe(9)
    expect(match).toEqual(before)
  })

  it('refuses a range outside the log', () => {
    const fixed = splice(rules, match, 12, 2, [], 2)
    expect(fixed).toMatchObject({ ok: false, reason: { key: 'core.noSuchEntry' } })
  })
})
