import { signal } from '@preact/signals'
import { openStore, type Store } from '../storage'

/** The one store of the app; opened once at start-up (a probe write decides IDB or memory). */
export const storeReady: Promise<Store> = openStore()

/** null until known; false means nothing will be kept after this visit. */
export const persistent = signal<boolean | null>(null)

void storeReady.then((store) => {
  persistent.value = store.persistent
})
