// #27: finished matches travel between the phones at a table. The pure steps (offer, what is
// asked for, what is sent), the messages and their refusals, the lanes that carry them beside
// the table, and the whole exchange on in-memory stores: any histories, exchanged in any order,
// end equal and with no duplicate.
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { historyStrings } from '../../src/app/historyStrings'
import type { Match } from '../../src/core/match'
import type { Reason } from '../../src/core/reason'
import { GAME_IDS } from '../../src/games'
import { addStrings, lang, say } from '../../src/i18n'
import { memoryKv } from '../../src/storage/kv'
import { LIMITS } from '../../src/storage/schema'
import { openStore, type Store } from '../../src/storage/store'
import { storageStrings } from '../../src/storage/strings'
import { summarize } from '../../src/storage/summary'
import {
  groupOf,
  MAX_OFFERED,
  offerOf,
  refusedReceived,
  select,
  travels,
  wanted,
} from '../../src/table/history'
import { HistoryPeer } from '../../src/table/historyPeer'
import { storeHistory } from '../../src/table/historyStore'
import {
  HISTORY_MARK,
  MAX_HISTORY_MESSAGE,
  offerMessage,
  PART_CHARS,
  Parts,
  parseHistory,
  partMessages,
  wantMessage,
} from '../../src/table/historyWire'
import { type Lane, lanes } from '../../src/table/lanes'
import { acceptAll } from '../storage/helpers'
import { pair } from './wire'

addStrings(storageStrings)
addStrings(historyStrings)

afterEach(() => {
  lang.value = 'en'
})

const TABLE = ['Anna', 'Ben', 'Cem']

function match(id: string, over: Partial<Match> = {}, players = TABLE): Match {
  return {
    id,
    setup: { game: 'letzter-stich', players, options: {}, firstDealer: 0 },
    events: [{ t: 'trick', winner: 0 }],
    redo: [],
    createdAt: 1000,
    updatedAt: 2000,
    finished: true,
    ...over,
  }
}
const summary = (m: Match) => summarize(m, m.finished ? [0] : [])

describe('what travels', () => {
  it('names a group by its players as Statistics compares them, whatever the seats', () => {
    expect(groupOf(['Ben', ' anna ', 'Cem'])).toBe(groupOf(['ANNA', 'Cem', 'Ben']))
    expect(groupOf(['Anna', 'Ben'])).not.toBe(groupOf(['Anna', 'Ben', 'Cem']))
  })

  it('offers finished matches with two of the table’s players, newest first', () => {
    const index = [
      summary(match('old', { updatedAt: 1500 })),
      summary(match('new', { updatedAt: 3000 })),
      summary(match('running', { finished: false })),
      summary(match('twoOfUs', {}, ['anna', 'Ben ', 'Zoe'])),
      summary(match('oneOfUs', {}, ['Anna', 'Yan', 'Zoe'])),
      { ...summary(match('broken')), unloadable: { key: 'stored.damaged' } },
    ]
    expect(offerOf(index, TABLE).map((o) => o.id)).toEqual(['new', 'twoOfUs', 'old'])
    expect(offerOf(index, TABLE)[0]).toEqual({ id: 'new', at: 3000, n: 1 })
    expect(travels(summary(match('x', {}, ['Anna', 'Zoe'])), TABLE)).toBe(false)
  })

  it('offers at most as many matches as one export file holds', () => {
    const index = Array.from({ length: MAX_OFFERED + 3 }, (_, i) =>
      summary(match(`m${i}`, { updatedAt: 2000 + i })),
    )
    expect(offerOf(index, TABLE)).toHaveLength(LIMITS.matches)
  })

  it('asks only for what this phone lacks or holds an older copy of', () => {
    const index = [
      summary(match('same')),
      summary(match('older', { updatedAt: 1500 })),
      summary(match('shorter', { events: [] })),
      summary(match('further', { updatedAt: 5000 })),
    ]
    const offer = [
      { id: 'same', at: 2000, n: 1 },
      { id: 'older', at: 2000, n: 1 },
      { id: 'shorter', at: 2000, n: 1 },
      { id: 'further', at: 2000, n: 1 },
      { id: 'new', at: 2000, n: 1 },
      { id: 'new', at: 2000, n: 1 },
    ]
    expect(wanted(index, offer)).toEqual(['older', 'shorter', 'new'])
  })

  it('sends only what it offers, each once: not a running match, not another group’s', () => {
    const index = [
      summary(match('done')),
      summary(match('running', { finished: false })),
      summary(match('theirs', {}, ['Anna', 'Yan'])),
    ]
    expect(select(index, ['done', 'done', 'running', 'theirs', 'unknown'], TABLE)).toEqual(['done'])
  })
})

