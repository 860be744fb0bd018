import { describe, expect, it } from 'vitest'
import {
  livesAfter,
  report,
  roundRows,
  rules,
  type SitState,
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
  loseRound,
  play,
  setup,
  trick,
  trump,
  winRound,
} from './table'

/** Per seat "number/tricks", with ✗ for who missed: the row as the table writes it down. */
const paper = (state: SitState) =>
  roundRows(state).map((r) => ({
    round: r.round,
    cards: r.cards,
    trump: r.trump,
    outcome: r.outcome,
    lives: r.lives,
    seats: r.seats.map((s) => `${s.bid ?? '–'}/${s.took ?? '–'}${s.missed ? '✗' : ''}`),
  }))

describe('roundRows: the rounds so far, as on paper', () => {
  it('nothing before the first round is finished', () => {
    const s = rules.init(setup(4))
    expect(roundRows(s)).toEqual([])
    expect(roundRows(play(s, [trump('hearts'), bids(null, 1, 0, 0)]))).toEqual([])
  })

  it('the rulebook’s round 3 after two rounds: every number and trick, nobody missed', () => {
    // Carla deals round 1, Dan round 2, Anna round 3 with ♠ trump: Ben 1, Carla 0, Dan 1.
    const before3 = climbTo(rules.init(setup(4, {}, CARLA)), 2)
    const after3 = play(before3, [
      trump('spades'),
      bids(null, 1, 0, 1),
      trick(DAN, [c(3, 'clubs'), c(6, 'clubs'), c(8, 'clubs'), c(7, 'clubs')]),
      trick(BEN, [c(2, 'spades'), c(4, 'diamonds'), c(13, 'spades'), c(2, 'diamonds')]),
      trick(ANNA, [c(10, 'hearts'), c(5, 'hearts'), c(12, 'diamonds'), c(14, 'hearts')]),
    ])
    const rows = roundRows(after3)
    expect(rows).toHaveLength(3)
    expect(rows.map((r) => r.dealer)).toEqual([CARLA, DAN, ANNA])
    expect(rows[2]).toEqual({
      round: 3,
      cards: 3,
      dealer: ANNA,
      trump: 'spades',
      outcome: 'won',
      won: true,
      lives: 3,
      seats: [
        { bid: 1, took: 1, missed: false },
        { bid: 1, took: 1, missed: false },
        { bid: 0, took: 0, missed: false },
        { bid: 1, took: 1, missed: false },
      ],
    })
  })

  it('a lost round: who broke it, the tricks so far, one life less; the rung again', () => {
    // Round 1, Anna deals: Ben says 0, Carla 1, Dan 0, so Anna must take 0. Ben takes the trick.
    const s = play(rules.init(setup(4)), [trump('clubs'), bids(null, 0, 1, 0), trick(BEN)])
    expect(paper(s)).toEqual([
      {
        round: 1,
        cards: 1,
        trump: 'clubs',
        outcome: 'lost-over',
        lives: 2,
        seats: ['0/0', '0/1✗', '1/0', '0/0'],
      },
    ])
    // Played again and made: the same round number, the lives stay.
    const again = winRound(s)
    expect(paper(again).map((r) => [r.round, r.outcome, r.lives])).toEqual([
      [1, 'lost-over', 2],
      [1, 'won', 2],
    ])
  })

  it('a round lost at bidding: the numbers as said, the dealer has none, no tricks', () => {
    const s = play(rules.init(setup(3)), [trump('hearts'), bids(null, 1, 1)])
    expect(paper(s)).toEqual([
      {
        round: 1,
        cards: 1,
        trump: 'hearts',
        outcome: 'lost-bids',
        lives: 2,
        seats: ['–/–', '1/–', '1/–'],
      },
    ])
  })

  it('the no-trump variant: a round without trump says so', () => {
    const s = winRound(rules.init(setup(3, { noTrumpOdd: true })))
    const [row] = roundRows(s)
    expect(row?.trump).toBeNull()
    expect(roundRows(winRound(s))[1]?.trump).toBe('hearts')
  })

  it('up and down: the round number and the card count part ways after the top', () => {
    const s = climbTo(rules.init(setup(4, { upAndDown: true })), 8)
    expect(roundRows(s).map((r) => [r.round, r.cards])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
      [5, 5],
      [6, 6],
      [7, 7],
      [8, 6],
    ])
  })

  it('secret numbers: a finished round shows them all, the dealer’s rest too', () => {
    // Round 1, Anna deals: Ben 1, Carla 0, Dan 0 in secret; Anna's rest is 0. Carla takes it.
    const s = play(rules.init(setup(4, { secretBids: true })), [
      trump('spades'),
      bid(BEN, 1),
      bid(CARLA, 0),
      bid(DAN, 0),
      trick(CARLA),
    ])
    expect(paper(s)).toEqual([
      {
        round: 1,
        cards: 1,
        trump: 'spades',
        outcome: 'lost-missed',
        lives: 2,
        seats: ['0/0', '1/0✗', '0/1✗', '0/0'],
      },
    ])
  })

  it('secret numbers: the round being played is never listed, revealed or not', () => {
    const one = winRound(rules.init(setup(4, { secretBids: true })))
    const before = roundRows(one)
    // Round 2, Ben deals: Carla, Dan and Anna say their numbers in secret; Carla takes a trick.
    const bidding = play(one, [trump('hearts'), bid(CARLA, 2), bid(DAN, 0)])
    expect(roundRows(bidding)).toEqual(before)
    const playing = play(bidding, [bid(ANNA, 0), trick(CARLA)])
    expect(roundRows(playing)).toEqual(before)
    // Whatever the hidden numbers, the rows are the same while the round runs.
    const other = play(one, [
      trump('hearts'),
      bid(CARLA, 0),
      bid(DAN, 1),
      bid(ANNA, 1),
      trick(CARLA),
    ])
    expect(roundRows(other)).toEqual(roundRows(playing))
    expect(roundRows(play(playing, [{ t: 'reveal' }]))).toEqual(before)
    expect(before).toHaveLength(1)
  })

  it('lives after each round agree with the report, down to 0 at the end of a lost climb', () => {
    let s = climbTo(rules.init(setup(5)), 2)
    for (let i = 0; i < 4; i++) s = loseRound(s)
    expect(s.over).toBe(true)
    expect(livesAfter(s)).toEqual([3, 3, 2, 1, 0, 0])
    expect(roundRows(s).map((r) => r.lives)).toEqual(livesAfter(s))
    expect(report(s, setup(5)).values).toEqual(livesAfter(s).map((n) => [n]))
    expect(roundRows(s).at(-1)?.won).toBe(false)
  })

  it('reads the state without changing it', () => {
    const s = deepFreeze(loseRound(winRound(rules.init(setup(4)))))
    expect(() => roundRows(s)).not.toThrow()
    expect(roundRows(s)).toHaveLength(2)
  })
})
