import type { Applied } from './reason'

export type GameId = 'letzter-stich' | 'stich-fuer-stich' | 'stiche-im-team' | 'sticht-oder-nicht'

/** What a match starts from; never changes after the match is created. */
export interface Setup<O = unknown> {
  game: GameId
  /** Names in seat order, clockwise; seat i is players[i]. */
  players: string[]
  options: O
  firstDealer: number
}

/** The pure heart of a game: the state is always `events.reduce(apply, init(setup))`. */
export interface GameRules<S = unknown, E = unknown, O = unknown> {
  init(setup: Setup<O>): S
  apply(state: S, event: E): Applied<S>
  isOver(state: S): boolean
  /** Seats that won; only meaningful once `isOver`. Ties share. */
  winners(state: S): number[]
  /**
   * At a table of phones (#16): an entry that means the same whenever the table takes it (a
   * hidden secret number, made on several phones at once), so a phone that entered it on a
   * table another phone has changed since is not asked to enter it again. Still checked.
   */
  orderFree?(event: E): boolean
}
