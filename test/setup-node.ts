// The unit tests that need no page (vitest.config.ts, 'unit-node'): IndexedDB as a browser has it.
// A worker runs many files one after another (isolate: false): each file starts on storage of
// its own and the app's modules loaded afresh (they keep an open store, a table), as if it ran
// alone.
import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { vi } from 'vitest'

vi.resetModules()
globalThis.indexedDB = new IDBFactory()
