// #27: the group's history on every phone. Three phones, each with finished matches of its own
// (imported under Settings, as a player would have them), join one table in the test's own
// network namespace (phones.ts). Anna's and Ben's players say "Share"; Cora's phone has sharing
// off in Settings: her matches stay on her phone and nothing comes to it. Then Cora turns it on,
// is asked, says yes, and every phone of the group shows the same statistics. Then Ben's phone
// sends what a cheating phone would (impossible scores, a forged "finished", 5 MB of names,
// 10,000 tiny matches): the host refuses each, says why, stores nothing of it, and the table goes
// on. The tests build on each other, in order: one table for the file.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { historyStrings } from '../../src/app/historyStrings'
import { resultStrings } from '../../src/app/resultStrings'
import { tableStrings } from '../../src/app/tableStrings'
import { format } from '../../src/core/reason'
import { en as shell } from '../../src/i18n/en'
import { createMatch, settled, tapTricks } from './harness'
import {
  answerShare,
  joinCode,
  joinGuest,
  type Phone,
  seatedAsTaken,
  tableAgrees,
  takeSeats,
  useTable,
} from './phones'

const PLAYERS = ['Anna', 'Ben', 'Cora']
const WORDS = historyStrings.en
const T0 = Date.UTC(2026, 10, 1)
const HISTORY = '{"t":"history"'

const at = useTable(3, 'history-')
const phones = () => at.phones() as [Phone, Phone, Phone]
let matchId = ''

/** Letzter Stich: five hands in which seat 0 takes only the last trick; it is out, it is over. */
const overLog = () =>
  Array.from({ length: 40 }, (_, i) => ({ t: 'trick', winner: i % 8 === 7 ? 0 : 1 }))

function finished(id: string, players: string[], at: number, events = overLog(), done = true) {
  return {
    id,
    setup: { game: 'letzter-stich', players, options: {}, firstDealer: 0 },
    events,
    redo: [],
    createdAt: at - 60_000,
    updatedAt: at,
    finished: done,
  }
}

const fileOf = (matches: unknown[]) =>
  JSON.stringify({ app: 'stichblock', schema: 1, exportedAt: T0 + 100_000, matches, names: [] })

/** What each phone brings: some of the group's matches, one of another group, one running. */
const BROUGHT = [
  [
    finished('anna-1', ['Anna', 'Ben', 'Cora'], T0 + 1000),
    finished('anna-2', ['Anna', 'Ben', 'Dana'], T0 + 2000),
    finished('anna-other', ['Anna', 'Xaver', 'Yuri'], T0 + 3000),
    finished('both', ['Anna', 'Ben', 'Cora'], T0 + 4000),
  ],
  [
    finished('ben-1', ['Ben', 'Cora', 'Anna'], T0 + 5000),
    finished('ben-running', ['Anna', 'Ben', 'Cora'], T0 + 6000, overLog().slice(0, 9), false),
    finished('both', ['Anna', 'Ben', 'Cora'], T0 + 4000),
  ],
  [finished('cora-1', ['Cora', 'Anna', 'Ben'], T0 + 7000)],
]

async function importFile(page: Page, matches: unknown[]) {
  await page.goto('/#/settings')
  await page.locator('input[type="file"]').setInputFiles({
    name: 'stichblock.json',
    mimeType: 'application/json',
    buffer: Buffer.from(fileOf(matches)),
  })
  await page.getByText(`Imported: ${matches.length} new, 0 updated, 0 already here.`).waitFor()
}

/** The ids of the matches a phone stored (its app's summaries), sorted. */
async function storedIds(phone: Phone): Promise<string[]> {
  const stored = JSON.parse(await phone.storage()) as {
    indexedDB: Record<string, Record<string, [string, unknown][]>>
  }
  return (stored.indexedDB.stichblock?.kv ?? [])
    .filter(([key]) => key.startsWith('summary:'))
    .map(([key]) => key.slice('summary:'.length))
    .filter((id) => id !== matchId)
    .sort()
}

