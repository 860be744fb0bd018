import { describe, expect, it } from 'vitest'
import { replay } from '../../../src/core/match'
import { RuleError } from '../../../src/core/reason'
import {
  bestResult,
  bidsComplete,
  dealerBid,
  pendingBidder,
  resultOf,
  roundReason,
  rules,
  type SitEvent,
  type SitRound,
  type SitState,
  stillNeeded,
  teamScore,
  tricksTaken,
} from '../../../src/games/stiche-im-team/rules'
import {
  ANNA,
  BEN,
  bid,
  bids,
  CARLA,
  c,
  climbTo,
  DAN,
  deepFreeze,
  english,
  loseRound,
  NAMES,
  play,
  refused,
  setup,
  trick,
  trump,
  winRound,
} from './table'

// The rulebook example: round 3 at four, Anna deals. Carla dealt round 1 and Dan round 2.
const before3 = climbTo(rules.init(setup(4, {}, CARLA)), 2)
const trick1 = [c(3, 'clubs'), c(6, 'clubs'), c(8, 'clubs'), c(7, 'clubs')] // Ben leads
const trick2 = [c(2, 'spades'), c(4, 'diamonds'), c(13, 'spades'), c(2, 'diamonds')] // Dan leads
const trick3 = [c(10, 'hearts'), c(5, 'hearts'), c(12, 'diamonds'), c(14, 'hearts')] // Ben leads
const bidding = play(before3, [trump('spades')])
const playing = play(bidding, [bids(null, 1, 0, 1)])

describe('the start of a game', () => {
  it('starts at round 1 with 1 card, 3 lives, and the lead left of the dealer', () => {
    expect(rules.init(setup(4, {}, 2))).toEqual({
      players: 4,
      options: {
        lives: 3,
        longAscent: false,
        upAndDown: false,
        noTrumpOdd: false,
        secretBids: false,
      },
      ladder: [1, 2, 3, 4, 5, 6, 7],
      lives: 3,
      rung: 0,
      round: {
        rung: 0,
        cards: 1,
        dealer: 2,
        trump: undefined,
        bids: [null, null, null, null],
        tricks: [],
        played: [],
        hidden: [],
        revealed: false,
        outcome: 'playing',
        failed: [],
      },
      history: [],
      phase: 'trump',
      leader: 3,
      over: false,
      won: false,
      reached: 1,
    })
  })

  it('takes the chosen lives and variants', () => {
    const state = rules.init(setup(3, { lives: 4, longAscent: true, upAndDown: true }, 2))
    expect(state.lives).toBe(4)
    expect(state.ladder).toHaveLength(19)
    expect(state.leader).toBe(0)
    expect(rules.init({ ...setup(5), options: undefined as never }).options.lives).toBe(3)
  })

  it('refuses a setup that cannot be played', () => {
    expect(() => rules.init(setup(5, { longAscent: true }))).toThrow(RuleError)
    expect(() => rules.init(setup(5, { longAscent: true }))).toThrow(
      'The long ascent (up to 10 cards) is for 3 or 4 players, not 5.',
    )
    expect(() => rules.init(setup(2))).toThrow('not 2.')
    expect(() => rules.init(setup(4, { lives: 6 as never }))).toThrow('3 or 4 lives')
    expect(() => rules.init(setup(4, {}, 4))).toThrow('There is no such player at this table.')
  })
})

