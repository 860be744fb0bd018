// Stiche im Team with secret numbers at a table of three phones (#16), as the players use it:
// each phone its own context inside the test's own network namespace (phones.ts). The host's
// phone (Anna, who deals first) starts the climb and invites Ben and Cora by their codes; each
// phone takes its player's seat. Each player chooses their number on their own phone, which
// keeps it: the table's log and every message get it hidden, without its value. Ben and Cora
// hide theirs at the same moment and both get in; the dealer's phone only waits. The tricks are
// entered on different phones, the round is played unjudged, and after its last trick each phone
// shows the number it keeps by itself: the round is judged the same on every phone. A number is
// on no other phone (page, storage, data channels) until then. A phone reloaded mid-round keeps
// its own: it still shows it to its player, and shows it to the table once it has joined again.
// The tests build on each other, in order: one table for the file.
// STICHBLOCK_TABLE_SHOTS=<dir> saves a screenshot of each new screen on the way (360×740).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { tableStrings } from '../../src/app/tableStrings'
import { format } from '../../src/core/reason'
import { sitUiStrings } from '../../src/games/stiche-im-team/ui/strings'
import { en as shell } from '../../src/i18n/en'
import {
  sitChoose as choose,
  sitHideButton as hideButton,
  newMatch,
  numbersSent,
  numbersStored,
  sitOwnChips as ownChips,
  saved,
  sitCounts,
  sitRounds,
  sitSameOnEveryPhone,
  sitStatus,
  sitTrick,
  sitTrump,
} from './games'
import {
  holdSaves,
  inviteAll,
  joinCode,
  joinGuest,
  type Phone,
  seatOptions,
  seatSelect,
  storedEvents,
  storedValue,
  tableAgrees,
  takeSeats,
  useTable,
} from './phones'

const PLAYERS = ['Anna', 'Ben', 'Cora']
const [ANNA, BEN, CORA] = PLAYERS as [string, string, string]
/** The seats, as on the new-match screen: Anna is marked as the first dealer. */
const [A, B, C] = [0, 1, 2] as const

// The words as the app has them (they are still being worded).
const TABLE = tableStrings.en
const SIT = sitUiStrings.en
const onTheirPhone = (name: string) => format(SIT['sit.ui.onTheirPhone'], { name })
const showingHere = (name: string) => format(SIT['sit.ui.showingHere'], { name })
const showingThere = (name: string) => format(SIT['sit.ui.showingThere'], { name })
const enterYours = (name: string) => format(SIT['sit.ui.secretNext'], { name })
const HIDDEN = SIT['sit.ui.hidden']

let matchId = ''
/** The entries on the table's log so far. */
let entries = 0
const at = useTable(3, 'sit-')
/** The host's phone (Anna's), Ben's and Cora's: each phone's index is its player's seat. */
const phones = () => at.phones() as [Phone, Phone, Phone]
const shot = at.shot

/** Every phone shows `n` entries saved and stores the same log; that log. */
async function allAgree(n: number): Promise<unknown[]> {
  entries = n
  return tableAgrees(phones(), matchId, n)
}

// Where a number could be -------------------------------------------------------------------

/** The key under which a phone keeps the entries only it has. */
const keptKey = () => `stichblock/kv/kept:${matchId}`

/**
 * Each phone stored only its own player's numbers (`mine[seat]`: their values so far, oldest
 * first), and only among what it keeps, not in the table's log; no message held any number.
 */
async function onlyOwnNumbers(mine: Record<number, number[]>): Promise<void> {
  for (const [seat, phone] of phones().entries()) {
    const own = (mine[seat] ?? []).map((bid) => ({ at: keptKey(), seat, bid }))
    expect(await numbersStored(phone), `stored on ${PLAYERS[seat]}’s phone`).toEqual(own)
    expect(await numbersSent(phone), `${PLAYERS[seat]}’s data channels`).toEqual([])
  }
}

/** What a phone keeps of the match: each kept entry where the table's log holds its stand-in. */
async function keptOn(phone: Phone): Promise<{ at: number; standIn: unknown; event: unknown }[]> {
  const kept = (await storedValue(phone, `kept:${matchId}`)) as
    | { at: number; standIn: unknown; event: unknown }[]
    | undefined
  return kept ?? []
}

// The screens of the numbers ------------------------------------------------------------------

/** The numbers a phone's own chips offer, as labelled. */
const chipLabels = (page: Page, name: string) =>
  ownChips(page, name).locator('label').allTextContents()

