// Stich für Stich in Chromium against the production build: a whole game through the UI checked
// case by case against the rulebook, a reload mid-case, a secret that is nowhere in the page (nor
// in an export) while it is hidden and that hides itself, and axe on every screen of a case.
import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { SFS_SCREENS, sfsTour } from '../../scripts/tour.mjs'
import type { Suspect, Weapon } from '../../src/games/stich-fuer-stich/rules'
import { sfsStrings } from '../../src/games/stich-fuer-stich/strings'
import { type SfsCardSpec, sfsPickCard, suspectName, weaponName } from './games'
import {
  axeViolations,
  PLAYERS,
  settled,
  sidewaysScroll,
  smallTargets,
  spilledLabels,
  storedDraft,
  useBrowser,
} from './harness'

const env = useBrowser()

type Card = SfsCardSpec

/** The play screen, one entry at a time; each step waits until the entry is saved. */
class Table {
  entries = 0
  constructor(
    readonly page: Page,
    readonly players: readonly string[] = PLAYERS,
  ) {}

  /** The dock says "✓ Entry n saved" once the nth entry is committed. */
  async saved() {
    this.entries++
    await this.page.getByText(`✓ Entry ${this.entries} saved`, { exact: true }).waitFor()
  }

  dialog(name: string) {
    return this.page.getByRole('dialog', { name, exact: true })
  }

  /** The pass-the-phone gate for `name`; `before` runs while only the gate is on screen. */
  async gate(name: string, before?: () => Promise<void>) {
    const gate = this.dialog(`Hand the phone to ${name}.`)
    await gate
      .getByText('Nobody else looks.')
      .or(gate.getByText(/^Only /))
      .waitFor()
    await before?.()
    await gate.getByRole('button', { name: `I am ${name}: show` }).click()
  }

  /** The blank screen after a private turn, and back to the table. */
  async handOver(to?: string, before?: () => Promise<void>) {
    const screen = this.dialog(to ? `Hand the phone to ${to}.` : 'Put the phone back on the table.')
    await screen.getByRole('button', { name: 'Done' }).waitFor()
    expect(await screen.getByRole('button').count()).toBe(1)
    await before?.()
    await screen.getByRole('button', { name: 'Done' }).click()
    await screen.waitFor({ state: 'detached' })
  }

  async tiles(dialog: string, culprit: Suspect, weapon: Weapon) {
    const picker = this.dialog(dialog)
    await picker
      .getByRole('group', { name: 'The culprit' })
      .getByRole('radio', {
        name: suspectName(culprit),
      })
      .check()
    await picker
      .getByRole('group', { name: 'The weapon' })
      .getByRole('radio', {
        name: weaponName(weapon),
      })
      .check()
  }

  /** The confidant draws on the phone: gate, tiles, hide, hand-over. */
  async secret(
    n: number,
    confidant: string,
    [culprit, weapon]: [Suspect, Weapon],
    hooks: { gate?: () => Promise<void>; handOver?: () => Promise<void> } = {},
  ) {
    await this.page.getByRole('button', { name: `${confidant}: choose them on the phone` }).click()
    await this.gate(confidant, hooks.gate)
    const title = `Case ${n}: ${confidant} draws the culprit and the weapon`
    await this.tiles(title, culprit, weapon)
    await this.dialog(title).getByRole('button', { name: 'Hide the secret' }).click()
    await this.saved()
    await this.handOver(undefined, hooks.handOver)
  }

  async paperTiles() {
    await this.page.getByRole('button', { name: 'Keep them on paper tiles' }).click()
    await this.saved()
  }

  trickRegion(n: number, confidant: string) {
    return this.page.getByRole('region', { name: `Who won trick ${n}? (as ${confidant} says)` })
  }

  async mode(name: 'Winner' | 'Cards') {
    await this.page
      .getByRole('group', { name: 'How to enter the trick' })
      .getByRole('button', { name, exact: true })
      .click()
  }

  /** Taps who won trick `n`, as the confidant announced it. */
  async winner(n: number, confidant: string, seat: number) {
    await this.mode('Winner')
    await this.trickRegion(n, confidant)
      .getByRole('button', { name: this.players[seat], exact: true })
      .click()
    await this.saved()
  }

  /** Every card of the trick in play order from the leader: suspect, weapon, number. */
  async cards(leader: number, cards: Card[]) {
    await this.mode('Cards')
    for (const [i, card] of cards.entries()) {
      const name = this.players[(leader + i) % this.players.length]
      await sfsPickCard(
        (what) => this.page.getByRole('group', { name: `Card of ${name}: ${what}`, exact: true }),
        card,
      )
    }
  }

  announce(confidant: string) {
    return this.page.getByRole('group', { name: `Who did ${confidant} say won?` })
  }

  /** The last sleuth's answer screen hands the phone on; "Later" puts it back on the table. */
  async toTable() {
    const later = this.page.getByRole('button', { name: 'Later: back to the table' })
    if ((await later.count()) === 0) return
    await later.click()
    await this.page.getByRole('dialog').waitFor({ state: 'detached' })
  }

  searchRegion(n: number) {
    return this.page.getByRole('region', { name: `Search after trick ${n}` })
  }

  async searchMode(n: number, name: 'On the phone' | 'Paper tiles') {
    await this.toTable()
    await this.searchRegion(n)
      .getByRole('group', { name: 'How to search' })
      .getByRole('button', { name })
      .click()
  }

  /**
   * One sleuth's private search turn: "I am …" (on the table, or on the last sleuth's answer
   * screen), a culprit, a weapon, "Check": four taps. Returns what the phone said: the answer
   * screen, which hands the phone to `next`; after the last sleuth, the table's news.
   */
  async guess(
    n: number,
    sleuth: string,
    [culprit, weapon]: [Suspect, Weapon],
    next?: string,
    hooks: { gate?: () => Promise<void>; handOver?: () => Promise<void> } = {},
  ): Promise<string> {
    const iAm = { name: `I am ${sleuth}: show`, exact: true }
    const passed = this.page.getByRole('dialog').getByRole('button', iAm)
    if ((await passed.count()) === 0) {
      await this.searchMode(n, 'On the phone')
      await this.searchRegion(n).getByText(`Hand the phone to ${sleuth}.`).waitFor()
      await hooks.gate?.()
      await this.searchRegion(n).getByRole('button', iAm).click()
    } else {
      await hooks.gate?.()
      await passed.click()
    }
    await this.tiles(`Your suspicion, ${sleuth}`, culprit, weapon)
    await this.dialog(`Your suspicion, ${sleuth}`).getByRole('button', { name: 'Check' }).click()
    await this.saved()
    if (next === undefined) {
      await this.page.getByRole('dialog').waitFor({ state: 'detached' })
      await hooks.handOver?.()
      return `News: ${await this.page.locator('.sfs-news').first().textContent()}`
    }
    const result = this.page.getByRole('dialog', { name: /^(Case solved|False suspicion)$/ })
    await result.getByRole('button', { name: `I am ${next}: show` }).waitFor()
    await hooks.handOver?.()
    return `${await result.locator('h2').textContent()}: ${await result.locator('p').first().textContent()}`
  }

