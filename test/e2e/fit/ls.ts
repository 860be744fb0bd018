// Letzter Stich in the table-fit test: every trick of a hand by its winner, then a hand by its
// last trick and a hand by counted piles, each with every control it needs on one screen; the
// names in the players' rows keep 8 characters before an ellipsis (#25).
import type { Page } from 'playwright-core'
import { settled } from '../harness'
import { type FitScenario, tap } from './fit'

/** The winner buttons of the trick being asked about. */
const winners = (page: Page) => page.locator('fieldset.ls-entry .seat-grid button')

/** A line per player: name, who deals and leads, tricks, counters (#25: a name keeps 8). */
const rows = (page: Page) => page.locator('.ls-players .ls-player')

/** Which hand and who deals, beside the pot (#25: the name keeps 8). */
const status = (page: Page) => page.locator('.ls-status')

/** The entry-mode tab in place i (Tricks, Last trick, Counts), in either language. */
const tab = (page: Page, i: number) => page.locator('.ls-play .tabs button').nth(i)

/** All three entry-mode tabs: on every screen with the entry (#25: the mode switch fits too). */
const tabs = (page: Page) => page.locator('.ls-play .tabs button')

/** The dock counts the entries saved; waiting for it means the tap was committed. */
async function savedN(page: Page, n: number) {
  await page.locator('.dock .saved', { hasText: new RegExp(`\\b${n}\\b`) }).waitFor()
  await settled(page)
}

export const lsFit: FitScenario = {
  game: 'letzter-stich',
  counts: [3, 4],
  walk: async (page, players, _lang, check) => {
    const n = players.length
    let entries = 0
    await tap(tab(page, 0))
    // A whole hand by its winners: trick 1, the middle ones, the last (its hint shows too).
    for (let trick = 1; trick <= 8; trick++) {
      if (trick === 1 || trick === 2 || trick === 8) {
        await check(`trick ${trick} by its winner`, [tabs(page), winners(page)], {
          words: [winners(page), rows(page), status(page)],
        })
      }
      await tap(winners(page).nth(trick % n))
      await savedN(page, ++entries)
    }
    // The next hand opens with what the last one did, said in words.
    await page.locator('.ls-outcome').waitFor()
    await check('trick 1 of hand 2, after the hand', [tabs(page), winners(page)], {
      words: [rows(page), status(page), page.locator('.ls-outcome')],
    })

    await tap(tab(page, 1))
    const last = page.locator('input[name="last"]')
    await tap(last.nth(n - 1))
    const sweep = page.locator('form.ls-entry input[type="checkbox"]')
    const save = page.locator('form.ls-entry button[type="submit"]')
    // The last trick's choices: a name cut short keeps 8 characters (#25).
    const lastNames = page.locator('.ls-picks .choice')
    await check('a hand by its last trick', [tabs(page), last, sweep, save], {
      words: [rows(page), status(page), lastNames],
    })
    await tap(save)
    await savedN(page, ++entries)

    await tap(tab(page, 2))
    const numbers = page.locator('.ls-count')
    const lastPick = page.locator('input[name="last-count"]')
    const chips = page.locator('.ls-chip input')
    await check(
      'a hand by counts, before the first number',
      [tabs(page), numbers, lastPick, chips, save],
      {
        words: [rows(page), status(page)],
      },
    )
    // One number per player but the last, then the last with its last trick.
    const piles = n === 3 ? [3, 3, 2] : [3, 2, 2, 1]
    for (const pile of piles.slice(0, -1)) await tap(chips.nth(pile))
    await check('a hand by counts, the last number to go', [numbers, lastPick, chips, save])
    await tap(chips.nth(piles.at(-1) ?? 0))
    await tap(lastPick.nth(0))
    await check('a hand by counts, ready to save', [numbers, lastPick, save], {
      words: [rows(page)],
    })
    await tap(save)
    await savedN(page, ++entries)
  },
}
