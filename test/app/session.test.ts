import { beforeEach, describe, expect, it, vi } from 'vitest'
import { applyOp, type Op } from '../../src/core/change'
import type { Setup } from '../../src/core/game'
import { freshDevice } from '../helpers/device'

const setup: Setup = {
  game: 'letzter-stich',
  players: ['Anna', 'Ben', 'Cem'],
  options: {},
  firstDealer: 0,
}

/** The open match as the app holds it, and as a reload would find it in storage. */
async function app() {
  const session = await import('../helpers/session')
  const { storeReady } = await import('../../src/app/storage')
  const id = await session.startMatch(setup)
  if (typeof id !== 'string') throw new Error(id.key)
  const stored = async () => (await (await storeReady()).getMatch(id))?.events
  return { session, stored }
}

type Session = typeof import('../helpers/session')
type Refusal = { key: string; params?: Record<string, number> }

/**
 * A fake table for the open match, as a table does it: it decides each proposal with the rules
 * and shows it with what this phone keeps (`save`: and stores the log, as a table saves what it
 * commits). `before` may refuse a proposal (its reason), or put another phone's entry first.
 */
async function fakeTable(
  session: Session,
  id: string,
  {
    before = async () => null,
    save = false,
  }: {
    before?: (op: unknown) => Promise<Refusal | null>
    save?: boolean
  } = {},
) {
  const { storeReady } = await import('../../src/app/storage')
  const sent: unknown[] = []
  let seen = 0
  const commit = async (op: unknown) => {
    const o = session.open.value
    if (!o) throw new Error('no match')
    const shared = applyOp(o.game.rules, o.match, o.state, op as Op, Date.now())
    if (!shared.ok) return shared.reason
    if (save) await (await storeReady()).saveMatch(shared.match, [])
    const state = session.shownState(o.game, shared.match)
    session.open.value = { ...o, match: shared.match, state }
    seen++
    return null
  }
  session.sharedTable.value = {
    matchId: id,
    seen: () => seen,
    seat: null,
    seats: [],
    ask: async () => ({ ok: false, reason: { key: 'table.seatAway' } }),
    propose: async (op) => {
      sent.push(op)
      return (await before(op)) ?? commit(op)
    },
  }
  return { sent, commit }
}

describe('the open match', () => {
  beforeEach(freshDevice)

  it('stores an entry before showing it, and undo and redo are stored too', async () => {
    const { session, stored } = await app()
    expect(await session.record({ t: 'trick', winner: 1 })).toBeNull()
    expect(await stored()).toEqual([{ t: 'trick', winner: 1 }])
    expect(session.open.value?.match.events).toHaveLength(1)
    await session.undo()
    expect(await stored()).toEqual([])
    await session.redo()
    expect(await stored()).toEqual([{ t: 'trick', winner: 1 }])
  })

  it('refuses a bad entry with the player named, and changes nothing', async () => {
    const { session, stored } = await app()
    const refused = await session.record({ t: 'counts', tricksWon: [8, 0, 0], lastTrick: 1 })
    expect(refused).toEqual({ key: 'ls.lastTrickNoTricks', params: { seat: 1, player: 'Ben' } })
    expect(await stored()).toEqual([])
  })

  it('takes every tap that comes while a change is being saved, in its turn (#25)', async () => {
    const { session, stored } = await app()
    // Three taps on three winners in one tick: none is dropped, each is the next entry. (A
    // repeat of one tap never gets here: src/ui/once.ts swallows it before the control.)
    const said = await Promise.all(
      [1, 2, 0].map((winner) => session.record({ t: 'trick', winner })),
    )
    expect(said).toEqual([null, null, null])
    expect(await stored()).toEqual([1, 2, 0].map((winner) => ({ t: 'trick', winner })))
    // An undo tapped while this phone's own entry is being saved waits for it and takes it back
    // (a winner tapped by mistake, then Undo at once), and says what it undid.
    const [entered, undone] = await Promise.all([
      session.record({ t: 'trick', winner: 2 }),
      session.undo(),
    ])
    expect(entered).toBeNull()
    expect(undone).toBeNull()
    expect(await stored()).toHaveLength(3)
    expect(session.lastStep.value?.kind).toBe('undone')
    // Redo at once after another entry of this phone's: nothing undone is left to redo.
    const [again, redone] = await Promise.all([
      session.record({ t: 'trick', winner: 2 }),
      session.redo(),
    ])
    expect(again).toBeNull()
    expect(redone).toEqual({ key: 'core.nothingToRedo' })
    expect(await stored()).toHaveLength(4)
  })

  it('never drops an entry the page makes by itself while a tap is being saved', async () => {
    const { session, stored } = await app()
    // A tap, and in the same tick an entry the page makes on its own (a kept number shown): the
    // tap guard takes the tap; the page's entry waits its turn instead of counting as a 2nd tap.
    const said = await Promise.all([
      session.record({ t: 'trick', winner: 1 }),
      session.recordAsked({ t: 'trick', winner: 2 }),
    ])
    expect(said).toEqual([null, null])
    expect(await stored()).toEqual([
      { t: 'trick', winner: 1 },
      { t: 'trick', winner: 2 },
    ])
  })

  it('says "Saving…" only for a save that takes long enough to see', async () => {
    const { session } = await app()
    const seen: boolean[] = []
    const stop = session.busy.subscribe((value) => seen.push(value))
    expect(await session.record({ t: 'trick', winner: 1 })).toBeNull()
    expect(seen).toEqual([false])

    const { storeReady } = await import('../../src/app/storage')
    const store = await storeReady()
    const save = store.saveMatch.bind(store)
    vi.spyOn(store, 'saveMatch').mockImplementation(async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 300))
      return save(...args)
    })
    expect(await session.record({ t: 'trick', winner: 2 })).toBeNull()
    expect(seen).toEqual([false, true, false])
    stop()
  })

  it('marks a correction that a later hand no longer fits', async () => {
    const { session, stored } = await app()
    await session.record({ t: 'quick', lastTrick: 0, sweep: false })
    await session.record({ t: 'counts', tricksWon: [3, 3, 2], lastTrick: 2 })
    // Hand 1 turned into a single trick: hand 2's counts would land mid-hand.
    const refused = await session.correct(0, 1, [{ t: 'trick', winner: 1 }])
    expect(refused?.params?.later).toBe(1)
    expect(await stored()).toHaveLength(2)
    expect(await session.correct(0, 1, [{ t: 'quick', lastTrick: 1, sweep: false }])).toBeNull()
    expect((await stored())?.[0]).toEqual({ t: 'quick', lastTrick: 1, sweep: false })
  })
})

