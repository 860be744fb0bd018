// Sticht oder nicht in the table-fit test: for 3 to 6 players, the special cards (each kind list, the tallest kind, the second
// card's screen, opened by "Next card", starts at its top), the trick by winner with the
// plusminus question before it (no plusminus; whose it was; the winner after it), the trick
// card by card (the first card, the last one, the confirm button, a card being changed; the mode
// switch and the ⌫ key with them), a trick with a revoke flagged (its line under the slots, whole
// at 360 px, the picker still on screen), the names in the slots and the tally 8 characters or whole,
// and the round's end with two count cards (a count per player: the slots, the numbers, the
// button that scores the round, the other card's line), scored, so that the score sheet is there
// when the suite checks its columns.
import type { Page } from 'playwright-core'
import { type Check, type FitScenario, tap, tapInPage } from './fit'

/**
 * The round's two special cards, chosen by structure (either language): +1 per swordfish card,
 * and +3 for the most wasps, so that the round's end asks two count cards, each player's
 * swordfish and wasps. Each card's kinds on one screen, and the tallest kind (green: an animal,
 * who scores, the points) with "Next card" on one screen too, the first card's before "Other
 * kind" goes back to the kind the walk needs. The second card's screen, opened by "Next card",
 * starts at its top: who chooses card 2 in view, the name whole.
 */
async function chooseSpecials(page: Page, check: Check): Promise<void> {
  const save = page.locator('.son-play section .btn.primary.big')
  const heading = page.locator('#son-specials-h')
  const field = (n: number, what: string) => page.locator(`input[name="special-${n}-${what}"]`)
  const other = page.locator('.son-kind-chosen .btn')
  const cancel = page.locator('.special-chosen .btn')
  const animalNames = page.locator('.son-animals .choice')
  const green = (n: number) => [
    other,
    field(n, 'animal'),
    field(n, 'which'),
    field(n, 'sign'),
    save,
  ]
  await check('special card 1: its kinds', [heading, field(1, 'kind')])
  await tap(field(1, 'kind').nth(2))
  await check('special card 1: green, all it asks', [heading, ...green(1)], {
    words: [animalNames],
  })
  await tap(other)
  await tap(field(1, 'kind').nth(3))
  await tap(field(1, 'animal').nth(3))
  await tap(save)
  await field(2, 'kind').first().waitFor()
  await check('special card 2, as "Next card" opens it', [heading], {
    asItStands: true,
    words: [heading],
  })
  await check('special card 2: its kinds', [heading, cancel, field(2, 'kind')])
  await tap(field(2, 'kind').nth(2))
  await check('special card 2: green, all it asks', [heading, cancel, ...green(2)], {
    words: [animalNames],
  })
  await tap(field(2, 'animal').nth(0))
  await tap(field(2, 'which').nth(0))
  await tap(field(2, 'sign').nth(0))
  await tap(save)
  await page.locator('.son-trick').waitFor()
}

/**
 * The open count card's counts, player by player: the first two players hold all `all` cards
 * between them. Stops when the card is done: its last count filled in by the app, or tapped.
 */
async function countEach(page: Page, n: number, all: number): Promise<void> {
  const legend = page.locator('.son-question legend').first()
  const card = await legend.textContent()
  for (let i = 0; i < n; i++) {
    if ((await legend.textContent()) !== card) return
    const count = i === 0 ? Math.ceil(all / 2) : i === 1 ? Math.floor(all / 2) : 0
    await tap(page.locator('.son-count-chips .btn').nth(count))
    // Counted: the slot shows it, or the next card is open already.
    await page.waitForFunction(
      ([k, asked]) =>
        document.querySelector('.son-question legend')?.textContent !== asked ||
        document.querySelectorAll('.son-count .seat-slots li')[k]?.querySelector('strong') !== null,
      [i, card] as const,
    )
  }
}

/** Waits until the page asks for trick `n`: its heading names the number. */
async function atTrick(page: Page, n: number): Promise<void> {
  await page.waitForFunction(
    (k) => new RegExp(`\\b${k}\\b`).test(document.querySelector('#son-trick-h')?.textContent ?? ''),
    n,
  )
}

/** The entry mode's tabs: 0 by winner, 1 card by card. */
async function mode(page: Page, which: 0 | 1): Promise<void> {
  const tab = page.locator('.son-trick-mode .tab').nth(which)
  if ((await tab.getAttribute('aria-pressed')) !== 'true') await tap(tab)
}

const parts = (page: Page) => ({
  modes: page.locator('.son-trick-mode .tab'),
  pm: page.locator('.son-pm-ask .tab'),
  seats: page.locator('.son-trick .seat-grid .btn'),
  slots: page.locator('.son-cards .seat-slots li'),
  changeable: page.locator('.son-cards .seat-slots button.slot-btn'),
  animals: page.locator('.son-animal-row .btn'),
  signs: page.locator('.son-sign-row .btn'),
  values: page.locator('.son-values .btn'),
  confirm: page.locator('.son-cards > .btn.primary'),
  /** "Remove the last card": the picker's last key, or the button under a complete trick. */
  remove: page.locator('.son-cards .btn.son-remove'),
  flag: page.locator('.son-cards .revoke-flag'),
  countSlots: page.locator('.son-count .seat-slots button.slot-btn'),
  counts: page.locator('.son-count-chips .btn'),
  score: page.locator('.son-score > .btn.primary'),
  /** The other count card at the round's end: one line, tapped to open it. */
  closed: page.locator('.son-question-closed'),
  /** The status's and the prompt's names: cut after 8 characters at the least, or whole. */
  badges: page.locator('.son-status .badge, .son-dealer, .son-prompt .badge'),
  /** The names in the slots, and in the tally of tricks below the entry: the same. */
  names: page.locator('.son-play .seat-slots .slot-name, .son-tally .son-name'),
})

