// One tap is one action: a double tap, or three clicks in one tick, on every button that
// changes data does it once (src/ui/once.ts); and no tap is lost: one on another control is taken
// at any speed, even while an entry is being saved. Counted where it matters: in IndexedDB.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { createMatch, lastTrickBy, settled, storedSummaries, useBrowser } from './harness'
import { sfsNewGame } from './play/sfs'

const env = useBrowser()
const PLAYERS = ['Anna', 'Ben', 'Cora']

/** Three clicks in one tick, as a script or an assistive tool can send them. */
const clickThrice = (button: Locator) =>
  button.evaluate((el: HTMLElement) => {
    el.click()
    el.click()
    el.click()
  })

/** What IndexedDB holds under `key` (the db 'stichblock', store 'kv'). */
function stored<T>(page: Page, key: string): Promise<T | undefined> {
  return page.evaluate(
    (k) =>
      new Promise<T | undefined>((found, failed) => {
        const open = indexedDB.open('stichblock')
        open.onerror = () => failed(open.error)
        open.onsuccess = () => {
          const get = open.result.transaction('kv').objectStore('kv').get(k)
          get.onsuccess = () => {
            found(get.result)
            open.result.close()
          }
        }
      }),
    key,
  )
}

const matchIds = async (page: Page) => (await storedSummaries(page)).map((m) => m.id)

/** The open match's log and undone entries, as stored. */
async function log(page: Page) {
  const id = /#\/match\/([^/?]+)/.exec(new URL(page.url()).hash)?.[1]
  const match = await stored<{ events: unknown[]; redo: unknown[] }>(page, `match:${id}`)
  return { events: match?.events.length, redo: match?.redo.length }
}

/** New match with the three players, Anna dealing; `start` taps Start match its own way. */
async function newMatch(page: Page, start: (button: Locator) => Promise<void>) {
  await page.goto('/#/new')
  await page.getByRole('heading', { level: 1, name: 'New match' }).waitFor()
  // The title shows in the screen's frame while its code loads: wait for the form itself.
  await settled(page)
  for (const [seat, name] of PLAYERS.entries()) {
    const field = page.getByRole('combobox', { name: `Player ${seat + 1}`, exact: true })
    if ((await field.count()) === 0) await page.getByRole('button', { name: 'Add player' }).click()
    await field.fill(name)
  }
  await start(page.getByRole('button', { name: 'Start match' }))
  await page.getByRole('region', { name: 'Counters and pot' }).waitFor()
  await settled(page)
}

const winner = (page: Page, trick: number, name: string) =>
  page
    .getByRole('group', { name: `Who took trick ${trick} of 8?` })
    .getByRole('button', { name, exact: true })
const dock = (page: Page) => page.locator('.dock .saved')