/** Every match, summary and mark a phone stored, as one text: for "nothing changed". */
async function storedMatches(phone: Phone): Promise<string> {
  const stored = JSON.parse(await phone.storage()) as {
    indexedDB: Record<string, Record<string, [string, unknown][]>>
  }
  return JSON.stringify(
    (stored.indexedDB.stichblock?.kv ?? []).filter(([key]) =>
      /^(match|summary|received):/.test(key),
    ),
  )
}

/** The history messages a phone sent (`sent`) or received. */
async function history(phone: Phone, way: 'sent' | 'received'): Promise<string[]> {
  return (await phone.traffic())
    .filter((t) => t.way === way && t.text.startsWith(HISTORY))
    .map((t) => t.text)
}

const news = (page: Page, text: string) => page.locator('.history-news').filter({ hasText: text })

/** The group "Anna, Ben, Cora" on the Statistics screen: each game's table, row by row. */
async function groupFigures(page: Page): Promise<string[][]> {
  await page.goto('/#/stats')
  const group = page
    .getByRole('region', { name: resultStrings.en['stats.groups'] })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Anna, Ben, Cora', exact: true }) })
  await group.waitFor()
  return group
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
    )
}

describe('the group’s finished matches at a table', () => {
  it('travel between the phones that share, and not to or from one that does not', async () => {
    const [anna, ben, cora] = phones()
    for (const [i, phone] of phones().entries()) await importFile(phone.page, BROUGHT[i] ?? [])
    // Cora's phone does not share: never asked, nothing sent.
    await cora.page.getByRole('checkbox', { name: WORDS['settings.shareHistory'] }).uncheck()

    matchId = await createMatch(anna.page, { players: PLAYERS })
    await anna.page.getByRole('link', { name: shell['table.phonesLabel'] }).click()
    await joinGuest(
      anna.page,
      ben.page,
      (await joinCode(anna.page)) ?? '',
      matchId,
      undefined,
      null,
    )
    await at.shot(ben.page, 'question', (page) =>
      page.getByRole('alertdialog', { name: WORDS['history.ask.title'] }).waitFor(),
    )
    await answerShare(ben.page, true)
    await joinGuest(
      anna.page,
      cora.page,
      (await joinCode(anna.page)) ?? '',
      matchId,
      undefined,
      null,
    )
    await anna.page.getByRole('link', { name: tableStrings.en['table.invite.back'] }).click()
    await answerShare(anna.page, true)
    await takeSeats(phones(), PLAYERS)

    // Each of Anna's and Ben's phones gets what it lacked of the group's finished matches.
    const group = ['anna-1', 'anna-2', 'ben-1', 'both']
    await expect.poll(() => storedIds(anna)).toEqual([...group, 'anna-other'].sort())
    await expect.poll(() => storedIds(ben)).toEqual([...group, 'ben-running'].sort())
    await news(anna.page, format(WORDS['history.received.one'], { n: 1 })).waitFor()
    await news(ben.page, format(WORDS['history.received.other'], { n: 2 })).waitFor()
    await at.shot(ben.page, 'received')
    // A match both held never travelled; a running one and another group's never did either.
    const parts = [...(await history(anna, 'sent')), ...(await history(ben, 'sent'))]
    for (const id of ['both', 'ben-running', 'anna-other']) {
      expect(parts.filter((text) => text.includes(`\\"id\\":\\"${id}\\"`))).toEqual([])
    }
    // Cora's phone: nothing came, nothing left, not even what it holds.
    expect(await storedIds(cora)).toEqual(['cora-1'])
    expect(await history(cora, 'sent')).toEqual([])
    // It hears only that the others share: not even what they hold.
    expect(new Set(await history(cora, 'received'))).toEqual(
      new Set(['{"t":"history","v":1,"k":"offer","have":[]}']),
    )
  })

  it('reach a phone that turns sharing on later; then every phone counts the same', async () => {
    const [anna, ben, cora] = phones()
    await cora.page.goto('/#/settings')
    await cora.page.getByRole('checkbox', { name: WORDS['settings.shareHistory'] }).check()
    await cora.page.goto(`/#/match/${encodeURIComponent(matchId)}`)
    await settled(cora.page)
    await answerShare(cora.page, true)
    const all = ['anna-1', 'anna-2', 'ben-1', 'both', 'cora-1']
    await expect.poll(() => storedIds(cora)).toEqual(all)
    await expect.poll(() => storedIds(anna)).toEqual([...all, 'anna-other'].sort())
    await expect.poll(() => storedIds(ben)).toEqual([...all, 'ben-running'].sort())

    const figures = await groupFigures(anna.page)
    expect(figures.length).toBeGreaterThan(3)
    expect(await groupFigures(ben.page)).toEqual(figures)
    expect(await groupFigures(cora.page)).toEqual(figures)
    // Counted on Cora's phone, saying how many came from other phones.
    await cora.page
      .getByText(format(resultStrings.en['stats.fromOthers.other'], { n: 4, of: 5 }))
      .first()
      .waitFor()
    await at.shot(cora.page, 'stats')
    for (const { page } of phones()) {
      await page.goto(`/#/match/${encodeURIComponent(matchId)}`)
      await settled(page)
    }
    await seatedAsTaken(phones(), PLAYERS)
  })

  it('refuses a cheating phone’s matches, stores nothing of them, and the table goes on', async () => {
    const [anna, ben, cora] = phones()
    const before = await storedMatches(anna)
    const attacks: { name: string; matches: () => unknown[]; says: string }[] = [
      {
        name: 'impossible scores',
        // A trick taken by a fourth player at a table of three.
        matches: () => [finished('cheat-1', PLAYERS, T0 + 8000, [{ t: 'trick', winner: 5 }])],
        says: 'events.0',
      },
      {
        name: 'a forged "finished"',
        matches: () => [finished('cheat-2', PLAYERS, T0 + 8000, overLog().slice(0, 3))],
        says: format(WORDS['history.notFinished'], { match: 1 }),
      },
      {
        name: '5 MB of names',
        matches: () => [finished('cheat-3', ['Anna', 'Ben', 'x'.repeat(5 * 1024 * 1024)], T0)],
        says: 'larger than 5 MB',
      },
      {
        name: '10,000 tiny matches',
        matches: () =>
          Array.from({ length: 10_000 }, (_, i) => finished(`cheat-4-${i}`, PLAYERS, T0, [])),
        says: 'matches',
      },
    ]
    for (const attack of attacks) {
      const matches = attack.matches() as { id: string; updatedAt: number; events: unknown[] }[]
      const ids = matches.slice(0, 5000).map((m) => m.id)
      const asked = (await history(anna, 'sent')).length
      await ben.sendRaw(
        JSON.stringify({
          t: 'history',
          v: 1,
          k: 'offer',
          have: ids.map((id) => ({ id, at: T0, n: 1 })),
        }),
      )
      // The host asks for what it lacks: what a cheating phone waits for.
      await expect.poll(async () => (await history(anna, 'sent')).length).toBeGreaterThan(asked)
      const text = fileOf(matches)
      for (let i = 0, of = Math.ceil(text.length / (128 * 1024)); i < of; i++) {
        const part = text.slice(i * 128 * 1024, (i + 1) * 128 * 1024)
        await ben.sendRaw(JSON.stringify({ t: 'history', v: 1, k: 'part', i, of, text: part }))
      }
      const refused = anna.page.locator('.history-news [role="alert"]')
      await expect
        .poll(() => refused.textContent(), { message: attack.name })
        .toContain(attack.says)
      expect(await refused.textContent()).toMatch(/^Matches another phone sent were not taken: /)
      expect(await storedMatches(anna), attack.name).toBe(before)
      await at.shot(anna.page, `refused-${attacks.indexOf(attack)}`)
      await anna.page.locator('.history-news').getByRole('button').click()
    }
    // The table goes on: Cora's entry reaches every phone.
    await tapTricks(cora.page, ['Ben'])
    await tableAgrees(phones(), matchId, 1)
  })
})
