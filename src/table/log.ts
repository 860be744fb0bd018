// One match, several phones: the host's log decides (#16). Pure: no storage, no network, no
// clock (the caller passes `now`). The host commits a change only if it was made on the table as
// the host holds it, so two phones entering the same trick at once end with one trick: the second
// proposal was made on a table that has moved on, and is refused with a reason its phone shows.
// Every phone applies the committed changes in the host's order with the same rules, so every
// copy of the match ends the same; a phone that missed a change asks for the table again.
import { applyOp, type Op } from '../core/change'
import type { GameRules } from '../core/game'
import { type Match, replay } from '../core/match'
import type { Reason } from '../core/reason'

/** A phone's copy of the table: the match, its replayed state, how many changes it has seen. */
export interface Held<S = unknown, E = unknown> {
  match: Match<E>
  state: S
  /** Changes committed since the table was opened; the next commit is number `seen + 1`. */
  seen: number
}

/** A change as the host committed it, numbered; `at` is the match's new `updatedAt`. */
export interface Commit<E = unknown> {
  n: number
  op: Op<E>
  at: number
  /** The proposal this commit answers, so the phone that made it knows it was taken. */
  proposal?: string
  /**
   * The seat of the phone that proposed it, as the host knows it from the channel the proposal
   * came on (never from the message: a guest cannot speak for another phone); null: a phone
   * with no seat yet. Every other phone says whose change it was (#25).
   */
  by?: number | null
}

/**
 * A change as a phone's screen is told it: the op, and whose it was (this phone's own, or the
 * phone at seat `by`; null: a phone with no seat yet).
 */
export interface Made<E = unknown> {
  op: Op<E>
  mine: boolean
  by: number | null
}

/** What a phone asks the host to commit: `base` is how many changes it had seen. */
export interface Proposal<E = unknown> {
  id: string
  base: number
  op: Op<E>
}

export type Decision<S, E> =
  | { ok: true; commit: Commit<E>; held: Held<S, E> }
  | { ok: false; reason: Reason }

/**
 * The host's answer to a proposal (its own entries too): committed as change `seen + 1`, or
 * refused with why. A proposal made on an older table is refused even if it would fit now: it
 * was entered on a screen that no longer showed the table (another phone entered first); only
 * an entry the game calls order-free (`GameRules.orderFree`) is decided on the table as it is.
 */
export function decide<S, E>(
  rules: GameRules<S, E>,
  held: Held<S, E>,
  proposal: Proposal<E>,
  now: number,
): Decision<S, E> {
  const { op } = proposal
  const anyTime = op.kind === 'record' && rules.orderFree?.(op.event) === true
  if (proposal.base !== held.seen && !anyTime) {
    return { ok: false, reason: { key: 'table.someoneFirst' } }
  }
  // A commit never goes back in time, whatever this phone's clock says.
  const at = Math.max(now, held.match.updatedAt)
  const change = applyOp(rules, held.match, held.state, op, at)
  if (!change.ok) return change
  const commit: Commit<E> = { n: held.seen + 1, op, at, proposal: proposal.id }
  return { ok: true, commit, held: { match: change.match, state: change.state, seen: commit.n } }
}

export type Received<S, E> =
  /** Applied: this is the new copy. */
  | { kind: 'applied'; held: Held<S, E> }
  /** Already applied (a message sent twice): nothing changes. */
  | { kind: 'known' }
  /** Changes are missing before this one, or it does not apply here: ask for the table. */
  | { kind: 'resync' }

/** A phone takes a commit from the host, in the host's order. */
export function receive<S, E>(
  rules: GameRules<S, E>,
  held: Held<S, E>,
  commit: Commit<E>,
): Received<S, E> {
  if (commit.n <= held.seen) return { kind: 'known' }
  if (commit.n !== held.seen + 1) return { kind: 'resync' }
  const change = applyOp(rules, held.match, held.state, commit.op, commit.at)
  if (!change.ok) return { kind: 'resync' }
  return { kind: 'applied', held: { match: change.match, state: change.state, seen: commit.n } }
}

/** A phone's copy from the host's whole table (on joining, or after a resync). */
export function adopt<S, E>(rules: GameRules<S, E>, match: Match<E>, seen: number): Held<S, E> {
  return { match, state: replay(rules, match.setup, match.events), seen }
}

/**
 * How many of `mine`'s entries a phone would lose by taking `theirs` instead: those after the
 * longest run of entries both logs start with. Zero for a copy that is only behind (or equal),
 * and for another match altogether (nothing of this one is replaced).
 */
export function lostByAdopting<E>(mine: Match<E>, theirs: Match<E>): number {
  if (mine.id !== theirs.id) return 0
  const same = (a: E, b: E) => JSON.stringify(a) === JSON.stringify(b)
  let shared = 0
  while (
    shared < mine.events.length &&
    shared < theirs.events.length &&
    same(mine.events[shared] as E, theirs.events[shared] as E)
  ) {
    shared++
  }
  return mine.events.length - shared
}
