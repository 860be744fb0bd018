import 'fake-indexeddb/auto'
import { cleanup, configure } from '@testing-library/preact'
import { afterEach } from 'vitest'

// findBy…/waitFor wait for a condition; their 1 s default is a wall-clock bound that a 2-core
// machine busy with browser tests beside the unit tests overran (an import's question, shown a
// moment later, was "not found"). Ten seconds is a guard, not a speed.
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => cleanup())
