// Sticht oder nicht in Chromium against the production build, what is half-entered (#12): the
// cards of a trick, the plusminus card told and the counts at a round's end (with whose count is
// up, #25) survive a reload; an
// undo of the scoring gives its counts back to change, an undo of a trick by cards its cards;
// counts that do not add up are refused; a card already played is not offered again.
import { describe, expect, it } from 'vitest'
import { PLAYERS, storedDraft, useBrowser } from './harness'
import {
  ANNA,
  BEN,
  CORA,
  cards,
  DANA,
  perCard,
  sonStartedMatch,
  tricksCard,
  trump,
} from './play/son'

const env = useBrowser()

describe('Sticht oder nicht', () => {
  // #12: nothing half-entered is lost, an undo puts an entry back to be changed and confirmed
  // again, and a card that cannot be played is not offered.
  it('keeps a half-entered trick, the plusminus told and the counts through a reload', async () => {
    const { page } = await env.open()
    const table = await sonStartedMatch(page, PLAYERS, BEN)
    // Anna leads (3 seats left of Ben). +1 per wasp: the round's end asks for the wasps.
    await table.specials([perCard('wasp'), trump('scorpion')], [CORA, DANA])
    const slot = (name: string) => page.locator('.seat-slots li', { hasText: name })
    await table.mode('Cards')
    await table.group('Card of Anna: Animal').getByRole('button', { name: 'Wasp' }).click()
    await table.group('Card of Anna: Wasp, Value').getByRole('button', { name: '7' }).click()
    // Ben follows: the wasps are open, one tap.
    await table.group('Card of Ben: Wasp, Value').getByRole('button', { name: '9' }).click()
    await expect.poll(async () => ((await storedDraft(page)).trick as unknown[])?.length).toBe(2)
    await page.reload()
    await table.group('Card of Cora: Wasp, Value').waitFor()
    expect(await slot('Anna').locator('.son-card .visually-hidden').textContent()).toBe('Wasp 7')
    expect(await slot('Ben').locator('.son-card .visually-hidden').textContent()).toBe('Wasp 9')
    await table.group('Card of Cora: Wasp, Value').getByRole('button', { name: '3' }).click()
    await table.group('Card of Dana: Wasp, Value').getByRole('button', { name: '2' }).click()
    await page.getByRole('button', { name: 'Take the trick: Ben' }).click()
    await table.saved()

    // By winner: Cora's −2 told, then a reload, then the winner.
    await table.mode('Winner')
    await table.choosePlusminus({ seat: CORA, sign: -2 })
    await expect.poll(async () => (await storedDraft(page)).pm).toBeTruthy()
    await page.reload()
    await page.locator('.son-prompt', { hasText: '−2 by Cora' }).waitFor()
    await table.winnerButton(DANA).click()
    await table.saved()
    expect((await table.chips())[CORA]).toBe('Cora: 0 tricks, plusminus used')
    for (const winner of [ANNA, BEN, CORA, DANA, ANNA, BEN, CORA, DANA]) {
      await table.tap({ winner })
    }

    // The round's end: a count chosen survives a reload, and so does whose turn it is (#25): the
    // next tap after the reload counts Cora's wasps, not Anna's again. All 10 wasps lie in won
    // tricks, so Cora's count leaves Dana's: it is filled in.
    await table.count('Wasp cards of Anna', 2)
    await table.count('Wasp cards of Ben', 5)
    await expect
      .poll(async () => (await storedDraft(page)).countsAt)
      .toEqual({ open: 0, at: [2, 0] })
    await page.reload()
    await expect.poll(() => table.counted('Anna')).toBe('2')
    expect(await table.counted('Ben')).toBe('5')
    await table.group('Wasp cards of Cora').getByRole('button', { name: '2', exact: true }).click()
    await expect.poll(() => table.counted('Cora')).toBe('2')
    await expect.poll(() => table.counted('Dana')).toBe('1')
    expect(await table.counted('Anna')).toBe('2')
    await expect
      .poll(async () => JSON.stringify((await storedDraft(page)).counts))
      .toMatch(/2,5,2,1/)
    await page.getByRole('button', { name: 'Score the round' }).click()
    await table.saved()
    await page.getByRole('heading', { name: 'Dana chooses special card 1' }).waitFor()
    // Undone, the scoring gives its counts back: change one and score again.
    await page.getByRole('button', { name: 'Undo' }).click()
    await page.getByText('Undone: the scoring of round 1', { exact: true }).waitFor()
    await expect.poll(() => table.counted('Anna')).toBe('2')
    expect(await table.counted('Ben')).toBe('5')
    await table.count('Wasp cards of Anna', 3)
    // 11 wasps: refused at once, in words beside the counts, and aloud when the button is tapped.
    const why = 'The counts of Wasp cards add up to 11, but the game has only 10.'
    await page.locator('#son-score-why', { hasText: why }).waitFor()
    // aria-disabled, so Playwright would wait for it: a tap still reaches it.
    await page.getByRole('button', { name: 'Score the round' }).click({ force: true })
    await page.getByRole('alert').filter({ hasText: why }).waitFor()
    await table.count('Wasp cards of Ben', 4)
    await expect.poll(() => page.locator('#son-score-why').textContent()).toBe('')
    await page.getByRole('button', { name: 'Score the round' }).click()
    // Ben: 3 tricks + 4 wasps; Anna: 2 tricks + 3 wasps; Cora 2 + 2; Dana 3 + 1.
    await expect.poll(async () => (await table.scores()).totals).toEqual([5, 7, 4, 4])
  }, 90_000)

  it('undoes a trick entered by cards into the draft: a middle card changed, taken again', async () => {
    const { page } = await env.open()
    const table = await sonStartedMatch(page, PLAYERS, BEN)
    await table.specials([trump('scorpion'), tricksCard('most', 5)], [CORA, DANA])
    await table.cards(ANNA, cards('W7 W9 W3 W2'), BEN)
    // Trick 2, Ben leads: at four no 11s or 12s; the four wasps played are greyed and disabled.
    await table.group('Card of Ben: Animal').getByRole('button', { name: 'Wasp' }).click()
    // The values, the ⌫ key after them left out.
    const wasps = table.group('Card of Ben: Wasp, Value').getByRole('button', { name: /^\d+$/ })
    expect(await wasps.count()).toBe(10)
    const off = await wasps.evaluateAll((all) =>
      all.flatMap((b) => ((b as HTMLButtonElement).disabled ? [b.textContent] : [])),
    )
    expect(off).toEqual(['2', '3', '7', '9'])
    await table.group('Card of Ben: Wasp, Value').getByRole('button', { name: '8' }).click()
    // In the trick already: not offered to Cora either.
    const cora = table.group('Card of Cora: Wasp, Value')
    expect(await cora.getByRole('button', { name: '8' }).isDisabled()).toBe(true)

    // Undo: the dock says what, and the first trick's four cards are back, ready to take.
    await page.getByRole('button', { name: 'Undo' }).click()
    await page.getByText('Undone: trick 1, Ben', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Take the trick: Ben' }).waitFor()
    await page.getByRole('button', { name: 'Redo' }).click()
    await page.getByText('Redone: trick 1, Ben', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Undo' }).click()
    await page.getByText('Undone: trick 1, Ben', { exact: true }).waitFor()
    // Ben's card (the second) was the wasp 4: tap his slot, pick again, take the trick.
    await page.getByRole('button', { name: /^Ben Wasp 9/ }).click()
    await table.group('Card of Ben: Wasp, Value').getByRole('button', { name: '4' }).click()
    await page.getByRole('button', { name: 'Take the trick: Anna' }).click()
    table.entries = 1 // the undone trick is replaced: this is entry 2 again
    await table.saved()
    await page.getByText('Anna leads', { exact: true }).waitFor()
    expect((await table.chips()).slice(0, 2)).toEqual([
      'Anna: 1 trick, plusminus available',
      'Ben: 0 tricks, plusminus available',
    ])
  }, 60_000)
})