  /** The confidant checked the tiles by hand and ticks who solved. */
  async paper(n: number, confidant: string, solved: number[] = []) {
    await this.toTable()
    if ((await this.searchRegion(n).getByRole('group', { name: 'How to search' }).count()) > 0) {
      await this.searchMode(n, 'Paper tiles')
    }
    const form = this.page.getByRole('group', {
      name: `${confidant} checks the tiles. Who solved the case?`,
    })
    for (const seat of solved)
      await form.getByRole('checkbox', { name: this.players[seat] }).check()
    await form.getByRole('button', { name: 'Save the search' }).click()
    await this.saved()
  }

  /** The confidant's look at something private, behind the gate; returns what it said. */
  async private(button: string, holder: string): Promise<string> {
    await this.page.getByRole('button', { name: button }).click()
    await this.gate(holder)
    const shown = this.page.getByRole('dialog', { name: holder, exact: true })
    return (await shown.locator('.secret-shown').textContent()) ?? ''
  }

  /** "Hide", unless it hid itself: 8 seconds go by quickly while axe runs on a busy machine. */
  async hidePrivate(holder: string) {
    const shown = this.page.getByRole('dialog', { name: holder, exact: true })
    await shown
      .getByRole('button', { name: 'Hide' })
      .click({ timeout: 2000 })
      .catch(() => undefined)
    await shown.waitFor({ state: 'detached' })
  }

  /**
   * The investigation pad as the screen shows it ("★ 5 + 2", "· + 1") and the totals, each cell
   * checked against what a screen reader hears (a mismatch gives '?').
   */
  pad(): Promise<{ rows: string[][]; totals: number[] }> {
    return this.page.locator('section.sfs-pad table').evaluate((table) => {
      const rows = [...table.querySelectorAll('tbody tr')].map((tr) =>
        [...tr.querySelectorAll('td')].map((td) => {
          const shown = td.querySelector('[aria-hidden="true"]')?.textContent ?? ''
          const said = td.querySelector('.visually-hidden')?.textContent ?? ''
          const m = /^(?:★ )?(·|\d+) \+ (\d+)$/.exec(shown)
          const inv = m?.[1] === '·' ? '0' : m?.[1]
          const points = (n: string | undefined, what: string) =>
            `${n} ${what} point${n === '1' ? '' : 's'}`
          const want = `${points(inv, 'investigation')} and ${points(m?.[2], 'trick')}`
          return said === want ? shown : '?'
        }),
      )
      const totals = [...table.querySelectorAll('tfoot td')].map((td) => Number(td.textContent))
      return { rows, totals }
    })
  }

  /** Case n of N, trick t of 7, the confidant and who leads, as the status says them. */
  status() {
    return this.page
      .getByRole('region', { name: 'Who does what' })
      .evaluate((el) => [...el.querySelectorAll('strong, span')].map((s) => s.textContent))
  }
}

/** New match → Stich für Stich → the players → the first confidant marked → start. */
async function newGame(page: Page, confidant: number, players = PLAYERS): Promise<Table> {
  await page.goto('/')
  await page.getByRole('link', { name: 'New match' }).click()
  await page.getByRole('radio', { name: /^Stich für Stich/ }).check()
  for (const [seat, name] of players.entries()) {
    const field = page.getByRole('combobox', { name: `Player ${seat + 1}`, exact: true })
    if ((await field.count()) === 0) await page.getByRole('button', { name: 'Add player' }).click()
    await field.fill(name)
  }
  // The seat marked here is the first confidant, and the screen says so.
  await page.getByText('Mark the first confidant (who last had a knife in hand).').waitFor()
  expect(await page.getByRole('radio', { name: 'deals' }).count()).toBe(0)
  await page.getByRole('radio', { name: 'confidant', exact: true }).nth(confidant).check()
  await page.getByRole('button', { name: 'Start match' }).click()
  const name = players[confidant]
  await page
    .getByRole('heading', { name: `Case 1: ${name} draws the culprit and the weapon` })
    .waitFor()
  return new Table(page, players)
}

// ---------------------------------------------------------------------------------------------
// The rulebook, written out again so the app is checked against it and not against itself:
// a case has 7 tricks; the player left of the confidant leads the first, the winner of a trick
// the next. A sleuth who solves in the search after trick t scores 8 - t, one who never solves 0;
// the confidant scores the t of the last sleuth to solve, or 8 if someone never did; everybody
// scores 1 per trick won. Sleuths who solved search no more. The confidant moves one seat left
// per case; after one case per player, the highest totals win.

type Plan =
  | { winner: number }
  /** By cards: who wins by the rulebook (worked out by hand), and whom the confidant named. */
  | { cards: Card[]; judged: number; said: number | null }

interface Search {
  /** Guesses on the phone, in turn from the confidant's left. */
  phone?: [seat: number, guess: [Suspect, Weapon]][]
  /** Then the rest on paper: who solved. */
  paper?: number[]
}

interface CasePlan {
  secret: [Suspect, Weapon] | 'paper'
  tricks: { trick: Plan; search?: Search }[]
}

const solves = (secret: CasePlan['secret'], guess: [Suspect, Weapon]) =>
  secret !== 'paper' && secret[0] === guess[0] && secret[1] === guess[1]

