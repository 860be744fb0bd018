// A finished match's actions in Chromium: the shared text, the CSV download, the share image,
// the rematch with the next dealer, and axe on the finished match page.
import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, createMatch, lastTrickBy, settled, useBrowser } from './harness'

const env = useBrowser()
const PLAYERS = ['Anna', 'Ben', 'Cora']

/** Screenshots of the page and the share image, for a look at them: SHARE_SHOTS=/some/dir. */
const SHOTS = process.env.SHARE_SHOTS

// Web Share stands in for the phone's share sheet; it takes no files, so files are downloaded.
const STUB_SHARE = () => {
  const shared: unknown[] = []
  Object.defineProperty(window, '__shared', { value: shared })
  Object.defineProperty(navigator, 'share', {
    configurable: true,
    value: async (data: unknown) => {
      shared.push(data)
    },
  })
  Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => false })
}

/** Five hands in which Anna takes the last trick: she pays out, Ben and Cora tie on 5. */
async function finishMatch(page: Page) {
  for (let hand = 0; hand < 5; hand++) {
    await lastTrickBy(page, 'Anna')
    await page.getByRole('button', { name: 'Save hand' }).click()
    await page.getByText(`✓ Entry ${hand + 1} saved`).waitFor()
  }
  await page.getByRole('heading', { level: 2, name: 'Share or play again' }).waitFor()
  await settled(page)
}

describe('a finished match', () => {
  it('shares its result, exports it, passes axe and starts a rematch with the next dealer', async () => {
    const { page } = await env.open()
    await page.addInitScript(STUB_SHARE)
    const first = await createMatch(page, { players: PLAYERS, dealer: 1 })
    await finishMatch(page)

    await page.getByRole('button', { name: 'Share result' }).click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared))
      .toHaveLength(1)
    const [shared] = await page.evaluate(
      () => (window as unknown as { __shared: { text: string }[] }).__shared,
    )
    expect(shared?.text.split('\n')).toEqual([
      expect.stringMatching(/^Letzter Stich · \w{3} \d{1,2}, \d{4}$/),
      '',
      'Anna: 0 counters',
      '🏆 Ben: 5 counters',
      '🏆 Cora: 5 counters',
      '',
      'Won by Ben, Cora',
      'Counted with Stichblock',
    ])

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    const day = new Date().toISOString().slice(0, 10)
    expect(csv.suggestedFilename()).toBe(`stichblock-letzter-stich-${day}.csv`)
    const text = await readFile(await csv.path(), 'utf8')
    expect(text.charCodeAt(0)).toBe(0xfeff)
    const rows = text.slice(1).trimEnd().split('\r\n')
    expect(rows[0]).toBe('match,date,game,finished,step,number,player,seat,measure,value,winner')
    expect(rows).toHaveLength(1 + 6 * 3 + 3)
    expect(rows.slice(-3).map((r) => r.split(',').slice(4).join(','))).toEqual([
      'final,,Anna,1,counters,0,no',
      'final,,Ben,2,counters,5,yes',
      'final,,Cora,3,counters,5,yes',
    ])
    await page.getByText(`Saved as stichblock-letzter-stich-${day}.csv.`).waitFor()

    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export JSON' }).click(),
    ])
    const backup = await readFile(await json.path(), 'utf8')

    const [image] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Share as image' }).click(),
    ])
    const png = await readFile(await image.path())
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect(png.readUInt32BE(16)).toBe(1080)
    if (SHOTS) {
      await image.saveAs(`${SHOTS}/share-image.png`)
      await page.screenshot({ path: `${SHOTS}/finished.png` })
      await page
        .getByRole('heading', { level: 2, name: 'Share or play again' })
        .scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SHOTS}/finished-actions.png` })
    }

    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      expect(await axeViolations(page), scheme).toEqual([])
    }

    await page.getByRole('button', { name: /^Rematch/ }).click()
    await page.waitForURL((url) => /#\/match\/[^/]+$/.test(url.hash) && !url.hash.endsWith(first))
    await page.getByText('Hand 1 · Cora deals').waitFor()
    await page.getByRole('region', { name: 'Counters and pot' }).waitFor()
    for (const name of PLAYERS) await page.locator('.ls-name', { hasText: name }).first().waitFor()

    // The match's JSON imports on another phone under Settings, as the one finished match.
    const other = await env.open()
    await other.page.goto('/#/settings')
    await other.page.locator('input[type="file"]').setInputFiles({
      name: 'match.json',
      mimeType: 'application/json',
      buffer: Buffer.from(backup),
    })
    await other.page.getByText('Imported: 1 new, 0 updated, 0 already here.').waitFor()
    await other.page.goto(`/#/match/${first}`)
    await other.page.getByRole('heading', { level: 2, name: 'Share or play again' }).waitFor()
  })
})
