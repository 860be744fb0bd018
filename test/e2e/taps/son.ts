// Sticht oder nicht: the scripted matches of the tap count. At 3, 5 and 6 players a few tricks
// by winner; at 4 a whole round: a trick card by card (the leader's card, cards that follow the
// led animal, one that does not, one with a plusminus, taking the trick), a trick by winner with
// a plusminus, the rest by winner, and the round's end (a count per player, scoring it).
import type { Page } from 'playwright-core'
import { startMatch } from '../fit/fit'
import type { Counter } from '../fit/taps'
import { settled } from '../harness'
import type { TapRow, TapScenario } from './taps'

const NAMES = ['Anna', 'Ben', 'Cora', 'Dana', 'Emil', 'Finn']

const saved = async (page: Page, n: number) => {
  await page.locator('.dock .saved', { hasText: `Entry ${n} saved` }).waitFor()
  await settled(page)
}

/** +1 per wasp (so the round's end asks the wasps) and scorpion trump; not counted. */
async function specials(page: Page): Promise<void> {
  const save = page.getByRole('button', { name: /^(Next card|These two are in effect)$/ })
  await page.locator('input[name="special-1-kind"][value="perCard"]').click()
  await page.locator('input[name="special-1-animal"][value="wasp"]').check()
  await save.click()
  await page.locator('input[name="special-2-kind"][value="trump"]').click()
  await page.locator('input[name="special-2-animal"][value="scorpion"]').check()
  await save.click()
  await saved(page, 1)
}

const mode = (page: Page, name: 'Winner' | 'Cards') =>
  page.getByRole('group', { name: 'How to enter the trick' }).getByRole('button', { name })

const winner = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Took the trick' }).getByRole('button', { name, exact: true })

async function play(page: Page, count: Counter, players: number): Promise<TapRow[]> {
  const names = NAMES.slice(0, players)
  await startMatch(page, 'sticht-oder-nicht', names)
  await specials(page)
  const rows: TapRow[] = []
  const row = (action: string, per: number, target: number) => {
    const { taps, scrolls } = count.take()
    rows.push({ action, players, taps: taps / per, scrolls, target })
  }
  let entries = 1
  await mode(page, 'Winner').click()
  count.take()

  // Tricks by winner, no plusminus: one tap on who took it.
  const quick = players === 4 ? 7 : 4
  for (let i = 0; i < quick; i++) {
    await count.tap(winner(page, names[i % players] ?? ''))
    await saved(page, ++entries)
  }
  row('trick by winner', quick, 1)
  if (players !== 4) return rows

  // A plusminus played: its sign, whose it was, then who took the trick.
  await count.tap(
    page
      .getByRole('group', { name: 'Was a plusminus card played?' })
      .getByRole('button', { name: '−2' }),
  )
  await count.tap(
    page
      .getByRole('group', { name: 'Who played the plusminus card (−2)?' })
      .getByRole('button', { name: names[0], exact: true }),
  )
  await count.tap(winner(page, names[2] ?? ''))
  await saved(page, ++entries)
  row('trick by winner with a plusminus (sign, whose, winner)', 1, 3)

  // A trick card by card. Cora leads (she took the last trick).
  await mode(page, 'Cards').click()
  count.take()
  const card = (who: string) => ({
    animal: (name: string) =>
      page.getByRole('group', { name: `Card of ${who}: Animal` }).getByRole('button', { name }),
    value: (animal: string, v: number) =>
      page
        .getByRole('group', { name: `Card of ${who}: ${animal}, Value` })
        .getByRole('button', { name: String(v), exact: true }),
  })
  await count.tap(card('Cora').animal('Wasp'))
  await count.tap(card('Cora').value('Wasp', 10))
  row('card that leads (animal, value)', 1, 2)
  await count.tap(card('Dana').value('Wasp', 4))
  row('card that follows the led animal (value; the animal is open)', 1, 1)
  await count.tap(card('Anna').animal('Porcupine'))
  await count.tap(card('Anna').value('Porcupine', 6))
  row('card of another animal (animal, value)', 1, 2)
  await count.tap(
    page.getByRole('group', { name: 'With plusminus' }).getByRole('button', { name: '+2' }),
  )
  await count.tap(card('Ben').value('Wasp', 9))
  row('card that follows, with a plusminus (sign, value)', 1, 2)
  await count.tap(page.getByRole('button', { name: 'Take the trick: Ben' }))
  await saved(page, ++entries)
  row('trick by cards: take it (Ben, as judged)', 1, 1)

  // The round's last trick by winner, then the wasps each player took: one tap a count.
  await mode(page, 'Winner').click()
  await winner(page, names[0] ?? '').click()
  await saved(page, ++entries)
  await page.getByRole('button', { name: 'Score the round' }).waitFor()
  count.take()
  // All 10 wasps lie in won tricks: the counts add up to 10.
  for (const [seat, n] of [3, 3, 3, 1].entries()) {
    await count.tap(
      page
        .getByRole('group', { name: `Wasp cards of ${names[seat]}` })
        .getByRole('button', { name: String(n), exact: true }),
    )
  }
  row('end-of-round count (chips 0..n, the next player comes up)', 4, 1)
  await count.tap(page.getByRole('button', { name: 'Score the round' }))
  await saved(page, ++entries)
  row('score the round', 1, 1)
  return rows
}

export const sonTaps: TapScenario = {
  game: 'sticht-oder-nicht',
  run: async (page, count) => {
    const rows: TapRow[] = []
    for (const players of [3, 4, 5, 6]) rows.push(...(await play(page, count, players)))
    return rows
  },
}
