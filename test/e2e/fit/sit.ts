// Stiche im Team in the table-fit test: for 3 to 5 players, the trump, the open numbers of rounds
// 1 and 2, every trick by winner, and a trick card by card (the first card, the last one, the
// confirm button, a middle card being changed); round 2 by cards with a revoke flagged (its line
// under the slots, the picker and the confirm button still on screen); then rounds 3 to 6 by
// winner, and the open numbers of round 7 (7 cards: 8 chips, the most a five-player table gets;
// the long ascent's 11 chips take as many rows and have one player less), the over-bid's long line
// too. Names in the slots and in the status keep 8 characters before an ellipsis (#25). Selected
// by structure, so either language works.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { type FitScenario, SIZES, tap, tapInPage } from './fit'

const TRUMP_SUITS = 'section[aria-labelledby="sit-trump-h"] .picker-suits .btn'
/** The open player's chips (one row at a time). */
const CHIPS = '.sit-bids .numbers-row label.num'
/** A line per player (in turn from the dealer's left): a tap opens their chips. */
const LINES = '.sit-bids .sit-bid-line'
const SAVE_BIDS = '.sit-bids > .btn.primary'
const MODES = '.sit-trick-head .tab'
const SEATS = '.sit-trick .seat-grid .btn'

/** The parts of the page a player taps, by structure (no words). */
const sitParts = (page: Page) => ({
  trumpSuits: page.locator(TRUMP_SUITS),
  /** The open player's chips (one row at a time). */
  chips: page.locator('.sit-bids label.num'),
  /** The open player's chip `n`. */
  chip: (n: number) => page.locator(CHIPS).nth(n),
  /** A line per player: a name cut short keeps 8 characters (#25). */
  lines: page.locator(LINES),
  saveBids: page.locator(SAVE_BIDS),
  modes: page.locator(MODES),
  seats: page.locator(SEATS),
  slots: page.locator('.sit-trick .seat-slots li'),
  changeable: page.locator('.sit-trick .seat-slots button.slot-btn'),
  suits: page.locator('.sit-trick .picker-suits .btn'),
  ranks: page.locator('.sit-trick .picker-ranks .btn'),
  confirm: page.locator('.sit-trick > .btn.primary'),
  flag: page.locator('.sit-trick .revoke-flag'),
  /** Who deals or leads, and the trump: a name cut short keeps 8 characters (#25). */
  who: page.locator('.sit-who'),
})

/** The entry mode's tab: 0 by winner, 1 card by card. */
async function sitMode(page: Page, which: 0 | 1): Promise<void> {
  const tab = sitParts(page).modes.nth(which)
  if ((await tab.getAttribute('aria-pressed')) !== 'true') await tap(tab)
}

/** Waits until the page asks for trick `n` of the round (its heading names the number first). */
async function atTrick(page: Page, n: number): Promise<void> {
  await page.waitForFunction(
    (k) => /\d+/.exec(document.querySelector('#sit-trick-h')?.textContent ?? '')?.[0] === String(k),
    n,
  )
}

/**
 * The numbers in turn: the first player after the dealer says `first`, everybody else 0; not
 * saved. The chips move on to the next line after each tap.
 */
async function sayNumbers(page: Page, players: number, first: number): Promise<void> {
  const at = sitParts(page)
  for (let i = 0; i < players - 1; i++) {
    await at.lines.nth(i).and(page.locator('[aria-pressed="true"]')).waitFor()
    await tap(at.chip(i === 0 ? first : 0))
  }
}

/**
 * A round made by winner: the dealer's left says every card and takes every trick. Tapped in the
 * page (no screen of it is checked): the trump, the numbers in turn, Save, the winner of each
 * trick once the page asks for it.
 */
async function makeRound(page: Page, players: number, round: number): Promise<void> {
  const taker = round % players
  await tapInPage(page, [
    { tap: TRUMP_SUITS, nth: 1 },
    ...Array.from({ length: players - 1 }, (_, i) => ({
      tap: CHIPS,
      nth: i === 0 ? round : 0,
      ready: { css: LINES, nth: i, is: '[aria-pressed="true"]' },
    })),
    { tap: SAVE_BIDS },
    { tap: MODES, unless: '[aria-pressed="true"]' },
    ...Array.from({ length: round }, (_, k) => ({
      tap: SEATS,
      nth: taker,
      ready: { css: '#sit-trick-h', text: `^\\D*${k + 1}(?!\\d)` },
    })),
  ])
}

