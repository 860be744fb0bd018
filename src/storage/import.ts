import type { Match } from '../core/match'
import type { Reason } from '../core/reason'
import { parseFile } from './file'
import { KEY, matchKey } from './schema'
import { isNewer, mergeNames, type Summary, summarize } from './summary'

/** The app replays a match through its game's rules and says who won. */
export type MatchVerdict = { ok: true; winners: number[] } | { ok: false; reason: Reason }
export type ValidateMatch = (match: Match) => Promise<MatchVerdict>

export type ImportResult =
  | { ok: true; added: number; updated: number; unchanged: number }
  | { ok: false; reason: Reason }

export interface CheckedImport {
  matches: { match: Match; winners: number[] }[]
  names: string[]
}

/**
 * Everything that can reject a file, before anything is written. A game's rejection comes back
 * as the game's own reason plus `match` (1-based), for the UI to show under 'import.badMatch'.
 */
export async function checkImport(
  text: string,
  validateMatch: ValidateMatch,
): Promise<{ ok: true; checked: CheckedImport } | { ok: false; reason: Reason }> {
  const parsed = parseFile(text)
  if (!parsed.ok) return parsed
  const matches: CheckedImport['matches'] = []
  for (const [i, match] of parsed.file.matches.entries()) {
    const verdict = await judge(validateMatch, match)
    if (!verdict.ok) {
      const { key, params } = verdict.reason
      return { ok: false, reason: { key, params: { ...params, match: i + 1 } } }
    }
    matches.push({ match, winners: verdict.winners })
  }
  return { ok: true, checked: { matches, names: parsed.file.names } }
}

/** Garbage events can make a game's code throw; that is a bad match, not a crash. */
async function judge(validateMatch: ValidateMatch, match: Match): Promise<MatchVerdict> {
  try {
    return await validateMatch(match)
  } catch {
    return { ok: false, reason: { key: 'import.badMatch' } }
  }
}

export interface Merged {
  entries: [string, unknown][]
  added: number
  updated: number
  unchanged: number
}

/** By id: new matches are added, ours are replaced only by a copy that went further. */
export function mergeImport(
  index: readonly Summary[],
  names: readonly string[],
  incoming: CheckedImport,
): Merged {
  const byId = new Map(index.map((summary) => [summary.id, summary]))
  const merged: Merged = { entries: [], added: 0, updated: 0, unchanged: 0 }
  for (const { match, winners } of incoming.matches) {
    const ours = byId.get(match.id)
    if (ours && !isNewer(match, ours)) {
      merged.unchanged++
      continue
    }
    if (ours) merged.updated++
    else merged.added++
    merged.entries.push([matchKey(match.id), match])
    byId.set(match.id, summarize(match, winners))
  }
  const mergedNames = mergeNames(names, incoming.names)
  const namesChanged = mergedNames.join('\n') !== names.join('\n')
  if (merged.entries.length > 0) merged.entries.push([KEY.index, [...byId.values()]])
  if (namesChanged) merged.entries.push([KEY.names, mergedNames])
  return merged
}
