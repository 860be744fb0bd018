import { describe, expect, it } from 'vitest'
import type { Setup } from '../../../src/core/game'
import {
  ALL_SECRETS,
  consistentSecrets,
  currentCase,
  revealSteps,
  rules,
  type SfsCard,
  type SfsEvent,
  type SfsOptions,
  type SfsState,
} from '../../../src/games/stich-fuer-stich/rules'
import { k, phantom } from './cards'

// Seats: 0 Anna, 1 Ben, 2 Cora, 3 Dana. Ben is the confidant with the hairdresser and the poison.
const setup: Setup<SfsOptions> = {
  game: 'stich-fuer-stich',
  players: ['Anna', 'Ben', 'Cora', 'Dana'],
  options: {},
  firstDealer: 1,
}
const play = (events: SfsEvent[]): SfsState =>
  events.reduce<SfsState>((s, e, i) => {
    const next = rules.apply(s, e)
    if (!next.ok) throw new Error(`event ${i} rejected: ${next.reason.key}`)
    return next.state
  }, rules.init(setup))
const trick = (winner: number, played?: SfsCard[]): SfsEvent =>
  played ? { t: 'trick', winner, played } : { t: 'trick', winner }
const nobody: SfsEvent = { t: 'search', solved: [] }

// Trick 1, Cora, Dana, Anna, Ben: Anna's mechanic with the poison wins. Worked out by hand, that
// happens under 7 of the 28 pairs: the poison with any culprit (Anna's card is then the only
// weapon trump), or the mechanic with the revolver, the statue or the pillow (her card is then
// the only culprit trump, and no other card shows that weapon).
const t1 = [
  k('gardener', 'knife', 5),
  k('hairdresser', 'spade', 3),
  k('mechanic', 'poison', 2),
  k('influencer', 'ax', 12),
]
// Trick 2, Anna, Ben, Cora, Dana: Ben's hairdresser with the poison wins. Of the 7, only the four
// with the poison: with the revolver Cora, the statue Anna, the pillow Dana would have won.
const t2 = [
  k('mechanic', 'statue', 9),
  k('hairdresser', 'poison', 4),
  k('gardener', 'revolver', 11),
  k('influencer', 'pillow', 13),
]
// Trick 4, Dana, Anna, Ben, Cora: Dana's poison wins under all four still possible: no news.
const t4 = [
  k('gardener', 'poison', 1),
  k('influencer', 'statue', 2),
  k('hairdresser', 'knife', 6),
  phantom,
]

const secret: SfsEvent = { t: 'secret', culprit: 'hairdresser', weapon: 'poison' }
const events: SfsEvent[] = [
  secret,
  trick(0, t1),
  nobody,
  trick(1, t2),
  nobody,
  trick(3), // by winner only
  nobody,
  trick(3, t4),
  nobody,
]

describe('revealSteps: the confidant’s reveal meter', () => {
  it('starts at 28 of 28, with nothing to narrow it', () => {
    expect(ALL_SECRETS).toHaveLength(28)
    expect(revealSteps([])).toEqual({ left: 28, of: 28, steps: [], byWinner: [] })
    const c = currentCase(play([secret]))
    expect(revealSteps(c?.tricks ?? [])).toEqual({ left: 28, of: 28, steps: [], byWinner: [] })
  })

  it('narrows trick by trick as worked out by hand: 28 → 7 → 4, then 4 → 4', () => {
    const c = currentCase(play(events))
    expect(revealSteps(c?.tricks ?? [])).toEqual({
      left: 4,
      of: 28,
      steps: [
        { trick: 1, before: 28, after: 7 },
        { trick: 2, before: 7, after: 4 },
        { trick: 4, before: 4, after: 4 },
      ],
      byWinner: [3],
    })
  })

  it('a trick entered by its winner only narrows nothing', () => {
    const c = currentCase(play([secret, trick(2), nobody, trick(0), nobody]))
    expect(revealSteps(c?.tricks ?? [])).toEqual({ left: 28, of: 28, steps: [], byWinner: [1, 2] })
  })

  it('counts what consistentSecrets finds, and the real secret is always still possible', () => {
    const c = currentCase(play(events))
    const tricks = c?.tricks ?? []
    const carded = tricks.flatMap((t) =>
      t.played ? [{ played: t.played, winner: (t.winner - t.leader + 4) % 4 }] : [],
    )
    const steps = revealSteps(tricks).steps
    for (let i = 1; i <= carded.length; i++) {
      const fits = consistentSecrets(carded.slice(0, i))
      expect(steps[i - 1]?.after).toBe(fits.length)
      expect(fits).toContainEqual({ culprit: 'hairdresser', weapon: 'poison' })
    }
    expect(consistentSecrets(carded)).toEqual([
      { culprit: 'influencer', weapon: 'poison' },
      { culprit: 'hairdresser', weapon: 'poison' },
      { culprit: 'gardener', weapon: 'poison' },
      { culprit: 'mechanic', weapon: 'poison' },
    ])
  })

  it('works with 3 players, whoever leads', () => {
    // Seat 2 leads; seat 0 wins with the phantom, a culprit trump under every pair. It takes the
    // trick when no other card is a trump: 2 culprits on no card × 5 weapons on no card = 10.
    const played = [k('gardener', 'knife', 5), phantom, k('hairdresser', 'spade', 3)]
    const r = revealSteps([{ leader: 2, winner: 0, played }])
    expect(r.steps).toEqual([{ trick: 1, before: 28, after: 10 }])
    expect(r.left).toBe(consistentSecrets([{ played, winner: 1 }]).length)
  })
})
