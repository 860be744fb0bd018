// The same match open in two tabs of one browser: each follows the other's entries at once, and
// however the taps interleave, no entry is lost or doubled; an undo never takes back an entry
// its tab did not show.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { createMatch, expectTable, readTable, useBrowser } from './harness'

const env = useBrowser()

/** The entry count the dock shows ("✓ Entry 5 saved"), or 0 before any entry. */
const entries = (page: Page) =>
  page
    .locator('.saved')
    .textContent()
    .then((text) => Number(/Entry (\d+)/.exec(text ?? '')?.[1] ?? 0))

const winner = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click()

describe('two tabs', () => {
  it('shows an entry made in one tab in the other, and keeps every entry of both', async () => {
    const { page: a, context } = await env.open()
    const id = await createMatch(a)
    const b = await context.newPage()
    await b.goto(`/#/match/${encodeURIComponent(id)}`)
    await b.getByRole('region', { name: 'Counters and pot' }).waitFor()

    await winner(a, 'Ben')
    await expect.poll(() => entries(b)).toBe(1)
    await winner(b, 'Cora')
    await expect.poll(() => entries(a)).toBe(2)

    // Both tabs tap at the same time, several times: every tap lands exactly once.
    await Promise.all([
      (async () => {
        for (const name of ['Anna', 'Dana', 'Anna']) await winner(a, name)
      })(),
      (async () => {
        for (const name of ['Ben', 'Cora']) await winner(b, name)
      })(),
    ])
    await expect.poll(() => entries(a)).toBe(7)
    await expect.poll(() => entries(b)).toBe(7)
    // What is stored is what both show: a reload of either finds all seven.
    await a.reload()
    await a.getByRole('region', { name: 'Counters and pot' }).waitFor()
    expect(await entries(a)).toBe(7)
  })

  it('undoes nothing when the other tab recorded after the tap, and says so (#23)', async () => {
    const { page: a, context } = await env.open()
    const id = await createMatch(a)
    await winner(a, 'Ben')
    const b = await context.newPage()
    // Tab b's word from the other tabs can be held back: what it hears then comes too late, as
    // when the other tab saves in the very moment b's undo is on its way.
    await b.addInitScript(() => {
      const Native = BroadcastChannel
      const held = window as unknown as { holdTabs?: boolean }
      window.BroadcastChannel = class extends Native {
        constructor(name: string) {
          super(name)
          // Added before the app's own handler, so it can stop the message reaching it.
          this.addEventListener('message', (event) => {
            if (held.holdTabs) event.stopImmediatePropagation()
          })
        }
      }
    })
    await b.goto(`/#/match/${encodeURIComponent(id)}`)
    await b.getByRole('region', { name: 'Counters and pot' }).waitFor()
    await expect.poll(() => entries(b)).toBe(1)

    await b.evaluate(() => {
      ;(window as unknown as { holdTabs?: boolean }).holdTabs = true
    })
    await winner(a, 'Cora')
    await expect.poll(() => entries(a)).toBe(2)
    expect(await entries(b)).toBe(1) // b shows entry 1 as the last when its player taps Undo
    await b.getByRole('button', { name: 'Undo', exact: true }).click()
    const dock = b.locator('.saved')
    await expect
      .poll(() => dock.textContent())
      .toBe('The match changed in another tab: check it and undo again.')
    // Nothing was undone: a's entry is kept, and b shows it now (its counters moved on).
    await b.evaluate(() => {
      ;(window as unknown as { holdTabs?: boolean }).holdTabs = false
    })
    expect(await entries(a)).toBe(2)
    await expectTable(b, await readTable(a))
    await b.reload()
    await b.getByRole('region', { name: 'Counters and pot' }).waitFor()
    expect(await entries(b)).toBe(2)

    // Tapped again on what b shows now, the undo takes back a's entry, and a follows.
    await b.getByRole('button', { name: 'Undo', exact: true }).click()
    await expect.poll(() => dock.textContent()).toMatch(/^Undone: /)
    await expect.poll(() => entries(a)).toBe(1)
  })
})
