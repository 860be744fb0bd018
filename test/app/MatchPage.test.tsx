// Opening a match: quick reads show the match straight away, slow ones say they are loading, and
// the match and its draft are read side by side.
import { render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Match } from '../../src/core/match'
import type { Kv } from '../../src/storage/kv'
import { freshDevice } from '../helpers/device'

const game: Match = {
  id: 'm1',
  setup: { game: 'letzter-stich', players: ['Anna', 'Ben', 'Cora'], options: {}, firstDealer: 0 },
  events: [{ t: 'trick', winner: 1 }],
  redo: [],
  createdAt: 1,
  updatedAt: 2,
  finished: false,
}

/**
 * A phone holding one match and its draft. With `held`, its storage then answers reads only once
 * `release` is called; every key read from then on is noted in `asked`, in order.
 */
async function phone(held: boolean) {
  const { memoryKv } = await import('../../src/storage/kv')
  const inner = memoryKv()
  const asked: string[] = []
  let gate = Promise.resolve()
  const kv: Kv = {
    ...inner,
    get: async (key) => {
      asked.push(key)
      await gate
      return inner.get(key)
    },
    getMany: async (keys) => {
      asked.push(...keys)
      await gate
      return inner.getMany(keys)
    },
  }
  vi.doMock('../../src/storage/open', () => ({
    openKv: async () => ({ kv, persistent: true }),
  }))
  const { storeReady } = await import('../../src/app/storage')
  const store = await storeReady()
  await store.saveMatch(game, [])
  await store.saveDraft(game.id, { at: 1, values: {} })
  asked.length = 0
  let release = () => {}
  if (held) gate = new Promise<void>((go) => (release = go))
  return { asked, release }
}

/** Every text the page showed, collected as it changed. */
function watchTexts(): string[] {
  const seen: string[] = []
  const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''))
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  return seen
}

beforeEach(freshDevice)
afterEach(() => vi.doUnmock('../../src/storage/open'))

describe('opening a match', () => {
  // Storage here answers in promises, and the page's wait is a timer: fake timers make "a moment"
  // exact, however busy the machine running the test.
  afterEach(() => vi.useRealTimers())

  it('shows the match without a "Loading…" first when it is read at once', async () => {
    await phone(false)
    const { MatchPage } = await import('../../src/app/screens/MatchPage')
    // The game's code is loaded already, as after any earlier match (a first import here is slow).
    await (await import('../../src/games')).loadGame('letzter-stich')
    const seen = watchTexts()
    vi.useFakeTimers()
    render(<MatchPage id={game.id} />)
    await vi.advanceTimersByTimeAsync(100)
    expect(screen.getByRole('heading', { name: 'Letzter Stich' })).toBeTruthy()
    expect(seen.some((text) => text.includes('Loading…'))).toBe(false)
  })

  it('says it is loading once the read takes longer than a moment, then shows the match', async () => {
    const { release } = await phone(true)
    const { MatchPage } = await import('../../src/app/screens/MatchPage')
    await (await import('../../src/games')).loadGame('letzter-stich')
    vi.useFakeTimers()
    render(<MatchPage id={game.id} />)
    await vi.advanceTimersByTimeAsync(140)
    expect(screen.queryByText('Loading…')).toBeNull()
    await vi.advanceTimersByTimeAsync(20)
    expect(screen.getByRole('heading', { name: 'Loading…' })).toBeTruthy()
    release()
    await vi.advanceTimersByTimeAsync(100)
    expect(screen.getByRole('heading', { name: 'Letzter Stich' })).toBeTruthy()
    expect(screen.queryByText('Loading…')).toBeNull()
  })

  it('asks storage for the match and its draft together, not one after the other', async () => {
    const { asked, release } = await phone(true)
    const { MatchPage } = await import('../../src/app/screens/MatchPage')
    render(<MatchPage id={game.id} />)
    // Both reads are under way while storage has answered neither.
    await waitFor(() => expect(asked).toEqual(expect.arrayContaining(['match:m1', 'draft:m1'])))
    release()
    await screen.findByRole('heading', { name: 'Letzter Stich' })
  })
})
