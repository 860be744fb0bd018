import { describe, expect, it } from 'vitest'
import { type Reason, RuleError } from '../../../src/core/reason'
import type { Card } from '../../../src/games/cards/french'
import { cardStrings } from '../../../src/games/cards/strings'
import { trickStrings } from '../../../src/games/cards/trickStrings'
import {
  deckRanks,
  explainTrick,
  judgeTrick,
  named,
  settleHand,
} from '../../../src/games/letzter-stich/rules'
import { type LsKey, lsStrings } from '../../../src/games/letzter-stich/strings'
import { mergeStrings } from '../../../src/i18n'

const c = (rank: number, suit: Card['suit']): Card => ({ suit, rank })

// Section 05: A leads 9♠, B follows K♠, C discards A♥, D follows Q♠.
const lastTrick = [c(9, 'spades'), c(13, 'spades'), c(14, 'hearts'), c(12, 'spades')]

/** The RuleError a call throws; both languages must have a template for its reason. */
function thrown(run: () => unknown): RuleError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(RuleError)
    const { key } = (error as RuleError).reason
    const all = mergeStrings(trickStrings, cardStrings, lsStrings)
    expect(all.en[key], key).toBeTypeOf('string')
    expect(all.de[key], key).toBeTypeOf('string')
    return error as RuleError
  }
  throw new Error('expected a RuleError')
}

describe('judgeTrick', () => {
  it('gives the rulebook example to B: an off-suit ace has no power', () => {
    expect(judgeTrick(lastTrick)).toBe(1)
  })

  it('judges a 3-player trick', () => {
    expect(judgeTrick([c(9, 'diamonds'), c(14, 'diamonds'), c(13, 'diamonds')])).toBe(1)
    expect(judgeTrick([c(10, 'hearts'), c(9, 'hearts'), c(14, 'clubs')])).toBe(0)
  })

  it('takes 7s and 8s in a 4-card trick only: a 3-player table sets them aside', () => {
    expect(judgeTrick([c(7, 'clubs'), c(8, 'clubs'), c(9, 'hearts'), c(10, 'spades')])).toBe(1)
    const error = thrown(() => judgeTrick([c(7, 'clubs'), c(8, 'clubs'), c(9, 'hearts')]))
    expect(error.reason).toEqual({
      key: 'ls.setAsideRank',
      params: { n: 1, card: '7♣', players: 3 },
    })
  })

  it('lets the lead take the trick when nobody follows suit', () => {
    expect(judgeTrick([c(7, 'clubs'), c(14, 'hearts'), c(14, 'diamonds'), c(14, 'spades')])).toBe(0)
  })

  it('gives the trick to a late high card of the led suit', () => {
    expect(judgeTrick([c(7, 'clubs'), c(14, 'hearts'), c(8, 'clubs'), c(14, 'clubs')])).toBe(3)
  })

  it('explains the rulebook example', () => {
    expect(explainTrick(lastTrick)).toEqual({
      winner: 1,
      led: 'spades',
      trump: null,
      by: 'led',
      offSuit: [2],
    })
  })

  it.each([
    [[], 'cards.empty', 'No cards were entered for this trick.'],
    [[c(9, 'spades'), c(10, 'spades')], 'cards.count', 'A trick needs 3 to 4 cards, not 2.'],
    [
      [7, 8, 9, 10, 11].map((r) => c(r, 'clubs')),
      'cards.count',
      'A trick needs 3 to 4 cards, not 5.',
    ],
    [
      [c(9, 'spades'), { suit: 'swords', rank: 9 }, c(10, 'spades')],
      'cards.badSuit',
      'Card 2 needs a suit: clubs, spades, hearts or diamonds.',
    ],
    [
      [c(6, 'spades'), c(9, 'spades'), c(10, 'spades')],
      'cards.badRank',
      'Card 1 has rank 6, which is not in this deck. Ranks go from 7 to A.',
    ],
    [
      [c(9, 'spades'), c(10, 'spades'), c(15, 'spades')],
      'cards.badRank',
      'Card 3 has rank 15, which is not in this deck. Ranks go from 7 to A.',
    ],
    [
      [c(9, 'spades'), c(7, 'spades'), c(10, 'spades')],
      'ls.setAsideRank',
      'Card 2 is 7♠, but a trick of 3 cards is a 3-player table, where the 7s and 8s are set aside.',
    ],
    [
      [c(9, 'hearts'), c(10, 'hearts'), c(8, 'clubs')],
      'ls.setAsideRank',
      'Card 3 is 8♣, but a trick of 3 cards is a 3-player table, where the 7s and 8s are set aside.',
    ],
    [
      [c(13, 'spades'), c(9, 'spades'), c(13, 'spades')],
      'cards.duplicate',
      'K♠ is entered twice. Each card exists only once.',
    ],
  ])('rejects a bad trick (%#: %s)', (played, key, message) => {
    expect(() => judgeTrick(played as Card[])).toThrow(message)
    expect(() => explainTrick(played as Card[])).toThrow(message)
    const error = thrown(() => judgeTrick(played as Card[]))
    expect(error.message).toBe(message)
    expect(error.reason.key).toBe(key)
  })
})

