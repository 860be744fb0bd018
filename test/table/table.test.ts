// A table of phones at work (#16), over in-memory channels that deliver in order, a little
// later, like a data channel: joining, entries from several phones at once, refusals on the phone
// that made them, every phone saving what it applies, the host leaving and a guest carrying on,
// and the old host joining again.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Op } from '../../src/core/change'
import type { Setup } from '../../src/core/game'
import { type Match, newMatch } from '../../src/core/match'
import { type LsEvent, type LsState, rules } from '../../src/games/letzter-stich/rules'
import { lsSchemas } from '../../src/games/letzter-stich/rules/schema'
import { lang, say } from '../../src/i18n'
import { GuestTable } from '../../src/table/guest'
import { HostTable, MAX_GUESTS } from '../../src/table/host'
import { adopt, decide, type Held } from '../../src/table/log'
import { PROTOCOL } from '../../src/table/messages'
import { makeKeys } from '../../src/table/seal'
import { ANSWER_MS, type TableGame } from '../../src/table/side'
import { pair, until } from './wire'
import '../../src/app/tableStrings'

const game: TableGame<LsState, LsEvent> = { rules, schemas: lsSchemas }
const setup: Setup = {
  game: 'letzter-stich',
  players: ['Anna', 'Ben', 'Cora'],
  options: {},
  firstDealer: 0,
}
const trick = (winner: number): Op<LsEvent> => ({ kind: 'record', event: { t: 'trick', winner } })

/** A phone's storage: every copy it saved, the last one first to read. */
function store() {
  const saved: Held<LsState, LsEvent>[] = []
  const persist = async (held: Held<LsState, LsEvent>) => {
    saved.push(held)
  }
  return { saved, persist, last: () => saved.at(-1) }
}

function hostWith(events: LsEvent[] = []) {
  const match = { ...(newMatch('t1', setup, 1000) as Match<LsEvent>), events }
  const disk = store()
  const host = new HostTable(game, adopt(rules, match, 0), {
    persist: disk.persist,
    now: () => 5000,
  })
  return { host, disk }
}

/** A phone joining `host`: with its own copy (a rejoin), and how it answers losing entries. */
function join(
  host: HostTable<LsState, LsEvent>,
  held?: Held<LsState, LsEvent>,
  confirmLoss?: (lost: number) => Promise<boolean>,
) {
  const [toGuest, toHost, cut] = pair()
  const disk = store()
  let left = false
  host.addGuest(toGuest)
  const guest = new GuestTable(game, toHost, {
    persist: disk.persist,
    onLeft: () => (left = true),
    held,
    confirmLoss,
  })
  return { guest, disk, cut, left: () => left }
}

afterEach(() => {
  lang.value = 'en'
  vi.useRealTimers()
})

