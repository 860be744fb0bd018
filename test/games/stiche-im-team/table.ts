// Shared by the Stiche im Team tests: a table, cards, and ways to climb to a given round.
import { expect } from 'vitest'
import type { Setup } from '../../../src/core/game'
import { type Applied, format, named } from '../../../src/core/reason'
import { cardStrings } from '../../../src/games/cards/strings'
import { trickStrings } from '../../../src/games/cards/trickStrings'
import {
  type Card,
  roundHasTrump,
  rules,
  type SitEvent,
  type SitOptions,
  type SitState,
  type Suit,
} from '../../../src/games/stiche-im-team/rules'
import { sitStrings } from '../../../src/games/stiche-im-team/strings'

export const NAMES = ['Anna', 'Ben', 'Carla', 'Dan', 'Eva']
export const [ANNA, BEN, CARLA, DAN] = [0, 1, 2, 3]

export const setup = (
  players: number,
  options: SitOptions = {},
  firstDealer = 0,
): Setup<SitOptions> => ({
  game: 'stiche-im-team',
  players: NAMES.slice(0, players),
  options,
  firstDealer,
})

export const c = (rank: number, suit: Suit): Card => ({ suit, rank })
export const trump = (suit: Suit | null): SitEvent => ({ t: 'trump', suit })
export const bids = (...numbers: (number | null)[]): SitEvent => ({ t: 'bids', bids: numbers })
export const bid = (seat: number, n: number): SitEvent => ({ t: 'bid', seat, bid: n })
export const trick = (winner: number, played?: Card[]): SitEvent =>
  played ? { t: 'trick', winner, played } : { t: 'trick', winner }

export const play = (state: SitState, events: readonly unknown[]): SitState =>
  events.reduce<SitState>((s, e, i) => {
    const next = rules.apply(s, e as SitEvent)
    if (!next.ok) throw new Error(`event ${i} rejected: ${next.reason.key}`)
    return next.state
  }, state)

const en: Record<string, string> = { ...trickStrings.en, ...cardStrings.en, ...sitStrings.en }
const de: Record<string, string> = { ...trickStrings.de, ...cardStrings.de, ...sitStrings.de }

/** The key and English message of a rejection, as a player reads it; German has the key too. */
export function refused(applied: Applied<SitState>): [string, string] {
  if (applied.ok) throw new Error('expected a rejection')
  const reason = named(applied.reason, NAMES)
  expect(de[reason.key], reason.key).toBeTypeOf('string')
  expect(en[reason.key], reason.key).toBeTypeOf('string')
  return [reason.key, format(en[reason.key] ?? '', reason.params)]
}

/** The English sentence for a reason, with the names of the table. */
export const english = (key: string, params?: Record<string, string | number>): string =>
  format(en[key] ?? key, params)

export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

/** The numbers for a round: `first` (default: the dealer's left) takes all, the rest 0. */
function bidsFor(state: SitState, first?: number): SitEvent[] {
  const { round, players } = state
  const taker = first ?? (round.dealer + 1) % players
  const numbers = round.bids.map((_, seat) =>
    seat === round.dealer ? null : seat === taker ? round.cards : 0,
  )
  if (!state.options.secretBids) return [{ t: 'bids', bids: numbers }]
  const order = Array.from({ length: players - 1 }, (_, i) => (round.dealer + 1 + i) % players)
  return order.map((seat) => bid(seat, numbers[seat] ?? 0))
}

/** Trump (or none, where the variant says so) and numbers: the current round ready to play. */
export function ready(state: SitState, first?: number): SitEvent[] {
  const suit = roundHasTrump(state.options, state.round.cards) ? 'hearts' : null
  return [trump(suit), ...bidsFor(play(state, [trump(suit)]), first)]
}

/** A round that succeeds: the dealer's left neighbour says every trick and takes them all. */
export function winRound(state: SitState): SitState {
  const taker = (state.round.dealer + 1) % state.players
  const started = play(state, ready(state))
  return play(
    started,
    Array.from({ length: state.round.cards }, () => trick(taker)),
  )
}

/**
 * A round that fails: the dealer's left neighbour says every trick and the dealer takes them.
 * Open numbers fail at the first trick; secret ones are judged after the last.
 */
export function loseRound(state: SitState): SitState {
  const n = state.options.secretBids ? state.round.cards : 1
  return play(
    play(state, ready(state)),
    Array.from({ length: n }, () => trick(state.round.dealer)),
  )
}

/** Wins rounds until the team stands at `rung` (an index into the ladder). */
export function climbTo(state: SitState, rung: number): SitState {
  let s = state
  while (s.rung < rung) s = winRound(s)
  return s
}
