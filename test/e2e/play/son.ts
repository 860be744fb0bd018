// Sticht oder nicht's match page for its browser tests (son*.test.ts): a new match through the
// UI, then one entry at a time (the two special cards, a trick by its winner with the plusminus
// card told or by its cards, the counts and points at the end of a round), each step waiting until
// its entry is saved; and the chips, the scores and the status as the screen shows them. The
// animals and the special cards are plain data here; the words are what the screens say.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { sonChips, sonStatus } from '../games'
import { fillNewMatch, PLAYERS } from '../harness'

/** The players by seat: the harness's four, then Emil and Finn. */
export const NAMES = [...PLAYERS, 'Emil', 'Finn']
export const [ANNA, BEN, CORA, DANA, EMIL, FINN] = [0, 1, 2, 3, 4, 5]

export type Animal = 'wasp' | 'porcupine' | 'scorpion' | 'swordfish'
export const ANIMAL: Record<Animal, string> = {
  wasp: 'Wasp',
  porcupine: 'Porcupine',
  scorpion: 'Scorpion',
  swordfish: 'Swordfish',
}
const LETTER: Record<string, Animal> = { W: 'wasp', P: 'porcupine', S: 'scorpion', F: 'swordfish' }

export type Special =
  | { kind: 'trump'; animal: Animal }
  | { kind: 'tricks'; which: 'most' | 'fewest'; points: 5 | -5 }
  | { kind: 'animal'; animal: Animal; which: 'most' | 'fewest'; points: 3 | -3 }
  | { kind: 'perCard'; animal: Animal }
  | { kind: 'custom'; name: string }

export const KIND: Record<Special['kind'], string> = {
  trump: 'Violet: trump animal',
  tricks: 'Pink: most/fewest tricks (±5)',
  animal: 'Green: most/fewest of an animal (±3)',
  perCard: 'Orange: +1 per card of an animal',
  custom: 'Other card (points typed in)',
}

/** +5, −5 (the screens write a real minus sign). */
export const signed = (n: number) => (n > 0 ? `+${n}` : `−${-n}`)

/** What the screens call a special card in effect. */
export function shown(s: Special): string {
  switch (s.kind) {
    case 'trump':
      return `Trump: ${ANIMAL[s.animal]}`
    case 'tricks':
      return `${signed(s.points)} for the ${s.which} tricks`
    case 'animal':
      return `${signed(s.points)} for the ${s.which} ${ANIMAL[s.animal]} cards`
    case 'perCard':
      return `+1 per ${ANIMAL[s.animal]} card`
    case 'custom':
      return s.name
  }
}

export interface Card {
  animal: Animal
  value: number
  pm?: 2 | -2
}

/** 'F9' is swordfish 9 (fish), 'W6+2' wasp 6 with a plusminus card as +2. */
export function cards(text: string): Card[] {
  return text.split(' ').map((code) => {
    const [, letter = '', value, pm] = /^([WPSF])(\d+)([+-]2)?$/.exec(code) ?? []
    const animal = LETTER[letter]
    if (!animal) throw new Error(`not a card: ${code}`)
    return pm
      ? { animal, value: Number(value), pm: Number(pm) as 2 | -2 }
      : { animal, value: Number(value) }
  })
}

/** A trick tapped by its winner, maybe with the plusminus card someone played. */
export interface Tap {
  winner: number
  pm?: { seat: number; sign: 2 | -2 }
}

/** The match page, one entry at a time; each step waits until its entry is saved. */
export class SonTable {
  entries = 0
  constructor(
    readonly page: Page,
    readonly players: readonly string[],
  ) {}

  name(seat: number): string {
    const name = this.players[seat]
    if (name === undefined) throw new Error(`no seat ${seat}`)
    return name
  }

  /** The dock says "✓ Entry n saved" once the nth entry is committed. */
  async saved() {
    this.entries++
    await this.page.getByText(`✓ Entry ${this.entries} saved`, { exact: true }).waitFor()
  }

  group(name: string) {
    return this.page.getByRole('group', { name, exact: true })
  }