describe('a table of phones', () => {
  it('gives a joining phone the whole table, and saves it there', async () => {
    const { host } = hostWith([{ t: 'trick', winner: 1 }])
    const a = join(host)
    await until(() => a.guest.held !== null)
    expect(a.guest.held?.match).toEqual(host.held.match)
    expect(a.disk.last()?.match.events).toHaveLength(1)
    expect(host.guests).toBe(1)
  })

  it('commits a guest’s entry, saved on the host first and then on every phone', async () => {
    const { host, disk } = hostWith()
    const [a, b] = [join(host), join(host)]
    await until(() => a.guest.held !== null && b.guest.held !== null)
    expect(await a.guest.propose(trick(2))).toBeNull()
    expect(disk.last()?.match.events).toEqual([{ t: 'trick', winner: 2 }])
    // When the proposing phone hears back, it has applied and saved the entry itself.
    expect(a.disk.last()?.seen).toBe(1)
    await until(() => b.guest.held?.seen === 1)
    expect(b.disk.last()?.match).toEqual(host.held.match)
  })

  it('ends two entries of the same trick made at once with one, and tells the later phone why', async () => {
    const { host } = hostWith()
    const [a, b] = [join(host), join(host)]
    await until(() => a.guest.held !== null && b.guest.held !== null)
    const [first, second] = await Promise.all([
      a.guest.propose(trick(1)),
      b.guest.propose(trick(2)),
    ])
    expect(first).toBeNull()
    expect(second).toEqual({ key: 'table.someoneFirst' })
    expect(host.held.match.events).toEqual([{ t: 'trick', winner: 1 }])
    await until(() => b.guest.held?.seen === 1)
    expect(b.guest.held?.match).toEqual(host.held.match)
    expect(say(second as { key: string })).toBe(
      'Another phone entered first. Check the table and enter again.',
    )
  })

  it('refuses what the rules refuse, on the phone that entered it', async () => {
    const { host } = hostWith()
    const a = join(host)
    await until(() => a.guest.held !== null)
    // Seat 3 at a table of three: a Letzter Stich entry in shape, refused by the rules.
    const refused = await a.guest.propose(trick(3))
    expect(refused).toEqual({ key: 'cards.noSuchSeat' })
    // Seat 5: not even an entry of the game; the host still answers the phone that sent it.
    expect(await a.guest.propose(trick(5))).toEqual({ key: 'table.notAMessage' })
    expect(host.held.seen).toBe(0)
  })

  it('takes the host’s own entries the same way, and a guest’s undo', async () => {
    const { host } = hostWith()
    const a = join(host)
    await until(() => a.guest.held !== null)
    expect(await host.propose(trick(1))).toBeNull()
    await until(() => a.guest.held?.seen === 1)
    expect(await a.guest.propose({ kind: 'undo' })).toBeNull()
    expect(host.held.match.events).toEqual([])
    expect(host.held.match.redo).toEqual([{ t: 'trick', winner: 1 }])
  })

  it('commits nothing the host could not save, and says so', async () => {
    const match = newMatch('t1', setup, 1000) as Match<LsEvent>
    const host = new HostTable(game, adopt(rules, match, 0), {
      persist: async () => {
        throw new Error('disk full')
      },
    })
    expect(await host.propose(trick(1))).toEqual({ key: 'storage.writeFailed' })
    expect(host.held.seen).toBe(0)
  })

  it('lets a guest carry on alone when the host leaves, and the old host join it again', async () => {
    const { host } = hostWith()
    const a = join(host)
    await until(() => a.guest.held !== null)
    expect(await a.guest.propose(trick(1))).toBeNull()

    // An entry under way when the host's phone goes: it says it was not taken.
    const underway = a.guest.propose(trick(2))
    a.cut()
    expect(await underway).toEqual({ key: 'table.hostLeft' })
    await until(() => a.left())
    expect(await a.guest.propose(trick(2))).toEqual({ key: 'table.hostLeft' })
    expect(say({ key: 'table.hostLeft' })).toBe(
      'The host’s phone left the table, so this entry was not taken. Carry on on this phone, or join again.',
    )
    lang.value = 'de'
    expect(say({ key: 'table.hostLeft' })).toBe(
      'Das Handy des Gastgebers hat den Tisch verlassen, dieser Eintrag wurde nicht übernommen. Spielt auf diesem Handy weiter oder tretet neu bei.',
    )

    // The guest's phone hosts from its own copy, and plays on.
    const carried = a.guest.held as Held<LsState, LsEvent>
    const disk = store()
    const newHost = new HostTable(game, carried, { persist: disk.persist, now: () => 9000 })
    expect(await newHost.propose(trick(2))).toBeNull()
    expect(newHost.held.seen).toBe(2)

    // The old host joins it and takes its table.
    const back = join(newHost, host.held)
    // Its copy may hold the entry that was under way (it reached the host before it left).
    await until(() => back.disk.saved.length > 0)
    expect(back.guest.held?.match).toEqual(newHost.held.match)
  })

  it('asks for the whole table again when it missed a commit', async () => {
    const { host } = hostWith()
    const a = join(host)
    await until(() => a.guest.held !== null)
    // A commit that never arrived: the host moved on by two while this phone saw nothing.
    const [toGuest, toHost] = pair()
    const lonely = new GuestTable(game, toHost, { persist: store().persist })
    let hellos = 0
    toGuest.onmessage = (text) => {
      if (JSON.parse(text).t === 'hello') hellos++
    }
    await until(() => hellos === 1)
    toGuest.send(
      JSON.stringify({ t: 'table', v: PROTOCOL, match: newMatch('t1', setup, 1000), seen: 0 }),
    )
    await until(() => lonely.held !== null)
    toGuest.send(
      JSON.stringify({ t: 'commit', v: PROTOCOL, commit: { n: 2, op: trick(1), at: 2000 } }),
    )
    await until(() => hellos === 2)
    expect(lonely.held?.seen).toBe(0)
  })

  it('ignores a message it cannot read, and says why', async () => {
    const [toGuest, toHost] = pair()
    const bad: string[] = []
    new GuestTable(game, toHost, {
      persist: store().persist,
      onBadMessage: (r) => bad.push(r.key),
    })
    toGuest.send('{"t":"commit"')
    await until(() => bad.length === 1)
    expect(bad).toEqual(['table.notAMessage'])
  })

  it('says an entry cannot go before the table arrived', async () => {
    const [, toHost] = pair()
    const early = new GuestTable(game, toHost, { persist: store().persist })
    const refused = await early.propose(trick(1))
    expect(refused).toEqual({ key: 'table.notJoined' })
    expect(say(refused as { key: string })).toBe('This phone has not joined the table yet.')
    lang.value = 'de'
    expect(say(refused as { key: string })).toBe(
      'Dieses Handy ist dem Tisch noch nicht beigetreten.',
    )
  })

  it('gives up on an entry the host never answers, and says so', async () => {
    vi.useFakeTimers()
    const [, toHost] = pair()
    const copy = adopt(rules, newMatch('t1', setup, 1000) as Match<LsEvent>, 0)
    const waiting = new GuestTable(game, toHost, { persist: store().persist, held: copy })
    const answer = waiting.propose(trick(1))
    await vi.advanceTimersByTimeAsync(ANSWER_MS)
    const refused = await answer
    expect(refused).toEqual({ key: 'table.noAnswer' })
    expect(say(refused as { key: string })).toBe(
      'The host’s phone did not answer, so this entry was not taken. Check the table and enter again.',
    )
    lang.value = 'de'
    expect(say(refused as { key: string })).toBe(
      'Das Handy des Gastgebers hat nicht geantwortet, dieser Eintrag wurde nicht übernommen. Prüft den Tisch und tragt neu ein.',
    )
  })

  it('asks before a rejoining phone drops entries only it has, and keeps them if told to', async () => {
    const { host } = hostWith()
    // This phone went on alone: two entries the host never saw.
    const mine = adopt(rules, newMatch('t1', setup, 1000) as Match<LsEvent>, 0)
    const own = decideAll(mine, [trick(2), trick(2)])
    expect(await host.propose(trick(1))).toBeNull()

    for (const answer of [false, true]) {
      const asked: number[] = []
      const { guest, disk, left } = join(host, own, async (lost) => {
        asked.push(lost)
        return answer
      })
      await until(() => asked.length === 1)
      expect(asked).toEqual([2])
      if (answer) {
        await until(() => guest.held?.seen === host.held.seen)
        expect(guest.held?.match).toEqual(host.held.match)
      } else {
        await until(left)
        expect(guest.held).toBe(own)
        expect(disk.saved).toEqual([])
      }
    }
  })

  it('lets a phone that joined by code find the game from the host’s table', async () => {
    const { host } = hostWith([{ t: 'trick', winner: 1 }])
    const [toGuest, toHost] = pair()
    host.addGuest(toGuest)
    const asked: string[] = []
    const guest = new GuestTable<LsState, LsEvent>(
      async (id) => {
        asked.push(id)
        return game
      },
      toHost,
      { persist: store().persist },
    )
    expect(guest.game).toBeNull()
    await until(() => guest.held !== null)
    expect(asked).toEqual(['letzter-stich'])
    expect(guest.game).toBe(game)
    expect(await guest.propose(trick(0))).toBeNull()
    expect(host.held.match.events).toHaveLength(2)
  })

  it('asks before a phone joining from its list drops entries only its stored copy has', async () => {
    const { host } = hostWith([{ t: 'trick', winner: 1 }])
    const mine = decideAll(adopt(rules, host.held.match, 0), [trick(2)]).match
    const [toGuest, toHost] = pair()
    host.addGuest(toGuest)
    const asked: number[] = []
    const disk = store()
    const guest = new GuestTable(game, toHost, {
      persist: disk.persist,
      stored: async (id) => (id === mine.id ? mine : undefined),
      confirmLoss: async (lost) => {
        asked.push(lost)
        return false
      },
    })
    await until(() => asked.length === 1)
    expect(asked).toEqual([1])
    expect(guest.held).toBeNull()
    expect(disk.saved).toEqual([])
  })

  it('closes the table for every guest when the host closes it; they carry on alone', async () => {
    const { host } = hostWith()
    const [a, b] = [join(host), join(host)]
    await until(() => a.guest.held !== null && b.guest.held !== null)
    host.close()
    await until(() => a.left() && b.left())
    expect(host.guests).toBe(0)
    expect(await a.guest.propose(trick(1))).toEqual({ key: 'table.hostLeft' })
  })

  it('seats six phones at most, and tells a seventh why it was turned away', async () => {
    const { host } = hostWith()
    const joined = Array.from({ length: MAX_GUESTS }, () => join(host))
    await until(() => joined.every((p) => p.guest.held !== null))
    const seventh = join(host)
    await until(() => seventh.left())
    expect(seventh.guest.turnedAway).toEqual({ key: 'table.full' })
    expect(seventh.guest.held).toBeNull()
    expect(await seventh.guest.propose(trick(1))).toEqual({ key: 'table.full' })
    expect(host.guests).toBe(MAX_GUESTS)
    expect(say({ key: 'table.full' })).toBe('This table is full: six phones are joined already.')
    lang.value = 'de'
    expect(say({ key: 'table.full' })).toBe(
      'Dieser Tisch ist voll: Es sind schon sechs Handys verbunden.',
    )
  })
})

