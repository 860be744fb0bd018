import { describe, expect, it } from 'vitest'
import {
  ANIMALS,
  type Animal,
  cardsGone,
  cardsPerPlayer,
  countLimits,
  explainTrick,
  judgeTrick,
  offAnimal,
  roundsFor,
  roundsWarning,
  type SonCard,
  setAside,
  validateTrick,
  valueRange,
} from '../../../src/games/sticht-oder-nicht/rules'
import { sonStrings } from '../../../src/games/sticht-oder-nicht/strings'
import { expectBothLanguages, placeholders } from '../../helpers/strings'
import {
  c,
  cardTrick,
  custom,
  english,
  mostTricks,
  perCard,
  play,
  specials,
  start,
  thrown,
  trick,
  tricksFor,
  trump,
} from './table'

describe('the table', () => {
  it('has four animals', () => {
    expect(ANIMALS).toEqual(['wasp', 'porcupine', 'scorpion', 'swordfish'])
  })

  it('sets cards aside by the number of players', () => {
    expect(setAside(3)).toEqual({ values: [11, 12], ones: 1 })
    expect(setAside(4)).toEqual({ values: [11, 12], ones: 0 })
    expect(setAside(5)).toEqual({ values: [], ones: 3 })
    expect(setAside(6)).toEqual({ values: [], ones: 0 })
  })

  it('deals out everything else evenly: 13, 10, 9 and 8 cards', () => {
    for (const players of [3, 4, 5, 6]) {
      const { values, ones } = setAside(players)
      const inPlay = 48 - 4 * values.length - ones
      expect(cardsPerPlayer(players) * players).toBe(inPlay)
    }
    expect([3, 4, 5, 6].map(cardsPerPlayer)).toEqual([13, 10, 9, 8])
  })

  it('plays values 1 to 10 when the 11s and 12s are set aside', () => {
    expect([3, 4, 5, 6].map(valueRange)).toEqual([
      { min: 1, max: 10 },
      { min: 1, max: 10 },
      { min: 1, max: 12 },
      { min: 1, max: 12 },
    ])
  })

  it('plays 6, 8, 5 and 6 rounds, so everyone deals equally often', () => {
    expect([3, 4, 5, 6].map(roundsFor)).toEqual([6, 8, 5, 6])
    for (const players of [3, 4, 5, 6])
      expect(roundsWarning(players, roundsFor(players))).toBe(false)
  })

  it('warns when the rounds are not a multiple of the players', () => {
    expect(roundsWarning(4, 6)).toBe(true)
    expect(roundsWarning(4, 12)).toBe(false)
    expect(roundsWarning(3, 1)).toBe(true)
    expect(roundsWarning(5, 10)).toBe(false)
    expect(english('son.roundsUneven', { rounds: 6, players: 4 })).toBe(
      'Not everyone deals equally often: the rounds (6) are not a multiple of the players (4).',
    )
  })

  it.each([2, 7, 0, 3.5, Number.NaN])('refuses a table of %s players', (players) => {
    const message = `Sticht oder nicht is played by 3 to 6 players, not ${players}.`
    for (const run of [cardsPerPlayer, roundsFor, setAside, valueRange]) {
      const error = thrown(() => run(players))
      expect(error.message).toBe(message)
      expect(error.reason.key).toBe('son.players')
    }
  })
})

describe('judgeTrick', () => {
  it('gives the trick to the highest card of the led animal', () => {
    expect(judgeTrick([c('wasp', 5), c('wasp', 9), c('wasp', 2)], null)).toBe(1)
    expect(judgeTrick([c('scorpion', 4), c('wasp', 10), c('scorpion', 3)], null)).toBe(0)
  })

  it('a card that neither follows nor is trump cannot win, however high', () => {
    const played = [c('porcupine', 2), c('swordfish', 10), c('wasp', 10), c('porcupine', 1)]
    expect(judgeTrick(played, null)).toBe(0)
    expect(judgeTrick(played, 'scorpion')).toBe(0)
  })

  it('with a trump animal in effect, any trump beats the led animal and the highest trump wins', () => {
    const played = [c('wasp', 10), c('scorpion', 1), c('wasp', 9), c('scorpion', 3)]
    expect(judgeTrick(played, 'scorpion')).toBe(3)
    expect(judgeTrick(played.slice(0, 3), 'scorpion')).toBe(1)
  })

  it('without a trump card in the trick, the led animal wins even when a trump is in effect', () => {
    expect(judgeTrick([c('wasp', 3), c('wasp', 7), c('porcupine', 9)], 'scorpion')).toBe(1)
  })

  it('when the trump animal is led, the highest trump wins', () => {
    expect(judgeTrick([c('wasp', 3), c('porcupine', 10), c('wasp', 7)], 'wasp')).toBe(2)
  })

  it('takes 3 to 6 cards: every table size', () => {
    const six = [2, 3, 4, 5, 6, 7].map((v) => c('swordfish', v))
    expect(judgeTrick(six.slice(0, 3), null)).toBe(2)
    expect(judgeTrick(six, null)).toBe(5)
  })
})

