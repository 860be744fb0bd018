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

/** The members of an interface in src/games/types.ts, as written there. */
function membersOf(name: string): string[] {
  const source = readFileSync(join(ROOT, 'games', 'types.ts'), 'utf8')
  const body = source.split(`export interface ${name}`)[1]?.split('\n}\n')[0] ?? ''
  return [...body.matchAll(/^ {2}(\w+)\??[:(]/gm)].map((m) => m[1] ?? '')
}

describe('a game is one folder plus one registry line', () => {
  it('lists every member of a game declaration and of a game chunk in src/games/README.md', () => {
    const readme = readFileSync(join(ROOT, 'games', 'README.md'), 'utf8')
    const members = [...membersOf('GameEntry'), ...membersOf('GameModule')]
    expect(members.length).toBeGreaterThan(15)
    expect(members.filter((m) => !readme.includes(`\`${m}\``))).toEqual([])
  })

  it('names no game outside its folder and the registry list', () => {
    const ids = readdirSync(join(ROOT, 'games'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'cards')
      .map((entry) => entry.name)
    const naming = filesUnder(ROOT)
      .filter((path) => /\.(tsx?|css)$/.test(path))
      .filter((path) => !/[\\/]games[\\/]/.test(path.slice(ROOT.length)))
      .filter((path) => ids.some((id) => readFileSync(path, 'utf8').includes(id)))
      .map((path) => path.slice(ROOT.length + 1))
    expect(naming).toEqual([])
  })
})