describe('the rulebook example, round 3', () => {
  it('is reached by winning rounds 1 and 2, and Anna deals it', () => {
    expect(before3).toMatchObject({ rung: 2, lives: 3, phase: 'trump', leader: BEN, reached: 3 })
    expect(before3.round).toMatchObject({ cards: 3, dealer: ANNA, trump: undefined })
    expect(before3.history.map((r) => [r.dealer, r.cards, r.outcome])).toEqual([
      [CARLA, 1, 'won'],
      [DAN, 2, 'won'],
    ])
  })

  it('makes Anna take 3 − 2 = 1 after Ben 1, Carla 0, Dan 1', () => {
    expect(bidding.phase).toBe('bids')
    expect(bidding.round.trump).toBe('spades')
    expect(dealerBid(bidding)).toBeNull()
    expect(bidsComplete(bidding)).toBe(false)
    expect(playing.phase).toBe('play')
    expect(playing.round.bids).toEqual([1, 1, 0, 1])
    expect(dealerBid(playing)).toBe(1)
    expect(bidsComplete(playing)).toBe(true)
    expect(playing.leader).toBe(BEN)
    expect(stillNeeded(playing)).toEqual([1, 1, 0, 1])
    expect(pendingBidder(playing)).toBeNull()
  })

  it('plays the three tricks with their cards: everybody hits, on to round 4', () => {
    const one = play(playing, [trick(DAN, trick1)])
    expect(one.leader).toBe(DAN)
    expect(tricksTaken(one)).toEqual([0, 0, 0, 1])
    expect(stillNeeded(one)).toEqual([1, 1, 0, 0])
    const two = play(one, [trick(BEN, trick2)])
    expect(two.leader).toBe(BEN)
    expect(tricksTaken(two)).toEqual([0, 1, 0, 1])
    const done = play(two, [trick(ANNA, trick3)])
    expect(done).toMatchObject({ rung: 3, lives: 3, phase: 'trump', reached: 4, over: false })
    expect(done.round).toMatchObject({ cards: 4, dealer: BEN, tricks: [], outcome: 'playing' })
    expect(done.leader).toBe(CARLA)
    const last = done.history.at(-1) as SitRound
    expect(last).toEqual({
      rung: 2,
      cards: 3,
      dealer: ANNA,
      trump: 'spades',
      bids: [1, 1, 0, 1],
      tricks: [DAN, BEN, ANNA],
      played: [trick1, trick2, trick3],
      hidden: [],
      revealed: false,
      outcome: 'won',
      failed: [],
    })
    expect(english(roundReason(last, NAMES).key)).toBe('Everybody made their number.')
  })

  it('gives the same result when only the winners are entered', () => {
    const done = play(playing, [trick(DAN), trick(BEN), trick(ANNA)])
    expect(done.history.at(-1)).toMatchObject({ outcome: 'won', played: [null, null, null] })
    expect(done.rung).toBe(3)
  })
})

describe('losing a round', () => {
  it('is lost at once when the others bid more than the cards: a life, the next dealer', () => {
    const state = play(bidding, [bids(null, 2, 1, 1)])
    expect(state).toMatchObject({ rung: 2, lives: 2, phase: 'trump', leader: CARLA })
    expect(state.round).toMatchObject({ cards: 3, dealer: BEN, trump: undefined })
    const last = state.history.at(-1) as SitRound
    expect(last).toMatchObject({ outcome: 'lost-bids', bids: [null, 2, 1, 1], tricks: [] })
    const reason = roundReason(last, NAMES)
    expect(english(reason.key, reason.params)).toBe(
      'The others bid 4 together, more than the card count of this round (3).',
    )
  })

  it('lets the others bid exactly the card count: the dealer takes 0', () => {
    const state = play(bidding, [bids(null, 2, 0, 1)])
    expect(state.phase).toBe('play')
    expect(dealerBid(state)).toBe(0)
  })

  it('is lost once someone takes a trick too many, and the tricks left are not played', () => {
    const state = play(playing, [trick(CARLA)])
    expect(state).toMatchObject({ rung: 2, lives: 2, phase: 'trump' })
    expect(state.round.dealer).toBe(BEN)
    const last = state.history.at(-1) as SitRound
    expect(last).toMatchObject({ outcome: 'lost-over', failed: [CARLA], tricks: [CARLA] })
    const reason = roundReason(last, NAMES)
    expect(english(reason.key, reason.params)).toBe(
      'Carla has taken more tricks than their number.',
    )
    expect(refused(rules.apply(state, trick(ANNA)))[0]).toBe('sit.trumpFirst')
  })

  it('ends when a number gets out of reach, which is always someone else’s trick too many', () => {
    // Ben 2, Carla 0, Dan 0, so Anna 1. Anna takes two tricks: Ben can no longer make 2 either.
    const state = play(bidding, [bids(null, 2, 0, 0), trick(ANNA), trick(ANNA)])
    const last = state.history.at(-1) as SitRound
    expect(last).toMatchObject({ outcome: 'lost-over', failed: [ANNA], tricks: [ANNA, ANNA] })
    expect(state.lives).toBe(2)
    // The numbers add up to the card count, so nobody falls short while nobody is over.
    const still = play(bidding, [bids(null, 2, 0, 0), trick(ANNA)])
    expect(still.phase).toBe('play')
    expect(stillNeeded(still)).toEqual([0, 2, 0, 0])
  })

  it('names whoever can no longer reach their number', () => {
    const short: SitRound = { ...playing.round, outcome: 'lost-short', failed: [BEN] }
    const reason = roundReason(short, NAMES)
    expect(reason.params?.seat).toBe(BEN)
    expect(english(reason.key, reason.params)).toBe('Ben can no longer reach their number.')
  })

  it('ends the game when a round is lost with no life left; the result: the round reached', () => {
    let state = climbTo(rules.init(setup(3)), 4)
    const lives: number[] = []
    for (let i = 0; i < 3; i++) {
      state = loseRound(state)
      lives.push(state.lives)
      expect(state).toMatchObject({ rung: 4, over: false, phase: 'trump' })
    }
    expect(lives).toEqual([2, 1, 0])
    state = loseRound(state)
    expect(state).toMatchObject({ lives: 0, rung: 4, over: true, won: false, phase: 'over' })
    expect(state.reached).toBe(5)
    expect(rules.isOver(state)).toBe(true)
    expect(rules.winners(state)).toEqual([])
    expect(teamScore(state)).toBeNull()
    expect(resultOf(state)).toEqual({ won: false, lives: 0, reached: 5, rounds: 7 })
    expect(state.history).toHaveLength(8)
    expect(state.round).toBe(state.history.at(-1))
    expect(refused(rules.apply(state, trump('hearts')))).toEqual([
      'cards.over',
      'The game is over. Start a new match to play on.',
    ])
  })

  it('gives a team with 4 lives a fifth try', () => {
    let state = rules.init(setup(4, { lives: 4 }))
    for (let i = 0; i < 4; i++) state = loseRound(state)
    expect(state).toMatchObject({ lives: 0, over: false })
    state = loseRound(state)
    expect(state).toMatchObject({ lives: 0, over: true, won: false, reached: 1 })
  })
})

