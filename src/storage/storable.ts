// What a save checks before it writes: a match that could be imported again, of a game this app
// has, saved on the version it was made on.
import * as v from 'valibot'
import type { Match } from '../core/match'
import { issuePath, type KnownGames, storableSchema } from './schema'

/** A match that could not be imported again would make its export useless: refuse it now. */
export function assertStorable(match: Match, games: KnownGames): void {
  const checked = v.safeParse(storableSchema, match, { abortEarly: true })
  if (!checked.success) {
    throw new TypeError(`Match ${match.id} cannot be stored: ${issuePath(checked.issues[0])}`)
  }
  if (!games.includes(match.setup.game)) throw new TypeError(`Unknown game ${match.setup.game}`)
}

/** The same stored version: saved at the same moment with the same log. */
export const sameVersion = (a: Match, b: Match): boolean =>
  a.updatedAt === b.updatedAt &&
  a.events.length === b.events.length &&
  a.redo.length === b.redo.length
