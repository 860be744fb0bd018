// What an imported Letzter Stich match may hold: the shape of its options and of each entry.
// Strict (no other keys) and bounded; whether an entry fits the match is the rules' call.
import * as v from 'valibot'
import type { GameSchemas } from '../../../core/game'
import { int, optionsOf, seat } from '../../cards/schema'

const PLAYERS = 4
const TRICKS = 8

/** Letzter Stich has no options. */
const options = optionsOf({})

const event = v.variant('t', [
  v.strictObject({ t: v.literal('trick'), winner: seat(PLAYERS) }),
  v.strictObject({ t: v.literal('quick'), lastTrick: seat(PLAYERS), sweep: v.boolean() }),
  v.strictObject({
    t: v.literal('counts'),
    tricksWon: v.pipe(v.array(int(0, TRICKS)), v.minLength(3), v.maxLength(PLAYERS)),
    lastTrick: seat(PLAYERS),
  }),
])

export const lsSchemas: GameSchemas = { options, event }
