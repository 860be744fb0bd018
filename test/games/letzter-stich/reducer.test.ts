import { describe, expect, it } from 'vitest'
import type { Setup } from '../../../src/core/game'
import { replay } from '../../../src/core/match'
import { type Applied, format } from '../../../src/core/reason'
import { trickStrings } from '../../../src/games/cards/trickStrings'
import {
  type LsEvent,
  type LsOptions,
  type LsState,
  lastTrickNext,
  named,
  nextTrick,
  rules,
  tricksSoFar,
} from '../../../src/games/letzter-stich/rules'
import { lsStrings } from '../../../src/games/letzter-stich/strings'

const setup = (players: number, firstDealer = 0): Setup<LsOptions> => ({
  game: 'letzter-stich',
  players: ['Anna', 'Ben', 'Cem', 'Dora'].slice(0, players),
  options: {},
  firstDealer,
})

const trick = (winner: number): LsEvent => ({ t: 'trick', winner })
const tricks = (...winners: number[]): LsEvent[] => winners.map(trick)
const play = (state: LsState, events: readonly unknown[]): LsState =>
  events.reduce<LsState>((s, e) => {
    const next = rules.apply(s, e as LsEvent)
    if (!next.ok) throw new Error(`rejected: ${next.reason.key}`)
    return next.state
  }, state)

