// A stored match that does not load, in Chromium: one 2,500 levels deep (Chromium stores it but
// hands back null after a reload) and one whose log its rules refuse, next to a good one. Export,
// Past matches, the match page and the statistics skip and name them; the good one is never lost.
import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, settled, storageMade, useBrowser } from './harness'

const env = useBrowser()
/** Screenshots of the screens, for a look at them: UNLOADABLE_SHOTS=/some/dir. */
const SHOTS = process.env.UNLOADABLE_SHOTS
const DAY = Date.UTC(2026, 10, 30, 12)

const finishedLog = () =>
  Array.from({ length: 40 }, (_, i) => ({ t: 'trick', winner: i % 8 === 7 ? 0 : 1 }))

function stored(id: string, players: string[], events: unknown[]) {
  const match = {
    id,
    setup: { game: 'letzter-stich', players, options: {}, firstDealer: 0 },
    events,
    redo: [],
    createdAt: DAY - 60_000,
    updatedAt: DAY,
    finished: true,
  }
  const summary = {
    id,
    game: 'letzter-stich',
    players,
    createdAt: match.createdAt,
    updatedAt: DAY,
    finished: true,
    entries: events.length,
    winners: [1, 2],
  }
  return { match, summary }
}

const good = stored('good', ['Anna', 'Ben', 'Cora'], finishedLog())
const tooDeep = stored('deep', ['Kim', 'Lea', 'Max'], [])
// In the shape of an entry, but the rules refuse it.
const refused = stored(
  'refused',
  ['Hana', 'Ivo', 'Jan'],
  [{ t: 'counts', tricksWon: [0, 8, 0], lastTrick: 0 }],
)

/**
 * Writes the three matches and their index straight into the app's database ('stichblock', store
 * 'kv'), as an older version or an earlier import could have left them. The deep options are
 * built in the page: they are too deep to be handed over from here.
 */
async function seed(page: Page) {
  await page.evaluate(
    ({ entries, deepId }) =>
      new Promise<void>((done, failed) => {
        const opening = indexedDB.open('stichblock')
        opening.onerror = () => failed(opening.error)
        opening.onsuccess = () => {
          const tx = opening.result.transaction('kv', 'readwrite')
          const kv = tx.objectStore('kv')
          for (const [key, value] of entries) {
            if (key === `match:${deepId}`) {
              let options = {}
              for (let i = 0; i < 2500; i++) options = { a: options }
              const m = value as { setup: object }
              kv.put({ ...m, setup: { ...m.setup, options } }, key)
            } else kv.put(value, key)
          }
          tx.oncomplete = () => {
            opening.result.close()
            done()
          }
          tx.onerror = () => failed(tx.error)
        }
      }),
    {
      deepId: tooDeep.match.id,
      entries: [
        ...[good, tooDeep, refused].flatMap((s): [string, unknown][] => [
          [`match:${s.match.id}`, s.match],
          [`summary:${s.match.id}`, s.summary],
        ]),
      ],
    },
  )
}

const NAMES = [
  'Letzter Stich (Kim, Lea, Max; Nov 30, 2026)',
  'Letzter Stich (Hana, Ivo, Jan; Nov 30, 2026)',
]

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

describe('matches that do not load', () => {
  it('are skipped and named by export, Past matches, the match page and the statistics', async () => {
    const { page } = await env.open()
    await page.goto('/')
    await page.getByRole('link', { name: 'New match' }).waitFor()
    await storageMade(page)
    await seed(page)
    // Read back from disk, as after a restart: the deep one now comes back as null.
    await page.reload()
    await page.getByRole('link', { name: 'New match' }).waitFor()

    // Export backup: a file with the good match, and a message naming the two others.
    await page.goto('/#/settings')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export backup' }).click(),
    ])
    const file = JSON.parse(await readFile(await download.path(), 'utf8'))
    expect(file.matches.map((m: { id: string }) => m.id)).toEqual(['good'])
    const message = page.getByRole('alert')
    await expect.poll(() => message.textContent()).toMatch(/^Left out 2 matches/)
    for (const name of NAMES) expect(await message.textContent()).toContain(name)
    await shot(page, 'settings-export')

    // Past matches lists all three; the two that cannot be opened say so.
    await page.goto('/#/history')
    await settled(page)
    const cards = page.locator('li.card')
    await expect.poll(() => cards.count()).toBe(3)
    const line = (id: string) => page.locator(`a[href="#/match/${id}"] small`).textContent()
    expect(await line('deep')).toMatch(/cannot be opened$/)
    expect(await line('refused')).toMatch(/cannot be opened$/)
    expect(await line('good')).toMatch(/won by Ben, Cora$/)
    await shot(page, 'history')
    expect(await axeViolations(page)).toEqual([])

    // Opening one says why and deletes it, after asking, back to Past matches.
    await page.locator('a[href="#/match/deep"]').click()
    await page.getByRole('heading', { name: 'This match cannot be opened' }).waitFor()
    expect(await page.getByRole('alert').textContent()).toBe(
      'Why: This phone cannot read it back from its storage.',
    )
    await shot(page, 'match-unopenable')
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Delete this match' }).click()
    await page.getByRole('button', { name: 'Yes' }).click()
    await page.waitForURL(/#\/history$/)
    await expect.poll(() => cards.count()).toBe(2)
    expect(await page.locator('a[href="#/match/deep"]').count()).toBe(0)

    await page.locator('a[href="#/match/refused"]').click()
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Why: Hana won the last trick, but 0 tricks are entered for them.')

    // Statistics: the good match counts, the one left is named.
    await page.goto('/#/stats')
    await page.getByText('Counted from 1 finished match on this phone.').waitFor()
    const left = await page.getByRole('alert').textContent()
    expect(left).toMatch(/^Left out, because it cannot be opened: /)
    expect(left).toContain(NAMES[1])
    await shot(page, 'stats')
  })
})
