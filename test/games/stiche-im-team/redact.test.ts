import { describe, expect, it } from 'vitest'
import { replay } from '../../../src/core/match'
import { redactSecretBids, rules } from '../../../src/games/stiche-im-team/rules'
import { bid, bids, setup, trick, trump } from './table'

// Round 1 (1 card) with Anna dealing: Ben, Carla, Dan bid in secret, then one trick.
const secret = setup(4, { secretBids: true })
const round1 = [trump('spades'), bid(1, 0), bid(2, 0), bid(3, 1), trick(3)]

describe('an export made during a round with secret numbers', () => {
  it('leaves the running round out, so no hidden number leaves the phone', () => {
    const running = [...round1, trump('hearts'), bid(2, 1)]
    const exported = redactSecretBids(running, secret)
    expect(exported).toEqual(round1)
    // What is exported still replays: round 2 starts again from its trump card.
    expect(replay(rules, secret, exported).phase).toBe('trump')
  })

  it('keeps everything when no secret number is in play yet, or numbers are open', () => {
    const justTurned = [...round1, trump('hearts')]
    expect(redactSecretBids(justTurned, secret)).toEqual(justTurned)
    const open = setup(4)
    const openRound = [trump('spades'), bids(null, 0, 0, 1)]
    expect(redactSecretBids(openRound, open)).toEqual(openRound)
  })
})