/** The English message of a rejection; German must have the same key. */
function refused(applied: Applied<LsState>): [string, string] {
  if (applied.ok) throw new Error('expected a rejection')
  const reason = named(applied.reason, ['Anna', 'Ben', 'Cem', 'Dora'])
  const { key } = reason
  const en: Record<string, string> = { ...trickStrings.en, ...lsStrings.en }
  const de: Record<string, string> = { ...trickStrings.de, ...lsStrings.de }
  expect(de[key], key).toBeTypeOf('string')
  expect(en[key], key).toBeTypeOf('string')
  return [key, format(en[key] ?? '', reason.params)]
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

describe('the start of a match', () => {
  it('gives everyone 5 counters, an empty pot, and the lead to the left of the dealer', () => {
    expect(rules.init(setup(4, 2))).toEqual({
      players: 4,
      counters: [5, 5, 5, 5],
      pot: 0,
      dealer: 2,
      leader: 3,
      tricks: [],
      hands: [],
      over: false,
      winners: [],
    })
    expect(rules.init(setup(3, 2))).toMatchObject({ counters: [5, 5, 5], dealer: 2, leader: 0 })
  })
})

describe('a hand entered trick by trick', () => {
  const start = rules.init(setup(4, 0))

  it('passes the lead to the winner of each trick', () => {
    const state = play(start, tricks(2, 2, 0))
    expect(state.tricks).toEqual([2, 2, 0])
    expect(state.leader).toBe(0)
    expect(tricksSoFar(state)).toEqual([1, 0, 2, 0])
    expect(nextTrick(state)).toBe(4)
    expect(lastTrickNext(state)).toBe(false)
  })

  it('knows when the next trick is the last', () => {
    const state = play(start, tricks(1, 1, 1, 1, 1, 1, 1))
    expect(lastTrickNext(state)).toBe(true)
  })

  it('settles after the 8th trick: its winner pays 1 into the pot', () => {
    const state = play(start, tricks(1, 2, 2, 3, 0, 1, 1, 2))
    expect(state).toMatchObject({
      counters: [5, 5, 4, 5],
      pot: 1,
      dealer: 1,
      leader: 2,
      tricks: [],
      over: false,
    })
    expect(state.hands).toEqual([
      {
        dealer: 0,
        tricksWon: [1, 3, 3, 1],
        lastTrick: 2,
        sweep: false,
        counters: [5, 5, 4, 5],
        pot: 1,
      },
    ])
  })

  it('spots a sweep: all 8 tricks take 2 from the pot instead', () => {
    const funded = play(start, [
      { t: 'quick', lastTrick: 0, sweep: false },
      { t: 'quick', lastTrick: 2, sweep: false },
      { t: 'quick', lastTrick: 3, sweep: false },
    ])
    const state = play(funded, tricks(1, 1, 1, 1, 1, 1, 1, 1))
    expect(state.counters).toEqual([4, 7, 4, 4])
    expect(state.pot).toBe(1)
    expect(state.hands.at(-1)).toMatchObject({ tricksWon: [0, 8, 0, 0], lastTrick: 1, sweep: true })
  })

  it('does not count 7 of 8 tricks as a sweep', () => {
    const state = play(start, [
      { t: 'quick', lastTrick: 0, sweep: false },
      ...tricks(0, 1, 1, 1, 1, 1, 1, 1),
    ])
    expect(state.hands.at(-1)).toMatchObject({ tricksWon: [1, 7, 0, 0], sweep: false })
    expect(state.counters).toEqual([4, 4, 5, 5])
    expect(state.pot).toBe(2)
  })
})

describe('a hand entered at once', () => {
  const start = rules.init(setup(4, 3))

  it('takes a quick last trick without a sweep as a payment of 1', () => {
    const state = play(start, [{ t: 'quick', lastTrick: 2, sweep: false }])
    expect(state).toMatchObject({ counters: [5, 5, 4, 5], pot: 1, dealer: 0, leader: 1 })
    expect(state.hands[0]).toEqual({
      dealer: 3,
      tricksWon: null,
      lastTrick: 2,
      sweep: false,
      counters: [5, 5, 4, 5],
      pot: 1,
    })
  })

  it('takes a quick sweep as all 8 tricks for that player', () => {
    const state = play(start, [
      { t: 'quick', lastTrick: 2, sweep: false },
      { t: 'quick', lastTrick: 0, sweep: true },
    ])
    expect(state).toMatchObject({ counters: [6, 5, 4, 5], pot: 0 })
    expect(state.hands[1]).toMatchObject({ dealer: 0, tricksWon: [8, 0, 0, 0], sweep: true })
  })

  it('settles trick counts and spots a sweep in them', () => {
    const counted = play(start, [{ t: 'counts', tricksWon: [3, 0, 4, 1], lastTrick: 3 }])
    expect(counted).toMatchObject({ counters: [5, 5, 5, 4], pot: 1 })
    expect(counted.hands[0]).toMatchObject({ tricksWon: [3, 0, 4, 1], sweep: false })
    const swept = play(counted, [{ t: 'counts', tricksWon: [0, 8, 0, 0], lastTrick: 1 }])
    expect(swept).toMatchObject({ counters: [5, 6, 5, 4], pot: 0 })
    expect(swept.hands[1]).toMatchObject({ sweep: true })
  })

  it('lets a sweep on an empty pot take nothing', () => {
    const state = play(start, [{ t: 'quick', lastTrick: 1, sweep: true }])
    expect(state).toMatchObject({ counters: [5, 5, 5, 5], pot: 0 })
  })
})

describe('the deal', () => {
  it('rotates clockwise and the player left of the dealer leads', () => {
    let state = rules.init(setup(3, 1))
    const seen: [number, number][] = []
    for (let hand = 0; hand < 4; hand++) {
      seen.push([state.dealer, state.leader])
      state = play(state, [{ t: 'quick', lastTrick: hand % 3, sweep: false }])
    }
    expect(seen).toEqual([
      [1, 2],
      [2, 0],
      [0, 1],
      [1, 2],
    ])
    expect(state.hands.map((h) => h.dealer)).toEqual([1, 2, 0, 1])
  })
})

describe('a whole match', () => {
  const events: LsEvent[] = [
    ...tricks(1, 2, 2, 3, 0, 1, 1, 2), // dealer 0: C pays  [5,5,4,5] pot 1
    { t: 'quick', lastTrick: 0, sweep: true }, // dealer 1: short pot [6,5,4,5] pot 0
    { t: 'counts', tricksWon: [2, 2, 2, 2], lastTrick: 2 }, // dealer 2: [6,5,3,5] pot 1
    { t: 'quick', lastTrick: 2, sweep: false }, // dealer 3: [6,5,2,5] pot 2
    ...tricks(3, 3, 3, 3, 3, 3, 3, 3), // dealer 0: sweep [6,5,2,7] pot 0
    { t: 'quick', lastTrick: 2, sweep: false }, // dealer 1: [6,5,1,7] pot 1
    { t: 'counts', tricksWon: [1, 1, 5, 1], lastTrick: 2 }, // dealer 2: [6,5,0,7] pot 2
  ]

  it('is replayed to its end: the most counters win, the pot stays', () => {
    const state = replay(rules, setup(4, 0), events)
    expect(state.counters).toEqual([6, 5, 0, 7])
    expect(state.pot).toBe(2)
    expect(state.over).toBe(true)
    expect(rules.isOver(state)).toBe(true)
    expect(rules.winners(state)).toEqual([3])
    expect(state.hands.map((h) => h.dealer)).toEqual([0, 1, 2, 3, 0, 1, 2])
    expect(state.hands.map((h) => h.pot)).toEqual([1, 0, 1, 2, 0, 1, 2])
    // No hand follows, so the dealer of the last hand stays.
    expect(state.dealer).toBe(2)
  })

  it('is not over before the hand that empties someone', () => {
    const state = replay(rules, setup(4, 0), events.slice(0, -1))
    expect(rules.isOver(state)).toBe(false)
    expect(rules.winners(state)).toEqual([])
  })

  it('lets tied leaders share the win', () => {
    const state = replay(rules, setup(3, 0), [
      ...Array.from({ length: 4 }, (): LsEvent => ({ t: 'quick', lastTrick: 0, sweep: false })),
      { t: 'quick', lastTrick: 1, sweep: false },
      { t: 'quick', lastTrick: 0, sweep: false },
    ])
    expect(state.counters).toEqual([0, 4, 5])
    expect(rules.winners(state)).toEqual([2])
    const tied = replay(rules, setup(3, 0), [
      { t: 'quick', lastTrick: 2, sweep: false },
      ...Array.from({ length: 5 }, (): LsEvent => ({ t: 'quick', lastTrick: 0, sweep: false })),
    ])
    expect(tied.counters).toEqual([0, 5, 4])
    expect(tied.pot).toBe(6)
    expect(rules.winners(tied)).toEqual([1])
    const shared = replay(rules, setup(3, 0), [
      ...Array.from({ length: 5 }, (): LsEvent => ({ t: 'quick', lastTrick: 0, sweep: false })),
    ])
    expect(shared.counters).toEqual([0, 5, 5])
    expect(rules.winners(shared)).toEqual([1, 2])
  })

  it('refuses anything after the end', () => {
    const state = replay(rules, setup(4, 0), events)
    const message = 'The match is over. Start a new match to play on.'
    expect(refused(rules.apply(state, trick(1)))).toEqual(['ls.over', message])
    expect(refused(rules.apply(state, { t: 'quick', lastTrick: 1, sweep: true }))).toEqual([
      'ls.over',
      message,
    ])
    expect(() => replay(rules, setup(4, 0), [...events, trick(0)])).toThrow('ls.over')
  })
})

describe('rejections', () => {
  const start = rules.init(setup(4, 0))
  const started = play(start, tricks(2))
  const apply = (state: LsState, event: unknown) => rules.apply(state, event as LsEvent)
  const damaged = 'This entry is incomplete or damaged and cannot be used.'
  const nobody = 'There is no such player at this table.'

  it.each([
    [null, damaged],
    ['trick', damaged],
    [{ t: 'bid', winner: 1 }, damaged],
    [{ winner: 1 }, damaged],
    [{ t: 'trick' }, damaged],
    [{ t: 'trick', winner: '1' }, damaged],
    [{ t: 'quick', lastTrick: 1 }, damaged],
    [{ t: 'quick', lastTrick: 1, sweep: 'yes' }, damaged],
    [{ t: 'quick', lastTrick: null, sweep: false }, damaged],
    [{ t: 'counts', tricksWon: '2,2,2,2', lastTrick: 0 }, damaged],
    [{ t: 'counts', tricksWon: [2, 2, 2, 2] }, damaged],
    [{ t: 'trick', winner: 4 }, nobody],
    [{ t: 'trick', winner: -1 }, nobody],
    [{ t: 'trick', winner: 1.5 }, nobody],
    [{ t: 'quick', lastTrick: 4, sweep: false }, nobody],
    [{ t: 'counts', tricksWon: [2, 2, 2, 2], lastTrick: 7 }, nobody],
    [
      { t: 'counts', tricksWon: [2, 2, 2], lastTrick: 0 },
      'There are 4 players, but 3 trick counts were entered.',
    ],
    [
      { t: 'counts', tricksWon: [2, 2, 2, 1], lastTrick: 0 },
      'The tricks add up to 7, but a hand has 8 tricks.',
    ],
    [
      { t: 'counts', tricksWon: [2, 2, 2, '2'], lastTrick: 0 },
      'The tricks of Dora must be a whole number from 0 to 8.',
    ],
    [
      { t: 'counts', tricksWon: [10, -2, 0, 0], lastTrick: 0 },
      'The tricks of Ben must be a whole number from 0 to 8.',
    ],
    [
      { t: 'counts', tricksWon: [4, 4, 0, 0], lastTrick: 2 },
      'Cem won the last trick, but 0 tricks are entered for them.',
    ],
  ])('refuses %j', (event, message) => {
    const [key, said] = refused(apply(start, event))
    expect(said).toBe(message)
    // Letzter Stich's own words, or those every card game shares (games/cards/trickStrings.ts)
    expect(key).toMatch(/^(ls|cards)\./)
  })

  it('uses the same keys as settleHand', () => {
    const keys = [
      [{ t: 'counts', tricksWon: [2, 2, 2], lastTrick: 0 }, 'ls.tricksLength'],
      [{ t: 'counts', tricksWon: [2, 2, 2, 1], lastTrick: 0 }, 'ls.tricksSum'],
      [{ t: 'counts', tricksWon: [2, -2, 2, 6], lastTrick: 0 }, 'ls.tricksBad'],
      [{ t: 'counts', tricksWon: [4, 4, 0, 0], lastTrick: 2 }, 'ls.lastTrickNoTricks'],
      [{ t: 'counts', tricksWon: [4, 4, 0, 0], lastTrick: 9 }, 'cards.noSuchSeat'],
    ] as const
    for (const [event, key] of keys) expect(refused(apply(start, event))[0]).toBe(key)
  })

  it('refuses a whole-hand entry once a trick of the hand is recorded', () => {
    const message =
      'This hand already has tricks entered (1). Undo them to enter the whole hand at once.'
    for (const event of [
      { t: 'quick', lastTrick: 1, sweep: false },
      { t: 'counts', tricksWon: [2, 2, 2, 2], lastTrick: 0 },
    ]) {
      expect(refused(apply(started, event))).toEqual(['ls.handStarted', message])
    }
    const later = play(started, tricks(0, 0))
    expect(refused(apply(later, { t: 'quick', lastTrick: 1, sweep: true }))).toEqual([
      'ls.handStarted',
      'This hand already has tricks entered (3). Undo them to enter the whole hand at once.',
    ])
  })

  it('accepts a whole-hand entry again once the hand is done', () => {
    const done = play(started, tricks(0, 0, 0, 0, 0, 0, 0))
    expect(apply(done, { t: 'quick', lastTrick: 1, sweep: false }).ok).toBe(true)
  })
})

describe('purity', () => {
  it('never changes the state or the event it is given', () => {
    let state = deepFreeze(rules.init(setup(4, 1)))
    const events: LsEvent[] = [
      ...tricks(0, 1, 2, 3, 0, 1, 2, 3),
      { t: 'quick', lastTrick: 1, sweep: true },
      { t: 'counts', tricksWon: [1, 1, 1, 5], lastTrick: 3 },
      trick(2),
      { t: 'quick', lastTrick: 1, sweep: false },
      trick(9),
    ]
    for (const event of events) {
      const before = structuredClone(state)
      const next = rules.apply(state, deepFreeze(event))
      expect(state).toEqual(before)
      if (next.ok) state = deepFreeze(next.state)
    }
    expect(state.hands).toHaveLength(3)
    expect(state.tricks).toEqual([2])
  })

  it('does not share the counts array of an event with the state', () => {
    const tricksWon = [2, 2, 2, 2]
    const state = play(rules.init(setup(4, 0)), [{ t: 'counts', tricksWon, lastTrick: 0 }])
    tricksWon[0] = 8
    expect(state.hands[0]?.tricksWon).toEqual([2, 2, 2, 2])
  })
})
