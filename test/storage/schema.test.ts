import { createStore, keys, setMany } from 'idb-keyval'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { GAME_IDS } from '../../src/games'
import { StorageError } from '../../src/storage/errors'
import { memoryKv } from '../../src/storage/kv'
import { prepareSchema } from '../../src/storage/migrate'
import { matchSchema, SCHEMA_VERSION, storableSchema } from '../../src/storage/schema'
import { openStore } from '../../src/storage/store'
import { summarize } from '../../src/storage/summary'
import { freshDbName, makeMatch, openIdbStore } from './helpers'

describe('the stored data version', () => {
  it('is written on first open', async () => {
    const kv = memoryKv()
    await openStore(GAME_IDS, { kv, persistent: true })
    expect(await kv.get('schema')).toBe(SCHEMA_VERSION)
  })

  it('refuses data from a newer app instead of misreading it, and leaves it alone', async () => {
    const data = new Map<string, unknown>([
      ['schema', SCHEMA_VERSION + 1],
      ['index', [{ id: 'from-the-future' }]],
    ])
    const before = JSON.stringify([...data])
    const error = await openStore(GAME_IDS, { kv: memoryKv(data), persistent: true }).catch(
      (e) => e,
    )
    expect(error).toBeInstanceOf(StorageError)
    expect(error.reason).toEqual({
      key: 'storage.newerData',
      params: { version: SCHEMA_VERSION + 1 },
    })
    expect(JSON.stringify([...data])).toBe(before)
  })

  it('refuses a version that is not a number', async () => {
    const kv = memoryKv(new Map([['schema', 'one']]))
    await expect(openStore(GAME_IDS, { kv, persistent: true })).rejects.toMatchObject({
      reason: { key: 'storage.readFailed' },
    })
  })

  it('upgrades older data step by step, each step with its version', async () => {
    const kv = memoryKv(new Map<string, unknown>([['schema', SCHEMA_VERSION - 1]]))
    const seen: unknown[] = []
    await prepareSchema(kv, {
      [SCHEMA_VERSION - 1]: async (old) => {
        seen.push(await old.get('schema'))
        return { set: [['names', ['Migrated']]] }
      },
    })
    expect(seen).toEqual([SCHEMA_VERSION - 1])
    expect(await kv.getMany(['schema', 'names'])).toEqual([SCHEMA_VERSION, ['Migrated']])
  })

  it('rewrites the version when no step was needed', async () => {
    const kv = memoryKv(new Map<string, unknown>([['schema', SCHEMA_VERSION - 1]]))
    await prepareSchema(kv, {})
    expect(await kv.get('schema')).toBe(SCHEMA_VERSION)
  })

  it('1 → 2: every summary leaves the one index key for its own, beside its match', async () => {
    const summary = (id: string, updatedAt: number) => ({
      id,
      game: 'letzter-stich',
      players: ['Anna', 'Ben', 'Cem'],
      createdAt: 1000,
      updatedAt,
      finished: false,
      entries: 3,
      winners: [],
    })
    const data = new Map<string, unknown>([
      ['schema', 1],
      ['index', [summary('a', 3000), summary('b', 2000), { broken: true }]],
      ['match:a', { id: 'a' }],
      ['match:b', { id: 'b' }],
      ['names', ['Anna']],
    ])
    const store = await openStore(GAME_IDS, { kv: memoryKv(data), persistent: true })
    expect([...data.keys()].sort()).toEqual(
      ['match:a', 'match:b', 'names', 'schema', 'summary:a', 'summary:b'].sort(),
    )
    expect(data.get('schema')).toBe(2)
    expect(data.get('summary:b')).toEqual(summary('b', 2000))
    expect((await store.list()).map((s) => s.id)).toEqual(['a', 'b'])
  })

  it('1 → 2 in IndexedDB: the list, a save and a delete after the upgrade', async () => {
    const name = freshDbName()
    const raw = createStore(name, 'kv')
    const a = makeMatch({ id: 'a', updatedAt: 3000 })
    const b = makeMatch({ id: 'b', updatedAt: 2000 })
    await setMany(
      [
        ['schema', 1],
        ['match:a', a],
        ['match:b', b],
        ['index', [summarize(a, []), summarize(b, [])]],
      ],
      raw,
    )
    const store = await openIdbStore(name)
    expect((await store.list()).map((s) => s.id)).toEqual(['a', 'b'])
    await store.saveMatch({ ...b, updatedAt: 4000, events: [...b.events, { trick: 2 }] }, [], b)
    await store.deleteMatch('a')
    expect(await store.list()).toMatchObject([{ id: 'b', updatedAt: 4000, entries: 3 }])
    expect((await keys(raw)).sort()).toEqual(['match:b', 'schema', 'summary:b'])
  })

  it('an upgrade cut off before its step landed runs again on the next open', async () => {
    const data = new Map<string, unknown>([
      ['schema', 1],
      ['index', [{ id: 'a', updatedAt: 1, createdAt: 1 }]],
    ])
    const kv = memoryKv(data)
    const cut = { ...kv, setMany: () => Promise.reject(new Error('the tab was closed')) }
    await expect(openStore(GAME_IDS, { kv: cut, persistent: true })).rejects.toThrow()
    expect([...data.keys()].sort()).toEqual(['index', 'schema'])
    await openStore(GAME_IDS, { kv, persistent: true })
    expect([...data.keys()].sort()).toEqual(['schema', 'summary:a'])
  })
})

describe('the match schemas', () => {
  const match = (players: string[], updatedAt = 2000) => ({
    id: 'm1',
    setup: { game: 'letzter-stich', players, options: {}, firstDealer: 0 },
    events: [],
    redo: [],
    createdAt: 1000,
    updatedAt,
    finished: false,
  })

  it('an imported match: names by the app’s rule, tidied', () => {
    const ok = v.safeParse(matchSchema, match(['  Anna  ', 'Ben   Bo', 'Cem']))
    expect(ok.success && ok.output.setup.players).toEqual(['Anna', 'Ben Bo', 'Cem'])
    for (const players of [
      ['Anna', 'anna', 'Cem'],
      ['Anna', '\u200B', 'Cem'],
      ['Anna', '', 'Cem'],
      ['Anna', 'B'.repeat(25), 'Cem'],
    ]) {
      expect(v.safeParse(matchSchema, match(players)).success, players.join('|')).toBe(false)
    }
  })

  it('a date a Date can hold: 1e300 is none', () => {
    expect(v.safeParse(matchSchema, match(['Anna', 'Ben', 'Cem'], 1e300)).success).toBe(false)
    expect(v.safeParse(storableSchema, match(['Anna', 'Ben', 'Cem'], 1e300)).success).toBe(false)
  })

  it('a save checks the shape only: a match begun before the stricter names still saves', () => {
    expect(v.safeParse(storableSchema, match(['Anna', '\u200B', 'Cem'])).success).toBe(true)
    expect(v.safeParse(storableSchema, match(['Anna', ''])).success).toBe(false)
  })
})
