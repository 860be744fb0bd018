import { describe, expect, it } from 'vitest'
import { latest } from '../../../src/core/report'
import sticheImTeam from '../../../src/games/stiche-im-team'
import { report, rules, type SitState } from '../../../src/games/stiche-im-team/rules'
import {
  ANNA,
  BEN,
  bids,
  CARLA,
  c,
  climbTo,
  DAN,
  deepFreeze,
  loseRound,
  play,
  ready,
  setup,
  trick,
  trump,
  winRound,
} from './table'

const lives = (state: SitState) => report(state, setup(state.players)).values.map(([n]) => n)

describe('report: the climb in numbers', () => {
  it('before the first round: the starting lives and no step yet', () => {
    const start = rules.init(setup(4))
    expect(report(start, setup(4))).toEqual({
      step: 'round',
      measure: 'lives',
      lines: 'team',
      start: [3],
      values: [],
      players: Array.from({ length: 4 }, () => ({ points: null, reached: { rung: 1, of: 7 } })),
    })
    expect(latest(report(start, setup(4)))).toEqual([3])
    expect(report(rules.init(setup(3, { lives: 4 })), setup(3)).start).toEqual([4])
  })

  it('the rulebook example: rounds 1 and 2 won, round 3 made by everyone, on to round 4', () => {
    // Round 3 at four, Anna deals (Carla dealt round 1, Dan round 2); spades are trump.
    const before3 = climbTo(rules.init(setup(4, {}, CARLA)), 2)
    const after3 = play(before3, [
      trump('spades'),
      bids(null, 1, 0, 1), // Ben 1, Carla 0, Dan 1: Anna must take 3 − 2 = 1
      trick(DAN, [c(3, 'clubs'), c(6, 'clubs'), c(8, 'clubs'), c(7, 'clubs')]),
      trick(BEN, [c(2, 'spades'), c(4, 'diamonds'), c(13, 'spades'), c(2, 'diamonds')]),
      trick(ANNA, [c(10, 'hearts'), c(5, 'hearts'), c(12, 'diamonds'), c(14, 'hearts')]),
    ])
    const r = report(after3, setup(4, {}, CARLA))
    expect(r.values).toEqual([[3], [3], [3]])
    expect(r.players.map((p) => p.reached)).toEqual(
      Array.from({ length: 4 }, () => ({ rung: 4, of: 7 })),
    )
    expect(r.players.every((p) => p.points === null)).toBe(true)
  })

  it('mid-round: only finished rounds are steps', () => {
    const s = play(winRound(rules.init(setup(4))), ready(winRound(rules.init(setup(4)))))
    expect(s.phase).toBe('play')
    expect(lives(s)).toEqual([3])
    // A trick taken in the running round adds no step either.
    expect(lives(play(s, [trick((s.round.dealer + 1) % 4)]))).toEqual([3])
  })

  it('a lost round costs a life and is a step of its own; the same rung is played again', () => {
    let s = winRound(rules.init(setup(4)))
    s = loseRound(s)
    s = loseRound(s)
    s = winRound(s)
    expect(lives(s)).toEqual([3, 2, 1, 1])
    expect(latest(report(s, setup(4)))).toEqual([s.lives])
    expect(report(s, setup(4)).players[0]?.reached).toEqual({ rung: 3, of: 7 })
  })

  it('a round lost at bidding costs a life like any other', () => {
    const s = play(rules.init(setup(3)), [trump('hearts'), bids(null, 1, 1)])
    expect(s.history.at(-1)?.outcome).toBe('lost-bids')
    expect(lives(s)).toEqual([2])
  })

  it('a climb that runs out of lives: 0 after the last life, and the last loss stays at 0', () => {
    let s = climbTo(rules.init(setup(5)), 3)
    for (let i = 0; i < 4; i++) s = loseRound(s)
    expect(s.over).toBe(true)
    expect(s.won).toBe(false)
    const r = report(s, setup(5))
    expect(r.values.map(([n]) => n)).toEqual([3, 3, 3, 2, 1, 0, 0])
    expect(r.players).toHaveLength(5)
    expect(r.players[4]).toEqual({ points: null, reached: { rung: 4, of: 7 } })
  })

  it('a won climb with the long ascent and 4 lives: the lives left, every rung reached', () => {
    let s = rules.init(setup(3, { lives: 4, longAscent: true }))
    s = loseRound(s)
    while (!s.over) s = winRound(s)
    expect(s.won).toBe(true)
    const r = report(s, setup(3, { lives: 4, longAscent: true }))
    expect(r.start).toEqual([4])
    expect(r.values).toHaveLength(11)
    expect(r.values[0]).toEqual([3])
    expect(latest(r)).toEqual([3])
    expect(r.players).toEqual(
      Array.from({ length: 3 }, () => ({ points: null, reached: { rung: 10, of: 10 } })),
    )
  })

  it('reads the state without changing it, and is what the game module offers', () => {
    const s = deepFreeze(loseRound(rules.init(setup(4))))
    expect(() => report(s, setup(4))).not.toThrow()
    expect(sticheImTeam.report?.(s, setup(4))).toEqual(report(s, setup(4)))
  })
})