describe('winning', () => {
  it('wins the climb with the last round; the score is the lives left', () => {
    let state = rules.init(setup(5, {}, 1))
    state = loseRound(climbTo(state, 3))
    state = climbTo(state, 6)
    expect(state.over).toBe(false)
    state = winRound(state)
    expect(state).toMatchObject({ over: true, won: true, lives: 2, rung: 6, phase: 'over' })
    expect(state.reached).toBe(7)
    expect(teamScore(state)).toBe(2)
    expect(rules.winners(state)).toEqual([0, 1, 2, 3, 4])
    expect(resultOf(state)).toEqual({ won: true, lives: 2, reached: 7, rounds: 7 })
    expect(state.history.map((r) => r.cards)).toEqual([1, 2, 3, 4, 4, 5, 6, 7])
    expect(state.round).toEqual(state.history.at(-1))
    expect(refused(rules.apply(state, trick(0)))[0]).toBe('cards.over')
  })

  it('ranks results for "Best": a win beats any loss, more lives beat fewer, then the round', () => {
    const lost = (reached: number) => ({ won: false, lives: 0, reached, rounds: 7 })
    const won = (lives: number) => ({ won: true, lives, reached: 7, rounds: 7 })
    expect(bestResult([])).toBeNull()
    expect(bestResult([lost(3), lost(6), lost(5)])).toEqual(lost(6))
    expect(bestResult([lost(6), won(0), lost(7)])).toEqual(won(0))
    expect(bestResult([won(1), won(3), won(2)])).toEqual(won(3))
  })

  it('rotates the deal after every round, won or lost, and the lead follows', () => {
    let state = rules.init(setup(4, {}, 3))
    state = winRound(state) // dealer 3
    state = play(state, [trump('clubs'), bids(null, 1, 1, 1)]) // dealer 0: 3 bid for 2 cards
    state = loseRound(state)
    state = winRound(state)
    expect(state.history.map((r) => [r.dealer, r.outcome])).toEqual([
      [3, 'won'],
      [0, 'lost-bids'],
      [1, 'lost-over'],
      [2, 'won'],
    ])
    expect(state.round.dealer).toBe(3)
    expect(state.leader).toBe(0)
    expect(state.rung).toBe(2)
  })
})

