// Statistics and the match chart in Chromium: seeded the way a player would, by importing a
// backup under Settings; then what the screens say, axe, thumbs and a 320 px phone.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  axeViolations,
  settled,
  sidewaysScroll,
  smallTargets,
  spilledLabels,
  useBrowser,
} from './harness'

const env = useBrowser()
const T0 = Date.UTC(2026, 0, 1)

/** Letzter Stich tricks: in each hand the seat in `last` takes only the last trick; `sweep` all 8. */
const hands = (...plan: ({ last: number } | { sweep: number })[]) =>
  plan.flatMap((hand) =>
    Array.from({ length: 8 }, (_, i) => ({
      t: 'trick',
      winner: 'sweep' in hand ? hand.sweep : i === 7 ? hand.last : (hand.last + 1) % 3,
    })),
  )

const match = (
  id: string,
  players: string[],
  events: unknown[],
  at: number,
  finished: boolean,
) => ({
  id,
  setup: { game: 'letzter-stich', players, options: {}, firstDealer: 0 },
  events,
  redo: [],
  createdAt: at - 60_000,
  updatedAt: at,
  finished,
})

const out = { last: 0 }
const BACKUP = {
  app: 'stichblock',
  schema: 1,
  exportedAt: T0 + 10_000,
  names: [],
  matches: [
    // Anna pays the last trick, Ben sweeps (and takes the one counter in the pot), then Anna
    // pays four more times: Anna 0, Ben 6, Cora 5, Dana 5. Ben wins; one sweep.
    match(
      'four',
      ['Anna', 'Ben', 'Cora', 'Dana'],
      hands(out, { sweep: 1 }, out, out, out, out),
      T0 + 1000,
      true,
    ),
    // Ben pays five times: Ben 0, anna 5, Cora 5; a tie, anna and Cora share the win.
    match('three', ['Ben', 'anna', 'Cora'], hands(out, out, out, out, out), T0 + 2000, true),
    // Still running: counts for nothing.
    match('running', ['Anna', 'Ben', 'Eva'], hands({ last: 2 }), T0 + 3000, false),
  ],
}

async function importBackup(page: Page) {
  await page.goto('/#/settings')
  await page.locator('input[type="file"]').setInputFiles({
    name: 'stichblock-stats.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(BACKUP)),
  })
  await page.getByText('Imported: 3 new, 0 updated, 0 already here.').waitFor()
}

/** The chosen player's figures in one game, as term → value. */
const figures = (page: Page, game: string) =>
  page
    .getByRole('region', { name: /^Figures of / })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: game }) })
    .evaluate((card) => {
      const values = [...card.querySelectorAll('dd')].map((dd) => dd.textContent)
      return Object.fromEntries(
        [...card.querySelectorAll('dt')].map((dt, i) => [dt.textContent, values[i]]),
      )
    })

async function clean(page: Page, width: number) {
  expect(await axeViolations(page)).toEqual([])
  expect(await smallTargets(page)).toEqual([])
  await page.setViewportSize({ width, height: 740 })
  expect(await sidewaysScroll(page, width)).toBeNull()
  expect(await spilledLabels(page)).toEqual([])
}

describe('statistics', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`adds up the finished matches per player and group (${colorScheme})`, async () => {
      const { page } = await env.open({ colorScheme })
      await importBackup(page)
      await page.goto('/')
      await page.getByRole('link', { name: 'Statistics' }).click()
      await page.getByRole('heading', { level: 1, name: 'Statistics' }).waitFor()
      await settled(page)
      await page.getByText('Counted from 2 finished matches on this phone.').waitFor()

      const picker = page.getByRole('group', { name: 'Players' })
      expect(
        await picker
          .getByRole('radio')
          .evaluateAll((rs) => rs.map((r) => r.parentElement?.textContent)),
      ).toEqual(['anna', 'Ben', 'Cora', 'Dana'])
      expect(await figures(page, 'Letzter Stich')).toEqual({
        Played: '2',
        Won: '1',
        'Average score': '2.5',
        'Hands swept': '0',
      })
      await picker.getByText('Ben', { exact: true }).click()
      await page.getByRole('heading', { name: 'Figures of Ben' }).waitFor()
      expect(await figures(page, 'Letzter Stich')).toEqual({
        Played: '2',
        Won: '1',
        'Average score': '3',
        'Hands swept': '1',
      })

      const groups = page.getByRole('region', { name: 'Groups' })
      expect(await groups.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
        'anna, Ben, Cora',
        'anna, Ben, Cora, Dana',
      ])
      const trio = groups.getByRole('table').first()
      expect(await trio.locator('caption').textContent()).toBe('Letzter Stich: 1 match')
      expect(await trio.locator('tbody tr').allInnerTexts()).toEqual([
        'anna\t1\t5',
        'Ben\t0\t0',
        'Cora\t1\t5',
      ])
      await clean(page, 320)
    })
  }

  it('fits a 320 px phone in German too, statistics and chart', async () => {
    const { page } = await env.open({ locale: 'de-DE', viewport: { width: 320, height: 640 } })
    await page.goto('/#/settings')
    await page.locator('input[type="file"]').setInputFiles({
      name: 'stichblock-stats.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(BACKUP)),
    })
    await page.getByText(/^Importiert: 3 neu/).waitFor()
    await page.goto('/#/stats')
    await page.getByRole('group', { name: 'Spieler' }).waitFor()
    await clean(page, 320)
    await page.goto('/#/match/four')
    await page
      .getByRole('region', { name: 'Über die Runden' })
      .getByText('Als Tabelle zeigen')
      .click()
    await page.getByRole('table', { name: 'Chips nach jeder Runde' }).waitFor()
    await clean(page, 320)
  })

  it('says there is nothing yet on a new phone', async () => {
    const { page } = await env.open()
    await page.goto('/#/stats')
    await page.getByText(/^No finished matches yet\./).waitFor()
    expect(await axeViolations(page)).toEqual([])
  })
})

describe('the chart of a match', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`draws the counters over the hands, with the table behind it (${colorScheme})`, async () => {
      const { page } = await env.open({ colorScheme })
      await importBackup(page)
      await page.goto('/#/match/four')
      const progress = page.getByRole('region', { name: 'Over the hands' })
      await progress
        .getByRole('img', {
          name: 'Line chart. Counters after hand 6: Anna 0, Ben 6, Cora 5, Dana 5',
        })
        .waitFor()
      expect(await progress.locator('polyline').count()).toBe(4)
      await progress.getByText('Show as table').click()
      const table = progress.getByRole('table', { name: 'Counters after each hand' })
      // The table is drawn on the details' toggle event, after the click returns.
      await table.waitFor()
      expect(await table.locator('tbody tr').allInnerTexts()).toEqual([
        'Start\t5\t5\t5\t5',
        '1\t4\t5\t5\t5',
        '2\t4\t6\t5\t5',
        '3\t3\t6\t5\t5',
        '4\t2\t6\t5\t5',
        '5\t1\t6\t5\t5',
        '6\t0\t6\t5\t5',
      ])
      // The lines are drawn in the theme's chart colors: visible on its background.
      const stroke = await progress
        .locator('g.series')
        .first()
        .evaluate((g) => getComputedStyle(g).color)
      expect(stroke).toBe(colorScheme === 'dark' ? 'rgb(96, 165, 250)' : 'rgb(29, 78, 216)')
      await clean(page, 320)
    })
  }
})
