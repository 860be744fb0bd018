// Figures across matches: per player and per group (the same people at the table), per game.
// Pure: it only adds up what each game's report says; it never counts tricks or points itself.
import type { GameId } from './game'
import type { MatchFigures, PlayerFigures, Reach } from './report'

/**
 * One of a game's own statistics, as its declaration states it (src/games/<id>/game.ts): which
 * figure of each match's report it reads and how the matches add up.
 */
export interface GameFigure {
  /** Its name in a tally's `figures`. */
  id: string
  /** The figure of each match's `PlayerFigures` it reads; `id` if not given. */
  from?: string
  /**
   * `sum`: the numbers added; `count`: how many values the lists held; `mean`: the mean of those
   * values (null without any); `furthest`: the furthest `Reach` (null without any).
   */
  adds: 'sum' | 'count' | 'mean' | 'furthest'
}

/** A registered game as the statistics see it: its id and its own figures. */
export interface CountedGame {
  id: GameId
  figures: readonly GameFigure[]
}

/** One player's figures in one game, over the finished matches. */
export interface Tally {
  game: GameId
  /** Finished matches played. */
  played: number
  /** Finished matches won; a shared win (a tie) is a win for each of its winners. */
  won: number
  /** Mean final score where the game gives each player one; null if it never did. */
  averagePoints: number | null
  /** The game's own figures by id, added up as declared; null: nothing to show (a mean of none). */
  figures: Record<string, number | Reach | null>
}

interface PlayerStats {
  /** The name folded (trimmed, lower case): the same person however it was typed. */
  key: string
  /** The spelling of the most recent match. */
  name: string
  played: number
  won: number
  /** One per game played, in the order of the games handed to `stats`. */
  games: Tally[]
}

export interface GroupStats {
  /** The members' keys, sorted: the same table whatever the seat order. */
  key: string
  /** The members, most recent spellings, in alphabetical order. */
  names: string[]
  played: number
  /** Of those, how many came from another phone at a table (#27). */
  received: number
  /** When this group last finished a match (ms). */
  lastPlayed: number
  /** Per game played: each member's tally, in the order of `names`. */
  games: { game: GameId; played: number; members: Tally[] }[]
}

export interface Stats {
  /** Finished matches counted. */
  matches: number
  /** Of those, how many came from another phone at a table (#27). */
  received: number
  /** Alphabetical. */
  players: PlayerStats[]
  /** Most recently played first. */
  groups: GroupStats[]
}

/** The same name however it was typed: trimmed, compared without case. */
export const nameKey = (name: string): string => name.trim().toLowerCase()

/** A running tally: sums and counts, turned into averages at the end. */
interface Sum {
  played: number
  won: number
  points: number
  scored: number
  /** Per figure read (`GameFigure.from`): every value seen, numbers and lists flattened. */
  values: Map<string, number[]>
  reaches: Map<string, Reach>
}

const emptySum = (): Sum => ({
  played: 0,
  won: 0,
  points: 0,
  scored: 0,
  values: new Map(),
  reaches: new Map(),
})

const further = (a: Reach, b: Reach | undefined) =>
  b === undefined ||
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
  for (const [name, value] of Object.entries(figures)) {
    if (name === 'points' || value === null || value === undefined) continue
    if (typeof value === 'number' || Array.isArray(value)) {
      const seen = sum.values.get(name) ?? []
      seen.push(...(typeof value === 'number' ? [value] : (value as readonly number[])))
      sum.values.set(name, seen)
    } else {
      const reach = value as Reach
      if (further(reach, sum.reaches.get(name))) sum.reaches.set(name, { ...reach })
    }
  }
}

const mean = (total: number, n: number): number | null => (n === 0 ? null : total / n)

function figure(sum: Sum, { id, from = id, adds }: GameFigure): number | Reach | null {
  const values = sum.values.get(from) ?? []
  const total = values.reduce((a, b) => a + b, 0)
  if (adds === 'sum') return total
  if (adds === 'count') return values.length
  if (adds === 'mean') return mean(total, values.length)
  return sum.reaches.get(from) ?? null
}

function tally(game: CountedGame, sum: Sum): Tally {
  return {
    game: game.id,
    played: sum.played,
    won: sum.won,
    averagePoints: mean(sum.points, sum.scored),
    figures: Object.fromEntries(game.figures.map((f) => [f.id, figure(sum, f)])),
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

const tallies = (perGame: PerGame, games: readonly CountedGame[]): Tally[] =>
  games.flatMap((game) => {
    const sum = perGame.get(game.id)
    return sum ? [tally(game, sum)] : []
  })

/**
 * Every finished match added up per player and per group; unfinished matches do not count.
 * `games`: the registered games in their order, each with its own figures; a match of a game not
 * among them is not counted.
 */
/** A match as counted: its figures, and whether it came from another phone at a table (#27). */
export type Counted = MatchFigures & { received?: boolean }

export function stats(matches: readonly Counted[], games: readonly CountedGame[]): Stats {
  const known = new Set(games.map((g) => g.id))
  const finished = matches
    .filter((m) => m.finished && known.has(m.game))
    .sort((a, b) => a.updatedAt - b.updatedAt)
  // Oldest first, so the last spelling seen of a name is the most recent.
  const spelling = new Map<string, string>()
  const players = new Map<string, PerGame>()
  const groups = new Map<
    string,
    { keys: string[]; last: number; received: number; games: Map<GameId, Sum[]> }
  >()

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
      group = { keys: members, last: 0, received: 0, games: new Map() }
      groups.set(groupKey, group)
    }
    if (match.received) group.received++
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
    received: finished.filter((m) => m.received).length,
    players: [...players]
      .map(([key, perGame]): PlayerStats => {
        const played = tallies(perGame, games)
        return {
          key,
          name: name(key),
          played: played.reduce((n, g) => n + g.played, 0),
          won: played.reduce((n, g) => n + g.won, 0),
          games: played,
        }
      })
      .sort((a, b) => byName(a.name, b.name)),
    groups: [...groups]
      .map(([key, group]): GroupStats => {
        // Members alphabetically by their shown name; tallies follow the same order.
        const order = group.keys
          .map((k, i) => ({ name: name(k), i }))
          .sort((a, b) => byName(a.name, b.name))
        const played = games.flatMap((game) => {
          const sums = group.games.get(game.id)
          if (!sums) return []
          const members = order.map(({ i }) => tally(game, sums[i] ?? emptySum()))
          return [{ game: game.id, played: members[0]?.played ?? 0, members }]
        })
        return {
          key,
          names: order.map((o) => o.name),
          played: played.reduce((n, g) => n + g.played, 0),
          received: group.received,
          lastPlayed: group.last,
          games: played,
        }
      })
      .sort((a, b) => b.lastPlayed - a.lastPlayed),
  }
}
