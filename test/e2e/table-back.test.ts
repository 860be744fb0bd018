// A phone comes back by one scan (#25): where the spare cannot bring a link back (a page that
// reloaded, an outage longer than the spare waits), the host's Phones screen shows a code for
// the seat of each phone that sat at its table and is gone; that phone scans it ("Join again")
// and is back at its seat, and the host's phone scans nothing. Only that phone can: the code
// waits for the certificate it joined with (its ticket), so another phone that scans it gets
// nothing of the table. Three phones and a stranger, each its own context in the test's own
// network namespace (phones.ts). The tests build on each other, in order.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { appStarted } from '../../scripts/started.mjs'
import { tableStrings } from '../../src/app/tableStrings'
import { format } from '../../src/core/reason'
import { en as shell } from '../../src/i18n/en'
import { createMatch, PLAYERS, settled, tapTricks } from './harness'
import {
  inviteAll,
  type Phone,
  seatSelect,
  storedEvents,
  tableAgrees,
  takeSeats,
  useTable,
} from './phones'

const TABLE = tableStrings.en
const [ANNA, BEN, CORA] = PLAYERS as [string, string, string, string]
const GUEST = TABLE['table.bar.guest']
const hosting = (n: number) =>
  format(TABLE[n === 1 ? 'table.bar.host.one' : 'table.bar.host.other'], { n })

let matchId = ''
const at = useTable(4)
/** Anna's phone hosts; Ben's and Cora's join; Dana's never does. */
const phones = () => at.phones() as [Phone, Phone, Phone, Phone]

const says = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text }).waitFor()

