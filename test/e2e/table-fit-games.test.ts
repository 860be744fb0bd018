// #25: every game's screens that record something fit at a table too. Two phones in the test's
// own network namespace (phones.ts); the host's phone starts a match of each game with the most
// players it seats, 24-character names, and a guest's phone joins it (in English, then in
// German), its player seated at no phone. On the guest's phone, the table bar on top, the game's
// whole table-fit walk (test/e2e/fit/<game>.ts): every screen checked at 360×740 and 320×640,
// nothing under the bar or the dock, the match opened at its top after joining; then the host's
// phone holds every entry the guest's made.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { tableStrings } from '../../src/app/tableStrings'
import { en as shell } from '../../src/i18n/en'
import { type FitScenario, type Lang, longNames, SIZES, startMatch } from './fit/fit'
import { lsFit } from './fit/ls'
import { sfsFit } from './fit/sfs'
import { sitFit } from './fit/sit'
import { sonFit } from './fit/son'
import { walkFits } from './fit/suite'
import { joinCode, joinGuest, type Phone, useTable } from './phones'

const at = useTable(2, 'fit-games-')
const phones = () => at.phones() as [Phone, Phone]

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
async function joinMatch(host: Page, guest: Page, lang: Lang): Promise<string> {
  const id = decodeURIComponent(/#\/match\/([^/]+)$/.exec(host.url())?.[1] ?? '')
  await host.getByRole('link', { name: shell['table.phonesLabel'] }).click()
  await host.waitForURL(/#\/table\//)
  const code = (await joinCode(host)) ?? ''
  await speak(guest, lang)
  await joinGuest(host, guest, code, id, tableStrings[lang])
  await host.getByRole('link', { name: tableStrings.en['table.invite.back'] }).click()
  return id
}

const games: FitScenario[] = [lsFit, sfsFit, sitFit, sonFit]

describe.each(games)('$game at a table, on a guest’s phone', (scenario) => {
  it.each(['en', 'de'] as Lang[])(
    '%s: every screen that records something fits, the table bar on top',
    async (lang) => {
      const [host, guest] = phones()
      const players = longNames(Math.max(...scenario.counts))
      await guest.page.setViewportSize(SIZES[0])
      await startMatch(host.page, scenario.game, players)
      await joinMatch(host.page, guest.page, lang)
      // After joining, the match opens at its top, the bar in view.
      expect(await guest.page.evaluate(() => window.scrollY)).toBe(0)
      await guest.page.locator('.table-bar').waitFor()

      expect(await walkFits(guest.page, scenario, players, lang)).toEqual([])
      await at.shot(guest.page, `${scenario.game}-${lang}`)
      // Every entry the guest's phone made is the table's: the host's phone holds as many.
      const made = await entries(guest.page)
      expect(made).toBeGreaterThan(0)
      await expect.poll(() => entries(host.page)).toBe(made)
    },
  )
})
