// A table opened on a match already under way (#23): what is still secret in it stays on the
// phone it was entered on, exactly as if it had been entered at the table. The other phones get
// the stand-ins; this phone keeps the values (`kept:`), and the round or case goes on as at a table.
import { beforeEach, describe, expect, it } from 'vitest'
import type { Setup } from '../../src/core/game'
import { type Match, newMatch, replay } from '../../src/core/match'
import { type SfsEvent, rules as sfsRules } from '../../src/games/stich-fuer-stich/rules'
import { openTable as sfsOpen } from '../../src/games/stich-fuer-stich/table'
import { type SitEvent, rules as sitRules } from '../../src/games/stiche-im-team/rules'
import { openTable as sitOpen } from '../../src/games/stiche-im-team/table'
import { withKept } from '../../src/table/kept'
import { freshDevice } from '../helpers/device'

const sfsSetup: Setup = {
  game: 'stich-fuer-stich',
  players: ['Anna', 'Ben', 'Cora'],
  options: {},
  firstDealer: 0,
}
const card = (suspect: string, weapon: string, number: number) =>
  ({ kind: 'card', suspect, weapon, number }) as const
const secret: SfsEvent = { t: 'secret', culprit: 'mechanic', weapon: 'pillow' }
// Ben leads (left of Anna), Cora follows, Anna plays the mechanic with the pillow: full trump.
const played = [
  card('gardener', 'knife', 3),
  card('mechanic', 'pillow', 9),
  card('influencer', 'ax', 12),
]
const byCards: SfsEvent = {
  t: 'trick',
  winner: 0,
  played: [played[0], played[2], played[1]] as never,
}

const matchOf = <E>(setup: Setup, events: E[], redo: E[] = []): Match<E> => ({
  ...(newMatch('m1', setup, 1000) as Match<E>),
  events,
  redo,
})

describe('Stich für Stich: a table opened mid-case', () => {
  it('sends the running case’s secret hidden and its tricks by their winner; keeps both here', () => {
    const match = matchOf<SfsEvent>(sfsSetup, [secret, byCards, { t: 'search', solved: [] }])
    const { match: shared, kept } = sfsOpen(match)
    expect(shared.events).toEqual([
      { t: 'secret', hidden: true },
      { t: 'trick', winner: 0 },
      { t: 'search', solved: [] },
    ])
    expect(JSON.stringify(shared)).not.toMatch(/mechanic|pillow/)
    expect(kept).toEqual([
      { at: 0, standIn: { t: 'secret', hidden: true }, event: secret },
      { at: 1, standIn: { t: 'trick', winner: 0 }, event: byCards },
    ])
    // Every phone replays the table's log; this one shows the case with its secret, as before.
    expect(() => replay(sfsRules, sfsSetup, shared.events)).not.toThrow()
    const here = replay(sfsRules, sfsSetup, withKept(shared.events, kept))
    expect(here).toEqual(replay(sfsRules, sfsSetup, match.events))
  })

  it('keeps an undone secret back too', () => {
    const match = matchOf(sfsSetup, [], [secret])
    const { match: shared, kept } = sfsOpen(match)
    expect(shared.redo).toEqual([{ t: 'secret', hidden: true }])
    expect(kept).toEqual([{ at: 0, standIn: { t: 'secret', hidden: true }, event: secret }])
  })

  it('shares a finished case whole: its secret is no secret any more', () => {
    const tricks: SfsEvent[] = Array.from({ length: 7 }, () => [
      { t: 'trick', winner: 1 } as SfsEvent,
      { t: 'search', solved: [] } as SfsEvent,
    ]).flat()
    const match = matchOf(sfsSetup, [secret, ...tricks])
    const { match: shared, kept } = sfsOpen(match)
    expect(shared).toEqual(match)
    expect(kept).toEqual([])
  })

  it('keeps a paper case’s secret filled in later in the hidden one’s place', () => {
    const match = matchOf<SfsEvent>(sfsSetup, [
      { t: 'secret', hidden: true },
      { t: 'trick', winner: 1 },
      secret,
    ])
    const { match: shared, kept } = sfsOpen(match)
    expect(shared.events).toEqual([
      { t: 'secret', hidden: true },
      { t: 'trick', winner: 1 },
    ])
    expect(kept).toEqual([{ at: 0, standIn: { t: 'secret', hidden: true }, event: secret }])
    expect(replay(sfsRules, sfsSetup, withKept(shared.events, kept))).toMatchObject({
      cases: [{ secret: { culprit: 'mechanic', weapon: 'pillow' } }],
    })
  })
})

