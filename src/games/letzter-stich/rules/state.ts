// The match log and the state it replays to: what the rules, the entries' words and the screens
// share (rules.ts re-exports them).

// The match log. A hand is entered trick by trick, or at once after it was played on paper.
export type LsEvent =
  | { t: 'trick'; winner: number }
  /** Only who took the last trick and whether it was a sweep; the other counts stay unknown. */
  | { t: 'quick'; lastTrick: number; sweep: boolean }
  | { t: 'counts'; tricksWon: number[]; lastTrick: number }

export type LsOptions = Record<string, never>

export interface LsHand {
  dealer: number
  /** null: entered quickly without a sweep, so the counts are unknown. */
  tricksWon: number[] | null
  lastTrick: number
  sweep: boolean
  /** After the hand. */
  counters: number[]
  /** After the hand. */
  pot: number
}

export interface LsState {
  players: number
  counters: number[]
  pot: number
  dealer: number
  /** Who leads the next trick. */
  leader: number
  /** Winners of the current hand's tricks so far, in order. */
  tricks: number[]
  hands: LsHand[]
  over: boolean
  winners: number[]
}
