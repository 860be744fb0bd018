// The climb as the table sees it, and what the screens ask of it.
import type { SitOptions } from './options'
import { choosers, type SitRound, taken } from './round'

// The match log: its entries' type is read off the import schema.
export type { SitEvent } from './schema'

export interface SitState {
  players: number
  options: Required<SitOptions>
  /** The card count of each round to climb. */
  ladder: number[]
  lives: number
  /** Index into the ladder of the round being played (or, once over, the last one played). */
  rung: number
  /** The running round; once the game is over, the last round played (also in history). */
  round: SitRound
  /** Every finished round, won or lost, in order. */
  history: SitRound[]
  /** 'show': the round waits for its hidden numbers (a table of phones) to be judged. */
  phase: 'trump' | 'bids' | 'play' | 'show' | 'over'
  /** Who leads the next trick. */
  leader: number
  over: boolean
  won: boolean
  /** The furthest round reached, from 1 (a ladder position, not a card count). */
  reached: number
}

/** Per seat, the tricks taken so far in the current round. */
export const tricksTaken = (state: SitState): number[] => taken(state.round)

/**
 * Per seat, the tricks still to take in the current round: null while the number is not known.
 * Negative for a seat over their number (only possible with secret numbers).
 */
export function stillNeeded(state: SitState): (number | null)[] {
  const got = taken(state.round)
  return state.round.bids.map((bid, seat) => (bid === null ? null : bid - (got[seat] ?? 0)))
}

/** This seat's number is in: entered, or hidden on another phone. */
const chosen = (round: SitState['round'], seat: number): boolean =>
  round.bids[seat] !== null || round.hidden.includes(seat)

/** Everybody but the dealer has chosen a number in the current round. */
export const bidsComplete = (state: SitState): boolean =>
  choosers(state.round).every((seat) => chosen(state.round, seat))

/** The seats still to choose a number, from the dealer's left. */
export const stillChoosing = (state: SitState): number[] =>
  state.phase === 'bids' ? choosers(state.round).filter((seat) => !chosen(state.round, seat)) : []

/** The dealer's forced number: null until all others have chosen, or when they bid too much. */
export const dealerBid = (state: SitState): number | null =>
  state.round.bids[state.round.dealer] ?? null

/** Secret numbers: who chooses next, in turn from the dealer's left. null when nobody does. */
export function pendingBidder(state: SitState): number | null {
  if (state.phase !== 'bids' || !state.options.secretBids) return null
  return stillChoosing(state)[0] ?? null
}

/** Won with this many lives (the score), or stuck at round `reached` of `rounds`. */
export interface SitResult {
  won: boolean
  lives: number
  reached: number
  rounds: number
}

export const resultOf = (state: SitState): SitResult => ({
  won: state.won,
  lives: state.lives,
  reached: state.reached,
  rounds: state.ladder.length,
})

/** The team's score: the lives left after the last round; null unless the team has won. */
export const teamScore = (state: SitState): number | null => (state.won ? state.lives : null)

const rank = (r: SitResult): number => (r.won ? 1000 + r.lives : r.reached)

/** The best of several results: a win beats any loss, more lives beat fewer, then the furthest. */
export function bestResult(results: readonly SitResult[]): SitResult | null {
  let best: SitResult | null = null
  for (const r of results) if (best === null || rank(r) > rank(best)) best = r
  return best
}
