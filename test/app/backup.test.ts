import { beforeEach, describe, expect, it } from 'vitest'
import { GAME_IDS } from '../../src/games'
import { freshDevice } from '../helpers/device'

const file = (events: unknown[]) =>
  JSON.stringify({
    app: 'stichblock',
    schema: 1,
    exportedAt: 1,
    names: [],
    matches: [
      {
        id: 'm-1',
        setup: {
          game: 'letzter-stich',
          players: ['Anna', 'Ben', 'Cem'],
          options: {},
          firstDealer: 0,
        },
        events,
        redo: [],
        createdAt: 1,
        updatedAt: 2,
        finished: false,
      },
    ],
  })

describe('importing a match that breaks its rules', () => {
  beforeEach(freshDevice)

  it('names the player in the reason, not a placeholder, and stores nothing', async () => {
    const { importText } = await import('../../src/app/backup')
    const { say } = await import('../../src/i18n')
    const result = await importText(file([{ t: 'counts', tricksWon: [0, 8, 0], lastTrick: 0 }]))
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(say(result.reason)).toBe('Anna won the last trick, but 0 tricks are entered for them.')
    const { openStore } = await import('../../src/storage')
    expect(await (await openStore(GAME_IDS)).list()).toEqual([])
  })
})