/** Who still chooses, as a phone lists them. */
const stillChoosing = (page: Page) =>
  page.getByRole('list', { name: SIT['sit.ui.stillChoosing'] }).getByRole('listitem')

/** The numbers still hidden once every trick is in, as a phone lists them. */
const stillHidden = (page: Page) =>
  page.getByRole('list', { name: SIT['sit.ui.stillHidden'] }).getByRole('listitem')

const refusals = (page: Page) =>
  page.getByRole('alert').filter({ hasText: TABLE['table.someoneFirst'] })

/** The count table's row of `seat`: player, number, tricks, still. */
const countsRow = async (page: Page, seat: number) => (await sitCounts(page))[seat]

/** The proposals a phone received (the host's phone: every other phone's entries). */
async function proposals(phone: Phone): Promise<{ base: number; op: unknown }[]> {
  return (await phone.traffic())
    .filter((m) => m.way === 'received' && m.text.includes('"t":"propose"'))
    .map((m) => (JSON.parse(m.text) as { proposal: { base: number; op: unknown } }).proposal)
}

/**
 * Holds every proposal `page` sends over its data channels, as a phone whose messages are slow
 * to arrive: the table goes on without them. Resolves with what sends them on.
 */
async function holdProposals(
  page: Page,
): Promise<{ held(): Promise<number>; send(): Promise<void> }> {
  await page.evaluate(() => {
    const proto = RTCDataChannel.prototype as unknown as { send(data: unknown): void }
    const send = proto.send
    const held: [RTCDataChannel, unknown][] = []
    proto.send = function (this: RTCDataChannel, data: unknown) {
      if (typeof data === 'string' && data.includes('"t":"propose"')) held.push([this, data])
      else send.call(this, data)
    }
    Object.assign(window, {
      heldProposals: () => held.length,
      sendHeld: () => {
        proto.send = send
        for (const [channel, data] of held.splice(0)) send.call(channel, data)
      },
    })
  })
  type Holding = { heldProposals(): number; sendHeld(): void }
  return {
    held: () => page.evaluate(() => (window as unknown as Holding).heldProposals()),
    send: () => page.evaluate(() => (window as unknown as Holding).sendHeld()),
  }
}

/** Each phone's status, rounds so far and news are the same as the host's; those. */
const sameOnEveryPhone = () => sitSameOnEveryPhone(phones())

