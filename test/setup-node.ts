// The unit tests that need no page (vitest.config.ts, 'unit-node'): IndexedDB as a browser has it.
import 'fake-indexeddb/auto'