describe('what arrives', () => {
  const refused = (reason: Reason | null) => reason && say(reason)

  it('refuses a match not asked for, one still running, one of another group', () => {
    const asked = new Set(['a', 'b'])
    expect(refusedReceived([{ match: match('a') }], asked, TABLE)).toBeNull()
    expect(
      refused(refusedReceived([{ match: match('a') }, { match: match('c') }], asked, TABLE)),
    ).toBe('Match 2 was not asked for.')
    expect(
      refused(refusedReceived([{ match: match('b', { finished: false }) }], asked, TABLE)),
    ).toBe('Match 1 is not finished.')
    expect(
      refused(refusedReceived([{ match: match('a', {}, ['Anna', 'Yan']) }], asked, TABLE)),
    ).toBe('Match 1 was not played by two of this table’s players.')
    lang.value = 'de'
    expect(refused(refusedReceived([{ match: match('c') }], asked, TABLE))).toBe(
      'Partie 1 war nicht erfragt.',
    )
  })

  it('reads its messages and refuses what is not one, with why', () => {
    const why = (text: string) => {
      const parsed = parseHistory(text)
      return parsed.ok ? 'ok' : say(parsed.reason)
    }
    expect(why(offerMessage([{ id: 'a', at: 1, n: 2 }]))).toBe('ok')
    expect(why(wantMessage(['a']))).toBe('ok')
    expect(offerMessage([]).startsWith(HISTORY_MARK)).toBe(true)
    expect(why('x'.repeat(MAX_HISTORY_MESSAGE + 1))).toBe(
      'A message about finished matches was too long.',
    )
    expect(why('{"t":"history",')).toBe('A message about finished matches could not be read.')
    expect(why('{"t":"history","v":2,"k":"want","ids":[]}')).toBe(
      'The other phone runs another version of Stichblock.',
    )
    expect(why('{"t":"history","v":1,"k":"want","ids":["../x"]}')).toBe(
      'A message about finished matches could not be read.',
    )
    expect(why('{"t":"history","v":1,"k":"part","i":3,"of":3,"text":""}')).toBe(
      'A message about finished matches could not be read.',
    )
    expect(why('{"t":"history","v":1,"k":"want","ids":[],"more":1}')).toBe(
      'A message about finished matches could not be read.',
    )
    lang.value = 'de'
    expect(why('{"t":"history",')).toBe('Eine Nachricht über beendete Partien war nicht lesbar.')
  })

  it('puts a file together from its parts, and refuses parts out of order or too many', () => {
    const text = 'x'.repeat(PART_CHARS * 2 + 5)
    const parts = partMessages(text).map((p) => {
      const parsed = parseHistory(p)
      if (!parsed.ok || parsed.message.k !== 'part') throw new Error('not a part')
      return parsed.message
    })
    expect(parts).toHaveLength(3)
    const whole = new Parts()
    expect(parts.map((p) => whole.take(p).kind)).toEqual(['more', 'more', 'file'])
    const shuffled = new Parts()
    expect(shuffled.take(parts[0] as never).kind).toBe('more')
    const late = shuffled.take(parts[2] as never)
    expect(late.kind === 'refused' && say(late.reason)).toBe(
      'Parts of the matches came out of order.',
    )
    const huge = new Parts()
    const of = Math.ceil(LIMITS.importBytes / PART_CHARS) + 1
    let last = huge.take({ i: 0, of, text: 'y'.repeat(PART_CHARS) })
    for (let i = 1; i < of && last.kind === 'more'; i++) {
      last = huge.take({ i, of, text: 'y'.repeat(PART_CHARS) })
    }
    expect(last.kind === 'refused' && say(last.reason)).toBe(
      'This file is larger than 5 MB, too large for a Stichblock export.',
    )
  })
})