describe('no trump in odd rounds', () => {
  const start = rules.init(setup(4, { noTrumpOdd: true }, CARLA))

  it('records the turned card as no trump in odd rounds and needs a trump in even ones', () => {
    expect(refused(rules.apply(start, trump('hearts')))).toEqual([
      'sit.noTrumpRound',
      'This round has no trump: its card count, 1, is odd. Enter it without trump.',
    ])
    const r1 = play(start, [trump(null)])
    expect(r1.round.trump).toBeNull()
    const r2 = climbTo(start, 1)
    expect(refused(rules.apply(r2, trump(null)))).toEqual([
      'sit.trumpNeeded',
      'This round has a trump: enter the suit of the card the dealer turned up.',
    ])
    expect(play(r2, [trump('diamonds')]).round.trump).toBe('diamonds')
  })

  it('judges the tricks of an odd round without trump', () => {
    const r3 = play(climbTo(start, 2), [trump(null), bids(null, 1, 0, 1)])
    // Ben leads A♥; Dan's 2♠ would trump it if spades counted.
    const played = [c(14, 'hearts'), c(5, 'hearts'), c(2, 'spades'), c(9, 'hearts')]
    expect(refused(rules.apply(r3, trick(DAN, played)))).toEqual([
      'cards.winnerMismatch',
      'With these cards the trick goes to Ben. Check the cards and the winner.',
    ])
    expect(play(r3, [trick(BEN, played)]).round.tricks).toEqual([BEN])
  })

  it('leaves the open rounds alone without the variant', () => {
    const plain = rules.init(setup(4))
    expect(refused(rules.apply(plain, trump(null)))[0]).toBe('sit.trumpNeeded')
  })
})

