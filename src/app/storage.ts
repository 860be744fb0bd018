import { signal } from '@preact/signals'
import type { Reason } from '../core/reason'
import { memoryKv, openStore, StorageError, type Store } from '../storage'

/** null until known; false means nothing will be kept after this visit. */
export const persistent = signal<boolean | null>(null)
/** Why the saved data could not be opened (newer data, a broken database); it stays untouched. */
export const openProblem = signal<Reason | null>(null)

async function open(): Promise<Store> {
  try {
    return await openStore()
  } catch (error) {
    // The app stays usable for tonight's game; the stored data is left exactly as it was.
    openProblem.value = error instanceof StorageError ? error.reason : { key: 'storage.readFailed' }
    return openStore({ kv: memoryKv(), persistent: false })
  }
}

/** The one store of the app; opened once at start-up (a probe write decides IDB or memory). */
export const storeReady: Promise<Store> = open()

void storeReady.then((store) => {
  persistent.value = store.persistent
})