describe('a match from another phone, stored', () => {
  it('is marked as received when it is new here, not when it only went further; gone with it', async () => {
    const phone = await phoneWith([match('ours', { updatedAt: 1500 })])
    const checked = {
      matches: [match('ours'), match('new')].map((m) => ({ match: m, winners: [0] })),
      names: [],
    }
    expect(await phone.store.commitImport(checked, {}, undefined, 9000)).toMatchObject({
      added: 1,
      updated: 1,
    })
    expect(await phone.store.receivedIds()).toEqual(new Set(['new']))
    await phone.store.deleteMatch('new')
    expect(await phone.store.receivedIds()).toEqual(new Set())
  })
})

describe('a different match under one of this phone’s ids', () => {
  it('is asked about as an import asks: nothing taken on "cancel", ours replaced only on "replace"', async () => {
    const ours = match('same-id', {}, ['Anna', 'Ben', 'Dora'])
    const theirs = match('same-id', { updatedAt: 3000 })
    const phone = await phoneWith([ours])
    const questions: string[][] = []
    let answer: Record<string, 'replace'> | null = null
    const deps = storeHistory({
      store: phone.store,
      validate: acceptAll,
      players: () => TABLE,
      consent: () => true,
      now: () => 10_000,
      ask: async (conflicts) => {
        questions.push(conflicts.map((c) => `${c.ours.players}|${c.theirs.players}`))
        return answer
      },
    })
    const file = JSON.stringify({
      app: 'stichblock',
      schema: 1,
      exportedAt: 9000,
      matches: [theirs],
      names: [],
    })
    const before = await held(phone)
    expect(await deps.take(file, new Set(['same-id']))).toEqual({ took: ['same-id'] })
    expect(questions).toEqual([['Anna,Ben,Dora|Anna,Ben,Cem']])
    expect(await held(phone)).toEqual(before)
    answer = { 'same-id': 'replace' }
    await deps.take(file, new Set(['same-id']))
    const [stored] = await phone.store.list()
    expect(stored?.players).toEqual(TABLE)
    expect(await phone.store.receivedIds()).toEqual(new Set(['same-id']))
  })
})

describe('what is sent', () => {
  it('is the finished match alone: nothing kept on the phone beside it, no draft, no place', async () => {
    const phone = await phoneWith([match('done')])
    await phone.store.setKept('done', [{ culprit: 'gardener', weapon: 'poison' }])
    await phone.store.saveDraft('done', { values: { half: 'entered' } })
    await phone.store.setNote('place', 'done', { role: 'guest', seat: 2 })
    const deps = sharing(phone)
    const [file, ...more] = await deps.filesOf(['done'])
    expect(more).toEqual([])
    expect(JSON.parse(file ?? '')).toEqual({
      app: 'stichblock',
      schema: 1,
      exportedAt: expect.any(Number),
      matches: [match('done')],
      names: [],
    })
    expect(file).not.toMatch(/gardener|poison|entered|guest/)
  })

  it('is packed into files an import takes: within its size, its number of matches', async () => {
    const phone = await phoneWith([])
    const many = Array.from({ length: LIMITS.matches + 2 }, (_, i) => match(`m${i}`))
    const long = Array.from({ length: 20 }, (_, i) =>
      match(`long${i}`, {
        events: Array.from({ length: 9000 }, () => ({ t: 'trick', winner: 1 })),
      }),
    )
    await phone.store.commitImport({
      matches: [...many, ...long].map((m) => ({ match: m, winners: [0] })),
      names: [],
    })
    const deps = sharing(phone)
    const files = await deps.filesOf([...many, ...long].map((m) => m.id))
    const held = files.map((text) => JSON.parse(text) as { matches: Match[]; names: string[] })
    expect(held.flatMap((f) => f.matches.map((m) => m.id)).sort()).toEqual(
      [...many, ...long].map((m) => m.id).sort(),
    )
    // Split by the number of matches, and by size: the long ones need more than one file.
    expect(files.length).toBeGreaterThan(2)
    for (const [i, text] of files.entries()) {
      expect(text.length).toBeLessThanOrEqual(LIMITS.importBytes)
      expect(held[i]?.matches.length).toBeLessThanOrEqual(LIMITS.matches)
      expect(held[i]?.names).toEqual([])
      // Each one is a file the import takes as it is.
      expect((await phone.store.checkFile(text, acceptAll, 10_000)).ok).toBe(true)
    }
  })
})

