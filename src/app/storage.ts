import { signal } from '@preact/signals'
import type { Reason } from '../core/reason'
import { GAME_IDS } from '../games'
import type { Store } from '../storage'

/** null until known; false means nothing will be kept after this visit. */
export const persistent = signal<boolean | null>(null)
/** Why the saved data could not be opened (newer data, a broken database); it stays untouched. */
export const openProblem = signal<Reason | null>(null)

/** Storage's code (IndexedDB, the import checks) is its own chunk: not needed to draw a screen. */
async function open(): Promise<Store> {
  let code: typeof import('../storage')
  try {
    code = await import('../storage')
  } catch (error) {
    // Its code did not arrive (offline before the app was kept, or the page going away): the
    // next screen that asks tries again.
    opening = null
    openProblem.value = { key: 'app.loadFailed' }
    throw error
  }
  const { memoryKv, openStore, StorageError } = code
  if (openProblem.value?.key === 'app.loadFailed') openProblem.value = null
  try {
    return await openStore(GAME_IDS)
  } catch (error) {
    // The app stays usable for tonight's game; the stored data is left exactly as it was.
    openProblem.value = error instanceof StorageError ? error.reason : { key: 'storage.readFailed' }
    return openStore(GAME_IDS, { kv: memoryKv(), persistent: false })
  }
}

let opening: Promise<Store> | null = null

/**
 * The one store of the app, opened on first use (a probe write decides IDB or memory). The app
 * asks for it right after its first screen is drawn (see App), every screen that reads or writes
 * waits for it here.
 */
export function storeReady(): Promise<Store> {
  opening ??= open().then((store) => {
    persistent.value = store.persistent
    return store
  })
  return opening
}

/**
 * Starts opening the store without waiting for it (after the first paint, on screens that will
 * need it): a failure is already in the banner, and the screen that needs the store says it again.
 */
export function openStoreSoon(): void {
  storeReady().catch(() => {})
}
