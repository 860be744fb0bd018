// Each game's import schema (rules/schema.ts) against what the app itself stores: the frozen copy
// of schema 1's data and the games' default options must pass, unknown keys must not. (The
// reducer harness, test/reliability/reducers.test.ts, checks every entry it plays too.)
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import type { GameId } from '../../src/core/game'
import { loadGame } from '../../src/games'
import stored from '../fixtures/stored-schema-1.json'

const GAMES: GameId[] = ['letzter-stich', 'stich-fuer-stich', 'stiche-im-team', 'sticht-oder-nicht']

describe('the games’ import schemas', () => {
  it('take every match the app stored under schema 1: options, entries and redo', async () => {
    const matches = Object.entries(stored)
      .filter(([key]) => key.startsWith('match:'))
      .map(
        ([, m]) =>
          m as { setup: { game: GameId; options: unknown }; events: unknown[]; redo: unknown[] },
      )
    expect(matches.map((m) => m.setup.game).sort()).toEqual([...GAMES].sort())
    for (const m of matches) {
      const { schemas } = await loadGame(m.setup.game)
      expect(v.safeParse(schemas.options, m.setup.options).success, m.setup.game).toBe(true)
      for (const event of [...m.events, ...m.redo]) {
        const parsed = v.safeParse(schemas.event, event)
        expect(parsed.success, `${m.setup.game} ${JSON.stringify(event)}`).toBe(true)
      }
    }
  })

  it('take each game’s default options and a match stored without any', async () => {
    for (const id of GAMES) {
      const { schemas, defaultOptions } = await loadGame(id)
      expect(v.safeParse(schemas.options, defaultOptions).success, id).toBe(true)
      expect(v.safeParse(schemas.options, undefined).success, id).toBe(true)
    }
  })

  it('refuse an unknown key in the options and in an entry, and values out of range', async () => {
    const bad: [GameId, unknown, unknown][] = [
      ['letzter-stich', { x: 1 }, { t: 'trick', winner: 0, x: 1 }],
      ['letzter-stich', null, { t: 'counts', tricksWon: [9, 0, 0], lastTrick: 0 }],
      ['stich-fuer-stich', { rounds: 2 }, { t: 'secret', culprit: 'gardener', weapon: 'ax', x: 1 }],
      [
        'stich-fuer-stich',
        [],
        {
          t: 'trick',
          winner: 0,
          played: [{ kind: 'card', suspect: 'gardener', weapon: 'ax', number: 14 }],
        },
      ],
      ['stiche-im-team', { lives: 5 }, { t: 'bid', seat: 0, bid: 11 }],
      [
        'stiche-im-team',
        { secretBids: 'yes' },
        { t: 'trick', winner: 0, played: [{ suit: 'hearts', rank: 15 }] },
      ],
      ['sticht-oder-nicht', { rounds: 31 }, { t: 'trick', winner: 6 }],
      [
        'sticht-oder-nicht',
        { setAsideOnes: ['wasp'], more: true },
        { t: 'score', input: { animalCounts: [[1e9]] } },
      ],
    ]
    for (const [id, options, event] of bad) {
      const { schemas } = await loadGame(id)
      expect(
        v.safeParse(schemas.options, options).success,
        `${id} ${JSON.stringify(options)}`,
      ).toBe(false)
      expect(v.safeParse(schemas.event, event).success, `${id} ${JSON.stringify(event)}`).toBe(
        false,
      )
    }
  })
})