describe('lanes', () => {
  it('carries the table and the finished matches on one link, each to its own', async () => {
    const [a, b] = pair()
    const here = lanes(b)
    const table: string[] = []
    const history: string[] = []
    a.send('{"t":"commit"}')
    a.send(offerMessage([]))
    // What came before a lane listens waits for it, in order.
    await new Promise((r) => setTimeout(r, 0))
    await new Promise((r) => setTimeout(r, 0))
    here.table.onmessage = (text) => table.push(text)
    here.history.onmessage = (text) => history.push(text)
    a.send('{"t":"history" but not one}')
    await new Promise((r) => setTimeout(r, 0))
    await new Promise((r) => setTimeout(r, 0))
    expect(table).toEqual(['{"t":"commit"}'])
    expect(history).toEqual([offerMessage([]), '{"t":"history" but not one}'])
  })
})

/** A phone's store as a link's exchange sees it: at this table, sharing, asking nothing. */
const sharing = (phone: Phone) =>
  storeHistory({
    store: phone.store,
    validate: acceptAll,
    players: () => TABLE,
    consent: () => true,
    ask: async () => ({}),
  })

/** A phone of the exchange: its store, and a peer per link, as src/app/phones/history.ts makes them. */
interface Phone {
  store: Store
  peers: HistoryPeer[]
  consent: boolean
  refusals: Reason[]
}

async function phoneWith(matches: Match[], consent = true): Promise<Phone> {
  const store = await openStore(GAME_IDS, { kv: memoryKv(), persistent: true })
  for (const m of matches) await store.saveMatch(m, m.finished ? [0] : [])
  return { store, peers: [], consent, refusals: [] }
}

/** An in-memory link whose messages wait until the test delivers them, one at a time. */
class Net {
  readonly queues: { to: Lane; texts: string[] }[] = []

  /** Links two phones: a peer on each side. */
  link(a: Phone, b: Phone): void {
    const laneA: Lane = { send: (text) => ab.texts.push(text), onmessage: null }
    const laneB: Lane = { send: (text) => ba.texts.push(text), onmessage: null }
    const ab = { texts: [] as string[], to: laneB }
    const ba = { texts: [] as string[], to: laneA }
    this.queues.push(ab, ba)
    for (const [phone, lane] of [
      [a, laneA],
      [b, laneB],
    ] as const) {
      const peer: HistoryPeer = new HistoryPeer(
        lane,
        storeHistory({
          store: phone.store,
          validate: acceptAll,
          players: () => TABLE,
          consent: () => phone.consent,
          now: () => 10_000,
          ask: async () => ({}),
          onMerged: () => {
            for (const other of phone.peers) if (other !== peer) void other.offer()
          },
          onRefused: (reason) => phone.refusals.push(reason),
        }),
      )
      phone.peers.push(peer)
    }
  }

  async settle(phones: Phone[]): Promise<void> {
    for (let i = 0; i < 4; i++)
      await Promise.all(phones.flatMap((p) => p.peers.map((x) => x.settled())))
  }

  /** Delivers the next message of queue `pick` (modulo those with one waiting); false: none waits. */
  async step(pick: number, phones: Phone[]): Promise<boolean> {
    const waiting = this.queues.filter((q) => q.texts.length > 0)
    const queue = waiting[pick % Math.max(1, waiting.length)]
    if (!queue) return false
    const text = queue.texts.shift() as string
    queue.to.onmessage?.(text)
    await this.settle(phones)
    return true
  }
}

