import { afterEach, describe, expect, it, vi } from 'vitest'
import { GAME_IDS } from '../../src/games'
import { idbKv, type Kv, memoryKv } from '../../src/storage/kv'
import { openKv } from '../../src/storage/open'
import { openStore } from '../../src/storage/store'
import { freshDbName, makeMatch, spyKv } from './helpers'

afterEach(() => vi.unstubAllGlobals())

describe('idbKv', () => {
  it('writes all entries of one setMany or none of them', async () => {
    const kv = idbKv(freshDbName())
    await kv.setMany([['a', 1]])
    const uncloneable = () => 'a function cannot be stored'
    await expect(
      kv.setMany([
        ['a', 2],
        ['b', uncloneable],
      ]),
    ).rejects.toThrow()
    expect(await kv.getMany(['a', 'b'])).toEqual([1, undefined])
  })

  it('puts and deletes in the same transaction', async () => {
    const kv = idbKv(freshDbName())
    await kv.setMany([
      ['keep', 1],
      ['gone', 2],
    ])
    await kv.setMany([['keep', 3]], ['gone'])
    expect(await kv.getMany(['keep', 'gone'])).toEqual([3, undefined])
  })
})

describe.each([
  ['idbKv', () => idbKv(freshDbName())],
  ['memoryKv', () => memoryKv()],
])('%s update', (_, make: () => Kv) => {
  it('hands the plan what is stored and writes what it says', async () => {
    const kv = make()
    await kv.setMany([
      ['count', 1],
      ['gone', true],
    ])
    await kv.update(['count', 'missing'], ([count, missing]) => ({
      set: [['count', (count as number) + 1]],
      remove: missing === undefined ? ['gone'] : [],
    }))
    expect(await kv.getMany(['count', 'gone'])).toEqual([2, undefined])
  })

  it('writes nothing when the plan throws', async () => {
    const kv = make()
    await kv.setMany([['count', 1]])
    await expect(
      kv.update(['count'], () => {
        throw new Error('stale')
      }),
    ).rejects.toThrow('stale')
    expect(await kv.get('count')).toBe(1)
  })

  it('lets no other write in between the read and the write', async () => {
    const kv = make()
    await kv.setMany([['count', 0]])
    const add = () =>
      kv.update(['count'], ([count]) => ({ set: [['count', (count as number) + 1]] }))
    await Promise.all(Array.from({ length: 20 }, add))
    expect(await kv.get('count')).toBe(20)
  })
})

describe('memoryKv', () => {
  it('hands out copies, so changing a read value does not change what is stored', async () => {
    const kv = memoryKv()
    const players = ['Anna']
    await kv.setMany([['players', players]])
    players.push('written after saving')
    const read = await kv.get<string[]>('players')
    read?.push('changed after reading')
    expect(await kv.get('players')).toEqual(['Anna'])
  })

  it('writes nothing when one value cannot be stored', async () => {
    const data = new Map<string, unknown>([['a', 1]])
    const kv = memoryKv(data)
    await expect(
      kv.setMany([
        ['a', 2],
        ['b', () => 0],
      ]),
    ).rejects.toThrow()
    expect([...data]).toEqual([['a', 1]])
  })
})

describe('openKv', () => {
  it('uses IndexedDB when a probe write reads back', async () => {
    const opened = await openKv()
    expect(opened.persistent).toBe(true)
    expect(await opened.kv.get('probe')).toBeUndefined()
  })

  it('falls back to memory without IndexedDB, and the store still works', async () => {
    vi.stubGlobal('indexedDB', undefined)
    const opened = await openKv()
    expect(opened.persistent).toBe(false)
    const store = await openStore(GAME_IDS, opened)
    const match = makeMatch()
    await store.saveMatch(match, [])
    expect(await store.getMatch(match.id)).toEqual(match)
    expect(store.persistent).toBe(false)
  })

  it('falls back to memory when opening the database throws (private mode)', async () => {
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new DOMException('A mutation operation was attempted', 'InvalidStateError')
      },
    })
    expect((await openKv()).persistent).toBe(false)
  })

  it('falls back to memory when the probe write fails', async () => {
    const failing: Kv = { ...memoryKv(), setMany: () => Promise.reject(new Error('quota')) }
    expect((await openKv({ create: () => failing })).persistent).toBe(false)
  })

  it('falls back to memory when the probe reads back something else', async () => {
    const forgetful: Kv = { ...memoryKv(), get: async () => undefined }
    expect((await openKv({ create: () => forgetful })).persistent).toBe(false)
  })

  it('takes a database written before after one read: no probe write on every start', async () => {
    const data = new Map<string, unknown>([['schema', 2]])
    const kv = spyKv(memoryKv(data))
    expect((await openKv({ create: () => kv })).persistent).toBe(true)
    expect(kv.setMany).not.toHaveBeenCalled()
    expect(kv.delMany).not.toHaveBeenCalled()
    // A new one is probed: written, read back, and the probe removed.
    const fresh = spyKv(memoryKv())
    expect((await openKv({ create: () => fresh })).persistent).toBe(true)
    expect(fresh.setMany).toHaveBeenCalledOnce()
    expect(await fresh.get('probe')).toBeUndefined()
  })

  it('falls back to memory when the database never answers', async () => {
    const silent: Kv = { ...memoryKv(), setMany: () => new Promise(() => {}) }
    const opened = await openKv({ create: () => silent, timeoutMs: 20 })
    expect(opened.persistent).toBe(false)
    await opened.kv.setMany([['still', 'works']])
    expect(await opened.kv.get('still')).toBe('works')
  })
})
