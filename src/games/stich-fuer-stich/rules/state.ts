// The match log and the state it replays to: what the rules, the export's redaction, the entries'
// words and the screens share (rules.ts re-exports them).
import type { Secret, SfsCard } from './cards'
import type { CaseScore } from './score'

// The match log: its entries' type is read off the import schema.
export type { SfsEvent } from './schema'

/** No options. (Read off the schema it would be `{}`, which TypeScript takes for anything.) */
export type SfsOptions = Record<string, never>

export interface SfsTrick {
  leader: number
  winner: number
  played?: SfsCard[]
}

export interface SfsCase {
  confidant: number
  /** null until drawn, or while it is kept on paper tiles. */
  secret: Secret | null
  hidden: boolean
  tricks: SfsTrick[]
  /** Per seat: the trick in whose search that sleuth solved, else null (the confidant: null). */
  solvedAfter: (number | null)[]
  /** sleuths done in the current search (kept until the next trick) */
  searched: number[]
  /** Set when the case is over. */
  score: CaseScore | null
}

export interface SfsState {
  players: number
  /** finished ones and the running one */
  cases: SfsCase[]
  phase: 'secret' | 'trick' | 'search' | 'over'
  /** Who leads the next trick. */
  leader: number
  totals: number[]
  over: boolean
  winners: number[]
}
