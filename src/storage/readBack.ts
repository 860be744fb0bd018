import * as v from 'valibot'
import type { Match } from '../core/match'
import type { Reason } from '../core/reason'
import type { Kv } from './kv'
import {
  draftKey,
  issuePath,
  type KnownGames,
  keptKey,
  matchKey,
  placeKey,
  storableSchema,
} from './schema'
import type { Summary } from './summary'

/** A stored match read back: whole, or why this phone cannot use it. */
export type ReadBack = { ok: true; match: Match } | { ok: false; reason: Reason }

/** A stored match that cannot be loaded, with what the index knows of it (to name it) and why. */
export interface Unloadable {
  id: string
  summary?: Summary
  reason: Reason
}

const UNREADABLE: ReadBack = { ok: false, reason: { key: 'stored.unreadable' } }

/**
 * What one stored value is worth: a match of a known game in the shape a save writes (not the
 * stricter file schema: a match saved before a rule got stricter still opens), or why not.
 * Never throws: one bad value must not take the other matches down with it.
 */
export function checkStored(value: unknown, id: string, games: KnownGames): ReadBack {
  // Chromium hands back null for a value it stored but cannot read again (nested too deep).
  if (value === null) return UNREADABLE
  try {
    const checked = v.safeParse(storableSchema, value, { abortEarly: true })
    if (!checked.success) {
      return damaged(issuePath(checked.issues[0]))
    }
    // The value itself, not valibot's copy: what is exported is exactly what is stored.
    const match = value as Match
    if (match.id !== id) return damaged('id')
    const { game } = match.setup
    if (!games.includes(game)) {
      return {
        ok: false,
        reason: { key: 'stored.unknownGame', params: { game: String(game).slice(0, 40) } },
      }
    }
    return { ok: true, match }
  } catch {
    // A value deep enough to overflow the stack while it is checked.
    return UNREADABLE
  }
}

const damaged = (path: string): ReadBack => ({
  ok: false,
  reason: { key: 'stored.damaged', params: { path } },
})

/**
 * The stored values of these matches, in order; undefined where there is none. One transaction
 * for all; if that fails (one value cannot be cloned back), each is read alone and a value that
 * still fails is null, as Chromium gives it: that match is unreadable, the others are not.
 */
export async function readEach(kv: Kv, ids: readonly string[]): Promise<unknown[]> {
  const keys = ids.map(matchKey)
  try {
    return await kv.getMany<unknown>(keys)
  } catch {
    return Promise.all(keys.map((key) => kv.get<unknown>(key).catch(() => null)))
  }
}

/** A match being opened, as `readOpening` finds it; undefined where nothing is stored. */
export interface Opening {
  match: ReadBack | undefined
  draft: unknown
  kept: unknown
  place: unknown
}

/**
 * What opening a match reads, in one transaction: the match (checked as checkStored does), its
 * draft, what this phone keeps of it and its place at a table. Should the match's value not read
 * back in one go, each is read alone (see readEach), the others still found.
 */
export async function readOpening(kv: Kv, id: string, games: KnownGames): Promise<Opening> {
  // The match last: requests in one transaction are answered in order, and the small values'
  // answers first leave none to wait behind a frame once the match's (the long one to copy back
  // into the page) is in: reading, checking, replaying and drawing run on in one go.
  const keys = [draftKey(id), keptKey(id), placeKey(id), matchKey(id)]
  let values: unknown[]
  try {
    values = await kv.getMany<unknown>(keys)
  } catch {
    const rest = keys.slice(0, -1).map((key) => kv.get<unknown>(key).catch(() => undefined))
    const [match] = await readEach(kv, [id])
    values = [...(await Promise.all(rest)), match]
  }
  const [draft, kept, place, value] = values
  const match = value === undefined ? undefined : checkStored(value, id, games)
  return { match, draft, kept, place }
}