/** What the rulebook gives for a case so far: per seat [investigation or null, tricks]. */
function expectedRow(
  players: number,
  confidant: number,
  winners: number[],
  solvedAfter: Map<number, number>,
): { cells: string[]; points: number[] } {
  const sleuths = [...Array(players).keys()].filter((s) => s !== confidant)
  const closed = winners.length === 7
  const allSolved = sleuths.every((s) => solvedAfter.has(s))
  const last = Math.max(...sleuths.map((s) => solvedAfter.get(s) ?? 0))
  const cells: string[] = []
  const points: number[] = []
  for (let seat = 0; seat < players; seat++) {
    const tricks = winners.filter((w) => w === seat).length
    let inv: number | null
    if (seat === confidant) inv = allSolved ? last : closed ? 8 : null
    else {
      const t = solvedAfter.get(seat)
      inv = t !== undefined ? 8 - t : closed ? 0 : null
    }
    cells.push(`${seat === confidant ? '★ ' : ''}${inv ?? '·'} + ${tricks}`)
    points.push((inv ?? 0) + tricks)
  }
  return { cells, points }
}

// Seats: 0 Anna, 1 Ben, 2 Cora, 3 Dana. Ben last had a knife in hand: he is the first confidant.
const GAME: CasePlan[] = [
  {
    // Case 1, confidant Ben, Cora leads. The hairdresser with the poison.
    secret: ['hairdresser', 'poison'],
    tricks: [
      {
        // Cora, Dana, Anna, Ben: Anna's poison is the only weapon trump; Ben names her.
        trick: {
          cards: [
            ['gardener', 'knife', 5],
            ['hairdresser', 'spade', 3],
            ['mechanic', 'poison', 2],
            ['influencer', 'ax', 12],
          ],
          judged: 0,
          said: 0,
        },
        search: {
          phone: [
            [2, ['gardener', 'knife']],
            [3, ['hairdresser', 'poison']],
            [0, ['mechanic', 'poison']],
          ],
        },
      },
      { trick: { winner: 1 }, search: { paper: [0] } },
      {
        // Ben, Cora, Dana, Anna: Cora's hairdresser 4 beats Dana's phantom (0); no weapon.
        // Ben says he won it himself: only he may learn, behind the gate, that the cards disagree.
        trick: {
          cards: [
            ['influencer', 'revolver', 10],
            ['hairdresser', 'statue', 4],
            'phantom',
            ['gardener', 'pillow', 13],
          ],
          judged: 2,
          said: 1,
        },
        search: { phone: [[2, ['mechanic', 'statue']]] },
      },
      {
        // Cora, Dana, Anna, Ben: Ben's hairdresser is the only trump. Ben names nobody.
        trick: {
          cards: [
            ['mechanic', 'revolver', 7],
            ['gardener', 'statue', 8],
            ['influencer', 'spade', 1],
            ['hairdresser', 'knife', 2],
          ],
          judged: 1,
          said: null,
        },
        search: { paper: [] },
      },
      { trick: { winner: 3 }, search: { phone: [[2, ['hairdresser', 'poison']]] } },
      { trick: { winner: 3 } },
      { trick: { winner: 1 } },
    ],
  },
  {
    // Case 2, confidant Cora, Dana leads. The secret stays on the paper tiles.
    secret: 'paper',
    tricks: [
      { trick: { winner: 3 }, search: { paper: [] } },
      { trick: { winner: 0 }, search: { paper: [3] } },
      { trick: { winner: 0 }, search: { paper: [] } },
      { trick: { winner: 1 }, search: { paper: [0, 1] } },
      { trick: { winner: 2 } },
      { trick: { winner: 2 } },
      { trick: { winner: 3 } },
    ],
  },
  {
    // Case 3, confidant Dana, Anna leads. Ben never solves: Dana gets 8.
    secret: ['influencer', 'ax'],
    tricks: [
      {
        trick: { winner: 0 },
        search: {
          phone: [
            [0, ['influencer', 'revolver']],
            [1, ['gardener', 'ax']],
            [2, ['influencer', 'ax']],
          ],
        },
      },
      { trick: { winner: 3 }, search: { paper: [] } },
      { trick: { winner: 3 }, search: { paper: [] } },
      { trick: { winner: 1 }, search: { paper: [] } },
      { trick: { winner: 2 }, search: { paper: [] } },
      { trick: { winner: 2 }, search: { paper: [0] } },
      { trick: { winner: 0 }, search: { paper: [] } },
    ],
  },
  {
    // Case 4, confidant Anna, Ben leads. Dana never solves.
    secret: ['gardener', 'revolver'],
    tricks: [
      {
        // Ben, Cora, Dana, Anna: Ben's gardener with the revolver is a full trump.
        trick: {
          cards: [
            ['gardener', 'revolver', 13],
            'phantom',
            ['mechanic', 'revolver', 6],
            ['gardener', 'statue', 12],
          ],
          judged: 1,
          said: 1,
        },
        search: { phone: [[1, ['gardener', 'revolver']]], paper: [2] },
      },
      ...[2, 2, 0, 3, 1, 0].map((winner) => ({ trick: { winner }, search: { paper: [] } })),
    ],
  },
]

