import { describe, expect, it } from 'vitest'
import { GAME_IDS } from '../../src/games'
import { StaleMatch, StorageError } from '../../src/storage/errors'
import { memoryKv } from '../../src/storage/kv'
import { openStore } from '../../src/storage/store'
import { freshDbName, makeMatch, openIdbStore, quotaError, spyKv } from './helpers'

describe('saving a match', () => {
  it('is still there after a reload', async () => {
    const db = freshDbName()
    const match = makeMatch({ finished: true })
    await (await openIdbStore(db)).saveMatch(match, [1])
    const reloaded = await openIdbStore(db)
    expect(await reloaded.getMatch(match.id)).toEqual(match)
    expect(await reloaded.list()).toEqual([
      {
        id: match.id,
        game: 'letzter-stich',
        players: ['Anna', 'Ben', 'Cem'],
        createdAt: 1000,
        updatedAt: 2000,
        finished: true,
        entries: 2,
        winners: [1],
      },
    ])
  })

  it('writes the match and its summary in one transaction, and touches no other match', async () => {
    const data = new Map<string, unknown>()
    const kv = spyKv(memoryKv(data))
    const store = await openStore(GAME_IDS, { kv, persistent: true })
    await store.saveMatch(makeMatch({ id: 'other' }), [])
    kv.update.mockClear()
    const match = makeMatch({ id: 'mine', updatedAt: 3000 })
    await store.saveMatch(match, [])
    expect(kv.update).toHaveBeenCalledTimes(1)
    // Read: only the match (is it still the version the change was made on?).
    expect(kv.update.mock.calls[0]?.[0]).toEqual([`match:${match.id}`])
    expect(kv.update.mock.calls[0]?.[2]).toBeUndefined()
    expect([...data.keys()].sort()).toEqual(
      ['match:mine', 'match:other', 'schema', 'summary:mine', 'summary:other'].sort(),
    )
    expect((await store.list()).map((s) => s.id)).toEqual(['mine', 'other'])
  })

  it('retries once, then throws storage.writeFailed; match and summary unchanged', async () => {
    const data = new Map<string, unknown>()
    const kv = spyKv(memoryKv(data))
    const store = await openStore(GAME_IDS, { kv, persistent: true })
    const match = makeMatch()
    await store.saveMatch(match, [])
    const before = JSON.stringify([...data])
    kv.update.mockClear()
    kv.update.mockRejectedValue(quotaError())

    const error = await store
      .saveMatch({ ...match, events: [...match.events, { trick: 2 }], updatedAt: 3000 }, [])
      .catch((e: unknown) => e)

    expect(error).toBeInstanceOf(StorageError)
    expect((error as StorageError).reason).toEqual({ key: 'storage.writeFailed' })
    expect((error as StorageError).cause).toBeInstanceOf(DOMException)
    expect(kv.update).toHaveBeenCalledTimes(2)
    expect(JSON.stringify([...data])).toBe(before)
    expect((await store.getMatch(match.id))?.events).toHaveLength(2)
    expect((await store.list())[0]?.entries).toBe(2)
  })

  it('succeeds when the retry goes through', async () => {
    const kv = spyKv()
    const store = await openStore(GAME_IDS, { kv, persistent: true })
    kv.update.mockRejectedValueOnce(quotaError())
    const match = makeMatch()
    await store.saveMatch(match, [])
    expect(await store.getMatch(match.id)).toEqual(match)
    expect((await store.list()).map((s) => s.id)).toEqual([match.id])
  })

  it('lands every one of many quick saves in the index', async () => {
    const db = freshDbName()
    const store = await openIdbStore(db)
    const matches = Array.from({ length: 25 }, (_, i) => makeMatch({ updatedAt: 5000 + i }))
    await Promise.all(matches.map((match) => store.saveMatch(match, [])))
    const ids = (await (await openIdbStore(db)).list()).map((s) => s.id)
    expect(ids).toEqual(matches.map((m) => m.id).reverse())
  })

  it('lands the summaries of two tabs saving at once: each read-and-write is one transaction', async () => {
    const db = freshDbName()
    const [one, two] = await Promise.all([openIdbStore(db), openIdbStore(db)])
    const ours = Array.from({ length: 10 }, (_, i) => makeMatch({ updatedAt: 100 + i }))
    const theirs = Array.from({ length: 10 }, (_, i) => makeMatch({ updatedAt: 200 + i }))
    await Promise.all([
      ...ours.map((match) => one.saveMatch(match, [])),
      ...theirs.map((match) => two.saveMatch(match, [])),
      one.rememberNames(['Anna']),
      two.rememberNames(['Ben']),
    ])
    const reloaded = await openIdbStore(db)
    expect((await reloaded.list()).map((s) => s.id).sort()).toEqual(
      [...ours, ...theirs].map((m) => m.id).sort(),
    )
    expect((await reloaded.names()).sort()).toEqual(['Anna', 'Ben'])
  })

  it('keeps the later of two quick saves of the same match', async () => {
    const store = await openStore(GAME_IDS, { kv: memoryKv(), persistent: false })
    const first = makeMatch()
    const second = { ...first, events: [...first.events, { trick: 3 }], updatedAt: 2500 }
    await Promise.all([store.saveMatch(first, []), store.saveMatch(second, [])])
    expect(await store.getMatch(first.id)).toEqual(second)
    expect(await store.list()).toHaveLength(1)
  })

  it('refuses a match that could not be imported again, and writes nothing', async () => {
    const kv = spyKv()
    const store = await openStore(GAME_IDS, { kv, persistent: true })
    kv.update.mockClear()
    const long = makeMatch({ setup: { ...makeMatch().setup, players: ['A'.repeat(25), 'Ben'] } })
    await expect(store.saveMatch(long, [])).rejects.toThrow(/setup\.players\.0/)
    expect(kv.update).not.toHaveBeenCalled()
  })
})

