// Several phones at one table (#16), as the players use it: three phones, each its own context
// inside the test's own network namespace (phones.ts). The host's phone starts a Letzter Stich
// match and invites the others by join codes (taken from its page; a guest's answer once read back
// from a screenshot of its QR code); entries, a race for the same trick and an undo are made on
// different phones and every phone must show and store the same match; then the host's phone
// goes away mid-match, a guest carries on alone, and the guests join the host's new invitation.
// The tests build on each other, in order: one table for the file, as the story of one evening.
// STICHBLOCK_TABLE_SHOTS=<dir> saves a screenshot of each screen on the way (360×740).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { appStarted } from '../../scripts/started.mjs'
import { tableStrings } from '../../src/app/tableStrings'
import { format } from '../../src/core/reason'
import { en as shell } from '../../src/i18n/en'
import { PROTOCOL } from '../../src/table/messages'
import { saved } from './games'
import { createMatch, readTable, settled, tapTricks, tricksThisHand } from './harness'
import { answerShare, decodeQrScreenshot, holdSaves, type Phone, useTable } from './phones'

const PLAYERS = ['Annabelle Kowalczyk', 'Bartholomäus Weber', 'Cornelia Fitzgerald']
const [ANNA, BART, CORA] = PLAYERS as [string, string, string]

// The table's words as the app has them (they are still being worded).
const TABLE = tableStrings.en
const SOMEONE_FIRST = TABLE['table.someoneFirst']
const HOST_LEFT = TABLE['table.bar.left']
const AS_GUEST = TABLE['table.bar.guest']
const hosting = (n: number) =>
  format(TABLE[n === 1 ? 'table.bar.host.one' : 'table.bar.host.other'], { n })

let matchId = ''
const at = useTable(3)
const phones = () => at.phones() as [Phone, Phone, Phone]
/** A scanner's picture once the (fake) camera shows one. */
const shot = (page: Page, name: string) =>
  at.shot(page, name, (p) =>
    p.waitForFunction(() =>
      [...document.querySelectorAll('video')].every(
        (v) => v.readyState >= 2 && v.currentTime > 0.5,
      ),
    ),
  )

// The match as each phone stored it -----------------------------------------------------------

interface StoredMatch {
  id: string
  events: unknown[]
  redo: unknown[]
  setup: { game: string; players: string[] }
}

/** The match `id` from everything a phone stored (phones.ts `storage()`), or undefined. */
async function storedMatch(phone: Phone, id = matchId): Promise<StoredMatch | undefined> {
  const stored = JSON.parse(await phone.storage()) as {
    indexedDB: Record<string, Record<string, [unknown, unknown][]>>
  }
  const kv = stored.indexedDB.stichblock?.kv ?? []
  return kv.find(([key]) => key === `match:${id}`)?.[1] as StoredMatch | undefined
}

/** What a phone stored of the match's entries (and what redo would bring back). */
async function storedLog(phone: Phone, id = matchId) {
  const match = await storedMatch(phone, id)
  return match && { events: match.events, redo: match.redo }
}

/** The match `id` as the app's database on `page` holds it (a page that is not a Phone's). */
function matchIn(page: Page, id = matchId): Promise<StoredMatch | undefined> {
  return page.evaluate(
    (key) =>
      new Promise<StoredMatch | undefined>((found, failed) => {
        const open = indexedDB.open('stichblock')
        open.onerror = () => failed(open.error)
        open.onsuccess = () => {
          const get = open.result.transaction('kv').objectStore('kv').get(key)
          get.onsuccess = () => {
            found(get.result)
            open.result.close()
          }
          get.onerror = () => failed(get.error)
        }
      }),
    `match:${id}`,
  )
}

// The steps of joining ------------------------------------------------------------------------

