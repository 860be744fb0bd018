// Sticht oder nicht's round end with two count cards (#25): four players, the most wasps and +1
// per swordfish, at 360×740 and 320×640. The counts ask one card at a time: the open card's
// slots, its numbers and "Score the round" are on the screen without scrolling and clear of the
// dock, as the page stands when the round ends and when the first card is counted; the other
// card is one line below, tapped to open it.
import { describe, expect, it } from 'vitest'
import { fits } from './fit/fit'
import { PLAYERS, useBrowser } from './harness'
import { ANNA, animalCard, BEN, CORA, DANA, perCard, sonStartedMatch } from './play/son'

const env = useBrowser()

describe('Sticht oder nicht, the round end with two count cards', () => {
  it('asks one count card at a time, each on one screen', async () => {
    const { page } = await env.open()
    const table = await sonStartedMatch(page, PLAYERS, BEN)
    await table.specials([animalCard('wasp', 'most', 3), perCard('swordfish')], [CORA, DANA])
    await table.mode('Winner')
    for (let trick = 0; trick < 10; trick++) await table.tap({ winner: trick % 2 ? ANNA : BEN })
    const open = () => ({
      slots: page.locator('.son-count .seat-slots button.slot-btn'),
      numbers: page.locator('.son-count-chips .btn'),
      score: page.getByRole('button', { name: 'Score the round' }),
    })
    const controls = () => Object.values(open())
    await open().score.waitFor()
    const problems = await fits(page, 'the wasps', controls(), { asItStands: true })
    // The wasps: Anna 4, Ben 6, the rest none (Dana's is filled in). Then the swordfish open.
    await table.count('Wasp cards of Anna', 4)
    await table.count('Wasp cards of Ben', 6)
    await table.count('Wasp cards of Cora', 0)
    await page.getByRole('group', { name: 'Swordfish cards of Anna' }).waitFor()
    await expect.poll(() => page.locator('.son-question-closed').count()).toBe(1)
    problems.push(...(await fits(page, 'the swordfish', controls(), { asItStands: true })))
    expect(problems).toEqual([])
    await table.count('Swordfish cards of Anna', 5)
    await table.count('Swordfish cards of Ben', 5)
    await table.count('Swordfish cards of Cora', 0)
    // The wasps again, from their line: their counts are kept.
    await page.locator('.son-question-closed', { hasText: 'Wasp cards in' }).click()
    await expect.poll(() => table.counted('Ben')).toBe('6')
    await open().score.click()
    await table.saved()
    // Anna: 5 tricks + 5 swordfish; Ben: 5 tricks + 5 swordfish + 3 for the most wasps.
    await expect.poll(async () => (await table.scores()).totals).toEqual([10, 13, 0, 0])
  }, 90_000)
})
