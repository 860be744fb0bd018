// A table that trusts no phone (#23): the host decides every proposal from the seat of the phone
// that sent it. Each attack found on the table becomes a forged message here, sent raw on a
// guest's channel the way a cheating player's phone would send it, beside an honest guest.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Op } from '../../src/core/change'
import type { Setup } from '../../src/core/game'
import { type Match, newMatch } from '../../src/core/match'
import { rules as lsRules } from '../../src/games/letzter-stich/rules'
import { lsSchemas } from '../../src/games/letzter-stich/rules/schema'
import { rules as sfsRules } from '../../src/games/stich-fuer-stich/rules'
import { sfsSchemas } from '../../src/games/stich-fuer-stich/rules/schema'
import { sfsStrings } from '../../src/games/stich-fuer-stich/strings'
import { rules as sitRules } from '../../src/games/stiche-im-team/rules'
import { sitSchemas } from '../../src/games/stiche-im-team/rules/schema'
import { sitStrings } from '../../src/games/stiche-im-team/strings'
import { addStrings, lang, say } from '../../src/i18n'
import { GuestTable, HELLO_MS, JOIN_WAIT_MS } from '../../src/table/guest'
import type { Refusal } from '../../src/table/guestPhone'
import { HostTable } from '../../src/table/host'
import { PROPOSALS } from '../../src/table/limit'
import { adopt, type Held } from '../../src/table/log'
import { MAX_FROM_GUEST, PROTOCOL } from '../../src/table/messages'
import { type Keys, makeKeys } from '../../src/table/seal'
import type { TableGame } from '../../src/table/side'
import { pair, until } from './wire'
import '../../src/app/tableStrings'

addStrings(sfsStrings)
addStrings(sitStrings)

afterEach(() => {
  lang.value = 'en'
})

/** A reason as a player reads it, in English and in German. */
function says(
  reason: { key: string; params?: Record<string, string | number> },
  en: string,
  de: string,
) {
  lang.value = 'en'
  expect(say(reason)).toBe(en)
  lang.value = 'de'
  expect(say(reason)).toBe(de)
  lang.value = 'en'
}

/** A message as a cheating phone sends it: raw JSON on its channel, answers read back raw. */
function rawPhone(host: HostTable<unknown, unknown>) {
  const [toGuest, toHost, cut] = pair()
  const heard: Record<string, unknown>[] = []
  toHost.onmessage = (text) => heard.push(JSON.parse(text))
  host.addGuest(toGuest)
  let n = 0
  const send = (message: object) => toHost.send(JSON.stringify({ v: PROTOCOL, ...message }))
  /** Proposes `op` on the table as it is; resolves with the host's reason, or null once committed. */
  const propose = async (op: Op, base = host.held.seen): Promise<unknown> => {
    const id = `forged${++n}`
    send({ t: 'propose', proposal: { id, base, op } })
    const answer = () =>
      heard.find(
        (m) =>
          (m.t === 'refused' && m.proposal === id) ||
          (m.t === 'commit' && (m.commit as { proposal?: string }).proposal === id),
      )
    await until(() => answer() !== undefined)
    const got = answer() as { t: string; reason?: unknown }
    return got.t === 'refused' ? got.reason : null
  }
  const seat = (seat: number | null, key: string) => send({ t: 'seat', seat, key })
  return { send, propose, seat, heard, cut }
}

interface Table<S, E> {
  host: HostTable<S, E>
  refused: Refusal[]
  saved: Held<S, E>[]
  keys: Keys
  /** Entries the host holds until their turn (limit.ts): each one's wait, and its decision to run. */
  held: { ms: number; run: () => void }[]
}

