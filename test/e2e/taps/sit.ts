// Stiche im Team: the scripted climbs of the tap count, at 3, 4 and 5 players. Rounds 1 to 3 with
// the tricks tapped by winner, round 4 with every card entered; the trump, each open number (one
// tap on its chip) and saving them are counted too. The player left of the dealer says every
// trick of the round and takes them all, so every round is made and the climb goes on.
import type { Page } from 'playwright-core'
import { startMatch } from '../fit/fit'
import type { Counter } from '../fit/taps'
import { settled } from '../harness'
import type { TapRow, TapScenario } from './taps'

const NAMES = ['Anna', 'Ben', 'Cora', 'Dana', 'Emil']
type SuitName = 'Clubs' | 'Spades' | 'Hearts' | 'Diamonds'
/** Every card entered, whatever it was: at most 2 taps on average and each. */
const ANY: [string, number] = ['a card (any)', 2]

/** Per action: the taps and scrolls counted over all its repetitions. */
class Tally {
  readonly sums = new Map<
    string,
    { taps: number; scrolls: number; times: number; target: number }
  >()
  constructor(readonly count: Counter) {}
  /** Everything counted since the last take goes to `action` (and `also`), once more. */
  add(action: string, target: number, also?: [string, number]): void {
    const { taps, scrolls } = this.count.take()
    const into: [string, number][] = also ? [[action, target], also] : [[action, target]]
    for (const [name, most] of into) {
      const sum = this.sums.get(name) ?? { taps: 0, scrolls: 0, times: 0, target: most }
      this.sums.set(name, {
        taps: sum.taps + taps,
        scrolls: sum.scrolls + scrolls,
        times: sum.times + 1,
        target: most,
      })
    }
  }
  rows(players: number): TapRow[] {
    return [...this.sums].map(([action, s]) => ({
      action,
      players,
      taps: Math.round((s.taps / s.times) * 100) / 100,
      scrolls: s.scrolls,
      target: s.target,
    }))
  }
}

async function climb(page: Page, count: Counter, players: number): Promise<TapRow[]> {
  const names = NAMES.slice(0, players)
  await startMatch(page, 'stiche-im-team', names)
  const tally = new Tally(count)
  let entries = 0
  const saved = async () => {
    entries++
    await page.locator('.dock .saved', { hasText: `Entry ${entries} saved` }).waitFor()
    await settled(page)
  }
  const mode = (name: 'Winner' | 'Cards') =>
    page.getByRole('group', { name: 'How to enter the trick' }).getByRole('button', { name })

  /** Trump, then the numbers: the dealer's left says `cards`, the others 0; saved. */
  async function start(round: number, suit: SuitName): Promise<string> {
    const dealer = (round - 1) % players
    const order = names.map((_, i) => names[(dealer + 1 + i) % players] ?? '').slice(0, -1)
    await count.tap(
      page.getByRole('group', { name: 'Trump suit' }).getByRole('button', { name: suit }),
    )
    await saved()
    tally.add('trump suit', 1)
    for (const [i, name] of order.entries()) {
      // In turn, so the chips are open for each in turn: one tap (a click; they move on at once).
      await count.tap(
        page
          .getByRole('group', { name: `Number of ${name}`, exact: true })
          .getByRole('radio', { name: String(i === 0 ? round : 0), exact: true }),
      )
      tally.add('a number (chips 0..n)', 1)
    }
    await count.tap(page.getByRole('button', { name: 'Save the numbers' }))
    await saved()
    tally.add('save the numbers', 1)
    return order[0] ?? ''
  }

  // Rounds 1 to 3: each trick one tap on who took it.
  for (const round of [1, 2, 3]) {
    const taker = await start(round, 'Hearts')
    if (round === 1) {
      await mode('Winner').click()
      count.take()
    }
    for (let i = 0; i < round; i++) {
      await count.tap(page.locator('.seat-grid').getByRole('button', { name: taker, exact: true }))
      await saved()
      tally.add('trick by winner', 1)
    }
  }

  // Round 4 card by card: the taker leads an ace (or the K♥), all but the last follow suit low,
  // the last has none of it and throws a diamond.
  await start(4, 'Hearts')
  await mode('Cards').click()
  count.take()
  const leads: [SuitName, string][] = [
    ['Hearts', 'Ace'],
    ['Hearts', 'King'],
    ['Spades', 'Ace'],
    ['Clubs', 'Ace'],
  ]
  const low = { Hearts: 2, Spades: 2, Clubs: 2, Diamonds: 2 } as Record<SuitName, number>
  const pick = async (suit: SuitName, rank: string, open: boolean) => {
    if (!open) {
      await count.tap(page.getByRole('group', { name: 'Suit' }).getByRole('button', { name: suit }))
    }
    await count.tap(page.getByRole('button', { name: `${rank} of ${suit}`, exact: true }))
  }
  for (const [suit, rank] of leads) {
    await pick(suit, rank, false)
    tally.add('a card: the lead (suit, rank)', 2, ANY)
    for (let i = 1; i < players - 1; i++) {
      await pick(suit, String(low[suit]++), true)
      tally.add('a card that follows the led suit', 1, ANY)
    }
    await pick('Diamonds', String(low.Diamonds++), false)
    tally.add('a card of another suit', 2, ANY)
    await count.tap(page.getByRole('button', { name: /^Take the trick: / }))
    await saved()
    tally.add('take the judged trick', 1)
  }
  return tally.rows(players)
}

export const sitTaps: TapScenario = {
  game: 'stiche-im-team',
  run: async (page, count) => [
    ...(await climb(page, count, 3)),
    ...(await climb(page, count, 4)),
    ...(await climb(page, count, 5)),
  ],
}
