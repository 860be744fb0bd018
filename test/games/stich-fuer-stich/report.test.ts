import { describe, expect, it } from 'vitest'
import type { Setup } from '../../../src/core/game'
import { latest } from '../../../src/core/report'
import stichFuerStich from '../../../src/games/stich-fuer-stich'
import {
  padRows,
  report,
  rules,
  type SfsEvent,
  type SfsOptions,
  type SfsState,
} from '../../../src/games/stich-fuer-stich/rules'

const NAMES = ['Fiona', 'Nicolas', 'Joshua', 'Linda']
const setupOf = (players: number, firstConfidant = 0): Setup<SfsOptions> => ({
  game: 'stich-fuer-stich',
  players: NAMES.slice(0, players),
  options: {},
  firstDealer: firstConfidant,
})

const play = (state: SfsState, events: readonly SfsEvent[]): SfsState =>
  events.reduce<SfsState>((s, e, i) => {
    const next = rules.apply(s, e)
    if (!next.ok) throw new Error(`event ${i} rejected: ${next.reason.key}`)
    return next.state
  }, state)

/**
 * One case on paper tiles: the tricks by winner, and after each trick a paper search in which the
 * sleuths of `solves` (seat → trick 1..7) solve; no search once every sleuth has solved.
 */
function caseOf(
  players: number,
  confidant: number,
  winners: number[],
  solves: Record<number, number>,
  upTo = 7,
): SfsEvent[] {
  const sleuths = [...Array(players).keys()].filter((seat) => seat !== confidant)
  const events: SfsEvent[] = [{ t: 'secret', hidden: true }]
  for (let t = 1; t <= upTo; t++) {
    events.push({ t: 'trick', winner: winners[t - 1] ?? 0 })
    const open = sleuths.filter((seat) => !((solves[seat] ?? 99) < t))
    if (open.length > 0) {
      events.push({ t: 'search', solved: open.filter((seat) => solves[seat] === t) })
    }
  }
  return events
}

// The rulebook's examples in one case: Fiona is the confidant. Nicolas solves in the search after
// the 2nd trick (5 cards left + 1 = 6 points), Linda after the 3rd (5), and Joshua, the last
// sleuth, during the 5th trick: Fiona gets 5.
const WINNERS = [1, 1, 2, 0, 3, 1, 0]
const EXAMPLE = caseOf(4, 0, WINNERS, { 1: 2, 3: 3, 2: 5 })

