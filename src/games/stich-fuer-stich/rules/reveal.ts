// The confidant's reveal meter: how many of the 28 secrets the tricks seen so far still allow.
import { type Secret, type SfsCard, SUSPECTS, verdict, WEAPONS } from './cards'

/** Every culprit/weapon pair: 4 suspects × 7 weapons. */
export const ALL_SECRETS: readonly Secret[] = SUSPECTS.flatMap((culprit) =>
  WEAPONS.map((weapon) => ({ culprit, weapon })),
)

/** A trick of a case as the log keeps it: the winner is a seat; played is in order from leader. */
export interface SeenTrick {
  leader: number
  winner: number
  played?: SfsCard[]
}

/** One trick entered with cards: the pairs still possible before it and after it. */
interface RevealStep {
  /** 1..7 */
  trick: number
  before: number
  after: number
}

export interface Reveal {
  /** Pairs still possible after every trick entered with cards (28 when there is none). */
  left: number
  of: number
  /** One per trick entered with cards, in order. */
  steps: RevealStep[]
  /** Tricks (1..7) entered by winner only: they say nothing about the pair. */
  byWinner: number[]
}

/**
 * The meter after each trick of a case. A trick whose cards are known keeps only the pairs under
 * which its winning card (seat `winner`) takes it; a trick entered by winner only keeps them all,
 * as the cards it was won with are not known. For tricks the rules accepted (valid cards).
 */
export function revealSteps(tricks: readonly SeenTrick[]): Reveal {
  let left = ALL_SECRETS
  const steps: RevealStep[] = []
  const byWinner: number[] = []
  for (const [i, trick] of tricks.entries()) {
    const played = trick.played
    if (!played || played.length === 0) {
      byWinner.push(i + 1)
      continue
    }
    // played starts with the leader, one card per seat clockwise.
    const index = (trick.winner - trick.leader + played.length) % played.length
    const before = left.length
    left = left.filter((secret) => verdict(played, secret).winner === index)
    steps.push({ trick: i + 1, before, after: left.length })
  }
  return { left: left.length, of: ALL_SECRETS.length, steps, byWinner }
}
