// The shared table's log (#16): the host decides, every phone applies the host's commits in
// order, two phones entering at once end with one entry, and every copy ends the same.
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import type { Setup } from '../../src/core/game'
import { type Match, newMatch } from '../../src/core/match'
import { trickStrings } from '../../src/games/cards/trickStrings'
import { type LsEvent, type LsState, rules } from '../../src/games/letzter-stich/rules'
import { lsSchemas } from '../../src/games/letzter-stich/rules/schema'
import { lsStrings } from '../../src/games/letzter-stich/strings'
import { addStrings, lang, mergeStrings, say } from '../../src/i18n'
import {
  adopt,
  type Commit,
  decide,
  type Held,
  lostByAdopting,
  type Proposal,
  receive,
} from '../../src/table/log'
import { encode, MAX_MESSAGE, type Message, PROTOCOL, parseMessage } from '../../src/table/messages'
import '../../src/app/tableStrings'

const setup: Setup = {
  game: 'letzter-stich',
  players: ['Anna', 'Ben', 'Cora'],
  options: {},
  firstDealer: 0,
}
const table = (): Held<LsState, LsEvent> =>
  adopt(rules, newMatch('t1', setup, 1000) as Match<LsEvent>, 0)
const trick = (winner: number): LsEvent => ({ t: 'trick', winner })
const propose = (id: string, base: number, event: LsEvent): Proposal<LsEvent> => ({
  id,
  base,
  op: { kind: 'record', event },
})

afterEach(() => {
  lang.value = 'en'
})

describe('the host decides', () => {
  it('commits a proposal made on the table as it is, numbered, and moves the table on', () => {
    const decided = decide(rules, table(), propose('p1', 0, trick(1)), 2000)
    expect(decided.ok).toBe(true)
    if (!decided.ok) return
    expect(decided.commit).toEqual({
      n: 1,
      op: { kind: 'record', event: trick(1) },
      at: 2000,
      proposal: 'p1',
    })
    expect(decided.held.seen).toBe(1)
    expect(decided.held.match.events).toEqual([trick(1)])
    expect(decided.held.match.updatedAt).toBe(2000)
  })

  it('takes one of two entries made on the same table at once, and says why to the other phone', () => {
    const first = decide(rules, table(), propose('anna', 0, trick(1)), 2000)
    if (!first.ok) throw new Error('the first proposal must be taken')
    const second = decide(rules, first.held, propose('ben', 0, trick(1)), 2001)
    expect(second).toEqual({ ok: false, reason: { key: 'table.someoneFirst' } })
    expect(first.held.match.events).toHaveLength(1)
    expect(say({ key: 'table.someoneFirst' })).toBe(
      'Another phone entered first. Check the table and enter again.',
    )
    lang.value = 'de'
    expect(say({ key: 'table.someoneFirst' })).toBe(
      'Ein anderes Handy hat zuerst eingetragen. Prüft den Tisch und tragt neu ein.',
    )
  })

  it('decides an order-free entry made on an older table on the table as it is, still checked', () => {
    // Two phones hide a number at once: both get in, each checked by the rules as the table is.
    const free = { ...rules, orderFree: (e: LsEvent) => e.t === 'trick' && e.winner === 2 }
    const first = decide(free, table(), propose('anna', 0, trick(1)), 2000)
    if (!first.ok) throw new Error('the first proposal must be taken')
    const second = decide(free, first.held, propose('ben', 0, trick(2)), 2001)
    expect(second.ok).toBe(true)
    if (!second.ok) return
    expect(second.commit.n).toBe(2)
    expect(second.held.match.events).toEqual([trick(1), trick(2)])
    expect(decide(free, first.held, propose('cora', 0, trick(1)), 2002)).toEqual({
      ok: false,
      reason: { key: 'table.someoneFirst' },
    })
  })

  it('refuses what the rules refuse, with the rules’ own reason', () => {
    addStrings(mergeStrings(trickStrings, lsStrings))
    const refused = decide(rules, table(), propose('p1', 0, trick(7)), 2000)
    expect(refused.ok).toBe(false)
    if (refused.ok) return
    const own = rules.apply(table().state, trick(7))
    expect(own.ok).toBe(false)
    if (own.ok) return
    expect(refused.reason).toEqual(own.reason)
    expect(say(refused.reason)).not.toBe(refused.reason.key)
  })

  it('undoes, redoes and corrects through the same path', () => {
    let held = table()
    const ops: Proposal<LsEvent>['op'][] = [
      { kind: 'record', event: trick(1) },
      { kind: 'record', event: trick(2) },
      { kind: 'undo' },
      { kind: 'redo' },
      { kind: 'splice', start: 0, deleteCount: 1, events: [trick(0)] },
    ]
    for (const [i, op] of ops.entries()) {
      const decided = decide(rules, held, { id: `p${i}`, base: held.seen, op }, 2000 + i)
      if (!decided.ok) throw new Error(`op ${i} refused: ${decided.reason.key}`)
      held = decided.held
    }
    expect(held.match.events).toEqual([trick(0), trick(2)])
    expect(held.seen).toBe(5)
    const nothing = decide(rules, table(), { id: 'u', base: 0, op: { kind: 'undo' } }, 2000)
    expect(nothing).toEqual({ ok: false, reason: { key: 'core.nothingToUndo' } })
  })

  it('never moves the match back in time on a phone whose clock is behind', () => {
    const decided = decide(rules, table(), propose('p1', 0, trick(1)), 5)
    expect(decided.ok && decided.commit.at).toBe(1000)
  })
})

