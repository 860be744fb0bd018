// A table of phones at work (#16), over in-memory channels that deliver in order, a little
// later, like a data channel: joining, entries from several phones at once, refusals on the phone
// that made them, every phone saving what it applies, the host leaving and a guest carrying on,
// and the old host joining again.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Op } from '../../src/core/change'
import { type Match, newMatch } from '../../src/core/match'
import { type LsEvent, type LsState, rules } from '../../src/games/letzter-stich/rules'
import { lang, say } from '../../src/i18n'
import { GuestTable } from '../../src/table/guest'
import { HostTable, MAX_GUESTS } from '../../src/table/host'
import { adopt, decide, type Held } from '../../src/table/log'
import { PROTOCOL } from '../../src/table/messages'
import { safetyCode } from '../../src/table/safety'
import { makeKeys } from '../../src/table/seal'
import { ANSWER_MS } from '../../src/table/side'
import { game, setup, trick } from './lsTable'
import { pair, until } from './wire'
import '../../src/app/tableStrings'

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
    expect(host.phones.length).toBe(1)
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

  it('keeps an entry waiting while the host is not reachable, and takes the host’s answer once it is back', async () => {
    vi.useFakeTimers()
    const { host } = hostWith()
    const [toGuest, toHost] = pair()
    host.addGuest(toGuest)
    const reach: boolean[] = []
    const guest = new GuestTable(game, toHost, {
      persist: store().persist,
      onReach: (reachable) => reach.push(reachable),
    })
    await vi.advanceTimersByTimeAsync(10)
    expect(guest.held?.seen).toBe(0)
    // The link's keep-alive hears nothing from the host (its screen locked): what is sent waits.
    const send = toHost.send
    const held: string[] = []
    toHost.send = (text) => held.push(text)
    toHost.onreach?.(false)
    expect(reach).toEqual([false])
    let answer: unknown = 'waiting'
    void guest.propose(trick(1)).then((a) => (answer = a))
    await vi.advanceTimersByTimeAsync(3 * ANSWER_MS)
    expect(answer).toBe('waiting')
    // Back: the entry gets through, once, and is committed.
    toHost.onreach?.(true)
    for (const text of held) send(text)
    await vi.advanceTimersByTimeAsync(10)
    expect(answer).toBeNull()
    expect(host.held.match.events).toEqual([{ t: 'trick', winner: 1 }])
    expect(reach).toEqual([false, true])
  })

  it('says the connection was lost, not that the host left, when the link broke', async () => {
    const { host } = hostWith()
    const [toGuest, toHost, cut] = pair()
    host.addGuest(toGuest)
    const guest = new GuestTable(game, toHost, { persist: store().persist })
    await until(() => guest.held !== null)
    // Held back by the host's phone, which is gone: the entry waits until the link ends.
    toHost.send = () => {}
    const answer = guest.propose(trick(1))
    Object.assign(toHost, { lost: true })
    cut()
    expect(await answer).toEqual({ key: 'table.hostLost' })
    expect(say(guest.gone)).toBe(
      'The connection to the host’s phone was lost, so this entry was not taken. Carry on on this phone, or join again.',
    )
  })

  it('tells which guests’ phones are reachable, with their seats', async () => {
    const keys = await makeKeys()
    const seen: { seat: number | null; reachable: boolean }[][] = []
    const match = newMatch('t1', setup, 1000) as Match<LsEvent>
    const host = new HostTable(game, adopt(rules, match, 0), {
      persist: async () => {},
      onPhones: (phones) => seen.push(phones.map(({ seat, reachable }) => ({ seat, reachable }))),
    })
    const [toGuest, toHost] = pair()
    host.addGuest(toGuest)
    const guest = new GuestTable(game, toHost, { persist: async () => {}, keys })
    await until(() => guest.held !== null)
    expect(host.phones).toEqual([{ phone: 'phone-1', seat: null, reachable: true }])
    guest.claim(2)
    await until(() => host.phones[0]?.seat === 2)
    toGuest.onreach?.(false)
    expect(host.phones).toEqual([{ phone: 'phone-1', seat: 2, reachable: false }])
    toGuest.onreach?.(true)
    toGuest.close()
    await until(() => host.phones.length === 0)
    expect(seen).toEqual([
      [{ seat: null, reachable: true }],
      [{ seat: 2, reachable: true }],
      [{ seat: 2, reachable: false }],
      [{ seat: 2, reachable: true }],
      [],
    ])
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
    expect(host.phones.length).toBe(0)
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
    expect(host.phones.length).toBe(MAX_GUESTS)
    expect(say({ key: 'table.full' })).toBe('This table is full: six phones are joined already.')
    lang.value = 'de'
    expect(say({ key: 'table.full' })).toBe(
      'Dieser Tisch ist voll: Es sind schon sechs Handys verbunden.',
    )
  })
})