describe('the plusminus card', () => {
  it('adds 2 to the card it goes with, or takes 2 away', () => {
    expect(judgeTrick([c('wasp', 9), c('wasp', 8, 2), c('wasp', 3)], null)).toBe(1)
    expect(judgeTrick([c('wasp', 9, -2), c('wasp', 8), c('wasp', 3)], null)).toBe(1)
  })

  it('README example on the led animal: swordfish 6 +2 ties the 8, and the plusminus card wins', () => {
    const played = [c('swordfish', 8), c('swordfish', 6, 2), c('swordfish', 3)]
    expect(judgeTrick(played, null)).toBe(1)
    expect(explainTrick(played, null)).toEqual({
      winner: 1,
      power: 'swordfish',
      by: 'led',
      plusminus: 1,
      tieWon: true,
    })
    // Played first or last, the plusminus card wins the tie.
    expect(judgeTrick([c('swordfish', 6, 2), c('swordfish', 8), c('wasp', 3)], null)).toBe(0)
  })

  it('README example on trump: swordfish 6 +2 ties the trump 8, and the plusminus card wins', () => {
    const played = [c('wasp', 10), c('swordfish', 8), c('swordfish', 6, 2), c('wasp', 2)]
    expect(explainTrick(played, 'swordfish')).toEqual({
      winner: 2,
      power: 'swordfish',
      by: 'trump',
      plusminus: 2,
      tieWon: true,
    })
  })

  it('a -2 that ties also wins', () => {
    expect(explainTrick([c('wasp', 7), c('wasp', 9, -2), c('wasp', 1)], null)).toMatchObject({
      winner: 1,
      tieWon: true,
    })
  })

  it('a tie with a card that could not win has no effect', () => {
    // The porcupine 6 +2 equals the led wasp 8, but a porcupine cannot win a wasp trick.
    expect(explainTrick([c('wasp', 8), c('porcupine', 6, 2), c('wasp', 3)], null)).toEqual({
      winner: 0,
      power: 'wasp',
      by: 'led',
      plusminus: 1,
      tieWon: false,
    })
    // The wasp 4 +2 equals the porcupine 6, which cannot win: the wasp wins on value alone.
    expect(explainTrick([c('wasp', 5), c('wasp', 4, 2), c('porcupine', 6)], null)).toMatchObject({
      winner: 1,
      tieWon: false,
    })
    // Led-animal cards tie, but a trump was played: neither can win.
    const played = [c('wasp', 7), c('wasp', 5, 2), c('scorpion', 1)]
    expect(explainTrick(played, 'scorpion')).toMatchObject({
      winner: 2,
      by: 'trump',
      tieWon: false,
    })
  })

  it('can take a card to -1 or 14 (the 11s and 12s are in play from five players)', () => {
    const more = [c('swordfish', 3), c('swordfish', 4)]
    expect(
      judgeTrick([c('wasp', 1, -2), c('porcupine', 12), c('scorpion', 12), ...more], null),
    ).toBe(0)
    expect(judgeTrick([c('wasp', 2), c('wasp', 1, -2), c('porcupine', 12), ...more], null)).toBe(0)
    expect(judgeTrick([c('wasp', 11), c('wasp', 12, 2), c('wasp', 10), ...more], null)).toBe(1)
    expect(judgeTrick([c('wasp', 12, -2), c('wasp', 11), c('wasp', 10), ...more], null)).toBe(1)
  })

  it('takes 11s and 12s from five cards: a 3- or 4-card trick comes from a table without them', () => {
    const five = [c('wasp', 11), c('wasp', 12), c('wasp', 10), c('porcupine', 1), c('scorpion', 2)]
    expect(judgeTrick(five, null)).toBe(1)
    expect(judgeTrick([...five, c('swordfish', 12)], null)).toBe(1)
    const error = thrown(() => judgeTrick(five.slice(0, 4), null))
    expect(error.reason).toEqual({ key: 'son.setAsideValue', params: { n: 1, value: 11 } })
  })

  it('says which cards neither follow nor are trump', () => {
    const played = [c('wasp', 8), c('porcupine', 6), c('scorpion', 1), c('swordfish', 4)]
    expect(offAnimal(played, 'scorpion')).toEqual([1, 3])
    expect(offAnimal(played, null)).toEqual([1, 2, 3])
  })
})