describe('settleHand', () => {
  const table = { counters: [5, 5, 5, 5], pot: 3, tricksWon: [2, 3, 1, 2], lastTrick: 1 }

  it('makes B pay 1 into the pot for the rulebook last trick without a sweep', () => {
    expect(settleHand(table)).toEqual({ counters: [5, 4, 5, 5], pot: 4, over: false, winners: [] })
  })

  it('lets B take 2 from a funded pot for the rulebook last trick as a sweep', () => {
    expect(settleHand({ ...table, tricksWon: [0, 8, 0, 0] })).toEqual({
      counters: [5, 7, 5, 5],
      pot: 1,
      over: false,
      winners: [],
    })
  })

  it('lets a sweep take only what a short pot holds', () => {
    const sweep = { ...table, tricksWon: [0, 8, 0, 0] }
    expect(settleHand({ ...sweep, pot: 1 })).toMatchObject({ counters: [5, 6, 5, 5], pot: 0 })
    expect(settleHand({ ...sweep, pot: 0 })).toMatchObject({ counters: [5, 5, 5, 5], pot: 0 })
  })

  it('settles a 3-player hand', () => {
    const hand = { counters: [2, 5, 3], pot: 4, tricksWon: [3, 0, 5], lastTrick: 2 }
    expect(settleHand(hand)).toEqual({ counters: [2, 5, 2], pot: 5, over: false, winners: [] })
  })

  it('ends the match when the last trick takes someone’s last counter', () => {
    const hand = { counters: [1, 3, 4, 2], pot: 9, tricksWon: [1, 2, 3, 2], lastTrick: 0 }
    expect(settleHand(hand)).toEqual({ counters: [0, 3, 4, 2], pot: 10, over: true, winners: [2] })
  })

  it('lets tied leaders share the win and leaves the pot undistributed', () => {
    const hand = { counters: [1, 4, 4, 2], pot: 6, tricksWon: [1, 2, 3, 2], lastTrick: 0 }
    expect(settleHand(hand)).toEqual({
      counters: [0, 4, 4, 2],
      pot: 7,
      over: true,
      winners: [1, 2],
    })
  })

  it('takes no debt from a last-trick winner who has nothing left', () => {
    const hand = { counters: [0, 4, 5, 2], pot: 6, tricksWon: [1, 2, 3, 2], lastTrick: 0 }
    expect(settleHand(hand)).toEqual({ counters: [0, 4, 5, 2], pot: 6, over: true, winners: [2] })
  })

  it('does not change its input', () => {
    const hand = { counters: [5, 5, 5], pot: 2, tricksWon: [0, 8, 0], lastTrick: 1 }
    const before = structuredClone(hand)
    settleHand(Object.freeze({ ...hand, counters: Object.freeze(hand.counters) as number[] }))
    expect(hand).toEqual(before)
  })

  const fine = { counters: [5, 5, 5, 5], pot: 0, tricksWon: [2, 2, 2, 2], lastTrick: 0 }

  it.each([
    [
      { ...fine, counters: [5, 5] },
      'ls.players',
      'Letzter Stich is played by 3 or 4 players, not 2.',
    ],
    [
      { ...fine, counters: [5, 5, 5, 5, 5] },
      'ls.players',
      'Letzter Stich is played by 3 or 4 players, not 5.',
    ],
    [
      { ...fine, tricksWon: [4, 4] },
      'ls.tricksLength',
      'There are 4 players, but 2 trick counts were entered.',
    ],
    [
      { ...fine, tricksWon: [2, -1, 5, 2] },
      'ls.tricksBad',
      'The tricks of Player 2 must be a whole number from 0 to 8.',
    ],
    [
      { ...fine, tricksWon: [2, 2, 2.5, 1.5] },
      'ls.tricksBad',
      'The tricks of Player 3 must be a whole number from 0 to 8.',
    ],
    [
      { ...fine, tricksWon: [2, 2, 2, 1] },
      'ls.tricksSum',
      'The tricks add up to 7, but a hand has 8 tricks.',
    ],
    [
      { ...fine, tricksWon: [9, 0, 0, 0] },
      'ls.tricksSum',
      'The tricks add up to 9, but a hand has 8 tricks.',
    ],
    [{ ...fine, lastTrick: 4 }, 'cards.noSuchSeat', 'There is no such player at this table.'],
    [{ ...fine, lastTrick: -1 }, 'cards.noSuchSeat', 'There is no such player at this table.'],
    [{ ...fine, lastTrick: 0.5 }, 'cards.noSuchSeat', 'There is no such player at this table.'],
    [
      { ...fine, tricksWon: [2, 2, 4, 0], lastTrick: 3 },
      'ls.lastTrickNoTricks',
      'Player 4 won the last trick, but 0 tricks are entered for them.',
    ],
    [
      { ...fine, counters: [5, 5, -1, 5] },
      'ls.countersBad',
      'The counters of Player 3 must be a whole number, 0 or more.',
    ],
    [
      { ...fine, counters: [5, 5, 5, Number.NaN] },
      'ls.countersBad',
      'The counters of Player 4 must be a whole number, 0 or more.',
    ],
    [{ ...fine, pot: -2 }, 'ls.potBad', 'The pot must be a whole number, 0 or more.'],
    [{ ...fine, pot: 1.5 }, 'ls.potBad', 'The pot must be a whole number, 0 or more.'],
    [null, 'cards.badEntry', 'This entry is incomplete or damaged and cannot be used.'],
    [
      { ...fine, counters: 'five' },
      'cards.badEntry',
      'This entry is incomplete or damaged and cannot be used.',
    ],
  ])('rejects a bad hand (%#: %s)', (hand, key, message) => {
    const settle = () => settleHand(hand as Parameters<typeof settleHand>[0])
    expect(settle).toThrow(message)
    const error = thrown(settle)
    expect(error.message).toBe(message)
    expect(error.reason.key).toBe(key)
  })

  it('keeps the seat in the reason so the UI can name the player', () => {
    const error = thrown(() => settleHand({ ...fine, tricksWon: [2, 2, 4, 0], lastTrick: 3 }))
    expect(error.reason).toEqual({ key: 'ls.lastTrickNoTricks', params: { seat: 3 } })
  })
})

