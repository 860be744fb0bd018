import { describe, expect, it } from 'vitest'
import { replay } from '../../../src/core/match'
import {
  ANIMALS,
  countTarget,
  firstLeader,
  inputNeeded,
  knownAnimalCounts,
  lastCount,
  plusminusAvailable,
  rules,
  type SonCard,
  type SonEvent,
  type SonState,
  tricksWon,
} from '../../../src/games/sticht-oder-nicht/rules'
import {
  ANNA,
  BEN,
  CARLA,
  c,
  cardTrick,
  custom,
  DAN,
  deepFreeze,
  fewest,
  fewestTricks,
  most,
  mostTricks,
  perCard,
  play,
  refused,
  scored,
  setup,
  specials,
  start,
  thrown,
  trick,
  tricksFor,
  trump,
} from './table'

/** A round that needs no input: trump and the most tricks; `taker` takes every trick. */
const quickRound = (state: SonState, taker = 0): SonState =>
  play(state, [
    specials(trump('wasp'), mostTricks()),
    ...Array.from({ length: state.cardsPerPlayer }, () => trick(taker)),
  ])

describe('the start of a game', () => {
  it('starts round 1 with the chosen dealer, waiting for the special cards', () => {
    expect(start(4, {}, 2)).toEqual({
      players: 4,
      rounds: 8,
      cardsPerPlayer: 10,
      setAsideOnes: [],
      round: {
        n: 1,
        dealer: 2,
        choosers: [3, 0],
        specials: null,
        tricks: [],
        plusminusUsed: [false, false, false, false],
        score: null,
      },
      history: [],
      phase: 'specials',
      leader: 1,
      totals: [0, 0, 0, 0],
      over: false,
      winners: [],
    })
  })

  it.each<[number, number, [number, number], number]>([
    // players, dealer, choosers, first leader (3 seats left of the dealer)
    [3, 0, [1, 2], 0],
    [3, 2, [0, 1], 2],
    [4, 0, [1, 2], 3],
    [4, 3, [0, 1], 2],
    [5, 0, [1, 2], 3],
    [5, 4, [0, 1], 2],
    [6, 0, [1, 2], 3],
    [6, 5, [0, 1], 2],
  ])('at %i players with dealer %i: choosers %j, first trick led by %i', (n, dealer, who, lead) => {
    const state = start(n, {}, dealer)
    expect(state.round.choosers).toEqual(who)
    expect(state.leader).toBe(lead)
    expect(firstLeader(dealer, n)).toBe(lead)
    // The player left of the second chooser leads.
    expect(lead).toBe((who[1] + 1) % n)
    const first = play(state, [specials(trump('wasp'), mostTricks())])
    expect(first.leader).toBe(lead)
    expect(play(first, [trick(0)]).round.tricks[0]?.leader).toBe(lead)
  })

  it('takes the rounds and the record of the set-aside 1s from the options', () => {
    expect(start(3, { rounds: 4, setAsideOnes: ['scorpion'] })).toMatchObject({
      rounds: 4,
      cardsPerPlayer: 13,
      setAsideOnes: ['scorpion'],
    })
    expect([3, 4, 5, 6].map((n) => start(n).rounds)).toEqual([6, 8, 5, 6])
    expect([3, 4, 5, 6].map((n) => start(n).cardsPerPlayer)).toEqual([13, 10, 9, 8])
  })

  it('throws on a setup the app would never create', () => {
    expect(thrown(() => rules.init(setup(4, {}, 4))).message).toBe(
      'There is no such player at this table.',
    )
    expect(thrown(() => rules.init(setup(4, { rounds: 0 }))).message).toBe(
      'A game has 1 to 30 rounds.',
    )
    expect(() => rules.init({ ...setup(4), players: ['A', 'B'] })).toThrow(
      'Sticht oder nicht is played by 3 to 6 players, not 2.',
    )
  })
})

