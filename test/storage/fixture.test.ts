import { createStore, setMany } from 'idb-keyval'
import { beforeEach, describe, expect, it } from 'vitest'
import { replay } from '../../src/core/match'
import { GAME_IDS, loadGame } from '../../src/games'
import { openStore } from '../../src/storage'
import stored from '../fixtures/stored-schema-1.json'
import { freshDevice } from '../helpers/device'

// Frozen: this is what schema version 1 wrote to IndexedDB (one running match of every game and
// the remembered names). It must never be regenerated; a later schema proves with this test that
// it still opens what phones already hold, migrating it where needed.
describe('data stored by schema version 1', () => {
  beforeEach(freshDevice)

  it('opens, lists every match, and replays each through its game', async () => {
    await setMany(Object.entries(stored), createStore('stichblock', 'kv'))
    const store = await openStore(GAME_IDS)
    expect(store.persistent).toBe(true)
    const list = await store.list()
    expect(list.map((s) => s.id).sort()).toEqual(['m-ls', 'm-sfs', 'm-sit', 'm-son'])
    for (const summary of list) {
      const match = await store.getMatch(summary.id)
      if (!match) throw new Error(`${summary.id} is missing`)
      const game = await loadGame(match.setup.game)
      expect(() => replay(game.rules, match.setup, match.events), summary.id).not.toThrow()
    }
    expect(await store.names()).toEqual(expect.arrayContaining(['Anna', 'Ben', 'Cem', 'Dora']))
    // And the stored layout still takes new entries.
    const ls = await store.getMatch('m-ls')
    if (!ls) throw new Error('m-ls is missing')
    const next = {
      ...ls,
      events: [...ls.events, { t: 'trick', winner: 2 }],
      updatedAt: ls.updatedAt + 1,
    }
    await store.saveMatch(next, [], ls)
    expect((await store.getMatch('m-ls'))?.events).toHaveLength(3)
  })
})
