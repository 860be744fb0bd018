import { describe, expect, it } from 'vitest'
import {
  revokeOf,
  rules,
  type SonCard,
  type SonState,
  trickList,
} from '../../../src/games/sticht-oder-nicht/rules'
import {
  ANNA,
  BEN,
  CARLA,
  c,
  cardTrick,
  DAN,
  mostTricks,
  play,
  specials,
  start,
  trick,
  tricksFor,
  trump,
} from './table'

/** The cards of a trick given per seat, put in play order from the current leader. */
function bySeat(state: SonState, cards: Record<number, SonCard>): SonCard[] {
  return Array.from({ length: state.players }, (_, i) => {
    const card = cards[(state.leader + i) % state.players]
    if (!card) throw new Error('a seat without a card')
    return card
  })
}

/** Plays one trick by cards, given per seat. */
const cards = (state: SonState, per: Record<number, SonCard>): SonState =>
  play(state, [cardTrick(state, bySeat(state, per))])

// Four players, Anna deals, Dan leads trick 1; wasp is trump.
function round1(): SonState {
  return play(start(4), [specials(trump('wasp'), mostTricks())])
}

/** Trick 1 by winner (Dan), trick 2 by cards: Ben shows out of scorpions, trick 3 porcupines. */
function toTrick4(): SonState {
  let s = play(round1(), [trick(DAN)])
  s = cards(s, {
    [DAN]: c('scorpion', 10),
    [ANNA]: c('scorpion', 2),
    [BEN]: c('porcupine', 3),
    [CARLA]: c('scorpion', 4),
  })
  return cards(s, {
    [DAN]: c('porcupine', 10),
    [ANNA]: c('porcupine', 1),
    [BEN]: c('porcupine', 2),
    [CARLA]: c('porcupine', 4),
  })
}

const trick4 = {
  [DAN]: c('scorpion', 9),
  [ANNA]: c('scorpion', 1),
  // A scorpion with his plusminus: still a scorpion.
  [BEN]: c('scorpion', 5, 2),
  [CARLA]: c('scorpion', 3),
}

describe('revokes in Sticht oder nicht', () => {
  it('a scorpion after showing out of scorpions in trick 2 is flagged with that trick', () => {
    const s = toTrick4()
    expect(s.leader).toBe(DAN)
    expect(revokeOf(s, BEN, c('scorpion', 5))).toEqual({ trick: 2 })
    expect(revokeOf(s, BEN, c('porcupine', 5))).toBeNull()
    expect(revokeOf(s, CARLA, c('scorpion', 5))).toBeNull()
  })

  it('a plusminus card changes the value, never the animal', () => {
    const s = toTrick4()
    expect(revokeOf(s, BEN, c('scorpion', 5, 2))).toEqual({ trick: 2 })
    expect(revokeOf(s, BEN, c('scorpion', 5, -2))).toEqual({ trick: 2 })
  })

  it('playing the trump animal on a led animal is showing out of it', () => {
    const s = cards(play(round1(), [trick(DAN)]), {
      [DAN]: c('swordfish', 10),
      [ANNA]: c('swordfish', 2),
      [BEN]: c('wasp', 1),
      [CARLA]: c('swordfish', 4),
    })
    expect(s.leader).toBe(BEN)
    expect(revokeOf(s, BEN, c('swordfish', 6))).toEqual({ trick: 2 })
  })

  it('tricks entered by winner only are not checked', () => {
    const s = play(round1(), [trick(DAN), trick(DAN), trick(DAN)])
    expect(revokeOf(s, BEN, c('scorpion', 5))).toBeNull()
    expect(trickList(s)?.tricks.map((line) => line.revokes)).toEqual([[], [], []])
  })

  it('a revoke is recorded anyway, marked in the list, and the next round starts clean', () => {
    const s = toTrick4()
    const after = rules.apply(s, cardTrick(s, bySeat(s, trick4)))
    expect(after.ok).toBe(true)
    if (!after.ok) return
    expect(after.state.round.plusminusUsed[BEN]).toBe(true)
    expect(trickList(after.state)?.tricks[3]?.revokes).toEqual([
      { seat: BEN, suit: 'scorpion', trick: 2 },
    ])
    // The other six tricks by winner: round 1 is scored, round 2 waits for its special cards.
    const next = play(after.state, tricksFor([6]))
    expect(next.round.n).toBe(2)
    expect(revokeOf(next, BEN, c('scorpion', 6))).toBeNull()
    // Until round 2 has a trick, the list shows round 1's, the revoke still marked.
    const list = trickList(next)
    expect(list?.round).toBe(1)
    expect(list?.tricks).toHaveLength(10)
    expect(list?.tricks[3]).toMatchObject({
      leader: DAN,
      winner: DAN,
      revokes: [{ seat: BEN, suit: 'scorpion', trick: 2 }],
    })
  })

  it('lists nothing before the first trick', () => {
    expect(trickList(round1())).toBeNull()
  })
})
