import type { GenericSchema } from 'valibot'
import type { Applied, Reason } from './reason'

/**
 * A game's id, as its folder and its declaration name it (src/games/<id>/game.ts). Core knows no
 * game: which ids exist is the registry's to say (src/games/list.ts).
 */
export type GameId = string

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
  /**
   * At a table of phones (#23): which phone may propose `event` on the table as `state` holds
   * it. The host asks for every proposal, its own too, and refuses with a reason what another
   * phone sent. Without it, every entry is shared (any phone).
   */
  proposer?(state: S, event: E, table: TableView<E>): Proposer
  /**
   * The steps of the log a correction may replace at a table, one at a time (a hand of Letzter
   * Stich). Without it, nothing can be corrected at a table: a correction never removes entries
   * it does not replace.
   */
  steps?(events: readonly E[]): Span[]
}

/** A run of the log's entries: from `start` up to, not including, `end`. */
interface Span {
  start: number
  end: number
}

/** What the rules may know of a table when they say who proposes an entry. */
export interface TableView<E = unknown> {
  /** The table's log as the host holds it (stand-ins, never a secret). */
  log: readonly E[]
  /** The seats held by a phone at the table. */
  phones: readonly number[]
}

/** Who at a table may propose an entry (#23). */
export type Proposer =
  /** A shared entry (a trick by its winner, the trump): any phone at the table. */
  | { by: 'any' }
  /** The phone that holds this seat; while no phone holds it, any phone (its player has none). */
  | { by: 'seat'; seat: number }
  /**
   * The phone that proposed the log's entry at `entry` and keeps its value (a hidden number, the
   * case's secret); any phone once that phone left the table (the number is said aloud).
   */
  | { by: 'keeper'; entry: number }
  /** Nobody, now or ever at a table (a secret's value would reach every phone). */
  | { by: 'nobody'; reason: Reason }

/**
 * What a game hands the import and the table's messages (its rules/schema.ts): its options and
 * one entry of its log, as valibot schemas.
 */
export interface GameSchemas {
  options: GenericSchema
  event: GenericSchema
}
