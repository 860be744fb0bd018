// The one save of a match, whoever made the change (this phone's tap, another phone at its
// table, a new match): storage first, then the other tabs are told, the browser is asked once to
// keep the data, and a failed save is reported to the player. Every road of a change ends here.
import type { Match } from '../../core/match'
import type { Reason } from '../../core/reason'
import type { GameModule } from '../../games/types'
import { requestPersistence, StaleMatch, StorageError } from '../../storage'
import { noteSaved } from '../continueHint'
import { saveError } from '../status'
import { storeReady } from '../storage'

/** A save that did not happen, and why; `storage.stale`: another tab saved the match first. */
export class SaveFailed extends Error {
  constructor(readonly reason: Reason) {
    super(reason.key)
    this.name = 'SaveFailed'
  }
}

/** Other tabs of the app on this phone: each tells the others when it saved a match. */
const tabs = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('stichblock')

/** Another tab saved match `id` (its new `updatedAt`). */
export function onOtherTab(heard: (id: unknown, updatedAt: unknown) => void): void {
  if (!tabs) return
  tabs.onmessage = (event: MessageEvent<{ id?: unknown; updatedAt?: unknown }>) => {
    const { id, updatedAt } = event.data ?? {}
    heard(id, updatedAt)
  }
}

/**
 * Saves `match` (with `state`, for who won), made on `base` (a stale base: another tab saved in
 * between). Throws SaveFailed with why; a failure other than a stale base is also shown.
 */
export async function save(
  game: GameModule,
  match: Match,
  state: unknown,
  base?: Match,
): Promise<void> {
  try {
    const store = await storeReady()
    const winners = game.rules.isOver(state) ? game.rules.winners(state) : []
    await store.saveMatch(match, winners, base)
  } catch (error) {
    if (error instanceof StaleMatch) throw new SaveFailed({ key: 'storage.stale' })
    const reason = error instanceof StorageError ? error.reason : { key: 'storage.writeFailed' }
    saveError.value = reason
    throw new SaveFailed(reason)
  }
  saveError.value = null
  noteSaved(match)
  tabs?.postMessage({ id: match.id, updatedAt: match.updatedAt })
  void askPersistenceOnce()
}

/** Best effort: a phone that cannot note the question now is asked after a later save. */
async function askPersistenceOnce() {
  try {
    const store = await storeReady()
    if (!store.persistent || !(await store.shouldAskPersist())) return
    await store.markPersistAsked()
    await requestPersistence()
  } catch {
    // The save itself succeeded; what failed here is said by the next save, if it fails too.
  }
}