async function tableOf<S, E>(
  game: TableGame<S, E>,
  setup: Setup,
  events: E[],
  keptHere: number[] = [],
): Promise<Table<S, E>> {
  const match = { ...(newMatch('m1', setup, 1000) as Match<E>), events }
  const keys = await makeKeys()
  const refused: Refusal[] = []
  const saved: Held<S, E>[] = []
  const held: Table<S, E>['held'] = []
  // The host's clock stands still: no phone's bucket refills during a test (limit.ts).
  const clock = 10_000
  const host = new HostTable(game, adopt(game.rules, match, 0), {
    persist: async (held) => {
      saved.push(held)
    },
    keys,
    keptHere,
    onRefused: (r) => refused.push(r),
    now: () => clock,
    later: (run, ms) => held.push({ run, ms }),
  })
  return { host, refused, saved, keys, held }
}

/** A guest that takes `seat` honestly, and is granted it (a free seat, its first claim). */
async function seatedGuest<S, E>(host: HostTable<S, E>, game: TableGame<S, E>, seat: number) {
  const [toGuest, toHost] = pair()
  const keys = await makeKeys()
  host.addGuest(toGuest)
  const guest = new GuestTable(game, toHost, { persist: async () => {}, keys })
  await until(() => guest.held !== null)
  guest.claim(seat)
  await until(() => host.seats.some((s) => s.seat === seat && s.key === keys.publicKey))
  return { guest, keys }
}

const sfsGame = { rules: sfsRules, schemas: sfsSchemas } as TableGame<unknown, unknown>
const sfsSetup: Setup = {
  game: 'stich-fuer-stich',
  players: ['Anna', 'Ben', 'Cora'],
  options: {},
  firstDealer: 0,
}
const card = (suspect: string, weapon: string, number: number) => ({
  kind: 'card',
  suspect,
  weapon,
  number,
})

/**
 * Stich für Stich: Anna (seat 0) is the confidant and hosts; her phone keeps the secret (the
 * table's log has it hidden). Ben's phone is honest (seat 1), Cora's cheats (seat 2).
 */
const sfsTable = (events: unknown[] = [{ t: 'secret', hidden: true }]) =>
  threePhones(sfsGame, sfsSetup, events, [0])

/** The host at seat 0, Ben's honest phone at seat 1, Cora's raw one at seat 2. */
async function threePhones(
  game: TableGame<unknown, unknown>,
  setup: Setup,
  events: unknown[],
  keptHere: number[] = [],
) {
  const table = await tableOf(game, setup, events, keptHere)
  table.host.claim(0)
  const ben = await seatedGuest(table.host, game, 1)
  const cora = rawPhone(table.host)
  cora.seat(2, (await makeKeys()).publicKey)
  await until(() => table.host.seats.some((s) => s.seat === 2))
  return { ...table, ben, cora }
}

