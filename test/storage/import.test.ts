import { describe, expect, it } from 'vitest'
import type { Match } from '../../src/core/match'
import { GAME_IDS } from '../../src/games'
import type { Summary } from '../../src/storage'
import { checkImport, conflicts, mergeImport } from '../../src/storage/import'
import { memoryKv } from '../../src/storage/kv'
import { draftKey } from '../../src/storage/schema'
import { openStore } from '../../src/storage/store'
import { acceptAll, freshDbName, makeMatch, openIdbStore, spyKv } from './helpers'

const NONE = { ok: true, added: 0, updated: 0, unchanged: 0, copied: 0, replaced: 0 }

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
    expect(result).toEqual({ ...NONE, added: 2 })
    expect(await target.exportAll(9000)).toEqual(exported)
    expect(await target.list()).toEqual(await source.list())
  })

  it('merges by id: adds new ones, takes a copy that went further, keeps ours', async () => {
    const store = await openStore(GAME_IDS, { kv: memoryKv(), persistent: true })
    const ours = {
      later: makeMatch({ createdAt: 10, updatedAt: 100 }),
      sameTimeMoreEntries: makeMatch({ createdAt: 10, updatedAt: 100 }),
      same: makeMatch({ createdAt: 10, updatedAt: 100 }),
      older: makeMatch({ createdAt: 10, updatedAt: 500 }),
    }
    for (const match of Object.values(ours)) await store.saveMatch(match, [])
    await store.rememberNames(['Anna'])
    const added = makeMatch({ createdAt: 10, updatedAt: 50 })
    const incoming = [
      { ...ours.later, updatedAt: 200, finished: true },
      { ...ours.sameTimeMoreEntries, events: [...ours.sameTimeMoreEntries.events, { trick: 9 }] },
      ours.same,
      { ...ours.older, updatedAt: 400, events: [] },
      added,
    ]

    const result = await store.importFile(fileOf(incoming, ['anna', 'Dora']), acceptAll)

    expect(result).toEqual({ ...NONE, added: 1, updated: 2, unchanged: 2 })
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
    const store = await openStore(GAME_IDS, { kv: memoryKv(), persistent: true })
    const file = fileOf([makeMatch(), makeMatch()], ['Anna'])
    await store.importFile(file, acceptAll)
    const before = await store.exportAll(1)
    expect(await store.importFile(file, acceptAll)).toEqual({ ...NONE, unchanged: 2 })
    expect(await store.exportAll(1)).toEqual(before)
  })

  it('trims names in imported matches', async () => {
    const store = await openStore(GAME_IDS, { kv: memoryKv(), persistent: true })
    const match = makeMatch({ setup: { ...makeMatch().setup, players: [' Anna ', 'Ben'] } })
    await store.importFile(fileOf([match]), acceptAll)
    expect((await store.getMatch(match.id))?.setup.players).toEqual(['Anna', 'Ben'])
  })

  it('never keeps the file’s finished: the validator’s replay decides', async () => {
    const store = await openStore(GAME_IDS, { kv: memoryKv(), persistent: true })
    const claims = makeMatch({ finished: true })
    const replayed = async () => ({ ok: true as const, winners: [], finished: false })
    expect(await store.importFile(fileOf([claims]), replayed)).toEqual({ ...NONE, added: 1 })
    expect((await store.getMatch(claims.id))?.finished).toBe(false)
    expect((await store.list())[0]).toMatchObject({ finished: false, winners: [] })
  })
})

