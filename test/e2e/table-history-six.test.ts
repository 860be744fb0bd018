// #27: how fast a whole table's history converges. Six phones, each with 500 finished matches of
// its own (imported under Settings), in the test's own network namespace (phones.ts); their
// players said "Share" for this group on an earlier evening. The host's phone invites the other
// five; every phone must end with all 3,000 matches, none twice. How long that took after the
// sixth phone joined is printed (the README's figure), not checked: a busy machine takes longer.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { groupOf } from '../../src/table/history'
import { createMatch, settled } from './harness'
import { joinCode, joinGuest, type Phone, useTable } from './phones'

const PHONES = 6
const EACH = 500
const PLAYERS = ['Anna', 'Ben', 'Cora', 'Dana']
const T0 = Date.UTC(2026, 9, 1)

const at = useTable(PHONES, 'history-six-')

/** Letzter Stich: five hands in which seat 0 takes only the last trick; it is over. */
const overLog = () =>
  Array.from({ length: 40 }, (_, i) => ({ t: 'trick', winner: i % 8 === 7 ? 0 : 1 }))

/** Phone `p`'s own finished matches: three or four of the group, in turns. */
function brought(p: number): string {
  const matches = Array.from({ length: EACH }, (_, i) => ({
    id: `phone${p}-${i}`,
    setup: {
      game: 'letzter-stich',
      players: i % 2 === 0 ? PLAYERS : i % 4 === 1 ? PLAYERS.slice(1) : PLAYERS.slice(0, 3),
      options: {},
      firstDealer: 0,
    },
    events: overLog(),
    redo: [],
    createdAt: T0 + p * 1_000_000 + i * 1000 - 60_000,
    updatedAt: T0 + p * 1_000_000 + i * 1000,
    finished: true,
  }))
  return JSON.stringify({ app: 'stichblock', schema: 1, exportedAt: T0 + 1e7, matches, names: [] })
}

/** How many matches the app's database on `page` lists (its summaries). */
const listed = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('stichblock')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const range = IDBKeyRange.bound('summary:', 'summary:\uffff')
          const count = open.result.transaction('kv').objectStore('kv').count(range)
          count.onsuccess = () => {
            resolve(count.result)
            open.result.close()
          }
          count.onerror = () => reject(count.error)
        }
      }),
  )

describe('a table of six phones with 500 finished matches each', () => {
  it('ends with all 3,000 on every phone, none twice', async () => {
    const phones = at.phones() as Phone[]
    const [host, ...guests] = phones as [Phone, ...Phone[]]
    for (const [p, { page }] of phones.entries()) {
      await page.goto('/#/settings')
      await page.locator('input[type="file"]').setInputFiles({
        name: 'stichblock.json',
        mimeType: 'application/json',
        buffer: Buffer.from(brought(p)),
      })
      await page
        .getByText(`Imported: ${EACH} new, 0 updated, 0 already here.`)
        .waitFor({ timeout: 60_000 })
      // Said yes for this group on an earlier evening: not asked again.
      await page.evaluate((group) => {
        const settings = JSON.parse(localStorage.getItem('stichblock.settings') ?? '{}')
        settings.historyAnswers = { [group]: true }
        localStorage.setItem('stichblock.settings', JSON.stringify(settings))
      }, groupOf(PLAYERS))
      await page.reload()
      await settled(page)
    }

    const matchId = await createMatch(host.page, { players: PLAYERS })
    await host.page.getByRole('link', { name: 'Phones' }).click()
    for (const guest of guests) {
      const code = (await joinCode(host.page)) ?? ''
      await joinGuest(host.page, guest.page, code, matchId, undefined, null)
    }
    const joined = performance.now()
    const all = PHONES * EACH + 1
    for (const { page } of phones) {
      await expect.poll(() => listed(page), { timeout: 180_000, interval: 250 }).toBe(all)
    }
    const seconds = (performance.now() - joined) / 1000
    console.log(
      `#27: ${PHONES} phones × ${EACH} finished matches: every phone holds all ${all - 1} ${seconds.toFixed(1)} s after the last one joined`,
    )
    // None twice: every id once, each phone's own and the others'.
    for (const { page } of phones) {
      const ids = await page.evaluate(
        () =>
          new Promise<string[]>((resolve) => {
            const open = indexedDB.open('stichblock')
            open.onsuccess = () => {
              const range = IDBKeyRange.bound('match:', 'match:\uffff')
              const keys = open.result.transaction('kv').objectStore('kv').getAllKeys(range)
              keys.onsuccess = () => resolve(keys.result.map(String))
            }
          }),
      )
      expect(new Set(ids).size).toBe(all)
    }
    // Six imports of 500 matches, five joins, 3,000 matches replayed on each phone: minutes when
    // the machine runs other browser tests beside it.
  }, 300_000)
})
