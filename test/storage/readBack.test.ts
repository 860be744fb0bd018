import { describe, expect, it } from 'vitest'
import type { Match } from '../../src/core/match'
import { GAME_IDS } from '../../src/games'
import { memoryKv } from '../../src/storage/kv'
import { checkStored } from '../../src/storage/readBack'
import { openStore } from '../../src/storage/store'
import type { Summary } from '../../src/storage/summary'
import { makeMatch } from './helpers'

function deep(levels: number): unknown {
  let value: unknown = {}
  for (let i = 0; i < levels; i++) value = { a: value }
  return value
}

describe('checkStored: what one stored value is worth', () => {
  const good = makeMatch({ id: 'g1' })

  it('takes a match in the shape a save writes, as it is stored', () => {
    expect(checkStored(good, 'g1', GAME_IDS)).toEqual({ ok: true, match: good })
  })

  it('says why it cannot use the others, and never throws', () => {
    expect(checkStored(null, 'g1', GAME_IDS)).toEqual({
      ok: false,
      reason: { key: 'stored.unreadable' },
    })
    expect(checkStored('text', 'g1', GAME_IDS)).toEqual({
      ok: false,
      reason: { key: 'stored.damaged', params: { path: '(file)' } },
    })
    expect(checkStored({ ...good, events: 'x' }, 'g1', GAME_IDS)).toEqual({
      ok: false,
      reason: { key: 'stored.damaged', params: { path: 'events' } },
    })
    expect(checkStored(good, 'other', GAME_IDS)).toEqual({
      ok: false,
      reason: { key: 'stored.damaged', params: { path: 'id' } },
    })
    const skat = { ...good, setup: { ...good.setup, game: 'skat' } }
    expect(checkStored(skat, 'g1', GAME_IDS)).toEqual({
      ok: false,
      reason: { key: 'stored.unknownGame', params: { game: 'skat' } },
    })
  })
})

describe('Store.readAll and markUnloadable', () => {
  async function phone() {
    const data = new Map<string, unknown>()
    const store = await openStore(GAME_IDS, { kv: memoryKv(data), persistent: true })
    const a = makeMatch({ id: 'a', updatedAt: 3000 })
    const b = makeMatch({ id: 'b', updatedAt: 2000 })
    await store.saveMatch(a, [])
    await store.saveMatch(b, [])
    // Too deep to be cloned back: reading it throws, as Chromium's gives null.
    data.set('match:b', { ...b, setup: { ...b.setup, options: deep(20_000) } })
    return { data, store, a, b }
  }

  it('reads every match on its own: one that cannot be read does not take the others', async () => {
    const { store, a } = await phone()
    const all = await store.readAll()
    expect(all.matches.map((m) => m.match)).toEqual([a])
    expect(all.unloadable).toEqual([
      {
        id: 'b',
        summary: expect.objectContaining({ id: 'b' }),
        reason: { key: 'stored.unreadable' },
      },
    ])
    expect((await store.exportAll(1)).matches).toEqual([a])
    expect(await store.readMatch('b')).toEqual({ ok: false, reason: { key: 'stored.unreadable' } })
    expect(await store.readMatch('gone')).toBeUndefined()
  })

  it('opens a match with its draft, kept entries and place in one read, or finds them alone', async () => {
    const { store, a } = await phone()
    await store.saveDraft('a', { at: 0, values: { x: 1 } })
    await store.setKept('a', [])
    await store.setNote('place', 'a', { role: 'host', seat: 0 })
    expect(await store.readOpening('a')).toEqual({
      match: { ok: true, match: a },
      draft: { at: 0, values: { x: 1 } },
      kept: [],
      place: { role: 'host', seat: 0 },
    })
    // The match cannot be read back: the one read fails, and the rest is still found alone.
    await store.saveDraft('b', { at: 0, values: { y: 2 } })
    expect(await store.readOpening('b')).toEqual({
      match: { ok: false, reason: { key: 'stored.unreadable' } },
      draft: { at: 0, values: { y: 2 } },
      kept: undefined,
      place: undefined,
    })
    expect((await store.readOpening('gone')).match).toBeUndefined()
  })

  it('marks only the version that was read, and writes nothing when nothing changes', async () => {
    const { data, store } = await phone()
    const { unloadable } = await store.readAll()
    await store.markUnloadable(unloadable)
    const marked = (await store.list()).find((s) => s.id === 'b')
    expect(marked?.unloadable).toEqual({ key: 'stored.unreadable' })
    const index = data.get('index')
    await store.markUnloadable(unloadable)
    expect(data.get('index')).toBe(index)

    // Saved again since it was read: the new version is not marked by the old finding.
    const stale = [{ ...unloadable[0], summary: { updatedAt: 1 } as Summary }] as typeof unloadable
    data.delete('match:b') // (this Map cannot even read it to save over it)
    await store.saveMatch(makeMatch({ id: 'b', updatedAt: 5000 }) as Match, [])
    await store.markUnloadable(stale)
    expect((await store.list()).find((s) => s.id === 'b')?.unloadable).toBeUndefined()
  })
})
