// Where each game half-enters an entry (GameModule.drafted, #25): when another phone at the table
// records a trick, the cards of that trick half-entered here go, however the other phone entered
// it; an entry of another kind (a guess, the numbers, the trump) leaves them.
import { describe, expect, it } from 'vitest'
import type { GameId } from '../../src/core/game'
import { loadGame } from '../../src/games'

const cases: [GameId, unknown[], unknown[]][] = [
  [
    'stich-fuer-stich',
    [{ t: 'trick', winner: 1 }],
    [
      { t: 'guess', seat: 1, solved: false },
      { t: 'secret', hidden: true },
    ],
  ],
  ['stiche-im-team', [{ t: 'trick', winner: 1 }], [{ t: 'trump', suit: 'hearts' }, { t: 'bids' }]],
  ['sticht-oder-nicht', [{ t: 'trick', winner: 1 }], [{ t: 'score' }, { t: 'specials' }]],
]

describe('what another phone’s entry clears of a draft', () => {
  for (const [game, tricks, others] of cases) {
    it(`${game}: a trick clears the trick’s cards, another entry does not`, async () => {
      const { drafted } = await loadGame(game)
      for (const event of tricks) expect(drafted?.(event)).toContain('trick')
      for (const event of others) expect(drafted?.(event)).not.toContain('trick')
    })
  }

  it('letzter-stich: a whole hand clears a hand half-entered either way, a trick nothing', async () => {
    const { drafted } = await loadGame('letzter-stich')
    expect(drafted?.({ t: 'quick', lastTrick: 1, sweep: false })).toEqual(['quick', 'counts'])
    expect(drafted?.({ t: 'counts', tricksWon: [1, 7], lastTrick: 1 })).toEqual(['quick', 'counts'])
    expect(drafted?.({ t: 'trick', winner: 1 })).toEqual([])
  })
})
