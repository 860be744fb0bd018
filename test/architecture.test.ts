// The house's plan, held by a test (#24): small rooms. No TypeScript file in src over 300 lines
// (a file that grows past it holds more than one concern: split it by concern), and no stylesheet
// either. The layers are held by dependency-cruiser (`npm run deps`), unused code by knip.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const MAX_LINES = 300
const ROOT = join(process.cwd(), 'src')

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(path) : [path]
  })
}

describe('small rooms', () => {
  it(`has no source file or stylesheet in src over ${MAX_LINES} lines`, () => {
    const long = filesUnder(ROOT)
      .filter((path) => /\.(tsx?|css)$/.test(path))
      .map((path) => ({
        path: path.slice(ROOT.length + 1),
        lines: readFileSync(path, 'utf8').split('\n').length - 1,
      }))
      .filter((f) => f.lines > MAX_LINES)
    expect(long).toEqual([])
  })
})
