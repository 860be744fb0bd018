import 'fake-indexeddb/auto'
import { cleanup, configure } from '@testing-library/preact'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach } from 'vitest'

// A worker runs many files in one page and one module graph (vitest.config.ts, isolate: false):
// each file starts on an empty page and storage of its own, as if it ran alone. A test that needs a phone fresh out
// of the box, its modules too, calls freshDevice (test/helpers/device.ts).
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
