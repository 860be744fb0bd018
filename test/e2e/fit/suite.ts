// #12: for every game, player count and language, with 24-character names, everything needed to
// record the current trick is on one screen at 360×740 and 320×640: no scrolling, nothing covered.
// One file per game (test/e2e/table-fit-<game>.test.ts), so that the two test workers share them.
import { describe, expect, it } from 'vitest'
import { useBrowser } from '../harness'
import { type FitScenario, fits, type Lang, longNames, startMatch } from './fit'

/** The table-fit tests of one game: every player count, in English and in German. */
export function tableFit(scenario: FitScenario): void {
  const env = useBrowser()
  const cases = scenario.counts.flatMap((n) =>
    (['en', 'de'] as Lang[]).map((lang) => ({ n, lang })),
  )
  describe(scenario.game, () => {
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
}