describe('a bad trick', () => {
  const ok = [c('wasp', 9), c('wasp', 10), c('wasp', 8)]
  it.each<[unknown, unknown, string, string]>([
    [[], null, 'cards.empty', 'No cards were entered for this trick.'],
    ['wasp', null, 'cards.empty', 'No cards were entered for this trick.'],
    [ok.slice(0, 2), null, 'cards.count', 'A trick needs 3 to 6 cards, not 2.'],
    [
      [1, 2, 3, 4, 5, 6, 7].map((v) => c('wasp', v)),
      null,
      'cards.count',
      'A trick needs 3 to 6 cards, not 7.',
    ],
    [
      [c('wasp', 9), { animal: 'bee', value: 9 }, c('wasp', 10)],
      null,
      'son.badAnimal',
      'Card 2 needs an animal: Wasp, Porcupine, Scorpion or Swordfish.',
    ],
    [
      [c('wasp', 9), null, c('wasp', 10)],
      null,
      'son.badAnimal',
      'Card 2 needs an animal: Wasp, Porcupine, Scorpion or Swordfish.',
    ],
    [
      [c('wasp', 0), c('wasp', 9), c('wasp', 10)],
      null,
      'son.badValue',
      'Card 1 has the value 0, but the cards go from 1 to 12.',
    ],
    [
      [c('wasp', 9), c('wasp', 10), c('wasp', 13)],
      null,
      'son.badValue',
      'Card 3 has the value 13, but the cards go from 1 to 12.',
    ],
    [
      [c('wasp', 9), c('wasp', 2.5), c('wasp', 10)],
      null,
      'son.badValue',
      'Card 2 has the value 2.5, but the cards go from 1 to 12.',
    ],
    [
      [c('wasp', 9), { animal: 'wasp', value: '7' }, c('wasp', 10)],
      null,
      'son.badValue',
      'Card 2 has the value 7, but the cards go from 1 to 12.',
    ],
    [
      [c('wasp', 9), { animal: 'wasp', value: 7, plusminus: 3 }, c('wasp', 10)],
      null,
      'son.badPlusminus',
      'The plusminus card with card 2 counts +2 or −2.',
    ],
    [
      [c('wasp', 9, 2), c('wasp', 10), c('wasp', 3, -2)],
      null,
      'son.twoPlusminus',
      'Only one plusminus card may be played per trick: once one is played, nobody else may.',
    ],
    [
      [c('wasp', 7), c('porcupine', 9), c('wasp', 7)],
      null,
      'son.duplicate',
      'Wasp 7 is entered twice. Each card exists only once.',
    ],
    [
      [c('scorpion', 7), c('scorpion', 7, 2), c('wasp', 7)],
      null,
      'son.duplicate',
      'Scorpion 7 is entered twice. Each card exists only once.',
    ],
    [
      [c('wasp', 9), c('wasp', 12), c('wasp', 10)],
      null,
      'son.setAsideValue',
      'Card 2 has the value 12, but with 3 or 4 players all 11s and 12s are set aside.',
    ],
    [
      [c('wasp', 9), c('scorpion', 4), c('wasp', 10), c('swordfish', 11, 2)],
      'swordfish',
      'son.setAsideValue',
      'Card 4 has the value 11, but with 3 or 4 players all 11s and 12s are set aside.',
    ],
    [
      ok,
      'bee',
      'son.badTrump',
      'Trump is Wasp, Porcupine, Scorpion or Swordfish, or no trump at all.',
    ],
    [
      ok,
      undefined,
      'son.badTrump',
      'Trump is Wasp, Porcupine, Scorpion or Swordfish, or no trump at all.',
    ],
  ])('is refused (%#)', (played, trump, key, message) => {
    const judge = () => judgeTrick(played as SonCard[], trump as Animal | null)
    expect(judge).toThrow(message)
    const error = thrown(judge)
    expect(error.reason.key).toBe(key)
    expect(error.message).toBe(message)
    expect(() => explainTrick(played as SonCard[], trump as Animal | null)).toThrow(message)
  })

  it('carries ids and numbers in its params, not English words', () => {
    const error = thrown(() => judgeTrick([c('wasp', 7), c('wasp', 8), c('wasp', 7)], null))
    expect(error.reason).toEqual({ key: 'son.duplicate', params: { animal: 'wasp', value: 7 } })
  })

  it('validateTrick returns the reason instead of throwing, with the table’s own limits', () => {
    const four = { minCards: 4, maxCards: 4, maxValue: 10 }
    expect(validateTrick([c('wasp', 1), c('wasp', 2), c('wasp', 3), c('wasp', 4)], four)).toBe(null)
    expect(validateTrick([c('wasp', 1), c('wasp', 2), c('wasp', 3)], four)).toEqual({
      key: 'cards.countAtTable',
      params: { min: 4, max: 4, n: 3 },
    })
    const eleven = [c('wasp', 1), c('wasp', 11), c('wasp', 3), c('wasp', 4)]
    const reason = validateTrick(eleven, four)
    expect(reason).toEqual({ key: 'son.setAsideValue', params: { n: 2, value: 11 } })
    expect(english(reason?.key ?? '', reason?.params)).toBe(
      'Card 2 has the value 11, but with 3 or 4 players all 11s and 12s are set aside.',
    )
    expect(english('cards.countAtTable', { min: 4, n: 3 })).toBe(
      'At this table a trick has 4 cards, one from each player, not 3.',
    )
  })
})

