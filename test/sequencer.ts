// The order of the test files: Vitest's own (the projects in turn; within one, the longest first
// when it has timings from an earlier run, else as found), with the browser test files known to
// take longest put first. A clean clone (as in CI) has no timings, and a long file found last
// ran alone on one worker at the end while the other worker sat idle.
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Files known to take longest, longest first (on a 2-core machine; where a range is given, the
 * least and the most over recent runs).
 */
const LONGEST = [
  // 7 Dec 2026, the slower machine, one run (2 workers): ~122–133 s, 100 s of it a page frozen
  // for 60 s and links cut for 10 and 30 s, while the other worker's files keep the cores busy.
  'test/e2e/table-drops.test.ts',
  'test/e2e/table-fit.test.ts', // ~115–125 s
  'test/e2e/table-fit-ls-son.test.ts', // ~90–95 s
  'test/e2e/table-fit-sfs-sit.test.ts', // ~75–85 s
  'test/e2e/netns.test.ts', // ~65–80 s: phones in a network namespace, ICE giving up after 15 s
  'test/e2e/reliability.test.ts', // ~55–60 s
  'test/e2e/pwa.test.ts', // ~50 s
  'test/e2e/a11y.test.ts', // ~50 s
  'test/e2e/table.test.ts', // ~30–55 s
  'test/e2e/taps.test.ts', // ~40 s
  'test/e2e/son.test.ts', // ~40–50 s
  'test/e2e/table-trust.test.ts', // ~35–45 s
  'test/e2e/play.test.ts', // ~30 s
  'test/e2e/sit.test.ts', // ~30 s
  'test/e2e/stats.test.ts', // ~25 s
  'test/e2e/press.test.ts', // ~25 s
  'test/e2e/sfs-secret.test.ts', // ~25 s
  'test/e2e/sfs-screens.test.ts', // ~25 s
  'test/e2e/son-screens.test.ts', // ~25 s
  'test/e2e/table-back.test.ts', // ~20–25 s
]

const rank = (spec: TestSpecification): number => {
  const i = LONGEST.findIndex((path) => spec.moduleId.endsWith(path))
  return i === -1 ? LONGEST.length : i
}

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    // Stable: the projects keep their order, and so do the files not in the list.
    return sorted.sort((a, b) => (a.project.name === b.project.name ? rank(a) - rank(b) : 0))
  }
}
