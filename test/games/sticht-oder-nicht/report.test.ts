import { describe, expect, it } from 'vitest'
import { replay } from '../../../src/core/match'
import { latest } from '../../../src/core/report'
import {
  ANIMALS,
  report,
  rules,
  type SonEvent,
  type SonOptions,
  type SonState,
  tricksWon,
} from '../../../src/games/sticht-oder-nicht/rules'
import {
  ANNA,
  c,
  cardTrick,
  custom,
  deepFreeze,
  most,
  mostTricks,
  perCard,
  play,
  scored,
  setup,
  specials,
  start,
  trick,
  tricksFor,
  trump,
} from './table'

/** The state is always the replay of the stored events; the report is read from it. */
const reportOf = (events: SonEvent[], players = 4, options: SonOptions = { rounds: 3 }) =>
  report(replay(rules, setup(players, options), events), setup(players, options))

// Three rounds at four (10 tricks each), scored by hand so every figure can be checked.
// Round 1: pink +5 for the most tricks, and a custom card that costs Dan 5.
const round1: SonEvent[] = [
  specials(mostTricks(5), custom('Hole')),
  ...tricksFor([4, 3, 3, 0]),
  scored({ custom: [null, [0, 0, 0, -5]] }),
]
// Round 2: green +3 for the most wasps (Anna and Ben tie) and orange +1 per scorpion; all 10
// of each lie in won tricks.
const round2: SonEvent[] = [
  specials(most('wasp', 3), perCard('scorpion')),
  ...tricksFor([3, 3, 2, 2]),
  scored({
    animalCounts: [
      [4, 4, 2, 0],
      [3, 2, 3, 2],
    ],
  }),
]
// Round 3: a trump (no points) and a custom card whose points the table types in.
const round3: SonEvent[] = [
  specials(trump('swordfish'), custom('Rabbit')),
  ...tricksFor([1, 2, 3, 4]),
  scored({ custom: [null, [0, -2, 4, 0]] }),
]

