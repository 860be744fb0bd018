// What another phone did, said where it happened (#25): the dock names the phone by the player at
// its seat and says its change in the game's own words; an entry it recorded takes with it what
// this phone had half-entered for one like it, and says so; anything else half-entered stays.
import { waitFor } from '@testing-library/preact'
import { beforeEach, describe, expect, it } from 'vitest'
import { applyOp, type Op } from '../../src/core/change'
import type { Setup } from '../../src/core/game'
import { freshDevice } from '../helpers/device'

const setup: Setup = {
  game: 'letzter-stich',
  players: ['Anna', 'Ben', 'Cem'],
  options: {},
  firstDealer: 0,
}
const quick = { t: 'quick', lastTrick: 1, sweep: false }
const trick = (winner: number) => ({ t: 'trick', winner })

async function app() {
  const session = await import('../helpers/session')
  const draft = await import('../../src/app/draft')
  const { show } = await import('../../src/app/match/desk')
  const { sayStep } = await import('../../src/app/match/told')
  const { storeReady } = await import('../../src/app/storage')
  // This device's own modules (freshDevice starts them afresh): its language too.
  const { lang } = await import('../../src/i18n')
  const id = await session.startMatch(setup)
  if (typeof id !== 'string') throw new Error(id.key)
  const store = await storeReady()
  const open = () => {
    const o = session.open.value
    if (!o) throw new Error('no match open')
    return o
  }
  const drafts = () => draft.draftsOf(open().match)
  /** The phone at seat `by` (null: none yet) made `op` at the table; this phone is shown it. */
  const elsewhere = (op: Op, by: number | null) => {
    const { game, match, state } = open()
    const change = applyOp(game.rules, match, state, op, match.updatedAt + 1)
    if (!change.ok) throw new Error(change.reason.key)
    show(game, { match: change.match, state: change.state, seen: 0 }, { op, mine: false, by })
  }
  /** What the dock says, in `in`'s language. */
  const dock = (words: 'en' | 'de' = 'en') => {
    lang.value = words
    const step = session.lastStep.value
    const said = step && sayStep(step, setup.players)
    lang.value = 'en'
    return said
  }
  return { session, store, id, drafts, elsewhere, dock }
}

describe('another phone’s change', () => {
  beforeEach(freshDevice)

  it('is said by the player at that phone’s seat, in the game’s words, in English and German', async () => {
    const { elsewhere, dock } = await app()
    elsewhere({ kind: 'record', event: trick(1) }, 2)
    expect(dock()).toBe('Cem’s phone: trick 1, Ben')
    expect(dock('de')).toBe('Handy von Cem: Stich 1, Ben')
    elsewhere({ kind: 'record', event: trick(0) }, 1)
    elsewhere({ kind: 'undo' }, 1)
    expect(dock()).toBe('Ben’s phone undid trick 2, Anna')
    expect(dock('de')).toBe('Handy von Ben nahm zurück: Stich 2, Anna')
    elsewhere({ kind: 'redo' }, null)
    expect(dock()).toBe('Another phone redid trick 2, Anna')
    expect(dock('de')).toBe('Ein anderes Handy stellte wieder her: Stich 2, Anna')
  })

  it('says a correction by the step it put in', async () => {
    const { session, elsewhere, dock } = await app()
    expect(await session.record(quick)).toBeNull()
    elsewhere({ kind: 'splice', start: 0, deleteCount: 1, events: [{ ...quick, lastTrick: 2 }] }, 0)
    expect(dock()).toBe('Anna’s phone corrected hand 1, last trick: Cem')
    expect(dock('de')).toBe('Handy von Anna korrigierte: Runde 1, letzter Stich: Cem')
  })

  it('keeps this phone’s own entries saying what they always said', async () => {
    const { session } = await app()
    expect(await session.record(trick(1))).toBeNull()
    expect(session.lastStep.value).toBeNull()
  })

  it('clears what this phone half-entered for the entry it recorded, and says so', async () => {
    const { drafts, elsewhere, dock, store, id } = await app()
    drafts().set('mode', 'quick')
    drafts().set('quick', { lastTrick: 0, sweep: false })
    elsewhere({ kind: 'record', event: quick }, 2)
    // The hand is recorded: its half-entered last trick is gone, the tab chosen stays.
    expect(drafts().values.value).toEqual({ mode: 'quick' })
    expect(dock()).toBe(
      'Cem’s phone recorded hand 1, last trick: Ben: what you had half-entered was cleared',
    )
    expect(dock('de')).toBe(
      'Handy von Cem trug Runde 1, letzter Stich: Ben ein: deine angefangene Eingabe ist verworfen',
    )
    await waitFor(async () =>
      expect(await store.getDraft(id)).toEqual({ at: 1, values: { mode: 'quick' } }),
    )
  })

  it('keeps what this phone half-entered for another entry, also over a reload', async () => {
    const { drafts, elsewhere, dock, store, id } = await app()
    drafts().set('quick', { lastTrick: 0, sweep: false })
    elsewhere({ kind: 'record', event: trick(1) }, 2)
    expect(drafts().values.value).toEqual({ quick: { lastTrick: 0, sweep: false } })
    expect(dock()).toBe('Cem’s phone: trick 1, Ben')
    // Made on the table as it is now: a reload takes it up again.
    await waitFor(async () =>
      expect(await store.getDraft(id)).toEqual({
        at: 1,
        values: { quick: { lastTrick: 0, sweep: false } },
      }),
    )
  })

  it('says nothing cleared when nothing was half-entered', async () => {
    const { drafts, elsewhere, dock } = await app()
    drafts().set('quick', { lastTrick: 0, sweep: false })
    drafts().set('quick', undefined)
    elsewhere({ kind: 'record', event: quick }, 2)
    expect(dock()).toBe('Cem’s phone: hand 1, last trick: Ben')
  })
})