describe('an import that would replace a different match', () => {
  const NOW = 10_000
  const ours = makeMatch({ id: 'same-id', updatedAt: 2000 })
  const otherGame = {
    ...makeMatch({ id: 'same-id', updatedAt: 5000 }),
    setup: {
      game: 'stich-fuer-stich' as const,
      players: ['Anna', 'Ben', 'Cem'],
      options: {},
      firstDealer: 0,
    },
  }
  const otherPlayers = {
    ...makeMatch({ id: 'same-id', updatedAt: 5000 }),
    setup: { ...ours.setup, players: ['Xaver', 'Yara', 'Zoe'] },
  }
  const newer = makeMatch({ id: 'same-id', updatedAt: 5000, events: [{ a: 1 }] })

  async function phone() {
    const kv = spyKv(memoryKv())
    const store = await openStore(GAME_IDS, { kv, persistent: true })
    await store.saveMatch(ours, [])
    await store.saveDraft(ours.id, { cards: ['x'] })
    kv.update.mockClear()
    kv.setMany.mockClear()
    return { kv, store }
  }

  it('is found before anything is written, with both matches to show', async () => {
    for (const theirs of [otherGame, otherPlayers]) {
      const { kv, store } = await phone()
      const checked = await store.checkFile(fileOf([theirs]), acceptAll, NOW)
      if (!checked.ok) throw new Error('refused')
      expect(checked.conflicts).toEqual([
        {
          id: 'same-id',
          ours: expect.objectContaining({
            game: 'letzter-stich',
            players: ours.setup.players,
            entries: 2,
          }),
          theirs: expect.objectContaining({
            game: theirs.setup.game,
            players: theirs.setup.players,
          }),
        },
      ])
      expect(kv.update).not.toHaveBeenCalled()
      expect(kv.setMany).not.toHaveBeenCalled()
    }
  })

  it('keeps both by default: the file’s match under a new id, ours untouched', async () => {
    const { kv, store } = await phone()
    const checked = await store.checkFile(fileOf([otherGame]), acceptAll, NOW)
    if (!checked.ok) throw new Error('refused')
    const result = await store.commitImport(checked.checked, {}, () => 'fresh-id')
    expect(result).toEqual({ ...NONE, copied: 1 })
    expect(kv.update).toHaveBeenCalledTimes(1)
    expect(await store.getMatch('same-id')).toEqual(ours)
    expect(await store.getMatch('fresh-id')).toEqual({ ...otherGame, id: 'fresh-id' })
    expect(await store.getDraft('same-id')).toEqual({ cards: ['x'] })
    expect((await store.list()).map((s) => s.id).sort()).toEqual(['fresh-id', 'same-id'])
  })

  it('replaces ours when the player says so, in one transaction, and drops our draft', async () => {
    const { kv, store } = await phone()
    const checked = await store.checkFile(fileOf([otherPlayers]), acceptAll, NOW)
    if (!checked.ok) throw new Error('refused')
    const result = await store.commitImport(checked.checked, { 'same-id': 'replace' })
    expect(result).toEqual({ ...NONE, replaced: 1 })
    expect(kv.update).toHaveBeenCalledTimes(1)
    expect(await store.getMatch('same-id')).toEqual(otherPlayers)
    expect(await store.getDraft('same-id')).toBeUndefined()
    expect(await store.list()).toHaveLength(1)
  })

  it('same game and players: no question, the newer copy wins as before', async () => {
    const { store } = await phone()
    const checked = await store.checkFile(fileOf([newer]), acceptAll, NOW)
    if (!checked.ok) throw new Error('refused')
    expect(checked.conflicts).toEqual([])
    expect(await store.commitImport(checked.checked, {})).toEqual({ ...NONE, updated: 1 })
    expect(await store.getMatch('same-id')).toEqual(newer)
  })

  it('a conflict that appears between the question and the import keeps both', async () => {
    const store = await openStore(GAME_IDS, { kv: memoryKv(), persistent: true })
    const checked = await store.checkFile(fileOf([otherGame]), acceptAll, NOW)
    if (!checked.ok) throw new Error('refused')
    expect(checked.conflicts).toEqual([])
    await store.saveMatch(ours, [])
    expect(await store.commitImport(checked.checked, {}, () => 'late-copy')).toEqual({
      ...NONE,
      copied: 1,
    })
    expect((await store.getMatch('same-id'))?.setup.game).toBe('letzter-stich')
  })

  it('several in one file: each settled by its own answer', async () => {
    const index: Summary[] = ['a', 'b', 'c'].map((id) => ({
      id,
      game: 'letzter-stich',
      players: ['Anna', 'Ben', 'Cem'],
      createdAt: 1000,
      updatedAt: 2000,
      finished: false,
      entries: 2,
      winners: [],
    }))
    const checked = await checkImport(
      fileOf([
        { ...otherGame, id: 'a' },
        { ...otherPlayers, id: 'b' },
        makeMatch({ id: 'c', updatedAt: 3000 }),
        makeMatch({ id: 'd' }),
      ]),
      acceptAll,
      NOW,
      GAME_IDS,
    )
    if (!checked.ok) throw new Error('refused')
    expect(conflicts(index, checked.checked).map((c) => c.id)).toEqual(['a', 'b'])
    let n = 0
    const merged = mergeImport(index, [], checked.checked, { b: 'replace' }, () => `new-${++n}`)
    expect(merged).toMatchObject({ added: 1, updated: 1, unchanged: 0, copied: 1, replaced: 1 })
    expect(merged.remove).toEqual([draftKey('b')])
    const written = merged.entries.map(([key]) => key)
    expect(written).toEqual(
      ['new-1', 'b', 'c', 'd'].flatMap((id) => [`match:${id}`, `summary:${id}`]),
    )
  })
})
