// Joining a table in few taps (#25 items 6, 2 and 4): three phones, each its own context in the
// test's own network namespace (phones.ts). The host's Phones screen shows its code and looks for
// the answer at once; a guest's answer shows as soon as its camera read the host's code. Every
// tap is counted here; a scan is the test holding the other phone's code in front of the camera
// (the phone's BarcodeDetector sees it once). After joining, the match opens at its top. Taps a
// player makes quickly one after the other, and Join right after a paste, all land.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { tableStrings } from '../../src/app/tableStrings'
import { format } from '../../src/core/reason'
import { en as shell } from '../../src/i18n/en'
import { createMatch, settled } from './harness'
import { joinCode, type Phone, seatSelect, useTable } from './phones'

const TABLE = tableStrings.en
const PLAYERS = ['Annabelle Kowalczyk', 'Bartholomäus Weber', 'Cornelia Fitzgerald']
const at = useTable(3, 'join-')
const phones = () => at.phones() as [Phone, Phone, Phone]
let matchId = ''

/** The camera "sees" `window.__inView` (once: the next frame has moved on), as a QR code. */
function fakeCamera(): void {
  const seen = window as unknown as { __inView: string | null }
  seen.__inView = null
  class Detector {
    static async getSupportedFormats() {
      return ['qr_code']
    }
    async detect() {
      const code = seen.__inView
      seen.__inView = null
      return code ? [{ rawValue: code }] : []
    }
  }
  Object.defineProperty(window, 'BarcodeDetector', { value: Detector, configurable: true })
}

/** `code` in front of `page`'s camera: the app reads it with its next frame. */
const hold = (page: Page, code: string) =>
  page.evaluate((text) => {
    ;(window as unknown as { __inView: string | null }).__inView = text
  }, code)

/** Taps counted per phone. */
const taps = new Map<Page, number>()
async function tap(page: Page, control: Locator): Promise<void> {
  await control.click()
  taps.set(page, (taps.get(page) ?? 0) + 1)
}

/** The match page at its top: scrolled to 0, its table bar whole on the screen. */
async function atTop(page: Page, bar: string): Promise<void> {
  await page.waitForURL(`**/#/match/${encodeURIComponent(matchId)}`, { timeout: 30_000 })
  await settled(page)
  const status = page.locator('.table-bar').getByRole('status').filter({ hasText: bar })
  await status.waitFor()
  expect(await page.evaluate(() => scrollY)).toBe(0)
  const box = await status.boundingBox()
  const height = await page.evaluate(() => innerHeight)
  expect(box && box.y >= 0 && box.y + box.height <= height).toBe(true)
}

/** The live camera of a scanner on the page. */
const camera = (page: Page) => page.locator('video.scanner-view')
const answerQr = (page: Page) => page.getByRole('img', { name: TABLE['table.join.qr'] })
const hosting = (n: number) =>
  format(TABLE[n === 1 ? 'table.bar.host.one' : 'table.bar.host.other'], { n })

