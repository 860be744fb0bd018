import { describe, expect, it } from 'vitest'
import {
  revokeAfter,
  revokesByTrick,
  revokesOf,
  type SuitTrick,
  showedOut,
} from '../../../src/games/cards/revoke'

type S = 'c' | 's' | 'h' | 'd'
const t = (leader: number, suits: S[] | null): SuitTrick<S> => ({ leader, suits })

describe('revokes, whatever the suits are called', () => {
  // Four seats. Trick 1 led by seat 0 in clubs, seat 2 plays a spade: out of clubs.
  const tricks = [t(0, ['c', 'c', 's', 'c']), t(1, ['h', 'h', 'h', 'h'])]

  it('a seat shows out when it plays another suit than the one led', () => {
    expect(showedOut(tricks, 4, 2, 'c')).toBe(1)
    expect(showedOut(tricks, 4, 2, 'h')).toBeNull()
    expect(showedOut(tricks, 4, 1, 'c')).toBeNull()
  })

  it('the leader sets the suit and never shows out of it', () => {
    expect(showedOut([t(3, ['d', 'c', 'c', 'c'])], 4, 3, 'd')).toBeNull()
    // Seat 3 led a diamond; the three others showed out of diamonds.
    expect(showedOut([t(3, ['d', 'c', 'c', 'c'])], 4, 0, 'd')).toBe(1)
  })

  it('a card of that suit later is a revoke, leading it too', () => {
    expect(revokeAfter(tricks, 4, 2, 'c')).toEqual({ seat: 2, suit: 'c', trick: 1 })
    // Seat 2 leads trick 3 with a club: they had one in trick 1.
    expect(revokesOf(tricks, 4, 2, ['c', 'd', 'd', 'd'])).toEqual([
      { seat: 2, suit: 'c', trick: 1 },
      null,
      null,
      null,
    ])
  })

  it('names the first trick the seat showed out in', () => {
    const twice = [t(0, ['h', 'h', 'd', 'h']), t(0, ['h', 'h', 'c', 'h'])]
    expect(showedOut(twice, 4, 2, 'h')).toBe(1)
  })

  it('tricks entered by winner only tell nothing', () => {
    const blind = [t(0, null), t(1, ['s', 's', 's', 'c'])]
    expect(showedOut(blind, 4, 0, 's')).toBe(2)
    expect(showedOut(blind, 4, 2, 'c')).toBeNull()
    expect(revokesByTrick([t(0, null), t(0, null)], 4)).toEqual([[], []])
  })

  it('lists per trick the revokes it holds', () => {
    const hand = [
      t(0, ['c', 'c', 's', 'c']),
      t(0, ['h', 'h', 'h', 'h']),
      t(1, ['c', 'c', 'c', 'c']),
    ]
    // Trick 3 is led by seat 1: the third card is seat 3's, the second seat 2's.
    expect(revokesByTrick(hand, 4)).toEqual([[], [], [{ seat: 2, suit: 'c', trick: 1 }]])
  })
})
