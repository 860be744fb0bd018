// What an imported Sticht oder nicht match may hold: the shape of its options and of each entry.
// Strict (no other keys) and bounded; whether an entry fits the match is the rules' call.
import * as v from 'valibot'
import type { GameSchemas } from '../../../core/game'
import { int, optionsOf, seat } from '../../cards/schema'
import { ANIMALS, MAX_PLAYERS, MAX_VALUE } from './cards'
import { MAX_ROUNDS, MIN_ROUNDS } from './options'
import { CUSTOM_MAX, CUSTOM_MIN, NAME_MAX } from './specials'

const animal = v.picklist(ANIMALS)
const which = v.picklist(['most', 'fewest'])
const sign = v.picklist([2, -2])

const options = optionsOf({
  rounds: v.optional(int(MIN_ROUNDS, MAX_ROUNDS)),
  // At most three 1s are ever set aside (five players).
  setAsideOnes: v.optional(v.pipe(v.array(animal), v.maxLength(3))),
})

const special = v.variant('kind', [
  v.strictObject({ kind: v.literal('trump'), animal }),
  v.strictObject({ kind: v.literal('tricks'), which, points: v.picklist([5, -5]) }),
  v.strictObject({ kind: v.literal('animal'), animal, which, points: v.picklist([3, -3]) }),
  v.strictObject({ kind: v.literal('perCard'), animal }),
  // The rules trim the name and want 1 to NAME_MAX characters of it.
  v.strictObject({
    kind: v.literal('custom'),
    name: v.pipe(
      v.string(),
      v.check((name) => name.trim().length >= 1 && name.trim().length <= NAME_MAX),
    ),
  }),
])

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

const event = v.variant('t', [
  v.strictObject({ t: v.literal('specials'), cards: v.tuple([special, special]) }),
  v.strictObject({
    t: v.literal('trick'),
    winner: seat(MAX_PLAYERS),
    plusminus: v.optional(v.strictObject({ seat: seat(MAX_PLAYERS), sign })),
    played: v.optional(v.pipe(v.array(card), v.minLength(3), v.maxLength(MAX_PLAYERS))),
  }),
  v.strictObject({
    t: v.literal('score'),
    input: v.strictObject({
      animalCounts: slots(int(0, MAX_VALUE)),
      custom: slots(int(CUSTOM_MIN, CUSTOM_MAX)),
    }),
  }),
])

export const sonSchemas: GameSchemas = { options, event }
