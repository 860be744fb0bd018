import { describe, expect, it } from 'vitest'
import type { GameId } from '../../src/core/game'
import type { MatchFigures, PlayerFigures, Report } from '../../src/core/report'
import { stats as countAll, nameKey } from '../../src/core/stats'
import { COUNTED } from '../../src/games'

/** The statistics of the registered games, in the registry's order. */
const stats = (matches: MatchFigures[]) => countAll(matches, COUNTED)

let next = 0
/** A match as the statistics see it; only what a test cares about is given. */
function figures(
  game: GameId,
  players: string[],
  seats: PlayerFigures[],
  { winners = [0], finished = true, at = ++next } = {},
): MatchFigures {
  const report: Report = {
    step: 'hand',
    measure: 'points',
    lines: 'seats',
    start: players.map(() => 0),
    values: [],
    players: seats,
  }
  return { id: `m${at}`, game, players, finished, winners, updatedAt: at, report }
}
const points = (...ps: number[]): PlayerFigures[] => ps.map((p) => ({ points: p }))

describe('players', () => {
  it('counts finished matches as played, and wins per game', () => {
    const s = stats([
      figures('letzter-stich', ['Anna', 'Ben', 'Cora'], points(5, 0, 0), { winners: [0] }),
      figures('letzter-stich', ['Anna', 'Ben', 'Cora'], points(0, 3, 0), { winners: [1] }),
      figures('sticht-oder-nicht', ['Anna', 'Ben', 'Cora'], points(10, 20, 30), { winners: [2] }),
    ])
    expect(s.matches).toBe(3)
    const anna = s.players.find((p) => p.name === 'Anna')
    expect(anna?.played).toBe(3)
    expect(anna?.won).toBe(1)
    expect(anna?.games.map((g) => [g.game, g.played, g.won, g.averagePoints])).toEqual([
      ['letzter-stich', 2, 1, 2.5],
      ['sticht-oder-nicht', 1, 0, 10],
    ])
  })

  it('gives a tie a win for each of its winners', () => {
    const s = stats([
      figures('sticht-oder-nicht', ['Anna', 'Ben', 'Cora'], points(7, 7, 1), { winners: [0, 1] }),
    ])
    expect(s.players.map((p) => [p.name, p.won])).toEqual([
      ['Anna', 1],
      ['Ben', 1],
      ['Cora', 0],
    ])
  })

  it('leaves out matches still being played', () => {
    const s = stats([
      figures('letzter-stich', ['Anna', 'Ben', 'Cora'], points(5, 0, 0)),
      figures('letzter-stich', ['Anna', 'Ben', 'Dana'], points(9, 0, 0), {
        finished: false,
        winners: [],
      }),
    ])
    expect(s.matches).toBe(1)
    expect(s.players.map((p) => p.name)).toEqual(['Anna', 'Ben', 'Cora'])
    expect(s.players[0]?.games[0]?.averagePoints).toBe(5)
  })

  it('is nobody at all without a finished match', () => {
    expect(stats([])).toEqual({ matches: 0, received: 0, players: [], groups: [] })
  })

  it('knows a name however it was typed, and shows the most recent spelling', () => {
    const s = stats([
      figures('letzter-stich', ['anna ', 'Ben', 'Cora'], points(1, 0, 0), { at: 100 }),
      figures('letzter-stich', ['ANNA', 'ben', 'Cora'], points(3, 0, 0), { at: 300 }),
      figures('letzter-stich', ['Anna', 'Ben', 'cora'], points(5, 0, 0), { at: 200 }),
    ])
    expect(s.players.map((p) => [p.name, p.played])).toEqual([
      ['ANNA', 3],
      ['ben', 3],
      ['Cora', 3],
    ])
    expect(nameKey('  Anna ')).toBe('anna')
  })

  it('averages only the scores a game gives each player', () => {
    const team: PlayerFigures[] = [
      { points: null, reached: { rung: 4, of: 8 } },
      { points: null, reached: { rung: 4, of: 8 } },
      { points: null, reached: { rung: 4, of: 8 } },
    ]
    const s = stats([figures('stiche-im-team', ['Anna', 'Ben', 'Cora'], team, { winners: [] })])
    expect(s.players[0]?.games[0]?.averagePoints).toBeNull()
  })
})

