// Entries of the open match this phone keeps to itself while it is shared (#16, #23): a secret,
// the cards its confidant judged, a hidden number. The table's log holds a stand-in; this phone
// stores the entry under `kept:<id>` and shows the match with it in the stand-in's place.
import { type Match, replay } from '../../core/match'
import type { Reason } from '../../core/reason'
import type { GameModule } from '../../games/types'
import { StorageError } from '../../storage'
import { type Kept, keep, mergeKept, placed, readKept, withKept } from '../../table/kept'
import { noteSaved } from '../continueHint'
import { storeReady } from '../storage'
import { type Open, open, serial } from './open'

/** The open match's kept entries; [] for most matches. */
let kept: { matchId: string; list: Kept[] } = { matchId: '', list: [] }

const listOf = (matchId: string): Kept[] => (kept.matchId === matchId ? kept.list : [])

/** What this phone keeps of a match it opens, as stored (checked like any stored entry). */
export function keptFromStore(matchId: string, stored: unknown, game: GameModule): void {
  kept = { matchId, list: stored === undefined ? [] : readKept(stored, game.schemas) }
}

/**
 * The match's state as this phone shows it: with its kept entries (a secret) in their
 * stand-ins' places. `state` is the shared log's own, used as it is when nothing is kept.
 */
export function shownState(game: GameModule, match: Match, state?: unknown): unknown {
  const list = listOf(match.id)
  if (list.length > 0) {
    try {
      return replay(game.rules, match.setup, withKept(match.events, list))
    } catch {
      // A kept entry that no longer fits (the table changed around it) is not shown.
    }
  }
  return state ?? replay(game.rules, match.setup, match.events)
}

type Record = (op: { kind: 'record'; event: unknown }) => Promise<Reason | null>

/**
 * An entry that stays on this phone at a table (#16): kept here first (so a reload still shows
 * it), then its stand-in goes to the table; a refused stand-in takes the kept entry back.
 */
export async function keepAndRecord(o: Open, entry: Kept, record: Record): Promise<Reason | null> {
  const store = await storeReady()
  const before = listOf(o.match.id)
  const list = keep(before, entry)
  try {
    await store.setKept(o.match.id, list)
  } catch (error) {
    return error instanceof StorageError ? error.reason : { key: 'storage.writeFailed' }
  }
  kept = { matchId: o.match.id, list }
  const refused = await record({ kind: 'record', event: entry.standIn })
  if (refused) {
    kept = { matchId: o.match.id, list: before }
    await store.setKept(o.match.id, before).catch(() => {})
    return refused
  }
  // Another phone's entry may have come first: the kept one goes where its stand-in went.
  const now = open.value
  if (now?.match.id === o.match.id && kept.matchId === o.match.id) {
    const moved = placed(kept.list, entry, now.match.events)
    if (moved.some((k, i) => k !== kept.list[i])) {
      kept = { matchId: o.match.id, list: moved }
      await store.setKept(o.match.id, moved).catch(() => {})
      open.value = { ...now, state: shownState(now.game, now.match) }
    }
  }
  return null
}

/**
 * The open match as a table opened on it now shares it (#23): what is still secret in it (a
 * secret, numbers chosen) stays on this phone, its stand-ins go on the log, both saved in one
 * transaction before any phone is told; exactly as if each had been entered at the table. The
 * match to share, and the places of every entry this phone keeps (also from an earlier table).
 */
export function openForTable(): Promise<{ match: Match; kept: number[] } | Reason> {
  return serial(async () => {
    const o = open.value
    if (!o) return { key: 'core.noMatch' }
    const before = listOf(o.match.id)
    const opening = o.game.openTable?.(o.match) ?? { match: o.match, kept: [] }
    if (opening.kept.length === 0) return { match: o.match, kept: before.map((k) => k.at) }
    const list = mergeKept(before, opening.kept)
    const { rules } = o.game
    const shared = replay(rules, opening.match.setup, opening.match.events)
    const winners = rules.isOver(shared) ? rules.winners(shared) : []
    try {
      const store = await storeReady()
      await store.saveMatch(opening.match, winners, o.match, list)
      noteSaved(opening.match)
    } catch (error) {
      return error instanceof StorageError ? error.reason : { key: 'storage.writeFailed' }
    }
    kept = { matchId: o.match.id, list }
    const state = shownState(o.game, opening.match, shared)
    open.value = { match: opening.match, game: o.game, state }
    return { match: opening.match, kept: list.map((k) => k.at) }
  })
}
