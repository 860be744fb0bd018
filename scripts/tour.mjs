// A walk through every screen of the built app, shared by the browser tests (axe, narrow
// screens) and `npm run screens`. It finds its way by structure, not by words, so it works in
// every language. `visit(name)` is awaited on each screen once it has settled.

import { appSettled } from './started.mjs'

/** The screens in the order the tour shows them. */
export const SCREENS = [
  'home',
  'history-empty',
  'settings',
  'join',
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
  'match-phones',
  'home-continue',
  'match-over',
  'history',
  'stats',
]

const TOUR_PLAYERS = ['Anna', 'Ben', 'Cora', 'Dana']

/**
 * Nothing is loading any more: the app has started (no prerendered copy left), and lazy screens
 * and the match page have arrived.
 */
async function settled(page) {
  await page.waitForFunction(appSettled)
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
  // Saved once the players' tricks add up to `done` (a tap while a trick is saved is ignored).
  await page.waitForFunction((n) => {
    const tricks = [...document.querySelectorAll('.ls-tricks')]
    const sum = tricks.reduce(
      (all, el) => all + (Number.parseInt(el.textContent ?? '', 10) || 0),
      0,
    )
    return n === 8 ? tricks.length === 0 : sum === n
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

  // Joining a table: the camera (a message where there is none) and the field to paste a code.
  await at(page, '#/join', '.paste-code textarea')
  await visit('join')

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
  // One tap a number: the chips 0..8 fill one player's count after the other.
  for (const n of [3, 2, 1, 1]) await page.locator('.ls-chip input').nth(n).click()
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

  // Phones at this table: the code to scan; then the table is closed again.
  await page.locator('.bar-actions a').click()
  await page.locator('svg.qr').waitFor()
  await settled(page)
  await visit('match-phones')
  await page.locator('.table-nav .danger').click()
  await page.locator('.tabs').waitFor()

  await at(page, '', 'a.continue')
  await visit('home-continue')

  await page.locator('a.continue').click()
  await page.locator('.tabs button').nth(1).click()
  // Quick hands until the match is over; each waits until the dock says it is saved (the hands
  // table shows only the last ten hands, so its rows are no count).
  const entries = () =>
    page.evaluate(() => Number(/\d+/.exec(document.querySelector('.saved')?.textContent ?? '')))
  while ((await page.locator('.match-over').count()) === 0) {
    const before = await entries()
    await page.locator('input[name="last"]').nth(0).check()
    await page.locator('form.ls-entry button[type="submit"]').click()
    await page.waitForFunction(
      (n) => Number(/\d+/.exec(document.querySelector('.saved')?.textContent ?? '')) > n,
      before,
    )
    // The next hand's form, or the match's end: the dock may say "saved" a render before either.
    await page.locator('.match-over, input[name="last"]').first().waitFor()
  }
  await settled(page)
  await visit('match-over')

  await at(page, '#/history', '.card')
  await visit('history')

  // The finished match in numbers: players and groups.
  await at(page, '#/stats', '.stats, .empty')
  await visit('stats')
}

/** The Stich für Stich screens, in the order `sfsTour` shows them. */
export const SFS_SCREENS = [
  'sfs-new',
  'sfs-secret',
  'sfs-gate',
  'sfs-tiles',
  'sfs-handover',
  'sfs-trick',
  'sfs-cards-suspect',
  'sfs-cards-weapon',
  'sfs-cards-number',
  'sfs-cards-announce',
  'sfs-mismatch',
  'sfs-search-phone',
  'sfs-guess-incomplete',
  'sfs-guess-false',
  'sfs-guess-solved',
  'sfs-search-paper',
  'sfs-peek',
  'sfs-why',
  'sfs-case-over',
  'sfs-paper-case',
  'sfs-over',
  'sfs-judge',
  'sfs-judge-tiles',
  'sfs-judge-picker',
  'sfs-judge-verdict',
  'sfs-judge-why',
]

/** Waits until the match has saved `n` entries, as the dock says ("Entry n saved"). */
async function saved(page, n) {
  await page.waitForFunction((want) => {
    const text = document.querySelector('.dock .saved')?.textContent ?? ''
    return Number(/\d+/.exec(text)?.[0]) === want
  }, n)
  await settled(page)
}

/**
 * A 4-player game of Stich für Stich (Ben the first confidant), with every screen of a case on
 * the way, then the judge. Tiles and cards by index: suspects influencer, hairdresser, gardener,
 * mechanic (then the phantom); weapons revolver, statue, spade, knife, pillow, poison, ax.
 * @param {import('playwright-core').Page} page with a baseURL on the served app
 * @param {(name: string) => Promise<void>} visit
 */
export async function sfsTour(page, visit) {
  let entries = 0
  const recorded = () => saved(page, ++entries)
  const cover = page.locator('.cover')
  // The gate's "I am …: show", and on every private screen its main button.
  const primary = page.locator('.cover .btn.primary')
  const done = async () => {
    await cover.locator('.btn').click()
    await cover.waitFor({ state: 'detached' })
  }
  const tile = (group, i) => page.locator(`.tile-group.${group} .tile`).nth(i).click()
  const picker = page.locator('.sfs-picker button')
  // The picker's three steps: 5 suspects (with the phantom), 8 weapons (with back), 14 numbers.
  const step = (buttons) => page.locator(`.sfs-picker > button:nth-child(${buttons}):last-child`)
  const faces = page.locator('.seat-slots .sfs-card')
  /** One card, and wait until its slot shows it; a suspect of 4 is the phantom. */
  const card = async (suspect, weapon, number) => {
    const before = await faces.count()
    await step(5).waitFor()
    await picker.nth(suspect).click()
    if (suspect < 4) {
      await step(8).waitFor()
      await picker.nth(weapon).click()
      await step(14).waitFor()
      await picker.nth(number - 1).click()
    }
    await faces.nth(before).waitFor()
  }
  const tab = (section, i) =>
    page.locator(`section[aria-labelledby="${section}"] .tabs button`).nth(i)
  const winner = async (seat) => {
    await tab('sfs-trick-h', 0).click()
    await page.locator('.seat-grid button').nth(seat).click()
    await recorded()
  }
  const paperSearch = async (...solved) => {
    await page.locator('section[aria-labelledby="sfs-search-h"]').waitFor()
    if ((await tab('sfs-search-h', 1).count()) > 0) await tab('sfs-search-h', 1).click()
    for (const i of solved) await page.locator('fieldset .choice').nth(i).click()
    await page.locator('fieldset .btn.primary').click()
    await recorded()
  }
  /** A case on paper tiles: trick 1, everyone solves on paper, six more tricks. */
  const paperCase = async () => {
    await page.locator('section[aria-labelledby="sfs-secret-h"] .btn').nth(1).click()
    await recorded()
    await winner(0)
    await paperSearch(0, 1, 2)
    for (const seat of [1, 2, 3, 0, 1, 2]) await winner(seat)
  }

  await at(page, '#/new', 'input.name')
  await page.locator('input[name="game"]').nth(1).check()
  const names = page.locator('input.name')
  for (const [seat, name] of TOUR_PLAYERS.entries()) {
    if ((await names.count()) <= seat) await page.locator('.seats .row button').first().click()
    await names.nth(seat).fill(name)
  }
  await page.locator('.dealer-pick').nth(1).click()
  await visit('sfs-new')

  await page.locator('form button[type="submit"]').click()
  await page.locator('.sfs-status').waitFor()
  await settled(page)
  await visit('sfs-secret')

  await page.locator('section[aria-labelledby="sfs-secret-h"] .btn.primary').click()
  await primary.waitFor()
  await visit('sfs-gate')

  await primary.click()
  await tile('suspects', 1) // the hairdresser
  await tile('weapons', 5) // with the poison
  await visit('sfs-tiles')

  await primary.click()
  await recorded()
  await visit('sfs-handover')

  await done()
  await visit('sfs-trick')

  // Trick 1 by cards, in play order from Cora: a non-trump, a culprit trump, a weapon trump
  // (Anna's: she wins), a non-trump. Ben says Dana won: only he may see why that is wrong.
  await tab('sfs-trick-h', 1).click()
  await card(2, 3, 5)
  await step(5).waitFor()
  await visit('sfs-cards-suspect')
  await picker.nth(1).click()
  await step(8).waitFor()
  await visit('sfs-cards-weapon')
  await picker.nth(2).click()
  await step(14).waitFor()
  await visit('sfs-cards-number')
  await picker.nth(2).click()
  await faces.nth(1).waitFor()
  await card(3, 5, 2)
  await card(0, 6, 12)
  await page.locator('fieldset .seat-grid').waitFor()
  await visit('sfs-cards-announce')

  await page.locator('fieldset .seat-grid button').nth(3).click()
  await primary.click()
  await page.locator('.cover .secret-shown').waitFor()
  await visit('sfs-mismatch')
  await primary.click() // the winner by the cards
  await recorded()
  await done()

  // The search after trick 1, on the phone: Cora guesses wrong, Dana solves; Anna on paper.
  // The table shows Cora's gate; her answer screen is Dana's gate.
  await tab('sfs-search-h', 0).click()
  await visit('sfs-search-phone')
  await page.locator('section[aria-labelledby="sfs-search-h"] .btn.primary').click()
  await tile('suspects', 2)
  await primary.click() // Check, with one tile only
  await page.locator('.cover .message.error').waitFor()
  await visit('sfs-guess-incomplete')
  await tile('weapons', 3)
  await primary.click()
  await recorded()
  await page.locator('.cover .sfs-pass').waitFor()
  await visit('sfs-guess-false')
  await primary.click() // Dana: "I am Dana: show"
  await tile('suspects', 1)
  await tile('weapons', 5)
  await primary.click()
  await recorded()
  await page.locator('.cover .sfs-pass').waitFor()
  await visit('sfs-guess-solved')
  await page.locator('.cover .sfs-pass .btn:not(.primary)').click() // later: back to the table
  await cover.waitFor({ state: 'detached' })
  await tab('sfs-search-h', 1).click()
  await page.locator('fieldset .choice').first().waitFor()
  await visit('sfs-search-paper')
  await paperSearch()

  // The confidant's two private looks: the secret, and why the last trick went to Anna.
  await page.locator('.sfs-peek').click()
  await primary.click()
  await page.locator('.cover .secret-shown').waitFor()
  await visit('sfs-peek')
  await primary.click()
  await cover.waitFor({ state: 'detached' })
  await page.locator('.sfs-why').click()
  await primary.click()
  await page.locator('.cover .secret-shown').waitFor()
  await visit('sfs-why')
  await primary.click()
  await cover.waitFor({ state: 'detached' })

  // The rest of case 1: Cora and Anna solve after trick 2, no searches after that.
  await winner(1)
  await paperSearch(0, 1)
  for (const seat of [2, 2, 3, 1, 0]) await winner(seat)
  await page.locator('section[aria-labelledby="sfs-secret-h"]').waitFor()
  await visit('sfs-case-over')

  await page.locator('section[aria-labelledby="sfs-secret-h"] .btn').nth(1).click()
  await recorded()
  await visit('sfs-paper-case')
  await winner(0)
  await paperSearch(0, 1, 2)
  for (const seat of [1, 2, 3, 0, 1, 2]) await winner(seat)
  await paperCase()
  await paperCase()
  await page.locator('.match-over').waitFor()
  await settled(page)
  await visit('sfs-over')

  // The judge: the confidant enters a secret behind the gate; four cards; the winner for all.
  await at(page, '#/judge', 'nav.menu a')
  await page.locator('nav.menu a').nth(1).click()
  await page.locator('section[aria-labelledby="sfs-judge-secret"]').waitFor()
  await settled(page)
  await visit('sfs-judge')
  await page.locator('section[aria-labelledby="sfs-judge-secret"] .btn').last().click()
  await primary.click()
  await tile('suspects', 2) // the gardener
  await tile('weapons', 1) // with the statue
  await visit('sfs-judge-tiles')
  await primary.click()
  await done()
  await card(2, 0, 9)
  await card(1, 1, 4)
  await visit('sfs-judge-picker')
  await card(3, 1, 11)
  await card(4) // a phantom
  await page.locator('.verdict').waitFor()
  await visit('sfs-judge-verdict')
  await page.locator('.verdict button').click()
  await primary.click()
  await page.locator('.cover .secret-shown').waitFor()
  await visit('sfs-judge-why')
}
