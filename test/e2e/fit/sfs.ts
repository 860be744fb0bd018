// Stich für Stich in the table-fit test: the secret on the phone, then a trick by its winner, the
// search on the phone (the gate on the table, each sleuth's guess, the answer that hands the
// phone on), a trick by cards (each step of the picker for the first and the last card, and the
// question who the confidant named), and a trick by its winner under the news of a search.
// Everything by structure, so it works in both languages.
import type { Page } from 'playwright-core'
import { settled } from '../harness'
import { type Check, type FitScenario, tap } from './fit'

/** Waits until the dock says that `n` entries are saved ("Entry n saved", "Eintrag n …"). */
async function savedN(page: Page, n: number): Promise<void> {
  await page.waitForFunction((want) => {
    const text = document.querySelector('.dock .saved')?.textContent ?? ''
    return Number(/\d+/.exec(text)?.[0]) === want
  }, n)
  await settled(page)
}

/** The confidant puts the hairdresser and the poison on the phone (tiles by index). */
export async function secretOnPhone(page: Page): Promise<void> {
  const cover = page.locator('.cover')
  await tap(page.locator('section[aria-labelledby="sfs-secret-h"] .btn.primary'))
  await tap(cover.locator('.btn.primary')) // "I am …: show"
  await tap(page.locator('.tile-group.suspects .tile').nth(1))
  await tap(page.locator('.tile-group.weapons .tile').nth(5))
  await tap(cover.locator('.btn.primary')) // "Hide the secret"
  // The blank hand-over screen: its only button.
  const done = page.locator('.cover .btn.big:not(.primary)')
  await tap(done)
  await cover.waitFor({ state: 'detached' })
  await settled(page)
}

/** The trick entry's tabs, by winner and by cards: on the screen with the entry (#25). */
const modes = (page: Page) => page.locator('section.sfs-trick .tabs button')

/** The trick entry's tabs: 0 by winner, 1 by cards. */
const tricksBy = (page: Page, i: 0 | 1) => tap(modes(page).nth(i))

/**
 * The lines with a name in them on the match screen: the status, the news, the card being asked
 * about, the confidant's question (#25: a name cut short keeps 8 characters).
 */
const named = (page: Page) =>
  page.locator('.sfs-status, .sfs-news, .sfs-card-of, .sfs-announce legend, .sfs-trick-list li')

/** The picker's buttons of the step on screen. */
const picker = (page: Page) => page.locator('.sfs-picker button')

/** One card by index: suspect (4 = the phantom), weapon, number; `check` on every step. */
async function card(
  page: Page,
  [suspect, weapon, number]: readonly [number, number, number],
  check?: (step: string) => Promise<void>,
) {
  const slots = page.locator('.sfs-cards .seat-slots li')
  const filled = await page.locator('.sfs-cards .seat-slots .sfs-card').count()
  await check?.('suspect')
  await tap(picker(page).nth(suspect))
  if (suspect < 4) {
    await page.locator('.sfs-picker.weapon').waitFor()
    await check?.('weapon')
    await tap(picker(page).nth(weapon))
    await page.locator('.sfs-picker.number').waitFor()
    await check?.('number')
    await tap(picker(page).nth(number - 1))
  }
  await slots.locator('.sfs-card').nth(filled).waitFor()
}

export const sfsFit: FitScenario = {
  game: 'stich-fuer-stich',
  counts: [3, 4],
  walk: async (page: Page, players: string[], _lang, check: Check) => {
    const n = players.length
    let entries = 0
    await secretOnPhone(page)
    await savedN(page, ++entries)

    // Trick 1 by its winner.
    await tricksBy(page, 0)
    const winners = page.locator('section.sfs-trick .seat-grid button')
    await check('trick 1 by its winner', [modes(page), winners], { words: [winners, named(page)] })
    await tap(winners.nth(1))
    await savedN(page, ++entries)

    // The search on the phone: every sleuth solves, so the news over trick 2 is the longest.
    const gate = page.locator('.sfs-gate .btn.primary')
    await check('the search: the first sleuth’s gate on the table', [gate], {
      words: [page.locator('.sfs-gate'), named(page)],
    })
    await tap(gate)
    for (let k = 0; k < n - 1; k++) {
      const cover = page.locator('.cover')
      const tiles = cover.locator('.tile')
      const go = cover.locator('.btn.primary')
      await check(`the search: sleuth ${k + 1}’s guess`, [tiles, go], {
        words: [cover.locator('h2, .btn.primary')],
      })
      await tap(cover.locator('.tile-group.suspects .tile').nth(1))
      await tap(cover.locator('.tile-group.weapons .tile').nth(5))
      await tap(go)
      await savedN(page, ++entries)
      if (k < n - 2) {
        const next = page.locator('.cover .sfs-pass .btn.primary')
        await check(`the search: sleuth ${k + 1}’s answer hands the phone on`, [next], {
          words: [page.locator('.cover .sfs-pass')],
        })
        await tap(next)
      }
    }
    await page.locator('.cover').waitFor({ state: 'detached' })

    // Trick 2 by cards: each step of the first card and of the last, then who won.
    await tricksBy(page, 1)
    const slots = page.locator('.sfs-cards .seat-slots li')
    const steps = (which: string) => async (step: string) => {
      const buttons = picker(page)
      await check(`trick 2 by cards, ${which} card: ${step}`, [modes(page), slots, buttons], {
        words: [slots, named(page)],
      })
    }
    const cards = [
      [2, 3, 5],
      [1, 2, 3],
      [3, 5, 2],
      [0, 6, 12],
    ] as const
    for (const [i, c] of cards.slice(0, n).entries()) {
      await card(page, c, i === 0 ? steps('first') : i === n - 1 ? steps('last') : undefined)
    }
    const confidantNamed = page.locator('.sfs-announce .seat-grid button')
    const judge = page.locator('.sfs-announce .sfs-judge-it')
    await check(
      'trick 2 by cards: who the confidant named',
      [page.locator('.sfs-cards .seat-slots .slot-btn'), confidantNamed, judge],
      { words: [slots, confidantNamed, named(page)] },
    )
    await tap(judge)
    await savedN(page, ++entries)

    // Trick 3 by its winner, under the news of the search (everyone has solved: no search).
    await tricksBy(page, 0)
    await check('trick 3 by its winner, after the news', [modes(page), winners], {
      words: [winners, named(page)],
    })
  },
}
