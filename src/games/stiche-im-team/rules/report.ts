// The climb in numbers for the chart, the shared result, the CSV export and the statistics.
import type { Report } from '../../../core/report'
import type { SitState } from './state'

/**
 * The team's lives after each finished round, won or lost. A lost round costs one life; the one
 * lost with none left ends the climb and leaves the team at 0 (there is no life to give).
 */
export function sitReport(state: SitState): Report {
  const start: number = state.options.lives
  let lives = start
  const values = state.history.map((round) => {
    if (round.outcome !== 'won') lives = Math.max(0, lives - 1)
    return [lives]
  })
  const reached = { rung: state.reached, of: state.ladder.length }
  return {
    step: 'round',
    measure: 'lives',
    lines: 'team',
    start: [start],
    values,
    // The team scores as one: no seat has points of its own.
    players: Array.from({ length: state.players }, () => ({ points: null, reached })),
  }
}
