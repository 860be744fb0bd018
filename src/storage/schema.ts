import * as v from 'valibot'
import type { GameId } from '../core/game'
import { checkName, checkPlayers, tidyName } from '../core/players'
import { isSeat } from '../core/seats'

/** Version of what is stored. Bump it only together with a step in MIGRATIONS (migrate.ts). */
export const SCHEMA_VERSION = 2
/**
 * Version of the export file's shape (file.ts), apart from the database's: version 2 changed
 * only how the phone keeps its list, so a file of today still opens in an app of version 1.
 */
export const FILE_VERSION = 1

/**
 * Every key in the database; a match lives under `matchKey(id)`, what the list shows of it under
 * `summaryKey(id)`.
 */
export const KEY = {
  schema: 'schema',
  /** Version 1 kept every summary in this one key, rewritten on every entry (see MIGRATIONS). */
  index: 'index',
  names: 'names',
  persistAsked: 'persistAsked',
  probe: 'probe',
  /** What this phone answers a table's offers with (#25, app/phones/ticket.ts); never sent. */
  ticket: 'ticket',
} as const

export const matchKey = (id: string): string => `match:${id}`
/** A match's summary (summary.ts), beside the match: an entry rewrites one small record. */
export const SUMMARY_PREFIX = 'summary:'
export const summaryKey = (id: string): string => `${SUMMARY_PREFIX}${id}`
/** What is half-entered in a match (its draft); never exported, dropped with the match. */
export const draftKey = (id: string): string => `draft:${id}`
/**
 * A match's entries that stay on this phone while it is shared at a table (#16): a Stich für
 * Stich secret, the cards its confidant judged. Never sent, never exported, dropped with the match.
 */
export const keptKey = (id: string): string => `kept:${id}`
/**
 * Where this phone sat at the table a match was shared at (#16): host or guest, and its player's
 * seat, so a reload still knows both. Never sent, never exported, dropped with the match.
 */
export const placeKey = (id: string): string => `place:${id}`
/**
 * The host's ways back for the phones that sat at a match's table (#25): per seat, the answer that
 * phone joined with (its ticket's), so a phone away is brought back by one scan. Never sent,
 * never exported, dropped with the match.
 */
const backKey = (id: string): string => `back:${id}`
/**
 * A match that came from another phone at a table (#27, src/table/history.ts), not played or
 * imported here: `{ id, at }`, when it came. Statistics tell them apart ("only this phone").
 * Never sent, never exported, dropped with the match.
 */
export const RECEIVED_PREFIX = 'received:'
export const receivedKey = (id: string): string => `${RECEIVED_PREFIX}${id}`
/** Every key a match has: deleting a match deletes them all. */
export const keysOf = (id: string): string[] => [
  matchKey(id),
  summaryKey(id),
  draftKey(id),
  keptKey(id),
  placeKey(id),
  backKey(id),
  receivedKey(id),
]
/** This phone's own notes, never sent, never exported: per match (placeKey, backKey), or KEY.ticket. */
export type NoteKind = 'place' | 'back' | 'ticket'
export const noteKey = (kind: NoteKind, id: string): string =>
  kind === 'ticket' ? KEY.ticket : kind === 'place' ? placeKey(id) : backKey(id)

/**
 * The games this app has (the registry's ids, handed to openStore): a match of another game is not
 * stored, not imported, and named when it is found stored (a newer version's game).
 */
export type KnownGames = readonly GameId[]

export const LIMITS = {
  players: 8,
  nameLength: 24,
  rememberedNames: 40,
  matches: 5000,
  events: 10_000,
  importBytes: 5 * 1024 * 1024,
} as const

/** The app's rule for a name (src/core/players.ts), the same as on the new-match screen. */
const name = v.pipe(
  v.string(),
  v.maxLength(1000),
  v.transform(tidyName),
  v.check((n) => checkName(n, 1) === null),
)
/** The latest moment a Date can hold (year 275760): anything later cannot be shown as a date. */
const MAX_TIME = 8.64e15
export const time = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(MAX_TIME))
const log = v.pipe(v.array(v.unknown()), v.maxLength(LIMITS.events))

/** Ids from `newId` fit; the limit keeps keys short and safe to show. */
export const ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/

/** Players of a stored match: as many as a game can have, each a name by `name`. */
const playersOf = (one: v.GenericSchema<unknown, string>) =>
  v.pipe(v.array(one), v.minLength(1), v.maxLength(LIMITS.players))

type Players = v.GenericSchema<unknown, string[]>

const setupOf = (players: Players) =>
  v.pipe(
    v.object({
      // A plain string here: an unknown game gets its own message, see checkGames in file.ts.
      game: v.string(),
      players,
      options: v.unknown(),
      firstDealer: v.number(),
    }),
    v.forward(
      v.check((setup) => isSeat(setup.firstDealer, setup.players.length)),
      ['firstDealer'],
    ),
  )

const matchOf = (players: Players) =>
  v.object({
    id: v.pipe(v.string(), v.regex(ID_PATTERN)),
    setup: setupOf(players),
    events: log,
    redo: log,
    createdAt: time,
    updatedAt: time,
    finished: v.boolean(),
  })

/**
 * A match in a file: shape and ranges, and its players by the app's rule (distinct ignoring
 * case and invisible characters, as the new-match screen demands). Whether its events follow
 * the rules is the game's call.
 */
export const matchSchema = matchOf(
  v.pipe(
    playersOf(name),
    v.check((names) => checkPlayers(names, 1, LIMITS.players) === null),
  ),
)

/**
 * What a save checks: the shape only. A match started before the name rule got stricter
 * (a name of only invisible characters) must still be saved, not lose its next entry.
 */
export const storableSchema = matchOf(
  playersOf(v.pipe(v.string(), v.minLength(1), v.maxLength(LIMITS.nameLength))),
)

export const namesSchema = v.pipe(v.array(name), v.maxLength(1000))

/** What the issue says about where it went wrong, as `matches.2.setup.players.0`. */
export function issuePath(issue: v.BaseIssue<unknown>): string {
  return v.getDotPath(issue) ?? '(file)'
}