describe('rounds and dealers', () => {
  it('moves the dealer left every round and ends after the set rounds', () => {
    for (const players of [3, 4, 5, 6]) {
      let state = start(players, {}, 1)
      const dealers: number[] = []
      while (!state.over) {
        dealers.push(state.round.dealer)
        expect(state.round.n).toBe(dealers.length)
        expect(state.round.choosers).toEqual([
          (state.round.dealer + 1) % players,
          (state.round.dealer + 2) % players,
        ])
        state = quickRound(state)
      }
      const rounds = [6, 8, 5, 6][players - 3] ?? 0
      expect(dealers).toEqual(Array.from({ length: rounds }, (_, i) => (1 + i) % players))
      expect(state.history.map((r) => r.tricks.length)).toEqual(
        Array.from({ length: rounds }, () => state.cardsPerPlayer),
      )
    }
  })

  it('plays the number of rounds the table chose', () => {
    let state = start(4, { rounds: 2 })
    state = quickRound(quickRound(state))
    expect(state).toMatchObject({ over: true, phase: 'over', winners: [ANNA] })
    expect(state.history).toHaveLength(2)
    expect(refused(rules.apply(state, specials(trump('wasp'), mostTricks())))).toEqual([
      'cards.over',
      'The game is over. Start a new match to play on.',
    ])
  })

  it('shares the win between every player with the highest total', () => {
    const state = quickRound(quickRound(start(4, { rounds: 2 }), ANNA), BEN)
    expect(state.totals).toEqual([15, 15, 0, 0])
    expect(state.winners).toEqual([ANNA, BEN])
    expect(rules.winners(state)).toEqual([ANNA, BEN])
    expect(rules.isOver(state)).toBe(true)
  })
})

describe('the special cards', () => {
  const fresh = start(4)

  it('are entered first: no trick and no points before them', () => {
    expect(refused(rules.apply(fresh, trick(0)))).toEqual([
      'son.specialsFirst',
      'First enter the two special cards chosen for this round.',
    ])
    expect(refused(rules.apply(fresh, scored({})))[0]).toBe('son.specialsFirst')
  })

  it('are two per round, chosen once', () => {
    const playing = play(fresh, [specials(custom('  Moon '), perCard('wasp'))])
    expect(playing.phase).toBe('play')
    expect(playing.round.specials).toEqual([custom('Moon'), perCard('wasp')])
    expect(refused(rules.apply(playing, specials(trump('wasp'), mostTricks())))).toEqual([
      'son.specialsSet',
      'The special cards of this round are already chosen.',
    ])
  })

  it('cannot both be trumps', () => {
    expect(refused(rules.apply(fresh, specials(trump('wasp'), trump('scorpion'))))).toEqual([
      'son.twoTrumps',
      'Only one trump card can be in effect: both trump cards are violet.',
    ])
  })

  it('are refused when damaged', () => {
    const bad = { t: 'specials', cards: [trump('wasp'), { kind: 'tricks' }] } as SonEvent
    expect(refused(rules.apply(fresh, bad))).toEqual([
      'son.badSpecial',
      'Special card 2 is incomplete or damaged.',
    ])
    const one = { t: 'specials', cards: [trump('wasp')] } as unknown as SonEvent
    expect(refused(rules.apply(fresh, one))[1]).toBe(
      'Two special cards are in effect each round, not 1.',
    )
  })
})