describe('seats and private messages at a table', () => {
  /** The host and two guests, each with its keys, each hearing private messages and seats. */
  async function seated() {
    const keys = await Promise.all([makeKeys(), makeKeys(), makeKeys()])
    const heard: [number, string][][] = [[], [], []]
    const rosters: number[][] = [[], [], []]
    const hooks = (i: number) => ({
      keys: keys[i],
      onPrivate: (from: number, text: string) => heard[i]?.push([from, text]),
      onSeats: (seats: { seat: number }[]) => (rosters[i] = seats.map((s) => s.seat)),
    })
    const match = newMatch('t1', setup, 1000) as Match<LsEvent>
    const host = new HostTable(game, adopt(rules, match, 0), {
      persist: async () => {},
      ...hooks(0),
    })
    const wire: string[] = []
    const guests = [1, 2].map((i) => {
      const [toGuest, toHost] = pair()
      const sent = toGuest.send
      // Everything the host's phone sends this guest, as it went over the wire.
      toGuest.send = (text) => {
        wire.push(text)
        sent(text)
      }
      host.addGuest(toGuest)
      return new GuestTable(game, toHost, { persist: async () => {}, ...hooks(i) })
    })
    await until(() => guests.every((g) => g.held !== null))
    return {
      host,
      guests: guests as [GuestTable<LsState, LsEvent>, GuestTable<LsState, LsEvent>],
      heard,
      rosters,
      wire,
    }
  }

  it('tells every phone which seats are at a phone; a phone that leaves frees its seat', async () => {
    const { host, guests, rosters } = await seated()
    host.claim(0)
    guests[0].claim(1)
    guests[1].claim(2)
    await until(() => rosters.every((r) => r.length === 3))
    expect(rosters[2]).toEqual([0, 1, 2])
    // The host's player sees each guest's phone by its seat, and that it answers (#25).
    expect(host.phones.map(({ seat, reachable }) => ({ seat, reachable }))).toEqual([
      { seat: 1, reachable: true },
      { seat: 2, reachable: true },
    ])
    // A seat held by another phone is the host's player's to give: it waits until they agree.
    guests[1].claim(1)
    await until(() => host.requests.length === 1)
    expect(rosters[0]?.join()).toBe('0,1,2')
    host.approve(host.requests[0]?.phone as string)
    await until(() => rosters[0]?.join() === '0,1')
    guests[0].channel.close()
    await until(() => rosters[2]?.join() === '0,1')
    // A phone that left is no longer listed; the one that stays holds seat 1 now.
    expect(host.phones.map((p) => p.seat)).toEqual([1])
  })

  it('passes a private message on through the host, which cannot read it', async () => {
    const { host, guests, heard, wire } = await seated()
    host.claim(0)
    guests[0].claim(1)
    guests[1].claim(2)
    await until(() => guests[0].seats.length === 3)
    expect(await guests[0].sendPrivate(2, 'gardener with the spade?')).toBeNull()
    await until(() => heard[2]?.length === 1)
    expect(heard[2]).toEqual([[1, 'gardener with the spade?']])
    expect(heard[0]).toEqual([])
    expect(wire.join()).not.toContain('gardener')
    // The host's own seat talks to a guest and hears back.
    expect(await host.sendPrivate(1, 'solved')).toBeNull()
    await until(() => heard[1]?.length === 1)
    expect(await guests[0].sendPrivate(0, 'thanks')).toBeNull()
    await until(() => heard[0]?.length === 1)
    expect(heard[0]).toEqual([[1, 'thanks']])
  })

  it('says why a private message cannot go: no seat here, nobody at that seat', async () => {
    const { guests } = await seated()
    expect(await guests[0].sendPrivate(2, 'x')).toEqual({ key: 'table.noSeat' })
    guests[0].claim(1)
    await until(() => guests[0].seats.length === 1)
    expect(await guests[0].sendPrivate(2, 'x')).toEqual({ key: 'table.seatAway' })
    expect(say({ key: 'table.noSeat' })).toBe(
      'Choose this phone’s seat first (at the top of the match).',
    )
  })
})

/** A copy with these entries decided on it in turn. */
function decideAll(held: Held<LsState, LsEvent>, ops: Op<LsEvent>[]): Held<LsState, LsEvent> {
  let next = held
  for (const [i, op] of ops.entries()) {
    const decided = decide(rules, next, { id: `own${i}`, base: next.seen, op }, 3000 + i)
    if (!decided.ok) throw new Error(decided.reason.key)
    next = decided.held
  }
  return next
}
