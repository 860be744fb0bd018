import { IDBFactory } from 'fake-indexeddb'
import { vi } from 'vitest'

/**
 * A phone fresh out of the box: an empty IndexedDB, no saved settings, the home screen's address,
 * and new copies of the app's modules. src/app/storage.ts opens the store when it is first
 * imported, and the language and entry-mode signals live in modules too, so a test imports app
 * code (with `await import`) only after calling this, typically in `beforeEach`.
 */
export function freshDevice(): void {
  globalThis.indexedDB = new IDBFactory()
  localStorage.clear()
  history.replaceState(null, '', '#/')
  vi.resetModules()
}