describe('named', () => {
  it('puts the name of the seat into {player}', () => {
    const reason: Reason = { key: 'ls.tricksBad', params: { seat: 1 } }
    expect(named(reason, ['Anna', 'Ben', 'Cem'])).toEqual({
      key: 'ls.tricksBad',
      params: { seat: 1, player: 'Ben' },
    })
    expect(named({ key: 'ls.over' }, ['Anna'])).toEqual({ key: 'ls.over' })
  })
})

describe('deckRanks', () => {
  it('deals 7 to ace to 4 players and drops 7s and 8s for 3', () => {
    expect(deckRanks(4)).toEqual([7, 8, 9, 10, 11, 12, 13, 14])
    expect(deckRanks(3)).toEqual([9, 10, 11, 12, 13, 14])
  })
})

describe('Letzter Stich strings', () => {
  const placeholders = (s: string) =>
    [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort()

  it('has every key in both languages with the same placeholders', () => {
    expect(Object.keys(lsStrings.de).sort()).toEqual(Object.keys(lsStrings.en).sort())
    for (const key of Object.keys(lsStrings.en) as LsKey[]) {
      expect(placeholders(lsStrings.de[key]), key).toEqual(placeholders(lsStrings.en[key]))
    }
  })

  it('does not clash with the card strings', () => {
    const cardKeys = new Set(Object.keys(cardStrings.en))
    expect(Object.keys(lsStrings.en).filter((key) => cardKeys.has(key))).toEqual([])
  })
})
