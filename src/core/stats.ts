// Figures across matches: per player and per group (the same people at the table), per game.
// Pure: it only adds up what each game's report says; it never counts tricks or points itself.
import type { GameId } from './game'
import type { MatchFigures, PlayerFigures } from './report'

/** One player's figures in one game, over the finished matches. */
export interface Tally {
  game: GameId
  /** Finished matches played. */
  played: number
  /** Finished matches won; a shared win (a tie) is a win for each of its winners. */
  won: number
  /** Mean final score where the game gives each player one; null if it never did. */
  averagePoints: number | null
  /** Letzter Stich: hands in which this player took every trick. */
  sweeps: number
  /** Stich für Stich: cases solved as a sleuth. */
  solved: number
  /** Stich für Stich: the mean trick (1..7) after which those cases were solved; null if none. */
  averageSolvedAfter: number | null
  /** Stiche im Team: the furthest climb of any match (the largest share of the ladder). */
  best: { rung: number; of: number } | null
  /** Sticht oder nicht: points from special cards, summed over the matches. */
  specialPoints: number
}

interface PlayerStats {
  /** The name folded (trimmed, lower case): the same person however it was typed. */
  key: string
  /** The spelling of the most recent match. */
  name: string
  played: number
  won: number
  /** One per game played, in the registry's order. */
  games: Tally[]
}

export interface GroupStats {
  /** The members' keys, sorted: the same table whatever the seat order. */
  key: string
  /** The members, most recent spellings, in alphabetical order. */
  names: string[]
  played: number
  /** When this group last finished a match (ms). */
  lastPlayed: number
  /** Per game played: each member's tally, in the order of `names`. */
  games: { game: GameId; played: number; members: Tally[] }[]
}

export interface Stats {
  /** Finished matches counted. */
  matches: number
  /** Alphabetical. */
  players: PlayerStats[]
  /** Most recently played first. */
  groups: GroupStats[]
}

const GAME_ORDER: readonly GameId[] = [
  'letzter-stich',
  'stich-fuer-stich',
  'stiche-im-team',
  'sticht-oder-nicht',
]

/** The same name however it was typed: trimmed, compared without case. */
export const nameKey = (name: string): string => name.trim().toLowerCase()

/** A running tally: sums and counts, turned into averages at the end. */
interface Sum {
  played: number
  won: number
  points: number
  scored: number
  sweeps: number
  solvedAfter: number[]
  best: { rung: number; of: number } | null
  specialPoints: number
}

const emptySum = (): Sum => ({
  played: 0,
  won: 0,
  points: 0,
  scored: 0,
  sweeps: 0,
  solvedAfter: [],
  best: null,
  specialPoints: 0,
})

const further = (a: { rung: number; of: number }, b: { rung: number; of: number } | null) =>
  b === null ||
  a.rung / a.of > b.rung / b.of ||
  (a.rung / a.of === b.rung / b.of && a.rung > b.rung)

function add(sum: Sum, figures: PlayerFigures | undefined, won: boolean): void {
  sum.played++
  if (won) sum.won++
  if (!figures) return
  if (figures.points !== null) {
    sum.points += figures.points
    sum.scored++
  }
  sum.sweeps += figures.sweeps ?? 0
  sum.solvedAfter.push(...(figures.solvedAfter ?? []))
  if (figures.reached && further(figures.reached, sum.best)) sum.best = { ...figures.reached }
  sum.specialPoints += figures.specialPoints ?? 0
}

const mean = (total: number, n: number): number | null => (n === 0 ? null : total / n)

function tally(game: GameId, sum: Sum): Tally {
  return {
    game,
    played: sum.played,
    won: sum.won,
    averagePoints: mean(sum.points, sum.scored),
    sweeps: sum.sweeps,
    solved: sum.solvedAfter.length,
    averageSolvedAfter: mean(
      sum.solvedAfter.reduce((a, b) => a + b, 0),
      sum.solvedAfter.length,
    ),
    best: sum.best,
    specialPoints: sum.specialPoints,
  }
}

type PerGame = Map<GameId, Sum>

function sumFor(perGame: PerGame, game: GameId): Sum {
  let sum = perGame.get(game)
  if (!sum) {
    sum = emptySum()
    perGame.set(game, sum)
  }
  return sum
}

const tallies = (perGame: PerGame): Tally[] =>
  GAME_ORDER.flatMap((game) => {
    const sum = perGame.get(game)
    return sum ? [tally(game, sum)] : []
  })

/** Every finished match added up per player and per group; unfinished matches do not count. */
export function stats(matches: readonly MatchFigures[]): Stats {
  const finished = matches.filter((m) => m.finished).sort((a, b) => a.updatedAt - b.updatedAt)
  // Oldest first, so the last spelling seen of a name is the most recent.
  const spelling = new Map<string, string>()
  const players = new Map<string, PerGame>()
  const groups = new Map<string, { keys: string[]; last: number; games: Map<GameId, Sum[]> }>()

  for (const match of finished) {
    const keys = match.players.map(nameKey)
    for (const [seat, key] of keys.entries()) {
      spelling.set(key, match.players[seat]?.trim() ?? key)
      let perGame = players.get(key)
      if (!perGame) {
        perGame = new Map()
        players.set(key, perGame)
      }
      add(sumFor(perGame, match.game), match.report.players[seat], match.winners.includes(seat))
    }

    const members = [...keys].sort()
    const groupKey = members.join('\n')
    let group = groups.get(groupKey)
    if (!group) {
      group = { keys: members, last: 0, games: new Map() }
      groups.set(groupKey, group)
    }
    group.last = Math.max(group.last, match.updatedAt)
    let sums = group.games.get(match.game)
    if (!sums) {
      sums = members.map(emptySum)
      group.games.set(match.game, sums)
    }
    for (const [i, key] of members.entries()) {
      const seat = keys.indexOf(key)
      const sum = sums[i]
      if (sum) add(sum, match.report.players[seat], match.winners.includes(seat))
    }
  }

  const name = (key: string) => spelling.get(key) ?? key
  const byName = (a: string, b: string) => a.localeCompare(b)
  return {
    matches: finished.length,
    players: [...players]
      .map(([key, perGame]): PlayerStats => {
        const games = tallies(perGame)
        return {
          key,
          name: name(key),
          played: games.reduce((n, g) => n + g.played, 0),
          won: games.reduce((n, g) => n + g.won, 0),
          games,
        }
      })
      .sort((a, b) => byName(a.name, b.name)),
    groups: [...groups]
      .map(([key, group]): GroupStats => {
        // Members alphabetically by their shown name; tallies follow the same order.
        const order = group.keys
          .map((k, i) => ({ name: name(k), i }))
          .sort((a, b) => byName(a.name, b.name))
        const games = GAME_ORDER.flatMap((game) => {
          const sums = group.games.get(game)
          if (!sums) return []
          const members = order.map(({ i }) => tally(game, sums[i] ?? emptySum()))
          return [{ game, played: members[0]?.played ?? 0, members }]
        })
        return {
          key,
          names: order.map((o) => o.name),
          played: games.reduce((n, g) => n + g.played, 0),
          lastPlayed: group.last,
          games,
        }
      })
      .sort((a, b) => b.lastPlayed - a.lastPlayed),
  }
}
