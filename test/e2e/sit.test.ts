// Stiche im Team through the UI against the production build: the rulebook's worked example
// with cards, lives lost at bidding and in play, the end of a climb (lost and won) and the best of
// the table, secret numbers that never reach the page, a reload mid-round, options the rules
// refuse, and axe on every screen of the game in light and dark.
import { mkdir } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  sitCounts as counts,
  sitNews as news,
  sitRounds as rounds,
  sitNumber,
  sitSecretBid,
} from './games'
import { axeViolations, drafted, settled, storedDraft, useBrowser } from './harness'

const env = useBrowser()

// Seats clockwise, as on the new-match screen. The deal passes to the next seat (the dealer's
// left) after every round, made or lost.
const TABLE = ['Anna', 'Ben', 'Carla', 'Dan']

type SuitName = 'Clubs' | 'Spades' | 'Hearts' | 'Diamonds'

/** Screenshots of every screen axe checks, for a look at them: SIT_SHOTS=/some/dir. */
const SHOTS = process.env.SIT_SHOTS

/** One match on one page: every step waits until the entry is saved ("✓ Entry n saved"). */
class Climb {
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
function leftOf(players: readonly string[], dealer: string): string[] {
  const at = players.indexOf(dealer)
  return players.map((_, i) => players[(at + 1 + i) % players.length] ?? '')
}

type Look = (screen: string) => Promise<void>

const entryTab = (page: Page, name: 'Winner' | 'Cards') =>
  page.getByRole('group', { name: 'How to enter the trick' }).getByRole('button', { name })

const dealerSays = (page: Page) => page.locator('.sit-dealer').textContent()
/** The open numbers' lines, as a reader hears them: whose number and which. */
const lines = (page: Page) =>
  page.locator('.sit-bid-line').evaluateAll((all) => all.map((b) => b.getAttribute('aria-label')))
const best = (page: Page) => page.locator('.sit-best').textContent()
const question = (page: Page) => page.locator('#sit-trick-h').textContent()

/**
 * The status block as the table reads it: round, cards, lives (said and shown), badges (the
 * dealer while trump and numbers are entered, the leader in play, the trump once it is known).
 */
function status(page: Page) {
  return page.locator('.sit-status').evaluate((s) => ({
    round: s.querySelector('.sit-where strong')?.textContent,
    cards: s.querySelector('.sit-where span')?.textContent,
    lives: s.querySelector('.sit-lives .coins')?.getAttribute('aria-label'),
    coins: s.querySelectorAll('.coin.full').length,
    badges: [...s.querySelectorAll('.sit-who .badge')].map((b) => b.textContent),
  }))
}

/** The trick being entered by cards: who plays in order, their card, and who takes it. */
const slots = (page: Page) =>
  page.locator('.seat-slots li').evaluateAll((items) =>
    items.map((li) => {
      const name = li.querySelector('.slot-name')?.textContent
      const card = li.querySelector('.slot-name + *')?.textContent
      return `${name} ${card}${li.classList.contains('win') ? ' wins' : ''}`
    }),
  )

/** One card by its spoken name ('3 of Clubs'): the suit, then the rank. */
async function pickCard(page: Page, card: string): Promise<void> {
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
async function newClimb(
  page: Page,
  {
    players = TABLE,
    dealer = 0,
    options,
    look,
  }: { players?: string[]; dealer?: number; options?: (page: Page) => Promise<void>; look?: Look },
): Promise<Climb> {
  await fillNewMatch(page, players, dealer)
  await options?.(page)
  await look?.('sit-options')
  await page.getByRole('button', { name: 'Start match' }).click()
  await page.waitForURL(/#\/match\/[^/]+$/)
  await page.getByRole('region', { name: 'The round', exact: true }).waitFor()
  await settled(page)
  const id = decodeURIComponent(new URL(page.url()).hash.replace('#/match/', ''))
  return new Climb(page, id, players)
}

async function fillNewMatch(page: Page, players: string[], dealer: number): Promise<void> {
  await page.goto('/')
  await page.getByRole('link', { name: 'New match' }).click()
  await page.getByRole('heading', { level: 1, name: 'New match' }).waitFor()
  // The title shows in the screen's frame while its code loads: wait for the form itself.
  await settled(page)
  await page.getByRole('radio', { name: /^Stiche im Team/ }).check()
  await page.getByRole('group', { name: 'Options' }).waitFor()
  for (const [seat, name] of players.entries()) {
    const field = page.getByRole('combobox', { name: `Player ${seat + 1}`, exact: true })
    if ((await field.count()) === 0) await page.getByRole('button', { name: 'Add player' }).click()
    await field.fill(name)
  }
  await page.getByRole('radio', { name: 'deals' }).nth(dealer).check()
}

const option = (page: Page, name: string | RegExp) =>
  page.getByRole('group', { name: 'Options' }).getByRole('checkbox', { name }).check()

describe('Stiche im Team', () => {
  it('plays the rulebook’s round 3 with cards, after two quick rounds', async () => {
    const { page } = await env.open()
    // Carla deals round 1, Dan round 2, so Anna deals round 3 as in the rulebook.
    const climb = await newClimb(page, { dealer: 2 })
    expect(await best(page)).toBe('First climb of this table.')
    expect(await status(page)).toEqual({
      round: 'Round 1 of 7',
      cards: '1 card',
      lives: 'Lives: 3 of 3',
      coins: 3,
      badges: ['Carla deals'],
    })
    expect(await page.locator('#sit-trump-h').textContent()).toBe(
      'Carla turns the next card. Its suit is trump.',
    )
    await climb.trump('Hearts')
    await climb.bids({ Dan: 1, Anna: 0, Ben: 0 }, 'Carla (dealer) must take 0 tricks.')
    await climb.tricks('Dan')
    expect(await news(page)).toBe('Round 1 made! Everybody hit their number.')

    await climb.trump('Clubs')
    await climb.bids({ Anna: 2, Ben: 0, Carla: 0 }, 'Dan (dealer) must take 0 tricks.')
    await climb.tricks('Anna', 'Anna')
    expect(await news(page)).toBe('Round 2 made! Everybody hit their number.')

    // Round 3: Anna deals and turns the 9♠.
    expect(await status(page)).toEqual({
      round: 'Round 3 of 7',
      cards: '3 cards',
      lives: 'Lives: 3 of 3',
      coins: 3,
      badges: ['Anna deals'],
    })
    await climb.trump('Spades')
    // The numbers are asked from the dealer's left, a line each; the chips open for the first.
    // The dealer only learns what is left.
    expect(await lines(page)).toEqual([
      'Number of Ben: not yet',
      'Number of Carla: not yet',
      'Number of Dan: not yet',
    ])
    expect(await page.locator('.numbers-row legend').allTextContents()).toEqual(['Number of Ben'])
    expect(await dealerSays(page)).toBe('Anna deals and takes what is left.')
    await climb.choose({ Ben: 1, Carla: 0 }, 'Anna deals and takes what is left.')
    await climb.bids({ Dan: 1 }, 'Anna (dealer) must take 1 trick.')
    expect(await status(page)).toMatchObject({ badges: ['Ben leads', 'Trump: ♠ Spades'] })
    expect(await counts(page)).toEqual([
      ['Anna deals', '1', '0', '1'],
      ['Ben', '1', '0', '1'],
      ['Carla', '0', '0', '0'],
      ['Dan', '1', '0', '1'],
    ])

    await entryTab(page, 'Cards').click()
    /** The cards in play order, each asked for by name; then the slots as judged. */
    const trick = async (cards: string[], order: string[]) => {
      for (const [i, card] of cards.entries()) {
        expect(await page.locator('.hint').textContent()).toBe(`Card of ${order[i]}`)
        await pickCard(page, card)
      }
      return slots(page)
    }
    expect(await question(page)).toBe('Trick 1 of 3')
    // Trick 1: Dan's 8♣ is the highest club; no trump falls.
    const one = await trick(
      ['3 of Clubs', '6 of Clubs', '8 of Clubs', '7 of Clubs'],
      ['Ben', 'Carla', 'Dan', 'Anna'],
    )
    expect(one).toEqual(['Ben 3♣', 'Carla 6♣', 'Dan 8♣ wins', 'Anna 7♣'])
    await page.getByRole('button', { name: 'Take the trick: Dan' }).click()
    await climb.saved()
    expect(await counts(page)).toEqual([
      ['Anna deals', '1', '0', '1'],
      ['Ben', '1', '0', '1'],
      ['Carla', '0', '0', '0'],
      ['Dan', '1', '1', '0'],
    ])
    expect(await status(page)).toMatchObject({ badges: ['Dan leads', 'Trump: ♠ Spades'] })

    // Trick 2: Dan leads his small trump, Ben takes it with the K♠; the diamonds are thrown off.
    expect(await question(page)).toBe('Trick 2 of 3')
    const two = await trick(
      ['2 of Spades', '4 of Diamonds', 'King of Spades', '2 of Diamonds'],
      ['Dan', 'Anna', 'Ben', 'Carla'],
    )
    expect(two).toEqual(['Dan 2♠', 'Anna 4♦', 'Ben K♠ wins', 'Carla 2♦'])
    await page.getByRole('button', { name: 'Take the trick: Ben' }).click()
    await climb.saved()
    expect(await counts(page)).toEqual([
      ['Anna deals', '1', '0', '1'],
      ['Ben', '1', '1', '0'],
      ['Carla', '0', '0', '0'],
      ['Dan', '1', '1', '0'],
    ])

    // Trick 3: Anna's A♥ takes it; Dan has no heart and throws the Q♦.
    expect(await question(page)).toBe('Trick 3 of 3')
    const three = await trick(
      ['10 of Hearts', '5 of Hearts', 'Queen of Diamonds', 'Ace of Hearts'],
      ['Ben', 'Carla', 'Dan', 'Anna'],
    )
    expect(three).toEqual(['Ben 10♥', 'Carla 5♥', 'Dan Q♦', 'Anna A♥ wins'])
    await page.getByRole('button', { name: 'Take the trick: Anna' }).click()
    await climb.saved()

    // Everybody made their number: on to round 4, Ben deals, no life lost.
    expect(await news(page)).toBe('Round 3 made! Everybody hit their number.')
    expect(await status(page)).toEqual({
      round: 'Round 4 of 7',
      cards: '4 cards',
      lives: 'Lives: 3 of 3',
      coins: 3,
      badges: ['Ben deals'],
    })
    expect(await page.locator('#sit-trump-h').textContent()).toBe(
      'Ben turns the next card. Its suit is trump.',
    )
    // Paper's list: every round's numbers and tricks, as the table said and took them.
    await page.getByRole('heading', { name: 'Rounds so far' }).waitFor()
    expect(await rounds(page)).toEqual([
      '1 1 ♥ 0/0 0/0 0/0 1/1 ✓3',
      '2 2 ♣ 2/2 0/0 0/0 0/0 ✓3',
      '3 3 ♠ 1/1 1/1 0/0 1/1 ✓3',
    ])
  })

  it('loses lives at bidding and in play, runs out, then wins: the best is kept', async () => {
    const { page } = await env.open()
    const lost = await newClimb(page, { dealer: 0 })
    expect(await best(page)).toBe('First climb of this table.')

    // Round 1, Anna deals: Ben and Carla both say 1 of the 1 card. Lost before any card.
    await lost.trump('Clubs')
    await lost.choose(
      { Ben: 1, Carla: 1, Dan: 0 },
      'The others bid 2, more than 1: the round is lost.',
    )
    await lost.bids({})
    expect(await news(page)).toBe(
      'Round 1 lost. The others bid 2 together, more than the card count of this round (1). ' +
        'One life gone.',
    )
    expect(await status(page)).toEqual({
      round: 'Round 1 of 7',
      cards: '1 card',
      lives: 'Lives: 2 of 3',
      coins: 2,
      badges: ['Ben deals'],
    })

    // Round 1 again, Ben deals: made.
    await lost.makeRound('Ben', 'Carla', 1)
    expect(await news(page)).toBe('Round 1 made! Everybody hit their number.')

    // Round 2, Carla deals: Ben said 0 and takes the first trick; lost before the second.
    await lost.trump('Spades')
    await lost.bids({ Dan: 0, Anna: 1, Ben: 0 }, 'Carla (dealer) must take 1 trick.')
    expect(await question(page)).toBe('Trick 1 of 2')
    await lost.tricks('Ben')
    expect(await news(page)).toBe(
      'Round 2 lost. Ben has taken more tricks than their number. One life gone.',
    )
    expect(await status(page)).toEqual({
      round: 'Round 2 of 7',
      cards: '2 cards',
      lives: 'Lives: 1 of 3',
      coins: 1,
      badges: ['Dan deals'],
    })
    expect(await page.locator('#sit-trick-h').count()).toBe(0)

    // The last life goes at bidding; then a round lost with no life left ends the climb.
    await lost.overBid('Dan', 2)
    expect(await status(page)).toMatchObject({ lives: 'Lives: 0 of 3', coins: 0 })
    await lost.trump('Hearts')
    await lost.bids({ Ben: 0, Carla: 0, Dan: 0 }, 'Anna (dealer) must take 2 tricks.')
    await lost.tricks('Dan')
    await page.getByRole('heading', { name: 'Out of lives. You reached round 2 of 7.' }).waitFor()
    // The end also says why the last round was lost, without a life to give.
    expect(await news(page)).toBe('Round 2 lost. Dan has taken more tricks than their number.')
    expect(await best(page)).toBe('First climb of this table. This time: round 2')
    // Every round on the way down: lost at bidding (no tricks), made, lost by who went over.
    expect(await rounds(page)).toEqual([
      '1 1 ♣ –/– 1/– 1/– 0/– ✗2',
      '1 1 ♥ 0/0 0/0 1/1 0/0 ✓2',
      '2 2 ♠ 1/0 0/1✗ 1/0 0/0 ✗1',
      '2 2 ♣ 2/– 2/– 0/– –/– ✗0',
      '2 2 ♥ 2/0 0/0 0/0 0/1✗ ✗0',
    ])
    expect(await page.locator('.sit-who').count()).toBe(0)
    expect(await page.getByRole('group', { name: 'Trump suit' }).count()).toBe(0)
    expect(await page.getByRole('link', { name: 'New match' }).count()).toBe(1)

    // The same four in another seat order, with 4 lives: the table's best so far is shown.
    const order = ['Dan', 'Carla', 'Anna', 'Ben']
    const won = await newClimb(page, {
      players: order,
      dealer: 0,
      options: (p) => p.getByRole('radio', { name: '4 lives' }).check(),
    })
    expect(await best(page)).toBe('Best of this table: round 2')
    expect(await status(page)).toMatchObject({ lives: 'Lives: 4 of 4', coins: 4 })
    await won.overBid('Dan', 1)
    for (let round = 1; round <= 7; round++) {
      // Round 1 was lost once, so Carla deals it again; then the deal goes round.
      const dealer = order[round % 4] ?? ''
      expect(await status(page)).toMatchObject({
        round: `Round ${round} of 7`,
        badges: [`${dealer} deals`],
      })
      await won.makeRound(dealer, leftOf(order, dealer)[0] ?? '', round)
    }
    await page.getByRole('heading', { name: 'The team wins with 3 of 4 lives left!' }).waitFor()
    expect(await best(page)).toBe('Best of this table: round 2 This time: won with 3 lives')
    expect(await status(page)).toMatchObject({ round: 'Round 7 of 7', lives: 'Lives: 3 of 4' })

    // The next time these four sit down, the win is the best to beat.
    await newClimb(page, { players: ['Ben', 'Anna', 'Dan', 'Carla'] })
    expect(await best(page)).toBe('Best of this table: won with 3 lives')
    // Another table does not share it.
    await newClimb(page, { players: ['Anna', 'Ben', 'Carla'] })
    expect(await best(page)).toBe('First climb of this table.')
  })

  it('keeps secret numbers out of the page until the round is judged at its end', async () => {
    // Two phones play the same climb with different secret numbers: while a round runs, both
    // pages are the same to the byte, so no number (nor the dealer's rest) is anywhere in them.
    const [a, b] = await Promise.all([env.open(), env.open()])
    const secret = (p: Page) => option(p, 'Secret numbers (harder)')
    const [climbA, climbB] = await Promise.all(
      [a.page, b.page].map((page) => newClimb(page, { options: secret })),
    )
    if (!climbA || !climbB) throw new Error('no climb')
    const both = (step: (c: Climb) => Promise<unknown>) => Promise.all([step(climbA), step(climbB)])
    // The whole document but the app's banners and notes ("Ready to work offline" comes when it comes)
    // and the rounds so far: finished rounds were said aloud and differ between A and B, so
    // they are checked line by line below (the running round must never be among them).
    const html = async (c: Climb) =>
      (
        await c.page.evaluate(() => {
          const page = document.documentElement.cloneNode(true) as HTMLElement
          for (const gone of page.querySelectorAll('.banners, .toasts, .sit-rounds')) gone.remove()
          return page.outerHTML
        })
      ).replaceAll(c.id, 'ID')
    /** `finished`: the rounds so far on A and on B, each the finished rounds only. */
    const expectSamePages = async (finished: [string[], string[]] = [[], []]) => {
      const [htmlA, htmlB] = await Promise.all([html(climbA), html(climbB)])
      expect(htmlA).toBe(htmlB)
      expect([await rounds(a.page), await rounds(b.page)]).toEqual(finished)
      expect(htmlA).not.toContain('must take')
      expect(htmlA).not.toContain('secret-bid')
      for (const c of [climbA, climbB]) {
        const rows = await counts(c.page)
        expect(rows.map(([, number]) => number)).toEqual(TABLE.map(() => 'hidden'))
        expect(rows.map(([, , , still]) => still)).toEqual(TABLE.map(() => ''))
      }
    }

    // Round 1, Anna deals. A: Ben 1, so Anna must take 0. B: all 0, so Anna must take 1.
    await both((c) => c.trump('Hearts'))
    expect(await a.page.locator('#sit-secret-h').textContent()).toBe(
      'Secret numbers: each in private',
    )
    await both((c) => c.secretBid('Ben', c === climbA ? 1 : 0, 'Carla'))
    await both((c) => c.secretBid('Carla', 0, 'Dan'))
    await both((c) => c.secretBid('Dan', 0, null))
    await expectSamePages()
    expect(await status(a.page)).toMatchObject({ badges: ['Ben leads', 'Trump: ♥ Hearts'] })
    // Each made their number: A by Ben's trick, B by Anna's.
    await both((c) => c.tricks(c === climbA ? 'Ben' : 'Anna'))
    expect(await news(a.page)).toBe('Round 1 made! Everybody hit their number.')
    expect(await news(b.page)).toBe('Round 1 made! Everybody hit their number.')

    // Round 2, Ben deals. A: Carla 1, Dan 1. B: Carla 2, Dan 0. Ben takes the rest: 0 in both.
    await both((c) => c.trump('Clubs'))
    await both((c) => c.secretBid('Carla', c === climbA ? 1 : 2, 'Dan'))
    await both((c) => c.secretBid('Dan', c === climbA ? 1 : 0, 'Anna'))
    await both((c) => c.secretBid('Anna', 0, null))
    // Round 1 is over and its numbers were said at the table: A and B show what each said.
    const round1: [string[], string[]] = [
      ['1 1 ♥ 0/0 1/1 0/0 0/0 ✓3'],
      ['1 1 ♥ 1/1 0/0 0/0 0/0 ✓3'],
    ]
    await expectSamePages(round1)
    // Dan takes the first trick: in B he is over his 0, but nobody can know before the end.
    await both((c) => c.tricks('Dan'))
    await expectSamePages(round1)
    expect(await counts(a.page)).toEqual([
      ['Anna', 'hidden', '0', ''],
      ['Ben deals', 'hidden', '0', ''],
      ['Carla', 'hidden', '0', ''],
      ['Dan', 'hidden', '1', ''],
    ])
    expect(await question(b.page)).toBe('Trick 2 of 2')
    await both((c) => c.tricks('Carla'))
    expect(await news(a.page)).toBe('Round 2 made! Everybody hit their number.')
    expect(await news(b.page)).toBe('Round 2 lost. Carla, Dan missed their number. One life gone.')
    // Now round 2's numbers are said too, Ben's rest among them, and who missed.
    expect(await rounds(a.page)).toEqual([...round1[0], '2 2 ♣ 0/0 0/0 1/1 1/1 ✓3'])
    expect(await rounds(b.page)).toEqual([...round1[1], '2 2 ♣ 0/0 0/0 2/1✗ 0/1✗ ✗2'])
    expect(await status(a.page)).toMatchObject({ round: 'Round 3 of 7', lives: 'Lives: 3 of 3' })
    expect(await status(b.page)).toMatchObject({ round: 'Round 2 of 7', lives: 'Lives: 2 of 3' })

    // A, round 3, Carla deals: revealed after one trick, the numbers show and the round is
    // watched from then on; Ben's trick over his 0 ends it at once.
    await climbA.trump('Diamonds')
    await climbA.secretBid('Dan', 1, 'Anna')
    await climbA.secretBid('Anna', 1, 'Ben')
    await climbA.secretBid('Ben', 0, null)
    await climbA.tricks('Dan')
    await a.page.getByRole('button', { name: 'Reveal all numbers now' }).click()
    // One tap shows every number to the table, so it asks first.
    await a.page
      .getByRole('group', { name: 'Show everybody’s number to the whole table?' })
      .waitFor()
    await a.page.getByRole('button', { name: 'Yes' }).click()
    await climbA.saved()
    expect(await counts(a.page)).toEqual([
      ['Anna', '1', '0', '1'],
      ['Ben', '0', '0', '0'],
      ['Carla deals', '1', '0', '1'],
      ['Dan', '1', '1', '0'],
    ])
    expect(await a.page.getByRole('button', { name: 'Reveal all numbers now' }).count()).toBe(0)
    await climbA.tricks('Ben')
    expect(await news(a.page)).toBe(
      'Round 3 lost. Ben has taken more tricks than their number. One life gone.',
    )
  })

  it('comes back after a reload mid-round exactly as it was, and plays on', async () => {
    const { page } = await env.open()
    const climb = await newClimb(page, { dealer: 1 })
    await climb.overBid('Ben', 1)
    await climb.makeRound('Carla', 'Dan', 1)
    // Round 2, Dan deals; Anna leads and takes the first trick.
    await climb.trump('Diamonds')
    await climb.bids({ Anna: 1, Ben: 1, Carla: 0 }, 'Dan (dealer) must take 0 tricks.')
    await climb.tricks('Anna')
    const before = {
      status: await status(page),
      counts: await counts(page),
      question: await question(page),
    }
    expect(before).toEqual({
      status: {
        round: 'Round 2 of 7',
        cards: '2 cards',
        lives: 'Lives: 2 of 3',
        coins: 2,
        badges: ['Anna leads', 'Trump: ♦ Diamonds'],
      },
      counts: [
        ['Anna', '1', '1', '0'],
        ['Ben', '1', '0', '1'],
        ['Carla', '0', '0', '0'],
        ['Dan deals', '0', '0', '0'],
      ],
      question: 'Trick 2 of 2',
    })

    await page.reload()
    await page.getByRole('region', { name: 'The round', exact: true }).waitFor()
    await settled(page)
    expect(new URL(page.url()).hash).toBe(`#/match/${climb.id}`)
    expect({
      status: await status(page),
      counts: await counts(page),
      question: await question(page),
    }).toEqual(before)

    await climb.tricks('Ben')
    expect(await news(page)).toBe('Round 2 made! Everybody hit their number.')
    expect(await status(page)).toEqual({
      round: 'Round 3 of 7',
      cards: '3 cards',
      lives: 'Lives: 2 of 3',
      coins: 2,
      badges: ['Anna deals'],
    })
  })

  it('refuses the long ascent for 5 players, says why, and starts nothing', async () => {
    const { page } = await env.open()
    await fillNewMatch(page, ['Anna', 'Ben', 'Carla', 'Dan', 'Eva'], 0)
    await option(page, /^Long ascent/)
    await page.getByRole('button', { name: 'Start match' }).click()
    await page
      .getByRole('alert')
      .getByText('The long ascent (up to 10 cards) is for 3 or 4 players, not 5.', { exact: true })
      .waitFor()
    expect(new URL(page.url()).hash).toBe('#/new')
    await page.goto('/')
    await page.getByRole('link', { name: 'New match' }).waitFor()
    expect(await page.getByRole('link', { name: /Continue match/ }).count()).toBe(0)
    await page.getByRole('link', { name: 'Past matches' }).click()
    await settled(page)
    expect(await page.getByText('Eva').count()).toBe(0)

    // With four the same option climbs to 10 cards.
    await fillNewMatch(page, TABLE, 0)
    await option(page, /^Long ascent/)
    await page.getByRole('button', { name: 'Start match' }).click()
    await page.getByRole('region', { name: 'The round', exact: true }).waitFor()
    expect(await status(page)).toMatchObject({ round: 'Round 1 of 10' })
  })

  it('keeps the numbers chosen and the cards of a trick through a reload', async () => {
    const { page } = await env.open()
    const climb = await newClimb(page, { dealer: 0 })
    const reload = async () => {
      await page.reload()
      await page.getByRole('region', { name: 'The round', exact: true }).waitFor()
      await settled(page)
    }

    // Round 1, Anna deals: Ben and Carla have shown their fingers, Dan not yet.
    await climb.trump('Hearts')
    await climb.choose({ Ben: 1, Carla: 0 })
    await drafted(page, 'bids', [null, 1, 0, null])
    await reload()
    // Their lines show them; the chips are open for Dan, who has none yet.
    expect(await lines(page)).toEqual([
      'Number of Ben: 1',
      'Number of Carla: 0',
      'Number of Dan: not yet',
    ])
    expect(await page.locator('.numbers-row legend').allTextContents()).toEqual(['Number of Dan'])
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0)
    await climb.bids({ Dan: 0 }, 'Anna (dealer) must take 0 tricks.')

    // Ben leads the A♥; Carla follows in one tap, the hearts being open already.
    await entryTab(page, 'Cards').click()
    await pickCard(page, 'Ace of Hearts')
    await page
      .getByRole('group', { name: 'Rank of the Hearts card' })
      .getByRole('button', { name: '2 of Hearts', exact: true })
      .click()
    await expect.poll(async () => ((await storedDraft(page)).trick as unknown[])?.length).toBe(2)
    await reload()
    expect(await slots(page)).toEqual(['Ben A♥', 'Carla 2♥', 'Dan —', 'Anna —'])
    expect(await entryTab(page, 'Cards').getAttribute('aria-pressed')).toBe('true')
    await pickCard(page, '3 of Hearts')
    await pickCard(page, 'King of Clubs')
    expect(await slots(page)).toEqual(['Ben A♥ wins', 'Carla 2♥', 'Dan 3♥', 'Anna K♣'])
    await page.getByRole('button', { name: 'Take the trick: Ben' }).click()
    await climb.saved()
    expect(await news(page)).toBe('Round 1 made! Everybody hit their number.')
  })

  it('undoes a trick by cards into a trick to change, and the numbers into numbers to change', async () => {
    const { page } = await env.open()
    const climb = await newClimb(page, { dealer: 0 })
    const dock = () => page.locator('.dock .saved').textContent()
    const undo = async (what: string) => {
      await page.locator('.dock').getByRole('button', { name: 'Undo' }).click()
      await page.locator('.dock .saved', { hasText: `Undone: ${what}` }).waitFor()
      await settled(page)
      climb.entries--
    }

    // Round 1, Anna deals: Ben says 1 and takes it with the A♥.
    await climb.trump('Hearts')
    await climb.bids({ Ben: 1, Carla: 0, Dan: 0 })
    await entryTab(page, 'Cards').click()
    for (const card of ['Ace of Hearts', '2 of Hearts', '3 of Hearts', 'King of Clubs']) {
      await pickCard(page, card)
    }
    await page.getByRole('button', { name: 'Take the trick: Ben' }).click()
    await climb.saved()
    expect(await news(page)).toBe('Round 1 made! Everybody hit their number.')

    // Carla's card was the 5♥: undo, tap her card, pick the right one, take the trick again.
    await undo('trick 1, Ben')
    expect(await slots(page)).toEqual(['Ben A♥ wins', 'Carla 2♥', 'Dan 3♥', 'Anna K♣'])
    await page.getByRole('button', { name: /^Carla\s*2♥/ }).click()
    const hearts = page.getByRole('group', { name: 'Rank of the Hearts card' })
    // Hers is offered again; the others' are not; the hearts are open, one tap.
    expect(await hearts.getByRole('button', { name: '2 of Hearts' }).isEnabled()).toBe(true)
    expect(await hearts.getByRole('button', { name: '3 of Hearts' }).isDisabled()).toBe(true)
    expect(await hearts.getByRole('button', { name: 'Ace of Hearts' }).isDisabled()).toBe(true)
    await hearts.getByRole('button', { name: '5 of Hearts', exact: true }).click()
    expect(await slots(page)).toEqual(['Ben A♥ wins', 'Carla 5♥', 'Dan 3♥', 'Anna K♣'])
    await page.getByRole('button', { name: 'Take the trick: Ben' }).click()
    await climb.saved()
    expect(await rounds(page)).toEqual(['1 1 ♥ 0/0 1/1 0/0 0/0 ✓3'])

    // Round 2, Ben deals, clubs: Carla says 2. The numbers come back after an undo.
    await climb.trump('Clubs')
    await climb.bids({ Carla: 2, Dan: 0, Anna: 0 }, 'Ben (dealer) must take 0 tricks.')
    await undo('the numbers of round 2')
    expect(await dealerSays(page)).toBe('Ben (dealer) must take 0 tricks.')
    await climb.bids({ Dan: 0 })

    // Trick 1 by cards: Carla's A♣ takes it. In trick 2 no club of trick 1 is offered.
    await entryTab(page, 'Cards').click()
    for (const card of ['Ace of Clubs', '2 of Clubs', '3 of Clubs', '4 of Clubs']) {
      await pickCard(page, card)
    }
    await page.getByRole('button', { name: 'Take the trick: Carla' }).click()
    await climb.saved()
    expect(await dock()).toBe('✓ Entry 6 saved')
    await page.getByRole('group', { name: 'Suit' }).getByRole('button', { name: 'Clubs' }).click()
    const clubs = page.getByRole('group', { name: 'Rank of the Clubs card' }).getByRole('button')
    const greyed = await clubs.evaluateAll((buttons) =>
      buttons
        .filter((b) => (b as HTMLButtonElement).disabled)
        .map((b) => b.getAttribute('aria-label')),
    )
    expect(greyed).toEqual(['Ace of Clubs', '4 of Clubs', '3 of Clubs', '2 of Clubs'])
    await undo('trick 1, Carla')
    expect(await slots(page)).toEqual(['Carla A♣ wins', 'Dan 2♣', 'Anna 3♣', 'Ben 4♣'])
  })

  it('flags a revoke as its card goes in: fixed, the flag goes; kept, the list marks it', async () => {
    const { page } = await env.open()
    const climb = await newClimb(page, {})
    await climb.makeRound('Anna', 'Ben', 1)
    // Round 2, Ben deals, hearts trump: Carla says both tricks and leads.
    await climb.trump('Hearts')
    await climb.bids({ Carla: 2, Dan: 0, Anna: 0 })
    await entryTab(page, 'Cards').click()
    // Trick 1: Dan has no spade and plays the 2♣; he has shown out of spades.
    for (const card of ['Ace of Spades', '2 of Clubs', '2 of Spades', '3 of Spades']) {
      await pickCard(page, card)
    }
    await page.getByRole('button', { name: 'Take the trick: Carla' }).click()
    await climb.saved()
    // Trick 2: Dan's 10♠ is flagged at once, with the trick where he showed out.
    await pickCard(page, 'King of Spades')
    await pickCard(page, '10 of Spades')
    const flag = page.getByRole('alert').filter({ hasText: 'showed out' })
    await flag.waitFor()
    expect(await flag.textContent()).toBe('Dan: Showed out of ♠ in trick 1 — fix or keep')
    // Fixed: his slot tapped, another card picked, and the flag goes.
    await page.getByRole('button', { name: /^Dan\s*10♠/ }).click()
    await pickCard(page, '3 of Clubs')
    await flag.waitFor({ state: 'detached' })
    expect(await page.locator('.seat-slots li.flagged').count()).toBe(0)
    // The table says it was the 10♠ after all: flagged again, and recorded anyway.
    await page.getByRole('button', { name: /^Dan\s*3♣/ }).click()
    await pickCard(page, '10 of Spades')
    await flag.waitFor()
    expect(await axeViolations(page)).toEqual([])
    await pickCard(page, '4 of Spades')
    await pickCard(page, '5 of Spades')
    await page.getByRole('button', { name: 'Take the trick: Carla' }).click()
    await climb.saved()
    // Round 2 made; its tricks stay listed until round 3 has one, the revoke marked in words.
    const list = page.getByRole('region', { name: /^Tricks of round 2/ })
    await list.waitFor()
    expect(await list.getByRole('heading').textContent()).toBe('Tricks of round 21 revoke')
    expect(await list.getByRole('listitem').allTextContents()).toEqual([
      'Carla led: A♠ 2♣ 2♠ 3♠ · Carla took it',
      'Carla led: K♠ 10♠ 4♠ 5♠ · Carla took itRevoke: Dan played ♠ after showing out of it in trick 1',
    ])
    expect(await axeViolations(page)).toEqual([])
  })

  it('has no axe violations on any of its screens, light and dark', async () => {
    const { page } = await env.open()
    const found: string[] = []
    const seen: string[] = []
    if (SHOTS) await mkdir(SHOTS, { recursive: true })
    const look: Look = async (screen) => {
      seen.push(screen)
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        for (const v of await axeViolations(page)) found.push(`[${screen}, ${scheme}] ${v}`)
        if (SHOTS)
          await page.screenshot({ path: `${SHOTS}/${screen}-${scheme}.png`, fullPage: true })
      }
    }

    // Open numbers: options, trump, numbers, a round lost, both ways to enter a trick.
    const open = await newClimb(page, {
      options: (p) => option(p, /^Up and down/),
      look,
    })
    await look('sit-trump')
    await open.trump('Spades')
    await open.choose({ Ben: 1, Carla: 0 })
    await look('sit-bids')
    await open.choose({ Dan: 1 }, 'The others bid 2, more than 1: the round is lost.')
    await look('sit-bids-over')
    await open.bids({})
    await look('sit-news-lost')
    await open.trump('Hearts')
    await open.bids({ Carla: 1, Dan: 0, Anna: 0 })
    await look('sit-play-winner')
    await entryTab(page, 'Cards').click()
    await pickCard(page, 'Jack of Hearts')
    await page.getByRole('group', { name: 'Suit' }).getByRole('button', { name: 'Spades' }).click()
    await look('sit-play-cards')
    await pickCard(page, '2 of Spades')
    await pickCard(page, 'Ace of Clubs')
    await pickCard(page, '9 of Hearts')
    await look('sit-play-judged')
    // Out of lives at bidding: three more rounds lost before a card is played.
    await page.getByRole('button', { name: 'Take the trick: Carla' }).click()
    await open.saved()
    for (const dealer of ['Carla', 'Dan', 'Anna']) await open.overBid(dealer, 2)
    await page.getByRole('heading', { name: /^Out of lives/ }).waitFor()
    await look('sit-over-lost')

    // Secret numbers: the gate, the private choice, the hand-over, the hidden counts.
    // With no trump in odd rounds too: round 1 is played without.
    const secret = await newClimb(page, {
      players: ['Anna', 'Ben', 'Carla'],
      options: async (p) => {
        await option(p, 'Secret numbers (harder)')
        await option(p, /^No trump in rounds/)
      },
    })
    expect(await page.locator('#sit-trump-h').textContent()).toBe(
      'No trump in this round (odd card count).',
    )
    await look('sit-no-trump')
    await page.getByRole('button', { name: 'Play without trump' }).click()
    await secret.saved()
    expect(await status(page)).toMatchObject({ badges: ['Anna deals', 'No trump'] })
    await look('sit-secret')
    await secret.secretBid('Ben', 1, 'Carla', look)
    await secret.secretBid('Carla', 0, null)
    await look('sit-play-secret')

    // A climb won, three players, as quick as it gets.
    const three = ['Anna', 'Ben', 'Carla']
    const won = await newClimb(page, { players: three })
    for (let round = 1; round <= 7; round++) {
      const dealer = three[(round - 1) % 3] ?? ''
      await won.makeRound(dealer, leftOf(three, dealer)[0] ?? '', round)
    }
    await page.getByRole('heading', { name: 'The team wins with 3 of 3 lives left!' }).waitFor()
    await look('sit-over-won')

    // The judge with a verdict: the rulebook's trick 2.
    await page.goto('/#/judge')
    await page.getByRole('link', { name: 'Stiche im Team' }).click()
    await page.getByRole('group', { name: 'Trump' }).waitFor()
    await look('sit-judge')
    for (const card of ['2 of Spades', '4 of Diamonds', 'King of Spades', '2 of Diamonds']) {
      await pickCard(page, card)
    }
    await page.getByRole('heading', { name: 'K♠ (card 3) takes the trick' }).waitFor()
    expect(await page.locator('.verdict p').textContent()).toBe(
      'K♠ is the highest trump. 4♦, 2♦ neither follow suit nor are trump.',
    )
    await look('sit-judge-verdict')

    expect(seen).toEqual([
      'sit-options',
      'sit-trump',
      'sit-bids',
      'sit-bids-over',
      'sit-news-lost',
      'sit-play-winner',
      'sit-play-cards',
      'sit-play-judged',
      'sit-over-lost',
      'sit-no-trump',
      'sit-secret',
      'sit-gate',
      'sit-secret-pick',
      'sit-handover',
      'sit-play-secret',
      'sit-over-won',
      'sit-judge',
      'sit-judge-verdict',
    ])
    expect(found, found.join('\n')).toEqual([])
    // Eighteen screens, each checked twice: on a busy machine this takes minutes.
  }, 300_000)
})
