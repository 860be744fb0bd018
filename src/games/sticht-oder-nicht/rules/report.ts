// The match in numbers for the chart, the shared result, the CSV export and the statistics.
import type { Setup } from '../../../core/game'
import type { Report } from '../../../core/report'
import { runningTotals, type SonState } from './state'

/**
 * Every seat's running total after each scored round (a round being played or waiting for its
 * end-of-round input counts only once scored), and per seat the final total and the points its
 * special cards gave it: the net of both cards' points over every scored round, losses included,
 * custom cards too; the trick points are not in it (docs/sticht-oder-nicht.md, "Statistics").
 */
export function report(
  state: SonState,
  _setup: Setup,
): Report<{ points: number; specialPoints: number }> {
  const zeros = Array.from({ length: state.players }, () => 0)
  const specialPoints = [...zeros]
  for (const round of state.history) {
    for (const points of round.score?.specials ?? []) {
      for (const [seat, p] of points.entries()) specialPoints[seat] = (specialPoints[seat] ?? 0) + p
    }
  }
  return {
    step: 'round',
    measure: 'points',
    lines: 'seats',
    start: zeros,
    values: runningTotals(state),
    players: state.totals.map((points, seat) => ({
      points,
      specialPoints: specialPoints[seat] ?? 0,
    })),
  }
}
