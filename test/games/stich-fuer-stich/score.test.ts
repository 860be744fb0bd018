import { describe, expect, it } from 'vitest'
import { RuleError } from '../../../src/core/reason'
import { scoreCase } from '../../../src/games/stich-fuer-stich/rules'
import { sfsStrings } from '../../../src/games/stich-fuer-stich/strings'
import { withTrickWords } from '../../helpers/strings'

// Seats: 0 Fiona (the confidant), 1 Nicolas, 2 Joshua, 3 Linda.
const winners = [1, 1, 2, 0, 3, 1, 0]

describe('scoreCase: investigation points', () => {
  it('gives the confidant 5 when the last sleuth solves in the search of the 5th trick', () => {
    const { investigation } = scoreCase({
      players: 4,
      confidant: 0,
      trickWinners: winners,
      solvedAfter: [null, 2, 5, 3],
    })
    expect(investigation[0]).toBe(5)
  })

  it('gives a sleuth who solves after the 2nd trick 5 cards + 1 = 6 points', () => {
    const { investigation } = scoreCase({
      players: 4,
      confidant: 0,
      trickWinners: winners,
      solvedAfter: [null, 2, 5, 3],
    })
    expect(investigation).toEqual([5, 6, 3, 5])
  })

  it('still gives 1 point for solving with the last (7th) trick', () => {
    const { investigation } = scoreCase({
      players: 3,
      confidant: 2,
      trickWinners: [0, 0, 0, 0, 0, 0, 0],
      solvedAfter: [7, 1, null],
    })
    expect(investigation).toEqual([1, 7, 7])
  })

  it('gives 0 to a sleuth who never solves, and then 8 to the confidant', () => {
    const { investigation } = scoreCase({
      players: 4,
      confidant: 0,
      trickWinners: winners,
      solvedAfter: [null, 1, null, 4],
    })
    expect(investigation).toEqual([8, 7, 0, 4])
  })

  it('gives the confidant 8 when nobody solves', () => {
    const { investigation } = scoreCase({
      players: 3,
      confidant: 1,
      trickWinners: [0, 1, 2, 0, 1, 2, 0],
      solvedAfter: [null, null, null],
    })
    expect(investigation).toEqual([0, 8, 0])
  })

  it('gives the confidant 1 when everyone solves after the first trick', () => {
    const { investigation } = scoreCase({
      players: 4,
      confidant: 3,
      trickWinners: winners,
      solvedAfter: [1, 1, 1, null],
    })
    expect(investigation).toEqual([7, 7, 7, 1])
  })

  it('ignores whatever is entered for the confidant’s own search', () => {
    const c = { players: 4, confidant: 0, trickWinners: winners, solvedAfter: [null, 2, 5, 3] }
    expect(scoreCase({ ...c, solvedAfter: [3, 2, 5, 3] })).toEqual(scoreCase(c))
    expect(scoreCase({ ...c, solvedAfter: [99, 2, 5, 3] })).toEqual(scoreCase(c))
  })
})

describe('scoreCase: trick points', () => {
  it('gives everyone, the confidant too, 1 point per trick won', () => {
    const { tricks } = scoreCase({
      players: 4,
      confidant: 0,
      trickWinners: winners,
      solvedAfter: [null, 2, 5, 3],
    })
    expect(tricks).toEqual([2, 3, 1, 1])
    expect(tricks.reduce((a, b) => a + b)).toBe(7)
  })

  it('gives 0 to a player who won no trick', () => {
    const { tricks } = scoreCase({
      players: 3,
      confidant: 0,
      trickWinners: [2, 2, 2, 2, 2, 2, 2],
      solvedAfter: [null, null, null],
    })
    expect(tricks).toEqual([0, 0, 7])
  })
})

describe('scoreCase: rejections', () => {
  const fine = { players: 4, confidant: 0, trickWinners: winners, solvedAfter: [null, 2, 5, 3] }

  it.each([
    [
      { ...fine, players: 2, solvedAfter: [null, 1] },
      'sfs.players',
      'Stich für Stich is played by 3 or 4 players, not 2.',
    ],
    [{ ...fine, players: 5 }, 'sfs.players', 'Stich für Stich is played by 3 or 4 players, not 5.'],
    [{ ...fine, confidant: 4 }, 'cards.noSuchSeat', 'There is no such player at this table.'],
    [{ ...fine, confidant: -1 }, 'cards.noSuchSeat', 'There is no such player at this table.'],
    [
      { ...fine, trickWinners: [1, 1, 1] },
      'sfs.trickCount',
      'A case has 7 tricks, but 3 trick winners were entered.',
    ],
    [
      { ...fine, trickWinners: [...winners, 0] },
      'sfs.trickCount',
      'A case has 7 tricks, but 8 trick winners were entered.',
    ],
    [
      { ...fine, trickWinners: [1, 1, 1, 4, 1, 1, 1] },
      'sfs.trickWinner',
      'Trick 4 needs a winner who sits at this table.',
    ],
    [
      { ...fine, trickWinners: [1, 1, 1, 1, 1, 1, 0.5] },
      'sfs.trickWinner',
      'Trick 7 needs a winner who sits at this table.',
    ],
    [
      { ...fine, solvedAfter: [null, 2, 5] },
      'sfs.solvedLength',
      'There are 4 players, but 3 search results were entered.',
    ],
    [
      { ...fine, solvedAfter: [null, 2, 8, 3] },
      'sfs.solvedBad',
      'Player 3 can only have solved the case after a trick from 1 to 7, or not at all.',
    ],
    [
      { ...fine, solvedAfter: [null, 0, 5, 3] },
      'sfs.solvedBad',
      'Player 2 can only have solved the case after a trick from 1 to 7, or not at all.',
    ],
    [
      { ...fine, solvedAfter: [null, 2, 5, 2.5] },
      'sfs.solvedBad',
      'Player 4 can only have solved the case after a trick from 1 to 7, or not at all.',
    ],
    [
      { ...fine, solvedAfter: [null, 2, undefined, 3] },
      'sfs.solvedBad',
      'Player 3 can only have solved the case after a trick from 1 to 7, or not at all.',
    ],
    [null, 'cards.badEntry', 'This entry is incomplete or damaged and cannot be used.'],
    [
      { ...fine, trickWinners: 'seven' },
      'cards.badEntry',
      'This entry is incomplete or damaged and cannot be used.',
    ],
  ])('refuses a bad case (%#)', (c, key, message) => {
    const run = () => scoreCase(c as Parameters<typeof scoreCase>[0])
    expect(run).toThrow(RuleError)
    try {
      run()
    } catch (error) {
      expect((error as RuleError).message).toBe(message)
      expect((error as RuleError).reason.key).toBe(key)
      expect(withTrickWords(sfsStrings).de[key], key).toBeTypeOf('string')
    }
  })

  it('keeps the seat in the reason so the UI can name the player', () => {
    try {
      scoreCase({ ...fine, solvedAfter: [null, 2, 9, 3] })
    } catch (error) {
      expect((error as RuleError).reason).toEqual({ key: 'sfs.solvedBad', params: { seat: 2 } })
      return
    }
    throw new Error('expected a RuleError')
  })

  it('does not change its input', () => {
    const c = structuredClone(fine)
    scoreCase(Object.freeze({ ...c, solvedAfter: Object.freeze(c.solvedAfter) as number[] }))
    expect(c).toEqual(fine)
  })
})