/** The host's player opens Phones and taps "Bring back"; the code it shows then. */
async function wayBack(host: Page, player: string): Promise<string> {
  if (!/#\/table\//.test(host.url())) {
    await host.getByRole('link', { name: shell['table.phonesLabel'] }).click()
    await host.waitForURL(/#\/table\//)
  }
  const qr = host.getByRole('img', { name: format(TABLE['table.back.qr'], { player }) })
  const shown = async () => ((await qr.count()) > 0 ? await qr.getAttribute('data-code') : null)
  const before = await shown()
  await host.getByRole('button', { name: format(TABLE['table.back.bring'], { player }) }).click()
  // Tapped again, a new code takes the place of the one shown.
  await expect.poll(shown).not.toBe(before)
  const code = await shown()
  expect(code).toMatch(/^STICHBLOCK-JOIN-/)
  return code ?? ''
}

/** A phone's player taps "Join again" and pastes the code: the scan, as a test can make it. */
async function scanBack(page: Page, code: string): Promise<void> {
  await page.getByRole('link', { name: TABLE['table.bar.rejoin'] }).click()
  await page.waitForURL(/#\/join$/)
  await page.getByRole('textbox', { name: TABLE['table.join.paste'] }).fill(code)
  await page.getByRole('button', { name: TABLE['table.join.go'], exact: true }).click()
}

/** The host's Phones screen: nothing was ever pasted as an answer there. */
const nothingScanned = async (host: Page) =>
  expect(
    await host.getByRole('textbox', { name: TABLE['table.invite.pasteAnswer'] }).inputValue(),
  ).toBe('')

describe('a phone that cannot be brought back by its spare comes back by one scan', () => {
  it('seats three phones', async () => {
    const [host, ben, cora] = phones()
    matchId = await createMatch(host.page, { players: PLAYERS })
    await inviteAll(host.page, [ben.page, cora.page], matchId)
    await takeSeats([host, ben, cora], PLAYERS)
  })

  it('brings back a reloaded phone: one tap on the host, one scan on the phone', async () => {
    const [host, ben, cora] = phones()
    await cora.page.reload()
    await cora.page.waitForFunction(appStarted)
    await says(host.page, hosting(1))
    const code = await wayBack(host.page, CORA)
    // Only the seats whose phone is gone have a way back.
    expect(await host.page.getByRole('button', { name: /^Bring back/ }).allTextContents()).toEqual([
      format(TABLE['table.back.bring'], { player: CORA }),
    ])

    await scanBack(cora.page, code)
    await cora.page.waitForURL(`**/#/match/${encodeURIComponent(matchId)}`)
    await settled(cora.page)
    await says(cora.page, GUEST)
    await host.page.getByText(format(TABLE['table.back.done'], { player: CORA })).waitFor()
    await nothingScanned(host.page)
    // Back at her own seat, by herself; and what she enters lands on every phone.
    await expect.poll(() => seatSelect(cora.page).inputValue()).toBe('2')
    await host.page.getByRole('link', { name: TABLE['table.invite.back'] }).click()
    await says(host.page, hosting(2))
    await tapTricks(cora.page, [BEN])
    await tableAgrees([host, ben, cora], matchId, 1)
  })

  it('does not let another phone take a way back: it gets nothing of the table', async () => {
    const [host, ben, , dana] = phones()
    await ben.page.reload()
    await ben.page.waitForFunction(appStarted)
    await says(host.page, hosting(1))
    const code = await wayBack(host.page, BEN)
    // Dana's phone never sat at this table: its answer is not the one the code waits for.
    await dana.page.goto('/#/join')
    await dana.page.getByRole('textbox', { name: TABLE['table.join.paste'] }).fill(code)
    await dana.page.getByRole('button', { name: TABLE['table.join.go'], exact: true }).click()
    // Its connection tries (its checks reach the host's phone) and gets nowhere: the host's
    // phone takes no other certificate than Ben's. The code is spoilt for Ben's phone too, so
    // the host's player taps again: a new code, and Dana's try ends with the old one.
    await expect.poll(async () => (await dana.connections()).flat()).toContain('connecting')
    await scanBack(ben.page, await wayBack(host.page, BEN))
    await ben.page.waitForURL(`**/#/match/${encodeURIComponent(matchId)}`)
    await says(ben.page, GUEST)
    await host.page.getByText(format(TABLE['table.back.done'], { player: BEN })).waitFor()
    expect((await dana.connections()).flat()).not.toContain('connected')
    expect(await dana.messages()).toEqual([])
    expect(await storedEvents(dana, matchId)).toBeUndefined()
    await dana.page.goto('/')
    await nothingScanned(host.page)
    await host.page.getByRole('link', { name: TABLE['table.invite.back'] }).click()
    await says(host.page, hosting(2))
    await expect.poll(() => seatSelect(ben.page).inputValue()).toBe('1')
    await tapTricks(ben.page, [ANNA])
    await tableAgrees(phones().slice(0, 3), matchId, 2)
  })

  it('brings the guests back to a host that reloaded, each by one scan', async () => {
    const [host, ben, cora] = phones()
    await host.page.reload()
    await host.page.waitForFunction(appStarted)
    for (const { page } of [ben, cora]) {
      await page.getByRole('link', { name: TABLE['table.bar.rejoin'] }).waitFor()
    }
    for (const [phone, player] of [
      [ben, BEN],
      [cora, CORA],
    ] as const) {
      const code = await wayBack(host.page, player)
      await scanBack(phone.page, code)
      await phone.page.waitForURL(`**/#/match/${encodeURIComponent(matchId)}`)
      await says(phone.page, GUEST)
      await host.page.getByText(format(TABLE['table.back.done'], { player })).waitFor()
    }
    await nothingScanned(host.page)
    await host.page.getByRole('link', { name: TABLE['table.invite.back'] }).click()
    await says(host.page, hosting(2))
    await expect.poll(() => seatSelect(ben.page).inputValue()).toBe('1')
    await expect.poll(() => seatSelect(cora.page).inputValue()).toBe('2')
    await tapTricks(cora.page, [CORA])
    await tableAgrees(phones().slice(0, 3), matchId, 3)
  })
})
