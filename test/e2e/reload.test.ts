// A reload in the middle of a hand loses nothing: the match comes back exactly as it was.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  createMatch,
  expectTable,
  PLAYERS,
  readTable,
  tapTricks,
  trickQuestion,
  tricksThisHand,
  useBrowser,
} from './harness'

const env = useBrowser()

/** Who leads the next trick (the winner of the last one). */
const leader = (page: Page) =>
  page
    .locator('.ls-player')
    .filter({ has: page.getByText('leads', { exact: true }) })
    .locator('.ls-name')
    .evaluate((name) => name.firstChild?.textContent)

describe('reloading', () => {
  it('keeps the match, its tricks so far and the counters through a reload mid-hand', async () => {
    const { page } = await env.open()
    const id = await createMatch(page, { dealer: 2 })

    // One hand entered at once (Ben pays), then three tricks of the next.
    await page.getByRole('button', { name: 'Last trick', exact: true }).click()
    await page.getByRole('radio', { name: 'Ben' }).check()
    await page.getByRole('button', { name: 'Save hand' }).click()
    const afterHand = { counters: [5, 4, 5, 5], pot: 1 }
    await expectTable(page, afterHand)
    await page.getByRole('button', { name: 'Tricks', exact: true }).click()
    await tapTricks(page, ['Cora', 'Cora', 'Anna'])
    await page.getByRole('group', { name: trickQuestion(4) }).waitFor()
    const before = await tricksThisHand(page)
    expect(before).toEqual([1, 0, 2, 0])
    expect(await leader(page)).toBe('Anna')

    await page.reload()
    await page.getByRole('region', { name: 'Counters and pot' }).waitFor()
    expect(new URL(page.url()).hash).toBe(`#/match/${id}`)
    await page.getByRole('group', { name: trickQuestion(4) }).waitFor()
    expect(await tricksThisHand(page)).toEqual(before)
    expect(await leader(page)).toBe('Anna')
    expect(await readTable(page)).toEqual(afterHand)
    expect(await page.locator('.ls-status').textContent()).toBe('Hand 2 · Dana deals')
    // Mid-hand the whole-hand entries stay locked, as before the reload.
    expect(await page.getByRole('button', { name: 'Counts', exact: true }).isDisabled()).toBe(true)

    // Play on: Dana takes the last trick and pays.
    await tapTricks(page, ['Dana', 'Ben', 'Cora', 'Anna', 'Dana'])
    await expectTable(page, { counters: [5, 4, 5, 4], pot: 2 })
    await page.getByRole('group', { name: trickQuestion(1) }).waitFor()
    expect(await page.locator('.ls-status').textContent()).toBe('Hand 3 · Anna deals')

    // An undo after the reload still knows the log from before it.
    await page.getByRole('button', { name: 'Undo' }).click()
    await page.getByRole('group', { name: trickQuestion(8) }).waitFor()
    await expectTable(page, afterHand)
    await page.getByRole('button', { name: 'Redo' }).click()
    await expectTable(page, { counters: [5, 4, 5, 4], pot: 2 })
  })

  it('offers to continue the open match when the app is opened fresh', async () => {
    const { context, page } = await env.open()
    const id = await createMatch(page)
    await tapTricks(page, ['Ben', 'Ben', 'Dana'])
    await page.close()

    const fresh = await context.newPage()
    await fresh.goto('/')
    const resume = fresh.getByRole('link', { name: /^Continue match/ })
    await resume.waitFor()
    expect(await resume.textContent()).toContain(`Letzter Stich · ${PLAYERS.join(', ')}`)
    await resume.click()
    await fresh.waitForURL(`**/#/match/${id}`)
    await fresh.getByRole('group', { name: trickQuestion(4) }).waitFor()
    expect(await tricksThisHand(fresh)).toEqual([0, 2, 0, 1])
    expect(await leader(fresh)).toBe('Dana')
    await expectTable(fresh, { counters: [5, 5, 5, 5], pot: 0 })
  })
})