describe('every phone applies the host’s commits', () => {
  const commits = (events: LsEvent[]): Commit<LsEvent>[] => {
    let held = table()
    return events.map((event, i) => {
      const decided = decide(rules, held, propose(`p${i}`, held.seen, event), 2000 + i)
      if (!decided.ok) throw new Error('refused')
      held = decided.held
      return decided.commit
    })
  }

  it('in order; a commit seen twice changes nothing; a gap asks for the table again', () => {
    const [c1, c2, c3] = commits([trick(1), trick(2), trick(0)])
    let guest = table()
    const one = receive(rules, guest, c1 as Commit<LsEvent>)
    if (one.kind !== 'applied') throw new Error('not applied')
    guest = one.held
    expect(receive(rules, guest, c1 as Commit<LsEvent>)).toEqual({ kind: 'known' })
    expect(receive(rules, guest, c3 as Commit<LsEvent>)).toEqual({ kind: 'resync' })
    const two = receive(rules, guest, c2 as Commit<LsEvent>)
    expect(two.kind === 'applied' && two.held.match.events).toEqual([trick(1), trick(2)])
  })

  it('asks for the table again when a commit does not apply to its copy', () => {
    const [c1] = commits([trick(1)])
    const other = adopt(
      rules,
      { ...(newMatch('t1', setup, 1000) as Match<LsEvent>), events: [] },
      0,
    )
    const broken = { ...(c1 as Commit<LsEvent>), op: { kind: 'record' as const, event: trick(9) } }
    expect(receive(rules, other, broken)).toEqual({ kind: 'resync' })
  })

  it('ends with the same match on every phone, whatever the phones propose and when', () => {
    // Phones propose on the table as they last saw it; the host takes proposals in any order of
    // arrival; commits reach each phone late, some twice. In the end every copy is the host's.
    const phones = 3
    const action = fc.record({
      phone: fc.integer({ min: 0, max: phones - 1 }),
      winner: fc.integer({ min: 0, max: 2 }),
      deliver: fc.integer({ min: 0, max: phones - 1 }),
      twice: fc.boolean(),
    })
    fc.assert(
      fc.property(fc.array(action, { minLength: 1, maxLength: 60 }), (actions) => {
        let host = table()
        const copies = Array.from({ length: phones }, () => table())
        const inbox: Commit<LsEvent>[][] = Array.from({ length: phones }, () => [])
        const bases = new Set<number>()
        let taken = 0
        for (const [i, a] of actions.entries()) {
          const base = (copies[a.phone] as Held<LsState, LsEvent>).seen
          const decided = decide(rules, host, propose(`p${i}`, base, trick(a.winner)), 2000 + i)
          if (decided.ok) {
            // One commit per table version: two entries made on one table never both land.
            expect(bases.has(base)).toBe(false)
            bases.add(base)
            host = decided.held
            taken++
            for (const box of inbox) box.push(decided.commit)
          } else if (base !== host.seen) {
            expect(decided.reason.key).toBe('table.someoneFirst')
          } else {
            // Made on the current table: only the rules can refuse it (the match is over).
            expect(rules.isOver(host.state)).toBe(true)
          }
          // One phone takes what reached it so far, maybe a commit twice.
          const box = inbox[a.deliver] as Commit<LsEvent>[]
          for (const commit of box.splice(0)) {
            for (const _ of a.twice ? [1, 2] : [1]) {
              const got = receive(rules, copies[a.deliver] as Held<LsState, LsEvent>, commit)
              if (got.kind === 'applied') copies[a.deliver] = got.held
              expect(got.kind).not.toBe('resync')
            }
          }
        }
        for (const [p, box] of inbox.entries()) {
          for (const commit of box.splice(0)) {
            const got = receive(rules, copies[p] as Held<LsState, LsEvent>, commit)
            if (got.kind === 'applied') copies[p] = got.held
          }
        }
        expect(host.seen).toBe(taken)
        for (const copy of copies) {
          expect(copy.seen).toBe(host.seen)
          expect(copy.match).toEqual(host.match)
          expect(copy.state).toEqual(host.state)
        }
      }),
      { numRuns: 200 },
    )
  })
})

