// The paper's list of rounds: per finished round its cards, trump, every number and trick count.
import type { Suit } from '../../cards/french'
import { type Outcome, taken } from './round'
import type { SitState } from './state'

/** One player in one finished round. */
interface SeatLine {
  /** Their number; null for the dealer of a round lost at bidding (no number was left). */
  bid: number | null
  /** The tricks they took; null when the round was lost at bidding and no card was played. */
  took: number | null
  /** They broke the round: over their number, short of it, or missed it at the end. */
  missed: boolean
}

/** One finished round, as the table writes it down. */
export interface RoundRow {
  /** The round of the ladder, from 1; a round lost and played again has the same. */
  round: number
  cards: number
  dealer: number
  /** null: played without trump (variant). */
  trump: Suit | null
  /** How it ended: 'won' or one of the 'lost-*' (a finished round is never 'playing'). */
  outcome: Outcome
  won: boolean
  /** The team's lives after this round. */
  lives: number
  /** Per seat, in seat order. */
  seats: SeatLine[]
}

/**
 * The team's lives after each finished round, won or lost. A lost round costs one life; the one
 * lost with none left ends the climb and leaves the team at 0 (there is no life to give).
 */
export function livesAfter(state: SitState): number[] {
  let lives: number = state.options.lives
  return state.history.map((round) => {
    if (round.outcome !== 'won') lives = Math.max(0, lives - 1)
    return lives
  })
}

/**
 * Every finished round, oldest first. Only finished rounds: by then secret numbers have been said
 * at the table ("Am Ende der Runde sagen alle gleichzeitig ihre Zahl"), so they are public. The
 * round being played is never listed, whatever its numbers.
 */
export function roundRows(state: SitState): RoundRow[] {
  const lives = livesAfter(state)
  return state.history.map((round, i) => {
    const got = taken(round)
    const played = round.outcome !== 'lost-bids'
    return {
      round: round.rung + 1,
      cards: round.cards,
      dealer: round.dealer,
      trump: round.trump ?? null,
      outcome: round.outcome,
      won: round.outcome === 'won',
      lives: lives[i] ?? 0,
      seats: round.bids.map((bid, seat) => ({
        bid,
        took: played ? (got[seat] ?? 0) : null,
        missed: round.failed.includes(seat),
      })),
    }
  })
}
