// What an imported Stich für Stich match may hold: the shape of its options and of each entry.
// Strict (no other keys) and bounded; whether an entry fits the match is the rules' call.
import * as v from 'valibot'
import type { GameSchemas } from '../../../core/game'
import { int, optionsOf, seat } from '../../cards/schema'
import { MAX_NUMBER, SUSPECTS, WEAPONS } from './cards'
import { MAX_PLAYERS } from './score'

/** Stich für Stich has no options. */
const options = optionsOf({})

const card = v.variant('kind', [
  v.strictObject({
    kind: v.literal('card'),
    suspect: v.picklist(SUSPECTS),
    weapon: v.picklist(WEAPONS),
    number: int(1, MAX_NUMBER),
  }),
  // A phantom shows 0; the rules take it with or without.
  v.strictObject({ kind: v.literal('phantom'), number: v.optional(v.literal(0)) }),
])

const event = v.variant('t', [
  // Either the culprit and weapon, or hidden (kept on paper, or left out of an export).
  v.strictObject({
    t: v.literal('secret'),
    culprit: v.optional(v.picklist(SUSPECTS)),
    weapon: v.optional(v.picklist(WEAPONS)),
    hidden: v.optional(v.literal(true)),
  }),
  v.strictObject({
    t: v.literal('trick'),
    winner: seat(MAX_PLAYERS),
    played: v.optional(v.pipe(v.array(card), v.minLength(3), v.maxLength(MAX_PLAYERS))),
  }),
  v.strictObject({ t: v.literal('guess'), seat: seat(MAX_PLAYERS), solved: v.boolean() }),
  v.strictObject({
    t: v.literal('search'),
    solved: v.pipe(v.array(seat(MAX_PLAYERS)), v.maxLength(MAX_PLAYERS - 1)),
  }),
])

export const sfsSchemas: GameSchemas = { options, event }
