// The match log and the state it replays to: what the rules, the entries' words and the screens
// share (rules.ts re-exports them).

// The match log: its entries' type is read off the import schema.
export type { LsEvent } from './schema'

/** No options. (Read off the schema it would be `{}`, which TypeScript takes for anything.) */
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
