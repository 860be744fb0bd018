// Follow the animal ("Each following card of a given trick has to be the same color as the first
// played card"), checked on the cards the table entered: a card of an animal its player showed out
// of earlier in the round is a revoke. Flagged, never refused. A plusminus card changes a value,
// never the animal; a trump animal does not free anyone from following.
import { type Revoke, revokeAfter, revokesByTrick, type SuitTrick } from '../../cards/revoke'
import type { Animal, SonCard } from './cards'
import type { SonRound, SonState, SonTrick } from './state'

const animalTricks = (round: SonRound): SuitTrick<Animal>[] =>
  round.tricks.map((trick) => ({
    leader: trick.leader,
    suits: trick.played?.map((card) => card.animal) ?? null,
  }))

/**
 * The trick (from 1) of the current round in which `seat` showed out of `card`'s animal, when
 * they now play it; null when the card is no revoke as far as the entered cards tell.
 */
export function revokeOf(state: SonState, seat: number, card: SonCard): { trick: number } | null {
  const found = revokeAfter(animalTricks(state.round), state.players, seat, card.animal)
  return found && { trick: found.trick }
}

/** One trick of a round as the list shows it, with the revokes recorded in it. */
export type TrickLine = SonTrick & { revokes: Revoke<Animal>[] }

/** Every trick of a round, with the revokes each one holds. */
function trickLines(round: SonRound, players: number): TrickLine[] {
  const revokes = revokesByTrick(animalTricks(round), players)
  return round.tricks.map((trick, k) => ({ ...trick, revokes: revokes[k] ?? [] }))
}

/**
 * The tricks to list: the running round's once it has one, else the last scored round's (so a
 * revoke in a round's last trick is still seen); null before any trick. `round` counts from 1.
 */
export function trickList(state: SonState): { round: number; tricks: TrickLine[] } | null {
  const last = state.history[state.history.length - 1]
  const round = state.round.tricks.length > 0 || !last ? state.round : last
  if (round.tricks.length === 0) return null
  return { round: round.n, tricks: trickLines(round, state.players) }
}