export const sitFit: FitScenario = {
  game: 'stiche-im-team',
  counts: [3, 4, 5],
  walk: async (page, players, _lang, check, filler = page) => {
    const n = players.length
    const at = sitParts(page)

    // Round 1, seat 0 deals: spades; seat 1 says 1 and leads.
    await check('the trump', [at.trumpSuits], { words: [at.who] })
    await tap(at.trumpSuits.nth(1))
    await at.saveBids.waitFor()
    await check('the numbers of round 1, none chosen', [at.lines, at.chips, at.saveBids], {
      words: [at.lines, at.who],
    })
    await sayNumbers(page, n, 1)
    await check('the numbers of round 1', [at.lines, at.chips, at.saveBids], {
      words: [at.lines],
    })
    await tap(at.saveBids)
    await at.modes.first().waitFor()

    await sitMode(page, 0)
    await check('trick 1 of 1 by winner', [at.modes, at.seats], { words: [at.who] })
    await sitMode(page, 1)
    await check('cards: the first card', [at.modes, at.slots, at.suits], {
      words: [at.slots, at.who],
    })
    // A♠ led, the rest follow: the spades are open already, one tap each.
    await tap(at.suits.nth(1))
    await check('cards: the first card, its rank', [at.slots, at.suits, at.ranks], {
      words: [at.slots],
    })
    await tap(at.ranks.nth(0))
    for (let i = 1; i < n - 1; i++) await tap(at.ranks.nth(i))
    await check('cards: the last card', [at.modes, at.slots, at.changeable, at.suits, at.ranks], {
      words: [at.slots],
    })
    await tap(at.ranks.nth(n - 1))
    await check('cards: the confirm button', [at.slots, at.changeable, at.confirm], {
      words: [at.slots],
    })
    // The second card is changed: the picker comes back with the spades open.
    await tap(at.changeable.nth(1))
    await check('cards: a card being changed', [at.slots, at.changeable, at.suits, at.ranks], {
      words: [at.slots],
    })
    await tap(at.ranks.nth(n))
    await check('cards: confirm after the change', [at.slots, at.confirm], { words: [at.slots] })
    await tap(at.confirm)

    // Round 2, seat 1 deals: hearts; seat 2 says 2 and takes both.
    await tap(at.trumpSuits.nth(2))
    await at.saveBids.waitFor()
    await sayNumbers(page, n, 2)
    await check('the numbers of round 2', [at.lines, at.chips, at.saveBids], {
      words: [at.lines],
    })
    await tap(at.saveBids)
    await at.modes.first().waitFor()
    await sitMode(page, 0)
    await check('trick 1 of 2 by winner', [at.modes, at.seats], { words: [at.seats, at.who] })
    // Trick 1 by cards: seat 2 leads A♠, seat 3 shows out with 2♣, the rest follow low.
    await sitMode(page, 1)
    await tap(at.suits.nth(1))
    await tap(at.ranks.nth(0))
    await tap(at.suits.nth(0))
    await tap(at.ranks.nth(12))
    for (let i = 2; i < n; i++) await tap(at.ranks.nth(14 - i))
    await tap(at.confirm)
    await atTrick(page, 2)
    // Trick 2: seat 2 leads K♠ and seat 3 plays 10♠, a revoke: flagged under the slots.
    await tap(at.suits.nth(1))
    await tap(at.ranks.nth(1))
    await tap(at.ranks.nth(4))
    await at.flag.waitFor()
    await check(
      'cards: a revoke flagged',
      [at.modes, at.slots, at.changeable, at.flag, at.suits, at.ranks],
      { whole: [at.flag], words: [at.slots, at.who] },
    )
    for (let i = 2; i < n; i++) await tap(at.ranks.nth(3 + i))
    await check(
      'cards: confirm with a revoke flagged',
      [at.slots, at.changeable, at.flag, at.confirm],
      { whole: [at.flag], words: [at.slots] },
    )

    // Recorded anyway: seat 2 takes the second trick too, round 2 made. Rounds 3 to 6 by winner
    // (by the filler: no screen of them is checked).
    await tap(at.confirm)
    for (let round = 3; round <= 6; round++) await makeRound(filler, n, round)

    // The rounds so far, with every column in view at 320 px: no column cut off at the edge.
    await page.setViewportSize(SIZES[1])
    const rounds = page.locator('.sit-rounds .table-wrap')
    await expect.poll(() => rounds.locator('tbody tr').count()).toBe(6)
    const overflow = await rounds.evaluate((el) => el.scrollWidth - el.clientWidth)
    expect(overflow, 'the rounds table scrolls sideways at 320 px').toBeLessThanOrEqual(0)

    // Round 7, seat 6 mod n deals: 7 cards, the chips 0..7 for one player at a time.
    await tap(at.trumpSuits.nth(1))
    await at.saveBids.waitFor()
    await check('the numbers of round 7, none chosen', [at.lines, at.chips, at.saveBids], {
      words: [at.lines],
    })
    await sayNumbers(page, n, 7)
    await check('the numbers of round 7', [at.lines, at.chips, at.saveBids], {
      words: [at.lines],
    })
    // The second says every card too (their line first): the over-bid's line, the dealer's longest.
    await tap(at.lines.nth(1))
    await at.lines.nth(1).and(page.locator('[aria-pressed="true"]')).waitFor()
    await tap(at.chip(7))
    await check('the numbers of round 7, over-bid', [at.lines, at.chips, at.saveBids], {
      words: [at.lines],
    })
  },
}
