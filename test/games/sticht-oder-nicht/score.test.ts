import { describe, expect, it } from 'vitest'
import {
  checkOptions,
  checkSpecials,
  needsInput,
  type RoundInput,
  type Special,
  scoreRound,
} from '../../../src/games/sticht-oder-nicht/rules'
import {
  custom,
  english,
  fewest,
  fewestTricks,
  most,
  mostTricks,
  perCard,
  thrown,
  trump,
} from './table'

/** A round at four (10 tricks each); the counts and points as the table typed them in. */
const round = (tricksWon: number[], cards: [Special, Special], input: RoundInput = {}) =>
  scoreRound({ players: 4, tricksWon, specials: cards, input, cardsPerPlayer: 10 })

describe('scoring a round', () => {
  it('gives a point per trick; a trump card gives no points', () => {
    expect(
      round([4, 3, 2, 1], [trump('wasp'), custom('Nothing')], { custom: [null, [0, 0, 0, 0]] }),
    ).toEqual({
      tricks: [4, 3, 2, 1],
      specials: [
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
      total: [4, 3, 2, 1],
    })
  })

  it('pink: +5 for the most tricks, -5 for the fewest', () => {
    expect(round([4, 3, 3, 0], [mostTricks(5), trump('wasp')])).toEqual({
      tricks: [4, 3, 3, 0],
      specials: [
        [5, 0, 0, 0],
        [0, 0, 0, 0],
      ],
      total: [9, 3, 3, 0],
    })
    expect(round([4, 3, 3, 0], [trump('wasp'), fewestTricks(-5)]).total).toEqual([4, 3, 3, -5])
  })

  it('pink: every player tied for the most or the fewest scores; the points may be negative', () => {
    expect(round([4, 4, 1, 1], [mostTricks(-5), trump('wasp')]).specials[0]).toEqual([-5, -5, 0, 0])
    expect(round([4, 4, 1, 1], [fewestTricks(5), trump('wasp')]).specials[0]).toEqual([0, 0, 5, 5])
    // Fewest counts a player without any trick.
    expect(round([5, 5, 0, 0], [fewestTricks(-5), trump('wasp')]).specials[0]).toEqual([
      0, 0, -5, -5,
    ])
  })

  it('green: ±3 for the most or the fewest cards of an animal in won tricks, ties share', () => {
    // All 10 wasps of a 4-player table lie in won tricks.
    const input = { animalCounts: [[4, 4, 2, 0], null] }
    expect(round([4, 3, 2, 1], [most('wasp', 3), trump('wasp')], input).specials[0]).toEqual([
      3, 3, 0, 0,
    ])
    const fewer = round([4, 3, 2, 1], [fewest('wasp', -3), mostTricks()], input)
    expect(fewer.specials).toEqual([
      [0, 0, 0, -3],
      [5, 0, 0, 0],
    ])
    expect(fewer.total).toEqual([9, 3, 2, -2])
    // 0 cards is the fewest; positive points for the fewest and negative for the most exist too.
    const other = round([4, 3, 2, 1], [fewest('scorpion', 3), perCard('swordfish')], {
      animalCounts: [
        [2, 0, 8, 0],
        [1, 5, 0, 4],
      ],
    })
    expect(other.specials).toEqual([
      [0, 3, 0, 3],
      [1, 5, 0, 4],
    ])
    expect(round([4, 3, 2, 1], [most('swordfish', -3), trump('wasp')], input).specials[0]).toEqual([
      -3, -3, 0, 0,
    ])
  })

  it('green: when everybody has the same count, everybody meets the condition', () => {
    // Six players: 12 porcupines, two in each player's tricks.
    const input = { animalCounts: [[2, 2, 2, 2, 2, 2], null] }
    const six = { players: 6, tricksWon: [3, 1, 1, 1, 1, 1], cardsPerPlayer: 8, input }
    expect(
      scoreRound({ ...six, specials: [most('porcupine'), trump('wasp')] }).specials[0],
    ).toEqual([3, 3, 3, 3, 3, 3])
  })

  it('orange: +1 per card of the animal in won tricks', () => {
    const input = { animalCounts: [null, [0, 4, 5, 1]] }
    expect(round([4, 3, 2, 1], [mostTricks(), perCard('scorpion')], input)).toEqual({
      tricks: [4, 3, 2, 1],
      specials: [
        [5, 0, 0, 0],
        [0, 4, 5, 1],
      ],
      total: [9, 7, 7, 2],
    })
  })

  it('custom: the points as typed in, from -99 to 99', () => {
    const input = { custom: [[-99, 0, 7, 99], null] }
    expect(round([4, 3, 2, 1], [custom('Moon'), trump('wasp')], input).total).toEqual([
      -95, 3, 9, 100,
    ])
  })

  it('two cards about the same animal share one count', () => {
    const input = {
      animalCounts: [
        [2, 2, 2, 4],
        [2, 2, 2, 4],
      ],
    }
    expect(round([2, 2, 2, 4], [most('scorpion', -3), perCard('scorpion')], input).total).toEqual([
      4, 4, 4, 5,
    ])
  })

  it('needs no input for cards whose points the app knows', () => {
    expect(needsInput(trump('wasp'))).toBe(null)
    expect(needsInput(mostTricks())).toBe(null)
    expect(needsInput(fewestTricks())).toBe(null)
    expect(needsInput(most('wasp'))).toBe('animalCounts')
    expect(needsInput(fewest('wasp'))).toBe('animalCounts')
    expect(needsInput(perCard('wasp'))).toBe('animalCounts')
    expect(needsInput(custom('Moon'))).toBe('custom')
    expect(() => needsInput({ kind: 'trump' } as unknown as Special)).toThrow(
      'Special card 1 is incomplete or damaged.',
    )
  })
})

describe('a bad round result', () => {
  const ok = { players: 4, tricksWon: [4, 3, 2, 1], cardsPerPlayer: 10 }
  const two: [Special, Special] = [most('wasp'), perCard('scorpion')]
  it.each<[string, unknown, string, string]>([
    [
      '7 players',
      { ...ok, players: 7, specials: two },
      'son.players',
      'Sticht oder nicht is played by 3 to 6 players, not 7.',
    ],
    [
      'the wrong hand size',
      { ...ok, cardsPerPlayer: 9, specials: two },
      'son.cardsPerPlayer',
      'With 4 players everyone holds 10 cards.',
    ],
    [
      'too few trick counts',
      { ...ok, tricksWon: [5, 5, 0], specials: two },
      'son.tricksLength',
      'There are 4 players: one trick count for each, not 3.',
    ],
    [
      'negative tricks',
      { ...ok, tricksWon: [5, 5, 1, -1], specials: two },
      'son.badTricks',
      "Player 4's tricks must be a whole number, 0 or more.",
    ],
    [
      'tricks that do not add up',
      { ...ok, tricksWon: [4, 3, 2, 2], specials: [mostTricks(), trump('wasp')] },
      'son.tricksSum',
      'The tricks won add up to 11, but a round has 10 tricks.',
    ],
    [
      'one special card',
      { ...ok, specials: [mostTricks()] },
      'son.specialsCount',
      'Two special cards are in effect each round, not 1.',
    ],
    [
      'two trumps',
      { ...ok, specials: [trump('wasp'), trump('scorpion')] },
      'son.twoTrumps',
      'Only one trump card can be in effect: both trump cards are violet.',
    ],
    [
      'counts missing',
      { ...ok, specials: two, input: { animalCounts: [null, [0, 4, 5, 1]] } },
      'son.countsMissing',
      "Special card 1 needs the number of its animal's cards in each player's won tricks.",
    ],
    [
      'custom points missing',
      { ...ok, specials: [trump('wasp'), custom('Moon')], input: {} },
      'son.customMissing',
      "Special card 2 needs each player's points.",
    ],
    [
      'counts for a card that needs none',
      { ...ok, specials: [mostTricks(), trump('wasp')], input: { animalCounts: [[1, 1, 1, 1]] } },
      'son.inputNotNeeded',
      'Special card 1 needs no points or counts typed in.',
    ],
    [
      'custom points for a counting card',
      {
        ...ok,
        specials: two,
        input: {
          animalCounts: [
            [4, 3, 2, 1],
            [4, 3, 2, 1],
          ],
          custom: [null, [1, 1, 1, 1]],
        },
      },
      'son.inputNotNeeded',
      'Special card 2 needs no points or counts typed in.',
    ],
    [
      'too few counts',
      {
        ...ok,
        specials: two,
        input: {
          animalCounts: [
            [1, 1, 1],
            [0, 0, 0, 0],
          ],
        },
      },
      'son.inputLength',
      'There are 4 players: one number for each, not 3.',
    ],
    [
      'a negative count',
      {
        ...ok,
        specials: two,
        input: {
          animalCounts: [
            [1, -1, 1, 1],
            [0, 0, 0, 0],
          ],
        },
      },
      'son.badCount',
      "Player 2's count must be a whole number, 0 or more.",
    ],
    [
      'a fractional count',
      {
        ...ok,
        specials: two,
        input: {
          animalCounts: [
            [4, 3, 2, 1],
            [0, 0, 1.5, 0],
          ],
        },
      },
      'son.badCount',
      "Player 3's count must be a whole number, 0 or more.",
    ],
    [
      'counts short of the animal’s cards: at four all 10 wasps are played',
      {
        ...ok,
        specials: two,
        input: {
          animalCounts: [
            [1, 0, 0, 0],
            [4, 3, 2, 1],
          ],
        },
      },
      'son.animalTooFew',
      'The counts of Wasp cards add up to 1, but all 10 are played: they must add up to 10.',
    ],
    [
      'more cards of an animal than the game has',
      {
        ...ok,
        specials: two,
        input: {
          animalCounts: [
            [4, 4, 3, 0],
            [0, 0, 0, 0],
          ],
        },
      },
      'son.animalTooMany',
      'The counts of Wasp cards add up to 11, but the game has only 10.',
    ],
    [
      'more cards than a player’s tricks hold',
      {
        ...ok,
        specials: two,
        input: {
          animalCounts: [
            [3, 2, 0, 5],
            [4, 3, 2, 1],
          ],
        },
      },
      'son.countTooHigh',
      "Player 4's tricks hold only 4 cards, fewer than counted.",
    ],
    [
      'cards without a trick',
      {
        ...ok,
        tricksWon: [5, 5, 0, 0],
        specials: two,
        input: {
          animalCounts: [
            [4, 5, 1, 0],
            [5, 5, 0, 0],
          ],
        },
      },
      'son.countTooHigh',
      "Player 3's tricks hold only 0 cards, fewer than counted.",
    ],
    [
      'two animals that together overfill the tricks',
      {
        ...ok,
        tricksWon: [1, 5, 4, 0],
        specials: two,
        input: {
          animalCounts: [
            [3, 7, 0, 0],
            [2, 0, 8, 0],
          ],
        },
      },
      'son.countTooHigh',
      "Player 1's tricks hold only 4 cards, fewer than counted.",
    ],
    [
      'two counts of the same animal that differ',
      {
        ...ok,
        specials: [most('wasp'), perCard('wasp')],
        input: {
          animalCounts: [
            [4, 3, 2, 1],
            [4, 3, 1, 2],
          ],
        },
      },
      'son.countsDisagree',
      'Both special cards count Wasp cards, but their counts differ.',
    ],
    [
      'custom points above 99',
      { ...ok, specials: [custom('Moon'), trump('wasp')], input: { custom: [[0, 100, 0, 0]] } },
      'son.customRange',
      "Player 2's points must be a whole number from -99 to 99.",
    ],
    [
      'custom points below -99',
      { ...ok, specials: [custom('Moon'), trump('wasp')], input: { custom: [[-100, 0, 0, 0]] } },
      'son.customRange',
      "Player 1's points must be a whole number from -99 to 99.",
    ],
    [
      'fractional custom points',
      { ...ok, specials: [custom('Moon'), trump('wasp')], input: { custom: [[0, 0, 0, 0.5]] } },
      'son.customRange',
      "Player 4's points must be a whole number from -99 to 99.",
    ],
    [
      'an input that is not an object',
      { ...ok, specials: two, input: 'all' },
      'cards.badEntry',
      'This entry is incomplete or damaged and cannot be used.',
    ],
  ])('is refused: %s', (_, r, key, message) => {
    const run = () => scoreRound(r as Parameters<typeof scoreRound>[0])
    const error = thrown(run)
    expect(error.reason.key).toBe(key)
    expect(error.message).toBe(message)
  })

  it('carries the animal as an id and the seat as a number', () => {
    const error = thrown(() =>
      round([4, 3, 2, 1], [most('wasp'), perCard('scorpion')], {
        animalCounts: [
          [4, 4, 3, 0],
          [0, 0, 0, 0],
        ],
      }),
    )
    expect(error.reason.params).toEqual({ animal: 'wasp', n: 11, max: 10 })
  })

  it('bounds an animal by the cards in the game: 12 at five or six, 10 at three or four', () => {
    const six = { players: 6, tricksWon: [8, 0, 0, 0, 0, 0], cardsPerPlayer: 8 }
    const twelve = { animalCounts: [[12, 0, 0, 0, 0, 0], null] }
    expect(() =>
      scoreRound({ ...six, specials: [perCard('wasp'), trump('wasp')], input: twelve }),
    ).not.toThrow()
    const three = { players: 3, tricksWon: [13, 0, 0], cardsPerPlayer: 13 }
    expect(() =>
      scoreRound({
        ...three,
        specials: [perCard('wasp'), trump('wasp')],
        input: { animalCounts: [[11, 0, 0]] },
      }),
    ).toThrow('The counts of Wasp cards add up to 11, but the game has only 10.')
  })
})

describe('counts that add up to the cards in play', () => {
  const three = { players: 3, tricksWon: [5, 4, 4], cardsPerPlayer: 13 }
  const five = { players: 5, tricksWon: [3, 2, 2, 1, 1], cardsPerPlayer: 9 }
  const six = { players: 6, tricksWon: [3, 1, 1, 1, 1, 1], cardsPerPlayer: 8 }
  const both: [Special, Special] = [perCard('wasp'), most('scorpion')]
  const counts = (...lists: number[][]) => ({ animalCounts: lists })

  it('all of them at four and six; at three and five one less if the 1 was set aside unseen', () => {
    expect(() =>
      scoreRound({ ...six, specials: both, input: counts([7, 1, 1, 1, 1, 1], [2, 2, 2, 2, 2, 2]) }),
    ).not.toThrow()
    for (const wasps of [
      [4, 3, 3],
      [4, 3, 2],
    ]) {
      expect(() =>
        scoreRound({ ...three, specials: both, input: counts(wasps, [4, 3, 3]) }),
      ).not.toThrow()
    }
    for (const wasps of [
      [4, 3, 2, 2, 1],
      [4, 3, 2, 1, 1],
    ]) {
      const scorpions = [3, 3, 2, 2, 1]
      expect(() =>
        scoreRound({ ...five, specials: both, input: counts(wasps, scorpions) }),
      ).not.toThrow()
    }
  })

  it.each<[string, unknown, string, string]>([
    [
      'six players, a porcupine count short of 12',
      { ...six, specials: [most('porcupine'), trump('wasp')], input: counts([2, 2, 2, 2, 2, 1]) },
      'son.animalTooFew',
      'The counts of Porcupine cards add up to 11, but all 12 are played: they must add up to 12.',
    ],
    [
      'three players, two short of 10',
      { ...three, specials: both, input: counts([4, 3, 1], [4, 3, 3]) },
      'son.animalTooFewOr',
      'The counts of Wasp cards add up to 8, but all are played: they must add up to 10, or 9 if the Wasp 1 is set aside.',
    ],
    [
      'three players, two animals one short each',
      { ...three, specials: both, input: counts([4, 3, 2], [4, 3, 2]) },
      'son.bothShort',
      'The counts of Wasp and Scorpion cards cannot both be one short: only one 1 is set aside.',
    ],
    [
      'five players, two animals with all 12',
      { ...five, specials: both, input: counts([4, 3, 2, 2, 1], [3, 3, 2, 2, 2]) },
      'son.neitherShort',
      'The counts of Wasp and Scorpion cards cannot both be complete: one of their 1s is set aside, so one of them is one short.',
    ],
  ])('refuses %s', (_, r, key, message) => {
    const error = thrown(() => scoreRound(r as Parameters<typeof scoreRound>[0]))
    expect(error.reason.key).toBe(key)
    expect(error.message).toBe(message)
  })

  it('names both animals by their ids', () => {
    const error = thrown(() =>
      scoreRound({ ...three, specials: both, input: counts([4, 3, 2], [4, 3, 2]) }),
    )
    expect(error.reason.params).toEqual({ animal: 'wasp', animal2: 'scorpion' })
  })
})

describe('the special cards of a round', () => {
  it('accepts two valid cards, one trump at most', () => {
    expect(checkSpecials([trump('wasp'), mostTricks()])).toBe(null)
    expect(checkSpecials([custom('  Moon  '), perCard('swordfish')])).toBe(null)
    expect(checkSpecials([most('wasp'), perCard('wasp')])).toBe(null)
    expect(checkSpecials([custom('Moon'), custom('Sun')])).toBe(null)
    // A custom card's pile is not known: it goes with a card of any pile.
    for (const known of [trump('wasp'), mostTricks(), most('wasp'), perCard('wasp')]) {
      expect(checkSpecials([known, custom('Moon')])).toBe(null)
      expect(checkSpecials([custom('Moon'), known])).toBe(null)
    }
  })

  it.each<[unknown, string, Record<string, number> | undefined, string]>([
    [
      [mostTricks()],
      'son.specialsCount',
      { n: 1 },
      'Two special cards are in effect each round, not 1.',
    ],
    [
      [mostTricks(), trump('wasp'), trump('scorpion')],
      'son.specialsCount',
      { n: 3 },
      'Two special cards are in effect each round, not 3.',
    ],
    ['both', 'son.specialsCount', { n: 0 }, 'Two special cards are in effect each round, not 0.'],
    [
      [trump('wasp'), trump('wasp')],
      'son.twoTrumps',
      undefined,
      'Only one trump card can be in effect: both trump cards are violet.',
    ],
    [
      [mostTricks(5), fewestTricks(-5)],
      'son.twoPink',
      undefined,
      'Only one card for the most or fewest tricks can be in effect: both are pink, and one card of each pile is revealed.',
    ],
    [
      [most('wasp'), fewest('scorpion')],
      'son.twoGreen',
      undefined,
      'Only one card for the most or fewest cards of an animal can be in effect: both are green, and one card of each pile is revealed.',
    ],
    [
      [perCard('wasp'), perCard('wasp')],
      'son.twoOrange',
      undefined,
      'Only one card giving points per card of an animal can be in effect: both are orange, and one card of each pile is revealed.',
    ],
    [
      [{ kind: 'trump', animal: 'bee' }, mostTricks()],
      'son.badSpecial',
      { n: 1 },
      'Special card 1 is incomplete or damaged.',
    ],
    [
      [mostTricks(), { kind: 'tricks', which: 'most', points: 3 }],
      'son.badSpecial',
      { n: 2 },
      'Special card 2 is incomplete or damaged.',
    ],
    [
      [mostTricks(), { kind: 'animal', animal: 'wasp', which: 'some', points: 3 }],
      'son.badSpecial',
      { n: 2 },
      'Special card 2 is incomplete or damaged.',
    ],
    [
      [{ kind: 'animal', animal: 'wasp', which: 'most', points: 5 }, mostTricks()],
      'son.badSpecial',
      { n: 1 },
      'Special card 1 is incomplete or damaged.',
    ],
    [
      [{ kind: 'blue' }, mostTricks()],
      'son.badSpecial',
      { n: 1 },
      'Special card 1 is incomplete or damaged.',
    ],
    [[null, mostTricks()], 'son.badSpecial', { n: 1 }, 'Special card 1 is incomplete or damaged.'],
    [
      [custom('   '), mostTricks()],
      'son.customName',
      { n: 1, max: 30 },
      'Special card 1 needs a name of 1 to 30 characters.',
    ],
    [
      [mostTricks(), custom('x'.repeat(31))],
      'son.customName',
      { n: 2, max: 30 },
      'Special card 2 needs a name of 1 to 30 characters.',
    ],
  ])('refuses %j', (cards, key, params, message) => {
    const reason = checkSpecials(cards)
    expect(reason).toEqual(params ? { key, params } : { key })
    expect(english(key, params)).toBe(message)
  })
})

describe('the options', () => {
  it('accepts the defaults, any number of rounds from 1 to 30, and a record of the set-aside 1s', () => {
    expect(checkOptions(4, {})).toBe(null)
    expect(checkOptions(4, { rounds: 1 })).toBe(null)
    expect(checkOptions(4, { rounds: 30 })).toBe(null)
    expect(checkOptions(3, { setAsideOnes: ['scorpion'] })).toBe(null)
    expect(checkOptions(5, { setAsideOnes: ['wasp', 'scorpion', 'swordfish'] })).toBe(null)
    expect(checkOptions(5, { setAsideOnes: [] })).toBe(null)
  })

  it.each<[number, unknown, string, string]>([
    [7, {}, 'son.players', 'Sticht oder nicht is played by 3 to 6 players, not 7.'],
    [4, { rounds: 0 }, 'son.rounds', 'A game has 1 to 30 rounds.'],
    [4, { rounds: 31 }, 'son.rounds', 'A game has 1 to 30 rounds.'],
    [4, { rounds: 2.5 }, 'son.rounds', 'A game has 1 to 30 rounds.'],
    [4, { rounds: '8' }, 'son.rounds', 'A game has 1 to 30 rounds.'],
    [4, 'fast', 'cards.badOptions', 'These game options are damaged and cannot be used.'],
    [
      3,
      { setAsideOnes: ['bee'] },
      'cards.badOptions',
      'These game options are damaged and cannot be used.',
    ],
    [
      5,
      { setAsideOnes: ['wasp', 'wasp', 'scorpion'] },
      'son.onesTwice',
      'Each animal has only one 1: the same 1 cannot be set aside twice.',
    ],
    [
      5,
      { setAsideOnes: ['wasp'] },
      'son.onesCount',
      'The set-aside 1s to record: 3, not 1. Record all of them or none.',
    ],
    [
      3,
      { setAsideOnes: ['wasp', 'scorpion'] },
      'son.onesCount',
      'The set-aside 1s to record: 1, not 2. Record all of them or none.',
    ],
    [6, { setAsideOnes: ['wasp'] }, 'son.noOnesAside', 'With 6 players no 1s are set aside.'],
    [4, { setAsideOnes: ['wasp'] }, 'son.noOnesAside', 'With 4 players no 1s are set aside.'],
  ])('refuses %i players with %j', (players, o, key, message) => {
    const reason = checkOptions(players, o as never)
    expect(reason?.key).toBe(key)
    expect(english(key, reason?.params)).toBe(message)
  })
})
