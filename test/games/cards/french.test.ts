import { describe, expect, it } from 'vitest'
import { format } from '../../../src/core/reason'
import {
  type Card,
  cardKey,
  cardLabel,
  rankLabel,
  SUITS,
  trickWinner,
  validateTrick,
} from '../../../src/games/cards/french'
import { type CardKey, cardStrings } from '../../../src/games/cards/strings'
import { trickStrings } from '../../../src/games/cards/trickStrings'

const c = (rank: number, suit: Card['suit']): Card => ({ suit, rank })
const range = { minRank: 7, maxRank: 14, minCards: 3, maxCards: 4 }

/** The reason's key, its English message, and that German has the key too. */
function said(played: unknown, o = range): [string, string] {
  const reason = validateTrick(played, o)
  if (!reason) throw new Error('expected a rejection')
  const en: Record<string, string> = { ...trickStrings.en, ...cardStrings.en }
  const de: Record<string, string> = { ...trickStrings.de, ...cardStrings.de }
  expect(de[reason.key]).toBeTypeOf('string')
  return [reason.key, format(en[reason.key] ?? '', reason.params)]
}

describe('card names', () => {
  it('has the four suits', () => {
    expect(SUITS).toEqual(['clubs', 'spades', 'hearts', 'diamonds'])
  })

  it('keys a card by suit and rank', () => {
    expect(cardKey(c(13, 'spades'))).toBe('spades-13')
  })

  it('labels cards with digits, letters and suit symbols', () => {
    expect(cardLabel(c(13, 'spades'))).toBe('K♠')
    expect(cardLabel(c(10, 'diamonds'))).toBe('10♦')
    expect(cardLabel(c(12, 'hearts'))).toBe('Q♥')
    expect(cardLabel(c(11, 'clubs'))).toBe('J♣')
    expect(cardLabel(c(2, 'clubs'))).toBe('2♣')
  })

  it('uses German letters for Bube and Dame', () => {
    expect(cardLabel(c(12, 'hearts'), 'de')).toBe('D♥')
    expect(cardLabel(c(11, 'clubs'), 'de')).toBe('B♣')
    expect(cardLabel(c(14, 'spades'), 'de')).toBe('A♠')
    expect(rankLabel(9, 'de')).toBe('9')
  })
})

describe('validateTrick', () => {
  it('accepts a proper trick', () => {
    expect(validateTrick([c(9, 'spades'), c(13, 'spades'), c(14, 'hearts')], range)).toBeNull()
  })

  it('rejects a missing or empty trick', () => {
    for (const played of [[], null, undefined, 'K♠', {}]) {
      expect(said(played)).toEqual(['cards.empty', 'No cards were entered for this trick.'])
    }
  })

  it('rejects too few or too many cards', () => {
    expect(said([c(9, 'spades'), c(10, 'spades')])).toEqual([
      'cards.count',
      'A trick needs 3 to 4 cards, not 2.',
    ])
    const five = [7, 8, 9, 10, 11].map((r) => c(r, 'clubs'))
    expect(said(five)).toEqual(['cards.count', 'A trick needs 3 to 4 cards, not 5.'])
  })

  it('names the exact count when only one count fits', () => {
    const o = { ...range, minCards: 4, maxCards: 4 }
    expect(said([c(9, 'spades'), c(10, 'spades'), c(11, 'spades')], o)).toEqual([
      'cards.countExact',
      'A trick needs 4 cards, not 3.',
    ])
  })

  it('rejects a card without a known suit', () => {
    const message = 'Card 2 needs a suit: clubs, spades, hearts or diamonds.'
    for (const bad of [
      null,
      7,
      { rank: 9 },
      { suit: 'stars', rank: 9 },
      { suit: 'Spades', rank: 9 },
    ]) {
      expect(said([c(9, 'spades'), bad, c(10, 'spades')])).toEqual(['cards.badSuit', message])
    }
  })

  it('rejects a rank outside the deck', () => {
    const trick = (rank: unknown) => [c(9, 'spades'), c(10, 'spades'), { suit: 'hearts', rank }]
    const message = (r: string) =>
      `Card 3 has rank ${r}, which is not in this deck. Ranks go from 7 to A.`
    expect(said(trick(6))).toEqual(['cards.badRank', message('6')])
    expect(said(trick(15))).toEqual(['cards.badRank', message('15')])
    expect(said(trick(9.5))).toEqual(['cards.badRank', message('9.5')])
    expect(said(trick('10'))).toEqual(['cards.badRank', message('10')])
    expect(said(trick(undefined))).toEqual(['cards.badRank', message('?')])
    expect(said(trick(Number.NaN))).toEqual(['cards.badRank', message('NaN')])
  })

  it('shows the range of the deck in use', () => {
    const o = { minRank: 2, maxRank: 14, minCards: 3, maxCards: 5 }
    expect(said([c(1, 'clubs'), c(2, 'clubs'), c(3, 'clubs')], o)).toEqual([
      'cards.badRank',
      'Card 1 has rank 1, which is not in this deck. Ranks go from 2 to A.',
    ])
  })

  it('rejects the same card twice', () => {
    const played = [c(13, 'spades'), c(9, 'spades'), c(13, 'spades')]
    expect(said(played)).toEqual([
      'cards.duplicate',
      'K♠ is entered twice. Each card exists only once.',
    ])
    // German screens relabel the card from suit and rank.
    expect(validateTrick(played, range)?.params).toMatchObject({ suit: 'spades', rank: 13 })
  })

  it('reports the first problem in playing order', () => {
    const played = [{ suit: 'stars', rank: 9 }, c(5, 'spades'), c(5, 'spades')]
    expect(said(played)[0]).toBe('cards.badSuit')
    expect(said([c(9, 'clubs'), c(9, 'clubs'), c(5, 'spades')])[0]).toBe('cards.duplicate')
  })
})

