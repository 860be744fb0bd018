import type { GameId } from './game'

/**
 * A match in numbers, as its game's rules count it: the chart of every match page, the shared
 * result, the CSV export and the statistics all read this and never count anything themselves.
 * Each game's rules.ts exports `report(state, setup): Report` (pure).
 */
export interface Report<P extends PlayerFigures = PlayerFigures> {
  /** What one step of the chart is. */
  step: 'hand' | 'case' | 'round'
  /** What the numbers are. */
  measure: 'counters' | 'points' | 'lives'
  /** One line per seat, or one for the whole table (Stiche im Team: the team's lives). */
  lines: 'seats' | 'team'
  /** Each line's value before the first step (Letzter Stich: 5 counters each; else 0 or lives). */
  start: number[]
  /** values[i][line]: each line's value after step i + 1; finished steps only. */
  values: number[][]
  /** Per seat, in seat order: what the statistics add up across matches. */
  players: P[]
}

/**
 * One player's numbers in one match, as its game's report counts them: the final score, and the
 * game's own figures under the names its declaration gives them (`GameFigure.from`; Letzter
 * Stich's `sweeps`, Stich für Stich's `solvedAfter`, ...). Statistics add them up as declared.
 */
export interface PlayerFigures {
  /** The final score as the game counts it (counters, points); null when the table scores as one. */
  points: number | null
  readonly [figure: string]: FigureValue | null | undefined
}

/** A game's own figure in one match: a count, a list of values, or how far up a ladder. */
type FigureValue = number | readonly number[] | Reach

/** A place on a ladder: `rung` of `of` steps (Stiche im Team's furthest round). */
export interface Reach {
  rung: number
  of: number
}

/** One stored match as the statistics see it. */
export interface MatchFigures {
  id: string
  game: GameId
  players: string[]
  finished: boolean
  /** Seats that won (empty until finished). */
  winners: number[]
  updatedAt: number
  report: Report
}

/** The score line after the last finished step (the start if there is none). */
export const latest = (report: Report): number[] => report.values.at(-1) ?? report.start
