// Letzter Stich: the scripted matches of the tap count, at 3 and at 4 players. A hand trick by
// trick (one tap a trick), a hand by its last trick, and a hand by counted piles (one tap a
// number); taps and scrolls are counted per action.
import type { Page } from 'playwright-core'
import { startMatch } from '../fit/fit'
import type { Counter } from '../fit/taps'
import { settled } from '../harness'
import type { TapRow, TapScenario } from './taps'

const NAMES = ['Anna', 'Ben', 'Cora', 'Dana']

const saved = async (page: Page, n: number) => {
  await page.locator('.dock .saved', { hasText: `Entry ${n} saved` }).waitFor()
  await settled(page)
}

const tab = (page: Page, name: string) =>
  page.getByRole('group', { name: 'How to enter the hand' }).getByRole('button', { name })

async function play(page: Page, count: Counter, players: number): Promise<TapRow[]> {
  const names = NAMES.slice(0, players)
  await startMatch(page, 'letzter-stich', names)
  const rows: TapRow[] = []
  const row = (action: string, per: number, target: number) => {
    const { taps, scrolls } = count.take()
    rows.push({ action, players, taps: taps / per, scrolls, target })
  }
  await tab(page, 'Tricks').click()
  count.take()

  // A hand trick by trick: who took each, one tap.
  const winners = [0, 1, 2, 0, 1, 2, 0, 1]
  for (const [i, seat] of winners.entries()) {
    const asked = i === 7 ? 'Who took the last trick?' : `Who took trick ${i + 1} of 8?`
    await count.tap(
      page.getByRole('group', { name: asked }).getByRole('button', { name: names[seat] }),
    )
    await saved(page, i + 1)
  }
  row('trick by winner', winners.length, 1)

  // A hand played on paper: who took the last trick, save.
  await tab(page, 'Last trick').click()
  count.take()
  await count.check(
    page.getByRole('group', { name: 'Who took the last trick?' }).getByRole('radio', {
      name: names[2],
    }),
  )
  await count.tap(page.getByRole('button', { name: 'Save hand' }))
  await saved(page, 9)
  row('hand by its last trick (who, save)', 1, 2)

  // Counted piles: one tap on each player's number; then who took the last trick, save.
  await tab(page, 'Counts').click()
  count.take()
  const piles = players === 3 ? [3, 3, 2] : [3, 2, 2, 1]
  for (const [seat, n] of piles.entries()) {
    const chips = page.getByRole('group', { name: `Tricks of ${names[seat]}` })
    await count.tap(chips.getByRole('radio', { name: String(n), exact: true }))
  }
  row('count of a player (chips 0..8)', piles.length, 1)
  await count.check(page.getByRole('radio', { name: `${names[0]} took the last trick` }))
  await count.tap(page.getByRole('button', { name: 'Save hand' }))
  await saved(page, 10)
  row('hand by counts: last trick, save', 1, 2)
  return rows
}

export const lsTaps: TapScenario = {
  game: 'letzter-stich',
  run: async (page, count) => [...(await play(page, count, 3)), ...(await play(page, count, 4))],
}
