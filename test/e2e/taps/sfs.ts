// Stich für Stich: the scripted matches of the tap count, at 3 and at 4 players. The secret on the
// phone, then tricks by their winner (one tap), the search after each on the phone (four taps a
// sleuth: "I am …", culprit, weapon, "Check"; the answer screen hands the phone on), and a trick
// by cards (three taps a card, one for a phantom; then one tap for who won).
import type { Page } from 'playwright-core'
import { startMatch } from '../fit/fit'
import { secretOnPhone } from '../fit/sfs'
import type { Counter } from '../fit/taps'
import { settled } from '../harness'
import type { TapRow, TapScenario } from './taps'

const NAMES = ['Anna', 'Ben', 'Cora', 'Dana']

const saved = async (page: Page, n: number) => {
  await page.locator('.dock .saved', { hasText: `Entry ${n} saved` }).waitFor()
  await settled(page)
}

async function play(page: Page, count: Counter, players: number): Promise<TapRow[]> {
  const names = NAMES.slice(0, players)
  // Anna is the confidant; the sleuths search in turn from her left.
  const sleuths = names.slice(1)
  await startMatch(page, 'stich-fuer-stich', names)
  let entries = 0
  await secretOnPhone(page) // the hairdresser with the poison
  await saved(page, ++entries)
  const rows: TapRow[] = []
  const row = (action: string, per: number, target: number) => {
    const { taps, scrolls } = count.take()
    rows.push({ action, players, taps: taps / per, scrolls, target })
  }
  const mode = (name: string) =>
    page.getByRole('group', { name: 'How to enter the trick' }).getByRole('button', { name })
  await mode('Winner').click()
  count.take()

  /** Every sleuth guesses wrong (the knife with someone), so all search again next time. */
  async function search() {
    for (const [k, sleuth] of sleuths.entries()) {
      // The first "I am …" is on the table; the others on the answer screen before them.
      await count.tap(page.getByRole('button', { name: `I am ${sleuth}: show`, exact: true }))
      const guess = page.getByRole('dialog', { name: `Your suspicion, ${sleuth}` })
      await count.check(
        guess.getByRole('group', { name: 'The culprit' }).getByRole('radio', { name: 'Gardener' }),
      )
      await count.check(
        guess.getByRole('group', { name: 'The weapon' }).getByRole('radio', { name: 'Knife' }),
      )
      await count.tap(guess.getByRole('button', { name: 'Check' }))
      await saved(page, ++entries)
      if (k === sleuths.length - 1) await page.getByRole('dialog').waitFor({ state: 'detached' })
    }
  }

  // Three tricks by their winner, each with the search after it.
  let trickTaps = 0
  let trickScrolls = 0
  let searchTaps = 0
  let searchScrolls = 0
  for (const [i, seat] of [1, 2, 0].entries()) {
    await count.tap(
      page
        .getByRole('region', { name: `Who won trick ${i + 1}? (as Anna says)` })
        .getByRole('button', { name: names[seat], exact: true }),
    )
    await saved(page, ++entries)
    let c = count.take()
    trickTaps += c.taps
    trickScrolls += c.scrolls
    await search()
    c = count.take()
    searchTaps += c.taps
    searchScrolls += c.scrolls
  }
  rows.push({
    action: 'trick by winner',
    players,
    taps: trickTaps / 3,
    scrolls: trickScrolls,
    target: 1,
  })
  rows.push({
    action: 'phone search, per sleuth',
    players,
    taps: searchTaps / (3 * sleuths.length),
    scrolls: searchScrolls,
    target: 4,
  })

  // Trick 4 by cards, led by Anna (she won trick 3): suspect, weapon, number; or a phantom.
  await mode('Cards').click()
  count.take()
  const cards: ([string, string, number] | 'phantom')[] = [
    ['Gardener', 'Knife', 5],
    'phantom',
    ['Mechanic', 'Poison', 2],
    ['Influencer', 'Ax', 12],
  ]
  let cardTaps = 0
  let cardScrolls = 0
  let suspectCards = 0
  for (const [i, card] of cards.slice(0, players).entries()) {
    const step = (what: string) =>
      page.getByRole('group', { name: `Card of ${names[i]}: ${what}`, exact: true })
    if (card === 'phantom') {
      await count.tap(step('Suspect').getByRole('button', { name: 'Phantom' }))
      row('phantom card', 1, 1)
    } else {
      await count.tap(step('Suspect').getByRole('button', { name: card[0], exact: true }))
      await count.tap(step('Weapon').getByRole('button', { name: card[1], exact: true }))
      await count.tap(step('Number').getByRole('button', { name: String(card[2]), exact: true }))
      const c = count.take()
      cardTaps += c.taps
      cardScrolls += c.scrolls
      suspectCards++
    }
  }
  rows.push({
    action: 'card: suspect, weapon, number',
    players,
    taps: cardTaps / suspectCards,
    scrolls: cardScrolls,
    target: 3,
  })
  await count.tap(page.getByRole('button', { name: 'Let Stichblock judge' }))
  await saved(page, ++entries)
  row('trick by cards: who won', 1, 1)
  return rows
}

export const sfsTaps: TapScenario = {
  game: 'stich-fuer-stich',
  run: async (page, count) => [...(await play(page, count, 3)), ...(await play(page, count, 4))],
}
