// Who may change a shared match (#23): the host asks before it decides any proposal, its own
// too. The game's rules say per entry which phone may propose it (`GameRules.proposer`); the
// host knows which phone holds each seat and which phone proposed each entry of the log. Undo
// and redo are the table's (one tap fixes a mistake, whoever made it); a correction replaces one
// step the game names and removes nothing else. Pure: the host passes what it knows.

import type { Op } from '../core/change'
import type { GameRules, Proposer } from '../core/game'
import { replay } from '../core/match'
import type { Reason } from '../core/reason'
import type { Held } from './log'

/** A phone at the table as the host tells them apart: `HOST`, or a guest's own id. */
export type PhoneId = string
export const HOST: PhoneId = 'host'

/** What the host knows of the phones at its table when it decides. */
export interface Seating {
  /** The seats held by a phone. */
  phones: readonly number[]
  /** The phone holding `seat`; undefined while no phone does. */
  holder(seat: number): PhoneId | undefined
  /** The phone that proposed the log's entry at `entry`, if it is still at the table. */
  keeper(entry: number): PhoneId | undefined
}

/**
 * The host's `Seating`: the seats held at phones, and each entry's keeper while its phone is at
 * the table (`present`) and not after it left.
 */
export function seatingOf(
  seats: { seats: readonly { seat: number }[]; holder(seat: number): PhoneId | undefined },
  authors: Authors,
  present: (phone: PhoneId) => boolean,
): Seating {
  return {
    phones: seats.seats.map((s) => s.seat),
    holder: (seat) => seats.holder(seat),
    keeper: (entry) => {
      const phone = authors.events[entry]
      return phone !== null && phone !== undefined && present(phone) ? phone : undefined
    },
  }
}

/** Null if the phone `from` may propose `op` on the table as `held` is; otherwise why not. */
export function authorize<S, E>(
  rules: GameRules<S, E>,
  held: Held<S, E>,
  op: Op<E>,
  from: PhoneId,
  seating: Seating,
): Reason | null {
  if (op.kind === 'undo' || op.kind === 'redo') return null
  const { events } = held.match
  if (op.kind === 'record') return allowed(whoFor(rules, held.state, op.event, events, seating))
  const end = op.start + op.deleteCount
  const step = rules.steps?.(events).some((s) => s.start === op.start && s.end === end)
  if (!step || op.events.length === 0) return { key: 'table.oneStep' }
  // Each entry put in is checked on the table as it will be at its place.
  let log = events.slice(0, op.start)
  let state = replay(rules, held.match.setup, log)
  for (const event of op.events) {
    const refused = allowed(whoFor(rules, state, event, log, seating))
    if (refused) return refused
    const next = rules.apply(state, event)
    if (!next.ok) return null // the rules refuse it with their own reason
    state = next.state
    log = [...log, event]
  }
  return null

  function allowed(who: Proposer): Reason | null {
    switch (who.by) {
      case 'any':
        return null
      case 'nobody':
        return who.reason
      case 'seat': {
        const holder = seating.holder(who.seat)
        if (holder === undefined || holder === from) return null
        return { key: 'table.seatOnly', params: { seat: who.seat } }
      }
      case 'keeper': {
        const keeper = seating.keeper(who.entry)
        return keeper === undefined || keeper === from ? null : { key: 'table.keeperOnly' }
      }
    }
  }
}

function whoFor<S, E>(
  rules: GameRules<S, E>,
  state: S,
  event: E,
  log: readonly E[],
  seating: Seating,
): Proposer {
  return rules.proposer?.(state, event, { log, phones: seating.phones }) ?? { by: 'any' }
}

/**
 * Who proposed each entry of the log, kept beside it as the table changes: an undo moves the
 * last one to the redo side, a redo back, a correction puts the corrector in its step's place.
 * null: not known (entered before this phone hosted, on another phone).
 */
export interface Authors {
  events: (PhoneId | null)[]
  redo: (PhoneId | null)[]
}

/**
 * Who proposed each entry of `match` as far as a new table knows: the entries this phone keeps
 * (at `keptHere`, counted through the log and then the undone ones as a redo brings them back)
 * are its own; every other is not known.
 */
export function authorsOf(
  match: { events: readonly unknown[]; redo: readonly unknown[] },
  keptHere: readonly number[] = [],
): Authors {
  const kept = new Set(keptHere)
  const { events, redo } = match
  return {
    events: events.map((_, i) => (kept.has(i) ? HOST : null)),
    // The redo side from its far end: redo.at(-1) goes back to the log first.
    redo: redo.map((_, i) => (kept.has(events.length + redo.length - 1 - i) ? HOST : null)),
  }
}

export function authorsAfter<E>(authors: Authors, op: Op<E>, by: PhoneId): Authors {
  const events = [...authors.events]
  const redo = [...authors.redo]
  switch (op.kind) {
    case 'record':
      return { events: [...events, by], redo: [] }
    case 'undo':
      redo.push(events.pop() ?? null)
      return { events, redo }
    case 'redo':
      events.push(redo.pop() ?? null)
      return { events, redo }
    case 'splice':
      events.splice(op.start, op.deleteCount, ...op.events.map(() => by))
      return { events, redo: [] }
  }
}
