// The same match open in two tabs of one browser: each follows the other's entries at once, and
// however the taps interleave, no entry is lost or doubled.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { createMatch, useBrowser } from './harness'

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
})
