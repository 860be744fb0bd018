import * as v from 'valibot'
import type { GameId } from '../core/game'
import { isSeat } from '../core/seats'

/** Version of what is stored and exported. Bump it only together with a step in MIGRATIONS. */
export const SCHEMA_VERSION = 1

/** Every key in the database; a match lives under `matchKey(id)`. */
export const KEY = {
  schema: 'schema',
  index: 'index',
  names: 'names',
  persistAsked: 'persistAsked',
  probe: 'probe',
} as const

export const matchKey = (id: string): string => `match:${id}`
/** What is half-entered in a match (its draft); never exported, dropped with the match. */
export const draftKey = (id: string): string => `draft:${id}`

// A Record, so adding a GameId in src/core without listing it here fails to compile.
const KNOWN_GAMES: Record<GameId, true> = {
  'letzter-stich': true,
  'stich-fuer-stich': true,
  'stiche-im-team': true,
  'sticht-oder-nicht': true,
}
export const GAME_IDS = Object.keys(KNOWN_GAMES) as GameId[]
export const isGameId = (id: unknown): id is GameId => GAME_IDS.includes(id as GameId)

export const LIMITS = {
  players: 8,
  nameLength: 24,
  rememberedNames: 40,
  matches: 5000,
  events: 10_000,
  importBytes: 5 * 1024 * 1024,
} as const

const name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(LIMITS.nameLength))
export const time = v.pipe(v.number(), v.finite(), v.minValue(0))
const log = v.pipe(v.array(v.unknown()), v.maxLength(LIMITS.events))

/** Ids from `newId` fit; the limit keeps keys short and safe to show. */
export const ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/

const setupSchema = v.pipe(
  v.object({
    // A plain string here: an unknown game gets its own message, see checkGames in file.ts.
    game: v.string(),
    players: v.pipe(v.array(name), v.minLength(1), v.maxLength(LIMITS.players)),
    options: v.unknown(),
    firstDealer: v.number(),
  }),
  v.forward(
    v.check((setup) => isSeat(setup.firstDealer, setup.players.length)),
    ['firstDealer'],
  ),
)

/** A stored match: shape and ranges. Whether its events follow the rules is the game's call. */
export const matchSchema = v.object({
  id: v.pipe(v.string(), v.regex(ID_PATTERN)),
  setup: setupSchema,
  events: log,
  redo: log,
  createdAt: time,
  updatedAt: time,
  finished: v.boolean(),
})

export const namesSchema = v.pipe(v.array(name), v.maxLength(1000))

/** What the issue says about where it went wrong, as `matches.2.setup.players.0`. */
export function issuePath(issue: v.BaseIssue<unknown>): string {
  return v.getDotPath(issue) ?? '(file)'
}