describe('Stiche im Team with secret numbers at a table of three phones', () => {
  it('joins two guests to the host’s new climb; each phone takes its player’s seat', async () => {
    const [host, ben, cora] = phones()
    matchId = await newMatch(host.page, /^Stiche im Team/, 'deals', {
      players: PLAYERS,
      options: ['Secret numbers (harder)'],
    })
    await inviteAll(host.page, [ben.page, cora.page], matchId)
    // Each guest has the climb stored: its players, secret numbers, nothing entered yet.
    const setup = async (phone: Phone) =>
      ((await storedValue(phone, `match:${matchId}`)) as { setup?: unknown } | undefined)?.setup
    const hosts = await setup(host)
    expect(hosts).toMatchObject({
      game: 'stiche-im-team',
      players: PLAYERS,
      options: { secretBids: true },
    })
    for (const phone of [ben, cora]) {
      await expect.poll(() => setup(phone)).toEqual(hosts)
      expect(await storedEvents(phone, matchId)).toEqual([])
    }

    await takeSeats(phones(), PLAYERS)
    // Round 1, one card; Anna deals.
    for (const { page } of phones()) {
      expect(await sitStatus(page)).toMatchObject({
        round: expect.stringMatching(/^Round 1 of \d+$/),
        cards: '1 card',
        lives: 'Lives: 3 of 3',
        badges: [`${ANNA} deals`],
      })
    }
  })

  it('asks each guest for their number on their own phone; the dealer’s phone only waits', async () => {
    const [host, ben, cora] = phones()
    // Cora's phone says which suit Anna turned up.
    await sitTrump(cora.page, 'Hearts', 1)
    await allAgree(1)

    // Ben's and Cora's phones each ask their own player, and say who else still chooses.
    for (const [phone, name, other] of [
      [ben, BEN, CORA],
      [cora, CORA, BEN],
    ] as const) {
      const { page } = phone
      const chips = ownChips(page, name)
      await chips.waitFor()
      expect(await chipLabels(page, name)).toEqual(['0', '1'])
      await page.getByText(SIT['sit.ui.keptHere']).waitFor()
      expect(await hideButton(page).isDisabled()).toBe(true)
      expect(await stillChoosing(page).allTextContents()).toEqual([onTheirPhone(other)])
      // Nobody here chooses for a player without a phone: every seat has one.
      expect(await page.getByRole('button', { name: /: enter your number$/ }).count()).toBe(0)
      expect(await page.getByText(SIT['sit.ui.dealerNever']).count()).toBe(0)
    }
    await shot(ben.page, 'numbers-guest')

    // Anna deals: her phone has nothing to choose, and lists both as choosing on their phones.
    await host.page.getByText(SIT['sit.ui.dealerNever']).waitFor()
    expect(await host.page.getByRole('radio').count()).toBe(0)
    expect(await hideButton(host.page).count()).toBe(0)
    expect(await stillChoosing(host.page).allTextContents()).toEqual([
      onTheirPhone(BEN),
      onTheirPhone(CORA),
    ])
    for (const name of [BEN, CORA]) {
      expect(await host.page.getByRole('button', { name: enterYours(name) }).count()).toBe(0)
    }
    await shot(host.page, 'numbers-dealer')
  })

  it('takes two numbers hidden at the same moment on two phones, each without its value', async () => {
    const [host, ben, cora] = phones()
    // Ben takes the one trick, Cora none: Anna, the dealer, must take none.
    await choose(ben.page, BEN, 1)
    await choose(cora.page, CORA, 0)

    // Both tap "Hide my number" at once, while the host's phone is slow to save: neither phone
    // has heard of the other's number when it sends its own.
    const before = (await proposals(host)).length
    const release = await holdSaves(host.page)
    await Promise.all([hideButton(ben.page).click(), hideButton(cora.page).click()])
    await expect.poll(async () => (await proposals(host)).length).toBe(before + 2)
    await release()

    // Both got in: the table's log holds both, hidden, and no phone was told another came first.
    const log = await allAgree(3)
    expect(log[0]).toEqual({ t: 'trump', suit: 'hearts' })
    expect(log.slice(1)).toHaveLength(2)
    expect(log.slice(1)).toEqual(
      expect.arrayContaining([
        { t: 'bid', seat: B, hidden: true },
        { t: 'bid', seat: C, hidden: true },
      ]),
    )
    // Made on the same table, really at once; what went over the wire was the number hidden.
    const made = (await proposals(host)).slice(before)
    expect(made.map((p) => p.base)).toEqual([1, 1])
    expect(made.map((p) => p.op)).toEqual(
      expect.arrayContaining([
        { kind: 'record', event: { t: 'bid', seat: B, hidden: true } },
        { kind: 'record', event: { t: 'bid', seat: C, hidden: true } },
      ]),
    )
    for (const { page } of phones()) {
      await page.getByRole('group', { name: 'How to enter the trick' }).waitFor()
      expect(await refusals(page).count()).toBe(0)
      expect(await page.getByRole('alert').count()).toBe(0)
    }

    // Each phone keeps its own number beside the stand-in the table holds, wherever that went.
    for (const [phone, seat, bid] of [
      [ben, B, 1],
      [cora, C, 0],
    ] as const) {
      const kept = await keptOn(phone)
      expect(kept).toHaveLength(1)
      const [entry] = kept
      expect(entry?.event).toEqual({ t: 'bid', seat, bid, hidden: true })
      expect(entry?.standIn).toEqual({ t: 'bid', seat, hidden: true })
      expect(log[entry?.at ?? -1]).toEqual(entry?.standIn)
    }
    expect(await keptOn(host)).toEqual([])

    // Ben leads; each phone shows its own player's number, the others' hidden.
    for (const { page } of phones()) {
      expect(await sitStatus(page)).toMatchObject({ badges: [`${BEN} leads`, 'Trump: ♥ Hearts'] })
    }
    expect(await sitCounts(host.page)).toEqual([
      [`${ANNA} deals`, HIDDEN, '0', ''],
      [BEN, HIDDEN, '0', ''],
      [CORA, HIDDEN, '0', ''],
    ])
    expect(await sitCounts(ben.page)).toEqual([
      [`${ANNA} deals`, HIDDEN, '0', ''],
      [BEN, '1', '0', '1'],
      [CORA, HIDDEN, '0', ''],
    ])
    expect(await sitCounts(cora.page)).toEqual([
      [`${ANNA} deals`, HIDDEN, '0', ''],
      [BEN, HIDDEN, '0', ''],
      [CORA, '0', '0', '0'],
    ])
    await shot(ben.page, 'play-own')
  })

  it('keeps each number off every other phone: its page, its storage, its data channels', async () => {
    const [host, ben, cora] = phones()
    await onlyOwnNumbers({ [B]: [1], [C]: [0] })
    for (const { page } of phones()) {
      // The dealer's rest would say the sum of the others.
      expect(await page.locator('body').textContent()).not.toContain('must take')
      expect(await sitRounds(page)).toEqual([])
    }
    // Nobody's chips are on any phone any more, and nothing went privately.
    for (const phone of phones()) {
      expect(await phone.page.getByRole('radio').count()).toBe(0)
      const sealed = (await phone.messages()).filter((m) => m.includes('"t":"private"'))
      expect(sealed).toEqual([])
    }
    expect((await countsRow(host.page, B))?.[1]).toBe(HIDDEN)
    expect((await countsRow(cora.page, B))?.[1]).toBe(HIDDEN)
    expect((await countsRow(host.page, C))?.[1]).toBe(HIDDEN)
    expect((await countsRow(ben.page, C))?.[1]).toBe(HIDDEN)
  })

  it('judges the round once the last trick is in and each phone showed the number it keeps', async () => {
    const [host, ben, cora] = phones()
    // Ben's phone is slow to reach the host: Cora's number is shown first, Ben's waits.
    const slow = await holdProposals(ben.page)
    // The host's phone enters the one trick: Ben's.
    await sitTrick(host.page, BEN)

    // Every trick is in: each phone asks for the numbers; Cora's phone shows hers by itself.
    // (Ben's dock may say "Saving…" while his own show is held: the others say entry 5 is in.)
    entries = 5
    const five = await tableAgrees([host, cora], matchId, 5)
    await expect.poll(() => storedEvents(ben, matchId)).toEqual(five)
    expect((await storedEvents(host, matchId))?.slice(3)).toEqual([
      { t: 'trick', winner: B },
      { t: 'show', seat: C, bid: 0 },
    ])
    for (const { page } of phones()) {
      await page.getByRole('heading', { name: SIT['sit.ui.showTitle'] }).waitFor()
    }
    await expect.poll(() => slow.held()).toBe(1)
    // Ben's number is still his phone's alone: his phone shows it from there, the others wait
    // for it (they would hear it from him only if his phone left the table).
    await expect.poll(() => stillHidden(ben.page).allTextContents()).toEqual([showingHere(BEN)])
    for (const { page } of [host, cora]) {
      await expect.poll(() => stillHidden(page).allTextContents()).toEqual([showingThere(BEN)])
    }
    await onlyOwnNumbers({ [B]: [1], [C]: [0] })
    await shot(host.page, 'show')
    await shot(ben.page, 'show-keeps')

    // Ben's phone reaches the host again: his number is shown, and the round judged.
    await slow.send()
    const log = await allAgree(6)
    expect(log.at(-1)).toEqual({ t: 'show', seat: B, bid: 1 })
    const judged = await sameOnEveryPhone()
    expect(judged).toMatchObject({
      status: {
        round: expect.stringMatching(/^Round 2 of \d+$/),
        cards: '2 cards',
        lives: 'Lives: 3 of 3',
        badges: [`${BEN} deals`],
      },
      // Anna took what was left: none.
      rounds: ['1 1 ♥ 0/0 1/1 0/0 ✓3'],
      news: 'Round 1 made! Everybody hit their number.',
    })
    for (const { page } of phones()) {
      expect(await page.getByRole('heading', { name: SIT['sit.ui.showTitle'] }).count()).toBe(0)
      expect(await page.getByRole('alert').count()).toBe(0)
    }
    await shot(cora.page, 'judged')
  })

  it('plays round 2: numbers from the host’s phone and a guest’s, a trick from the dealer’s', async () => {
    const [host, ben, cora] = phones()
    // Ben deals now: his phone waits, Anna's and Cora's ask.
    await sitTrump(ben.page, 'Clubs', entries + 1)
    await allAgree(entries + 1)
    await ben.page.getByText(SIT['sit.ui.dealerNever']).waitFor()
    expect(await stillChoosing(ben.page).allTextContents()).toEqual([
      onTheirPhone(CORA),
      onTheirPhone(ANNA),
    ])
    for (const [{ page }, name] of [
      [host, ANNA],
      [cora, CORA],
    ] as const) {
      expect(await chipLabels(page, name)).toEqual(['0', '1', '2'])
    }
    // Cora one trick, then Anna one: Ben must take none.
    await choose(cora.page, CORA, 1)
    await hideButton(cora.page).click()
    await allAgree(entries + 1)
    await expect.poll(() => stillChoosing(host.page).allTextContents()).toEqual([])
    await choose(host.page, ANNA, 1)
    await hideButton(host.page).click()
    const log = await allAgree(entries + 1)
    expect(log.slice(-2)).toEqual([
      { t: 'bid', seat: C, hidden: true },
      { t: 'bid', seat: A, hidden: true },
    ])
    await onlyOwnNumbers({ [A]: [1], [B]: [1], [C]: [0, 1] })

    // Trick 1 from Ben's phone: Cora's, who leads.
    await sitTrick(ben.page, CORA, entries + 1)
    await allAgree(entries + 1)
    expect(await countsRow(cora.page, C)).toEqual([CORA, '1', '1', '0'])
    expect(await countsRow(host.page, C)).toEqual([CORA, HIDDEN, '1', ''])
  })

  it('still shows a reloaded phone’s own number', async () => {
    const [host, , cora] = phones()
    // Cora's phone reloads mid-round: it keeps her number, and shows it to her.
    await cora.page.reload()
    await saved(cora.page, entries)
    expect(await keptOn(cora)).toHaveLength(2)
    await shot(cora.page, 'reloaded')
    await expect.poll(() => countsRow(cora.page, C)).toEqual([CORA, '1', '1', '0'])
    expect(await countsRow(cora.page, A)).toEqual([ANNA, HIDDEN, '0', ''])
    expect(await countsRow(host.page, C)).toEqual([CORA, HIDDEN, '1', ''])
    // It says it is not at the table now, and how to get back.
    await cora.page.getByText(TABLE['table.bar.away']).waitFor()
    await cora.page.getByRole('link', { name: TABLE['table.bar.rejoin'] }).waitFor()
  })

  it('takes the reloaded phone back at the table: its number shown by itself at the end', async () => {
    const [host, , cora] = phones()
    // The reloaded phone joins the host's next invitation and takes Cora's seat again by itself.
    await host.page.getByRole('link', { name: shell['table.phonesLabel'] }).click()
    await host.page.waitForURL(/#\/table\//)
    await joinGuest(host.page, cora.page, (await joinCode(host.page)) ?? '', matchId)
    await host.page.getByRole('link', { name: TABLE['table.invite.back'] }).click()
    await expect.poll(() => seatSelect(cora.page).inputValue()).toBe(String(C))
    await expect
      .poll(() => seatOptions(host.page))
      .toEqual([
        ANNA,
        format(TABLE['table.seatTaken'], { name: BEN }),
        format(TABLE['table.seatTaken'], { name: CORA }),
      ])
    await expect.poll(() => countsRow(cora.page, C)).toEqual([CORA, '1', '1', '0'])
    expect(await countsRow(cora.page, A)).toEqual([ANNA, HIDDEN, '0', ''])
    expect(await countsRow(host.page, A)).toEqual([ANNA, '1', '0', '1'])
    expect(await countsRow(host.page, C)).toEqual([CORA, HIDDEN, '1', ''])
    await onlyOwnNumbers({ [A]: [1], [B]: [1], [C]: [0, 1] })

    // The last trick, Anna's, from Cora's phone: Anna's and Cora's phones show their numbers.
    await sitTrick(cora.page, ANNA)
    const log = await allAgree(entries + 3)
    expect(log.slice(-3, -2)).toEqual([{ t: 'trick', winner: A }])
    expect(log.slice(-2)).toEqual(
      expect.arrayContaining([
        { t: 'show', seat: A, bid: 1 },
        { t: 'show', seat: C, bid: 1 },
      ]),
    )
    expect(await sameOnEveryPhone()).toMatchObject({
      status: {
        round: expect.stringMatching(/^Round 3 of \d+$/),
        cards: '3 cards',
        lives: 'Lives: 3 of 3',
        badges: [`${CORA} deals`],
      },
      // Ben took what was left: none.
      rounds: ['1 1 ♥ 0/0 1/1 0/0 ✓3', '2 2 ♣ 1/1 0/0 1/1 ✓3'],
      news: 'Round 2 made! Everybody hit their number.',
    })
    for (const { page } of phones()) expect(await page.getByRole('alert').count()).toBe(0)
  })
})