describe('a match shared at a table of phones (#16)', () => {
  beforeEach(freshDevice)

  it('proposes every change to the table instead of saving it here, and names who a refusal is about', async () => {
    const { session, stored } = await app()
    const id = session.open.value?.match.id as string
    let answer: Refusal | null = null
    const { sent: ops } = await fakeTable(session, id, { before: async () => answer })
    try {
      expect(await session.record({ t: 'trick', winner: 1 })).toBeNull()
      await session.undo()
      await session.redo()
      await session.correct(0, 1, [{ t: 'trick', winner: 2 }])
      expect(ops).toEqual([
        { kind: 'record', event: { t: 'trick', winner: 1 } },
        { kind: 'undo' },
        { kind: 'redo' },
        { kind: 'splice', start: 0, deleteCount: 1, events: [{ t: 'trick', winner: 2 }] },
      ])
      // The table saves what it commits; this phone wrote nothing of its own.
      expect(await stored()).toEqual([])
      answer = { key: 'table.someoneFirst' }
      expect(await session.record({ t: 'trick', winner: 1 })).toEqual({
        key: 'table.someoneFirst',
      })
      answer = { key: 'cards.noSuchSeat', params: { seat: 2 } }
      expect(await session.record({ t: 'trick', winner: 2 })).toEqual({
        key: 'cards.noSuchSeat',
        params: { seat: 2, player: 'Cem' },
      })
    } finally {
      session.sharedTable.value = null
    }
    // Alone again: entries are saved here.
    expect(await session.record({ t: 'trick', winner: 0 })).toBeNull()
    expect(await stored()).toEqual([{ t: 'trick', winner: 0 }])
  })
})

describe('a Stich für Stich secret at a table of phones (#16)', () => {
  beforeEach(freshDevice)

  const sfs: Setup = { ...setup, game: 'stich-fuer-stich' }
  const secret = { t: 'secret', culprit: 'gardener', weapon: 'spade' }

  it('stays on the phone it was entered on: the table gets a hidden secret, the phone shows it', async () => {
    const session = await import('../helpers/session')
    const { storeReady } = await import('../../src/app/storage')
    const id = await session.startMatch(sfs)
    if (typeof id !== 'string') throw new Error(id.key)
    let refuse = false
    const refusal = { key: 'table.someoneFirst' }
    const { sent } = await fakeTable(session, id, {
      before: async () => (refuse ? refusal : null),
      save: true,
    })
    try {
      refuse = true
      expect(await session.record(secret)).toEqual({ key: 'table.someoneFirst' })
      const store = await storeReady()
      expect(await store.getKept(id)).toEqual([])
      refuse = false
      expect(await session.record(secret)).toBeNull()
      expect(sent.at(-1)).toEqual({ kind: 'record', event: { t: 'secret', hidden: true } })
      // The log, stored and shared, has no secret; this phone shows it.
      const stored = await store.getMatch(id)
      expect(JSON.stringify(stored)).not.toContain('gardener')
      const state = session.open.value?.state as { cases: { secret: unknown }[] }
      expect(state.cases[0]?.secret).toEqual({ culprit: 'gardener', weapon: 'spade' })
      expect(await store.getKept(id)).toEqual([
        { at: 0, standIn: { t: 'secret', hidden: true }, event: secret },
      ])
      // Opened again (a reload), it still shows the secret; an export leaves it out.
      session.open.value = null
      expect(await session.openMatch(id)).toBe(true)
      const again = session.open.value as { state: { cases: { secret: unknown }[] } } | null
      expect(again?.state.cases[0]?.secret).toEqual({ culprit: 'gardener', weapon: 'spade' })
      expect(JSON.stringify(await store.exportAll(Date.now()))).not.toContain('gardener')
    } finally {
      session.sharedTable.value = null
    }
  })
})

