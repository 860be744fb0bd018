// Every change to a match, in one vocabulary: record an entry, undo, redo, or correct (splice).
// These are the app's only four ways of changing a match, on one phone or at a table of phones
// (src/table/log.ts sends them between phones). Pure: the caller passes `now`.
import type { GameRules } from './game'
import { type Change, type Match, record, redo, splice, undo } from './match'

/** One change to a match: what a tap, another tab or another phone asks for. */
export type Op<E = unknown> =
  | { kind: 'record'; event: E }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'splice'; start: number; deleteCount: number; events: E[] }

/** Applies one change with the game's rules; the same on every phone. */
export function applyOp<S, E>(
  rules: GameRules<S, E>,
  match: Match<E>,
  state: S,
  op: Op<E>,
  now: number,
): Change<S, E> {
  switch (op.kind) {
    case 'record':
      return record(rules, match, state, op.event, now)
    case 'undo':
      return undo(rules, match, now)
    case 'redo':
      return redo(rules, match, now)
    case 'splice': {
      const spliced = splice(rules, match, op.start, op.deleteCount, op.events, now)
      if (spliced.ok) return spliced
      // A refusal caused by an entry after the corrected ones is marked `later`, so the page can
      // say that the correction no longer fits what came after it.
      const later = 'index' in spliced && spliced.index >= op.start + op.events.length
      const { reason } = spliced
      return {
        ok: false,
        reason: later ? { ...reason, params: { ...reason.params, later: 1 } } : reason,
      }
    }
  }
}
