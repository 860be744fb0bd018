import { describe, expect, it } from 'vitest'
import { GAME_IDS } from '../../src/games'
import { memoryKv } from '../../src/storage/kv'
import { openStore } from '../../src/storage/store'
import { freshDbName, openIdbStore } from './helpers'

const memoryStore = () => openStore(GAME_IDS, { kv: memoryKv(), persistent: false })

describe('remembered player names', () => {
  it('starts empty and survives a reload', async () => {
    const db = freshDbName()
    const store = await openIdbStore(db)
    expect(await store.names()).toEqual([])
    await store.rememberNames(['Anna', 'Ben'])
    expect(await (await openIdbStore(db)).names()).toEqual(['Anna', 'Ben'])
  })

  it('puts the latest first and keeps the newest spelling of a name once', async () => {
    const store = await memoryStore()
    await store.rememberNames(['Anna', 'Ben', 'Cem'])
    await store.rememberNames(['ben', 'Dora'])
    expect(await store.names()).toEqual(['ben', 'Dora', 'Anna', 'Cem'])
  })

  it('trims names and skips empty or too long ones', async () => {
    const store = await memoryStore()
    await store.rememberNames(['  Anna ', '   ', 'X'.repeat(25), 'anna'])
    expect(await store.names()).toEqual(['Anna'])
  })

  it('skips names with a bidi control character, keeping right-to-left names', async () => {
    const store = await memoryStore()
    await store.rememberNames(['Cora\u202Egnp.exe', '\u2066Ben\u2069', 'Anna', 'שרה'])
    expect(await store.names()).toEqual(['Anna', 'שרה'])
  })

  it('keeps only the 40 most recent', async () => {
    const store = await memoryStore()
    await store.rememberNames(Array.from({ length: 30 }, (_, i) => `Old ${i}`))
    await store.rememberNames(Array.from({ length: 15 }, (_, i) => `New ${i}`))
    const names = await store.names()
    expect(names).toHaveLength(40)
    expect(names.slice(0, 16)).toEqual([
      ...Array.from({ length: 15 }, (_, i) => `New ${i}`),
      'Old 0',
    ])
    expect(names.at(-1)).toBe('Old 24')
  })
})