describe('messages between phones', () => {
  const ok = (message: Message<LsEvent>) => {
    const parsed = parseMessage<LsEvent>(encode(message), lsSchemas)
    expect(parsed).toEqual({ ok: true, message })
  }

  it('reads back every kind it sends', () => {
    ok({ t: 'hello', v: PROTOCOL, phone: 'phone-1' })
    ok({ t: 'table', v: PROTOCOL, match: newMatch('t1', setup, 1000), seen: 0 })
    ok({ t: 'propose', v: PROTOCOL, proposal: propose('p1', 0, trick(1)) })
    ok({ t: 'propose', v: PROTOCOL, proposal: { id: 'p2', base: 3, op: { kind: 'undo' } } })
    ok({
      t: 'commit',
      v: PROTOCOL,
      commit: { n: 1, op: { kind: 'splice', start: 0, deleteCount: 1, events: [trick(2)] }, at: 5 },
    })
    ok({ t: 'refused', v: PROTOCOL, proposal: 'p1', reason: { key: 'table.someoneFirst' } })
    ok({ t: 'turnedAway', v: PROTOCOL, reason: { key: 'table.full' } })
  })

  it.each([
    ['not JSON', '{"t":', 'table.notAMessage'],
    [
      'another version',
      JSON.stringify({ t: 'hello', v: PROTOCOL + 1, phone: 'x' }),
      'table.otherVersion',
    ],
    ['an unknown kind', JSON.stringify({ t: 'shout', v: PROTOCOL }), 'table.notAMessage'],
    [
      'an extra key',
      JSON.stringify({ t: 'hello', v: PROTOCOL, phone: 'x', admin: true }),
      'table.notAMessage',
    ],
    [
      'an entry the game does not know',
      JSON.stringify({
        t: 'propose',
        v: PROTOCOL,
        proposal: {
          id: 'p',
          base: 0,
          op: { kind: 'record', event: { t: 'trick', winner: 'Anna' } },
        },
      }),
      'table.notAMessage',
    ],
    ['a bad id', JSON.stringify({ t: 'hello', v: PROTOCOL, phone: '../x' }), 'table.notAMessage'],
    ['too long', `"${'x'.repeat(MAX_MESSAGE)}"`, 'table.tooLong'],
  ])('refuses %s, and says so in both languages', (_, text, key) => {
    expect(parseMessage(text, lsSchemas)).toEqual({ ok: false, reason: { key } })
    const en = say({ key })
    lang.value = 'de'
    const de = say({ key })
    expect(en).not.toBe(key)
    expect(de).not.toBe(key)
    expect(de).not.toBe(en)
  })
})

describe('a phone rejoining with a copy of its own', () => {
  const withEvents = (events: LsEvent[], id = 't1') =>
    ({ ...newMatch(id, setup, 1000), events }) as Match<LsEvent>

  it.each([
    ['only behind the table', [trick(1)], [trick(1), trick(2)], 0],
    ['the same as the table', [trick(1)], [trick(1)], 0],
    ['two entries the table lacks', [trick(1), trick(2), trick(0)], [trick(1)], 2],
    ['a different entry since the start', [trick(2)], [trick(1), trick(1)], 1],
  ])('loses nothing it should not: %s', (_, mine, theirs, lost) => {
    expect(lostByAdopting(withEvents(mine), withEvents(theirs))).toBe(lost)
  })

  it('loses nothing of another match', () => {
    expect(lostByAdopting(withEvents([trick(1)]), withEvents([], 't2'))).toBe(0)
  })
})
