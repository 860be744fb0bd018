import { describe, expect, it } from 'vitest'
import type { Setup } from '../../../src/core/game'
import { replay } from '../../../src/core/match'
import { type Applied, format, named } from '../../../src/core/reason'
import {
  currentCase,
  padRows,
  pendingSleuths,
  redactSecret,
  rules,
  type SfsCard,
  type SfsEvent,
  type SfsOptions,
  type SfsState,
  type Suspect,
  type Weapon,
  withCardNames,
} from '../../../src/games/stich-fuer-stich/rules'
import { sfsStrings } from '../../../src/games/stich-fuer-stich/strings'
import { withTrickWords } from '../../helpers/strings'
import { k, phantom } from './cards'

const NAMES = ['Anna', 'Ben', 'Cem', 'Dora']
const setup = (players: number, firstDealer = 0): Setup<SfsOptions> => ({
  game: 'stich-fuer-stich',
  players: NAMES.slice(0, players),
  options: {},
  firstDealer,
})

const secret = (culprit: Suspect, weapon: Weapon): SfsEvent => ({ t: 'secret', culprit, weapon })
const hidden: SfsEvent = { t: 'secret', hidden: true }
const trick = (winner: number, played?: SfsCard[]): SfsEvent =>
  played ? { t: 'trick', winner, played } : { t: 'trick', winner }
const guess = (seat: number, solved = false): SfsEvent => ({ t: 'guess', seat, solved })
const search = (...solved: number[]): SfsEvent => ({ t: 'search', solved })
/** A trick entered by its winner only, then a paper search in which nobody solves. */
const quiet = (...winners: number[]): SfsEvent[] => winners.flatMap((w) => [trick(w), search()])

const play = (state: SfsState, events: readonly unknown[]): SfsState =>
  events.reduce<SfsState>((s, e, i) => {
    const next = rules.apply(s, e as SfsEvent)
    if (!next.ok) throw new Error(`event ${i} rejected: ${next.reason.key}`)
    return next.state
  }, state)

