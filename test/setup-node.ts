// The unit tests that need no page (vitest.config.ts, 'unit-node'): IndexedDB as a browser has it.
// A worker runs many files in one module graph (isolate: false): each file starts on a phone's
// storage of its own, as if it ran alone.
import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'

globalThis.indexedDB = new IDBFactory()
