// The table-fit tests (test/e2e/table-fit.test.ts): for each game, every player count, in English
// and in German, a new match with 24-character names walked through every screen on which a trick
// or a round's end is recorded, each checked at 360×740 and 320×640. `walkFits` is one such walk
// on a page that shows the match (fit/table.ts walks it on a guest’s phone at a table).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from '../harness'
import {
  type Check,
  coveredWhenScrolledTo,
  type FitScenario,
  fits,
  type Lang,
  longNames,
  SIZES,
  startMatch,
} from './fit'

/**
 * Walks `scenario` on `page` (a match just started, shown at its top) and checks every screen
 * of it, then every score sheet's columns at 320 px, and every control scrolled into view clear
 * of the header and the dock (`filler`: see FitScenario.walk). Every problem found; empty when it
 * all fits.
 */
export async function walkFits(
  page: Page,
  scenario: FitScenario,
  players: string[],
  lang: Lang,
  filler?: Page,
): Promise<string[]> {
  const problems: string[] = []
  const check: Check = async (what, controls, options) => {
    problems.push(...(await fits(page, what, controls, options)))
  }
  await scenario.walk(page, players, lang, check, filler)
  // Every score sheet on the page after the walk shows all its columns at 320 px.
  await page.setViewportSize(SIZES[1])
  const cut = await page.$$eval('.table-wrap', (wraps) =>
    wraps
      .filter((wrap) => wrap.scrollWidth > wrap.clientWidth)
      .map(
        (wrap) =>
          `${wrap.closest('section')?.className}: ${wrap.scrollWidth - wrap.clientWidth} px cut`,
      ),
  )
  problems.push(...cut)
  // Scrolled into view, every control stops clear of the header and the dock.
  problems.push(...(await coveredWhenScrolledTo(page, '.content button, .content label')))
  return problems
}

/** The table-fit tests of the given games, on one browser. */
export function tableFit(scenarios: FitScenario[]): void {
  const env = useBrowser()
  for (const scenario of scenarios) {
    const cases = scenario.counts.flatMap((n) =>
      (['en', 'de'] as Lang[]).map((lang) => ({ n, lang })),
    )
    describe(scenario.game, () => {
      it.each(cases)(
        '$n players, $lang: every trick is recorded without scrolling',
        async ({ n, lang }) => {
          const { page } = await env.open({ locale: lang === 'de' ? 'de-DE' : 'en-US' })
          const players = longNames(n)
          await startMatch(page, scenario.game, players)
          // The match opens at its top, not scrolled as the form was when Start was tapped.
          expect(await page.evaluate(() => window.scrollY)).toBe(0)
          expect(await walkFits(page, scenario, players, lang)).toEqual([])
        },
      )
    })
  }
}