describe('a Stiche im Team secret number at a table of phones (#16)', () => {
  beforeEach(freshDevice)

  const sit: Setup = { ...setup, game: 'stiche-im-team', options: { secretBids: true } }

  it('stays on its phone until shown, and follows its stand-in past another phone’s number', async () => {
    const session = await import('../helpers/session')
    const { storeReady } = await import('../../src/app/storage')
    const id = await session.startMatch(sit)
    if (typeof id !== 'string') throw new Error(id.key)
    expect(await session.record({ t: 'trump', suit: 'spades' })).toBeNull()
    const cems = { t: 'bid', seat: 2, hidden: true }
    let first = true
    const table = await fakeTable(session, id, {
      save: true,
      // Cem's phone hid its number while Ben's was on its way: the table takes Cem's first.
      before: async () => {
        if (first) await table.commit({ kind: 'record', event: cems })
        first = false
        return null
      },
    })
    try {
      expect(await session.record({ t: 'bid', seat: 1, bid: 1, hidden: true })).toBeNull()
      const hidden = { t: 'bid', seat: 1, hidden: true }
      expect(table.sent).toEqual([{ kind: 'record', event: hidden }])
      const store = await storeReady()
      expect((await store.getMatch(id))?.events).toEqual([
        { t: 'trump', suit: 'spades' },
        cems,
        hidden,
      ])
      expect(await store.getKept(id)).toEqual([
        { at: 2, standIn: hidden, event: { t: 'bid', seat: 1, bid: 1, hidden: true } },
      ])
      type Sit = { phase: string; round: { bids: (number | null)[]; hidden: number[] } }
      const shown = () => session.open.value?.state as Sit
      expect(shown().phase).toBe('play')
      expect(shown().round.bids).toEqual([null, 1, null])
      // The round's one trick; then Ben's phone shows his number, Cem says his: judged.
      expect(await session.record({ t: 'trick', winner: 1 })).toBeNull()
      expect(shown().phase).toBe('show')
      expect(await session.record({ t: 'show', seat: 1, bid: 1 })).toBeNull()
      expect(await session.record({ t: 'show', seat: 2, bid: 0 })).toBeNull()
      const state = shown() as Sit & { history: { outcome: string; bids: number[] }[] }
      expect(state.history[0]).toMatchObject({ outcome: 'won', bids: [0, 1, 0] })
    } finally {
      session.sharedTable.value = null
    }
  })
})

describe('this phone’s place at a table (#16)', () => {
  beforeEach(freshDevice)

  it('is remembered with the match, read again when it opens, and only a good one is', async () => {
    const session = await import('../helpers/session')
    const { storeReady } = await import('../../src/app/storage')
    const id = await session.startMatch(setup)
    if (typeof id !== 'string') throw new Error(id.key)
    await session.rememberPlace(id, { role: 'guest', seat: 1 })
    expect(session.place.value).toEqual({ matchId: id, role: 'guest', seat: 1 })
    // A reload: the match opens again with where this phone sat.
    session.open.value = null
    session.place.value = null
    expect(await session.openMatch(id)).toBe(true)
    expect(session.place.value).toEqual({ matchId: id, role: 'guest', seat: 1 })
    expect(await session.storedPlace(id)).toEqual({ matchId: id, role: 'guest', seat: 1 })
    const store = await storeReady()
    for (const bad of [{ role: 'guest', seat: -1 }, { role: 'boss', seat: 1 }, 'guest']) {
      await store.setNote('place', id, bad)
      expect(await session.storedPlace(id)).toBeNull()
    }
    await session.rememberPlace(id, null)
    expect(session.place.value).toBeNull()
    expect(await store.getNote('place', id)).toBeUndefined()
  })
})
