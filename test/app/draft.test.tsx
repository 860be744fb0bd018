// What is half-entered in a match (#12): kept on the phone per match, dropped when an entry is
// committed, filled again by an undo, and never applied to a match it was not made on.
import { render, screen, waitFor } from '@testing-library/preact'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Setup } from '../../src/core/game'
import { freshDevice } from '../helpers/device'

const setup: Setup = {
  game: 'letzter-stich',
  players: ['Anna', 'Ben', 'Cem'],
  options: {},
  firstDealer: 0,
}

async function app() {
  const session = await import('../helpers/session')
  const draft = await import('../../src/app/draft')
  const { storeReady } = await import('../../src/app/storage')
  const { loadGame } = await import('../../src/games')
  const id = await session.startMatch(setup)
  if (typeof id !== 'string') throw new Error(id.key)
  const store = await storeReady()
  const match = () => {
    const open = session.open.value
    if (!open) throw new Error('no match open')
    return open.match
  }
  const drafts = () => draft.draftsOf(match())
  /** What a reload would find: the stored draft, once the queued writes are done. */
  const stored = () => waitFor(async () => store.getDraft(id))
  return { session, draft, store, id, match, drafts, stored, game: await loadGame('letzter-stich') }
}

describe('the draft of a match', () => {
  beforeEach(freshDevice)

  it('keeps what is half-entered on the phone, and a reload finds it', async () => {
    const { draft, drafts, store, id, match } = await app()
    drafts().set('counts', [3, 2])
    await waitFor(async () =>
      expect(await store.getDraft(id)).toEqual({ at: 0, values: { counts: [3, 2] } }),
    )
    draft.resetDraft({ ...match(), id: 'elsewhere' })
    await draft.loadDraft(match())
    expect(drafts().values.value).toEqual({ counts: [3, 2] })
  })

  it('stores the changes of one tap together, in one write', async () => {
    const { drafts, store, id } = await app()
    const writes: unknown[] = []
    const save = store.saveDraft.bind(store)
    store.saveDraft = (match, draft) => {
      writes.push(draft)
      return save(match, draft)
    }
    // As a number chip does: the number, then the next player's line opened.
    drafts().set('bids', [null, 1, null])
    drafts().set('bidsAt', 2)
    await waitFor(async () =>
      expect(await store.getDraft(id)).toEqual({
        at: 0,
        values: { bids: [null, 1, null], bidsAt: 2 },
      }),
    )
    expect(writes).toEqual([{ at: 0, values: { bids: [null, 1, null], bidsAt: 2 } }])
  })

  it('is dropped when an entry is committed', async () => {
    const { session, drafts, store, id } = await app()
    drafts().set('counts', [3, 2])
    expect(await session.record({ t: 'trick', winner: 1 })).toBeNull()
    expect(drafts().values.value).toEqual({})
    await waitFor(async () => expect(await store.getDraft(id)).toBeUndefined())
  })

  it('is not applied to a match that changed since (another tab, an import)', async () => {
    const { draft, drafts, store, id, match } = await app()
    drafts().set('counts', [3, 2])
    await waitFor(async () => expect(await store.getDraft(id)).toBeDefined())
    const later = { ...match(), events: [{ t: 'trick', winner: 0 }] }
    await draft.loadDraft(later)
    expect(drafts().values.value).toEqual({})
  })

  it('gets back what an undone entry held, and the dock says what was undone', async () => {
    const { session, game, drafts } = await app()
    game.undoneDraft = (event) => ({ again: event })
    game.describe = (event) => ({
      key: 'ls.test',
      params: { seat: (event as { winner: number }).winner },
    })
    expect(await session.record({ t: 'trick', winner: 1 })).toBeNull()
    expect(session.lastStep.value).toBeNull()
    expect(await session.undo()).toBeNull()
    expect(drafts().values.value).toEqual({ again: { t: 'trick', winner: 1 } })
    expect(session.lastStep.value).toEqual({
      kind: 'undone',
      what: { key: 'ls.test', params: { seat: 1, player: 'Ben' } },
    })
    expect(await session.redo()).toBeNull()
    expect(drafts().values.value).toEqual({})
    expect(session.lastStep.value?.kind).toBe('redone')
    expect(await session.record({ t: 'trick', winner: 2 })).toBeNull()
    expect(session.lastStep.value).toBeNull()
  })

  it('names an entry by its number when the game cannot say more', async () => {
    const { session, game } = await app()
    game.describe = undefined
    await session.record({ t: 'trick', winner: 1 })
    await session.record({ t: 'trick', winner: 2 })
    await session.undo()
    expect(session.lastStep.value?.what).toEqual({ key: 'match.entryN', params: { n: 2 } })
    await session.redo()
    expect(session.lastStep.value?.what).toEqual({ key: 'match.entryN', params: { n: 2 } })
  })
})

describe('useDraft', () => {
  beforeEach(freshDevice)

  it('is plain state outside a match, and the match draft inside one', async () => {
    const { useDraft, DraftContext } = await import('../../src/ui/draft')
    const { signal } = await import('@preact/signals')
    function Field() {
      const [value, set] = useDraft('n', 0)
      return (
        <button type="button" onClick={() => set(value + 1)}>
          {String(value)}
        </button>
      )
    }
    const values = signal<Record<string, unknown>>({ n: 5 })
    const drafts = { values, set: (k: string, v: unknown) => (values.value = { [k]: v }) }
    render(
      <>
        <Field />
        <DraftContext.Provider value={drafts}>
          <Field />
        </DraftContext.Provider>
      </>,
    )
    const [alone, inMatch] = screen.getAllByRole('button')
    alone?.click()
    inMatch?.click()
    await waitFor(() => expect(inMatch?.textContent).toBe('6'))
    expect(alone?.textContent).toBe('1')
    expect(values.value).toEqual({ n: 6 })
    values.value = { n: 'broken' }
    await waitFor(() => expect(inMatch?.textContent).toBe('broken'))
  })
})
