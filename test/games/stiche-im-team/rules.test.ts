import { describe, expect, it } from 'vitest'
import { RuleError } from '../../../src/core/reason'
import { cardStrings } from '../../../src/games/cards/strings'
import { trickStrings } from '../../../src/games/cards/trickStrings'
import {
  type Card,
  checkOptions,
  dealerTarget,
  explainTrick,
  judgeTrick,
  ladder,
  type Suit,
} from '../../../src/games/stiche-im-team/rules'
import { sitStrings } from '../../../src/games/stiche-im-team/strings'
import { expectBothLanguages } from '../../helpers/strings'
import { c, english } from './table'

/** The RuleError a call throws; both languages must have a template for its reason. */
function thrown(run: () => unknown): RuleError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(RuleError)
    const { key } = (error as RuleError).reason
    const de: Record<string, string> = { ...trickStrings.de, ...cardStrings.de, ...sitStrings.de }
    expect(de[key], key).toBeTypeOf('string')
    expect(english(key), key).not.toBe(key)
    return error as RuleError
  }
  throw new Error('expected a RuleError')
}

// The rulebook example, round 3 with spades trump. Each trick in play order from its leader.
const trick1 = [c(3, 'clubs'), c(6, 'clubs'), c(8, 'clubs'), c(7, 'clubs')] // Ben leads
const trick2 = [c(2, 'spades'), c(4, 'diamonds'), c(13, 'spades'), c(2, 'diamonds')] // Dan leads
const trick3 = [c(10, 'hearts'), c(5, 'hearts'), c(12, 'diamonds'), c(14, 'hearts')] // Ben leads

describe('judgeTrick', () => {
  it('judges the three tricks of the rulebook example (spades trump)', () => {
    // Dan's 8♣, Ben's K♠ (Dan led the 2♠), Anna's A♥.
    expect(judgeTrick(trick1, 'spades')).toBe(2)
    expect(judgeTrick(trick2, 'spades')).toBe(2)
    expect(judgeTrick(trick3, 'spades')).toBe(3)
  })

  it('lets any trump beat the led suit, and the highest trump win', () => {
    const played = [c(14, 'hearts'), c(2, 'clubs'), c(13, 'hearts')]
    expect(judgeTrick(played, 'clubs')).toBe(1)
    expect(judgeTrick([...played, c(3, 'clubs')], 'clubs')).toBe(3)
    expect(judgeTrick(played, 'spades')).toBe(0)
  })

  it('without trump, the highest card of the led suit wins, however high the rest', () => {
    const played = [c(5, 'diamonds'), c(14, 'spades'), c(9, 'diamonds'), c(14, 'clubs')]
    expect(judgeTrick(played, null)).toBe(2)
    expect(judgeTrick(played, 'hearts')).toBe(2)
  })

  it('takes 3 to 5 cards: every table size', () => {
    const five = [c(2, 'hearts'), c(10, 'hearts'), c(11, 'hearts'), c(12, 'hearts'), c(4, 'spades')]
    expect(judgeTrick(five.slice(0, 3), 'clubs')).toBe(2)
    expect(judgeTrick(five, null)).toBe(3)
    expect(judgeTrick(five, 'spades')).toBe(4)
  })
})

