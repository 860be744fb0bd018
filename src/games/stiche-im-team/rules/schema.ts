// What an imported Stiche im Team match may hold: the shape of its options and of each entry.
// Strict (no other keys) and bounded; whether an entry fits the match is the rules' call.
// The options' and the entry's types (SitOptions, SitEvent) are read off these schemas, so the
// two cannot drift apart; the bounds they need are here too, for the rules to share.
import * as v from 'valibot'
import type { GameSchemas } from '../../../core/game'
import { SUITS } from '../../cards/french'
import { frenchCard, int, optionsOf, seat } from '../../cards/schema'

export const MIN_PLAYERS = 3
export const MAX_PLAYERS = 5
/** The top of the long ascent: 10 cards. */
export const LONG_TOP = 10

const options = optionsOf({
  /** Coins the team starts with: 3, or 4 (the rulebook asks for 3-4 coins). */
  lives: v.optional(v.picklist([3, 4])),
  /** Up to 10 cards instead of 7; 3 or 4 players only. */
  longAscent: v.optional(v.boolean()),
  /** Back down to 1 card after the top. */
  upAndDown: v.optional(v.boolean()),
  /** Rounds with an odd card count have no trump. */
  noTrumpOdd: v.optional(v.boolean()),
  /** The numbers stay hidden until the round ends. */
  secretBids: v.optional(v.boolean()),
})

/** The options chosen before the climb, each optional. */
export type SitOptions = NonNullable<v.InferOutput<typeof options>>

/** A number: at most every card of the longest round. */
const bid = int(0, LONG_TOP)

const event = v.variant('t', [
  /** The suit of the card the dealer turned up; null in a round the variant plays without trump. */
  v.strictObject({ t: v.literal('trump'), suit: v.nullable(v.picklist(SUITS)) }),
  /** Open numbers: one per seat in seat order, null for the dealer. */
  v.strictObject({
    t: v.literal('bids'),
    bids: v.pipe(v.array(v.nullable(bid)), v.minLength(3), v.maxLength(MAX_PLAYERS)),
  }),
  /** Secret numbers: one player's, in turn from the dealer's left. */
  v.strictObject({
    t: v.literal('bid'),
    seat: seat(MAX_PLAYERS),
    bid,
    hidden: v.optional(v.undefined()),
  }),
  /**
   * At a table of phones (#16) a number is `hidden` (in any order): the table's log holds it
   * without `bid`, the phone it was entered on keeps it with `bid`, and shows it when the round
   * is judged.
   */
  v.strictObject({
    t: v.literal('bid'),
    seat: seat(MAX_PLAYERS),
    bid: v.optional(bid),
    hidden: v.literal(true),
  }),
  /** A hidden number shown to the table: once every trick is in, or when the table reveals. */
  v.strictObject({ t: v.literal('show'), seat: seat(MAX_PLAYERS), bid }),
  /** played: in play order from the leader; with cards, the winner must be the judged one. */
  v.strictObject({
    t: v.literal('trick'),
    winner: seat(MAX_PLAYERS),
    played: v.optional(v.pipe(v.array(frenchCard), v.minLength(3), v.maxLength(MAX_PLAYERS))),
  }),
  /** Secret numbers: the table shows them before the round ends. */
  v.strictObject({ t: v.literal('reveal') }),
])

/** One entry of the match log. */
export type SitEvent = v.InferOutput<typeof event>

export const sitSchemas: GameSchemas = { options, event }
