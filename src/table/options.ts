// What each side of a table of phones is given and tells its app (host.ts, guest.ts): how it
// saves, and what it says when the table moves on, a phone joins or goes quiet, or a seat is asked.
import type { Match } from '../core/match'
import type { Reason } from '../core/reason'
import type { PhoneAt, Refusal } from './guestPhone'
import type { Held, Made } from './log'
import type { SeatRequest } from './seating'
import type { Persist, SeatOptions } from './side'

/** The host's answer to a seat this phone asked for, when it is not simply taken. */
export type SeatAnswer = { seat: number; waiting: true } | { seat: number | null; reason: Reason }

export interface HostOptions<S, E> extends SeatOptions {
  persist: Persist<S, E>
  /** The table moved on: show it; `made`: what changed, and whose it was (none: the whole table anew). */
  onChange?: (held: Held<S, E>, made?: Made<E>) => void
  /** A message that could not be read, with why (shown, never acted on). */
  onBadMessage?: (reason: Reason) => void
  /** A guest's phone was refused something: the host's log of what other phones tried. */
  onRefused?: (refusal: Refusal) => void
  /** The seats guests asked for that wait for the host's player changed. */
  onRequests?: (requests: SeatRequest[]) => void
  /** A guest's phone joined or left, took a seat, or went quiet or was heard again. */
  onPhones?: (phones: PhoneAt[]) => void
  /**
   * Entries of the log this phone keeps the value of (entered here before the table opened):
   * only this phone may act for them, as if each had been entered at the table.
   */
  keptHere?: readonly number[]
  /**
   * False for a table of one (a phone playing alone): nothing leaves the phone, so nothing is
   * asked of who proposes; the same decision, save and show as at a table. Default true.
   */
  shared?: boolean
  now?: () => number
  /** Runs `run` in `ms` milliseconds (an entry held until its turn, limit.ts); setTimeout by default. */
  later?: (run: () => void, ms: number) => void
}

export interface GuestOptions<S, E> extends SeatOptions {
  persist: Persist<S, E>
  /** The table moved on: show it; `made`: what changed, and whose it was (none: the whole table anew). */
  onChange?: (held: Held<S, E>, made?: Made<E>) => void
  /** The host's channel closed: this phone may carry on alone. */
  onLeft?: () => void
  onBadMessage?: (reason: Reason) => void
  /** The host's table has not arrived within JOIN_WAIT_MS (still asked for). */
  onSlow?: () => void
  /** The host's phone went quiet (false: its screen locked, the Wi-Fi gone) or is heard again. */
  onReach?: (reachable: boolean) => void
  /** The seat this phone asked for waits for the host's player, or was refused. */
  onSeatAnswer?: (answer: SeatAnswer) => void
  /** What this phone held before joining (a rejoin). */
  held?: Held<S, E>
  /**
   * A copy of the table's match this phone has stored, if any: a phone rejoining from its list
   * of matches (not from the match it holds) is asked before that copy's own entries are lost.
   */
  stored?: (matchId: string) => Promise<Match<E> | undefined>
  /**
   * Asked before a rejoining phone takes a table that lacks entries of its own copy (both went
   * on alone): true takes the table; false (the default) keeps this phone's copy and leaves.
   */
  confirmLoss?: (lost: number) => Promise<boolean>
}