describe('Stich für Stich: a guest proposes only what its seat may', () => {
  it('refuses a forged “solved” for any sleuth: only the confidant’s phone records a guess', async () => {
    const { host, cora, refused } = await sfsTable()
    expect(await cora.propose({ kind: 'record', event: { t: 'trick', winner: 1 } })).toBeNull()
    const before = host.held.match.events.length
    for (const seat of [2, 1]) {
      const forged = { kind: 'record', event: { t: 'guess', seat, solved: true } } as Op
      expect(await cora.propose(forged)).toEqual({ key: 'table.keeperOnly' })
    }
    expect(host.held.match.events).toHaveLength(before)
    // The host keeps a log of what other phones tried.
    expect(refused.map((r) => [r.seat, r.what, r.reason.key])).toEqual([
      [2, 'guess', 'table.keeperOnly'],
      [2, 'guess', 'table.keeperOnly'],
    ])
    // The confidant's phone itself records a guess (as the answer to that sleuth's question).
    expect(
      await host.propose({ kind: 'record', event: { t: 'guess', seat: 1, solved: false } }),
    ).toBeNull()
    says(
      { key: 'table.keeperOnly' },
      'Only the phone that keeps this secret can enter this.',
      'Nur das Handy, das dieses Geheimnis hat, kann das eintragen.',
    )
  })

  it('refuses a secret sent with its value, or set by another phone than the confidant’s', async () => {
    const { host, cora } = await sfsTable([])
    const known = { t: 'secret', culprit: 'mechanic', weapon: 'pillow' }
    expect(await cora.propose({ kind: 'record', event: known })).toEqual({
      key: 'sfs.secretStays',
    })
    expect(await cora.propose({ kind: 'record', event: { t: 'secret', hidden: true } })).toEqual({
      key: 'table.seatOnly',
      params: { seat: 0 },
    })
    // Not even the host's own phone sends a secret's value to the table.
    expect(await host.propose({ kind: 'record', event: known })).toEqual({ key: 'sfs.secretStays' })
    expect(host.held.match.events).toEqual([])
    says(
      { key: 'sfs.secretStays' },
      'A secret stays on the phone it was entered on: it is never sent to the other phones.',
      'Ein Geheimnis bleibt auf dem Handy, auf dem es eingegeben wurde: Es geht nie an die anderen Handys.',
    )
    says(
      { key: 'table.seatOnly', params: { seat: 0, player: 'Anna' } },
      'Only Anna’s phone can enter this.',
      'Nur das Handy von Anna kann das eintragen.',
    )
  })

  it('refuses a forged secret mid-case, and a trick by cards that would switch the secret off', async () => {
    const { host, cora } = await sfsTable()
    const known = { t: 'secret', culprit: 'gardener', weapon: 'knife' }
    expect(await cora.propose({ kind: 'record', event: known })).toEqual({
      key: 'sfs.secretStays',
    })
    const played = [
      card('gardener', 'knife', 3),
      card('mechanic', 'pillow', 9),
      card('hairdresser', 'ax', 12),
    ]
    expect(
      await cora.propose({ kind: 'record', event: { t: 'trick', winner: 2, played } }),
    ).toEqual({ key: 'sfs.cardsStay' })
    expect(host.held.match.events).toEqual([{ t: 'secret', hidden: true }])
    expect(say({ key: 'sfs.cardsStay' })).toBe(
      'At a table, the cards of a trick are judged on the confidant’s phone: only the winner is sent.',
    )
  })

  it('refuses to use up another sleuth’s search: no guess for them, no paper search over them', async () => {
    const { host, cora } = await sfsTable()
    expect(await cora.propose({ kind: 'record', event: { t: 'trick', winner: 0 } })).toBeNull()
    const guess = { kind: 'record', event: { t: 'guess', seat: 1, solved: false } } as Op
    expect(await cora.propose(guess)).toEqual({ key: 'table.keeperOnly' })
    // A paper search would close the search for Ben, who searches on his own phone.
    const paper = { kind: 'record', event: { t: 'search', solved: [] } } as Op
    expect(await cora.propose(paper)).toEqual({
      key: 'sfs.searchOnPhone',
      params: { seat: 1 },
    })
    expect(await host.propose(paper)).toEqual({ key: 'sfs.searchOnPhone', params: { seat: 1 } })
    expect(host.held.state).toMatchObject({ phase: 'search' })
    says(
      { key: 'sfs.searchOnPhone', params: { seat: 1, player: 'Ben' } },
      'Ben searches on their own phone first.',
      'Ben sucht zuerst auf dem eigenen Handy.',
    )
  })

  it('takes a shared entry from any phone: a trick by its winner', async () => {
    const { host, ben, cora } = await sfsTable()
    expect(await cora.propose({ kind: 'record', event: { t: 'trick', winner: 2 } })).toBeNull()
    expect(await ben.guest.propose({ kind: 'undo' })).toBeNull()
    expect(host.held.match.events).toHaveLength(1)
  })
})

const sitGame = { rules: sitRules, schemas: sitSchemas } as TableGame<unknown, unknown>
const sitSetup: Setup = {
  game: 'stiche-im-team',
  players: ['Anna', 'Ben', 'Cora'],
  options: { secretBids: true },
  firstDealer: 0,
}

