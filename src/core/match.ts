import type { GameRules, Setup } from './game'
import type { Reason } from './reason'

/** A match as stored: its setup plus the ordered log of accepted events. */
export interface Match<E = unknown> {
  id: string
  setup: Setup
  events: E[]
  /** Undone events, most recently undone last; cleared by any new event. */
  redo: E[]
  createdAt: number
  updatedAt: number
  finished: boolean
}

/** An accepted change carries the replayed state along, so nobody has to replay twice. */
export type Change<S, E> = { ok: true; match: Match<E>; state: S } | { ok: false; reason: Reason }

/** Replays the log; throws only if a stored log is corrupt (storage validates before it gets here). */
export function replay<S, E>(rules: GameRules<S, E>, setup: Setup, events: readonly E[]): S {
  let state = rules.init(setup as Setup<never>)
  for (const [i, event] of events.entries()) {
    const next = rules.apply(state, event)
    if (!next.ok)
      throw new Error(`Event ${i + 1} of the stored match is not valid: ${next.reason.key}`)
    state = next.state
  }
  return state
}

/** A new match with an empty log. */
export function newMatch(id: string, setup: Setup, now: number): Match {
  return { id, setup, events: [], redo: [], createdAt: now, updatedAt: now, finished: false }
}

/** Validates the whole log; the first rejection, with the index of the event that caused it. */
export function check<S, E>(
  rules: GameRules<S, E>,
  setup: Setup,
  events: readonly E[],
): { ok: true; state: S } | { ok: false; index: number; reason: Reason } {
  let state = rules.init(setup as Setup<never>)
  for (const [index, event] of events.entries()) {
    const next = rules.apply(state, event)
    if (!next.ok) return { ok: false, index, reason: next.reason }
    state = next.state
  }
  return { ok: true, state }
}

function withEvents<S, E>(
  rules: GameRules<S, E>,
  match: Match<E>,
  state: S,
  events: E[],
  redo: E[],
  now: number,
): Match<E> {
  return { ...match, events, redo, updatedAt: now, finished: rules.isOver(state) }
}

/** Appends an event if the rules accept it; a new event clears redo. */
export function record<S, E>(
  rules: GameRules<S, E>,
  match: Match<E>,
  state: S,
  event: E,
  now: number,
): Change<S, E> {
  const next = rules.apply(state, event)
  if (!next.ok) return next
  const events = [...match.events, event]
  return {
    ok: true,
    match: withEvents(rules, match, next.state, events, [], now),
    state: next.state,
  }
}

export function canUndo(match: Match): boolean {
  return match.events.length > 0
}

export function canRedo(match: Match): boolean {
  return match.redo.length > 0
}

/** Undo is "drop the last event": the state is the replay of what is left. */
export function undo<S, E>(rules: GameRules<S, E>, match: Match<E>, now: number): Change<S, E> {
  const last = match.events.at(-1)
  if (last === undefined) return { ok: false, reason: { key: 'core.nothingToUndo' } }
  const events = match.events.slice(0, -1)
  const state = replay(rules, match.setup, events)
  return {
    ok: true,
    match: withEvents(rules, match, state, events, [...match.redo, last], now),
    state,
  }
}

export function redo<S, E>(rules: GameRules<S, E>, match: Match<E>, now: number): Change<S, E> {
  const next = match.redo.at(-1)
  if (next === undefined) return { ok: false, reason: { key: 'core.nothingToRedo' } }
  const events = [...match.events, next]
  const state = replay(rules, match.setup, events)
  const redone = withEvents(rules, match, state, events, match.redo.slice(0, -1), now)
  return { ok: true, match: redone, state }
}

/**
 * Corrects the past: replaces `deleteCount` entries from `start` with `inserted` and replays
 * everything after them. If a later entry no longer fits, the correction is refused with that
 * entry's index and reason, and nothing changes. Redo is cleared: it belonged to the old past.
 */
export function splice<S, E>(
  rules: GameRules<S, E>,
  match: Match<E>,
  start: number,
  deleteCount: number,
  inserted: readonly E[],
  now: number,
): Change<S, E> | { ok: false; reason: Reason; index: number } {
  const end = start + deleteCount
  if (!Number.isInteger(start) || start < 0 || deleteCount < 0 || end > match.events.length) {
    return { ok: false, reason: { key: 'core.noSuchEntry' } }
  }
  const events = [...match.events.slice(0, start), ...inserted, ...match.events.slice(end)]
  const checked = check(rules, match.setup, events)
  if (!checked.ok) return checked
  const corrected = withEvents(rules, match, checked.state, events, [], now)
  return { ok: true, match: corrected, state: checked.state }
}

/** Corrects one earlier entry in place; see `splice`. */
export function edit<S, E>(
  rules: GameRules<S, E>,
  match: Match<E>,
  index: number,
  event: E,
  now: number,
): Change<S, E> | { ok: false; reason: Reason; index: number } {
  if (index < 0 || index >= match.events.length) {
    return { ok: false, reason: { key: 'core.noSuchEntry' } }
  }
  return splice(rules, match, index, 1, [event], now)
}
