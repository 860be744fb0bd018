// Follow suit ("Die anderen müssen bedienen"), checked on the cards the table entered: a card of a
// suit its player showed out of earlier in the round is a revoke. Flagged, never refused.
import { leftOf } from '../../../core/seats'
import type { Card, Suit } from '../../cards/french'
import { type Revoke, revokeAfter, revokesByTrick, type SuitTrick } from '../../cards/revoke'
import type { SitRound } from './round'
import type { SitState } from './state'

/** Who led each trick of a round: the dealer's left, then each trick's winner. */
function trickLeaders(round: SitRound, players: number): number[] {
  return round.tricks.map((_, k) =>
    k === 0 ? leftOf(round.dealer, players) : (round.tricks[k - 1] ?? 0),
  )
}

const suitTricks = (round: SitRound, players: number): SuitTrick<Suit>[] =>
  trickLeaders(round, players).map((leader, k) => ({
    leader,
    suits: round.played[k]?.map((card) => card.suit) ?? null,
  }))

/**
 * The trick (from 1) of the current round in which `seat` showed out of `card`'s suit, when they
 * now play it; null when the card is no revoke as far as the entered cards tell.
 */
export function revokeOf(state: SitState, seat: number, card: Card): { trick: number } | null {
  const found = revokeAfter(suitTricks(state.round, state.players), state.players, seat, card.suit)
  return found && { trick: found.trick }
}

/** One trick of a round as the list shows it. */
export interface TrickLine {
  leader: number
  winner: number
  /** In play order from the leader; null for a trick entered by winner only. */
  played: Card[] | null
  /** The revokes recorded in this trick. */
  revokes: Revoke<Suit>[]
}

/** Every trick of a round, with the revokes each one holds. */
function trickLines(round: SitRound, players: number): TrickLine[] {
  const tricks = suitTricks(round, players)
  const revokes = revokesByTrick(tricks, players)
  return tricks.map((trick, k) => ({
    leader: trick.leader,
    winner: round.tricks[k] ?? 0,
    played: round.played[k] ?? null,
    revokes: revokes[k] ?? [],
  }))
}

/**
 * The tricks to list: the running round's once it has one, else the last finished round's (so a
 * revoke in a round's last trick is still seen); null before any trick. `round` counts from 1.
 */
export function trickList(state: SitState): { round: number; tricks: TrickLine[] } | null {
  const last = state.history[state.history.length - 1]
  const round = state.round.tricks.length > 0 || !last ? state.round : last
  if (round.tricks.length === 0) return null
  return { round: round.rung + 1, tricks: trickLines(round, state.players) }
}