describe('rejections', () => {
  const apply = (state: SitState, event: unknown) => rules.apply(state, event as SitEvent)
  const damaged = 'This entry is incomplete or damaged and cannot be used.'
  const after1 = play(playing, [trick(DAN, trick1)])

  it.each([
    ['trump', before3, bids(null, 1, 0, 1), 'First enter the card the dealer turned up for trump.'],
    ['trump', before3, trick(DAN), 'First enter the card the dealer turned up for trump.'],
    ['trump', before3, bid(BEN, 1), 'First enter the card the dealer turned up for trump.'],
    ['trump', before3, { t: 'trump', suit: 'swords' }, damaged],
    ['trump', before3, { t: 'trump' }, damaged],
    ['bids', bidding, trump('hearts'), 'The trump of this round is already entered.'],
    [
      'bids',
      bidding,
      trick(DAN),
      'Everybody but the dealer chooses a number before the first trick.',
    ],
    ['bids', bidding, bids(null, 1, 0), 'There are 4 players, but 3 numbers were entered.'],
    ['bids', bidding, bids(null, 1, 0, 1, 0), 'There are 4 players, but 5 numbers were entered.'],
    [
      'bids',
      bidding,
      bids(1, 1, 0, 1),
      'Anna deals this round and does not choose a number: they must take the tricks the ' +
        'others leave.',
    ],
    ['bids', bidding, bids(null, 1, null, 1), 'Carla has no number yet.'],
    ['bids', bidding, bids(null, 4, 0, 1), 'A bid goes from 0 to 3 in this round.'],
    ['bids', bidding, bids(null, -1, 0, 1), 'A bid goes from 0 to 3 in this round.'],
    ['bids', bidding, bids(null, 1, 0.5, 1), 'A bid goes from 0 to 3 in this round.'],
    [
      'bids',
      bidding,
      { t: 'bids', bids: [null, '1', 0, 1] },
      'A bid goes from 0 to 3 in this round.',
    ],
    ['bids', bidding, { t: 'bids', bids: '1,0,1' }, damaged],
    [
      'bids',
      bidding,
      bid(BEN, 1),
      'The numbers are shown at the same time: enter them all together.',
    ],
    [
      'bids',
      bidding,
      { t: 'reveal' },
      'The numbers are open in this game; there is nothing to reveal.',
    ],
    ['play', playing, bids(null, 1, 0, 1), 'The numbers of this round are already in.'],
    ['play', playing, bid(BEN, 1), 'The numbers of this round are already in.'],
    ['play', playing, trump('spades'), 'The trump of this round is already entered.'],
    ['play', playing, trick(4), 'There is no such player at this table.'],
    ['play', playing, trick(-1), 'There is no such player at this table.'],
    ['play', playing, trick(1.5), 'There is no such player at this table.'],
    ['play', playing, { t: 'trick', winner: '1' }, damaged],
    ['play', playing, { t: 'trick', winner: 1, played: 'K♠' }, damaged],
    ['play', playing, trick(DAN, trick1.slice(0, 3)), 'A trick needs 4 cards, not 3.'],
    ['play', playing, trick(DAN, [...trick1, c(2, 'clubs')]), 'A trick needs 4 cards, not 5.'],
    ['play', playing, trick(DAN, []), 'No cards were entered for this trick.'],
    [
      'play',
      playing,
      trick(DAN, [c(3, 'clubs'), c(6, 'clubs'), c(3, 'clubs'), c(7, 'clubs')]),
      '3♣ is entered twice. Each card exists only once.',
    ],
    [
      'play',
      playing,
      trick(DAN, [c(1, 'clubs'), c(6, 'clubs'), c(8, 'clubs'), c(7, 'clubs')]),
      'Card 1 has rank 1, which is not in this deck. Ranks go from 2 to A.',
    ],
    [
      'play',
      playing,
      trick(DAN, [c(3, 'clubs'), c(6, 'clubs'), { suit: 'cups', rank: 8 } as never, c(7, 'clubs')]),
      'Card 3 needs a suit: clubs, spades, hearts or diamonds.',
    ],
    [
      'play',
      playing,
      trick(BEN, trick1),
      'With these cards the trick goes to Dan. Check the cards and the winner.',
    ],
    [
      'play',
      after1,
      trick(BEN, [c(2, 'spades'), c(4, 'diamonds'), c(8, 'clubs'), c(2, 'diamonds')]),
      '8♣ was already played in trick 1 of this round.',
    ],
    [
      'play',
      playing,
      { t: 'reveal' },
      'The numbers are open in this game; there is nothing to reveal.',
    ],
    ['play', playing, null, damaged],
    ['play', playing, 42, damaged],
    ['play', playing, 'trick', damaged],
    ['play', playing, { t: 'nope' }, damaged],
    ['play', playing, { winner: 1 }, damaged],
  ])('in the %s phase refuses %j', (_, state, event, message) => {
    const [key, said] = refused(apply(state, event))
    expect(said).toBe(message)
    expect(key).toMatch(/^(sit|cards)\./)
  })

  it('keeps the seat in the reason so the UI can name the player', () => {
    const range = apply(bidding, bids(null, 1, 0, 5))
    expect(range).toEqual({
      ok: false,
      reason: { key: 'sit.bidRange', params: { max: 3, seat: 3 } },
    })
    const dealer = apply(bidding, bids(0, 1, 0, 1))
    expect(dealer).toEqual({ ok: false, reason: { key: 'sit.dealerBids', params: { seat: 0 } } })
    const mismatch = apply(playing, trick(ANNA, trick1))
    expect(mismatch).toEqual({
      ok: false,
      reason: { key: 'cards.winnerMismatch', params: { seat: DAN } },
    })
  })
})

describe('purity', () => {
  it('never changes the state it is given, in any phase', () => {
    const states = [before3, bidding, playing, play(playing, [trick(DAN, trick1)])]
    const events: unknown[] = [
      trump('hearts'),
      trump(null),
      bids(null, 1, 0, 1),
      bids(null, 2, 1, 1),
      trick(DAN, trick1),
      trick(CARLA),
      trick(ANNA),
      { t: 'reveal' },
      null,
    ]
    for (const state of states) {
      const copy = structuredClone(state)
      deepFreeze(state)
      for (const event of events) rules.apply(state, event as SitEvent)
      expect(state).toEqual(copy)
    }
  })

  it('is the replay of its events', () => {
    const events: SitEvent[] = [
      trump('hearts'),
      bids(1, 0, null, 0), // round 1, Carla deals
      trick(ANNA),
      trump('spades'),
      bids(0, 2, 0, null), // round 2, Dan deals
      trick(BEN),
      trick(BEN),
      trump('spades'),
      bids(null, 1, 0, 1),
      trick(DAN, trick1),
      trick(BEN, trick2),
      trick(ANNA, trick3),
    ]
    const state = replay(rules, setup(4, {}, CARLA), events)
    expect(state.rung).toBe(3)
    expect(state.history.map((r) => r.outcome)).toEqual(['won', 'won', 'won'])
  })
})