describe('the report of a Sticht oder nicht match', () => {
  it('starts every seat at 0 points, with no rounds yet', () => {
    expect(reportOf([])).toEqual({
      step: 'round',
      measure: 'points',
      lines: 'seats',
      start: [0, 0, 0, 0],
      values: [],
      players: [
        { points: 0, specialPoints: 0 },
        { points: 0, specialPoints: 0 },
        { points: 0, specialPoints: 0 },
        { points: 0, specialPoints: 0 },
      ],
    })
    expect(reportOf([], 6).start).toEqual([0, 0, 0, 0, 0, 0])
  })

  it('gives the running totals after each scored round, and the special points over the match', () => {
    const state = replay(rules, setup(4, { rounds: 3 }), [...round1, ...round2, ...round3])
    expect(state.over).toBe(true)
    const r = report(state, setup(4, { rounds: 3 }))
    expect(r.values).toEqual([
      [9, 3, 3, -5],
      [18, 11, 8, -1],
      [19, 11, 15, 3],
    ])
    expect(latest(r)).toEqual(state.totals)
    // Anna 5 + 3 + 3; Ben 3 + 2 - 2; Carla 3 + 4; Dan -5 + 2.
    expect(r.players).toEqual([
      { points: 19, specialPoints: 11 },
      { points: 11, specialPoints: 3 },
      { points: 15, specialPoints: 7 },
      { points: 3, specialPoints: -3 },
    ])
    expect(rules.winners(state)).toEqual([ANNA])
  })

  it('rulebook "Count Points": a trick is 1 point; the rest of a total is special-card points', () => {
    const state = replay(rules, setup(4, { rounds: 3 }), [...round1, ...round2, ...round3])
    const trickPoints = [0, 0, 0, 0]
    for (const round of state.history) {
      for (const [seat, n] of (round.score?.tricks ?? []).entries())
        trickPoints[seat] = (trickPoints[seat] ?? 0) + n
    }
    expect(trickPoints).toEqual([8, 8, 8, 6])
    const r = report(state, setup(4, { rounds: 3 }))
    expect(r.players.map((p, seat) => (p.points ?? 0) - (trickPoints[seat] ?? 0))).toEqual(
      r.players.map((p) => p.specialPoints),
    )
  })

  it('rulebook "Count Points": every player who meets a card\'s condition scores it', () => {
    const r = reportOf([...round1, ...round2])
    // The wasp card's +3 went to both Anna and Ben, tied for the most.
    expect(r.players.map((p) => p.specialPoints)).toEqual([5 + 3 + 3, 3 + 2, 3, -5 + 2])
  })

  it('counts no special points for a trump card or a custom card worth 0', () => {
    const r = reportOf([
      specials(trump('wasp'), custom('Nothing')),
      ...tricksFor([4, 3, 2, 1]),
      scored({ custom: [null, [0, 0, 0, 0]] }),
    ])
    expect(r.values).toEqual([[4, 3, 2, 1]])
    expect(r.players.map((p) => p.specialPoints)).toEqual([0, 0, 0, 0])
  })

  it('leaves out the round being played: only scored rounds are steps', () => {
    const r = reportOf([...round1, specials(mostTricks(5), trump('wasp')), trick(0), trick(0)])
    expect(r.values).toEqual([[9, 3, 3, -5]])
    expect(r.players).toEqual([
      { points: 9, specialPoints: 5 },
      { points: 3, specialPoints: 0 },
      { points: 3, specialPoints: 0 },
      { points: -5, specialPoints: -5 },
    ])
  })

  it('leaves out a round whose tricks are all played but whose input is still missing', () => {
    const waiting = replay(rules, setup(4, { rounds: 3 }), [...round1, ...round2.slice(0, -1)])
    expect(waiting.phase).toBe('score')
    expect(report(waiting, setup(4, { rounds: 3 }))).toEqual(reportOf(round1))
  })

  it('counts the points of cards the app counted itself, when every trick had its cards', () => {
    // Six players, no cards set aside: 8 tricks of 6 cards; orange +1 per wasp, pink +5.
    const deck = ANIMALS.flatMap((animal) => Array.from({ length: 12 }, (_, i) => c(animal, i + 1)))
    let state: SonState = play(start(6, { rounds: 1 }), [specials(perCard('wasp'), mostTricks())])
    for (let i = 0; i < 8; i++) {
      state = play(state, [cardTrick(state, deck.slice(i * 6, i * 6 + 6))])
    }
    expect(state.over).toBe(true)
    const round = state.history[0]
    const wasps = [0, 0, 0, 0, 0, 0]
    for (const t of round?.tricks ?? []) {
      wasps[t.winner] =
        (wasps[t.winner] ?? 0) + (t.played?.filter((card) => card.animal === 'wasp').length ?? 0)
    }
    const won = tricksWon({ ...state, round: round ?? state.round })
    const top = Math.max(...won)
    const r = report(state, setup(6, { rounds: 1 }))
    expect(r.players.map((p) => p.specialPoints)).toEqual(
      wasps.map((n, seat) => n + (won[seat] === top ? 5 : 0)),
    )
    expect(r.players.reduce((sum, p) => sum + (p.specialPoints ?? 0), 0)).toBeGreaterThanOrEqual(
      12 + 5,
    )
    expect(r.values).toEqual([r.players.map((p) => p.points)])
  })

  it('follows undo: one entry fewer is the report of the shorter log', () => {
    const events = [...round1, ...round2]
    expect(reportOf(events.slice(0, -1))).toEqual(reportOf(round1))
  })

  it('reads the state without changing it, and hands out its own arrays', () => {
    const state = deepFreeze(replay(rules, setup(4, { rounds: 3 }), [...round1, ...round2]))
    const r = report(state, setup(4, { rounds: 3 }))
    r.values[0]?.fill(0)
    r.start.fill(1)
    expect(state.totals).toEqual([18, 11, 8, -1])
    expect(report(state, setup(4, { rounds: 3 })).values[0]).toEqual([9, 3, 3, -5])
  })

  it('is the report the Sticht oder nicht module gives the app', async () => {
    const { default: module } = await import('../../../src/games/sticht-oder-nicht/index')
    expect(module.report).toBe(report)
  })
})
