// The climb in numbers for the chart, the shared result, the CSV export and the statistics.
import type { Reach, Report } from '../../../core/report'
import { livesAfter } from './rounds'
import type { SitState } from './state'

/** The team's lives before the first round and after each finished one (see `livesAfter`). */
export function sitReport(state: SitState): Report<{ points: null; reached: Reach }> {
  const start: number = state.options.lives
  const values = livesAfter(state).map((lives) => [lives])
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