describe('Stiche im Team: a number only from the phone that holds it', () => {
  const sitTable = () => threePhones(sitGame, sitSetup, [{ t: 'trump', suit: 'hearts' }])
  const hidden = (seat: number) =>
    ({ kind: 'record', event: { t: 'bid', seat, hidden: true } }) as Op

  it('refuses a hidden number for another phone’s seat, and any number with its value', async () => {
    const { host, cora } = await sitTable()
    expect(await cora.propose(hidden(1))).toEqual({ key: 'table.seatOnly', params: { seat: 1 } })
    const valued = { kind: 'record', event: { t: 'bid', seat: 2, bid: 1, hidden: true } } as Op
    expect(await cora.propose(valued)).toEqual({ key: 'sit.numberStays', params: { seat: 2 } })
    const open = { kind: 'record', event: { t: 'bid', seat: 1, bid: 0 } } as Op
    expect(await cora.propose(open)).toEqual({ key: 'sit.numberStays', params: { seat: 1 } })
    expect(host.held.match.events).toHaveLength(1)
    // Its own number it hides as anyone does.
    expect(await cora.propose(hidden(2))).toBeNull()
    says(
      { key: 'sit.numberStays', params: { seat: 1, player: 'Ben' } },
      'Ben’s secret number stays on the phone it was chosen on: it is never sent to the other phones.',
      'Die geheime Zahl von Ben bleibt auf dem Handy, auf dem sie gewählt wurde: Sie geht nie an die anderen Handys.',
    )
  })

  it('refuses a forged shown number: only the phone that hid it shows it', async () => {
    const { host, ben, cora } = await sitTable()
    expect(await ben.guest.propose(hidden(1))).toBeNull()
    expect(await cora.propose(hidden(2))).toBeNull()
    // Round 1 has one card: the trick, then the numbers wait to be shown.
    expect(await cora.propose({ kind: 'record', event: { t: 'trick', winner: 1 } })).toBeNull()
    expect(host.held.state).toMatchObject({ phase: 'show' })
    const forged = { kind: 'record', event: { t: 'show', seat: 1, bid: 0 } } as Op
    expect(await cora.propose(forged)).toEqual({ key: 'table.keeperOnly' })
    expect(
      await ben.guest.propose({ kind: 'record', event: { t: 'show', seat: 1, bid: 1 } }),
    ).toBeNull()
  })

  it('lets any phone enter a number whose phone left (said aloud at the table)', async () => {
    const { host, ben, cora } = await sitTable()
    expect(await ben.guest.propose(hidden(1))).toBeNull()
    expect(await cora.propose(hidden(2))).toBeNull()
    expect(await cora.propose({ kind: 'record', event: { t: 'trick', winner: 1 } })).toBeNull()
    ben.guest.channel.close()
    await until(() => host.phones.length === 1)
    expect(await cora.propose({ kind: 'record', event: { t: 'show', seat: 1, bid: 1 } })).toBeNull()
  })
})

const lsGame = { rules: lsRules, schemas: lsSchemas } as TableGame<unknown, unknown>
const lsSetup: Setup = {
  game: 'letzter-stich',
  players: ['Anna', 'Ben', 'Cora'],
  options: {},
  firstDealer: 0,
}
const hand = { t: 'quick', lastTrick: 0, sweep: false }

describe('no proposal removes entries it did not name', () => {
  it('refuses a splice over the whole log, in every game', async () => {
    for (const [game, setup, events] of [
      [lsGame, lsSetup, [hand, hand]],
      [
        sfsGame,
        sfsSetup,
        [
          { t: 'secret', hidden: true },
          { t: 'trick', winner: 1 },
        ],
      ],
      [sitGame, sitSetup, [{ t: 'trump', suit: 'hearts' }]],
    ] as const) {
      const { host, refused } = await tableOf(game, setup, [...events] as unknown[])
      const cora = rawPhone(host)
      const wipe = { kind: 'splice', start: 0, deleteCount: events.length, events: [] } as Op
      expect(await cora.propose(wipe)).toEqual({ key: 'table.oneStep' })
      expect(host.held.match.events).toHaveLength(events.length)
      expect(refused.at(-1)?.what).toBe('correction')
    }
    says(
      { key: 'table.oneStep' },
      'At a table a correction replaces one earlier step with one, and removes nothing else.',
      'Am Tisch ersetzt eine Korrektur einen früheren Schritt durch einen und entfernt sonst nichts.',
    )
  })

  it('takes a correction of one earlier hand for one hand, from any phone', async () => {
    const { host } = await tableOf(lsGame, lsSetup, [hand, hand] as unknown[])
    const cora = rawPhone(host)
    const fixed = { t: 'quick', lastTrick: 1, sweep: false }
    const one = { kind: 'splice', start: 0, deleteCount: 1, events: [fixed] } as Op
    expect(await cora.propose(one)).toBeNull()
    expect(host.held.match.events).toEqual([fixed, hand])
    // One hand for two, or a hand that is not one of the log's steps: refused.
    const two = { kind: 'splice', start: 0, deleteCount: 2, events: [fixed] } as Op
    expect(await cora.propose(two)).toEqual({ key: 'table.oneStep' })
  })
})