describe('tricks', () => {
  const playing = play(start(4), [specials(trump('scorpion'), mostTricks())])

  it('are led by the last winner', () => {
    const after = play(playing, [trick(CARLA), trick(BEN)])
    expect(after.round.tricks.map((t) => [t.leader, t.winner])).toEqual([
      [DAN, CARLA],
      [CARLA, BEN],
    ])
    expect(after.leader).toBe(BEN)
    expect(tricksWon(after)).toEqual([0, 1, 1, 0])
  })

  it('go to a player at the table', () => {
    expect(refused(rules.apply(playing, trick(4)))).toEqual([
      'cards.noSuchSeat',
      'There is no such player at this table.',
    ])
    expect(refused(rules.apply(playing, trick(-1)))[0]).toBe('cards.noSuchSeat')
  })

  it('stop when every card is played', () => {
    const counting = play(start(4), [specials(perCard('wasp'), mostTricks()), ...tricksFor([10])])
    expect(counting.phase).toBe('score')
    expect(refused(rules.apply(counting, trick(0)))).toEqual([
      'son.allTricksPlayed',
      'Every trick of this round is played: nobody holds a card any more.',
    ])
  })

  it('are refused when malformed', () => {
    for (const event of [
      null,
      42,
      { t: 'nope' },
      { t: 'trick' },
      { t: 'trick', winner: '1' },
      { t: 'trick', winner: 1, played: 'wasp 5' },
      { t: 'trick', winner: 1, plusminus: { seat: 1, sign: 3 } },
      { t: 'trick', winner: 1, plusminus: 'yes' },
    ]) {
      expect(refused(rules.apply(playing, event as SonEvent))).toEqual([
        'cards.badEntry',
        'This entry is incomplete or damaged and cannot be used.',
      ])
    }
  })

  describe('with their cards', () => {
    // Dan leads the first trick; Anna, Ben and Carla follow.
    it('are judged with the round’s trump, and the winner must match', () => {
      const played = [c('wasp', 9), c('scorpion', 2), c('wasp', 10), c('porcupine', 4)]
      const event = cardTrick(playing, played)
      expect(event).toEqual({ t: 'trick', winner: ANNA, played })
      expect(play(playing, [event]).leader).toBe(ANNA)
      expect(refused(rules.apply(playing, { t: 'trick', winner: BEN, played }))).toEqual([
        'cards.winnerMismatch',
        'With these cards the trick goes to Anna. Check the cards and the winner.',
      ])
    })

    it('need one card from each player', () => {
      const played = [c('wasp', 9), c('wasp', 2), c('wasp', 10)]
      expect(refused(rules.apply(playing, { t: 'trick', winner: ANNA, played }))).toEqual([
        'cards.countAtTable',
        'At this table a trick has 4 cards, one from each player, not 3.',
      ])
    })

    it('refuse a card already played this round', () => {
      const first = play(playing, [
        cardTrick(playing, [c('wasp', 9), c('wasp', 2), c('wasp', 10), c('wasp', 4)]),
      ])
      const again = [c('porcupine', 1), c('porcupine', 3), c('wasp', 2), c('porcupine', 5)]
      expect(refused(rules.apply(first, { t: 'trick', winner: CARLA, played: again }))).toEqual([
        'son.playedBefore',
        'Wasp 2 was already played in trick 1 of this round.',
      ])
      // In the next round every card is back in play.
      const next = quickRound(start(4, { rounds: 2 }))
      const ok = [c('wasp', 9), c('wasp', 2), c('wasp', 10), c('wasp', 4)]
      expect(
        rules.apply(play(next, [specials(trump('wasp'), mostTricks())]), cardTrick(next, ok)).ok,
      ).toBe(true)
    })

    it('refuse cards set aside for this table', () => {
      const eleven = [c('wasp', 11), c('wasp', 2), c('wasp', 10), c('wasp', 4)]
      expect(refused(rules.apply(playing, { t: 'trick', winner: DAN, played: eleven }))).toEqual([
        'son.setAsideValue',
        'Card 1 has the value 11, but with 3 or 4 players all 11s and 12s are set aside.',
      ])
      const three = play(start(3, { setAsideOnes: ['porcupine'] }), [
        specials(trump('wasp'), mostTricks()),
      ])
      const one = [c('wasp', 5), c('porcupine', 1), c('wasp', 3)]
      expect(refused(rules.apply(three, { t: 'trick', winner: ANNA, played: one }))).toEqual([
        'son.setAsideOne',
        'Card 2 is the Porcupine 1, which is set aside in this game.',
      ])
      // Without the record, any 1 may be the one in play.
      const unknown = play(start(3), [specials(trump('wasp'), mostTricks())])
      expect(rules.apply(unknown, cardTrick(unknown, one)).ok).toBe(true)
      // Five or six players play the 11s and 12s.
      const five = play(start(5), [specials(trump('wasp'), mostTricks())])
      const high = [c('wasp', 12), c('wasp', 11), c('wasp', 1), c('wasp', 2), c('scorpion', 12)]
      expect(rules.apply(five, cardTrick(five, high)).ok).toBe(true)
    })
  })
})

