// What an imported Stich für Stich match may hold: the shape of its options and of each entry.
// Strict (no other keys) and bounded; whether an entry fits the match is the rules' call.
// The entry's type (SfsEvent) is read off this schema, so the two cannot drift apart.
import * as v from 'valibot'
import type { GameSchemas } from '../../../core/game'
import { int, optionsOf, seat } from '../../cards/schema'
import { MAX_NUMBER, type SfsCard, SUSPECTS, WEAPONS } from './cards'
import { MAX_PLAYERS } from './score'

/** Stich für Stich has no options. */
const options = optionsOf({})

// The card keeps its shape of shared/ENGINE.md (cards.ts): the number a phantom may carry is
// always 0, and the rules take the phantom with or without it.
const card: v.GenericSchema<unknown, SfsCard> = v.variant('kind', [
  v.strictObject({
    kind: v.literal('card'),
    suspect: v.picklist(SUSPECTS),
    weapon: v.picklist(WEAPONS),
    number: int(1, MAX_NUMBER),
  }),
  v.strictObject({ kind: v.literal('phantom'), number: v.optional(v.literal(0)) }),
])

// The match log: one criminal case per player, each a secret, 7 tricks and a search after each.
const event = v.variant('t', [
  // A secret is either drawn or hidden, never both (the keys of the other may be there, unset).
  /** The confidant's draw, kept on the phone. */
  v.strictObject({
    t: v.literal('secret'),
    culprit: v.picklist(SUSPECTS),
    weapon: v.picklist(WEAPONS),
    hidden: v.optional(v.undefined()),
  }),
  /** Kept on paper tiles, or left out of an export. */
  v.strictObject({
    t: v.literal('secret'),
    culprit: v.optional(v.undefined()),
    weapon: v.optional(v.undefined()),
    hidden: v.literal(true),
  }),
  /** played: in play order, starting with the leader. */
  v.strictObject({
    t: v.literal('trick'),
    winner: seat(MAX_PLAYERS),
    played: v.optional(v.pipe(v.array(card), v.minLength(3), v.maxLength(MAX_PLAYERS))),
  }),
  /** One sleuth's private search turn, checked on the phone. */
  v.strictObject({ t: v.literal('guess'), seat: seat(MAX_PLAYERS), solved: v.boolean() }),
  /** Paper: the confidant checks the tiles by hand; covers every sleuth still searching. */
  v.strictObject({
    t: v.literal('search'),
    solved: v.pipe(v.array(seat(MAX_PLAYERS)), v.maxLength(MAX_PLAYERS - 1)),
  }),
])

/** One entry of the match log. */
export type SfsEvent = v.InferOutput<typeof event>

export const sfsSchemas: GameSchemas = { options, event }
