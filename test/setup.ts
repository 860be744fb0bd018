import 'fake-indexeddb/auto'
import { cleanup, configure } from '@testing-library/preact'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, vi } from 'vitest'

// A worker runs many files in one page (vitest.config.ts, isolate: false): each file starts on an
// empty page, storage of its own and the app's modules loaded afresh (they keep an open store, a
// language, a table), as if it ran alone. Only the page itself (happy-dom's window) is shared.
vi.resetModules()
globalThis.indexedDB = new IDBFactory()
localStorage.clear()
sessionStorage.clear()
document.body.replaceChildren()
history.replaceState(null, '', '/')

// findBy…/waitFor wait for a condition; their 1 s default is a wall-clock bound that a 2-core
// machine busy with browser tests beside the unit tests overran (an import's question, shown a
// moment later, was "not found"). Ten seconds is a guard, not a speed.
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => cleanup())