  /** One special card from the catalogue: its kind, then what the table sets for it. */
  async pick(s: Special) {
    await this.group('Kind of card').getByRole('radio', { name: KIND[s.kind] }).click()
    if (s.kind === 'trump' || s.kind === 'animal' || s.kind === 'perCard') {
      await this.group('Animal').getByRole('radio', { name: ANIMAL[s.animal] }).check()
    }
    if (s.kind === 'tricks' || s.kind === 'animal') {
      await this.group('Who scores').getByRole('radio', { name: s.which, exact: true }).check()
      await this.group('Points')
        .getByRole('radio', { name: signed(s.points), exact: true })
        .check()
    }
    if (s.kind === 'custom') {
      await this.page.getByRole('textbox', { name: 'Name of the card' }).fill(s.name)
    }
  }

  /** Both cards, each by the player whose turn it is to choose. */
  async specials([first, second]: [Special, Special], choosers: [number, number]) {
    await this.page
      .getByRole('heading', { name: `${this.name(choosers[0])} chooses special card 1` })
      .waitFor()
    const next = this.page.getByRole('button', { name: 'Next card' })
    expect(await next.isDisabled()).toBe(true)
    await this.pick(first)
    await next.click()
    await this.page
      .getByRole('heading', { name: `${this.name(choosers[1])} chooses special card 2` })
      .waitFor()
    await this.page.getByText(`First card: ${shown(first)}`, { exact: true }).waitFor()
    await this.pick(second)
    await this.page.getByRole('button', { name: 'These two are in effect' }).click()
    await this.saved()
  }

  async mode(name: 'Winner' | 'Cards') {
    const tab = this.group('How to enter the trick').getByRole('button', { name, exact: true })
    if ((await tab.getAttribute('aria-pressed')) !== 'true') await tab.click()
  }

  /** The big who-took-it buttons (the plusminus row below names the players too). */
  winnerButton(seat: number) {
    return this.group('Took the trick').getByRole('button', { name: this.name(seat), exact: true })
  }

  /** Asked before the winner: its sign, then the same big buttons ask whose it was. */
  async choosePlusminus({ seat, sign }: { seat: number; sign: 2 | -2 }) {
    const text = sign > 0 ? '+2' : '−2'
    await this.group('Was a plusminus card played?')
      .getByRole('button', { name: text, exact: true })
      .click()
    await this.group(`Who played the plusminus card (${text})?`)
      .getByRole('button', { name: this.name(seat), exact: true })
      .click()
  }

  async tap({ winner, pm }: Tap) {
    await this.mode('Winner')
    if (pm) await this.choosePlusminus(pm)
    await this.winnerButton(winner).click()
    await this.saved()
  }

  /** Every card in play order from the leader; the app judges, and says who takes it. */
  async cards(leader: number, played: Card[], winner: number) {
    await this.mode('Cards')
    for (const [i, card] of played.entries()) {
      const who = this.name((leader + i) % this.players.length)
      // The led animal is open already: a card that follows is its value only.
      const animal = this.group(`Card of ${who}: Animal`).getByRole('button', {
        name: ANIMAL[card.animal],
      })
      if ((await animal.getAttribute('aria-pressed')) !== 'true') await animal.click()
      if (card.pm) {
        await this.group('With plusminus')
          .getByRole('button', { name: card.pm > 0 ? '+2' : '−2', exact: true })
          .click()
      }
      await this.group(`Card of ${who}: ${ANIMAL[card.animal]}, Value`)
        .getByRole('button', { name: String(card.value), exact: true })
        .click()
    }
    await this.page.getByRole('button', { name: `Take the trick: ${this.name(winner)}` }).click()
    await this.saved()
  }

  /** Taps a custom card's points `by` times up (or down, when negative). */
  async step(label: string, by: number) {
    const button = this.page.getByRole('button', {
      name: `${label}: ${by > 0 ? 'one point more' : 'one point less'}`,
    })
    for (let i = 0; i < Math.abs(by); i++) await button.click()
    const written = by === 0 ? '0' : signed(by)
    await expect.poll(() => this.group(label).locator('output').textContent()).toBe(written)
  }

