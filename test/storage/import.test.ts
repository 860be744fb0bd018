import { describe, expect, it } from 'vitest'
import type { Match } from '../../src/core/match'
import { memoryKv } from '../../src/storage/kv'
import { openStore } from '../../src/storage/store'
import { acceptAll, freshDbName, makeMatch, openIdbStore } from './helpers'

const fileOf = (matches: Match[], names: string[] = []) =>
  JSON.stringify({ app: 'stichblock', schema: 1, exportedAt: 9000, matches, names })

describe('export and import', () => {
  it('round-trips everything into an empty store', async () => {
    const source = await openIdbStore(freshDbName())
    const [done, open] = [makeMatch({ finished: true, updatedAt: 3000 }), makeMatch()]
    await source.saveMatch(done, [0])
    await source.saveMatch(open, [])
    await source.rememberNames(['Anna', 'Ben', 'Cem'])
    const exported = await source.exportAll(9000)
    expect(exported).toEqual({
      app: 'stichblock',
      schema: 1,
      exportedAt: 9000,
      matches: [done, open],
      names: ['Anna', 'Ben', 'Cem'],
    })

    const target = await openIdbStore(freshDbName())
    const result = await target.importFile(JSON.stringify(exported), acceptAll)
    expect(result).toEqual({ ok: true, added: 2, updated: 0, unchanged: 0 })
    expect(await target.exportAll(9000)).toEqual(exported)
    expect(await target.list()).toEqual(await source.list())
  })

  it('merges by id: adds new ones, takes a copy that went further, keeps ours', async () => {
    const store = await openStore({ kv: memoryKv(), persistent: true })
    const ours = {
      later: makeMatch({ updatedAt: 100 }),
      sameTimeMoreEntries: makeMatch({ updatedAt: 100 }),
      same: makeMatch({ updatedAt: 100 }),
      older: makeMatch({ updatedAt: 500 }),
    }
    for (const match of Object.values(ours)) await store.saveMatch(match, [])
    await store.rememberNames(['Anna'])
    const added = makeMatch({ updatedAt: 50 })
    const incoming = [
      { ...ours.later, updatedAt: 200, finished: true },
      { ...ours.sameTimeMoreEntries, events: [...ours.sameTimeMoreEntries.events, { trick: 9 }] },
      ours.same,
      { ...ours.older, updatedAt: 400, events: [] },
      added,
    ]

    const result = await store.importFile(fileOf(incoming, ['anna', 'Dora']), acceptAll)

    expect(result).toEqual({ ok: true, added: 1, updated: 2, unchanged: 2 })
    const list = await store.list()
    expect(list.map((s) => s.id).sort()).toEqual(
      [...Object.values(ours), added].map((m) => m.id).sort(),
    )
    expect(await store.getMatch(ours.later.id)).toEqual(incoming[0])
    expect(list.find((s) => s.id === ours.later.id)).toMatchObject({ finished: true, winners: [0] })
    expect(await store.getMatch(ours.sameTimeMoreEntries.id)).toEqual(incoming[1])
    expect(await store.getMatch(ours.older.id)).toEqual(ours.older)
    expect(await store.names()).toEqual(['Anna', 'Dora'])
  })

  it('importing the same file twice changes nothing the second time', async () => {
    const store = await openStore({ kv: memoryKv(), persistent: true })
    const file = fileOf([makeMatch(), makeMatch()], ['Anna'])
    await store.importFile(file, acceptAll)
    const before = await store.exportAll(1)
    expect(await store.importFile(file, acceptAll)).toEqual({
      ok: true,
      added: 0,
      updated: 0,
      unchanged: 2,
    })
    expect(await store.exportAll(1)).toEqual(before)
  })

  it('trims names in imported matches', async () => {
    const store = await openStore({ kv: memoryKv(), persistent: true })
    const match = makeMatch({ setup: { ...makeMatch().setup, players: [' Anna ', 'Ben'] } })
    await store.importFile(fileOf([match]), acceptAll)
    expect((await store.getMatch(match.id))?.setup.players).toEqual(['Anna', 'Ben'])
  })
})
