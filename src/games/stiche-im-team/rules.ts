import type { GameRules, Setup } from '../../core/game'
import type { Reach, Report } from '../../core/report'
import {
  type Card,
  SUITS,
  type Suit,
  type TrickVerdict,
  trickWinner,
  validateTrick,
} from '../cards/french'
import { fail } from './rules/fail'
import { checkOptions, climb, type SitOptions } from './rules/options'
import { proposer } from './rules/proposer'
import { apply, init } from './rules/reducer'
import { sitReport } from './rules/report'
import { checkTarget, target } from './rules/round'
import type { SitEvent, SitState } from './rules/state'

export type { Card, Suit, TrickVerdict } from '../cards/french'
export { checkOptions, roundHasTrump, type SitOptions } from './rules/options'
export { roundReason, type SitRound } from './rules/round'
export { livesAfter, type RoundRow, roundRows } from './rules/rounds'
export {
  bestResult,
  bidsComplete,
  dealerBid,
  pendingBidder,
  resultOf,
  type SitEvent,
  type SitResult,
  type SitState,
  stillChoosing,
  stillNeeded,
  teamScore,
  tricksTaken,
} from './rules/state'

// Any table size judges: 3 to 5 cards from the full 52-card deck, 2 to ace.
const TRICK_RANGE = { minRank: 2, maxRank: 14, minCards: 3, maxCards: 5 }

/** Who takes the trick and why: the highest trump, else the highest card of the led suit. */
export function explainTrick(played: Card[], trump: Suit | null): TrickVerdict {
  const problem = validateTrick(played, TRICK_RANGE)
  if (problem) fail(problem)
  if (trump !== null && !SUITS.includes(trump)) fail({ key: 'sit.badTrump' })
  return trickWinner(played, trump)
}

/** Index into `played` (in play order) of the card that takes the trick. */
export function judgeTrick(played: Card[], trump: Suit | null): number {
  return explainTrick(played, trump).winner
}

/** What the dealer must take: cards - sum(others). null when the others already bid more. */
export function dealerTarget(cards: number, othersBids: number[]): number | null {
  const problem = checkTarget(cards, othersBids)
  if (problem) fail(problem)
  return target(cards, othersBids)
}

/** The card counts of the rounds to climb, in order, for the options chosen. */
export function ladder(o: {
  players: number
  longAscent?: boolean
  upAndDown?: boolean
}): number[] {
  if (typeof o !== 'object' || o === null) fail({ key: 'cards.badOptions' })
  const { players, longAscent, upAndDown } = o
  const problem = checkOptions(players, { longAscent, upAndDown })
  if (problem) fail(problem)
  return climb(o)
}

/**
 * The climb in numbers: the team's lives before the first round and after each finished one, and
 * for every seat the furthest round reached (the team scores as one, so no points per seat).
 */
export function report(state: SitState, _setup: Setup): Report<{ points: null; reached: Reach }> {
  return sitReport(state)
}

export const rules: GameRules<SitState, SitEvent, SitOptions> = {
  init,
  apply,
  isOver: (state) => state.over,
  // The team wins or loses together: every seat, or nobody.
  winners: (state) => (state.won ? Array.from({ length: state.players }, (_, seat) => seat) : []),
  // Hidden numbers are chosen at once on several phones, and shown at once.
  orderFree: (event) => (event.t === 'bid' && event.hidden === true) || event.t === 'show',
  proposer,
}
export { describeEvent, drafted, undoneDraft } from './rules/describe'
export { redactSecretBids } from './rules/redact'
export { revokeOf, type TrickLine, trickList } from './rules/revoke'