  /** A player's count at the round's end, as their slot shows it. */
  counted(name: string) {
    return this.page
      .locator('.son-count .seat-slots li')
      .filter({ has: this.page.locator('.slot-name', { hasText: name }) })
      .locator('strong')
      .textContent()
  }

  /**
   * A count is one tap on its number ("Wasp cards of Ben"), and the next player's numbers come
   * up; another player's come up with a tap on their slot.
   */
  async count(label: string, n: number) {
    const name = label.split(' of ').at(-1) ?? ''
    const animal = label.split(' cards of ')[0] ?? ''
    const numbers = this.group(label)
    // Two count cards ask one at a time: the other one is a line, tapped to open it.
    const closed = this.page.locator('.son-question-closed', { hasText: `${animal} cards in` })
    if ((await numbers.count()) === 0 && (await closed.count()) > 0) await closed.click()
    if ((await numbers.count()) === 0) {
      await this.page
        .locator('.son-count .seat-slots li')
        .filter({ has: this.page.locator('.slot-name', { hasText: name }) })
        .getByRole('button')
        .click()
    }
    await numbers.getByRole('button', { name: String(n), exact: true }).click()
    // Counted: in its slot, or its question closed with the last count and the next one open.
    await expect
      .poll(async () => ((await closed.count()) > 0 ? String(n) : this.counted(name)))
      .toBe(String(n))
  }

  /** Each player's chip: tricks this round and whether their plusminus card is spent. */
  chips(): Promise<string[]> {
    return sonChips(this.page)
  }

  /** The score sheet: each round's points per player, and the totals. */
  scores(): Promise<{ rounds: number[][]; totals: number[] }> {
    return this.page
      .getByRole('region', { name: 'Points', exact: true })
      .getByRole('table')
      .evaluate((table: HTMLTableElement) => {
        // A negative number is written with a real minus sign (−); a hyphen reads as NaN.
        const cells = (row: Element | undefined) =>
          [...(row?.querySelectorAll('td') ?? [])].map((td) => {
            const text = td.textContent ?? ''
            return text.startsWith('−') ? -Number(text.slice(1)) : Number(text)
          })
        return {
          rounds: [...(table.tBodies[0]?.rows ?? [])].map(cells),
          totals: cells(table.tFoot?.rows[0]),
        }
      })
  }

  /** What the status shows: round and trick, dealer and leader, the cards in effect. */
  status(): Promise<string[]> {
    return sonStatus(this.page)
  }
}

/** New match through the UI: Sticht oder nicht, the names in seat order, the first dealer. */
export async function sonNewMatch(page: Page, players: readonly string[], dealer: number) {
  await fillNewMatch(page, /^Sticht oder nicht/, players)
  await page.getByRole('group', { name: 'Options', exact: true }).waitFor()
  await page.getByRole('radio', { name: 'deals' }).nth(dealer).check()
}

/** Start match, and the first special card is asked for. */
export async function sonStartMatch(page: Page) {
  await page.getByRole('button', { name: 'Start match' }).click()
  await page.waitForURL(/#\/match\/[^/]+$/)
  await page.getByRole('heading', { name: /chooses special card 1$/ }).waitFor()
}

/** A new match of `players`, `dealer` dealing first, started: its table, at the special cards. */
export async function sonStartedMatch(
  page: Page,
  players: readonly string[],
  dealer: number,
): Promise<SonTable> {
  await sonNewMatch(page, players, dealer)
  await sonStartMatch(page)
  return new SonTable(page, players)
}

// The special cards, by what they are.
export const trump = (animal: Animal): Special => ({ kind: 'trump', animal })
export const tricksCard = (which: 'most' | 'fewest', points: 5 | -5): Special => ({
  kind: 'tricks',
  which,
  points,
})
export const animalCard = (animal: Animal, which: 'most' | 'fewest', points: 3 | -3): Special => ({
  kind: 'animal',
  animal,
  which,
  points,
})
export const perCard = (animal: Animal): Special => ({ kind: 'perCard', animal })
export const custom = (name: string): Special => ({ kind: 'custom', name })
