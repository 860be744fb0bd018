// A walk through every screen of the built app, shared by the browser tests (axe, narrow
// screens) and `npm run screens`. It finds its way by structure, not by words, so it works in
// every language. `visit(name)` is awaited on each screen once it has settled.

/** The screens in the order the tour shows them. */
export const SCREENS = [
  'home',
  'history-empty',
  'settings',
  'judge',
  'judge-suit',
  'judge-verdict',
  'new',
  'new-error',
  'new-filled',
  'match-tricks',
  'match-quick',
  'match-counts',
  'match-fix',
  'home-continue',
  'match-over',
  'history',
]

export const TOUR_PLAYERS = ['Anna', 'Ben', 'Cora', 'Dana']

/** Nothing is loading any more: lazy screens and the match page have arrived. */
async function settled(page) {
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"], .loading') === null)
}

async function at(page, hash, selector) {
  await page.goto(`/${hash}`)
  await page.locator(selector).first().waitFor()
  await settled(page)
}

/** The judge's picker: suit by index (♣ ♠ ♥ ♦), rank by index from the top (A K Q J 10 …). */
async function pickCard(page, suit, rankFromTop) {
  await page.locator('.picker-suits button').nth(suit).click()
  await page.locator('.picker-ranks button').nth(rankFromTop).click()
}

/** Taps the winner of one trick and waits until the match has saved it. */
async function trick(page, seat, done) {
  await page.locator('.seat-grid button').nth(seat).click()
  await page.waitForFunction((n) => {
    const tricks = [...document.querySelectorAll('.ls-tricks')]
    return n === 8 ? tricks.length === 0 : tricks.length > 0
  }, done)
  await settled(page)
}

/**
 * @param {import('playwright-core').Page} page with a baseURL on the served app
 * @param {(name: string) => Promise<void>} visit
 */
export async function tour(page, visit) {
  await at(page, '', 'nav.menu a')
  await visit('home')

  await at(page, '#/history', '.empty')
  await visit('history-empty')

  await at(page, '#/settings', 'fieldset')
  await visit('settings')

  await at(page, '#/judge', 'nav.menu a')
  await visit('judge')

  await page.locator('nav.menu a').first().click()
  await page.locator('.picker-suits button').first().waitFor()
  await page.locator('.picker-suits button').nth(1).click()
  await page.locator('.picker-ranks').waitFor()
  await visit('judge-suit')

  // The rulebook's example: 9♠ led, K♠, A♥ off suit, Q♠; K♠ takes it.
  await page.locator('.picker-ranks button').nth(5).click()
  await pickCard(page, 1, 1)
  await pickCard(page, 2, 0)
  await pickCard(page, 1, 2)
  await page.locator('.verdict').waitFor()
  await visit('judge-verdict')

  await at(page, '#/new', 'input.name')
  await visit('new')

  await page.locator('form button[type="submit"]').click()
  await page.locator('.message.error').waitFor()
  await visit('new-error')

  const names = page.locator('input.name')
  for (const [seat, name] of TOUR_PLAYERS.entries()) {
    if ((await names.count()) <= seat) await page.locator('.seats .row button').first().click()
    await names.nth(seat).fill(name)
  }
  await page.locator('.dealer-pick').nth(1).click()
  await visit('new-filled')

  await page.locator('form button[type="submit"]').click()
  await page.locator('.ls-table').waitFor()
  await settled(page)
  for (const [i, seat] of [1, 1, 2].entries()) await trick(page, seat, i + 1)
  await visit('match-tricks')

  for (const [i, seat] of [0, 3, 1, 2, 3].entries()) await trick(page, seat, i + 4)
  await page.locator('.ls-outcome').waitFor()
  await page.locator('.tabs button').nth(1).click()
  await page.locator('input[name="last"]').nth(0).check()
  await visit('match-quick')

  // Counts that add up to 7: the rules refuse them, and the page says why.
  await page.locator('.tabs button').nth(2).click()
  const more = (seat) => page.locator('.ls-count').nth(seat).locator('button').nth(1)
  for (const [seat, n] of [3, 2, 1, 1].entries()) {
    for (let i = 0; i < n; i++) await more(seat).click()
  }
  await page.locator('input[name="last-count"]').nth(0).check()
  await page.locator('form.ls-entry button[type="submit"]').click()
  await page.locator('.message.error').waitFor()
  await visit('match-counts')

  // Correcting a finished hand, then leaving it as it was.
  await page.locator('.ls-hands tbody button').first().click()
  await page.locator('.ls-fix').waitFor()
  await visit('match-fix')
  await page.locator('.ls-fix > button').last().click()
  await page.locator('.tabs').waitFor()

  await at(page, '', 'a.continue')
  await visit('home-continue')

  await page.locator('a.continue').click()
  await page.locator('.tabs button').nth(1).click()
  while ((await page.locator('.ls-over').count()) === 0) {
    const hands = await page.locator('.ls-hands tbody tr').count()
    await page.locator('input[name="last"]').nth(0).check()
    await page.locator('form.ls-entry button[type="submit"]').click()
    await page.waitForFunction(
      (n) => document.querySelectorAll('.ls-hands tbody tr').length > n,
      hands,
    )
  }
  await settled(page)
  await visit('match-over')

  await at(page, '#/history', '.card')
  await visit('history')
}
