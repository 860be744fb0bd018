// Entries that stay on the phone they were made on while a match is shared at a table (#16): a
// Stich für Stich secret, the cards its confidant judged. The table's log holds a stand-in (a
// hidden secret, the trick's winner alone); this phone keeps the entry beside it and shows the
// match with the entry in the stand-in's place. Pure: storage and the session keep the list.
import * as v from 'valibot'
import type { GameSchemas } from '../core/game'
import type { Match } from '../core/match'

/** At `at`, the shared log holds `standIn`; this phone shows `event` there instead. */
export interface Kept<E = unknown> {
  at: number
  standIn: E
  event: E
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The log as this phone shows it: each stand-in still in its place replaced by the kept entry.
 * A stand-in undone or corrected away takes its kept entry with it (nothing of it is shown).
 */
export function withKept<E>(events: readonly E[], kept: readonly Kept<E>[]): E[] {
  const shown = [...events]
  for (const k of kept) {
    if (k.at < shown.length && same(shown[k.at], k.standIn)) shown[k.at] = k.event
  }
  return shown
}

/** The list with `entry` added: an earlier one at or after its place is gone (undone, replaced). */
export function keep<E>(kept: readonly Kept<E>[], entry: Kept<E>): Kept<E>[] {
  return [...kept.filter((k) => k.at < entry.at), entry]
}

/**
 * The list once the table has taken `entry`'s stand-in: where the table put it, the first of its
 * kind at or after the place this phone saw (an order-free entry lands after what other phones
 * entered meanwhile). Unchanged when the log holds it where it was made, or not at all.
 */
export function placed<E>(
  kept: readonly Kept<E>[],
  entry: Kept<E>,
  events: readonly E[],
): Kept<E>[] {
  if (same(events[entry.at], entry.standIn)) return [...kept]
  const taken = new Set(kept.filter((k) => k !== entry).map((k) => k.at))
  const at = events.findIndex((e, i) => i > entry.at && !taken.has(i) && same(e, entry.standIn))
  return at < 0 ? [...kept] : kept.map((k) => (k === entry ? { ...k, at } : k))
}

/** A stored list, checked like any stored entry: what does not fit the game's entries is dropped. */
export function readKept<E>(stored: unknown, schemas: GameSchemas): Kept<E>[] {
  const entry = v.strictObject({
    at: v.pipe(v.number(), v.integer(), v.minValue(0)),
    standIn: schemas.event,
    event: schemas.event,
  })
  if (!Array.isArray(stored)) return []
  return stored.filter((k) => v.is(entry, k)) as Kept<E>[]
}

/** What a table gets instead of an entry this phone keeps, and that entry as it keeps it. */
export interface StoodIn<E> {
  standIn: E
  event: E
}

/**
 * A match as a table opened on it now gets it (#23): the entries at the positions `at` names
 * replaced by their stand-ins, those at `drop` left out, and the entries this phone keeps in
 * their new places. Positions count through the log: the match's entries, then its undone ones
 * in the order a redo brings them back, so an undone secret is kept back too.
 */
export function standInAt<E>(
  match: Match<E>,
  at: ReadonlyMap<number, StoodIn<E>>,
  drop: ReadonlySet<number> = new Set(),
): { match: Match<E>; kept: Kept<E>[] } {
  const log = [...match.events, ...[...match.redo].reverse()]
  const out: E[] = []
  const kept: Kept<E>[] = []
  let events = 0
  for (const [i, entry] of log.entries()) {
    if (drop.has(i)) continue
    const stood = at.get(i)
    if (stood) kept.push({ at: out.length, ...stood })
    out.push(stood ? stood.standIn : entry)
    if (i < match.events.length) events = out.length
  }
  const shared = { ...match, events: out.slice(0, events), redo: out.slice(events).reverse() }
  return { match: shared, kept }
}

/** Two lists of kept entries as one, by place: the newer one wins a place both hold. */
export function mergeKept<E>(older: readonly Kept<E>[], newer: readonly Kept<E>[]): Kept<E>[] {
  const places = new Set(newer.map((k) => k.at))
  return [...older.filter((k) => !places.has(k.at)), ...newer].sort((a, b) => a.at - b.at)
}