describe('joining a table', () => {
  it('takes a guest 1 tap and the host 1 tap per guest besides the scans; the match opens at its top', async () => {
    const [host, ...guests] = phones()
    for (const { context } of phones()) await context.addInitScript(fakeCamera)
    matchId = await createMatch(host.page, { players: PLAYERS })
    for (const { page } of phones()) await page.reload()

    // The host opens Phones: its code, and its camera already looking for the answer.
    await tap(host.page, host.page.getByRole('link', { name: shell['table.phonesLabel'] }))
    await camera(host.page).waitFor()
    await host.page.getByText(TABLE['table.joined.none']).waitFor()
    expect(await host.page.getByRole('button', { name: /^Next/ }).count()).toBe(0)

    for (const [i, guest] of guests.entries()) {
      const code = (await joinCode(host.page)) ?? ''
      expect(code).toMatch(/^STICHBLOCK-JOIN-/)
      await tap(guest.page, guest.page.getByRole('link', { name: shell['home.join'] }))
      await camera(guest.page).waitFor()
      // The guest scans the host's code: its answer shows, with no tap.
      await hold(guest.page, code)
      const answer = (await answerQr(guest.page).getAttribute('data-code')) ?? ''
      expect(answer).toMatch(/^STICHBLOCK-ANSWER-/)
      // The host scans the answer: the guest is at the table, at the top of the match.
      await camera(host.page).waitFor()
      await hold(host.page, answer)
      await atTop(guest.page, TABLE['table.bar.guest'])
      // The host's screen lists it, counted as the bar counts, and has a new code for the next.
      const count = format(TABLE[i === 0 ? 'table.joined.count.one' : 'table.joined.count.other'], {
        n: i + 1,
      })
      await host.page.getByRole('status').filter({ hasText: count }).waitFor()
      await expect.poll(() => joinCode(host.page)).not.toBe(code)
    }
    const line = `${TABLE['table.joined.noSeat']} · ${TABLE['table.joined.reachable']}`
    expect(await host.page.locator('.table-joined li').allTextContents()).toEqual([line, line])
    await at.shot(host.page, 'host-two-joined')

    // Back to the match: at its top, with the bar saying what the Phones screen said. A low
    // screen (a phone held sideways, the keyboard up), so the match is taller than it and
    // would keep the Phones screen's scroll.
    await host.page.setViewportSize({ width: 360, height: 400 })
    await tap(host.page, host.page.getByRole('link', { name: TABLE['table.invite.back'] }))
    await atTop(host.page, hosting(2))
    expect(await host.page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(
      400,
    )
    await host.page.setViewportSize({ width: 360, height: 740 })

    const rows = [
      ['the host, for two guests (Phones, Back to the match)', taps.get(host.page)],
      ...guests.map((g, i) => [`guest ${i + 1} (Join a table)`, taps.get(g.page)]),
    ]
    console.log(rows.map(([who, n]) => `| joining | ${who} | ${n} taps + 1 scan each |`).join('\n'))
    expect(taps.get(host.page)).toBe(2)
    for (const { page } of guests) expect(taps.get(page)).toBe(1)
  })

  it('takes Join right after a paste, and Connect 100 ms after Copy code', async () => {
    const [host, guest] = phones()
    for (const { context } of [host, guest]) {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    }
    await host.page.getByRole('link', { name: shell['table.phonesLabel'] }).click()
    const code = (await joinCode(host.page)) ?? ''
    expect(code).toMatch(/^STICHBLOCK-JOIN-/)

    // The guest pastes the host's code and taps Join at once: the answer shows.
    await guest.page.goto('/#/join')
    await guest.page.evaluate((text) => navigator.clipboard.writeText(text), code)
    await guest.page.getByRole('textbox', { name: TABLE['table.join.paste'] }).focus()
    await guest.page.keyboard.press('Control+V')
    await guest.page.getByRole('button', { name: TABLE['table.join.go'], exact: true }).click()
    const answer = (await answerQr(guest.page).getAttribute('data-code')) ?? ''
    expect(answer).toMatch(/^STICHBLOCK-ANSWER-/)

    // The host copies its code and, 100 ms later, connects the pasted answer: both land, the
    // second even as what the browser counts as the second click of a double tap.
    await host.page.getByRole('textbox', { name: TABLE['table.invite.pasteAnswer'] }).fill(answer)
    await host.page.getByRole('button', { name: TABLE['table.invite.copy'] }).click()
    await new Promise((done) => setTimeout(done, 100))
    const connect = host.page.getByRole('button', { name: TABLE['table.invite.connect'] })
    await connect.scrollIntoViewIfNeeded()
    const box = await connect.boundingBox()
    if (!box) throw new Error('no Connect on screen')
    await host.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await host.page.mouse.down({ clickCount: 2 })
    await host.page.mouse.up({ clickCount: 2 })
    // The copy landed (its "Copied" may be gone already with the code the join replaced).
    expect(await host.page.evaluate(() => navigator.clipboard.readText())).toBe(code)
    await atTop(guest.page, TABLE['table.bar.guest'])
    await host.page.getByText(TABLE['table.invite.joined']).waitFor()
  })

  it('lists each joined phone on the host’s Phones screen by its player’s seat', async () => {
    const [host, ...guests] = phones()
    for (const [i, { page }] of guests.entries()) {
      await seatSelect(page).selectOption(String(i + 1))
    }
    const lines = guests.map(
      (_, i) =>
        `${format(TABLE['table.joined.seat'], { player: PLAYERS[i + 1] ?? '' })} · reachable`,
    )
    await expect
      .poll(async () => (await host.page.locator('.table-joined li').allTextContents()).sort())
      .toEqual(lines.sort())
    await host.page
      .getByRole('status')
      .filter({ hasText: format(TABLE['table.joined.count.other'], { n: 2 }) })
      .waitFor()
  })
})
