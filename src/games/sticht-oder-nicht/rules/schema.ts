// What an imported Sticht oder nicht match may hold: the shape of its options and of each entry.
// Strict (no other keys) and bounded; whether an entry fits the match is the rules' call.
// The types of the options, the special cards, a round's input and the entry (SonOptions,
// Special, RoundInput, SonEvent) are read off these schemas, so the two cannot drift apart; the
// bounds they need are here too, for the rules to share.
import * as v from 'valibot'
import type { GameSchemas } from '../../../core/game'
import { int, optionsOf, seat } from '../../cards/schema'
import { ANIMALS, MAX_PLAYERS, MAX_VALUE } from './cards'

export const MIN_ROUNDS = 1
export const MAX_ROUNDS = 30
/** A custom special card's name: 1 to NAME_MAX characters, trimmed. */
export const NAME_MAX = 30
/** A custom special card's points per player and round. */
export const CUSTOM_MIN = -99
export const CUSTOM_MAX = 99

const animal = v.picklist(ANIMALS)
const which = v.picklist(['most', 'fewest'])
const sign = v.picklist([2, -2])

const options = optionsOf({
  /** Rounds to play; the rulebook's number for the table size by default. */
  rounds: v.optional(int(MIN_ROUNDS, MAX_ROUNDS)),
  /** The random 1s set aside (one with 3 players, three with 5), if the table records them. */
  // At most three 1s are ever set aside (five players).
  setAsideOnes: v.optional(v.pipe(v.array(animal), v.maxLength(3))),
})

/** The options chosen before the first deal, each optional. */
export type SonOptions = NonNullable<v.InferOutput<typeof options>>

const special = v.variant('kind', [
  /** violet: a trump animal */
  v.strictObject({ kind: v.literal('trump'), animal }),
  /** pink: +5 or -5 for the most or the fewest tricks */
  v.strictObject({ kind: v.literal('tricks'), which, points: v.picklist([5, -5]) }),
  /** green: +3 or -3 for the most or the fewest cards of an animal in won tricks */
  v.strictObject({ kind: v.literal('animal'), animal, which, points: v.picklist([3, -3]) }),
  /** orange: +1 per card of an animal in won tricks */
  v.strictObject({ kind: v.literal('perCard'), animal }),
  /** any other card: its points are typed in per player at the round's end */
  // The rules trim the name and want 1 to NAME_MAX characters of it.
  v.strictObject({
    kind: v.literal('custom'),
    name: v.pipe(
      v.string(),
      v.check((name) => name.trim().length >= 1 && name.trim().length <= NAME_MAX),
    ),
  }),
])

/** A special card: two are in effect each round. */
export type Special = v.InferOutput<typeof special>

const card = v.strictObject({
  animal,
  value: int(1, MAX_VALUE),
  plusminus: v.optional(sign),
})

/** Per special card (two), per seat: counts or custom points; null (or nothing) where none. */
const slots = (each: v.GenericSchema<unknown, number>) =>
  v.optional(
    v.pipe(v.array(v.nullish(v.pipe(v.array(each), v.maxLength(MAX_PLAYERS)))), v.maxLength(2)),
  )

const input = v.strictObject({
  animalCounts: slots(int(0, MAX_VALUE)),
  custom: slots(int(CUSTOM_MIN, CUSTOM_MAX)),
})

/**
 * Per special card (index 0 or 1): the counts or custom points per seat; null (or nothing) where
 * none.
 */
export type RoundInput = v.InferOutput<typeof input>

const event = v.variant('t', [
  /** The two cards in effect this round, in the order the two choosers took them. */
  v.strictObject({ t: v.literal('specials'), cards: v.tuple([special, special]) }),
  /**
   * played: in play order from the leader. With cards, the plusminus is on its card (the event's
   * own `plusminus` may repeat it) and the winner must be the judged one.
   */
  v.strictObject({
    t: v.literal('trick'),
    winner: seat(MAX_PLAYERS),
    plusminus: v.optional(v.strictObject({ seat: seat(MAX_PLAYERS), sign })),
    played: v.optional(v.pipe(v.array(card), v.minLength(3), v.maxLength(MAX_PLAYERS))),
  }),
  /** The round's end: what the app cannot know. */
  v.strictObject({ t: v.literal('score'), input }),
])

/** One entry of the match log. */
export type SonEvent = v.InferOutput<typeof event>

export const sonSchemas: GameSchemas = { options, event }
