import preact from '@preact/preset-vite'
import { defineConfig } from 'vitest/config'
import LongestFirst from './test/sequencer.ts'

/**
 * The unit test files (.ts) that need a page: a document, localStorage, history, a window's
 * events. A new one that does fails in 'unit-node' with "document is not defined" and the like:
 * it belongs here.
 */
const DOM_TESTS = [
  'test/app/backup.test.ts',
  'test/app/csv.test.ts',
  'test/app/prerender.test.ts',
  'test/app/router.test.ts',
  'test/app/session.test.ts',
  'test/app/tabs.test.ts',
  'test/app/wakeLock.test.ts',
  'test/i18n/i18n.test.ts',
  'test/reliability/import-fuzz.test.ts',
  'test/storage/fixture.test.ts',
  'test/table/opening.test.ts',
  'test/ui/once.test.ts',
  'test/ui/remembered.test.ts',
]

/** What both unit projects share. */
const UNIT = {
  // A guard against a hang, not a bound on speed: the property tests play hundreds of random
  // games, all CPU, and a 2-core machine busy with browsers stretches them far.
  testTimeout: 180_000,
  // Vitest leaves one core free by default; these tests are all CPU, so take both. Worker
  // threads start faster than processes (about 10 s less over the 73 files).
  maxWorkers: 2,
  pool: 'threads',
  // A worker runs its files one after another in one environment, as the browser tests do: set
  // up afresh for every file, happy-dom and the setup files cost more than the tests. Each file
  // still starts as if alone: an empty page, storage of its own, the app's modules loaded afresh
  // (test/setup.ts, test/setup-node.ts). 7 Dec 2026, the slower machine: 86 → 41–56 s for both
  // unit projects, green with the files in a clean clone's order and in four shuffled orders.
  isolate: false,
  // expect.poll waits for a condition; its 1 s default is a wall-clock bound that a machine busy
  // with other work can break (test/setup.ts says the same of waitFor).
  expect: { poll: { timeout: 15_000 } },
} as const

export default defineConfig({
  plugins: [preact()],
  resolve: {
    alias: {
      'virtual:pwa-register/preact': new URL('test/stubs/pwa-register.ts', import.meta.url)
        .pathname,
    },
  },
  test: {
    // The browser test files known to take longest start first (test/sequencer.ts).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // The component tests and the few others that need a page (DOM_TESTS), in happy-dom.
          include: ['test/**/*.test.tsx', ...DOM_TESTS],
          environment: 'happy-dom',
          setupFiles: ['test/setup.ts'],
          ...UNIT,
        },
      },
      {
        extends: true,
        test: {
          // Rules, storage, the table's protocol: plain modules, no page. Node's environment
          // costs nothing to set up, where happy-dom's took about 0.7 s a file.
          name: 'unit-node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/e2e/**', 'test/engines/**', ...DOM_TESTS],
          environment: 'node',
          setupFiles: ['test/setup-node.ts'],
          ...UNIT,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two files at a time, each with its own server: a browser test spends much of its time
          // waiting on the page, so two keep a 2-core machine busy.
          maxWorkers: 2,
          // A worker's files share its module graph and its Chromium (harness.ts): each file
          // loaded Playwright again and launched a browser of its own, about 1.5 s of CPU a file.
          // Every file's state is its own still: useBrowser's contexts and servers are per file.
          isolate: false,
          // expect.poll waits for a condition; a busy 2-core machine needs more than its 1 s.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        extends: true,
        test: {
          // Chromium, Firefox ESR and WebKitGTK (test/engines/driver.ts), each started once per
          // run by the global setup; `npm run test:engines`.
          name: 'engines',
          include: ['test/engines/**/*.test.ts'],
          globalSetup: ['test/engines/global.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 60_000,
          // Two files at a time: an engine test spends most of its time waiting on a browser
          // (the suite alone kept 44 % of two cores busy); each worker has a Firefox of its own.
          maxWorkers: 2,
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
})
