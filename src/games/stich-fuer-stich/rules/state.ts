// The match log and the state it replays to: what the rules, the export's redaction, the entries'
// words and the screens share (rules.ts re-exports them).
import type { Secret, SfsCard, Suspect, Weapon } from './cards'
import type { CaseScore } from './score'

// The match log: one criminal case per player, each a secret, 7 tricks and a search after each.
export type SfsOptions = Record<string, never>

export type SfsEvent =
  /** The confidant's draw, kept on the phone. */
  | { t: 'secret'; culprit: Suspect; weapon: Weapon }
  /** Kept on paper tiles, or left out of an export. */
  | { t: 'secret'; hidden: true }
  /** played: in play order, starting with the leader. */
  | { t: 'trick'; winner: number; played?: SfsCard[] }
  /** One sleuth's private search turn, checked on the phone. */
  | { t: 'guess'; seat: number; solved: boolean }
  /** Paper: the confidant checks the tiles by hand; covers every sleuth still searching. */
  | { t: 'search'; solved: number[] }

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
