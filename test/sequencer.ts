// The order of the test files: Vitest's own (the projects in turn; within one, the longest first
// when it has timings from an earlier run, else as found), with the browser test files known to
// take longest put first. A clean clone (as in CI) has no timings, and a long file found last
// ran alone on one worker at the end while the other worker sat idle.
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Files known to take longest, longest first (on a 2-core machine, December 2026; where a range
 * is given, the least and the most over runs on a machine busy with other work too).
 */
const LONGEST = [
  'test/e2e/table-fit.test.ts', // ~155–215 s (three fit files alone, quiet machine; 6 Dec 2026)
  'test/e2e/table-fit-sfs-sit.test.ts', // ~100–125 s
  'test/e2e/table-fit-ls-son.test.ts', // ~90–125 s
  'test/e2e/table-drops.test.ts', // ~140 s: a page frozen for 60 s, links cut for 10 and 20 s
  'test/e2e/reliability.test.ts', // ~110–150 s
  'test/e2e/sfs-screens.test.ts', // ~60–80 s
  'test/e2e/son.test.ts', // ~60–75 s
  'test/e2e/sit.test.ts', // ~60 s
  'test/e2e/sit-screens.test.ts', // ~30–60 s
  'test/e2e/son-screens.test.ts', // ~35–60 s
  'test/e2e/table.test.ts', // ~30–90 s: phones in a network namespace of the test's own
  'test/e2e/table-sit.test.ts', // ~30–65 s
  'test/e2e/sfs-secret.test.ts', // ~40–45 s
  'test/e2e/sfs.test.ts', // ~40–45 s
  'test/e2e/table-trust.test.ts', // ~35–50 s
  'test/e2e/table-sfs.test.ts', // ~25–55 s
  'test/e2e/sfs-drafts.test.ts', // ~35 s
  'test/e2e/sit-drafts.test.ts', // ~25–35 s
  'test/e2e/son-drafts.test.ts', // ~20–35 s
  'test/e2e/sit-secret.test.ts', // ~20–27 s
  'test/e2e/table-fit-phones.test.ts', // ~20–30 s
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