describe('one phone cannot lock the others out', () => {
  it('slows a phone proposing undo and redo every few ms; the others’ entries still go in', async () => {
    const { host, refused, held } = await tableOf(lsGame, lsSetup, [hand] as unknown[])
    const cora = rawPhone(host)
    const [toGuest, toHost] = pair()
    host.addGuest(toGuest)
    const ben = new GuestTable(lsGame, toHost, { persist: async () => {} })
    await until(() => ben.held !== null)
    // A burst far faster than any player taps.
    for (let i = 0; i < 40; i++) {
      cora.send({
        t: 'propose',
        proposal: { id: `spam${i}`, base: 0, op: { kind: i % 2 ? 'redo' : 'undo' } },
      })
    }
    // The burst's own proposals are decided (and some refused) in their turn, among the others'
    // refusals: wait for the slowed ones themselves, every one past the burst.
    const slowed = () =>
      cora.heard.filter(
        (m) => m.t === 'refused' && (m.reason as { key: string }).key === 'table.tooFast',
      )
    // Past the burst, a few wait for their turn, a second apart; the rest are refused.
    const hold = PROPOSALS.hold ?? 0
    expect(hold).toBeGreaterThan(0)
    await until(() => slowed().length >= 40 - PROPOSALS.burst - hold)
    expect(slowed()).toHaveLength(40 - PROPOSALS.burst - hold)
    expect(refused.some((r) => r.reason.key === 'table.tooFast')).toBe(true)
    expect(held.map((h) => h.ms)).toEqual([1, 2, 3, 4].map((s) => s * PROPOSALS.every))
    // Each held one is decided in its turn, and answered: every proposal of the burst is.
    for (const { run } of held) run()
    const answered = () =>
      new Set(
        cora.heard.flatMap((m) =>
          m.t === 'refused'
            ? [m.proposal]
            : m.t === 'commit'
              ? [(m.commit as { proposal: string }).proposal]
              : [],
        ),
      )
    await until(() => answered().size === 40)
    // Ben's entries go in, each one.
    for (let i = 0; i < 6; i++) {
      expect(await ben.propose({ kind: 'record', event: { t: 'trick', winner: i % 3 } })).toBeNull()
    }
    says(
      { key: 'table.tooFast' },
      'This phone sent too many entries at once. Wait a moment, then enter again.',
      'Dieses Handy hat zu viele Einträge auf einmal geschickt. Wartet einen Moment und tragt dann neu ein.',
    )
  })

  it('stops listening to a phone that floods it with messages, and logs it once', async () => {
    const { host, refused } = await tableOf(lsGame, lsSetup, [] as unknown[])
    const cora = rawPhone(host)
    for (let i = 0; i < 500; i++) cora.send({ t: 'hello', phone: `x${i}` })
    await until(() => refused.length > 0)
    await new Promise((r) => setTimeout(r, 20))
    expect(refused.filter((r) => r.what === 'messages')).toHaveLength(1)
    // Its hellos were answered at most once a second: one table, not 500.
    await until(() => cora.heard.some((m) => m.t === 'table'))
    expect(cora.heard.filter((m) => m.t === 'table')).toHaveLength(1)
  })
})