describe('the words', () => {
  it('has every key in German with the same placeholders', () => {
    expectBothLanguages('sticht-oder-nicht', sonStrings)
  })

  it('names the animals', () => {
    expect(ANIMALS.map((a) => sonStrings.en[`son.animal.${a}`])).toEqual([
      'Wasp',
      'Porcupine',
      'Scorpion',
      'Swordfish',
    ])
    expect(ANIMALS.map((a) => sonStrings.de[`son.animal.${a}`])).toEqual([
      'Wespe',
      'Stachelschwein',
      'Skorpion',
      'Schwertfisch',
    ])
  })

  it('has the special cards’ texts and the judge’s sentences', () => {
    expect(english('son.special.trump', { animal: 'Wasp' })).toBe('Trump: Wasp')
    expect(english('son.special.tricks.most', { points: '+5' })).toBe('+5 for the most tricks')
    expect(english('son.special.tricks.fewest', { points: '-5' })).toBe('-5 for the fewest tricks')
    expect(english('son.special.animal.most', { points: '+3', animal: 'Wasp' })).toBe(
      '+3 for the most Wasp cards',
    )
    expect(english('son.special.animal.fewest', { points: '-3', animal: 'Wasp' })).toBe(
      '-3 for the fewest Wasp cards',
    )
    expect(english('son.special.perCard', { animal: 'Scorpion' })).toBe('+1 per Scorpion card')
    expect(english('son.special.custom', { name: 'Moon' })).toBe('Moon')
    expect(english('son.why.led', { card: 'Wasp 9', animal: 'Wasp' })).toBe(
      'Wasp 9 is the highest Wasp.',
    )
    expect(english('cards.why.trump', { card: 'Swordfish 8' })).toBe(
      'Swordfish 8 is the highest trump.',
    )
    expect(english('son.why.tie', { card: 'Swordfish 6 +2', other: 'Swordfish 8' })).toBe(
      'Swordfish 6 +2 ties with Swordfish 8, and the plusminus card wins.',
    )
    expect(english('son.why.offAnimal.one', { cards: 'Wasp 3' })).toBe(
      'Wasp 3 neither follows nor is trump.',
    )
    expect(english('son.why.offAnimal.other', { cards: 'Wasp 3, Wasp 4' })).toBe(
      'Wasp 3, Wasp 4 neither follow nor are trump.',
    )
  })

  it('addresses the table with "ihr" in German', () => {
    expect(sonStrings.de['son.specialsFirst']).toMatch(/Tragt/)
    for (const text of Object.values(sonStrings.de)) expect(text).not.toMatch(/\b(Sie|Ihnen)\b/)
    expect(placeholders(sonStrings.de['son.why.tie'])).toEqual(['card', 'other'])
  })
})

// #12: what the card picker and the round's counts may offer, as the rules know it.
describe('the cards still in play and the counts a player can have', () => {
  it('knows every card entered this round and the 1s recorded as set aside', () => {
    let state = play(start(5, { setAsideOnes: ['wasp', 'scorpion', 'swordfish'] }), [
      specials(trump('wasp'), mostTricks()),
      trick(2),
    ])
    const cards = [
      c('porcupine', 12),
      c('porcupine', 3, -2),
      c('wasp', 5),
      c('porcupine', 1),
      c('scorpion', 2),
    ]
    state = play(state, [cardTrick(state, cards)])
    // A trick by winner tells no cards; the cards of the trick come back plain.
    expect(cardsGone(state)).toEqual([
      c('wasp', 1),
      c('scorpion', 1),
      c('swordfish', 1),
      c('porcupine', 12),
      c('porcupine', 3),
      c('wasp', 5),
      c('porcupine', 1),
      c('scorpion', 2),
    ])
  })

  it('offers counts up to the cards a player’s tricks hold, never more than the animal has', () => {
    // Three players, the wasp 1 recorded as set aside: 9 wasps; 13 tricks of 3 cards.
    const state = play(start(3, { setAsideOnes: ['wasp'] }), [
      specials(perCard('wasp'), custom('Dragon hoard')),
      ...tricksFor([10, 3]),
    ])
    expect(countLimits(state, 'wasp')).toEqual([9, 9, 0])
    expect(countLimits(state, 'porcupine')).toEqual([10, 9, 0])
  })
})