describe('one tap is one action', () => {
  it('starts one match for a double tap on Start match, and one for three taps in a tick', async () => {
    const { page } = await env.open()
    await newMatch(page, (start) => start.click({ clickCount: 2 }))
    expect(await matchIds(page)).toHaveLength(1)
    // The second tap did not land on what came up under the finger either.
    expect(await log(page)).toEqual({ events: 0, redo: 0 })

    await newMatch(page, clickThrice)
    expect(await matchIds(page)).toHaveLength(2)
    expect(await log(page)).toEqual({ events: 0, redo: 0 })
  })

  it('records an entry, undoes, redoes and saves once per double tap or triple click', async () => {
    const { page } = await env.open()
    await createMatch(page, { players: PLAYERS })

    // Two hands by their last trick: Save hand, tapped twice, then three times in a tick.
    for (const tap of [(b: Locator) => b.click({ clickCount: 2 }), clickThrice]) {
      const before = (await log(page)).events ?? 0
      await lastTrickBy(page, 'Anna')
      await tap(page.getByRole('button', { name: 'Save hand' }))
      await dock(page)
        .getByText(`✓ Entry ${before + 1} saved`)
        .waitFor()
      expect(await log(page)).toEqual({ events: before + 1, redo: 0 })
    }

    // Hand 3, by winner: a double tap, then three taps in a tick.
    await page
      .getByRole('group', { name: 'How to enter the hand' })
      .getByRole('button', { name: 'Tricks' })
      .click()
    await winner(page, 1, 'Anna').click({ clickCount: 2 })
    await page.getByRole('group', { name: 'Who took trick 2 of 8?' }).waitFor()
    await clickThrice(winner(page, 2, 'Ben'))
    await page.getByRole('group', { name: 'Who took trick 3 of 8?' }).waitFor()
    expect(await log(page)).toEqual({ events: 4, redo: 0 })

    const undo = page.getByRole('button', { name: 'Undo', exact: true })
    const redo = page.getByRole('button', { name: 'Redo', exact: true })
    await undo.click({ clickCount: 2 })
    await dock(page)
      .getByText(/^Undone: /)
      .waitFor()
    await page.getByRole('group', { name: 'Who took trick 2 of 8?' }).waitFor()
    expect(await log(page)).toEqual({ events: 3, redo: 1 })
    await clickThrice(undo)
    await page.getByRole('group', { name: 'Who took trick 1 of 8?' }).waitFor()
    expect(await log(page)).toEqual({ events: 2, redo: 2 })

    await redo.click({ clickCount: 2 })
    await page.getByRole('group', { name: 'Who took trick 2 of 8?' }).waitFor()
    expect(await log(page)).toEqual({ events: 3, redo: 1 })
    await clickThrice(redo)
    await page.getByRole('group', { name: 'Who took trick 3 of 8?' }).waitFor()
    expect(await log(page)).toEqual({ events: 4, redo: 0 })
  })

  it('rematches, imports and deletes once per double tap or triple click', async () => {
    const { page } = await env.open()
    const first = await createMatch(page, { players: PLAYERS })
    // Five hands in which Anna takes the last trick: she pays out and the match is over.
    for (let hand = 0; hand < 5; hand++) {
      await lastTrickBy(page, 'Anna')
      await page.getByRole('button', { name: 'Save hand' }).click()
      await dock(page)
        .getByText(`✓ Entry ${hand + 1} saved`)
        .waitFor()
    }
    const rematch = page.getByRole('button', { name: /^Rematch/ })
    await rematch.click({ clickCount: 2 })
    await page.waitForURL((url) => /#\/match\/[^/]+$/.test(url.hash) && !url.hash.endsWith(first))
    await page.getByRole('region', { name: 'Counters and pot' }).waitFor()
    expect(await matchIds(page)).toHaveLength(2)
    expect(await log(page)).toEqual({ events: 0, redo: 0 })
    await page.goto(`/#/match/${first}`)
    await clickThrice(rematch)
    await page.waitForURL((url) => /#\/match\/[^/]+$/.test(url.hash) && !url.hash.endsWith(first))
    await page.getByRole('region', { name: 'Counters and pot' }).waitFor()
    expect(await matchIds(page)).toHaveLength(3)

    // An import whose file arrives three times in one tick is imported once.
    const backup = JSON.stringify({
      app: 'stichblock',
      schema: 1,
      exportedAt: Date.now(),
      matches: [
        {
          id: 'imported-once',
          setup: { game: 'letzter-stich', players: PLAYERS, options: {}, firstDealer: 0 },
          events: [{ t: 'trick', winner: 0 }],
          redo: [],
          createdAt: Date.now() - 60_000,
          updatedAt: Date.now() - 30_000,
          finished: false,
        },
      ],
      names: PLAYERS,
    })
    await page.goto('/#/settings')
    await page.locator('input[type="file"]').evaluate((input: HTMLInputElement, text) => {
      const files = new DataTransfer()
      files.items.add(new File([text], 'backup.json', { type: 'application/json' }))
      for (let i = 0; i < 3; i++) {
        input.files = files.files
        input.dispatchEvent(new Event('change', { bubbles: true }))
      }
    }, backup)
    await page.getByText(/^Imported: 1 new/).waitFor()
    expect(await page.getByText(/^Imported: /).count()).toBe(1)
    expect(await matchIds(page)).toHaveLength(4)

    // Delete, tapped twice: the question comes up, the second tap does not answer it.
    await page.goto('/#/history')
    await settled(page)
    const card = (n: number) => page.locator('.cards > li').nth(n)
    await card(0).getByRole('button', { name: 'Delete' }).click({ clickCount: 2 })
    const yes = card(0).getByRole('button', { name: 'Yes' })
    await yes.waitFor()
    expect(await matchIds(page)).toHaveLength(4)
    await yes.click({ clickCount: 2 })
    await expect.poll(() => page.locator('.cards > li').count()).toBe(3)
    expect(await matchIds(page)).toHaveLength(3)
    await card(0).getByRole('button', { name: 'Delete' }).click()
    await clickThrice(card(0).getByRole('button', { name: 'Yes' }))
    await expect.poll(() => page.locator('.cards > li').count()).toBe(2)
    expect(await matchIds(page)).toHaveLength(2)
  })

  it('takes a tap on another winner while the last trick is still being saved (#25)', async () => {
    const { page } = await env.open()
    await createMatch(page, { players: PLAYERS })
    await page
      .getByRole('group', { name: 'How to enter the hand' })
      .getByRole('button', { name: 'Tricks' })
      .click()
    const [anna, ben] = await Promise.all(
      ['Anna', 'Ben'].map((name) => winner(page, 1, name).elementHandle()),
    )
    // Two players in one tick: the second tap comes while the first trick is being saved.
    await page.evaluate(
      ([a, b]) => {
        ;(a as HTMLElement).click()
        ;(b as HTMLElement).click()
      },
      [anna, ben],
    )
    await page.getByRole('group', { name: 'Who took trick 3 of 8?' }).waitFor()
    expect(await log(page)).toEqual({ events: 2, redo: 0 })
  })

  it('takes the suspect and then the weapon of a card tapped 50 ms apart, at one spot or two (#25)', async () => {
    const { page } = await env.open()
    const table = await sfsNewGame(page, 0)
    await table.secret(1, 'Anna', ['gardener', 'knife'])
    await table.mode('Cards')
    const step = (what: string) => page.getByRole('group', { name: `Card of Ben: ${what}` })
    const centre = async (button: Locator) => {
      const box = await button.boundingBox()
      if (!box) throw new Error('not on screen')
      return [box.x + box.width / 2, box.y + box.height / 2] as const
    }
    /** What the button at a spot says. */
    const under = ([x, y]: readonly [number, number]) =>
      page.evaluate(
        ([px, py]) => document.elementFromPoint(px, py)?.closest('button')?.textContent ?? '',
        [x, y] as const,
      )

    // Two real taps 50 ms apart: the second as soon as the weapons show, but not before 50 ms.
    // At one spot the browser counts the second as the second click of a double tap; on a
    // weapon that lies where the suspect was, it is a new control and a new action.
    for (const sameSpot of [true, false]) {
      const suspect = await centre(step('Suspect').getByRole('button', { name: 'Influencer' }))
      const tapped = Date.now()
      await page.mouse.click(...suspect)
      await step('Weapon').waitFor()
      const weapon = sameSpot
        ? suspect
        : await centre(step('Weapon').locator('button:not(:disabled):not(.back)').last())
      const name = await under(weapon)
      expect(name, 'a weapon lies there').not.toBe('')
      await page.waitForTimeout(Math.max(0, tapped + 50 - Date.now()))
      await page.mouse.move(...weapon)
      await page.mouse.down({ clickCount: sameSpot ? 2 : 1 })
      await page.mouse.up({ clickCount: sameSpot ? 2 : 1 })
      await step('Number').waitFor()
      // Both landed: the line over the picker names the suspect and the weapon.
      expect(await page.locator('.sfs-card-of').textContent()).toBe(`Ben: Influencer · ${name}`)
      // Back to the suspects for the second round.
      await step('Number').getByRole('button', { name: 'Back' }).click()
      await step('Weapon').getByRole('button', { name: 'Back' }).click()
      await step('Suspect').waitFor()
    }
  })
})
