// What an imported Stiche im Team match may hold: the shape of its options and of each entry.
// Strict (no other keys) and bounded; whether an entry fits the match is the rules' call.
import * as v from 'valibot'
import type { GameSchemas } from '../../../core/game'
import { SUITS } from '../../cards/french'
import { frenchCard, int, optionsOf, seat } from '../../cards/schema'
import { LONG_TOP, MAX_PLAYERS } from './options'

const options = optionsOf({
  lives: v.optional(v.picklist([3, 4])),
  longAscent: v.optional(v.boolean()),
  upAndDown: v.optional(v.boolean()),
  noTrumpOdd: v.optional(v.boolean()),
  secretBids: v.optional(v.boolean()),
})

/** A number: at most every card of the longest round. */
const bid = int(0, LONG_TOP)

const event = v.variant('t', [
  v.strictObject({ t: v.literal('trump'), suit: v.nullable(v.picklist(SUITS)) }),
  v.strictObject({
    t: v.literal('bids'),
    bids: v.pipe(v.array(v.nullable(bid)), v.minLength(3), v.maxLength(MAX_PLAYERS)),
  }),
  v.strictObject({
    t: v.literal('bid'),
    seat: seat(MAX_PLAYERS),
    // A hidden number (a table of phones) is on the log without its value.
    bid: v.optional(bid),
    hidden: v.optional(v.literal(true)),
  }),
  v.strictObject({ t: v.literal('show'), seat: seat(MAX_PLAYERS), bid }),
  v.strictObject({
    t: v.literal('trick'),
    winner: seat(MAX_PLAYERS),
    played: v.optional(v.pipe(v.array(frenchCard), v.minLength(3), v.maxLength(MAX_PLAYERS))),
  }),
  v.strictObject({ t: v.literal('reveal') }),
])

export const sitSchemas: GameSchemas = { options, event }