describe('the plusminus card', () => {
  const playing = play(start(4), [specials(trump('scorpion'), mostTricks())])

  it('is spent for the round when played', () => {
    const after = play(playing, [trick(BEN, { seat: BEN, sign: 2 })])
    expect(after.round.tricks[0]?.plusminus).toEqual({ seat: BEN, sign: 2 })
    expect(after.round.plusminusUsed).toEqual([false, true, false, false])
    expect(plusminusAvailable(after)).toEqual([true, false, true, true])
  })

  it('can be played by each player once per round', () => {
    const after = play(playing, [trick(BEN, { seat: BEN, sign: 2 })])
    expect(refused(rules.apply(after, trick(ANNA, { seat: BEN, sign: -2 })))).toEqual([
      'son.plusminusUsed',
      'Ben has already played their plusminus card this round.',
    ])
    expect(rules.apply(after, trick(ANNA, { seat: ANNA, sign: -2 })).ok).toBe(true)
  })

  it('comes back every round', () => {
    let state = play(start(4, { rounds: 2 }), [specials(trump('wasp'), mostTricks())])
    for (const seat of [0, 1, 2, 3]) state = play(state, [trick(seat, { seat, sign: 2 })])
    expect(plusminusAvailable(state)).toEqual([false, false, false, false])
    state = play(state, tricksFor([6]))
    expect(state.round.n).toBe(2)
    expect(plusminusAvailable(state)).toEqual([true, true, true, true])
    state = play(state, [
      specials(trump('wasp'), mostTricks()),
      trick(BEN, { seat: BEN, sign: -2 }),
    ])
    expect(plusminusAvailable(state)).toEqual([true, false, true, true])
  })

  it('belongs to a player at the table', () => {
    expect(refused(rules.apply(playing, trick(0, { seat: 4, sign: 2 })))).toEqual([
      'cards.noSuchSeat',
      'There is no such player at this table.',
    ])
  })

  it('lies on its card when the cards are entered, and counts for the player who played it', () => {
    // Dan leads: Dan, Anna, Ben, Carla. Ben's scorpion 6 +2 ties Anna's trump 8 and wins.
    const played = [c('wasp', 9), c('scorpion', 8), c('scorpion', 6, 2), c('wasp', 10)]
    const event = { t: 'trick' as const, winner: BEN, played }
    expect(cardTrick(playing, played)).toEqual(event)
    const after = play(playing, [event])
    expect(after.round.tricks[0]?.plusminus).toEqual({ seat: BEN, sign: 2 })
    expect(plusminusAvailable(after)).toEqual([true, false, true, true])
    // The event may repeat it, but must agree with the cards.
    expect(rules.apply(playing, { ...event, plusminus: { seat: BEN, sign: 2 } }).ok).toBe(true)
    for (const plusminus of [
      { seat: ANNA, sign: 2 as const },
      { seat: BEN, sign: -2 as const },
    ]) {
      expect(refused(rules.apply(playing, { ...event, plusminus }))).toEqual([
        'son.plusminusMismatch',
        'The plusminus card entered for this trick is not the one on the cards. Check both.',
      ])
    }
    const plain = [c('wasp', 9), c('scorpion', 8), c('scorpion', 6), c('wasp', 10)]
    expect(
      refused(
        rules.apply(playing, {
          t: 'trick',
          winner: ANNA,
          played: plain,
          plusminus: { seat: BEN, sign: 2 },
        }),
      )[0],
    ).toBe('son.plusminusMismatch')
  })

  it('is refused a second time in a trick, and a second time in a round', () => {
    const two = [c('wasp', 9, 2), c('scorpion', 8), c('scorpion', 6, 2), c('wasp', 10)]
    expect(refused(rules.apply(playing, { t: 'trick', winner: BEN, played: two }))).toEqual([
      'son.twoPlusminus',
      'Only one plusminus card may be played per trick: once one is played, nobody else may.',
    ])
    const after = play(playing, [trick(DAN, { seat: BEN, sign: 2 })])
    // Dan leads again: Dan, Anna, Ben (plusminus), Carla.
    const again = [c('wasp', 1), c('wasp', 2), c('wasp', 3, 2), c('wasp', 4)]
    expect(refused(rules.apply(after, cardTrick(after, again)))).toEqual([
      'son.plusminusUsed',
      'Ben has already played their plusminus card this round.',
    ])
  })
})

// 40 cards at four, dealt so that trick k holds cards 4k..4k+3 in this order: wasp 1-10,
// porcupine 1-10, scorpion 1-10, swordfish 1-10. Without trump, Dan leads the first trick.
const deck: SonCard[] = ANIMALS.flatMap((animal) =>
  Array.from({ length: 10 }, (_, i) => c(animal, i + 1)),
)
const dealt = Array.from({ length: 10 }, (_, k) => deck.slice(4 * k, 4 * k + 4))

function playCards(state: SonState, tricks: SonCard[][]): SonState {
  return tricks.reduce((s, played) => play(s, [cardTrick(s, played)]), state)
}

