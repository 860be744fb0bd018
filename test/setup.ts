import 'fake-indexeddb/auto'
import { cleanup, configure } from '@testing-library/preact'
import { IDBFactory } from 'fake-indexeddb'
import { afterAll, afterEach, vi } from 'vitest'

// A worker runs many files in one page (vitest.config.ts, isolate: false): each file starts on an
// empty page, storage of its own and the app's modules loaded afresh (they keep an open store, a
// language, a table), as if it ran alone. Only the page itself (happy-dom's window) is shared, so
// what a file changed of it goes with the file: its stubbed globals, its fake clock, and what it
// put on `navigator` or `document` (a phone with a wake lock, a camera, a hidden tab).
vi.resetModules()
globalThis.indexedDB = new IDBFactory()
localStorage.clear()
sessionStorage.clear()
document.body.replaceChildren()
history.replaceState(null, '', '/')
forgetOwnProperties()

afterAll(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

/**
 * Deletes the properties the last file gave `navigator` and `document` themselves
 * (`Object.defineProperty` over the prototype's getter): the page's own names as the worker's first
 * file found them are kept, on the window, from one file to the next.
 */
function forgetOwnProperties(): void {
  const key = Symbol.for('stichblock.test.ownNames')
  const page = globalThis as unknown as Record<symbol, Map<object, Set<string>> | undefined>
  page[key] ??= new Map([navigator, document].map((o) => [o, ownNames(o)]))
  const born = page[key]
  for (const [target, names] of born) {
    for (const name of ownNames(target)) {
      if (!names.has(name)) Reflect.deleteProperty(target, name)
    }
  }
}

function ownNames(target: object): Set<string> {
  return new Set(Object.getOwnPropertyNames(target))
}

// findBy…/waitFor wait for a condition; their 1 s default is a wall-clock bound that a 2-core
// machine busy with browser tests beside the unit tests overran (an import's question, shown a
// moment later, was "not found"). Ten seconds is a guard, not a speed.
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => cleanup())
