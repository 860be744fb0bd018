// Importing through the real Settings screen in Chromium: a file holding a different match under
// the id of one on the phone asks first and shows both (keep both by default, or replace), and a
// file nested 20,000 levels deep is refused with its message while the page stays usable.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  axeViolations,
  createMatch,
  settled,
  storedSummaries,
  tapTricks,
  useBrowser,
} from './harness'

const env = useBrowser()
const PLAYERS = ['Anna', 'Ben', 'Cora']
const SHOTS = process.env.IMPORT_SHOTS

async function choose(page: Page, text: string) {
  await page.locator('input[type="file"]').setInputFiles({
    name: 'backup.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  })
}

/** What Past matches lists: each match's game and players. */
async function pastMatches(page: Page): Promise<string[]> {
  const summaries = await storedSummaries(page)
  return summaries.map((s) => `${s.id} ${s.game} ${s.players.join(',')}`).sort()
}

/** This phone's match (one trick) and a file with its id: another game with other players. */
async function conflicting(page: Page) {
  const id = await createMatch(page, { players: PLAYERS })
  await tapTricks(page, ['Ben'])
  const now = Date.now()
  const theirs = {
    id,
    setup: {
      game: 'stich-fuer-stich',
      players: ['Xaver', 'Yara', 'Zoe'],
      options: {},
      firstDealer: 0,
    },
    events: [{ t: 'secret', hidden: true }],
    redo: [],
    createdAt: now - 60_000,
    updatedAt: now,
    finished: false,
  }
  const text = JSON.stringify({
    app: 'stichblock',
    schema: 1,
    exportedAt: now,
    matches: [theirs],
    names: [],
  })
  return { id, text }
}

describe('import through the Settings screen', () => {
  it('asks before a different match would replace ours: keep both by default, or replace', async () => {
    const { page } = await env.open()
    const { id, text } = await conflicting(page)
    await page.goto('/#/settings')
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor()
    await settled(page)

    await choose(page, text)
    const question = page.getByRole('region', {
      name: 'This file holds a different match under the id of one on this phone.',
    })
    await question.waitFor()
    const shown = await question.textContent()
    expect(shown).toContain('On this phone')
    expect(shown).toContain('Letzter Stich · Anna, Ben, Cora ·')
    expect(shown).toContain('1 entry, running')
    expect(shown).toContain('In the file')
    expect(shown).toContain('Stich für Stich · Xaver, Yara, Zoe ·')
    expect(await page.getByRole('radio', { name: /^Keep both/ }).isChecked()).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    if (SHOTS) {
      for (const [w, h] of [
        [360, 740],
        [320, 640],
      ] as const) {
        await page.setViewportSize({ width: w, height: h })
        await page.screenshot({ path: `${SHOTS}/question-${w}.png` })
      }
      await page.getByRole('radio', { name: 'Deutsch' }).check()
      await page.getByRole('heading', { level: 3, name: /andere Partie/ }).scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SHOTS}/question-de-320.png` })
      await page.getByRole('radio', { name: 'English' }).check()
      await page.setViewportSize({ width: 360, height: 740 })
    }

    // The default keeps both: the file's match is added under a new id.
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    await page
      .getByText('Imported: 0 new, 1 kept as a copy, 0 replaced, 0 updated, 0 already here.')
      .waitFor()
    const kept = await pastMatches(page)
    expect(kept).toHaveLength(2)
    expect(kept).toContain(`${id} letzter-stich Anna,Ben,Cora`)
    expect(kept.find((s) => s.includes('stich-fuer-stich'))?.startsWith(id)).toBe(false)

    // The same file again, answered "replace": ours becomes the file's match.
    await choose(page, text)
    await question.waitFor()
    await page.getByRole('radio', { name: /^Replace the one on this phone/ }).check()
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    await page
      .getByText('Imported: 0 new, 0 kept as copies, 1 replaced, 0 updated, 0 already here.')
      .waitFor()
    const replaced = await pastMatches(page)
    expect(replaced).toHaveLength(2)
    expect(replaced).toContain(`${id} stich-fuer-stich Xaver,Yara,Zoe`)
    expect(replaced.some((s) => s.includes('letzter-stich'))).toBe(false)
  })

  it('refuses a file nested 20,000 deep with its message, and the page stays usable', async () => {
    const { page } = await env.open()
    await page.goto('/#/settings')
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor()
    await settled(page)
    const deep = `{"app":"stichblock","schema":1,"exportedAt":1,"matches":[{"id":"x","setup":{"game":"letzter-stich","players":["A","B","C"],"options":${'['.repeat(20_000)}${']'.repeat(20_000)},"firstDealer":0},"events":[],"redo":[],"createdAt":1,"updatedAt":2,"finished":false}],"names":[]}`
    // How little work the refusal takes is counted in characters, not timed here: the scan stops
    // at the 65th bracket (test/storage/import-rejections.test.ts), so a busy machine cannot fail it.
    await choose(page, deep)
    await page
      .getByRole('alert')
      .getByText(
        'This file nests its data more than 64 levels deep; a Stichblock export never does. Nothing was imported.',
      )
      .waitFor()
    // Still usable: the language switch answers, and nothing was stored.
    await page.getByRole('radio', { name: 'Deutsch' }).check()
    await page.getByRole('heading', { level: 1, name: 'Einstellungen' }).waitFor()
    expect(await pastMatches(page)).toEqual([])
  })
})