describe('seats and private messages at a table', () => {
  /** The host and two guests, each with its keys, each hearing private messages and seats. */
  async function seated(tamper: (text: string, guest: number) => string = (text) => text) {
    const keys = await Promise.all([makeKeys(), makeKeys(), makeKeys()])
    const heard: [number, string][][] = [[], [], []]
    const compares: number[][] = [[], [], []]
    const rosters: number[][] = [[], [], []]
    const hooks = (i: number) => ({
      keys: keys[i],
      onPrivate: (from: number, text: string) => heard[i]?.push([from, text]),
      onCompare: (from: number) => compares[i]?.push(from),
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
        sent(tamper(text, i))
      }
      host.addGuest(toGuest)
      return new GuestTable(game, toHost, { persist: async () => {}, ...hooks(i) })
    })
    await until(() => guests.every((g) => g.held !== null))
    return {
      host,
      guests: guests as [GuestTable<LsState, LsEvent>, GuestTable<LsState, LsEvent>],
      heard,
      compares,
      keys,
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

  it('passes a comparison of safety codes on, from the seat of the phone that sent it', async () => {
    const { host, guests, compares, wire } = await seated()
    host.claim(0)
    guests[0].claim(1)
    guests[1].claim(2)
    await until(() => guests[0].seats.length === 3 && guests[1].seats.length === 3)
    guests[0].compare(2)
    await until(() => compares[2]?.length === 1)
    expect(compares).toEqual([[], [], [1]])
    expect(wire).toContainEqual(JSON.stringify({ t: 'compare', v: PROTOCOL, from: 1, to: 2 }))
    // To the host's seat and from it.
    guests[1].compare(0)
    await until(() => compares[0]?.length === 1)
    host.compare(1)
    await until(() => compares[1]?.length === 1)
    expect(compares).toEqual([[2], [0], [1]])
    // A guest that says it is another seat is passed on from its own.
    guests[0].channel.send(JSON.stringify({ t: 'compare', v: PROTOCOL, from: 0, to: 2 }))
    await until(() => compares[2]?.length === 2)
    expect(compares[2]).toEqual([1, 1])
  })

  it('shows different safety codes on two guests when the host swapped a key', async () => {
    // The host's phone runs other code: in the seats it tells Cora's phone (seat 2), Ben's
    // (seat 1) key is its own, so it could open what Cora seals to Ben and seal to her as Ben.
    let hostKey = ''
    const { host, guests, keys } = await seated((text, guest) => {
      const m = JSON.parse(text) as { t: string; seats?: { seat: number; key: string }[] }
      if (guest !== 2 || m.t !== 'seats' || !m.seats) return text
      return JSON.stringify({
        ...m,
        seats: m.seats.map((s) => (s.seat === 1 ? { ...s, key: hostKey } : s)),
      })
    })
    hostKey = keys[0].publicKey
    host.claim(0)
    guests[0].claim(1)
    guests[1].claim(2)
    await until(() => guests[0].seats.length === 3 && guests[1].seats.length === 3)
    const keyOf = (g: GuestTable<LsState, LsEvent>, seat: number) =>
      g.seats.find((s) => s.seat === seat)?.key ?? ''
    expect(keyOf(guests[1], 1)).toBe(hostKey)
    // Each phone's code for the pair Ben–Cora, from its own key and the one it was told.
    const onBens = await safetyCode(keys[1].publicKey, keyOf(guests[0], 2))
    const onCoras = await safetyCode(keys[2].publicKey, keyOf(guests[1], 1))
    expect(onCoras).not.toEqual(onBens)
    // Untouched, the pair Anna–Ben shows the same code on both phones.
    expect(await safetyCode(keys[1].publicKey, keyOf(guests[0], 0))).toEqual(
      await safetyCode(keys[0].publicKey, host.seats.find((s) => s.seat === 1)?.key ?? ''),
    )
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