/** On the host's match page: Phones, and the join code its invite screen shows. */
async function invite(host: Page): Promise<string> {
  await host.getByRole('link', { name: shell['table.phonesLabel'] }).click()
  await host.waitForURL(/#\/table\//)
  const qr = host.getByRole('img', { name: TABLE['table.invite.qr'] })
  const code = (await qr.getAttribute('data-code')) ?? ''
  expect(code).toMatch(/^STICHBLOCK-JOIN-/)
  return code
}

/**
 * A guest pastes the host's code on "Join a table" and shows its answer; the answer's text, as
 * its page holds it, or (`read`) as read back from a screenshot of its QR code.
 */
async function answer(guest: Page, code: string, read = false): Promise<string> {
  await guest.getByRole('textbox', { name: TABLE['table.join.paste'] }).fill(code)
  await guest.getByRole('button', { name: TABLE['table.join.go'], exact: true }).click()
  const qr = guest.getByRole('img', { name: TABLE['table.join.qr'] })
  const shown = (await qr.getAttribute('data-code')) ?? ''
  expect(shown).toMatch(/^STICHBLOCK-ANSWER-/)
  await expect.poll(() => guest.getByText(TABLE['table.join.waiting']).isVisible()).toBe(true)
  if (!read) return shown
  const png = await qr.screenshot()
  const decoded = await decodeQrScreenshot(png, guest)
  expect(decoded).toBe(shown)
  return decoded
}

/** The host pastes the guest's answer beside its own code (no step between, #25) and connects. */
async function connect(host: Page, answerCode: string): Promise<void> {
  await host.getByRole('textbox', { name: TABLE['table.invite.pasteAnswer'] }).fill(answerCode)
  await host.getByRole('button', { name: TABLE['table.invite.connect'] }).click()
}

/**
 * A failed wait at the table, with what every phone showed and what went over its channels: a
 * phone that waits for another names what the other one did.
 */
async function explain(error: unknown): Promise<never> {
  const seen = []
  for (const [i, phone] of phones().entries()) {
    if (phone.page.isClosed()) continue
    const traffic = (await phone.traffic()).map((m) => `${m.way} ${m.text.slice(0, 30)}`)
    seen.push(`phone ${i} at ${phone.page.url()}:\n${await phone.text()}\n${traffic.join('\n')}`)
  }
  throw new Error(`${error instanceof Error ? error.message : error}\n\n${seen.join('\n\n')}`)
}

/** A phone's match page at the table shows the match (its title and players) and `status`. */
async function atMatch(page: Page, status: string, id = matchId): Promise<void> {
  // A join takes well under a second here; once in a few dozen runs on a busy machine it took
  // over 10 s (and then arrived): a lost message would never arrive (see explain).
  await page.waitForURL(`**/#/match/${encodeURIComponent(id)}`, { timeout: 20_000 }).catch(explain)
  await settled(page)
  await page.getByRole('status').filter({ hasText: status }).waitFor()
  await page.getByRole('heading', { level: 1, name: 'Letzter Stich' }).waitFor()
  const players = page.getByRole('region', { name: 'Counters and pot' })
  for (const name of PLAYERS) await players.getByText(name, { exact: true }).first().waitFor()
}

/** The whole join of one guest, both codes pasted; the host back on its match page after. */
async function joinGuest(host: Page, guest: Page, joinedBefore: number): Promise<void> {
  const code = await invite(host)
  await guest.goto('/#/join')
  await connect(host, await answer(guest, code))
  await atMatch(guest, AS_GUEST)
  // Their finished matches (#27) stay where they are here: table-history.test.ts shares them.
  await answerShare(guest, false)
  await host.getByRole('link', { name: TABLE['table.invite.back'] }).click()
  await atMatch(host, hosting(joinedBefore + 1))
  await answerShare(host, false)
}

/** Every phone shows `n` entries saved and stores the same entries; those entries. */
async function allAgree(n: number, at: Phone[] = phones()): Promise<unknown[]> {
  await Promise.all(at.map(({ page }) => saved(page, n)))
  const [first, ...rest] = at
  if (!first) throw new Error('no phone')
  await expect.poll(async () => (await storedLog(first))?.events.length).toBe(n)
  const log = await storedLog(first)
  for (const phone of rest) await expect.poll(() => storedLog(phone)).toEqual(log)
  // And the table as each phone shows it: each player's tricks this hand, counters, the pot.
  const shown = async ({ page }: Phone) => ({
    tricks: await tricksThisHand(page),
    table: await readTable(page),
  })
  const seen = await shown(first)
  for (const phone of rest) expect(await shown(phone)).toEqual(seen)
  return log?.events ?? []
}

/** The question over the winner buttons of the trick the page asks about. */
const trickGroup = (page: Page, n: number) =>
  page.getByRole('group', {
    name: n === 8 ? 'Who took the last trick?' : `Who took trick ${n} of 8?`,
  })

const refusal = (page: Page) => page.getByRole('alert').filter({ hasText: SOMEONE_FIRST })

/** How many messages of type `t` a phone received. */
async function received(phone: Phone, t: string): Promise<number> {
  return (await phone.traffic()).filter(
    (m) => m.way === 'received' && m.text.includes(`"t":"${t}"`),
  ).length
}

/**
 * Two phones tap who took trick `n`, each a different player, while the host's phone is slow to
 * save (holdSaves): `together`, both taps fired at once (two guests); else the first phone's
 * tap reaches the host first and the second (the host's own) comes while it is being saved.
 * Exactly one trick is entered on every phone, and the other phone shows why its tap was not
 * taken. Resolves with the entries after, and the phone that lost.
 */
async function race(
  n: number,
  first: [Phone, string],
  second: [Phone, string],
  together: boolean,
): Promise<{ entries: unknown[]; lost: Phone }> {
  const [host] = phones()
  for (const { page } of phones()) await trickGroup(page, n).waitFor()
  const before = (await storedLog(host))?.events ?? []
  const proposals = await received(host, 'propose')
  const tap = ([phone, name]: [Phone, string]) =>
    trickGroup(phone.page, n).getByRole('button', { name, exact: true }).click()
  const release = await holdSaves(host.page)
  if (together) {
    await Promise.all([tap(first), tap(second)])
    await expect.poll(() => received(host, 'propose')).toBe(proposals + 2)
  } else {
    await tap(first)
    await expect.poll(() => received(host, 'propose')).toBe(proposals + 1)
    await tap(second)
    // The host's own entry is under way (and its screen still asks about trick n).
    await second[0].page.locator('.dock .saved', { hasText: 'Saving…' }).waitFor()
    await trickGroup(second[0].page, n).waitFor()
  }
  await release()

  // One trick, and one phone saying why its tap was not taken: both at once, and then still.
  const outcome = async () => ({
    entries: (await storedLog(host))?.events.length,
    refused: (await refusal(first[0].page).count()) + (await refusal(second[0].page).count()),
  })
  await expect.poll(outcome).toEqual({ entries: before.length + 1, refused: 1 })
  const after = await allAgree(before.length + 1)
  expect(after.slice(0, -1)).toEqual(before)
  for (const { page } of phones()) await trickGroup(page, n + 1).waitFor()
  const winner = PLAYERS[(after.at(-1) as { winner: number }).winner]
  const taken = [first, second].find(([, name]) => name === winner)
  const lost = [first, second].find(([, name]) => name !== winner)
  if (!taken || !lost) throw new Error(`trick ${n} went to ${winner}, whom nobody tapped`)
  if (!together) expect(taken).toBe(first)
  await refusal(lost[0].page).waitFor()
  await shot(lost[0].page, `refused-${n}`)
  expect(await taken[0].page.getByRole('alert').count()).toBe(0)
  for (const phone of phones()) expect((await storedLog(phone))?.events).toEqual(after)
  expect(await outcome()).toEqual({ entries: before.length + 1, refused: 1 })
  return { entries: after, lost: lost[0] }
}

type Message = { t?: unknown; v?: unknown }

/** The log's messages (docs/table.md "Messages"): joining, the table, entries and their answers. */
const LOG_MESSAGES = ['hello', 'table', 'propose', 'commit', 'refused']
/** Where each phone's player sits (a game without secrets sends no private message). */
const SEAT_MESSAGES = ['seat', 'seats']

/**
 * The log's messages a phone sent and received, by type, in order. Every message must be one of
 * the protocol's, of its version, and of a kind this table has a reason to send: anything else (text
 * that is not the protocol, a private message, a phone turned away) fails the test.
 */
async function messageTypes(phone: Phone): Promise<string[]> {
  const types: string[] = []
  for (const text of await phone.messages()) {
    const quoted = text.slice(0, 200)
    let message: Message
    try {
      message = JSON.parse(text) as Message
    } catch {
      throw new Error(`Not a protocol message: ${quoted}`)
    }
    expect(message.v, quoted).toBe(PROTOCOL)
    expect([...LOG_MESSAGES, ...SEAT_MESSAGES], quoted).toContain(message.t)
    // A guest says hello again until the table arrives (a busy machine may take longer than
    // HELLO_MS), and the host may answer each: one join's hellos and tables count as one.
    const t = String(message.t)
    const again = (t === 'hello' || t === 'table') && types.at(-1) === t
    if (LOG_MESSAGES.includes(t) && !again) types.push(t)
  }
  return types
}

describe('several phones at one table', () => {
  it('joins a second phone by its codes: both show the same match, the guest has stored it', async () => {
    const [host, guest] = phones()
    matchId = await createMatch(host.page, { players: PLAYERS })
    // Nothing shared yet: the page says nothing about a table.
    expect(await host.page.locator('.table-bar').count()).toBe(0)

    const code = await invite(host.page)
    await host.page.getByText(TABLE['table.joined.none']).waitFor()
    await shot(host.page, 'host-invite')

    await guest.page.getByRole('link', { name: shell['home.join'] }).click()
    await guest.page.waitForURL(/#\/join$/)
    await guest.page.getByRole('textbox', { name: TABLE['table.join.paste'] }).waitFor()
    await shot(guest.page, 'guest-join')
    const answerCode = await answer(guest.page, code, true)
    await shot(guest.page, 'guest-answer')

    await host.page.getByRole('textbox', { name: TABLE['table.invite.pasteAnswer'] }).waitFor()
    await shot(host.page, 'host-scan')
    await host.page
      .getByRole('textbox', { name: TABLE['table.invite.pasteAnswer'] })
      .fill(answerCode)
    await host.page.getByRole('button', { name: TABLE['table.invite.connect'] }).click()

    // The guest is taken to the match; the host's screen counts it and has a code for the next.
    await atMatch(guest.page, AS_GUEST)
    await answerShare(guest.page, false)
    await host.page.getByText(TABLE['table.invite.joined']).waitFor()
    const next = await host.page
      .getByRole('img', { name: TABLE['table.invite.qr'] })
      .getAttribute('data-code')
    expect(next).toMatch(/^STICHBLOCK-JOIN-/)
    expect(next).not.toBe(code)
    await host.page.getByRole('link', { name: TABLE['table.invite.back'] }).click()
    await atMatch(host.page, hosting(1))
    await answerShare(host.page, false)

    // The same match on both: the guest has no Phones link (it does not invite).
    expect(guest.page.url()).toBe(host.page.url())
    await expect
      .poll(() => guest.page.getByRole('link', { name: shell['table.phonesLabel'] }).count())
      .toBe(0)
    const stored = await storedMatch(guest)
    expect(stored?.setup).toMatchObject({ game: 'letzter-stich', players: PLAYERS })
    expect(stored).toEqual(await storedMatch(host))
    await shot(host.page, 'host-match')
    await shot(guest.page, 'guest-match')

    // Joining took a hello and the host's whole table, nothing else.
    expect(await messageTypes(guest)).toEqual(['hello', 'table'])
    expect(await messageTypes(host)).toEqual(['hello', 'table'])
  })

  it('takes entries from every phone, and one trick of two entered at once', async () => {
    const [host, one, two] = phones()
    await joinGuest(host.page, two.page, 1)
    await expect.poll(() => storedMatch(two)).toEqual(await storedMatch(host))

    // A trick from each phone in turn; each shows on every phone, stored the same.
    await tapTricks(host.page, [ANNA])
    await allAgree(1)
    await tapTricks(one.page, [BART])
    await allAgree(2)
    await tapTricks(two.page, [CORA])
    const three = await allAgree(3)
    for (const { page } of phones()) await trickGroup(page, 4).waitFor()

    // Both guests tap who took trick 4 at once, each a different player: one trick, never two;
    // the phone whose tap came second says why it was not taken.
    const four = await race(4, [one, ANNA], [two, CORA], true)
    expect(four.entries.slice(0, 3)).toEqual(three)

    // The host's phone is one of the phones: its own tap made while a guest's entry of the same
    // trick is being saved on it is refused the same way (trick 5).
    const five = await race(5, [one, CORA], [host, BART], false)
    expect(five.lost).toBe(host)
    expect(five.entries.slice(0, 4)).toEqual(four.entries)

    // The refused phone enters again, on the table as it is now; that takes its refusal away.
    await tapTricks(five.lost.page, [BART])
    await allAgree(6)
    await expect.poll(() => five.lost.page.getByRole('alert').count()).toBe(0)

    // Only the protocol's messages went over the channels: each guest proposed, the host
    // committed, and refused each losing tap of a guest.
    for (const phone of [one, two]) {
      const types = await messageTypes(phone)
      expect(types.slice(0, 2)).toEqual(['hello', 'table'])
      expect(types).toContain('propose')
      expect(types.filter((t) => t === 'commit')).toHaveLength(6)
    }
  })

  it('undoes on every phone from a guest, and redoes from the host', async () => {
    const [host, one, two] = phones()
    const before = (await storedLog(host)) ?? { events: [], redo: [] }
    const n = before.events.length
    const trick = n + 1
    await two.page.getByRole('button', { name: 'Undo' }).click()
    await two.page
      .locator('.dock .saved')
      .filter({ hasText: `Undone: trick ${n}, ${BART}` })
      .waitFor()
    for (const { page } of [host, one]) await saved(page, n - 1)
    const undone = { events: before.events.slice(0, -1), redo: before.events.slice(-1) }
    for (const phone of phones()) await expect.poll(() => storedLog(phone)).toEqual(undone)
    for (const { page } of phones()) await trickGroup(page, trick - 1).waitFor()

    // What was undone can be put back from any phone: the host redoes it for all.
    await host.page.getByRole('button', { name: 'Redo' }).click()
    await host.page
      .locator('.dock .saved')
      .filter({ hasText: `Redone: trick ${n}, ${BART}` })
      .waitFor()
    for (const { page } of [one, two]) await saved(page, n)
    for (const phone of phones()) await expect.poll(() => storedLog(phone)).toEqual(before)
    for (const { page } of phones()) await trickGroup(page, trick).waitFor()
  })

  it('lets a guest carry on alone when the host’s phone leaves mid-match', async () => {
    const [host, one, two] = phones()
    const before = (await storedLog(host)) ?? { events: [], redo: [] }
    const n = before.events.length
    // What went over the host's channels before it goes: the protocol's messages only (checked
    // in messageTypes), and each losing tap of a guest refused to that guest alone.
    const types = await messageTypes(host)
    // A hello said again while the table was on its way is answered once.
    expect(types.filter((t) => t === 'hello').length).toBeGreaterThanOrEqual(2)
    expect(types.filter((t) => t === 'table')).toHaveLength(2)
    expect(types).toContain('propose')
    const refusals = async (phone: Phone, way: 'sent' | 'received') =>
      (await phone.traffic()).filter((m) => m.way === way && m.text.includes('"t":"refused"'))
        .length
    const sent = await refusals(host, 'sent')
    expect(sent).toBeGreaterThan(0)
    expect((await refusals(one, 'received')) + (await refusals(two, 'received'))).toBe(sent)
    expect(await refusals(host, 'received')).toBe(0)

    await host.page.close()
    for (const { page } of [one, two]) {
      await page.getByRole('status').filter({ hasText: HOST_LEFT }).waitFor()
      await page.getByRole('link', { name: TABLE['table.bar.rejoin'] }).waitFor()
    }
    await shot(one.page, 'guest-host-left')
    // Nothing committed is lost on either guest.
    for (const phone of [one, two]) expect(await storedLog(phone)).toEqual(before)

    // One guest goes on alone: its entry is saved on its own phone, the other's copy stays.
    await tapTricks(one.page, [CORA])
    await saved(one.page, n + 1)
    await expect.poll(async () => (await storedLog(one))?.events.length).toBe(n + 1)
    expect((await storedLog(one))?.events.slice(0, n)).toEqual(before.events)
    expect(await storedLog(two)).toEqual(before)
    await one.page.getByRole('status').filter({ hasText: HOST_LEFT }).waitFor()
  })

  it('joins the guests to the host’s next invitation; a guest that went on alone is asked first', async () => {
    const [host, one, two] = phones()
    const kept = (await storedLog(one)) ?? { events: [], redo: [] }
    const n = (await storedLog(two))?.events.length ?? 0
    // The host's phone opens the app again, and its match: as it was when it left.
    const page = await host.context.newPage()
    await page.goto(`/#/match/${encodeURIComponent(matchId)}`)
    await page.waitForFunction(appStarted)
    await saved(page, n)
    expect((await matchIn(page))?.events).toEqual((await storedLog(two))?.events)
    let code = await invite(page)

    // The guest that did not go on alone joins again and takes the table as it is.
    const seen = (await messageTypes(two)).length
    await two.page.getByRole('link', { name: TABLE['table.bar.rejoin'] }).click()
    await two.page.waitForURL(/#\/join$/)
    await connect(page, await answer(two.page, code))
    await atMatch(two.page, AS_GUEST)
    await page.getByRole('link', { name: TABLE['table.invite.back'] }).click()
    await atMatch(page, hosting(1))
    expect((await messageTypes(two)).slice(seen)).toEqual(['hello', 'table'])
    await tapTricks(two.page, [ANNA])
    for (const each of [two.page, page]) await saved(each, n + 1)
    await expect.poll(() => storedMatch(two)).toEqual(await matchIn(page))
    expect((await messageTypes(two)).slice(seen)).toEqual(['hello', 'table', 'propose', 'commit'])

    // The other guest entered a trick alone that the table lacks: it is asked before joining.
    code = await invite(page)
    await one.page.getByRole('link', { name: TABLE['table.bar.rejoin'] }).click()
    await one.page.waitForURL(/#\/join$/)
    await connect(page, await answer(one.page, code))
    const question = one.page.getByRole('alertdialog')
    await question.getByText(format(TABLE['table.join.lost.one'], { n: 1 })).waitFor()
    await shot(one.page, 'guest-rejoin-question')
    await question.getByRole('button', { name: TABLE['table.join.keep'] }).click()
    // It keeps its copy and carries on alone with it; the table goes on without it.
    await one.page.waitForURL(`**/#/match/${encodeURIComponent(matchId)}`)
    await saved(one.page, kept.events.length)
    await one.page.getByRole('status').filter({ hasText: HOST_LEFT }).waitFor()
    expect(await storedLog(one)).toEqual(kept)
    await page.getByRole('link', { name: TABLE['table.invite.back'] }).click()
    await atMatch(page, hosting(1))
  })
})
