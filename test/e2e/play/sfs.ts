// Stich für Stich's play screen for its browser tests (sfs*.test.ts): a new game through the UI,
// then one entry at a time (the secret, a trick by its winner or by its cards, a search on the
// phone or on paper, a look behind the gate), each step waiting until its entry is saved; and the
// pad and the status as the screen shows them.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { Suspect, Weapon } from '../../../src/games/stich-fuer-stich/rules'
import { type SfsCardSpec, sfsPickCard, suspectName, weaponName } from '../games'
import { fillNewMatch, PLAYERS } from '../harness'

/** The play screen, one entry at a time; each step waits until the entry is saved. */
export class SfsTable {
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
  async cards(leader: number, cards: SfsCardSpec[]) {
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
export async function sfsNewGame(
  page: Page,
  confidant: number,
  players: readonly string[] = PLAYERS,
): Promise<SfsTable> {
  await fillNewMatch(page, /^Stich für Stich/, players)
  // The seat marked here is the first confidant, and the screen says so.
  await page.getByText('Mark the first confidant (who last had a knife in hand).').waitFor()
  expect(await page.getByRole('radio', { name: 'deals' }).count()).toBe(0)
  await page.getByRole('radio', { name: 'confidant', exact: true }).nth(confidant).check()
  await page.getByRole('button', { name: 'Start match' }).click()
  const name = players[confidant]
  await page
    .getByRole('heading', { name: `Case 1: ${name} draws the culprit and the weapon` })
    .waitFor()
  return new SfsTable(page, players)
}