/** The English message of a rejection, as a player would read it; German must have the key. */
function refused(applied: Applied<SfsState>): [string, string] {
  if (applied.ok) throw new Error('expected a rejection')
  const words = withTrickWords(sfsStrings)
  const reason = withCardNames(named(applied.reason, NAMES), words.en)
  const { key } = reason
  expect(words.de[key], key).toBeTypeOf('string')
  expect(words.en[key], key).toBeTypeOf('string')
  return [key, format(words.en[key] ?? '', reason.params)]
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

// Seats: 0 Anna, 1 Ben, 2 Cem, 3 Dora. Ben last had a knife in his hand: he is the first confidant.
// Case 1, confidant Ben, Cem leads. Gardener with the knife. Searches on the phone and on paper.
const case1: SfsEvent[] = [
  secret('gardener', 'knife'),
  // Cem, Dora, Anna, Ben: Cem's full trump takes it.
  trick(2, [
    k('gardener', 'knife', 5),
    k('mechanic', 'ax', 13),
    phantom,
    k('hairdresser', 'spade', 9),
  ]),
  guess(2),
  guess(3),
  guess(0),
  trick(2),
  guess(2, true), // Cem solves after trick 2: 6 points
  guess(3),
  guess(0),
  // Cem, Dora, Anna, Ben: Anna's gardener is the only trump.
  trick(0, [
    k('mechanic', 'revolver', 2),
    k('hairdresser', 'statue', 3),
    k('gardener', 'pillow', 11),
    k('influencer', 'poison', 12),
  ]),
  search(0), // Anna solves after trick 3: 5 points
  trick(3),
  guess(3),
  trick(1),
  guess(3, true), // Dora, the last sleuth, solves after trick 5: 3 points, Ben gets 5
  trick(1), // no search any more
  trick(0),
]
// Case 2, confidant Cem, Dora leads. The secret stays on paper tiles; Ben never solves.
const case2: SfsEvent[] = [
  hidden,
  ...quiet(3),
  trick(3),
  search(3), // Dora after trick 2: 6
  ...quiet(3, 0),
  trick(1),
  search(0), // Anna after trick 5: 3
  ...quiet(2, 2), // Ben never: 0, Cem 8
]
// Case 3, confidant Dora, Anna leads. Everyone solves at once: Dora gets 1.
const case3: SfsEvent[] = [
  secret('mechanic', 'poison'),
  trick(0),
  guess(0, true),
  guess(1, true),
  guess(2, true),
  ...[0, 1, 1, 2, 2, 3].map((w) => trick(w)),
]
// Case 4, confidant Anna, Ben leads and takes every trick. Everyone solves with the last trick.
const case4: SfsEvent[] = [
  secret('influencer', 'ax'),
  ...Array.from({ length: 6 }, () => [trick(1), guess(1), guess(2), guess(3)]).flat(),
  trick(1),
  guess(1, true),
  guess(2, true),
  guess(3, true),
]
const game = [...case1, ...case2, ...case3, ...case4]

// Worked out by hand from the rulebook, case by case: [investigation, tricks] per seat.
const expected = [
  { investigation: [5, 5, 6, 3], tricks: [2, 2, 2, 1] },
  { investigation: [3, 0, 8, 6], tricks: [1, 1, 2, 3] },
  { investigation: [7, 7, 7, 1], tricks: [2, 2, 2, 1] },
  { investigation: [7, 1, 1, 1], tricks: [0, 7, 0, 0] },
]

describe('the start of a game', () => {
  it('makes the first dealer the confidant and waits for the secret', () => {
    expect(rules.init(setup(4, 1))).toEqual({
      players: 4,
      cases: [
        {
          confidant: 1,
          secret: null,
          hidden: false,
          tricks: [],
          solvedAfter: [null, null, null, null],
          searched: [],
          score: null,
        },
      ],
      phase: 'secret',
      leader: 2,
      totals: [0, 0, 0, 0],
      over: false,
      winners: [],
    })
  })

  it('accepts nothing but the secret first', () => {
    const start = rules.init(setup(4, 1))
    const message =
      'The confidant has not drawn the culprit and the weapon of this case yet. Do that first.'
    for (const event of [trick(2), guess(2), search()]) {
      expect(refused(rules.apply(start, event))).toEqual(['sfs.noSecretYet', message])
    }
  })

  it('moves on to the first trick with a secret on the phone or on paper', () => {
    const start = rules.init(setup(3, 0))
    const known = play(start, [secret('gardener', 'ax')])
    expect(known.phase).toBe('trick')
    expect(currentCase(known)).toMatchObject({
      secret: { culprit: 'gardener', weapon: 'ax' },
      hidden: false,
    })
    const paper = play(start, [hidden])
    expect(paper.phase).toBe('trick')
    expect(currentCase(paper)).toMatchObject({ secret: null, hidden: true })
  })
})

describe('a whole 4-player game', () => {
  const state = replay(rules, setup(4, 1), game)

  it('scores every case as worked out by hand', () => {
    expect(state.cases.map((c) => c.score)).toEqual(expected)
  })

  it('adds investigation and trick points over all cases and crowns the highest total', () => {
    const totals = [0, 1, 2, 3].map((seat) =>
      expected.reduce((sum, c) => sum + (c.investigation[seat] ?? 0) + (c.tricks[seat] ?? 0), 0),
    )
    expect(totals).toEqual([27, 25, 28, 16])
    expect(state.totals).toEqual(totals)
    expect(state.phase).toBe('over')
    expect(rules.isOver(state)).toBe(true)
    expect(rules.winners(state)).toEqual([2])
  })

  it('passes the confidant one seat left per case; the first lead is left of the confidant', () => {
    expect(state.cases.map((c) => c.confidant)).toEqual([1, 2, 3, 0])
    expect(state.cases.map((c) => c.tricks[0]?.leader)).toEqual([2, 3, 0, 1])
  })

  it('lets the winner of each trick lead the next', () => {
    for (const c of state.cases) {
      for (const [i, t] of c.tricks.entries()) {
        if (i > 0) expect(t.leader).toBe(c.tricks[i - 1]?.winner)
      }
    }
    expect(state.cases[0]?.tricks.map((t) => t.leader)).toEqual([2, 2, 2, 0, 3, 1, 1])
  })

  it('records who solved after which trick', () => {
    expect(state.cases.map((c) => c.solvedAfter)).toEqual([
      [3, null, 2, 5],
      [5, null, null, 2],
      [1, 1, 1, null],
      [null, 7, 7, 7],
    ])
  })

  it('keeps the cards entered and leaves out those not entered', () => {
    const first = state.cases[0]
    expect(first?.tricks[0]?.played).toHaveLength(4)
    expect(first?.tricks[1]).toEqual({ leader: 2, winner: 2 })
  })

  it('fills the investigation pad', () => {
    expect(padRows(state)).toEqual(
      expected.map((points, i) => ({ confidant: (i + 1) % 4, ...points })),
    )
  })

  it('is not over one entry before the end, and then has no winners yet', () => {
    const before = replay(rules, setup(4, 1), game.slice(0, -1))
    expect(rules.isOver(before)).toBe(false)
    expect(rules.winners(before)).toEqual([])
    expect(pendingSleuths(before)).toEqual([3])
  })

  it('refuses anything after the end', () => {
    const message = 'All cases are closed: the game is over. Start a new match to play on.'
    for (const event of [secret('gardener', 'ax'), trick(0), guess(1), search(), null]) {
      expect(refused(rules.apply(state, event as SfsEvent))).toEqual(['sfs.over', message])
    }
  })
})

describe('cases and turns', () => {
  it('starts the next case after the 7th trick and its search, waiting for a new secret', () => {
    const state = replay(rules, setup(4, 1), case1)
    expect(state.phase).toBe('secret')
    expect(state.cases).toHaveLength(2)
    expect(currentCase(state)).toMatchObject({ confidant: 2, secret: null, tricks: [] })
    expect(state.leader).toBe(3)
    expect(state.totals).toEqual([7, 7, 8, 4])
  })

  it('ends a 3-player game after 3 cases and lets tied leaders share the win', () => {
    // Nobody ever solves: every confidant gets 8; everyone wins 7 tricks over the game.
    const one = (confidant: number): SfsEvent[] => [
      hidden,
      ...quiet(...[0, 1, 2, 0, 1, 2].map((s) => (s + confidant) % 3), confidant),
    ]
    const state = replay(rules, setup(3, 2), [...one(2), ...one(0), ...one(1)])
    expect(state.cases.map((c) => c.confidant)).toEqual([2, 0, 1])
    expect(state.totals).toEqual([15, 15, 15])
    expect(state.winners).toEqual([0, 1, 2])
  })

  it('lists the sleuths still to search from the confidant’s left', () => {
    let state = play(rules.init(setup(4, 2)), [secret('hairdresser', 'statue'), trick(1)])
    expect(state.phase).toBe('search')
    expect(pendingSleuths(state)).toEqual([3, 0, 1])
    state = play(state, [guess(0)])
    expect(pendingSleuths(state)).toEqual([3, 1])
    state = play(state, [guess(3, true), guess(1)])
    expect(state.phase).toBe('trick')
    expect(pendingSleuths(state)).toEqual([])
    state = play(state, [trick(1)])
    expect(pendingSleuths(state)).toEqual([0, 1])
    expect(currentCase(state)?.solvedAfter).toEqual([null, null, null, 1])
  })

  it('skips the search once every sleuth has solved', () => {
    let state = play(rules.init(setup(3, 0)), [secret('gardener', 'ax'), trick(1), search(1, 2)])
    expect(currentCase(state)?.solvedAfter).toEqual([null, 1, 1])
    for (let n = 2; n <= 6; n++) {
      state = play(state, [trick(0)])
      expect(state.phase).toBe('trick')
      expect(currentCase(state)?.tricks).toHaveLength(n)
    }
    state = play(state, [trick(2)])
    expect(state.cases[0]?.score).toEqual({ investigation: [1, 7, 7], tricks: [5, 1, 1] })
  })

  it('puts the confidant’s points on the pad as soon as the last sleuth has solved', () => {
    const first = play(rules.init(setup(3, 0)), [
      secret('gardener', 'ax'),
      trick(1),
      guess(1, true),
      guess(2),
    ])
    expect(padRows(first)).toEqual([
      { confidant: 0, investigation: [null, 7, null], tricks: [0, 1, 0] },
    ])
    const all = play(first, [trick(2), guess(2, true)])
    expect(padRows(all)).toEqual([{ confidant: 0, investigation: [2, 7, 6], tricks: [0, 1, 1] }])
  })

  it('scores the same whether the search is done on the phone or on paper', () => {
    const head = [secret('gardener', 'ax'), trick(1)]
    const phone = play(rules.init(setup(4, 0)), [...head, guess(1), guess(2, true), guess(3, true)])
    const paper = play(rules.init(setup(4, 0)), [...head, search(2, 3)])
    expect(paper).toEqual(phone)
    expect(paper.phase).toBe('trick')
  })
})

describe('a secret kept on paper and entered later', () => {
  // Anna is the confidant, Ben leads. Ben, Cem, Dora, Anna play; Dora's mechanic takes it.
  const cards = [
    k('gardener', 'ax', 12),
    k('hairdresser', 'spade', 13),
    k('mechanic', 'knife', 2),
    k('influencer', 'statue', 7),
  ]
  const start = play(rules.init(setup(4, 0)), [hidden, trick(3, cards), search()])

  it('keeps the cards of a trick unchecked while the secret is hidden', () => {
    expect(currentCase(start)?.tricks[0]).toEqual({ leader: 1, winner: 3, played: cards })
    // Dora, Anna, Ben, Cem: any winner is taken, there is nothing to judge them by.
    const next = [
      k('hairdresser', 'revolver', 1),
      k('gardener', 'statue', 2),
      k('mechanic', 'poison', 3),
      k('influencer', 'ax', 4),
    ]
    expect(play(start, [trick(0, next)]).phase).toBe('search')
  })

  it('takes the secret later when it fits the tricks entered with cards', () => {
    const state = play(start, [secret('mechanic', 'revolver')])
    expect(currentCase(state)).toMatchObject({
      secret: { culprit: 'mechanic', weapon: 'revolver' },
      hidden: false,
    })
    expect(state.phase).toBe('trick')
    // From now on the cards are judged.
    // Dora, Anna, Ben, Cem: Anna's mechanic beats Dora's phantom.
    const played = [
      phantom,
      k('mechanic', 'ax', 1),
      k('gardener', 'poison', 10),
      k('hairdresser', 'pillow', 11),
    ]
    const wrong = rules.apply(state, trick(1, played))
    expect(refused(wrong)).toEqual([
      'cards.winnerMismatch',
      'With these cards the trick goes to Anna. Check the cards and the winner.',
    ])
  })

  it('refuses a secret that contradicts a trick entered with cards', () => {
    expect(refused(rules.apply(start, secret('hairdresser', 'spade')))).toEqual([
      'sfs.secretContradicts',
      'This culprit and weapon do not fit trick 1: with them, another card would have won it.',
    ])
    // Anna, Ben, Cem, Dora: Anna's phantom takes it only if no weapon trump lies there.
    const third = [
      phantom,
      k('gardener', 'revolver', 5),
      k('influencer', 'poison', 6),
      k('hairdresser', 'statue', 8),
    ]
    const later = play(start, [trick(0), search(), trick(0, third)])
    const applied = rules.apply(later, secret('gardener', 'revolver'))
    expect(applied.ok).toBe(false)
    if (!applied.ok) {
      expect(applied.reason).toEqual({ key: 'sfs.secretContradicts', params: { trick: 1 } })
    }
    const late = rules.apply(later, secret('mechanic', 'revolver'))
    expect(late.ok).toBe(false)
    if (!late.ok) expect(late.reason.params).toEqual({ trick: 3 })
    expect(rules.apply(later, secret('mechanic', 'knife')).ok).toBe(true)
  })

  it('takes a late secret during a search, and the search goes on', () => {
    const open = play(start, [trick(3)])
    const state = play(open, [secret('mechanic', 'poison')])
    expect(state.phase).toBe('search')
    expect(pendingSleuths(state)).toEqual([1, 2, 3])
  })

  it('refuses a second secret once one is known, and a second hidden one', () => {
    const message = 'This case already has its culprit and weapon.'
    const known = play(start, [secret('mechanic', 'revolver')])
    expect(refused(rules.apply(known, secret('mechanic', 'poison')))).toEqual([
      'sfs.secretSet',
      message,
    ])
    expect(refused(rules.apply(known, hidden))).toEqual(['sfs.secretSet', message])
    expect(refused(rules.apply(start, hidden))).toEqual(['sfs.secretSet', message])
  })
})

describe('rejections', () => {
  const start = rules.init(setup(4, 0))
  const playing = play(start, [secret('gardener', 'knife')])
  // Ben leads: Ben, Cem, Dora, Anna.
  const searching = play(playing, [trick(2)])
  const apply = (state: SfsState, event: unknown) => rules.apply(state, event as SfsEvent)
  const damaged = 'This entry is incomplete or damaged and cannot be used.'
  const nobody = 'There is no such player at this table.'

  it.each([
    [start, null, damaged],
    [start, 'secret', damaged],
    [start, { t: 'bid' }, damaged],
    [start, { t: 'secret' }, damaged],
    [start, { t: 'secret', culprit: 'butler', weapon: 'ax' }, damaged],
    [start, { t: 'secret', culprit: 'gardener' }, damaged],
    [start, { t: 'secret', hidden: 'yes' }, damaged],
    [start, { t: 'secret', hidden: true, culprit: 'gardener', weapon: 'ax' }, damaged],
    [playing, { t: 'trick' }, damaged],
    [playing, { t: 'trick', winner: '1' }, damaged],
    [playing, { t: 'trick', winner: 4 }, nobody],
    [playing, { t: 'trick', winner: -1 }, nobody],
    [playing, { t: 'trick', winner: 1.5 }, nobody],
    [searching, { t: 'guess', seat: 1 }, damaged],
    [searching, { t: 'guess', seat: '1', solved: true }, damaged],
    [searching, { t: 'guess', seat: 7, solved: true }, nobody],
    [searching, { t: 'search' }, damaged],
    [searching, { t: 'search', solved: ['Ben'] }, damaged],
    [searching, { t: 'search', solved: [4] }, nobody],
  ])('refuses %j', (state, event, message) => {
    expect(refused(apply(state, event))[1]).toBe(message)
  })

  it('refuses a trick while the search is open', () => {
    expect(refused(apply(searching, trick(1)))).toEqual([
      'sfs.searchOpen',
      'The search after this trick is not finished. Every sleuth who is still searching goes ' +
        'first.',
    ])
  })

  it('refuses a search turn outside a search', () => {
    const message = 'Nobody is searching right now. The sleuths search after each trick.'
    expect(refused(apply(playing, guess(1)))).toEqual(['sfs.notSearching', message])
    expect(refused(apply(playing, search()))).toEqual(['sfs.notSearching', message])
  })

  it('refuses the confidant’s search turn', () => {
    const message = 'Anna is the confidant and already knows the culprit and the weapon.'
    expect(refused(apply(searching, guess(0, true)))).toEqual(['sfs.confidantSearches', message])
    expect(refused(apply(searching, search(1, 0)))).toEqual(['sfs.confidantSearches', message])
  })

  it('refuses a sleuth who has searched already or has solved', () => {
    const once = play(searching, [guess(1, true), guess(2)])
    const message = (name: string) =>
      `${name} has already searched after this trick or has already solved the case.`
    expect(refused(apply(once, guess(2)))).toEqual(['sfs.notPending', message('Cem')])
    expect(refused(apply(once, guess(1)))).toEqual(['sfs.notPending', message('Ben')])
    const next = play(once, [guess(3), trick(1)])
    expect(pendingSleuths(next)).toEqual([2, 3])
    expect(refused(apply(next, guess(1, true)))).toEqual(['sfs.notPending', message('Ben')])
    expect(refused(apply(next, search(1)))).toEqual(['sfs.notPending', message('Ben')])
    const reason = apply(next, guess(1))
    if (!reason.ok) expect(reason.reason).toEqual({ key: 'sfs.notPending', params: { seat: 1 } })
  })

  it('finishes on paper a search that started on the phone, for the sleuths still searching', () => {
    const started = play(searching, [guess(1)])
    expect(pendingSleuths(started)).toEqual([2, 3])
    const done = play(started, [search(2)])
    expect(done.phase).toBe('trick')
    expect(currentCase(done)?.solvedAfter).toEqual([null, null, 1, null])
    expect(refused(apply(started, search(1)))[0]).toBe('sfs.notPending')
  })

  it('refuses a sleuth ticked twice in a paper search', () => {
    expect(refused(apply(searching, search(2, 3, 2)))).toEqual([
      'sfs.solvedTwice',
      'Cem is entered twice as having solved the case.',
    ])
  })

  it('refuses cards that do not give the trick to the winner entered', () => {
    // Ben, Cem, Dora, Anna: Dora's full trump takes it, not Ben's 13.
    const played = [
      k('mechanic', 'ax', 13),
      phantom,
      k('gardener', 'knife', 1),
      k('influencer', 'spade', 9),
    ]
    expect(refused(apply(playing, trick(1, played)))).toEqual([
      'cards.winnerMismatch',
      'With these cards the trick goes to Dora. Check the cards and the winner.',
    ])
    expect(apply(playing, trick(3, played)).ok).toBe(true)
  })

  it('refuses a trick without one card from each player', () => {
    const played = [k('mechanic', 'ax', 13), phantom, k('gardener', 'knife', 1)]
    expect(refused(apply(playing, trick(3, played)))).toEqual([
      'cards.countAtTable',
      'At this table a trick has 4 cards, one from each player, not 3.',
    ])
    expect(refused(apply(playing, trick(3, [])))).toEqual([
      'cards.empty',
      'No cards were entered for this trick.',
    ])
  })

  it('refuses a card played twice in one case, or a weapon and number seen before', () => {
    const first = [
      k('mechanic', 'ax', 13),
      phantom,
      k('gardener', 'knife', 1),
      k('influencer', 'spade', 9),
    ]
    const after = play(playing, [trick(3, first), search()])
    // Dora leads: Dora, Anna, Ben, Cem.
    const again = [
      k('hairdresser', 'ax', 2),
      k('mechanic', 'revolver', 13),
      phantom,
      k('gardener', 'spade', 3),
    ]
    expect(refused(apply(after, trick(3, again)))).toEqual([
      'sfs.playedBefore',
      'The card Mechanic 13 was already played in trick 1 of this case.',
    ])
    const twin = [
      k('hairdresser', 'ax', 2),
      k('hairdresser', 'spade', 9),
      phantom,
      k('gardener', 'spade', 3),
    ]
    expect(refused(apply(after, trick(3, twin)))).toEqual([
      'sfs.weaponNumberBefore',
      'The weapon Spade with the number 9 was already played in trick 1 of this case, and no ' +
        'weapon has a number twice.',
    ])
    const ghosts = [phantom, phantom, phantom, k('gardener', 'spade', 3)]
    expect(refused(apply(after, trick(0, ghosts)))).toEqual([
      'sfs.phantomsBefore',
      'There are only 3 phantoms, but with this trick this case would have 4.',
    ])
  })

  it('lets the next case use the same cards again', () => {
    const played = [
      k('mechanic', 'ax', 13),
      phantom,
      k('gardener', 'knife', 1),
      k('influencer', 'spade', 9),
    ]
    const first = [hidden, trick(3, played), search(), ...quiet(3, 3, 3, 3, 3, 3), hidden]
    const done = play(rules.init(setup(4, 0)), first)
    expect(done.cases).toHaveLength(2)
    expect(play(done, [trick(3, played)]).cases[1]?.tricks).toHaveLength(1)
  })
})

describe('redactSecret', () => {
  const midCase = [...case1, secret('mechanic', 'ax'), trick(3), guess(3)]

  it('hides the running case’s secret and leaves finished cases alone', () => {
    const redacted = redactSecret(midCase)
    expect(redacted).toEqual([...case1, hidden, trick(3), guess(3)])
    expect(redactSecret(midCase, 4)).toEqual(redacted)
    const state = replay(rules, setup(4, 1), redacted)
    expect(currentCase(state)).toMatchObject({ secret: null, hidden: true })
    expect(state.cases[0]?.secret).toEqual({ culprit: 'gardener', weapon: 'knife' })
  })

  it('hides a secret entered right before the export', () => {
    expect(redactSecret([secret('gardener', 'ax')])).toEqual([hidden])
  })

  it('changes nothing between cases or after the game', () => {
    expect(redactSecret(case1, 4)).toEqual(case1)
    expect(redactSecret(game)).toEqual(game)
    expect(redactSecret(game, 4)).toEqual(game)
    expect(redactSecret([])).toEqual([])
  })

  it('drops a secret entered later in the running case, so the log still replays', () => {
    const events = [hidden, trick(1), search(), secret('gardener', 'ax'), trick(1)]
    expect(redactSecret(events, 3)).toEqual([hidden, trick(1), search(), trick(1)])
    expect(() => replay(rules, setup(3, 0), redactSecret(events, 3))).not.toThrow()
  })

  it('hides the secret while the search after the 7th trick is still open', () => {
    // Dora solved after trick 5, so every sleuth has; no search remains after trick 7.
    expect(redactSecret(case1, 4)).toEqual(case1)
    const unsolved: SfsEvent[] = [secret('gardener', 'ax'), ...quiet(1, 1, 1, 1, 1, 1), trick(1)]
    expect(redactSecret(unsolved, 3)[0]).toEqual(hidden)
    expect(redactSecret([...unsolved, guess(1)], 3)[0]).toEqual(hidden)
    expect(redactSecret([...unsolved, guess(1), guess(2)], 3)[0]).toEqual(secret('gardener', 'ax'))
    expect(redactSecret([...unsolved, search()], 3)[0]).toEqual(secret('gardener', 'ax'))
  })

  it('reads a table of 4 from the seats in the log', () => {
    const turns = [guess(1), guess(2), guess(3)]
    const ended = [
      secret('gardener', 'ax'),
      ...Array(7)
        .fill([trick(1), ...turns])
        .flat(),
    ]
    expect(replay(rules, setup(4, 0), ended).cases).toHaveLength(2)
    expect(redactSecret(ended)).toEqual(ended)
    expect(redactSecret(ended.slice(0, -1))[0]).toEqual(hidden)
  })

  it('hides when in doubt: the table size unknown and the 7th search possibly open', () => {
    const unsolved: SfsEvent[] = [
      secret('gardener', 'ax'),
      ...quiet(1, 1, 1, 1, 1, 1),
      trick(1),
      guess(1),
    ]
    expect(redactSecret(unsolved)[0]).toEqual(hidden)
  })

  it('does not change its input', () => {
    const events = deepFreeze(structuredClone(midCase))
    redactSecret(events)
    expect(events).toEqual(midCase)
  })
})

describe('purity', () => {
  it('never changes the state or the event it is given', () => {
    let state = deepFreeze(rules.init(setup(4, 1)))
    const events = [
      ...case1.slice(0, 6),
      trick(9),
      guess(1),
      ...case1.slice(6),
      ...case2,
      { t: 'trick', winner: 1, played: [phantom] },
    ] as SfsEvent[]
    for (const event of events) {
      const before = structuredClone(state)
      const next = rules.apply(state, deepFreeze(event))
      expect(state).toEqual(before)
      if (next.ok) state = deepFreeze(next.state)
    }
    expect(state.cases).toHaveLength(3)
    expect(state.totals).toEqual([11, 8, 18, 13])
  })

  it('does not share the cards of an event with the state', () => {
    const played = [
      k('mechanic', 'ax', 13),
      phantom,
      k('gardener', 'knife', 1),
      k('influencer', 'spade', 9),
    ]
    const state = play(rules.init(setup(4, 0)), [hidden, trick(3, played)])
    played[0] = phantom
    expect(currentCase(state)?.tricks[0]?.played?.[0]).toEqual(k('mechanic', 'ax', 13))
  })
})
