import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Setup } from '../../src/core/game'
import { freshDevice } from '../helpers/device'

const setup: Setup = {
  game: 'letzter-stich',
  players: ['Anna', 'Ben', 'Cem'],
  options: {},
  firstDealer: 0,
}

/** The open match as the app holds it, and as a reload would find it in storage. */
async function app() {
  const session = await import('../../src/app/session')
  const { storeReady } = await import('../../src/app/storage')
  const id = await session.startMatch(setup)
  if (typeof id !== 'string') throw new Error(id.key)
  const stored = async () => (await (await storeReady()).getMatch(id))?.events
  return { session, stored }
}

describe('the open match', () => {
  beforeEach(freshDevice)

  it('stores an entry before showing it, and undo and redo are stored too', async () => {
    const { session, stored } = await app()
    expect(await session.record({ t: 'trick', winner: 1 })).toBeNull()
    expect(await stored()).toEqual([{ t: 'trick', winner: 1 }])
    expect(session.open.value?.match.events).toHaveLength(1)
    await session.undo()
    expect(await stored()).toEqual([])
    await session.redo()
    expect(await stored()).toEqual([{ t: 'trick', winner: 1 }])
  })

  it('refuses a bad entry with the player named, and changes nothing', async () => {
    const { session, stored } = await app()
    const refused = await session.record({ t: 'counts', tricksWon: [8, 0, 0], lastTrick: 1 })
    expect(refused).toEqual({ key: 'ls.lastTrickNoTricks', params: { seat: 1, player: 'Ben' } })
    expect(await stored()).toEqual([])
  })

  it('does one thing for taps that come while a change is being saved: one tap, one action', async () => {
    const { session, stored } = await app()
    // Three taps in one tick: the first is saved, the others landed on a screen about to change.
    const said = await Promise.all(
      [1, 2, 0].map((winner) => session.record({ t: 'trick', winner })),
    )
    expect(said).toEqual([null, null, null])
    expect(await stored()).toEqual([{ t: 'trick', winner: 1 }])
    await Promise.all([session.undo(), session.undo(), session.undo()])
    expect(await stored()).toEqual([])
    expect(session.open.value?.match.redo).toHaveLength(1)
    // Once it is saved, the next tap is an action of its own.
    expect(await session.record({ t: 'trick', winner: 2 })).toBeNull()
    expect(await session.record({ t: 'trick', winner: 0 })).toBeNull()
    expect(await stored()).toEqual([
      { t: 'trick', winner: 2 },
      { t: 'trick', winner: 0 },
    ])
  })

  it('says "Saving…" only for a save that takes long enough to see', async () => {
    const { session } = await app()
    const seen: boolean[] = []
    const stop = session.busy.subscribe((value) => seen.push(value))
    expect(await session.record({ t: 'trick', winner: 1 })).toBeNull()
    expect(seen).toEqual([false])

    const { storeReady } = await import('../../src/app/storage')
    const store = await storeReady()
    const save = store.saveMatch.bind(store)
    vi.spyOn(store, 'saveMatch').mockImplementation(async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 300))
      return save(...args)
    })
    expect(await session.record({ t: 'trick', winner: 2 })).toBeNull()
    expect(seen).toEqual([false, true, false])
    stop()
  })

  it('marks a correction that a later hand no longer fits', async () => {
    const { session, stored } = await app()
    await session.record({ t: 'quick', lastTrick: 0, sweep: false })
    await session.record({ t: 'counts', tricksWon: [3, 3, 2], lastTrick: 2 })
    // Hand 1 turned into a single trick: hand 2's counts would land mid-hand.
    const refused = await session.correct(0, 1, [{ t: 'trick', winner: 1 }])
    expect(refused?.params?.later).toBe(1)
    expect(await stored()).toHaveLength(2)
    expect(await session.correct(0, 1, [{ t: 'quick', lastTrick: 1, sweep: false }])).toBeNull()
    expect((await stored())?.[0]).toEqual({ t: 'quick', lastTrick: 1, sweep: false })
  })
})
