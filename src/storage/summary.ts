import type { GameId } from '../core/game'
import type { Match } from '../core/match'
import { checkName, nameKey, tidyName } from '../core/players'
import type { Reason } from '../core/reason'
import { LIMITS } from './schema'

/** What the history list shows; kept beside each match so listing never reads a match. */
export interface Summary {
  id: string
  game: GameId
  players: string[]
  createdAt: number
  updatedAt: number
  finished: boolean
  /** Number of recorded events. */
  entries: number
  winners: number[]
  /**
   * Why this version of the match cannot be opened, once a screen that read it found out (see
   * Store.markUnloadable); Past matches shows it without reading the match. A save or an import
   * writes a new summary without it.
   */
  unloadable?: Reason
}

export function summarize(match: Match, winners: readonly number[]): Summary {
  const { id, setup, createdAt, updatedAt, finished, events } = match
  return {
    id,
    game: setup.game,
    players: [...setup.players],
    createdAt,
    updatedAt,
    finished,
    entries: events.length,
    winners: [...winners],
  }
}

/** Most recently played first; a tie goes to the match started later. */
export const newestFirst = (a: Summary, b: Summary): number =>
  b.updatedAt - a.updatedAt || b.createdAt - a.createdAt

/** An imported copy replaces ours only if it went further: later, or as late with more entries. */
export const isNewer = (match: Match, ours: Summary): boolean =>
  match.updatedAt > ours.updatedAt ||
  (match.updatedAt === ours.updatedAt && match.events.length > ours.entries)

/**
 * Newest first, one per name as the app compares names (case and invisible characters ignored)
 * without losing the newest spelling, capped. Names that break the app's rule (empty, only
 * invisible characters, too long) are dropped so an export always re-imports.
 */
export function mergeNames(newer: readonly string[], older: readonly string[]): string[] {
  const seen = new Set<string>()
  const merged: string[] = []
  for (const raw of [...newer, ...older]) {
    const name = tidyName(raw)
    const folded = nameKey(name)
    if (checkName(name, 1) !== null || seen.has(folded)) continue
    seen.add(folded)
    merged.push(name)
    if (merged.length === LIMITS.rememberedNames) break
  }
  return merged
}
