// What another phone did, said where it happened (#25): three phones (the test's own network
// namespace, phones.ts) play Stiche im Team at 320×640. Each phone's dock names the phone that
// made a change by the player at its seat ("Annabelle’s phone: trump ♥ Hearts in round 1"), on
// every other phone, the host's too, whole and on top; the phone that made it keeps "✓ Entry n
// saved". A trick half-entered by its cards on Carla's phone is cleared, and said so, when
// Bartholomäus's phone records that trick; an undo on Carla's phone is said on the other two.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { unreachable } from './fit/fit'
import { newMatch, sitBids, sitTrick, sitTrump } from './games'
import { storedDraft } from './harness'
import { inviteAll, type Phone, takeSeats, useTable } from './phones'
import { entryTab, pickCard } from './play/sit'

const PLAYERS = ['Annabelle', 'Bartholomäus', 'Carla']
const at = useTable(3, 'said-')
const phones = () => at.phones() as [Phone, Phone, Phone]

const dock = (page: Page) => page.locator('.dock .saved')

/**
 * The dock says `text`, whole (nothing cut: its text fits its box) and on screen, on top where
 * it is (nothing covers it).
 */
async function says(page: Page, text: string) {
  await expect.poll(() => dock(page).textContent()).toBe(text)
  expect(await unreachable(dock(page))).toBeNull()
  const cut = await dock(page).evaluate(
    (el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight,
  )
  expect(cut, `"${text}" is cut`).toBe(false)
}

describe('another phone’s change, at a table of three phones at 320 px', () => {
  it('is named on every other phone, and clears a trick half-entered for it', async () => {
    const [host, bart, carla] = phones()
    for (const { page } of phones()) await page.setViewportSize({ width: 320, height: 640 })
    const id = await newMatch(host.page, /^Stiche im Team/, 'deals', { players: PLAYERS })
    await inviteAll(host.page, [bart.page, carla.page], id)
    await takeSeats(phones(), PLAYERS)

    await sitTrump(host.page, 'Hearts', 1)
    await says(host.page, '✓ Entry 1 saved')
    for (const { page } of [bart, carla]) {
      await says(page, 'Annabelle’s phone: trump ♥ Hearts in round 1')
    }
    await sitBids(bart.page, { Bartholomäus: 1, Carla: 0 }, 2)
    for (const { page } of [host, carla]) {
      await says(page, 'Bartholomäus’s phone: the numbers of round 1')
    }

    // Carla's phone starts the trick by its cards; Bartholomäus's phone records it by its winner.
    await entryTab(carla.page, 'Cards').click()
    await pickCard(carla.page, 'Ace of Hearts')
    await expect.poll(async () => (await storedDraft(carla.page)).trick).toHaveLength(1)
    await sitTrick(bart.page, 'Bartholomäus', 3)
    await says(
      carla.page,
      'Bartholomäus’s phone recorded trick 1, Bartholomäus: what you had half-entered was cleared',
    )
    await expect.poll(async () => (await storedDraft(carla.page)).trick).toBeUndefined()
    await says(host.page, 'Bartholomäus’s phone: trick 1, Bartholomäus')
    await at.shot(carla.page, 'cleared')

    await carla.page.getByRole('button', { name: 'Undo' }).click()
    await says(carla.page, 'Undone: trick 1, Bartholomäus')
    for (const { page } of [host, bart]) {
      await says(page, 'Carla’s phone undid trick 1, Bartholomäus')
    }
  })
})