describe('counting animals from the cards', () => {
  it('knows each player’s cards of an animal when every trick was entered with its cards', () => {
    const begun = play(start(4), [specials(perCard('wasp'), most('porcupine'))])
    const partly = playCards(begun, dealt.slice(0, 9))
    // Winners by hand: Carla, Ben, Carla, Ben, Anna, Dan, Carla, Dan, Carla, then Ben.
    expect(partly.round.tricks.map((t) => t.winner)).toEqual([2, 1, 2, 1, 0, 3, 2, 3, 2])
    expect(knownAnimalCounts(partly, 'wasp')).toEqual([0, 4, 6, 0])
    expect(inputNeeded(partly)).toEqual([null, null])
    const done = playCards(partly, dealt.slice(9))
    // Scored at once: 1, 3, 4, 2 tricks; wasps 0, 4, 6, 0; porcupines 4, 4, 2, 0 (most: Anna, Ben).
    expect(done.phase).toBe('specials')
    expect(done.history[0]?.score).toEqual({
      tricks: [1, 3, 4, 2],
      specials: [
        [0, 4, 6, 0],
        [3, 3, 0, 0],
      ],
      total: [4, 10, 10, 2],
    })
    expect(done.totals).toEqual([4, 10, 10, 2])
    const last = done.history[0] as SonState['round']
    const state = { ...done, round: last }
    expect(ANIMALS.map((a) => knownAnimalCounts(state, a))).toEqual([
      [0, 4, 6, 0],
      [4, 4, 2, 0],
      [0, 0, 4, 6],
      [0, 4, 4, 2],
    ])
  })

  it('asks when a trick was entered without its cards', () => {
    const begun = play(start(4), [specials(perCard('wasp'), custom('Moon'))])
    expect(inputNeeded(begun)).toEqual([null, 'custom'])
    const mixed = play(playCards(begun, dealt.slice(0, 9)), [trick(BEN)])
    expect(knownAnimalCounts(mixed, 'wasp')).toBe(null)
    expect(inputNeeded(mixed)).toEqual(['animalCounts', 'custom'])
    expect(mixed.phase).toBe('score')
  })

  it('takes the counts it knows, and refuses typed-in counts that differ from them', () => {
    const begun = play(start(4), [specials(perCard('wasp'), custom('Moon'))])
    const done = playCards(begun, dealt)
    expect(done.phase).toBe('score')
    expect(inputNeeded(done)).toEqual([null, 'custom'])
    const moon = [1, 2, 3, 4]
    const after = play(done, [scored({ custom: [null, moon] })])
    expect(after.history[0]?.score?.specials).toEqual([[0, 4, 6, 0], moon])
    const same = scored({ animalCounts: [[0, 4, 6, 0], null], custom: [null, moon] })
    expect(play(done, [same])).toEqual(after)
    const differ = scored({ animalCounts: [[0, 4, 5, 0], null], custom: [null, moon] })
    expect(refused(rules.apply(done, differ))).toEqual([
      'son.countsDiffer',
      'The cards of every trick are entered, and the counts for special card 1 differ from them.',
    ])
  })
})

