// The investigation pad of a Stich für Stich match, as the rules fill it in: one row per case,
// and everyone's total so far.
import { TRICKS } from './score'
import type { SfsState } from './state'

/** One row per case so far for the investigation pad; points not yet known are null. */
export function padRows(state: SfsState): {
  confidant: number
  investigation: (number | null)[]
  tricks: number[]
}[] {
  return state.cases.map((c) => {
    if (c.score) return { confidant: c.confidant, ...c.score }
    // The confidant's points are known as soon as the last sleuth has solved.
    const sleuths = c.solvedAfter.filter((_, seat) => seat !== c.confidant)
    const last = sleuths.every((t) => t !== null) ? Math.max(...(sleuths as number[])) : null
    const investigation = c.solvedAfter.map((t, seat) => {
      if (seat === c.confidant) return last
      return t === null ? null : TRICKS + 1 - t
    })
    const tricks = c.solvedAfter.map((_, seat) => c.tricks.filter((t) => t.winner === seat).length)
    return { confidant: c.confidant, investigation, tricks }
  })
}

/**
 * Everyone's total as the pad shows it: the closed cases, plus what is already known of the
 * running one (a sleuth's points the moment they solve, the confidant's once the last one has,
 * the tricks won so far).
 */
export function padTotals(state: SfsState): number[] {
  const totals = Array.from({ length: state.players }, () => 0)
  for (const row of padRows(state)) {
    for (const seat of totals.keys()) {
      totals[seat] = (totals[seat] ?? 0) + (row.investigation[seat] ?? 0) + (row.tricks[seat] ?? 0)
    }
  }
  return totals
}
