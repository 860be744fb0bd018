// #12: scripted matches of every game through the UI at 360×740, counting each tap and each
// scroll a player would need. A trick by winner is 1 tap and 0 scrolls everywhere; the other
// targets are in each game's rows. The table printed here is the README's "taps per action".
import { describe, expect, it } from 'vitest'
import { counter } from './fit/taps'
import { useBrowser } from './harness'
import { lsTaps } from './taps/ls'
import { sfsTaps } from './taps/sfs'
import { sitTaps } from './taps/sit'
import { sonTaps } from './taps/son'
import type { TapRow } from './taps/taps'

const env = useBrowser()

describe('taps per action', () => {
  it.each([lsTaps, sfsTaps, sitTaps, sonTaps])('$game', async (scenario) => {
    const { page } = await env.open()
    const rows = await scenario.run(page, counter())
    console.log(table(scenario.game, rows))
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      expect({ ...row, over: row.taps > row.target || row.scrolls > 0 }).toMatchObject({
        over: false,
      })
    }
  })
})

const table = (game: string, rows: TapRow[]) =>
  rows
    .map(
      (r) => `| ${game} | ${r.action} | ${r.players} | ${r.taps} | ${r.scrolls} | ≤ ${r.target} |`,
    )
    .join('\n')
