import { describe, expect, it } from 'vitest'
import { format } from '../../../src/core/reason'
import {
  bidsComplete,
  dealerBid,
  pendingBidder,
  roundReason,
  rules,
  type SitEvent,
  type SitRound,
  stillNeeded,
} from '../../../src/games/stiche-im-team/rules'
import { sitStrings } from '../../../src/games/stiche-im-team/strings'
import {
  ANNA,
  BEN,
  bid,
  bids,
  CARLA,
  climbTo,
  DAN,
  english,
  NAMES,
  play,
  refused,
  setup,
  trick,
  trump,
} from './table'

// Round 3 at four with secret numbers; Anna deals, so Ben, Carla and Dan choose in that order.
const start = climbTo(rules.init(setup(4, { secretBids: true }, CARLA)), 2)
const bidding = play(start, [trump('spades')])
const secretly = (ben: number, carla: number, dan: number): SitEvent[] => [
  bid(BEN, ben),
  bid(CARLA, carla),
  bid(DAN, dan),
]
const playing = play(bidding, secretly(1, 0, 1))

const sentence = (round: SitRound | undefined, names: readonly string[] = NAMES) => {
  if (!round) throw new Error('no round')
  const reason = roundReason(round, names)
  return english(reason.key, reason.params)
}

describe('secret numbers', () => {
  it('reaches round 3 by the same climb, one number at a time', () => {
    expect(start.round).toMatchObject({ cards: 3, dealer: ANNA })
    expect(start.history.map((r) => r.outcome)).toEqual(['won', 'won'])
  })

  it('asks for the numbers in turn from the dealer’s left', () => {
    expect(pendingBidder(start)).toBeNull()
    expect(pendingBidder(bidding)).toBe(BEN)
    const one = play(bidding, [bid(BEN, 1)])
    expect(pendingBidder(one)).toBe(CARLA)
    expect(one.phase).toBe('bids')
    expect(bidsComplete(one)).toBe(false)
    expect(dealerBid(one)).toBeNull()
    const two = play(one, [bid(CARLA, 0)])
    expect(pendingBidder(two)).toBe(DAN)
    expect(pendingBidder(playing)).toBeNull()
    expect(playing.phase).toBe('play')
    expect(playing.leader).toBe(BEN)
    expect(dealerBid(playing)).toBe(1)
    expect(playing.round.bids).toEqual([1, 1, 0, 1])
  })

  it('starts the turns left of whoever deals', () => {
    const dan = play(climbTo(rules.init(setup(5, { secretBids: true }, 1)), 2), [trump('clubs')])
    expect(dan.round.dealer).toBe(DAN)
    const order: number[] = []
    let state = dan
    for (let seat = pendingBidder(state); seat !== null; seat = pendingBidder(state)) {
      order.push(seat)
      state = play(state, [bid(seat, 0)])
    }
    expect(order).toEqual([4, 0, 1, 2])
  })

  it('refuses a number out of turn, for the dealer, or all at once', () => {
    expect(refused(rules.apply(bidding, bid(CARLA, 0)))).toEqual([
      'sit.notYourTurn',
      "Carla is not next: the numbers are chosen in turn, clockwise from the dealer's left.",
    ])
    const ben = play(bidding, [bid(BEN, 1)])
    expect(refused(rules.apply(ben, bid(BEN, 0)))[0]).toBe('sit.notYourTurn')
    expect(refused(rules.apply(bidding, bid(ANNA, 1)))[0]).toBe('sit.dealerBids')
    expect(refused(rules.apply(bidding, bid(7, 1)))).toEqual([
      'cards.noSuchSeat',
      'There is no such player at this table.',
    ])
    expect(refused(rules.apply(bidding, bid(BEN, 4)))).toEqual([
      'sit.bidRange',
      'A bid goes from 0 to 3 in this round.',
    ])
    expect(refused(rules.apply(bidding, { t: 'bid', seat: BEN } as never))[0]).toBe(
      'cards.badEntry',
    )
    expect(refused(rules.apply(bidding, bids(null, 1, 0, 1)))).toEqual([
      'sit.secretBids',
      'With secret numbers, each player enters their number alone, in turn.',
    ])
  })

  it('loses the round as soon as the last hidden number makes the others too many', () => {
    // Not before Dan has chosen too: until then the number of nobody is given away.
    const twoIn = play(bidding, [bid(BEN, 2), bid(CARLA, 2)])
    expect(twoIn).toMatchObject({ lives: 3, phase: 'bids' })
    expect(pendingBidder(twoIn)).toBe(DAN)
    expect(play(bidding, secretly(2, 1, 0))).toMatchObject({ lives: 3, phase: 'play' })
    // Then announced at once: the round is over, so its numbers may be shown.
    const over = play(twoIn, [bid(DAN, 0)])
    expect(over).toMatchObject({ lives: 2, rung: 2, phase: 'trump' })
    expect(over.round.dealer).toBe(BEN)
    expect(over.history.at(-1)?.outcome).toBe('lost-bids')
    expect(sentence(over.history.at(-1))).toBe(
      'The others bid 4 together, more than the card count of this round (3).',
    )
  })

  it('plays every trick even after someone has gone over, and judges at the end', () => {
    const one = play(playing, [trick(CARLA)])
    expect(one.phase).toBe('play')
    expect(one.round.outcome).toBe('playing')
    expect(stillNeeded(one)).toEqual([1, 1, -1, 1])
    const done = play(one, [trick(DAN), trick(ANNA)])
    expect(done).toMatchObject({ lives: 2, rung: 2, phase: 'trump' })
    const last = done.history.at(-1)
    expect(last).toMatchObject({ outcome: 'lost-missed', failed: [BEN, CARLA], revealed: false })
    expect(sentence(last)).toBe('Ben, Carla missed their number.')
    expect(sentence(last, [])).toBe('Player 2, Player 3 missed their number.')
    const reason = roundReason(last as SitRound, NAMES, (list) => list.join(' und '))
    expect(format(sitStrings.de['sit.lost.missed'], reason.params)).toBe(
      'Nicht getroffen: Ben und Carla.',
    )
  })

  it('wins the round when everybody hits, told only at the end', () => {
    const done = play(playing, [trick(DAN), trick(BEN), trick(ANNA)])
    expect(done).toMatchObject({ lives: 3, rung: 3 })
    expect(done.history.at(-1)?.outcome).toBe('won')
  })

  it('ends the round at the reveal when it can no longer succeed', () => {
    const state = play(playing, [trick(CARLA), { t: 'reveal' }])
    expect(state).toMatchObject({ lives: 2, phase: 'trump' })
    expect(state.history.at(-1)).toMatchObject({
      outcome: 'lost-over',
      failed: [CARLA],
      revealed: true,
      tricks: [CARLA],
    })
  })

  it('watches a revealed round like an open one', () => {
    const shown = play(playing, [{ t: 'reveal' }, trick(DAN)])
    expect(shown.round).toMatchObject({ revealed: true, outcome: 'playing' })
    const lost = play(shown, [trick(DAN)])
    expect(lost.history.at(-1)).toMatchObject({ outcome: 'lost-over', failed: [DAN] })
    expect(refused(rules.apply(shown, { t: 'reveal' }))).toEqual([
      'sit.revealed',
      'The numbers of this round are already revealed.',
    ])
  })

  it('reveals only during play', () => {
    const message = 'The numbers can be revealed once everybody has chosen and play has begun.'
    expect(refused(rules.apply(start, { t: 'reveal' }))).toEqual(['sit.revealWhen', message])
    expect(refused(rules.apply(bidding, { t: 'reveal' }))).toEqual(['sit.revealWhen', message])
  })
})
