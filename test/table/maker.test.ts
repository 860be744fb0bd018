// Whose change it was (#25): the host names the seat of the phone that proposed each commit, from
// the channel it came on, and every phone learns whether a change was its own or another's.
import { describe, expect, it } from 'vitest'
import { type Match, newMatch } from '../../src/core/match'
import { type LsEvent, type LsState, rules } from '../../src/games/letzter-stich/rules'
import { GuestTable } from '../../src/table/guest'
import { HostTable } from '../../src/table/host'
import { adopt, type Made } from '../../src/table/log'
import { PROTOCOL } from '../../src/table/messages'
import { makeKeys } from '../../src/table/seal'
import { game, setup, trick } from './lsTable'
import { pair, until } from './wire'

/** The host at seat 0, and what its screen was told of each change. */
async function hosted() {
  const match = newMatch('m1', setup, 1000) as Match<LsEvent>
  const told: (Pick<Made, 'mine' | 'by'> | undefined)[] = []
  const host = new HostTable(game, adopt(rules, match, 0), {
    persist: async () => {},
    keys: await makeKeys(),
    onChange: (_, made) => told.push(made && { mine: made.mine, by: made.by }),
  })
  host.claim(0)
  return { host, told }
}

/** A guest's phone at `seat` (null: none taken), with what its screen was told of each change. */
async function guestAt(host: HostTable<LsState, LsEvent>, seat: number | null) {
  const [toGuest, toHost] = pair()
  const keys = await makeKeys()
  const told: (Pick<Made, 'mine' | 'by'> | undefined)[] = []
  const sent: string[] = []
  host.addGuest(toGuest)
  const guest = new GuestTable(game, toHost, {
    persist: async () => {},
    keys,
    onChange: (_, made) => told.push(made && { mine: made.mine, by: made.by }),
  })
  const hear = toHost.onmessage
  toHost.onmessage = (text) => {
    sent.push(text)
    hear?.(text)
  }
  await until(() => guest.held !== null)
  if (seat !== null) {
    guest.claim(seat)
    await until(() => host.seats.some((s) => s.seat === seat && s.key === keys.publicKey))
  }
  return { guest, told, commits: () => sent.filter((t) => t.includes('"t":"commit"')) }
}

describe('whose change it was', () => {
  it('names the seat of the proposing phone on the wire, and tells each phone whether it was its own', async () => {
    const { host, told } = await hosted()
    const ben = await guestAt(host, 1)
    const cora = await guestAt(host, 2)
    expect(await ben.guest.propose(trick(1))).toBeNull()
    await until(() => cora.told.length === 2)
    // The whole table on joining says nobody's change; the entry says Ben's seat.
    expect(host.held.match.events).toHaveLength(1)
    expect(told.at(-1)).toEqual({ mine: false, by: 1 })
    expect(ben.told.at(-1)).toEqual({ mine: true, by: 1 })
    expect(cora.told).toEqual([undefined, { mine: false, by: 1 }])
    expect(JSON.parse(cora.commits()[0] ?? '{}').commit.by).toBe(1)

    expect(await host.propose({ kind: 'undo' })).toBeNull()
    await until(() => ben.told.length === 3 && cora.told.length === 3)
    expect(told.at(-1)).toEqual({ mine: true, by: 0 })
    expect(ben.told.at(-1)).toEqual({ mine: false, by: 0 })
    expect(cora.told.at(-1)).toEqual({ mine: false, by: 0 })
  })

  it('says a phone with no seat yet as none, and takes no seat a message claims for itself', async () => {
    const { host, told } = await hosted()
    const ben = await guestAt(host, 1)
    const [toGuest, toHost] = pair()
    const heard: { t: string; proposal?: string }[] = []
    toHost.onmessage = (text) => heard.push(JSON.parse(text))
    host.addGuest(toGuest)
    const propose = (id: string, extra: object) =>
      toHost.send(
        JSON.stringify({
          t: 'propose',
          v: PROTOCOL,
          proposal: { id, base: host.held.seen, op: trick(2), ...extra },
        }),
      )
    // A phone that says it is Ben's (seat 1) is not read at all: a proposal has no such field.
    propose('forged1', { by: 1 })
    await until(() => heard.some((m) => m.t === 'refused' && m.proposal === 'forged1'))
    expect(host.held.match.events).toHaveLength(0)
    propose('plain1', {})
    await until(() => ben.told.length === 2)
    expect(told.at(-1)).toEqual({ mine: false, by: null })
    expect(ben.told.at(-1)).toEqual({ mine: false, by: null })
  })
})
