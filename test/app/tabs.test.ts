import { beforeEach, describe, expect, it } from 'vitest'
import type { Setup } from '../../src/core/game'
import type { Match } from '../../src/core/match'
import { freshDevice } from '../helpers/device'

const setup: Setup = {
  game: 'letzter-stich',
  players: ['Anna', 'Ben', 'Cem', 'Dora'],
  options: {},
  firstDealer: 0,
}
const trick = (winner: number) => ({ t: 'trick', winner })

/** This tab (the app's session) and a second tab on the same phone (its own store). */
async function twoTabs() {
  const session = await import('../../src/app/session')
  const { storeReady } = await import('../../src/app/storage')
  const { openStore, StaleMatch } = await import('../../src/storage')
  const started = await session.startMatch(setup)
  if (typeof started !== 'string') throw new Error(started.key)
  const id: string = started
  const other = await openStore()
  /** The other tab records a trick the way the app does: on what it read, retrying if stale. */
  async function otherTabRecords(winner: number) {
    for (;;) {
      const base = (await other.getMatch(id)) as Match
      const next = {
        ...base,
        events: [...base.events, trick(winner)],
        redo: [],
        updatedAt: base.updatedAt + 1,
      }
      try {
        await other.saveMatch(next, [], base)
        return
      } catch (error) {
        if (!(error instanceof StaleMatch)) throw error
      }
    }
  }
  const stored = async () => ((await (await storeReady()).getMatch(id)) as Match).events
  return { session, id, otherTabRecords, stored }
}

describe('the same match open in two tabs', () => {
  beforeEach(freshDevice)

  it('never overwrites the other tab’s entry: a stale change is applied again on top', async () => {
    const { session, otherTabRecords, stored } = await twoTabs()
    expect(await session.record(trick(1))).toBeNull()
    await otherTabRecords(2) // this tab has not seen it yet
    expect(await session.record(trick(3))).toBeNull()
    expect(await stored()).toEqual([trick(1), trick(2), trick(3)])
    expect(session.open.value?.match.events).toEqual([trick(1), trick(2), trick(3)])
  })

  it('follows an entry made in the other tab as soon as it is saved', async () => {
    const { session, id, otherTabRecords } = await twoTabs()
    await otherTabRecords(2)
    // The other tab's app would announce it; here the test does.
    new BroadcastChannel('stichblock').postMessage({ id, updatedAt: -1 })
    await expect.poll(() => session.open.value?.match.events.length, { timeout: 2000 }).toBe(1)
  })

  it('loses and doubles nothing however the two tabs’ entries interleave', async () => {
    const { session, id, otherTabRecords, stored } = await twoTabs()
    const mine = [0, 1, 2, 3, 0, 1]
    const theirs = [2, 3, 2, 3, 2, 3]
    // This tab's taps come one at a time (a tap while one is saved is ignored: src/ui/once.ts);
    // the other tab's saves land in between them at any moment.
    const tapsHere = async () => {
      const said: unknown[] = []
      for (const w of mine) said.push(await session.record(trick(w)))
      return said
    }
    const [results] = await Promise.all([tapsHere(), ...theirs.map((w) => otherTabRecords(w))])
    expect(results).toEqual(mine.map(() => null))
    const events = (await stored()) as { winner: number }[]
    expect(events).toHaveLength(mine.length + theirs.length)
    const count = (list: number[]) => [0, 1, 2, 3].map((w) => list.filter((x) => x === w).length)
    expect(count(events.map((e) => e.winner))).toEqual(count([...mine, ...theirs]))
    // Told by the other tab, this one shows exactly what is stored.
    new BroadcastChannel('stichblock').postMessage({ id, updatedAt: -1 })
    await expect.poll(() => session.open.value?.match.events, { timeout: 2000 }).toEqual(events)
  })
})