describe('report: Stich für Stich in numbers', () => {
  it('before anything is played: zeros and no step', () => {
    const state = rules.init(setupOf(4))
    expect(report(state, setupOf(4))).toEqual({
      step: 'case',
      measure: 'points',
      lines: 'seats',
      start: [0, 0, 0, 0],
      values: [],
      players: Array.from({ length: 4 }, () => ({ points: 0, solvedAfter: [] })),
    })
    expect(latest(report(state, setupOf(4)))).toEqual([0, 0, 0, 0])
  })

  it('mid-case: nothing counts before the case is closed, not even a solve already scored', () => {
    const state = play(rules.init(setupOf(4)), caseOf(4, 0, WINNERS, { 1: 2, 3: 3, 2: 5 }, 4))
    expect(state.cases).toHaveLength(1)
    // The pad already shows Nicolas's and Linda's points; the chart waits for the case to close.
    expect(padRows(state)[0]?.investigation).toEqual([null, 6, null, 5])
    const r = report(state, setupOf(4))
    expect(r.values).toEqual([])
    expect(r.players).toEqual(Array.from({ length: 4 }, () => ({ points: 0, solvedAfter: [] })))
  })

  it('the rulebook examples: 6 for solving after trick 2, 5 for the confidant, 1 per trick', () => {
    const state = play(rules.init(setupOf(4)), EXAMPLE)
    const r = report(state, setupOf(4))
    // Fiona 5 + 2 tricks, Nicolas 6 + 3, Joshua 3 + 1, Linda 5 + 1.
    expect(r.values).toEqual([[7, 9, 4, 6]])
    expect(r.players).toEqual([
      { points: 7, solvedAfter: [] },
      { points: 9, solvedAfter: [2] },
      { points: 4, solvedAfter: [5] },
      { points: 6, solvedAfter: [3] },
    ])
  })

  it('after the first trick is 1 and with the last (7th) trick is 7; never solved: no entry', () => {
    // Three players, Joshua (2) is the confidant: Fiona solves with the last trick, Nicolas never.
    const state = play(rules.init(setupOf(3, 2)), caseOf(3, 2, [0, 0, 0, 0, 0, 0, 0], { 0: 7 }))
    const r = report(state, setupOf(3, 2))
    // Fiona 1 + 7, Nicolas 0 + 0, Joshua 8 (somebody never solved) + 0.
    expect(r.values).toEqual([[8, 0, 8]])
    expect(r.players.map((p) => p.solvedAfter)).toEqual([[7], [], []])
    const early = play(
      rules.init(setupOf(3, 2)),
      caseOf(3, 2, [0, 1, 2, 0, 1, 2, 0], { 0: 1, 1: 1 }),
    )
    expect(report(early, setupOf(3, 2)).players.map((p) => p.solvedAfter)).toEqual([[1], [1], []])
  })

  it('a finished game: running totals case by case, the final totals, every solve in order', () => {
    // Confidants Nicolas, Joshua, Fiona (one seat left each case).
    const events = [
      ...caseOf(3, 1, [0, 1, 2, 0, 1, 2, 0], { 0: 2, 2: 4 }),
      ...caseOf(3, 2, [2, 2, 2, 1, 1, 0, 0], { 0: 6 }),
      ...caseOf(3, 0, [1, 1, 1, 1, 2, 2, 0], { 1: 1, 2: 3 }),
    ]
    const state = play(rules.init(setupOf(3, 1)), events)
    expect(state.over).toBe(true)
    const r = report(state, setupOf(3, 1))
    // Case 1: Fiona 6 + 3, Nicolas ★ 4 + 2, Joshua 4 + 2.
    // Case 2: Fiona 2 + 2, Nicolas 0 + 2, Joshua ★ 8 + 3.
    // Case 3: Fiona ★ 3 + 1, Nicolas 7 + 4, Joshua 5 + 2.
    expect(r.values).toEqual([
      [9, 6, 6],
      [13, 8, 17],
      [17, 19, 24],
    ])
    expect(latest(r)).toEqual(state.totals)
    expect(r.players).toEqual([
      { points: 17, solvedAfter: [2, 6] },
      { points: 19, solvedAfter: [1] },
      { points: 24, solvedAfter: [4, 3] },
    ])
    expect(rules.winners(state)).toEqual([2])
  })

  it('a case with the secret on the phone and a trick by its cards counts the same way', () => {
    // Fiona (0) is the confidant with the gardener and the knife; Nicolas leads trick 1 and takes
    // it with his full trump; Nicolas and Joshua solve right after it, Fiona gets 1.
    const state = play(rules.init(setupOf(3, 0)), [
      { t: 'secret', culprit: 'gardener', weapon: 'knife' },
      {
        t: 'trick',
        winner: 1,
        played: [
          { kind: 'card', suspect: 'gardener', weapon: 'knife', number: 5 },
          { kind: 'card', suspect: 'mechanic', weapon: 'ax', number: 3 },
          { kind: 'phantom' },
        ],
      },
      { t: 'search', solved: [1, 2] },
      ...[2, 0, 0, 1, 2, 0].map((winner): SfsEvent => ({ t: 'trick', winner })),
    ])
    const r = report(state, setupOf(3, 0))
    expect(r.values).toEqual([[1 + 3, 7 + 2, 7 + 2]])
    expect(r.players.map((p) => p.solvedAfter)).toEqual([[], [1], [1]])
  })

  it('is what the game module offers', () => {
    const state = play(rules.init(setupOf(4)), EXAMPLE)
    expect(stichFuerStich.report?.(state, setupOf(4))).toEqual(report(state, setupOf(4)))
  })
})
