// Pieces of the games' import schemas (each game's rules/schema.ts): pure valibot, no DOM.
import * as v from 'valibot'
import { SUITS } from './french'

/** A whole number from `min` to `max`. */
export const int = (min: number, max: number) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max))

/**
 * A game's options: these keys and no others, each optional; nothing at all (a match stored
 * without options) is fine too. An array is not options, even an empty one.
 */
export const optionsOf = <E extends v.ObjectEntries>(entries: E) =>
  v.optional(
    v.pipe(
      v.custom<unknown>((o) => !Array.isArray(o)),
      v.strictObject(entries),
    ),
  )

/** A seat at a table of at most `players`. */
export const seat = (players: number) => int(0, players - 1)

/** A card of the French deck, nothing else on it: 2..10, J = 11, Q = 12, K = 13, A = 14. */
export const frenchCard = v.strictObject({ suit: v.picklist(SUITS), rank: int(2, 14) })