describe('trickWinner', () => {
  it('gives the trick to the highest card of the led suit without trumps', () => {
    const played = [c(9, 'spades'), c(13, 'spades'), c(14, 'hearts'), c(12, 'spades')]
    expect(trickWinner(played, null)).toEqual({
      winner: 1,
      led: 'spades',
      trump: null,
      by: 'led',
      offSuit: [2],
    })
  })

  it('lets the lead win when nobody follows', () => {
    const played = [c(7, 'clubs'), c(14, 'hearts'), c(14, 'diamonds')]
    expect(trickWinner(played, null)).toMatchObject({ winner: 0, offSuit: [1, 2] })
  })

  it('lets the highest trump win over the led suit', () => {
    const played = [c(14, 'spades'), c(2, 'hearts'), c(5, 'hearts'), c(3, 'clubs')]
    expect(trickWinner(played, 'hearts')).toEqual({
      winner: 2,
      led: 'spades',
      trump: 'hearts',
      by: 'trump',
      offSuit: [3],
    })
  })

  it('plays as without trumps when no trump was played', () => {
    const played = [c(4, 'spades'), c(14, 'clubs'), c(6, 'spades')]
    expect(trickWinner(played, 'hearts')).toMatchObject({ winner: 2, by: 'led', offSuit: [1] })
  })

  it('counts a led trump as led and trump at once', () => {
    const played = [c(4, 'hearts'), c(3, 'hearts'), c(14, 'clubs')]
    expect(trickWinner(played, 'hearts')).toMatchObject({ winner: 0, by: 'trump', offSuit: [2] })
  })
})

describe('card strings', () => {
  const placeholders = (s: string) =>
    [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort()

  it('has every key in both languages with the same placeholders', () => {
    expect(Object.keys(cardStrings.de).sort()).toEqual(Object.keys(cardStrings.en).sort())
    for (const key of Object.keys(cardStrings.en) as CardKey[]) {
      expect(placeholders(cardStrings.de[key]), key).toEqual(placeholders(cardStrings.en[key]))
    }
  })

  it('names every suit in both languages', () => {
    for (const suit of SUITS) {
      for (const form of ['one', 'other']) {
        const key = `cards.suit.${suit}.${form}` as CardKey
        expect(cardStrings.en[key]).toMatch(/^[a-z]+$/)
        expect(cardStrings.de[key]).toMatch(/^[A-Z][a-z]+$/)
      }
    }
  })
})