describe('the end of a round', () => {
  const counting = play(start(4), [
    specials(most('wasp'), custom('Moon')),
    ...tricksFor([4, 3, 2, 1]),
  ])

  it('waits for what the app cannot know', () => {
    expect(counting.phase).toBe('score')
    expect(inputNeeded(counting)).toEqual(['animalCounts', 'custom'])
    expect(counting.round.score).toBe(null)
  })

  it('is not scored before every trick is played', () => {
    const early = play(start(4), [specials(most('wasp'), custom('Moon')), trick(0)])
    expect(refused(rules.apply(early, scored({})))).toEqual([
      'son.tricksLeft',
      'The round is scored once all its tricks are played; 9 still to go.',
    ])
  })

  it('scores the round with the counts and points typed in, and deals the next', () => {
    const input = { animalCounts: [[4, 4, 2, 0], null], custom: [null, [0, -4, 0, 2]] }
    const next = play(counting, [scored(input)])
    expect(next.history[0]?.score).toEqual({
      tricks: [4, 3, 2, 1],
      specials: [
        [3, 3, 0, 0],
        [0, -4, 0, 2],
      ],
      total: [7, 2, 2, 3],
    })
    expect(next.totals).toEqual([7, 2, 2, 3])
    expect(next).toMatchObject({ phase: 'specials', leader: 0, round: { n: 2, dealer: 1 } })
  })

  it('refuses input that does not fit, with the player’s name', () => {
    const input = { animalCounts: [[3, 3, 2, -1], null], custom: [null, [0, 0, 0, 0]] }
    expect(refused(rules.apply(counting, scored(input)))).toEqual([
      'son.badCount',
      "Dan's count must be a whole number, 0 or more.",
    ])
    const missing = { custom: [null, [0, 0, 0, 0]] }
    expect(refused(rules.apply(counting, scored(missing)))[0]).toBe('son.countsMissing')
    expect(refused(rules.apply(counting, { t: 'score', input: 7 } as unknown as SonEvent))[0]).toBe(
      'cards.badEntry',
    )
    const many = { animalCounts: [[4, 4, 3, 0], null], custom: [null, [0, 0, 0, 0]] }
    expect(refused(rules.apply(counting, scored(many)))).toEqual([
      'son.animalTooMany',
      'The counts of Wasp cards add up to 11, but the game has only 10.',
    ])
    // All 10 wasps are played at four: 1/0/0/0 cannot be.
    const few = { animalCounts: [[1, 0, 0, 0], null], custom: [null, [0, 0, 0, 0]] }
    expect(refused(rules.apply(counting, scored(few)))).toEqual([
      'son.animalTooFew',
      'The counts of Wasp cards add up to 1, but all 10 are played: they must add up to 10.',
    ])
  })

  it('counts exactly the cards in the game when the set-aside 1s are recorded', () => {
    const five = (ones: SonState['setAsideOnes']) =>
      play(start(5, { setAsideOnes: ones }), [
        specials(perCard('wasp'), fewestTricks()),
        ...tricksFor([9]),
      ])
    const wasps = (n: number) => ({ animalCounts: [[n, 0, 0, 0, 0], null] })
    const [eleven, twelve, ten] = [wasps(11), wasps(12), wasps(10)]
    expect(rules.apply(five([]), scored(twelve)).ok).toBe(true)
    expect(rules.apply(five([]), scored(eleven)).ok).toBe(true)
    expect(refused(rules.apply(five([]), scored(ten)))[1]).toBe(
      'The counts of Wasp cards add up to 10, but all are played: they must add up to 12, or 11 if the Wasp 1 is set aside.',
    )
    const recorded = five(['wasp', 'porcupine', 'scorpion'])
    expect(refused(rules.apply(recorded, scored(twelve)))[1]).toBe(
      'The counts of Wasp cards add up to 12, but the game has only 11.',
    )
    expect(rules.apply(recorded, scored(eleven)).ok).toBe(true)
    expect(
      refused(rules.apply(five(['porcupine', 'scorpion', 'swordfish']), scored(eleven))),
    ).toEqual([
      'son.animalTooFew',
      'The counts of Wasp cards add up to 11, but all 12 are played: they must add up to 12.',
    ])
  })

  it('knows a 1 played in a trick was not set aside', () => {
    // Three players, nothing recorded: the wasp 1 shows up in the first trick, so all 10 wasps
    // are in play; the scorpion 1 may still be the one set aside.
    const begun = play(start(3), [specials(perCard('wasp'), most('scorpion'))])
    const first = cardTrick(begun, [c('wasp', 1), c('wasp', 2), c('wasp', 3)])
    const all = play(begun, [first, ...tricksFor([4, 4, 4])])
    expect(all.phase).toBe('score')
    expect(countTarget(all, 'wasp')).toEqual({ all: 10, short: false })
    expect(countTarget(all, 'scorpion')).toEqual({ all: 10, short: true })
    // Carla took the first trick with its three wasps.
    const counts = (wasps: number, scorpions: number) =>
      scored({
        animalCounts: [
          [wasps - 3, 0, 3],
          [5, scorpions - 5, 0],
        ],
      })
    expect(refused(rules.apply(all, counts(9, 10)))).toEqual([
      'son.animalTooFew',
      'The counts of Wasp cards add up to 9, but all 10 are played: they must add up to 10.',
    ])
    expect(rules.apply(all, counts(10, 10)).ok).toBe(true)
    expect(rules.apply(all, counts(10, 9)).ok).toBe(true)
  })

  it('fills in the last player’s count when the others leave no choice', () => {
    expect(lastCount(counting, 'wasp', [4, 3, 2, 0])).toBe(1)
    expect(lastCount(counting, 'wasp', [4, 4, 2, 7])).toBe(0)
    // Dan took 1 trick: 4 cards at most; a sum already too high leaves nothing to fill in.
    expect(lastCount(counting, 'wasp', [3, 2, 0, 0])).toBe(null)
    expect(lastCount(counting, 'wasp', [6, 5, 0, 0])).toBe(null)
    // At five the wasp 1 may be set aside unseen: 11 or 12, no single answer.
    const five = play(start(5), [specials(perCard('wasp'), trump('wasp')), ...tricksFor([9])])
    expect(lastCount(five, 'wasp', [11, 0, 0, 0, 0])).toBe(null)
  })
})