export const sonFit: FitScenario = {
  game: 'sticht-oder-nicht',
  counts: [3, 4, 5, 6],
  walk: async (page, players, _lang, check, filler = page) => {
    const n = players.length
    const at = parts(page)
    await chooseSpecials(page, check)

    await mode(page, 0)
    await check('trick by winner, no plusminus', [at.pm, at.seats, at.modes], { words: [at.seats] })
    await tap(at.pm.nth(1))
    await check('the plusminus: whose it was', [at.pm, at.seats, at.modes], { words: [at.seats] })
    await tap(at.seats.nth(0))
    await check('the winner, after the plusminus', [at.pm, at.seats, at.modes], {
      words: [at.seats, at.badges],
    })
    await tap(at.seats.nth(1))
    await atTrick(page, 2)

    await mode(page, 1)
    await check('cards: the first card', [at.modes, at.slots, at.animals, at.signs, at.values], {
      words: [at.animals, at.names, at.modes],
    })
    // The leader's wasp 2, then the wasps that follow: one tap each, the wasp open already.
    await tap(at.animals.nth(0))
    await tap(at.values.nth(1))
    for (let i = 1; i < n - 1; i++) await tap(at.values.nth(i + 2))
    await check('cards: the last card', [
      at.modes,
      at.slots,
      at.changeable,
      at.animals,
      at.values,
      at.remove,
    ])
    await tap(at.values.nth(n + 1))
    await check('cards: the confirm button', [at.modes, at.slots, at.changeable, at.confirm])
    await tap(at.changeable.nth(1))
    await check('cards: changing a card', [at.slots, at.changeable, at.animals, at.values])
    await tap(at.values.nth(0))
    // The last player shows out of wasps after all: a porcupine 1.
    await tap(at.changeable.nth(n - 1))
    await tap(at.animals.nth(1))
    await tap(at.values.nth(0))
    await tap(at.confirm)
    await atTrick(page, 3)

    // Trick 3 is led by the highest wasp, the player just before the one who showed out (at
    // three, the leader of trick 2 with its 2, two seats before them). Porcupines led, and that
    // player's wasp 10 is a revoke: flagged under the slots while the trick goes on.
    const at3 = n > 3 ? 1 : 2
    for (let i = 0; i < n; i++) {
      if (i === at3) await tap(at.animals.nth(0))
      else if (i === 0 || i === at3 + 1) await tap(at.animals.nth(1))
      await tap(at.values.nth(i === at3 ? 9 : i + 1))
      if (i === at3) {
        await at.flag.waitFor()
        const next = i < n - 1 ? [at.animals, at.values, at.remove] : [at.confirm]
        await check(
          'cards: a revoke flagged',
          [at.modes, at.slots, at.changeable, at.flag, ...next],
          {
            whole: [at.flag],
          },
        )
      }
    }
    await check(
      'cards: confirm with a revoke flagged',
      [at.modes, at.slots, at.changeable, at.flag, at.confirm, at.remove],
      { whole: [at.flag] },
    )
    await tap(at.confirm)
    await atTrick(page, 4)

    // The rest by winner; then the round's end asks two count cards, each player's swordfish,
    // then their wasps.
    await mode(page, 0)
    const tricks = { 3: 13, 4: 10, 5: 9, 6: 8 }[n] ?? 0
    // The first two players take them in turn, so that their tricks hold every swordfish and
    // every wasp (by the filler: no screen of them is checked).
    // Tapped in the page, each once the page asks for its trick.
    await tapInPage(filler, [
      { tap: '.son-trick-mode .tab', unless: '[aria-pressed="true"]' },
      ...Array.from({ length: tricks - 3 }, (_, k) => ({
        tap: '.son-trick .seat-grid .btn',
        nth: (k + 4) % 2,
        ready: { css: '#son-trick-h', text: `\\b${k + 4}\\b` },
      })),
    ])
    await at.score.waitFor()
    await check('the round’s end: the first count card', [at.countSlots, at.counts, at.score], {
      asItStands: true,
      words: [at.badges, at.names],
    })
    // The first two players took every swordfish and every wasp between them (10 of each at
    // three or four players, the 11s and 12s set aside; at five, 11 swordfish, where the table
    // set aside the swordfish 1, and all 12 wasps; 12 of each at six): the round is scored, and
    // its row lands in the score sheet. A count is one tap on its number; the next player's
    // numbers come up, and after the last (filled in when the others leave it no choice) the
    // next card's.
    const all = { 3: [10, 10], 4: [10, 10], 5: [11, 12], 6: [12, 12] }[n] ?? []
    await countEach(page, n, all[0] ?? 0)
    await check(
      'the round’s end: the second count card',
      [at.countSlots, at.counts, at.score, at.closed],
      { asItStands: true, words: [at.names] },
    )
    await countEach(page, n, all[1] ?? 0)
    await tap(at.score)
    await page.locator('.son-play .table-wrap tbody tr').first().waitFor()
  },
}
