// Stiche im Team's match page for its browser tests (sit*.test.ts): a new climb through the UI,
// then one entry at a time (the trump, the open or secret numbers, tricks by their winner or by
// their cards, whole rounds made or lost at bidding), each step waiting until its entry is saved;
// and what the screen says (the status, the dealer's line, the numbers' lines, the question, the
// best of the table, the trick's slots).
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { sitNumber, sitSecretBid } from '../games'
import { fillNewMatch, settled } from '../harness'

// Seats clockwise, as on the new-match screen. The deal passes to the next seat (the dealer's
// left) after every round, made or lost.
export const TABLE = ['Anna', 'Ben', 'Carla', 'Dan']

export type SuitName = 'Clubs' | 'Spades' | 'Hearts' | 'Diamonds'

/** One match on one page: every step waits until the entry is saved ("✓ Entry n saved"). */
export class Climb {
  entries = 0
  constructor(
    readonly page: Page,
    readonly id: string,
    readonly players: readonly string[],
  ) {}

  async saved(): Promise<void> {
    this.entries++
    const text = new RegExp(`^✓ Entry ${this.entries} saved$`)
    await this.page.locator('.dock .saved', { hasText: text }).waitFor()
    await settled(this.page)
  }

  async trump(suit: SuitName): Promise<void> {
    await this.page
      .getByRole('group', { name: 'Trump suit' })
      .getByRole('button', { name: suit, exact: true })
      .click()
    await this.saved()
  }

  /** Taps each open number (in the order given), then checks what the dealer line says. */
  async choose(numbers: Record<string, number>, dealerLine?: string): Promise<void> {
    for (const [name, n] of Object.entries(numbers)) await sitNumber(this.page, name, n)
    if (dealerLine !== undefined) expect(await dealerSays(this.page)).toBe(dealerLine)
  }

  async bids(numbers: Record<string, number>, dealerLine?: string): Promise<void> {
    await this.choose(numbers, dealerLine)
    await this.page.getByRole('button', { name: 'Save the numbers' }).click()
    await this.saved()
  }

  /** The 'Winner' tab, then one tap per trick. */
  async tricks(...winners: string[]): Promise<void> {
    await entryTab(this.page, 'Winner').click()
    for (const name of winners) {
      await this.page.locator('.seat-grid').getByRole('button', { name, exact: true }).click()
      await this.saved()
    }
  }

  /** Trump and open numbers; `taker` says every trick and takes them all; the rest say 0. */
  async makeRound(dealer: string, taker: string, cards: number, suit: SuitName = 'Hearts') {
    await this.trump(suit)
    const others = this.players.filter((p) => p !== dealer)
    await this.bids(Object.fromEntries(others.map((p) => [p, p === taker ? cards : 0])))
    await this.tricks(...Array.from({ length: cards }, () => taker))
  }

  /** A round lost at bidding: the first two after the dealer say every card. */
  async overBid(dealer: string, cards: number): Promise<void> {
    await this.trump('Clubs')
    const others = leftOf(this.players, dealer).slice(0, -1)
    await this.bids(Object.fromEntries(others.map((p, i) => [p, i < 2 ? cards : 0])))
  }

  /**
   * A secret number through the gate: the button that calls `name`, the gate (nothing behind
   * it yet), the private choice, Hide, and the blank hand-over to `next` (null: back on the table).
   */
  secretBid(name: string, n: number, next: string | null, look?: Look): Promise<void> {
    return sitSecretBid(this.page, name, n, next, { saved: () => this.saved(), look })
  }
}

/** Everyone clockwise after `dealer`, the dealer last. */
export function leftOf(players: readonly string[], dealer: string): string[] {
  const at = players.indexOf(dealer)
  return players.map((_, i) => players[(at + 1 + i) % players.length] ?? '')
}

export type Look = (screen: string) => Promise<void>

export const entryTab = (page: Page, name: 'Winner' | 'Cards') =>
  page.getByRole('group', { name: 'How to enter the trick' }).getByRole('button', { name })

export const dealerSays = (page: Page) => page.locator('.sit-dealer').textContent()
/** The open numbers' lines, as a reader hears them: whose number and which. */
export const lines = (page: Page) =>
  page.locator('.sit-bid-line').evaluateAll((all) => all.map((b) => b.getAttribute('aria-label')))
export const best = (page: Page) => page.locator('.sit-best').textContent()
export const question = (page: Page) => page.locator('#sit-trick-h').textContent()

/**
 * The status block as the table reads it: round, cards, lives (said and shown), badges (the
 * dealer while trump and numbers are entered, the leader in play, the trump once it is known).
 */
export function status(page: Page) {
  return page.locator('.sit-status').evaluate((s) => ({
    round: s.querySelector('.sit-where strong')?.textContent,
    cards: s.querySelector('.sit-where span')?.textContent,
    lives: s.querySelector('.sit-lives .coins')?.getAttribute('aria-label'),
    coins: s.querySelectorAll('.coin.full').length,
    badges: [...s.querySelectorAll('.sit-who .badge')].map((b) => b.textContent),
  }))
}

/** The trick being entered by cards: who plays in order, their card, and who takes it. */
export const slots = (page: Page) =>
  page.locator('.seat-slots li').evaluateAll((items) =>
    items.map((li) => {
      const name = li.querySelector('.slot-name')?.textContent
      const card = li.querySelector('.slot-name + *')?.textContent
      return `${name} ${card}${li.classList.contains('win') ? ' wins' : ''}`
    }),
  )

/** One card by its spoken name ('3 of Clubs'): the suit, then the rank. */
export async function pickCard(page: Page, card: string): Promise<void> {
  const suit = card.split(' of ')[1] ?? ''
  await page.getByRole('group', { name: 'Suit' }).getByRole('button', { name: suit }).click()
  await page
    .getByRole('group', { name: `Rank of the ${suit} card` })
    .getByRole('button', { name: card, exact: true })
    .click()
}

/**
 * New match of Stiche im Team through the UI: names in seat order, the first dealer, `options`
 * set on the screen, Start. Resolves once the climb's page shows the round.
 */
export async function newClimb(
  page: Page,
  {
    players = TABLE,
    dealer = 0,
    options,
    look,
  }: { players?: string[]; dealer?: number; options?: (page: Page) => Promise<void>; look?: Look },
): Promise<Climb> {
  await sitNewMatchForm(page, players, dealer)
  await options?.(page)
  await look?.('sit-options')
  await page.getByRole('button', { name: 'Start match' }).click()
  await page.waitForURL(/#\/match\/[^/]+$/)
  await page.getByRole('region', { name: 'The round', exact: true }).waitFor()
  await settled(page)
  const id = decodeURIComponent(new URL(page.url()).hash.replace('#/match/', ''))
  return new Climb(page, id, players)
}

/** The new-match form of Stiche im Team filled: names in seat order, the first dealer marked. */
export async function sitNewMatchForm(
  page: Page,
  players: readonly string[],
  dealer: number,
): Promise<void> {
  await fillNewMatch(page, /^Stiche im Team/, players)
  await page.getByRole('group', { name: 'Options' }).waitFor()
  await page.getByRole('radio', { name: 'deals' }).nth(dealer).check()
}

export const option = (page: Page, name: string | RegExp) =>
  page.getByRole('group', { name: 'Options' }).getByRole('checkbox', { name }).check()
