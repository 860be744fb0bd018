// #12: for every game, player count and language, with 24-character names, everything needed to
// record the current trick is on one screen at 360×740 and 320×640: no scrolling, nothing covered.
import { describe, expect, it } from 'vitest'
import { type FitScenario, fits, type Lang, longNames, startMatch } from './fit/fit'
import { lsFit } from './fit/ls'
import { sfsFit } from './fit/sfs'
import { sitFit } from './fit/sit'
import { sonFit } from './fit/son'
import { useBrowser } from './harness'

const scenarios: FitScenario[] = [lsFit, sfsFit, sitFit, sonFit].filter((s) => s.counts.length > 0)

const env = useBrowser()

describe.each(scenarios)('$game', (scenario) => {
  const cases = scenario.counts.flatMap((n) =>
    (['en', 'de'] as Lang[]).map((lang) => ({ n, lang })),
  )
  it.each(cases)(
    '$n players, $lang: every trick is recorded without scrolling',
    async ({ n, lang }) => {
      const { page } = await env.open({
        locale: lang === 'de' ? 'de-DE' : 'en-US',
        serviceWorkers: 'block',
      })
      const players = longNames(n)
      await startMatch(page, scenario.game, players)
      // The match opens at its top, not scrolled as the form was when Start was tapped.
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
      const problems: string[] = []
      await scenario.walk(page, players, lang, async (what, controls) => {
        problems.push(...(await fits(page, what, controls)))
      })
      expect(problems).toEqual([])
    },
  )
})
