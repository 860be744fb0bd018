// What an imported Letzter Stich match may hold: the shape of its options and of each entry.
// Strict (no other keys) and bounded; whether an entry fits the match is the rules' call.
// The entry's type (LsEvent) is read off this schema, so the two cannot drift apart.
import * as v from 'valibot'
import type { GameSchemas } from '../../../core/game'
import { int, optionsOf, seat } from '../../cards/schema'

const PLAYERS = 4
const TRICKS = 8

/** Letzter Stich has no options. */
const options = optionsOf({})

// A hand is entered trick by trick, or at once after it was played on paper.
const event = v.variant('t', [
  v.strictObject({ t: v.literal('trick'), winner: seat(PLAYERS) }),
  /** Only who took the last trick and whether it was a sweep; the other counts stay unknown. */
  v.strictObject({ t: v.literal('quick'), lastTrick: seat(PLAYERS), sweep: v.boolean() }),
  v.strictObject({
    t: v.literal('counts'),
    tricksWon: v.pipe(v.array(int(0, TRICKS)), v.minLength(3), v.maxLength(PLAYERS)),
    lastTrick: seat(PLAYERS),
  }),
])

/** One entry of the match log. */
export type LsEvent = v.InferOutput<typeof event>

export const lsSchemas: GameSchemas = { options, event }
