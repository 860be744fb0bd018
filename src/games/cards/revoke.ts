// Follow suit, checked after the fact: a player who showed out of a suit earlier in the hand and
// now plays a card of it had one when they should have followed (a revoke). Shared by every game
// whose tricks are entered card by card; the suit is whatever the game calls it (suit, animal).

/** One trick of a hand: who led it, and each card's suit in play order; null if entered by winner. */
export interface SuitTrick<S> {
  leader: number
  suits: readonly S[] | null
}

/** A card of `suit` played by `seat`, who showed out of that suit in trick `trick` (from 1). */
export interface Revoke<S> {
  seat: number
  suit: S
  trick: number
}

/**
 * The first trick (from 1) in which `seat` showed out of `suit`: that suit was led and they
 * played another. Only tricks with their cards count; a trick entered by winner knows nothing.
 */
export function showedOut<S>(
  tricks: readonly SuitTrick<S>[],
  players: number,
  seat: number,
  suit: S,
): number | null {
  for (const [k, trick] of tricks.entries()) {
    const led = trick.suits?.[0]
    if (trick.suits === null || led !== suit) continue
    const at = (seat - trick.leader + players) % players
    // The leader sets the suit and cannot show out of it; a short trick may lack the seat.
    const played = at === 0 ? undefined : trick.suits[at]
    if (played !== undefined && played !== suit) return k + 1
  }
  return null
}

/** The revoke a card of `suit` by `seat` would be after these tricks, or null. */
export function revokeAfter<S>(
  tricks: readonly SuitTrick<S>[],
  players: number,
  seat: number,
  suit: S,
): Revoke<S> | null {
  const trick = showedOut(tricks, players, seat, suit)
  return trick === null ? null : { seat, suit, trick }
}

/**
 * Per card of `trick` (in play order), the revoke it is after the earlier tricks `before`, or
 * null. Within one trick nobody can show out and then play the suit (each seat plays once), so
 * the earlier tricks are all a card is checked against.
 */
export function revokesOf<S>(
  before: readonly SuitTrick<S>[],
  players: number,
  leader: number,
  suits: readonly S[],
): (Revoke<S> | null)[] {
  return suits.map((suit, i) => revokeAfter(before, players, (leader + i) % players, suit))
}

/** Per trick of a hand, the revokes recorded in it (none for tricks entered by winner). */
export function revokesByTrick<S>(tricks: readonly SuitTrick<S>[], players: number): Revoke<S>[][] {
  return tricks.map((trick, k) => {
    if (trick.suits === null) return []
    const found = revokesOf(tricks.slice(0, k), players, trick.leader, trick.suits)
    return found.filter((r): r is Revoke<S> => r !== null)
  })
}