describe('a save made on a version another tab has replaced', () => {
  const base = makeMatch({ id: 's', updatedAt: 2000, events: [{ trick: 1 }], redo: [] })
  const next = { ...base, updatedAt: 3000, events: [{ trick: 1 }, { trick: 2 }] }

  it('is refused with StaleMatch, and what is stored stays', async () => {
    const data = new Map<string, unknown>()
    const store = await openStore(GAME_IDS, { kv: memoryKv(data), persistent: true })
    await store.saveMatch(base, [])
    // The other tab saved at the very same moment with as many entries: only what it holds to
    // redo differs.
    await store.saveMatch({ ...base, redo: [{ trick: 5 }] }, [], base)
    const before = JSON.stringify([...data])
    await expect(store.saveMatch(next, [], base)).rejects.toBeInstanceOf(StaleMatch)
    expect(JSON.stringify([...data])).toBe(before)
  })

  it('is refused also when a tab of data version 1 saved the match (no summary written)', async () => {
    const data = new Map<string, unknown>()
    const store = await openStore(GAME_IDS, { kv: memoryKv(data), persistent: true })
    await store.saveMatch(base, [])
    // The old tab writes the match and its own index key; this version's summary stays behind.
    data.set('match:s', { ...base, updatedAt: 2500, events: [{ trick: 1 }, { trick: 7 }] })
    await expect(store.saveMatch(next, [], base)).rejects.toBeInstanceOf(StaleMatch)
    const theirs = (await store.getMatch('s')) as typeof base
    await store.saveMatch(
      { ...theirs, updatedAt: 3000, events: [...theirs.events, { trick: 2 }] },
      [],
      theirs,
    )
    expect(await store.list()).toMatchObject([{ id: 's', updatedAt: 3000, entries: 3 }])
  })
})

describe('reading matches', () => {
  it('lists the most recently played first and resumes the latest unfinished match', async () => {
    const store = await openStore(GAME_IDS, { kv: memoryKv(), persistent: true })
    const done = makeMatch({ updatedAt: 300, finished: true })
    const open = makeMatch({ updatedAt: 200 })
    const older = makeMatch({ updatedAt: 100 })
    for (const match of [older, done, open]) await store.saveMatch(match, [])
    expect((await store.list()).map((s) => s.id)).toEqual([done.id, open.id, older.id])
    expect(await store.latestOpen()).toEqual(open)
  })

  it('has nothing to resume when every match is finished', async () => {
    const store = await openStore(GAME_IDS, { kv: memoryKv(), persistent: true })
    await store.saveMatch(makeMatch({ finished: true }), [0])
    expect(await store.latestOpen()).toBeUndefined()
  })

  it('deletes a match together with its summary', async () => {
    const db = freshDbName()
    const store = await openIdbStore(db)
    const [gone, kept] = [makeMatch(), makeMatch()]
    await store.saveMatch(gone, [])
    await store.saveMatch(kept, [])
    await store.deleteMatch(gone.id)
    const reloaded = await openIdbStore(db)
    expect(await reloaded.getMatch(gone.id)).toBeUndefined()
    expect((await reloaded.list()).map((s) => s.id)).toEqual([kept.id])
  })

  it('keeps a shared match’s place at its table, its ways back and kept entries beside it, and deletes them with it', async () => {
    const db = freshDbName()
    const store = await openIdbStore(db)
    const match = makeMatch()
    await store.saveMatch(match, [])
    await store.setNote('place', match.id, { role: 'guest', seat: 2 })
    await store.setKept(match.id, [])
    const reloaded = await openIdbStore(db)
    expect(await reloaded.getNote('place', match.id)).toEqual({ role: 'guest', seat: 2 })
    await reloaded.setNote('place', match.id, undefined)
    expect(await reloaded.getNote('place', match.id)).toBeUndefined()
    await reloaded.setNote('place', match.id, { role: 'host', seat: null })
    await reloaded.setNote('back', match.id, { 1: 'v=0' })
    await reloaded.setNote('ticket', '', { ufrag: 'tick' })
    expect(await reloaded.getNote('back', match.id)).toEqual({ 1: 'v=0' })
    await reloaded.deleteMatch(match.id)
    expect(await reloaded.getNote('place', match.id)).toBeUndefined()
    expect(await reloaded.getNote('back', match.id)).toBeUndefined()
    // The phone's ticket is the phone's, not the match's: it stays.
    expect(await reloaded.getNote('ticket')).toEqual({ ufrag: 'tick' })
    expect(await reloaded.getKept(match.id)).toBeUndefined()
  })
})

describe('asking the browser to keep our data', () => {
  it('asks once, after the first saved match', async () => {
    const store = await openStore(GAME_IDS, { kv: memoryKv(), persistent: true })
    expect(await store.shouldAskPersist()).toBe(false)
    await store.saveMatch(makeMatch(), [])
    expect(await store.shouldAskPersist()).toBe(true)
    await store.markPersistAsked()
    expect(await store.shouldAskPersist()).toBe(false)
  })

  it('never asks when nothing can be kept anyway', async () => {
    const store = await openStore(GAME_IDS, { kv: memoryKv(), persistent: false })
    await store.saveMatch(makeMatch(), [])
    expect(await store.shouldAskPersist()).toBe(false)
  })
})