describe('playing Stich für Stich', () => {
  it('plays a 4-player game to its winners, scored case by case as the rulebook says', async () => {
    const { page } = await env.open()
    const table = await newGame(page, 1)
    const n = PLAYERS.length
    const pad: string[][] = []
    const totals = PLAYERS.map(() => 0)
    let confidant = 1
    let phoneTurns = 0
    const said: string[] = []

    for (const [c, plan] of GAME.entries()) {
      const name = PLAYERS[confidant] ?? ''
      expect(await table.status()).toEqual([
        `Case ${c + 1} of 4`,
        'Trick 1 of 7',
        `Confidant: ${name}`,
      ])
      if (plan.secret === 'paper') await table.paperTiles()
      else await table.secret(c + 1, name, plan.secret)

      let leader = (confidant + 1) % n
      const winners: number[] = []
      const solvedAfter = new Map<number, number>()
      for (const [i, { trick, search }] of plan.tricks.entries()) {
        const t = i + 1
        expect(await table.status()).toEqual([
          `Case ${c + 1} of 4`,
          `Trick ${t} of 7`,
          `Confidant: ${name}`,
          `${PLAYERS[leader]} leads`,
        ])
        let winner: number
        if ('winner' in trick) {
          winner = trick.winner
          await table.winner(t, name, winner)
        } else {
          winner = trick.judged
          await table.cards(leader, trick.cards)
          if (trick.said === null) {
            await table.announce(name).getByRole('button', { name: 'Let Stichblock judge' }).click()
            await table.saved()
          } else if (trick.said === trick.judged) {
            await table
              .announce(name)
              .getByRole('button', { name: PLAYERS[trick.said], exact: true })
              .click()
            await table.saved()
          } else {
            await table
              .announce(name)
              .getByRole('button', { name: PLAYERS[trick.said], exact: true })
              .click()
            await mismatch(table, name, PLAYERS[trick.said] ?? '', PLAYERS[winner] ?? '')
          }
        }
        winners.push(winner)
        leader = winner
        // The 7th trick closes the case: then the case's end is the news (below).
        if (t < 7) {
          await page.getByText(`Trick ${t}: ${PLAYERS[winner]} wins.`, { exact: true }).waitFor()
        }

        // The search: every sleuth who has not solved, in turn from the confidant's left.
        const pending = [1, 2, 3].map((k) => (confidant + k) % n).filter((s) => !solvedAfter.has(s))
        if (pending.length === 0) {
          expect(search).toBeUndefined()
        } else {
          await table.searchRegion(t).waitFor()
          if (!search) throw new Error(`case ${c + 1}, trick ${t}: the plan has no search`)
          const phone = search.phone ?? []
          for (const [k, [seat, guess]] of phone.entries()) {
            expect(seat).toBe(pending[k])
            const next = pending[k + 1]
            const solved = solves(plan.secret, guess)
            const answer = await table.guess(
              t,
              PLAYERS[seat] ?? '',
              guess,
              next === undefined ? undefined : PLAYERS[next],
            )
            said.push(answer)
            if (solved) solvedAfter.set(seat, t)
            if (next === undefined) {
              // The last sleuth puts the phone back: the table hears who solved in this search.
              const found = PLAYERS.filter((_, s) => solvedAfter.get(s) === t)
              expect(answer).toBe(
                found.length > 0
                  ? `News: Search: solved by ${found.join(', ')}`
                  : 'News: Search: nobody solved it.',
              )
            } else {
              expect(answer).toBe(
                solved
                  ? `Case solved: You get ${8 - t} investigation points.`
                  : 'False suspicion: Keep looking.',
              )
            }
            phoneTurns++
          }
          if (search.paper) {
            await table.paper(t, name, search.paper)
            for (const seat of search.paper) solvedAfter.set(seat, t)
          }
          // Only a search still open would leave this region on screen.
          await table.searchRegion(t).waitFor({ state: 'detached' })
        }

        // The pad after every trick: a sleuth's points the moment they solve.
        const row = expectedRow(n, confidant, winners, solvedAfter)
        const rows = [...pad, row.cells]
        if (winners.length === 7) {
          pad.push(row.cells)
          for (const [seat, p] of row.points.entries()) totals[seat] = (totals[seat] ?? 0) + p
          // The next case's row is there at once, its confidant one seat left.
          if (c < GAME.length - 1)
            rows.push(expectedRow(n, (confidant + 1) % n, [], new Map()).cells)
        }
        const view = await table.pad()
        expect(view.rows).toEqual(rows)
        // The totals count the running case's points as they are known.
        const running =
          winners.length === 7 ? totals : totals.map((p, s) => p + (row.points[s] ?? 0))
        expect(view.totals).toEqual(running)
      }
      expect(winners).toHaveLength(7)

      // The case is closed: its secret is told to everyone (or it was on paper).
      const closing =
        plan.secret === 'paper'
          ? `Case ${c + 1} is closed.`
          : `Case ${c + 1}: the culprit was the ${suspectName(plan.secret[0])}, ` +
            `the weapon the ${weaponName(plan.secret[1])}.`
      await page.getByText(closing, { exact: true }).waitFor()
      confidant = (confidant + 1) % n
    }

    // Every way in was used: cards and taps, a mismatch, the app's judgment, phone and paper.
    expect(phoneTurns).toBe(9)
    expect(said).toContain('False suspicion: Keep looking.')
    expect(said).toContain('Case solved: You get 7 investigation points.')

    // Worked out by hand: 7 + 6 + 4 + 10, 8 + 5 + 1 + 9, 4 + 6 + 9 + 9, 9 + 8 + 10 + 1.
    expect(totals).toEqual([27, 23, 28, 28])
    const best = Math.max(...totals)
    const winnersNames = PLAYERS.filter((_, seat) => totals[seat] === best)
    expect(winnersNames).toEqual(['Cora', 'Dana'])
    await page.getByRole('heading', { name: 'All cases are closed' }).waitFor()
    await page.getByText(`${winnersNames.join(' & ')} share the win!`, { exact: true }).waitFor()
    // The pad marks the winners: their column heads and totals.
    const marked = await page
      .locator('section.sfs-pad')
      .evaluate((pad) => [...pad.querySelectorAll('.winner')].map((el) => el.textContent))
    expect(marked).toEqual(['★ Cora (winner)', '★ Dana (winner)', '28', '28'])
    expect(await page.getByRole('region', { name: 'Who does what' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Winner', exact: true }).count()).toBe(0)
    expect((await table.pad()).totals).toEqual(totals)

    // Finished: listed as won in Past matches.
    await page.getByRole('link', { name: 'Back to the start' }).click()
    await page.getByRole('link', { name: 'Past matches' }).click()
    const card = page.getByRole('listitem').filter({ hasText: PLAYERS.join(', ') })
    await card.waitFor()
    expect(await card.textContent()).toContain('won by Cora, Dana')
  })

  it('a reload mid-case keeps the tricks, the searches and the secret, and play goes on', async () => {
    const { page } = await env.open()
    const table = await newGame(page, 3) // Dana is the first confidant; Anna leads
    await table.secret(1, 'Dana', ['gardener', 'statue'])
    await table.winner(1, 'Dana', 2)
    expect(await table.guess(1, 'Anna', ['gardener', 'ax'], 'Ben')).toBe(
      'False suspicion: Keep looking.',
    )
    expect(await table.guess(1, 'Ben', ['gardener', 'statue'], 'Cora')).toBe(
      'Case solved: You get 7 investigation points.',
    )
    await table.paper(1, 'Dana', [])
    await table.winner(2, 'Dana', 0)
    await table.paper(2, 'Dana', [2])
    await table.winner(3, 'Dana', 0)
    // The search after trick 3 is under way: Anna has not guessed yet.
    await table.searchMode(3, 'On the phone')
    await table.searchRegion(3).getByRole('button', { name: 'I am Anna: show' }).waitFor()
    const status = await table.status()
    expect(status).toEqual(['Case 1 of 4', 'Trick 3 of 7', 'Confidant: Dana', 'Anna leads'])
    const pad = await table.pad()
    expect(pad.rows).toEqual([['· + 2', '7 + 0', '6 + 1', '★ · + 0']])

    await page.reload()
    await table.searchRegion(3).getByRole('button', { name: 'I am Anna: show' }).waitFor()
    expect(await table.status()).toEqual(status)
    expect(await table.pad()).toEqual(pad)
    await page.getByText('Trick 3: Anna wins.', { exact: true }).waitFor()
    await page.getByText(`✓ Entry ${table.entries} saved`, { exact: true }).waitFor()
    // The secret survived: Dana, and only after the gate, sees the same culprit and weapon.
    expect(await table.private('Dana: show the secret', 'Dana')).toBe(
      'The culprit is the Gardener, the weapon the Statue.',
    )
    await table.hidePrivate('Dana')

    // Play goes on with that secret: Anna solves now; her guess is checked against it.
    expect(await table.guess(3, 'Anna', ['gardener', 'statue'])).toBe(
      'News: Search: solved by Anna',
    )
    // Everyone has solved: Dana's points are known, the rest of the case has no searches.
    expect((await table.pad()).rows).toEqual([['5 + 2', '7 + 0', '6 + 1', '★ 3 + 0']])
    for (const [i, seat] of [3, 3, 1, 2].entries()) await table.winner(i + 4, 'Dana', seat)
    await page
      .getByText('Case 1: the culprit was the Gardener, the weapon the Statue.', { exact: true })
      .waitFor()
    expect((await table.pad()).rows).toEqual([
      ['5 + 2', '7 + 1', '6 + 2', '★ 3 + 2'],
      ['★ · + 0', '· + 0', '· + 0', '· + 0'],
    ])
    expect(await table.status()).toEqual(['Case 2 of 4', 'Trick 1 of 7', 'Confidant: Anna'])
  })
})

async function mismatch(table: Table, confidant: string, announced: string, judged: string) {
  const { page } = table
  const warning = `You announced ${announced}, but by the cards ${judged} wins the trick.`
  // Nothing about the disagreement is in the page before the confidant has the phone.
  await table.gate(confidant, async () => {
    const html = await page.content()
    for (const hidden of ['The cards say otherwise', 'by the cards', 'shows the culprit']) {
      expect(html).not.toContain(hidden)
    }
  })
  const screen = table.dialog('The cards say otherwise')
  await screen.getByText(warning, { exact: true }).waitFor()
  expect(await screen.locator('.secret-shown').textContent()).toBe(
    'Hairdresser · Statue 4 shows the culprit: it is the highest culprit trump, and no weapon ' +
      'trump was played.',
  )
  await screen.getByRole('button', { name: `Record ${judged} (by the cards)` }).click()
  await table.saved()
  await table.handOver()
}

// ---------------------------------------------------------------------------------------------
// The secret on the page: nowhere while hidden.

/** Every console message of the context since it opened, whatever its level. */
function listen(page: Page): string[] {
  const said: string[] = []
  page.context().on('console', (m) => said.push(`${m.type()}: ${m.text()}`))
  page.context().on('weberror', (e) => said.push(`error: ${e.error().message}`))
  return said
}

/** Both languages' names of a secret's culprit and weapon, and their ids. */
function namesOf([culprit, weapon]: [Suspect, Weapon]): string[] {
  const words: string[] = [culprit, weapon]
  for (const lang of ['en', 'de'] as const) {
    words.push(sfsStrings[lang][`sfs.suspect.${culprit}`], sfsStrings[lang][`sfs.weapon.${weapon}`])
  }
  return [...new Set(words.map((w) => w.toLowerCase()))]
}

/** Where the page shows any of `words`: markup with every attribute, title, address, history. */
async function foundIn(page: Page, logged: string[], words: string[]): Promise<string[]> {
  const places = await page.evaluate(() => ({
    html: document.documentElement.outerHTML,
    title: document.title,
    address: location.href,
    history: JSON.stringify(history.state) ?? '',
  }))
  const all = { ...places, console: logged.join('\n') }
  return Object.entries(all).flatMap(([where, text]) =>
    words.filter((w) => text.toLowerCase().includes(w)).map((w) => `${where}: ${w}`),
  )
}

// ---------------------------------------------------------------------------------------------
// #12: nothing half-entered is lost, a wrong card is never offered, undo puts a trick back.

describe('what is half-entered', () => {
  const TRICK: Card[] = [
    ['gardener', 'knife', 5],
    ['hairdresser', 'spade', 3],
    ['mechanic', 'poison', 2],
    ['influencer', 'ax', 12],
  ]
  const slots = (page: Page) =>
    page.locator('.sfs-cards .seat-slots li').evaluateAll((items) =>
      items.map((li) => {
        const name = li.querySelector('.slot-name')?.textContent ?? ''
        const card = li.querySelector('.sfs-card .visually-hidden')?.textContent ?? '—'
        return `${name}: ${card}`
      }),
    )

  it('keeps the cards of a trick and the ticks of a paper search over a reload; never a guess', async () => {
    const { page } = await env.open()
    const table = await newGame(page, 1) // Ben is the confidant; Cora leads
    await table.secret(1, 'Ben', ['hairdresser', 'poison'])
    await table.cards(2, TRICK.slice(0, 2))
    await expect.poll(async () => ((await storedDraft(page)).trick as unknown[])?.length).toBe(2)
    await page.reload()
    await page.getByRole('group', { name: 'Card of Anna: Suspect', exact: true }).waitFor()
    expect(await slots(page)).toEqual([
      'Cora: Gardener · Knife 5',
      'Dana: Hairdresser · Spade 3',
      'Anna: —',
      'Ben: —',
    ])
    // The rest of the trick, and Ben said Anna won, as the cards say.
    for (const [i, card] of TRICK.slice(2).entries()) {
      await table.cards(0 + i, [card])
    }
    await table.announce('Ben').getByRole('button', { name: 'Anna', exact: true }).click()
    await table.saved()

    // The paper search: Dana ticked, then a reload.
    await table.searchMode(1, 'Paper tiles')
    const form = page.getByRole('group', { name: 'Ben checks the tiles. Who solved the case?' })
    await form.getByRole('checkbox', { name: 'Dana' }).check()
    await expect.poll(async () => (await storedDraft(page)).search).toEqual([3])
    await page.reload()
    await form.getByRole('checkbox', { name: 'Dana' }).waitFor()
    expect(await form.getByRole('checkbox', { name: 'Dana' }).isChecked()).toBe(true)
    expect(await form.getByRole('checkbox', { name: 'Cora' }).isChecked()).toBe(false)
    await form.getByRole('button', { name: 'Save the search' }).click()
    await table.saved()

    // A half-chosen guess is not kept: after a reload Cora starts from nothing.
    await table.winner(2, 'Ben', 2)
    await table.searchMode(2, 'On the phone')
    await table.searchRegion(2).getByRole('button', { name: 'I am Cora: show' }).click()
    await table.tiles('Your suspicion, Cora', 'gardener', 'knife')
    await page.reload()
    await table.searchRegion(2).getByRole('button', { name: 'I am Cora: show' }).click()
    const guess = table.dialog('Your suspicion, Cora')
    await guess.waitFor()
    expect(await guess.getByRole('radio', { checked: true }).count()).toBe(0)
  })

  it('undo of a trick by cards puts its cards back: change one, confirm; the dock says so', async () => {
    const { page } = await env.open()
    const table = await newGame(page, 1) // Ben is the confidant; Cora leads
    await table.secret(1, 'Ben', ['hairdresser', 'poison'])
    await table.cards(2, TRICK)
    await table.announce('Ben').getByRole('button', { name: 'Anna', exact: true }).click()
    await table.saved()
    await table.searchRegion(1).waitFor()

    await page.getByRole('button', { name: 'Undo' }).click()
    await page.getByText('Undone: trick 1, Anna', { exact: true }).waitFor()
    table.entries--
    await table.announce('Ben').waitFor()
    expect(await slots(page)).toEqual([
      'Cora: Gardener · Knife 5',
      'Dana: Hairdresser · Spade 3',
      'Anna: Mechanic · Poison 2',
      'Ben: Influencer · Ax 12',
    ])

    // Dana's card was the hairdresser with the poison, 3: she wins with the only full trump.
    await page.getByRole('button', { name: /^Dana.*: change$/ }).click()
    const dana = (what: string) =>
      page.getByRole('group', { name: `Card of Dana: ${what}`, exact: true })
    // Her own card is offered again while it is being changed, the others' are not.
    await dana('Suspect').getByRole('button', { name: 'Hairdresser' }).click()
    await dana('Weapon').getByRole('button', { name: 'Poison' }).click()
    expect(await dana('Number').getByRole('button', { name: '2', exact: true }).isDisabled()).toBe(
      true, // Anna's poison 2
    )
    await dana('Number').getByRole('button', { name: '3', exact: true }).click()
    expect(await slots(page)).toEqual([
      'Cora: Gardener · Knife 5',
      'Dana: Hairdresser · Poison 3',
      'Anna: Mechanic · Poison 2',
      'Ben: Influencer · Ax 12',
    ])
    await table.announce('Ben').getByRole('button', { name: 'Dana', exact: true }).click()
    await table.saved()
    await page.getByText('Trick 1: Dana wins.', { exact: true }).waitFor()
    // The trick list keeps the winning card face up, as the winner's pile does.
    const tricks = page.getByRole('region', { name: 'Tricks of case 1' })
    expect(await tricks.getByRole('listitem').textContent()).toContain('Hairdresser · Poison 3')

    // Trick 2: no card of trick 1 is offered again; a fourth phantom never is (none played yet).
    await table.paper(1, 'Ben', [])
    await table.mode('Cards')
    const dana2 = (what: string) =>
      page.getByRole('group', { name: `Card of Dana: ${what}`, exact: true })
    await dana2('Suspect').getByRole('button', { name: 'Gardener' }).click()
    await dana2('Weapon').getByRole('button', { name: 'Knife' }).click()
    expect(await dana2('Number').getByRole('button', { name: '5', exact: true }).isDisabled()).toBe(
      true,
    )
    expect(await dana2('Number').getByRole('button', { name: '6', exact: true }).isDisabled()).toBe(
      false,
    )
    // Undo of the paper search: the dock names it, and its ticks come back (none here).
    await page.getByRole('button', { name: 'Undo' }).click()
    await page.getByText('Undone: search after trick 1', { exact: true }).waitFor()
  })
})

describe('the secret of a running case', () => {
  // Neither name occurs anywhere in the app's words except as a card or tile name, so every
  // sighting outside an open picker would come from the secret.
  const SECRET: [Suspect, Weapon] = ['mechanic', 'pillow']
  const WORDS = namesOf(SECRET)

  it('is nowhere in the page, the title, the address, the history or the console', async () => {
    const { page } = await env.open()
    const logged = listen(page)
    const hidden = async (where: string) => {
      expect(await foundIn(page, logged, WORDS), where).toEqual([])
    }
    const table = await newGame(page, 2) // Cora is the first confidant
    // Case 1 goes by with another secret: Dana, Anna and Ben all solve after trick 1.
    await table.secret(1, 'Cora', ['influencer', 'spade'])
    await table.winner(1, 'Cora', 3)
    await table.paper(1, 'Cora', [3, 0, 1])
    for (const [i, seat] of [0, 1, 2, 3, 0, 1].entries()) await table.winner(i + 2, 'Cora', seat)
    await page
      .getByText('Case 1: the culprit was the Influencer, the weapon the Spade.', { exact: true })
      .waitFor()
    await hidden('between the cases')

    // Case 2: Dana draws the mechanic with the pillow.
    await table.secret(2, 'Dana', SECRET, {
      gate: () => hidden('the gate before the tiles'),
      handOver: () => hidden('the hand-over after hiding the secret'),
    })
    await table.mode('Winner')
    await hidden('the trick entry and the pad')

    // The check finds the names when they are there: Dana's own look.
    expect(await table.private('Dana: show the secret', 'Dana')).toBe(
      'The culprit is the Mechanic, the weapon the Pillow.',
    )
    expect(await foundIn(page, logged, WORDS)).toEqual(['html: mechanic', 'html: pillow'])
    await table.hidePrivate('Dana')
    await hidden('after Dana’s look')

    await table.winner(1, 'Dana', 1)
    await table.searchMode(1, 'On the phone')
    await hidden('the search on the phone')
    await table.guess(1, 'Anna', ['gardener', 'pillow'], 'Ben', {
      gate: () => hidden('the gate before a guess'),
      handOver: () => hidden('the hand-over after a false suspicion'),
    })
    await table.guess(1, 'Ben', SECRET, 'Cora', {
      handOver: () => hidden('the hand-over after a solve'),
    })
    await table.searchMode(1, 'Paper tiles')
    await hidden('the search on paper')
    await table.paper(1, 'Dana', [])
    await table.winner(2, 'Dana', 2)
    await hidden('the search after trick 2')

    await page.reload()
    await table.searchRegion(2).waitFor()
    await settled(page)
    await hidden('after a reload')

    // The judge offers the running case's secret without showing it, and judges a trick with it
    // only behind Dana's gate: no winner of a made-up trick for the table to test the secret on.
    await page.goto('/#/judge/stich-fuer-stich')
    const useCase = page.getByRole('button', { name: 'Use the secret of the running case' })
    await useCase.waitFor()
    await hidden('the judge')
    await useCase.click() // the card picker names every suspect and weapon from here on
    const judged: Card[] = [
      ['gardener', 'knife', 5],
      ['hairdresser', 'spade', 3],
      ['influencer', 'ax', 12],
      'phantom', // the only culprit trump: it takes the trick
    ]
    for (const [i, card] of judged.entries()) {
      await sfsPickCard(
        (what) => page.getByRole('group', { name: `Card ${i + 1}: ${what}`, exact: true }),
        card,
      )
    }
    const verdict = page.getByText(/takes the trick|counts as the culprit/)
    await page.getByRole('button', { name: 'Dana: who takes this trick?' }).click()
    await table.gate('Dana', async () => {
      expect(await verdict.count(), 'the judge before the gate').toBe(0)
      await hidden('the judge’s gate')
    })
    const behind = page.getByRole('dialog', { name: 'Dana', exact: true })
    await behind.getByRole('heading', { name: 'Card 4 takes the trick.' }).waitFor()
    await behind
      .getByText('Phantom counts as the culprit, and no other trump was played.')
      .waitFor()
    expect(await axeViolations(page), 'the judge’s verdict behind the gate').toEqual([])
    await table.hidePrivate('Dana')
    await page.getByRole('button', { name: 'Dana: who takes this trick?' }).waitFor()
    expect(await axeViolations(page), 'the judge after its gate').toEqual([])
    expect(await verdict.count(), 'the judge after the gate').toBe(0)
    await hidden('the judge after its gate')
    await page.goBack()
    await table.searchRegion(2).waitFor()
    await hidden('back from the judge')
  })

  it('is left out of an export made mid-case; a closed case’s secret stays', async () => {
    const { page } = await env.open()
    const table = await newGame(page, 0) // Anna is the first confidant
    await table.secret(1, 'Anna', ['influencer', 'spade'])
    await table.winner(1, 'Anna', 1)
    await table.paper(1, 'Anna', [1, 2, 3])
    for (const [i, seat] of [1, 2, 3, 0, 1, 2].entries()) await table.winner(i + 2, 'Anna', seat)
    await table.secret(2, 'Ben', SECRET)
    await table.winner(1, 'Ben', 3)
    await table.guess(1, 'Cora', ['mechanic', 'ax'], 'Dana')
    await table.toTable()
    // Undone and redone, so the redo list held an entry too before the export.
    await page.getByRole('button', { name: 'Undo' }).click()
    // The dock says what was undone, without a word of the secret.
    await page.getByText('Undone: Cora’s search after trick 1', { exact: true }).waitFor()

    await page.getByRole('link', { name: 'Back to the start' }).click()
    await page.getByRole('link', { name: 'Settings' }).click()
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export backup' }).click()
    const file = await readFile((await (await download).path()) ?? '', 'utf8')

    const backup = JSON.parse(file)
    const match = backup.matches.find(
      (m: { setup: { game: string } }) => m.setup.game === 'stich-fuer-stich',
    )
    const secrets = match.events.filter((e: { t: string }) => e.t === 'secret')
    expect(secrets).toEqual([
      { t: 'secret', culprit: 'influencer', weapon: 'spade' },
      { t: 'secret', hidden: true },
    ])
    expect(match.redo).toEqual([])
    expect(match.events).toHaveLength(table.entries - 1)
    // Not in any form: neither the ids nor a name in either language.
    for (const word of WORDS) expect(file.toLowerCase()).not.toContain(word)

    // The phone itself still has it: the case goes on as before.
    await page.goBack()
    await page.goBack()
    await page.getByRole('button', { name: 'Redo' }).click()
    await page.getByText('Redone: Cora’s search after trick 1', { exact: true }).waitFor()
    expect(await table.private('Ben: show the secret', 'Ben')).toBe(
      'The culprit is the Mechanic, the weapon the Pillow.',
    )
    await table.hidePrivate('Ben')
  })

  it('hides by itself when the phone is put away, and after 8 seconds without a tap', async () => {
    const { page } = await env.open()
    await page.clock.install()
    const logged = listen(page)
    // The reveal meter goes with the secret (with no trick yet it says it needs cards).
    const GONE = [...WORDS, 'reveal meter', 'the meter needs']
    const table = await newGame(page, 1)
    await table.secret(1, 'Ben', SECRET)
    const trick = table.trickRegion(1, 'Ben')
    await trick.waitFor()

    // Preact sets up effects after the next frame: let the page's clock run that far first.
    const shown = async () => {
      await table.private('Ben: show the secret', 'Ben')
      await page.clock.runFor(500)
      expect(await foundIn(page, logged, WORDS)).not.toEqual([])
      await page.getByRole('region', { name: 'Reveal meter' }).waitFor()
    }

    // Locked or switched away: the page is hidden, and the secret goes at once.
    await shown()
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await trick.waitFor()
    expect(await foundIn(page, logged, GONE)).toEqual([])
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    })

    // Left on the table: still there after 7 seconds, gone after 8.
    await shown()
    await page.clock.fastForward(6500)
    expect(await page.getByRole('dialog', { name: 'Ben', exact: true }).isVisible()).toBe(true)
    expect(await foundIn(page, logged, WORDS)).not.toEqual([])
    await page.clock.fastForward(1500)
    await trick.waitFor({ timeout: 2000 })
    expect(await foundIn(page, logged, GONE)).toEqual([])
    expect(await page.getByRole('dialog').count()).toBe(0)
  })
})

// ---------------------------------------------------------------------------------------------
// The confidant's reveal meter: behind the gate only, counted from the tricks entered with cards.

describe('the confidant’s reveal meter', () => {
  // Everything the meter could show: its name, its count, its steps.
  const METER = ['Reveal meter', 'Still possible', 'of 28', '→', 'from 28 to 7', 'trick 2.']
  const noMeter = async (page: Page, where: string) => {
    const html = await page.content()
    expect(
      METER.filter((w) => html.includes(w)),
      where,
    ).toEqual([])
  }

  it('counts the pairs the cards still allow, passes axe, and no sleuth ever sees it', async () => {
    const { page } = await env.open()
    const table = await newGame(page, 1) // Ben is the confidant; Cora leads
    await table.secret(1, 'Ben', ['hairdresser', 'poison'])
    // Trick 1, Cora, Dana, Anna, Ben: Anna's poison wins. By hand: 7 of the 28 pairs allow that
    // (the poison with any culprit; the mechanic with the revolver, the statue or the pillow).
    await table.cards(2, [
      ['gardener', 'knife', 5],
      ['hairdresser', 'spade', 3],
      ['mechanic', 'poison', 2],
      ['influencer', 'ax', 12],
    ])
    await table.announce('Ben').getByRole('button', { name: 'Anna', exact: true }).click()
    await table.saved()
    await table.paper(1, 'Ben', [])
    // Trick 2 by its winner only: it narrows nothing.
    await table.winner(2, 'Ben', 1)
    await table.paper(2, 'Ben', [])
    // Trick 3, Ben, Cora, Dana, Anna: Ben's full trump wins; of the 7, only the 4 with the poison
    // allow that (the revolver would give it to Cora, the statue to Anna, the pillow to Dana).
    await table.cards(1, [
      ['hairdresser', 'poison', 4],
      ['gardener', 'revolver', 11],
      ['influencer', 'pillow', 13],
      ['mechanic', 'statue', 9],
    ])
    await table.announce('Ben').getByRole('button', { name: 'Ben', exact: true }).click()
    await table.saved()
    await table.searchRegion(3).waitFor()
    await noMeter(page, 'the table')

    await page.getByRole('button', { name: 'Ben: show the secret' }).click()
    await table.gate('Ben', () => noMeter(page, 'the gate'))
    const shown = table.dialog('Ben')
    const meter = shown.getByRole('region', { name: 'Reveal meter' })
    await meter.waitFor()
    expect(await meter.locator('.sfs-meter-left').textContent()).toBe('Still possible: 4 of 28')
    expect(await meter.getByRole('meter', { name: 'Still possible: 4 of 28' }).count()).toBe(1)
    const steps = meter.getByRole('list', { name: 'How each trick narrowed it' })
    expect(await steps.locator('li > [aria-hidden="true"]').allTextContents()).toEqual([
      'Trick 1: 28 → 7',
      'Trick 3: 7 → 4',
    ])
    await meter
      .getByText('Entered by winner only, so they do not narrow it: trick 2.', { exact: true })
      .waitFor()
    expect(await axeViolations(page)).toEqual([])
    expect(await smallTargets(page)).toEqual([])
    await table.hidePrivate('Ben')
    await noMeter(page, 'after hiding')

    // The sleuths' own private screens: the gate, the guess, its answer, the hand-over.
    await table.searchMode(3, 'On the phone')
    await table.searchRegion(3).getByText('Hand the phone to Cora.').waitFor()
    await noMeter(page, 'a sleuth’s gate')
    await table.searchRegion(3).getByRole('button', { name: 'I am Cora: show' }).click()
    await table.dialog('Your suspicion, Cora').waitFor()
    await noMeter(page, 'a sleuth’s guess')
    await table.tiles('Your suspicion, Cora', 'mechanic', 'pillow')
    await table.dialog('Your suspicion, Cora').getByRole('button', { name: 'Check' }).click()
    await table.saved()
    const result = table.dialog('False suspicion')
    await result.getByRole('button', { name: 'I am Dana: show' }).waitFor()
    await noMeter(page, 'a sleuth’s answer, which hands the phone on')
    await table.toTable()
    await noMeter(page, 'the search')
  })
})

// ---------------------------------------------------------------------------------------------
// Every screen of a case and of the judge: axe (WCAG 2.0/2.1 A and AA), light in English at
// 360 px with every target 44×44, dark in German at 320 px where nothing may stick out.

const RUNS = [
  { name: 'light, English, 360 px', colorScheme: 'light', locale: 'en-US', width: 360 },
  { name: 'dark, German, 320 px', colorScheme: 'dark', locale: 'de-DE', width: 320 },
] as const

describe('every Stich für Stich screen', () => {
  for (const run of RUNS) {
    it(`has no axe violations and fits a small phone: ${run.name}`, async () => {
      const { page } = await env.open({
        colorScheme: run.colorScheme,
        locale: run.locale,
        viewport: { width: run.width, height: 740 },
      })
      const found: string[] = []
      const seen: string[] = []
      await sfsTour(page, async (screen) => {
        seen.push(screen)
        for (const v of await axeViolations(page)) found.push(`[${screen}] axe ${v}`)
        if (run.width === 360) {
          for (const t of await smallTargets(page)) found.push(`[${screen}] ${t}`)
        } else {
          const wide = await sidewaysScroll(page, run.width)
          if (wide) found.push(`[${screen}] ${wide}`)
          for (const s of await spilledLabels(page)) found.push(`[${screen}] ${s}`)
        }
      })
      expect(seen).toEqual(SFS_SCREENS)
      expect(found, found.join('\n')).toEqual([])
      // 27 screens, each through axe: on a busy machine this takes longer than one play-through.
    }, 180_000)
  }
})
