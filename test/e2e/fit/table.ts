// #25: every game's screens that record something fit at a table too. Two phones in the test's
// own network namespace (phones.ts); the host's phone starts a match of the game with each player
// count it seats, 24-character names, and a guest's phone joins it (in English, then in German),
// its player seated at no phone. On the guest's phone, the table bar on top, the game's whole
// table-fit walk (fit/<game>.ts): every screen checked at 360×740 and 320×640, nothing under the
// bar or the dock, the match opened at its top after joining; then the host's phone holds every
// entry the guest's made. The games are split over two test files, so that both run at once.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { tableStrings } from '../../../src/app/tableStrings'
import { en as shell } from '../../../src/i18n/en'
import { joinCode, joinGuest, type Phone, useTable } from '../phones'
import { type FitScenario, type Lang, longNames, SIZES, startMatch } from './fit'
import { walkFits } from './suite'

/** How many entries the dock says are saved (its data-entries), once it says. */
const entries = (page: Page) =>
  page.locator('.dock .saved[data-entries]').getAttribute('data-entries').then(Number)

/** The guest's app speaks `lang` from now on (its settings, read as the app starts). */
async function speak(page: Page, lang: Lang): Promise<void> {
  await page.evaluate(
    (l) => localStorage.setItem('stichblock.settings', JSON.stringify({ lang: l })),
    lang,
  )
  await page.goto('/#/join')
  await page.reload()
}

/** The host's phone invites the guest's to the match it shows, in the guest's language. */
async function joinMatch(host: Page, guest: Page, lang: Lang): Promise<void> {
  const id = decodeURIComponent(/#\/match\/([^/]+)$/.exec(host.url())?.[1] ?? '')
  await host.getByRole('link', { name: shell['table.phonesLabel'] }).click()
  await host.waitForURL(/#\/table\//)
  const code = (await joinCode(host)) ?? ''
  await speak(guest, lang)
  await joinGuest(host, guest, code, id, tableStrings[lang])
  await host.getByRole('link', { name: tableStrings.en['table.invite.back'] }).click()
}

/** The table-fit walks of `scenarios` on a guest's phone, every player count, both languages. */
export function tableFitAtTable(prefix: string, scenarios: FitScenario[]): void {
  const at = useTable(2, prefix)
  const phones = () => at.phones() as [Phone, Phone]
  describe.each(scenarios)('$game at a table, on a guest’s phone', (scenario) => {
    const cases = scenario.counts.flatMap((n) =>
      (['en', 'de'] as Lang[]).map((lang) => ({ n, lang })),
    )
    it.each(cases)(
      '$n players, $lang: every screen that records something fits, the table bar on top',
      async ({ n, lang }) => {
        const [host, guest] = phones()
        const players = longNames(n)
        await guest.page.setViewportSize(SIZES[0])
        await startMatch(host.page, scenario.game, players)
        await joinMatch(host.page, guest.page, lang)
        // After joining, the match opens at its top, the bar in view.
        expect(await guest.page.evaluate(() => window.scrollY)).toBe(0)
        await guest.page.locator('.table-bar').waitFor()

        expect(await walkFits(guest.page, scenario, players, lang, host.page)).toEqual([])
        await at.shot(guest.page, `${scenario.game}-${n}-${lang}`)
        // Every entry the guest's phone made is the table's: the host's phone holds as many.
        const made = await entries(guest.page)
        expect(made).toBeGreaterThan(0)
        await expect.poll(() => entries(host.page)).toBe(made)
      },
    )
  })
}