describe('what each game adds', () => {
  it('Letzter Stich: sweeps are summed', () => {
    const s = stats([
      figures(
        'letzter-stich',
        ['Anna', 'Ben', 'Cora'],
        [
          { points: 10, sweeps: 2 },
          { points: 0, sweeps: 0 },
          { points: 5, sweeps: 1 },
        ],
      ),
      figures(
        'letzter-stich',
        ['Anna', 'Ben', 'Cora'],
        [{ points: 10, sweeps: 1 }, { points: 0 }, { points: 5 }],
      ),
    ])
    expect(s.players.map((p) => p.games[0]?.figures.sweeps)).toEqual([3, 0, 1])
  })

  it('Stich für Stich: cases solved and the mean trick of solving', () => {
    const s = stats([
      figures(
        'stich-fuer-stich',
        ['Anna', 'Ben', 'Cora'],
        [
          { points: 20, solvedAfter: [3, 5] },
          { points: 8, solvedAfter: [] },
          { points: 12, solvedAfter: [6] },
        ],
      ),
      figures(
        'stich-fuer-stich',
        ['Anna', 'Ben', 'Cora'],
        [{ points: 10, solvedAfter: [4] }, { points: 8, solvedAfter: [7] }, { points: 12 }],
      ),
    ])
    expect(
      s.players.map((p) => [p.games[0]?.figures.solved, p.games[0]?.figures.averageSolvedAfter]),
    ).toEqual([
      [3, 4],
      [1, 7],
      [1, 6],
    ])
  })

  it('Stiche im Team: the furthest climb, by its share of the ladder, and the team wins', () => {
    const reached = (rung: number, of: number): PlayerFigures[] =>
      [0, 1, 2].map(() => ({ points: null, reached: { rung, of } }))
    const s = stats([
      figures('stiche-im-team', ['Anna', 'Ben', 'Cora'], reached(5, 10), { winners: [] }),
      figures('stiche-im-team', ['Anna', 'Ben', 'Cora'], reached(4, 6), { winners: [] }),
      figures('stiche-im-team', ['Anna', 'Ben', 'Cora'], reached(8, 8), { winners: [0, 1, 2] }),
      figures('stiche-im-team', ['Anna', 'Ben', 'Dana'], reached(3, 8), { winners: [] }),
    ])
    const anna = s.players.find((p) => p.name === 'Anna')?.games[0]
    expect([anna?.played, anna?.won, anna?.figures.best]).toEqual([4, 1, { rung: 8, of: 8 }])
    const dana = s.players.find((p) => p.name === 'Dana')?.games[0]
    expect([dana?.played, dana?.won, dana?.figures.best]).toEqual([1, 0, { rung: 3, of: 8 }])
  })

  it('Sticht oder nicht: special-card points are summed, losses included', () => {
    const s = stats([
      figures(
        'sticht-oder-nicht',
        ['Anna', 'Ben', 'Cora'],
        [
          { points: 30, specialPoints: 6 },
          { points: 20, specialPoints: -4 },
          { points: 10, specialPoints: 0 },
        ],
      ),
      figures(
        'sticht-oder-nicht',
        ['Anna', 'Ben', 'Cora'],
        [{ points: 30, specialPoints: 2 }, { points: 20, specialPoints: -1 }, { points: 10 }],
      ),
    ])
    expect(s.players.map((p) => p.games[0]?.figures.specialPoints)).toEqual([8, -5, 0])
  })
})

describe('groups', () => {
  it('is the same group whatever the seat order and spelling; another person is another group', () => {
    const s = stats([
      figures('letzter-stich', ['Anna', 'Ben', 'Cora'], points(4, 0, 0), { winners: [0], at: 1 }),
      figures('letzter-stich', ['cora', 'Anna', 'Ben'], points(6, 2, 0), { winners: [0], at: 2 }),
      figures('sticht-oder-nicht', ['Ben', 'Cora', 'Anna'], points(9, 5, 1), {
        winners: [0],
        at: 3,
      }),
      figures('letzter-stich', ['Anna', 'Ben', 'Cora', 'Dana'], points(1, 1, 1, 1), { at: 4 }),
    ])
    expect(s.groups.map((g) => [g.names, g.played])).toEqual([
      [['Anna', 'Ben', 'Cora', 'Dana'], 1],
      [['Anna', 'Ben', 'Cora'], 3],
    ])
    const trio = s.groups[1]
    expect(trio?.games.map((g) => g.game)).toEqual(['letzter-stich', 'sticht-oder-nicht'])
    // Members in the order of names: Anna, Ben, Cora (as last typed, in the match of four).
    const ls = trio?.games[0]
    expect(ls?.played).toBe(2)
    expect(ls?.members.map((m) => [m.won, m.averagePoints])).toEqual([
      [1, 3],
      [0, 0],
      [1, 3],
    ])
    const son = trio?.games[1]
    expect(son?.members.map((m) => [m.won, m.averagePoints])).toEqual([
      [0, 1],
      [1, 9],
      [0, 5],
    ])
  })

  it('leaves out unfinished matches: a group that only started has no entry', () => {
    const s = stats([
      figures('letzter-stich', ['Anna', 'Ben', 'Eva'], points(5, 0, 0), {
        finished: false,
        winners: [],
      }),
    ])
    expect(s.groups).toEqual([])
  })
})