describe('explainTrick', () => {
  it('says the winner took the trick as the highest trump, and which cards could not win', () => {
    expect(explainTrick(trick2, 'spades')).toEqual({
      winner: 2,
      led: 'spades',
      trump: 'spades',
      by: 'trump',
      offSuit: [1, 3],
    })
    expect(explainTrick(trick3, 'spades')).toEqual({
      winner: 3,
      led: 'hearts',
      trump: 'spades',
      by: 'led',
      offSuit: [2],
    })
  })

  it('fills the judge’s sentences', () => {
    expect(english('cards.why.trump', { card: 'K♠' })).toBe('K♠ is the highest trump.')
    expect(english('sit.why.led', { card: 'A♥', suit: 'heart' })).toBe(
      'No trump was played; A♥ is the highest heart.',
    )
    expect(english('sit.why.offSuit.one', { cards: 'D♦' })).toBe(
      'D♦ neither follows suit nor is trump.',
    )
    expect(english('sit.why.offSuit.other', { cards: '4♦, 2♦' })).toBe(
      '4♦, 2♦ neither follow suit nor are trump.',
    )
  })

  it.each([
    [[], null, 'cards.empty', 'No cards were entered for this trick.'],
    [trick1.slice(0, 2), null, 'cards.count', 'A trick needs 3 to 5 cards, not 2.'],
    [
      [2, 3, 4, 5, 6, 7].map((r) => c(r, 'clubs')),
      null,
      'cards.count',
      'A trick needs 3 to 5 cards, not 6.',
    ],
    [
      [c(9, 'spades'), { suit: 'swords', rank: 9 }, c(10, 'spades')],
      null,
      'cards.badSuit',
      'Card 2 needs a suit: clubs, spades, hearts or diamonds.',
    ],
    [
      [c(1, 'spades'), c(9, 'spades'), c(10, 'spades')],
      null,
      'cards.badRank',
      'Card 1 has rank 1, which is not in this deck. Ranks go from 2 to A.',
    ],
    [
      [c(9, 'spades'), c(10, 'spades'), c(15, 'spades')],
      null,
      'cards.badRank',
      'Card 3 has rank 15, which is not in this deck. Ranks go from 2 to A.',
    ],
    [
      [c(9, 'spades'), c(10.5, 'spades'), c(11, 'spades')],
      null,
      'cards.badRank',
      'Card 2 has rank 10.5, which is not in this deck. Ranks go from 2 to A.',
    ],
    [
      [c(13, 'spades'), c(9, 'spades'), c(13, 'spades')],
      'hearts',
      'cards.duplicate',
      'K♠ is entered twice. Each card exists only once.',
    ],
    [
      trick1,
      'swords',
      'sit.badTrump',
      'Trump is clubs, spades, hearts or diamonds, or no trump at all.',
    ],
    [
      trick1,
      undefined,
      'sit.badTrump',
      'Trump is clubs, spades, hearts or diamonds, or no trump at all.',
    ],
  ])('rejects a bad trick (%#: %s)', (played, trump, key, message) => {
    const judge = () => judgeTrick(played as Card[], trump as Suit | null)
    expect(judge).toThrow(message)
    expect(() => explainTrick(played as Card[], trump as Suit | null)).toThrow(message)
    const error = thrown(judge)
    expect(error.message).toBe(message)
    expect(error.reason.key).toBe(key)
  })
})

describe('dealerTarget', () => {
  it('gives Anna the rulebook’s 3 − 2 = 1', () => {
    expect(dealerTarget(3, [1, 0, 1])).toBe(1)
  })

  it('leaves the dealer whatever the others do not claim, down to 0', () => {
    expect(dealerTarget(1, [0, 0])).toBe(1)
    expect(dealerTarget(7, [0, 0, 0, 0])).toBe(7)
    expect(dealerTarget(5, [2, 3])).toBe(0)
    expect(dealerTarget(10, [3, 3, 2])).toBe(2)
  })

  it('is null when the others bid more than the round has cards', () => {
    expect(dealerTarget(3, [1, 1, 2])).toBeNull()
    expect(dealerTarget(1, [1, 1])).toBeNull()
    expect(dealerTarget(7, [7, 7, 7, 7])).toBeNull()
  })

  it('does not change its input', () => {
    const others = Object.freeze([1, 0, 1]) as number[]
    expect(dealerTarget(3, others)).toBe(1)
    expect(others).toEqual([1, 0, 1])
  })

  it.each([
    [3, [1, -1, 1], 'sit.bidRange', 'A bid goes from 0 to 3 in this round.'],
    [3, [1, 0.5, 1], 'sit.bidRange', 'A bid goes from 0 to 3 in this round.'],
    [3, [1, 4, 0], 'sit.bidRange', 'A bid goes from 0 to 3 in this round.'],
    [3, [1, Number.NaN, 0], 'sit.bidRange', 'A bid goes from 0 to 3 in this round.'],
    [3, [1, '1', 0], 'sit.bidRange', 'A bid goes from 0 to 3 in this round.'],
    [0, [0, 0], 'sit.badCards', 'A round deals a whole number of cards, at least 1, not 0.'],
    [-2, [0, 0], 'sit.badCards', 'A round deals a whole number of cards, at least 1, not -2.'],
    [2.5, [0, 0], 'sit.badCards', 'A round deals a whole number of cards, at least 1, not 2.5.'],
    [
      3,
      [1],
      'sit.othersCount',
      "The dealer's number needs the bids of the 2 to 4 other players, not 1.",
    ],
    [
      3,
      [0, 0, 0, 0, 0],
      'sit.othersCount',
      "The dealer's number needs the bids of the 2 to 4 other players, not 5.",
    ],
    [3, null, 'cards.badEntry', 'This entry is incomplete or damaged and cannot be used.'],
  ])('rejects dealerTarget(%j, %j)', (cards, others, key, message) => {
    const call = () => dealerTarget(cards as number, others as number[])
    expect(call).toThrow(message)
    const error = thrown(call)
    expect(error.message).toBe(message)
    expect(error.reason.key).toBe(key)
  })
})