/** What a phone holds, as comparable text: each match's id, entries and last change. */
async function held(phone: Phone): Promise<string[]> {
  return (await phone.store.list()).map((s) => `${s.id}:${s.entries}@${s.updatedAt}`).sort()
}

describe('the exchange', () => {
  it('brings each phone what it lacks, and nothing it holds', async () => {
    const host = await phoneWith([
      match('h1'),
      match('both'),
      match('running', { finished: false }),
    ])
    const guest = await phoneWith([match('g1'), match('both')])
    const net = new Net()
    net.link(host, guest)
    const sent: string[] = []
    const [hostPeer, guestPeer] = [host.peers[0], guest.peers[0]] as [HistoryPeer, HistoryPeer]
    const spy = (lane: Lane) => {
      const send = lane.send
      lane.send = (text) => {
        sent.push(JSON.parse(text).k)
        send(text)
      }
    }
    spy(hostPeer.lane)
    spy(guestPeer.lane)
    await hostPeer.offer()
    await guestPeer.offer()
    while (await net.step(0, [host, guest])) {}
    const ids = async (phone: Phone) => (await held(phone)).map((h) => h.split(':')[0])
    expect(await ids(host)).toEqual(['both', 'g1', 'h1', 'running'])
    expect(await ids(guest)).toEqual(['both', 'g1', 'h1'])
    // Each says it shares, then what it holds; a question each way, one part each way: "both"
    // never travelled.
    expect(sent.sort()).toEqual([
      'offer',
      'offer',
      'offer',
      'offer',
      'part',
      'part',
      'want',
      'want',
    ])
    expect(await guest.store.receivedIds()).toEqual(new Set(['h1']))
    expect(await host.store.receivedIds()).toEqual(new Set(['g1']))
    expect(host.refusals).toEqual([])
  })

  it('keeps a refusing phone’s matches on it, and sends it nothing', async () => {
    const host = await phoneWith([match('h1')])
    const guest = await phoneWith([match('g1')], false)
    const net = new Net()
    net.link(host, guest)
    const heard: string[] = []
    const guestLane = guest.peers[0]?.lane as Lane
    const hear = guestLane.onmessage
    guestLane.onmessage = (text) => {
      heard.push(text)
      hear?.(text)
    }
    await Promise.all([host.peers[0]?.offer(), guest.peers[0]?.offer()])
    while (await net.step(0, [host, guest])) {}
    // Not even what the sharing phone holds reaches it: only that it shares.
    expect(heard).toEqual([offerMessage([])])
    expect((await held(host)).map((h) => h.split(':')[0])).toEqual(['h1'])
    expect((await held(guest)).map((h) => h.split(':')[0])).toEqual(['g1'])
  })

  it('refuses a file it did not ask for, and one with a match it did not ask for', async () => {
    const phone = await phoneWith([match('mine')])
    const net = new Net()
    const other = await phoneWith([])
    net.link(phone, other)
    const peer = phone.peers[0] as HistoryPeer
    const file = (matches: Match[]) =>
      JSON.stringify({ app: 'stichblock', schema: 1, exportedAt: 9000, matches, names: [] })
    for (const part of partMessages(file([match('x')]))) peer.lane.onmessage?.(part)
    await net.settle([phone])
    // Asked for one match, sent another beside it.
    peer.lane.onmessage?.(offerMessage([{ id: 'y', at: 2000, n: 1 }]))
    await net.settle([phone])
    for (const part of partMessages(file([match('y'), match('z')]))) peer.lane.onmessage?.(part)
    await net.settle([phone])
    expect(phone.refusals.map((r) => say(r))).toEqual([
      'Matches came that this phone did not ask for.',
      'Match 2 was not asked for.',
    ])
    expect((await held(phone)).map((h) => h.split(':')[0])).toEqual(['mine'])
  })

  it('asks for one offer’s worth at a time, however many offers a phone floods it with', async () => {
    const phone = await phoneWith([])
    const net = new Net()
    net.link(phone, await phoneWith([]))
    const peer = phone.peers[0] as HistoryPeer
    const asked: number[] = []
    peer.lane.send = (text) => {
      const m = JSON.parse(text)
      if (m.k === 'want') asked.push(m.ids.length)
    }
    for (let flood = 0; flood < 3; flood++) {
      const have = Array.from({ length: MAX_OFFERED }, (_, i) => ({
        id: `f${flood}-${i}`,
        at: 2000,
        n: 1,
      }))
      peer.lane.onmessage?.(offerMessage(have))
    }
    await net.settle([phone])
    expect(asked).toEqual([MAX_OFFERED])
  })

  it('any histories, exchanged in any order through the host, end equal with no duplicate', async () => {
    const names = ['Anna', 'Ben', 'Cem', 'Dora', 'Yan']
    const base = fc.record({
      players: fc.subarray(names, { minLength: 2, maxLength: 4 }),
      length: fc.integer({ min: 1, max: 4 }),
    })
    // Across the runs, matches did travel: the property is not true of an exchange that does nothing.
    let travelled = 0
    const holding = fc.option(
      fc.record({ upTo: fc.integer({ min: 0, max: 3 }), done: fc.boolean() }),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.array(base, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.array(holding, { minLength: 6, maxLength: 6 }), { minLength: 4, maxLength: 4 }),
        fc.array(fc.nat(), { maxLength: 60 }),
        async (bases, guests, holdings, order) => {
          // Phone p holds base k up to entry `upTo` (a copy that went less far), finished or not.
          const versionOf = (k: number, upTo: number, done: boolean): Match => {
            const b = bases[k] as (typeof bases)[number]
            const n = Math.min(upTo + 1, b.length)
            return match(
              `k${k}`,
              {
                events: Array.from({ length: n }, (_, i) => ({ t: 'trick', winner: i % 2 })),
                updatedAt: 2000 + n,
                finished: done,
              },
              b.players,
            )
          }
          const phones = await Promise.all(
            holdings.slice(0, guests + 1).map((row) =>
              phoneWith(
                bases.flatMap((_, k) => {
                  const h = row[k]
                  return h ? [versionOf(k, h.upTo, h.done)] : []
                }),
              ),
            ),
          )
          const before = await Promise.all(phones.map((p) => p.store.list()))
          const [host, ...rest] = phones as [Phone, ...Phone[]]
          const net = new Net()
          for (const guest of rest) net.link(host, guest)
          await Promise.all(phones.flatMap((p) => p.peers.map((peer) => peer.offer())))
          for (const pick of order) await net.step(pick, phones)
          while (await net.step(0, phones)) {}

          const after = await Promise.all(phones.map((p) => p.store.list()))
          for (const list of after) {
            expect(new Set(list.map((s) => s.id)).size).toBe(list.length)
          }
          // What each phone should end with, by the rules of the exchange: the host takes every
          // guest's finished copy that went further than its own; each guest then takes the
          // host's copy, if that is finished and went further than the guest's.
          type Copy = { entries: number; finished: boolean } | undefined
          const shown = (c: Copy) => c && `${c.entries}:${c.finished}`
          for (const [k, b] of bases.entries()) {
            const copies: Copy[] = before.map((list) => list.find((s) => s.id === `k${k}`))
            const expected = [...copies]
            if (travels({ finished: true, players: b.players }, TABLE)) {
              const [h, ...gs] = copies
              const best = Math.max(-1, ...gs.flatMap((g) => (g?.finished ? [g.entries] : [])))
              const hostEnd = best > (h?.entries ?? -1) ? { entries: best, finished: true } : h
              expected[0] = hostEnd
              for (const [q, g] of gs.entries()) {
                const takes = hostEnd?.finished && hostEnd.entries > (g?.entries ?? -1)
                expected[q + 1] = takes ? hostEnd : g
              }
            }
            const ended = after.map((list) => shown(list.find((s) => s.id === `k${k}`)))
            expect(ended).toEqual(expected.map(shown))
          }
          for (const phone of phones) expect(phone.refusals).toEqual([])
          for (const phone of phones) travelled += (await phone.store.receivedIds()).size
        },
      ),
      { numRuns: 60 },
    )
    expect(travelled).toBeGreaterThan(20)
  })
})
