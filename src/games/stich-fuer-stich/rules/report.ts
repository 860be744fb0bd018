// The match in numbers for the chart, the shared result, the CSV export and the statistics.
import type { Report } from '../../../core/report'
import type { CaseScore } from './score'

/** What the report needs of a case and of the match (the state's own shape). */
interface ReportedCase {
  confidant: number
  solvedAfter: (number | null)[]
  score: CaseScore | null
}

/**
 * One step per closed case: everyone's running total (investigation + trick points) after it.
 * A running case counts nowhere yet, neither in the totals nor in the solves, as on the chart.
 */
export function sfsReport(state: {
  players: number
  cases: readonly ReportedCase[]
}): Report<{ points: number; solvedAfter: number[] }> {
  const closed = state.cases.filter((c) => c.score !== null)
  let totals: number[] = Array.from({ length: state.players }, () => 0)
  const values = closed.map((c) => {
    const { investigation, tricks } = c.score as CaseScore
    totals = totals.map((total, seat) => total + (investigation[seat] ?? 0) + (tricks[seat] ?? 0))
    return totals
  })
  const players = totals.map((points, seat) => ({
    points,
    // The log keeps the trick in whose search a sleuth solved, counted from 1 (trick 1..7).
    solvedAfter: closed.flatMap((c) => {
      const t = c.solvedAfter[seat]
      return seat === c.confidant || t === null || t === undefined ? [] : [t]
    }),
  }))
  return {
    step: 'case',
    measure: 'points',
    lines: 'seats',
    start: Array.from({ length: state.players }, () => 0),
    values,
    players,
  }
}