describe('ladder', () => {
  const up7 = [1, 2, 3, 4, 5, 6, 7]
  const up10 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]

  it('climbs from 1 to 7 cards for every table size', () => {
    for (const players of [3, 4, 5]) expect(ladder({ players })).toEqual(up7)
    expect(ladder({ players: 4, longAscent: false, upAndDown: false })).toEqual(up7)
  })

  it('climbs to 10 cards with the long ascent, at 3 or 4 players', () => {
    expect(ladder({ players: 3, longAscent: true })).toEqual(up10)
    expect(ladder({ players: 4, longAscent: true })).toEqual(up10)
  })

  it('goes back down to 1 with up and down: 13 rounds', () => {
    const rounds = ladder({ players: 5, upAndDown: true })
    expect(rounds).toEqual([...up7, 6, 5, 4, 3, 2, 1])
    expect(rounds).toHaveLength(13)
  })

  it('goes 1..10..1 with both: 19 rounds', () => {
    const rounds = ladder({ players: 3, longAscent: true, upAndDown: true })
    expect(rounds).toEqual([...up10, 9, 8, 7, 6, 5, 4, 3, 2, 1])
    expect(rounds).toHaveLength(19)
  })

  it.each([
    [
      { players: 5, longAscent: true },
      'sit.longAscentFive',
      'The long ascent (up to 10 cards) is for 3 or 4 players, not 5.',
    ],
    [
      { players: 5, longAscent: true, upAndDown: true },
      'sit.longAscentFive',
      'The long ascent (up to 10 cards) is for 3 or 4 players, not 5.',
    ],
    [{ players: 2 }, 'sit.players', 'Stiche im Team is played by 3 to 5 players, not 2.'],
    [{ players: 6 }, 'sit.players', 'Stiche im Team is played by 3 to 5 players, not 6.'],
    [{ players: 3.5 }, 'sit.players', 'Stiche im Team is played by 3 to 5 players, not 3.5.'],
    [
      { players: 4, upAndDown: 'yes' },
      'cards.badOptions',
      'These game options are damaged and cannot be used.',
    ],
    [null, 'cards.badOptions', 'These game options are damaged and cannot be used.'],
  ])('refuses %j', (o, key, message) => {
    const call = () => ladder(o as Parameters<typeof ladder>[0])
    expect(call).toThrow(message)
    const error = thrown(call)
    expect(error.message).toBe(message)
    expect(error.reason.key).toBe(key)
  })
})

describe('checkOptions', () => {
  it('accepts every variant a table can play', () => {
    expect(checkOptions(3, {})).toBeNull()
    expect(checkOptions(4, { lives: 4, longAscent: true, upAndDown: true })).toBeNull()
    expect(checkOptions(5, { lives: 3, upAndDown: true, noTrumpOdd: true })).toBeNull()
    expect(checkOptions(5, { secretBids: true, longAscent: false })).toBeNull()
  })

  it.each([
    [5, { longAscent: true }, 'sit.longAscentFive'],
    [2, {}, 'sit.players'],
    [6, {}, 'sit.players'],
    [4, { lives: 5 }, 'sit.lives'],
    [4, { lives: 2 }, 'sit.lives'],
    [4, { lives: '3' }, 'sit.lives'],
    [4, { secretBids: 1 }, 'cards.badOptions'],
    [4, 'long', 'cards.badOptions'],
  ])('refuses %i players with %j', (players, o, key) => {
    expect(checkOptions(players, o as never)?.key).toBe(key)
  })

  it('says what is wrong in words', () => {
    expect(english('sit.lives')).toBe('The team starts with 3 or 4 lives.')
    expect(checkOptions(7, {})).toEqual({ key: 'sit.players', params: { n: 7 } })
  })
})

describe('Stiche im Team strings', () => {
  it('has every key in both languages with the same placeholders', () => {
    expectBothLanguages('sit', sitStrings)
  })

  it('does not clash with the card strings', () => {
    const cardKeys = new Set(Object.keys(cardStrings.en))
    expect(Object.keys(sitStrings.en).filter((key) => cardKeys.has(key))).toEqual([])
  })
})