describe('seats bound to phones', () => {
  it('does not let a guest take the host’s seat with its own key; the host’s player decides', async () => {
    const { host, cora } = await sfsTable()
    const stolen = (await makeKeys()).publicKey
    const other = rawPhone(host)
    other.seat(0, stolen)
    await until(() => other.heard.some((m) => m.t === 'seatWait'))
    expect(host.seats.find((s) => s.seat === 0)?.key).not.toBe(stolen)
    expect(host.requests).toMatchObject([{ seat: 0, from: null, holder: 'host' }])
    host.deny(host.requests[0]?.phone as string)
    await until(() => other.heard.some((m) => m.t === 'seatRefused'))
    expect(other.heard.find((m) => m.t === 'seatRefused')).toMatchObject({
      seat: 0,
      reason: { key: 'table.seatDenied', params: { seat: 0 } },
    })
    // A second seat for a phone that has one waits too: Cora cannot move to Ben's.
    cora.seat(1, stolen)
    await until(() => cora.heard.some((m) => m.t === 'seatRefused'))
    expect(cora.heard.find((m) => m.t === 'seatRefused')).toMatchObject({
      reason: { key: 'table.keyChanged' },
    })
    expect(host.seats.map((s) => s.seat)).toEqual([0, 1, 2])
    expect(say({ key: 'table.seatDenied', params: { seat: 0, player: 'Anna' } })).toBe(
      'The host’s phone did not let this phone play Anna.',
    )
  })

  it('gives a held seat to another phone only once the host’s player agrees', async () => {
    const { host, ben } = await sfsTable()
    const newBen = rawPhone(host)
    const key = (await makeKeys()).publicKey
    newBen.seat(1, key)
    await until(() => host.requests.length === 1)
    expect(host.seats.find((s) => s.seat === 1)?.key).toBe(ben.keys.publicKey)
    host.approve(host.requests[0]?.phone as string)
    await until(() => host.seats.find((s) => s.seat === 1)?.key === key)
    await until(() => ben.guest.seats.find((s) => s.seat === 1)?.key === key)
  })

  it('refuses a key that is not a P-256 public key, so no phone fails on it', async () => {
    const { host, ben, refused } = await sfsTable()
    const bad = rawPhone(host)
    // The right length and alphabet, but no point on the curve.
    bad.seat(2, 'A'.repeat(87))
    await until(() => bad.heard.some((m) => m.t === 'seatRefused'))
    expect(bad.heard.find((m) => m.t === 'seatRefused')).toMatchObject({
      reason: { key: 'table.badKey' },
    })
    expect(refused.at(-1)).toMatchObject({ what: 'seat', reason: { key: 'table.badKey' } })
    // Ben's phone still seals to every seat at the table without an error.
    expect(await ben.guest.sendPrivate(0, 'hello')).toBeNull()
    expect(say({ key: 'table.badKey' })).toBe(
      'A phone’s key for private messages is not valid. That phone must join again.',
    )
  })

  it('passes a private message on from the seat its phone holds, whatever it claims', async () => {
    const heard: [number, string][] = []
    const table = await tableOf(sfsGame, sfsSetup, [])
    const anna = table.host
    // A fresh host whose onPrivate we hear: rebuilt with the same keys.
    const host = new HostTable(sfsGame, anna.held, {
      persist: async () => {},
      keys: table.keys,
      onPrivate: (from, text) => heard.push([from, text]),
    })
    host.claim(0)
    const ben = await seatedGuest(host, sfsGame, 1)
    const cora = rawPhone(host)
    cora.seat(2, (await makeKeys()).publicKey)
    await until(() => host.seats.length === 3)
    expect(await ben.guest.sendPrivate(0, 'gardener, knife?')).toBeNull()
    await until(() => heard.length === 1)
    expect(heard).toEqual([[1, 'gardener, knife?']])
    // Cora replays Ben's sealed message as if from seat 1: the host says it came from seat 2,
    // its route no longer matches the seal, and Anna's phone hears nothing.
    const sealed = { from: 1, to: 0, iv: 'AAAAAAAAAAAAAAAA', data: 'AAAA' }
    cora.send({ t: 'private', ...sealed })
    cora.send({
      t: 'private',
      from: 1,
      to: 0,
      iv: 'AAAAAAAAAAAAAAAA',
      data: 'AAAAAAAAAAAAAAAAAAAAAAAA',
    })
    await new Promise((r) => setTimeout(r, 50))
    expect(heard).toHaveLength(1)
  })
})

