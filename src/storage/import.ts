import type { Match } from '../core/match'
import type { Reason } from '../core/reason'
import { parseFile } from './file'
import { draftKey, KEY, type KnownGames, matchKey, receivedKey, summaryKey } from './schema'
import { isNewer, mergeNames, type Summary, summarize } from './summary'

/**
 * The app replays a match through its game's rules and says who won and whether it is over;
 * the file's own `finished` is never trusted.
 */
export type MatchVerdict =
  | { ok: true; winners: number[]; finished: boolean }
  | { ok: false; reason: Reason }
export type ValidateMatch = (match: Match) => Promise<MatchVerdict>

export interface ImportCounts {
  /** Matches whose id was not on the phone. */
  added: number
  /** Our copy of the same match, replaced by one that went further. */
  updated: number
  /** Our copy went as far or further: kept. */
  unchanged: number
  /** A different match under an id we have: both kept, the file's under a new id. */
  copied: number
  /** A different match under an id we have: ours replaced, as the player chose. */
  replaced: number
}

export type ImportResult = ({ ok: true } & ImportCounts) | { ok: false; reason: Reason }

export interface CheckedImport {
  /** Each match with `finished` as its replay says, and its winners. */
  matches: { match: Match; winners: number[] }[]
  names: string[]
}

/**
 * A match in the file under the id of one on the phone that is another game or has other
 * players: not another copy of ours, so the player decides (keep both, or replace ours).
 */
export interface Conflict {
  id: string
  /** On this phone. */
  ours: Summary
  /** In the file. */
  theirs: Summary
}

/** 'keep' (the default): both stay, the file's under a new id. 'replace': ours goes. */
export type Answer = 'keep' | 'replace'
export type Answers = Readonly<Record<string, Answer>>

export type CheckedFile = { ok: true; checked: CheckedImport } | { ok: false; reason: Reason }

/**
 * Everything that can reject a file, before anything is written. A game's rejection comes back
 * as the game's own reason plus `match` (1-based), for the UI to show under 'import.badMatch';
 * a shape refused by the game's schema names the path inside the file.
 */
export async function checkImport(
  text: string,
  validateMatch: ValidateMatch,
  now: number,
  games: KnownGames,
): Promise<CheckedFile> {
  const parsed = parseFile(text, now, games)
  if (!parsed.ok) return parsed
  const matches: CheckedImport['matches'] = []
  for (const [i, match] of parsed.file.matches.entries()) {
    const verdict = await judge(validateMatch, match)
    if (!verdict.ok) return { ok: false, reason: located(verdict.reason, i) }
    // Finished or not is what the replay says, never what the file claims.
    matches.push({ match: { ...match, finished: verdict.finished }, winners: verdict.winners })
  }
  return { ok: true, checked: { matches, names: parsed.file.names } }
}

/** The match's number for the message; a path inside the match becomes one inside the file. */
function located(reason: Reason, i: number): Reason {
  const { key, params } = reason
  const path = params?.path
  if ((key === 'import.badShape' || key === 'import.badValue') && typeof path === 'string') {
    return { key, params: { ...params, path: `matches.${i}.${path}`, match: i + 1 } }
  }
  return { key, params: { ...params, match: i + 1 } }
}

/** Garbage events can make a game's code throw; that is a bad match, not a crash. */
async function judge(validateMatch: ValidateMatch, match: Match): Promise<MatchVerdict> {
  try {
    return await validateMatch(match)
  } catch {
    return { ok: false, reason: { key: 'import.badMatch' } }
  }
}

/** Same id, but another game or other players (in seat order): a different match. */
const isOther = (ours: Summary, match: Match): boolean =>
  ours.game !== match.setup.game ||
  ours.players.length !== match.setup.players.length ||
  ours.players.some((name, seat) => name !== match.setup.players[seat])

/** The file's matches that would replace a different match on the phone; [] for none. */
export function conflicts(index: readonly Summary[], incoming: CheckedImport): Conflict[] {
  const byId = new Map(index.map((summary) => [summary.id, summary]))
  return incoming.matches.flatMap(({ match, winners }) => {
    const ours = byId.get(match.id)
    return ours && isOther(ours, match)
      ? [{ id: match.id, ours, theirs: summarize(match, winners) }]
      : []
  })
}

export interface Merged extends ImportCounts {
  entries: [string, unknown][]
  remove: string[]
}

/**
 * By id: new matches are added, ours are replaced only by a copy that went further. A different
 * match under one of our ids (see `conflicts`) is kept beside ours under `newId()` unless its
 * answer is 'replace'; one without an answer (it appeared since the question) is kept too.
 * `received`: the matches came from another phone at a table (#27), at that time: each one new to
 * this phone (added, kept beside ours, or put in its place) is marked so (`receivedKey`).
 */
export function mergeImport(
  index: readonly Summary[],
  names: readonly string[],
  incoming: CheckedImport,
  answers: Answers = {},
  newId: () => string = () => {
    throw new Error('mergeImport needs newId for a conflict')
  },
  received?: number,
): Merged {
  const byId = new Map(index.map((summary) => [summary.id, summary]))
  const merged: Merged = {
    entries: [],
    remove: [],
    added: 0,
    updated: 0,
    unchanged: 0,
    copied: 0,
    replaced: 0,
  }
  const taken = new Set([...byId.keys(), ...incoming.matches.map(({ match }) => match.id)])
  const put = (match: Match, winners: number[], isNew: boolean) => {
    const summary = summarize(match, winners)
    merged.entries.push([matchKey(match.id), match], [summaryKey(match.id), summary])
    if (isNew && received !== undefined) {
      merged.entries.push([receivedKey(match.id), { id: match.id, at: received }])
    }
    byId.set(match.id, summary)
  }
  for (const { match, winners } of incoming.matches) {
    const ours = byId.get(match.id)
    if (ours && isOther(ours, match)) {
      if (answers[match.id] === 'replace') {
        merged.replaced++
        // What was half-entered belongs to the match that is gone.
        merged.remove.push(draftKey(match.id))
        put(match, winners, true)
      } else {
        merged.copied++
        put({ ...match, id: freshId(taken, newId) }, winners, true)
      }
      continue
    }
    if (ours && !isNewer(match, ours)) {
      merged.unchanged++
      continue
    }
    if (ours) merged.updated++
    else merged.added++
    put(match, winners, !ours)
  }
  const mergedNames = mergeNames(names, incoming.names)
  const namesChanged = mergedNames.join('\n') !== names.join('\n')
  if (namesChanged) merged.entries.push([KEY.names, mergedNames])
  return merged
}

/** A new id nobody uses yet, on the phone or in the file (random ids never collide; tests'). */
function freshId(taken: Set<string>, newId: () => string): string {
  for (let tries = 0; tries < 100; tries++) {
    const id = newId()
    if (!taken.has(id)) {
      taken.add(id)
      return id
    }
  }
  throw new Error('newId keeps returning ids in use')
}
