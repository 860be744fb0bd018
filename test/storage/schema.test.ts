import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { StorageError } from '../../src/storage/errors'
import { memoryKv } from '../../src/storage/kv'
import { prepareSchema } from '../../src/storage/migrate'
import { matchSchema, SCHEMA_VERSION, storableSchema } from '../../src/storage/schema'
import { openStore } from '../../src/storage/store'

describe('the stored data version', () => {
  it('is written on first open', async () => {
    const kv = memoryKv()
    await openStore({ kv, persistent: true })
    expect(await kv.get('schema')).toBe(SCHEMA_VERSION)
  })

  it('refuses data from a newer app instead of misreading it, and leaves it alone', async () => {
    const data = new Map<string, unknown>([
      ['schema', SCHEMA_VERSION + 1],
      ['index', [{ id: 'from-the-future' }]],
    ])
    const before = JSON.stringify([...data])
    const error = await openStore({ kv: memoryKv(data), persistent: true }).catch((e) => e)
    expect(error).toBeInstanceOf(StorageError)
    expect(error.reason).toEqual({
      key: 'storage.newerData',
      params: { version: SCHEMA_VERSION + 1 },
    })
    expect(JSON.stringify([...data])).toBe(before)
  })

  it('refuses a version that is not a number', async () => {
    const kv = memoryKv(new Map([['schema', 'one']]))
    await expect(openStore({ kv, persistent: true })).rejects.toMatchObject({
      reason: { key: 'storage.readFailed' },
    })
  })

  it('upgrades older data step by step, each step with its version', async () => {
    const kv = memoryKv(new Map<string, unknown>([['schema', SCHEMA_VERSION - 1]]))
    const seen: unknown[] = []
    await prepareSchema(kv, {
      [SCHEMA_VERSION - 1]: async (old) => {
        seen.push(await old.get('schema'))
        return [['names', ['Migrated']]]
      },
    })
    expect(seen).toEqual([SCHEMA_VERSION - 1])
    expect(await kv.getMany(['schema', 'names'])).toEqual([SCHEMA_VERSION, ['Migrated']])
  })

  it('rewrites the version when no step was needed', async () => {
    const kv = memoryKv(new Map<string, unknown>([['schema', SCHEMA_VERSION - 1]]))
    await openStore({ kv, persistent: true })
    expect(await kv.get('schema')).toBe(SCHEMA_VERSION)
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
