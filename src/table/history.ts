// Finished matches that travel between the phones at a table (#27), the pure steps: what a phone
// offers (its finished matches in which at least two of the table's players took part), what a
// phone asks for of another's offer (only what it lacks, or holds an older copy of), and what it
// sends for such a question (only what it offered). What arrives is checked and merged exactly as
// an imported file is (src/storage/import.ts); nothing here reads or writes storage.
import type { Match } from '../core/match'
import type { Reason } from '../core/reason'
import { nameKey } from '../core/stats'
import { LIMITS, type Summary } from '../storage'

/** A match as a phone offers it: enough to tell whether the other phone already holds it. */
export interface Offered {
  id: string
  /** Its last change (ms). */
  at: number
  /** How many entries it holds. */
  n: number
}

/** The most matches one offer names: as many as one export file may hold. */
export const MAX_OFFERED = LIMITS.matches

/**
 * The group of a table: its players' names as Statistics compares them, sorted, one per line.
 * The same people, whatever the seats or the spelling, are one group; a phone's answer to
 * "Share your finished matches with these players?" is remembered per group.
 */
export const groupOf = (players: readonly string[]): string =>
  [...new Set(players.map(nameKey))].sort().join('\n')

/** Whether `summary` may travel at a table of `players`: finished, with two of them in it. */
export function travels(
  summary: Pick<Summary, 'finished' | 'players' | 'unloadable'>,
  players: readonly string[],
): boolean {
  if (!summary.finished || summary.unloadable) return false
  const table = new Set(players.map(nameKey))
  const shared = new Set(summary.players.map(nameKey).filter((key) => table.has(key)))
  return shared.size >= 2
}

/** This phone's offer at a table of `players`: what may travel, newest first, MAX_OFFERED at most. */
export function offerOf(index: readonly Summary[], players: readonly string[]): Offered[] {
  return index
    .filter((summary) => travels(summary, players))
    .sort((a, b) => b.updatedAt - a.updatedAt || a.id.localeCompare(b.id))
    .slice(0, MAX_OFFERED)
    .map(({ id, updatedAt, entries }) => ({ id, at: updatedAt, n: entries }))
}

/** As `isNewer` (summary.ts) judges an import: later, or as late with more entries. */
const further = (offered: Offered, ours: Summary): boolean =>
  offered.at > ours.updatedAt || (offered.at === ours.updatedAt && offered.n > ours.entries)

/**
 * The ids this phone asks for of another's `offer`: the matches it does not hold, and those of
 * which it holds a copy that went less far. A phone that already holds a match asks nothing for it.
 */
export function wanted(index: readonly Summary[], offer: readonly Offered[]): string[] {
  const byId = new Map(index.map((summary) => [summary.id, summary]))
  const asked = new Set<string>()
  for (const offered of offer) {
    const ours = byId.get(offered.id)
    if (!ours || further(offered, ours)) asked.add(offered.id)
  }
  return [...asked]
}

/**
 * What this phone sends for another's question (`ids`) at a table of `players`: only matches it
 * offers there, each once. Anything else asked for (a running match, another group's, an id it
 * does not hold) is not sent.
 */
export function select(
  index: readonly Summary[],
  ids: readonly string[],
  players: readonly string[],
): string[] {
  const offered = new Set(offerOf(index, players).map((o) => o.id))
  return [...new Set(ids)].filter((id) => offered.has(id))
}

/**
 * Why a file another phone sent for this phone's question (`asked`) is refused, once checked as an
 * import (`finished` as the replay says): a match not asked for, one still running, or one in
 * which fewer than two of the table's `players` took part. Null: it may be merged.
 */
export function refusedReceived(
  matches: readonly { match: Match }[],
  asked: ReadonlySet<string>,
  players: readonly string[],
): Reason | null {
  for (const [i, { match }] of matches.entries()) {
    const at = { match: i + 1 }
    if (!asked.has(match.id)) return { key: 'history.unasked', params: at }
    if (!match.finished) return { key: 'history.notFinished', params: at }
    if (!travels({ finished: true, players: match.setup.players }, players)) {
      return { key: 'history.notThisGroup', params: at }
    }
  }
  return null
}
