import { describe, expect, it } from 'vitest'
import { revokeOf, rules, type SitState, trickList } from '../../../src/games/stiche-im-team/rules'
import { ANNA, BEN, CARLA, c, climbTo, DAN, play, ready, setup, trick } from './table'

// Round 4 at four: Dan deals, hearts are trump, Anna (his left) says all 4 tricks and leads each.
function round4(): SitState {
  const s = climbTo(rules.init(setup(4)), 3)
  return play(s, ready(s))
}

const t1 = [c(14, 'clubs'), c(2, 'clubs'), c(3, 'clubs'), c(4, 'clubs')]
// Ben has no spade: he plays a diamond. He has shown out of spades in trick 2.
const t2 = [c(14, 'spades'), c(5, 'diamonds'), c(2, 'spades'), c(3, 'spades')]
const t3 = [c(13, 'spades'), c(6, 'diamonds'), c(4, 'spades'), c(5, 'spades')]
// ...and plays a spade in trick 4: a revoke.
const t4 = [c(12, 'spades'), c(7, 'spades'), c(6, 'spades'), c(8, 'spades')]

describe('revokes in Stiche im Team', () => {
  it('a spade after showing out of spades in trick 2 is flagged with that trick', () => {
    const s = play(round4(), [trick(ANNA, t1), trick(ANNA, t2), trick(ANNA, t3)])
    expect(s.round.dealer).toBe(DAN)
    expect(revokeOf(s, BEN, c(7, 'spades'))).toEqual({ trick: 2 })
    // Other suits, and players who followed, are fine.
    expect(revokeOf(s, BEN, c(9, 'diamonds'))).toBeNull()
    expect(revokeOf(s, BEN, c(9, 'clubs'))).toBeNull()
    expect(revokeOf(s, CARLA, c(7, 'spades'))).toBeNull()
  })

  it('before the trick where they showed out, nothing is flagged', () => {
    const s = play(round4(), [trick(ANNA, t1)])
    expect(revokeOf(s, BEN, c(7, 'spades'))).toBeNull()
  })

  it('playing a trump on a led suit is showing out of it', () => {
    const ruffed = [c(14, 'spades'), c(2, 'hearts'), c(2, 'spades'), c(3, 'spades')]
    // Ben says all four tricks this time, so the ruff that wins him the first keeps the round.
    const dealt = climbTo(rules.init(setup(4)), 3)
    const s = play(dealt, [...ready(dealt, BEN), trick(BEN, ruffed)])
    expect(s.round.outcome).toBe('playing')
    expect(revokeOf(s, BEN, c(9, 'spades'))).toEqual({ trick: 1 })
  })

  it('a revoke is recorded anyway and marked in its trick in the list', () => {
    const s = play(round4(), [trick(ANNA, t1), trick(ANNA, t2), trick(ANNA, t3)])
    const after = rules.apply(s, trick(ANNA, t4))
    expect(after.ok).toBe(true)
    if (!after.ok) return
    // The round is made: the list shows its tricks until the next round has one.
    const list = trickList(after.state)
    expect(list?.round).toBe(4)
    expect(list?.tricks.map((line) => line.revokes)).toEqual([
      [],
      [],
      [],
      [{ seat: BEN, suit: 'spades', trick: 2 }],
    ])
    expect(list?.tricks[3]).toMatchObject({ leader: ANNA, winner: ANNA, played: t4 })
  })

  it('a new round starts clean: nothing carries over from the last', () => {
    const s = play(round4(), [trick(ANNA, t1), trick(ANNA, t2), trick(ANNA, t3), trick(ANNA, t4)])
    expect(s.rung).toBe(4)
    const next = play(s, ready(s))
    expect(revokeOf(next, BEN, c(9, 'spades'))).toBeNull()
  })

  it('tricks entered by winner only are not checked; mixed rounds check what they know', () => {
    const s = play(round4(), [trick(ANNA), trick(ANNA), trick(ANNA, t3)])
    // Trick 2 was entered by winner: Ben's diamond there is unknown. Trick 3 is known.
    expect(revokeOf(s, BEN, c(7, 'spades'))).toEqual({ trick: 3 })
    const blind = play(round4(), [trick(ANNA), trick(ANNA)])
    expect(revokeOf(blind, BEN, c(7, 'spades'))).toBeNull()
    expect(trickList(blind)?.tricks.map((line) => line.played)).toEqual([null, null])
  })

  it('lists nothing before the first trick', () => {
    expect(trickList(rules.init(setup(4)))).toBeNull()
  })
})
