// What the screens show of the finished matches that travel at a table (#27): the question this
// phone's player answers once per group, a match that would replace a different one here, and
// what came or was refused. Signals only, so the match page reads them without loading the
// table's code; phones/history.ts sets them.
import { signal } from '@preact/signals'
import type { Reason } from '../core/reason'
import type { Answers, Conflict } from '../storage'

/** "Share your finished matches with these players? n matches", asked once per group. */
export interface ShareQuestion {
  /** The table's players. */
  players: readonly string[]
  /** This phone's finished matches that would travel. */
  matches: number
  answer(share: boolean): void
}
export const shareQuestion = signal<ShareQuestion | null>(null)

/** Matches another phone sent would replace different ones here: the player answers, as at an import. */
export interface HistoryConflict {
  conflicts: Conflict[]
  /** null: nothing of what came is taken. */
  answer(answers: Answers | null): void
}
export const historyConflict = signal<HistoryConflict | null>(null)

/** The last word on what came from other phones: matches taken, or refused and why. */
export type HistoryNews = { received: number } | { refused: Reason }
export const historyNews = signal<HistoryNews | null>(null)
