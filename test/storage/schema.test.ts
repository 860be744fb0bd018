import { describe, expect, it } from 'vitest'
import { StorageError } from '../../src/storage/errors'
import { memoryKv } from '../../src/storage/kv'
import { prepareSchema } from '../../src/storage/migrate'
import { SCHEMA_VERSION } from '../../src/storage/schema'
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