describe('joining', () => {
  it('says hello again until the table arrives: a first hello lost still joins', async () => {
    const { host } = await tableOf(lsGame, lsSetup, [hand] as unknown[])
    const [toGuest, toHost] = pair()
    host.addGuest(toGuest)
    // The connection loses the guest's first message.
    const deliver = toGuest.onmessage
    let dropped = 0
    toGuest.onmessage = (text) => {
      if (dropped++ === 0) return
      deliver?.(text)
    }
    const guest = new GuestTable(lsGame, toHost, { persist: async () => {} })
    await until(() => guest.held !== null)
    expect(dropped).toBeGreaterThanOrEqual(2)
    expect(guest.held?.match.events).toEqual([hand])
  })

  it('answers one hello said again once, and says after a while that the table has not come', async () => {
    const { host } = await tableOf(lsGame, lsSetup, [hand] as unknown[])
    const cora = rawPhone(host)
    for (let i = 0; i < 3; i++) cora.send({ t: 'hello', phone: 'same-request' })
    await until(() => cora.heard.some((m) => m.t === 'table'))
    await new Promise((r) => setTimeout(r, 30))
    expect(cora.heard.filter((m) => m.t === 'table')).toHaveLength(1)

    vi.useFakeTimers()
    try {
      const [, toHost] = pair()
      let hellos = 0
      const sent = toHost.send
      toHost.send = (text) => {
        if (JSON.parse(text).t === 'hello') hellos++
        sent(text)
      }
      let slow = false
      new GuestTable(lsGame, toHost, { persist: async () => {}, onSlow: () => (slow = true) })
      vi.advanceTimersByTime(JOIN_WAIT_MS - 1)
      expect(slow).toBe(false)
      vi.advanceTimersByTime(1)
      expect(slow).toBe(true)
      expect(hellos).toBe(1 + Math.floor((JOIN_WAIT_MS - 1) / HELLO_MS))
    } finally {
      vi.useRealTimers()
    }
    expect(say({ key: 'table.join.slow' })).toMatch(/^The host’s phone has not sent the table yet/)
    lang.value = 'de'
    expect(say({ key: 'table.join.slow' })).toMatch(/^Das Handy des Gastgebers hat den Tisch/)
  })

  it('refuses a table whose names carry a bidi override, as an import does', async () => {
    const [toGuest, toHost] = pair()
    const bad: string[] = []
    const guest = new GuestTable(lsGame, toHost, {
      persist: async () => {},
      onBadMessage: (r) => bad.push(r.key),
    })
    const players = ['Anna', 'Ben\u202Egnp.exe', 'Cora']
    const match = newMatch('m1', { ...lsSetup, players }, 1000)
    toGuest.send(JSON.stringify({ t: 'table', v: PROTOCOL, match, seen: 0 }))
    await until(() => bad.length > 0)
    expect(bad).toEqual(['table.notAMessage'])
    expect(guest.held).toBeNull()
  })

  it('refuses a guest’s message far longer than any a phone needs, unread', async () => {
    const { host } = await tableOf(lsGame, lsSetup, [hand] as unknown[])
    const bad: string[] = []
    const listening = new HostTable(lsGame, host.held, {
      persist: async () => {},
      onBadMessage: (r) => bad.push(r.key),
    })
    const cora = rawPhone(listening)
    const huge = { t: 'trick', winner: 1, pad: 'x'.repeat(MAX_FROM_GUEST) }
    cora.send({
      t: 'propose',
      proposal: { id: 'big', base: 1, op: { kind: 'record', event: huge } },
    })
    await until(() => bad.length === 1)
    expect(bad).toEqual(['table.tooLong'])
    expect(listening.held.match.events).toEqual([hand])
  })
})