const sitSetup: Setup = {
  game: 'stiche-im-team',
  players: ['Anna', 'Ben', 'Cora'],
  options: { secretBids: true },
  firstDealer: 0,
}

describe('Stiche im Team: a table opened after secret numbers were chosen', () => {
  it('hides the running round’s numbers on the log; this phone keeps them and shows them later', () => {
    const events: SitEvent[] = [
      { t: 'trump', suit: 'hearts' },
      { t: 'bid', seat: 1, bid: 1 },
    ]
    const { match: shared, kept } = sitOpen(matchOf(sitSetup, events))
    expect(shared.events).toEqual([
      { t: 'trump', suit: 'hearts' },
      { t: 'bid', seat: 1, hidden: true },
    ])
    expect(kept).toEqual([
      {
        at: 1,
        standIn: { t: 'bid', seat: 1, hidden: true },
        event: { t: 'bid', seat: 1, bid: 1, hidden: true },
      },
    ])
    // The table plays on with hidden numbers: Cora hides hers, the trick, then the show.
    const table = [...shared.events, { t: 'bid', seat: 2, hidden: true } as SitEvent]
    const after = replay(sitRules, sitSetup, [...table, { t: 'trick', winner: 1 }])
    expect(after.phase).toBe('show')
    const here = replay(sitRules, sitSetup, withKept(shared.events, kept))
    expect(here.round.bids[1]).toBe(1)
  })

  it('shares open numbers, and a round already judged, as they are', () => {
    const open = { ...sitSetup, options: { secretBids: false } }
    const events: SitEvent[] = [
      { t: 'trump', suit: 'hearts' },
      { t: 'bids', bids: [null, 1, 0] },
    ]
    expect(sitOpen(matchOf(open, events)).kept).toEqual([])
    const judged: SitEvent[] = [
      { t: 'trump', suit: 'hearts' },
      { t: 'bid', seat: 1, bid: 1 },
      { t: 'bid', seat: 2, bid: 0 },
      { t: 'trick', winner: 1 },
    ]
    const { match: shared, kept } = sitOpen(matchOf(sitSetup, judged))
    expect(kept).toEqual([])
    expect(shared.events).toEqual(judged)
  })
})

describe('the app opening a table on its match', () => {
  beforeEach(freshDevice)

  it('stores the stand-ins and what it keeps in one go, and shows the match as before', async () => {
    const session = await import('../helpers/session')
    const { storeReady } = await import('../../src/app/storage')
    const id = await session.startMatch(sfsSetup)
    if (typeof id !== 'string') throw new Error(id.key)
    expect(await session.record(secret)).toBeNull()
    expect(await session.record(byCards)).toBeNull()
    const before = session.open.value?.state
    const opened = await session.openForTable()
    if ('key' in opened) throw new Error(opened.key)
    expect(opened.kept).toEqual([0, 1])
    const store = await storeReady()
    const stored = await store.getMatch(id)
    expect(JSON.stringify(stored)).not.toMatch(/mechanic|pillow|gardener/)
    expect(await store.getKept(id)).toHaveLength(2)
    expect(session.open.value?.state).toEqual(before)
    // Opened again (the table closed and opened anew): nothing more to keep back.
    const again = await session.openForTable()
    expect(again).toMatchObject({ kept: [0, 1] })
  })
})