// A whole game at four, Anna dealing first. Per round: the special cards, the tricks won (by
// winner only, a plusminus here and there), what the table typed in, and the points by hand.
const game: { events: SonEvent[]; points: number[] }[] = [
  {
    events: [
      specials(mostTricks(5), trump('wasp')),
      trick(BEN, { seat: BEN, sign: 2 }),
      ...tricksFor([4, 2, 2, 1]),
    ],
    points: [4 + 5, 3, 2, 1],
  },
  {
    events: [
      specials(fewestTricks(-5), perCard('scorpion')),
      ...tricksFor([3, 3, 3, 1]),
      scored({ animalCounts: [null, [3, 2, 4, 1]] }),
    ],
    points: [3 + 3, 3 + 2, 3 + 4, 1 - 5 + 1],
  },
  {
    events: [
      specials(most('wasp', 3), custom('Bonus')),
      ...tricksFor([2, 2, 3, 3]),
      scored({ animalCounts: [[3, 3, 2, 2], null], custom: [null, [1, -2, 0, 4]] }),
    ],
    points: [2 + 3 + 1, 2 + 3 - 2, 3, 3 + 4],
  },
  {
    // Anna and Carla take 5 tricks each; nobody else any. Porcupines: Ben and Dan have none.
    events: [
      specials(fewest('porcupine', -3), mostTricks(5)),
      trick(ANNA, { seat: CARLA, sign: -2 }),
      trick(CARLA, { seat: DAN, sign: 2 }),
      ...tricksFor([4, 0, 4, 0]),
      scored({ animalCounts: [[6, 0, 4, 0], null] }),
    ],
    points: [5 + 5, -3, 5 + 5, -3],
  },
  {
    events: [
      specials(fewest('swordfish', 3), perCard('wasp')),
      ...tricksFor([1, 2, 3, 4]),
      scored({
        animalCounts: [
          [1, 2, 2, 5],
          [0, 3, 3, 4],
        ],
      }),
    ],
    points: [1 + 3, 2 + 3, 3 + 3, 4 + 4],
  },
  {
    events: [
      specials(trump('porcupine'), custom('Sonne')),
      ...tricksFor([10, 0, 0, 0]),
      scored({ custom: [null, [0, 0, 0, 0]] }),
    ],
    points: [10, 0, 0, 0],
  },
  {
    events: [specials(mostTricks(-5), trump('swordfish')), ...tricksFor([3, 3, 2, 2])],
    points: [3 - 5, 3 - 5, 2, 2],
  },
  {
    // Both cards count scorpions: one count serves both.
    events: [
      specials(most('scorpion', -3), perCard('scorpion')),
      ...tricksFor([2, 2, 2, 4]),
      scored({
        animalCounts: [
          [2, 2, 2, 4],
          [2, 2, 2, 4],
        ],
      }),
    ],
    points: [2 + 2, 2 + 2, 2 + 2, 4 - 3 + 4],
  },
]

describe('a whole game at four', () => {
  const events = game.flatMap((r) => r.events)
  const totals = [0, 1, 2, 3].map((seat) => game.reduce((sum, r) => sum + (r.points[seat] ?? 0), 0))

  it('adds up every round and names the winner', () => {
    expect(totals).toEqual([47, 15, 34, 17])
    const state = replay(rules, setup(4), events)
    expect(state.history.map((r) => r.score?.total)).toEqual(game.map((r) => r.points))
    expect(state.history.map((r) => r.dealer)).toEqual([0, 1, 2, 3, 0, 1, 2, 3])
    expect(state.totals).toEqual(totals)
    expect(state).toMatchObject({ over: true, phase: 'over', winners: [ANNA] })
  })

  it('never changes a state it was given', () => {
    let state = deepFreeze(rules.init(setup(4)))
    for (const event of events) {
      const next = rules.apply(state, deepFreeze(event))
      if (!next.ok) throw new Error(next.reason.key)
      state = deepFreeze(next.state)
    }
    expect(state.totals).toEqual(totals)
  })
})
