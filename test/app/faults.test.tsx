import { render, screen } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Setup } from '../../src/core/game'
import { freshDevice } from '../helpers/device'

const setup: Setup = {
  game: 'letzter-stich',
  players: ['Anna', 'Ben', 'Cem'],
  options: {},
  firstDealer: 0,
}

describe('when the phone cannot save', () => {
  beforeEach(freshDevice)
  afterEach(() => vi.restoreAllMocks())

  it('retries once, then says what was not saved, offers an export, and shows nothing as done', async () => {
    const session = await import('../helpers/session')
    const { storeReady } = await import('../../src/app/storage')
    const id = await session.startMatch(setup)
    if (typeof id !== 'string') throw new Error(id.key)
    // The quota is full from now on: every write the browser is asked for fails.
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    expect(await session.record({ t: 'trick', winner: 1 })).toEqual({ key: 'storage.writeFailed' })
    expect(put.mock.calls.length).toBeGreaterThanOrEqual(2) // the first try and one retry
    expect(session.open.value?.match.events).toEqual([]) // nothing shown as done
    put.mockRestore()
    expect((await (await storeReady()).getMatch(id))?.events).toEqual([]) // nothing half-written

    const { Banners } = await import('../../src/app/Banners')
    render(<Banners />)
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Not saved: the last entry is not on the phone.')
    expect(alert.textContent).toContain('Could not save on this device.')
    expect(screen.getByRole('button', { name: 'Export backup' })).toBeTruthy()
  })
})

describe('when the browser has no IndexedDB (private mode)', () => {
  beforeEach(freshDevice)
  afterEach(() => vi.unstubAllGlobals())

  it('plays on in memory and says plainly that nothing will be kept', async () => {
    vi.stubGlobal('indexedDB', undefined)
    const session = await import('../helpers/session')
    const { persistent, storeReady } = await import('../../src/app/storage')
    expect((await storeReady()).persistent).toBe(false)
    const id = await session.startMatch(setup)
    expect(typeof id).toBe('string')
    expect(await session.record({ t: 'trick', winner: 0 })).toBeNull()
    expect(persistent.value).toBe(false)
    const { Banners } = await import('../../src/app/Banners')
    render(<Banners />)
    expect(screen.getByRole('status').textContent).toContain('does not let Stichblock save')
  })
})

describe('when the browser closes the database connection mid-write', () => {
  beforeEach(freshDevice)
  afterEach(() => vi.restoreAllMocks())

  it('saves on the one retry, and nothing is lost', async () => {
    const session = await import('../helpers/session')
    const { storeReady } = await import('../../src/app/storage')
    const id = await session.startMatch(setup)
    if (typeof id !== 'string') throw new Error(id.key)
    const real = IDBDatabase.prototype.transaction
    let closing = true
    vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(function (
      this: IDBDatabase,
      ...args: Parameters<IDBDatabase['transaction']>
    ) {
      // iOS closes IndexedDB connections in the background: the next write finds it closing.
      if (closing && args[1] === 'readwrite') {
        closing = false
        throw new DOMException('The database connection is closing.', 'InvalidStateError')
      }
      return real.apply(this, args)
    })
    expect(await session.record({ t: 'trick', winner: 2 })).toBeNull()
    expect(session.saveError.value).toBeNull()
    expect((await (await storeReady()).getMatch(id))?.events).toEqual([{ t: 'trick', winner: 2 }])
  })
})

describe("when storage's code does not arrive", () => {
  beforeEach(freshDevice)
  afterEach(() => {
    vi.doUnmock('../../src/storage')
    vi.restoreAllMocks()
  })

  it('says so above the page, rejects nothing unhandled, and the next screen tries again', async () => {
    // Offline before the app was kept, or the page going away while the chunk loads.
    vi.doMock('../../src/storage', () => {
      throw new TypeError('error loading dynamically imported module')
    })
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    const { openProblem, openStoreSoon, storeReady } = await import('../../src/app/storage')
    openStoreSoon()
    await expect(storeReady()).rejects.toThrow()
    expect(openProblem.value).toEqual({ key: 'app.loadFailed' })
    const { Banners } = await import('../../src/app/Banners')
    render(<Banners />)
    expect(screen.getByRole('alert').textContent).toBe(
      'This part of the app could not be loaded. Check the connection and try again.',
    )

    // The code arrives on the next try: the store opens and the banner goes.
    vi.doUnmock('../../src/storage')
    expect((await storeReady()).persistent).toBe(true)
    expect(openProblem.value).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 0))
    process.off('unhandledRejection', unhandled)
    expect(unhandled).not.toHaveBeenCalled()
  })

  it('the home screen says when the saved list cannot be read, and still offers everything else', async () => {
    const { storeReady } = await import('../../src/app/storage')
    const store = await storeReady()
    vi.spyOn(store, 'list').mockRejectedValue(new Error('broken'))
    const { Home } = await import('../../src/app/screens/Home')
    render(<Home />)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not read the saved games on this device. Reload the page and try again.',
    )
    expect(screen.getByRole('link', { name: 'New match' })).toBeTruthy()
  })
})

describe('the backup reminder and the one-tap export', () => {
  beforeEach(freshDevice)
  afterEach(() => vi.restoreAllMocks())

  it('reminds after every few finished matches until a backup is made or the data is kept', async () => {
    const { markBackedUp, shouldRemind } = await import('../../src/app/reminder')
    expect(shouldRemind(2, false)).toBe(false)
    expect(shouldRemind(3, false)).toBe(true)
    expect(shouldRemind(3, null)).toBe(true)
    expect(shouldRemind(9, true)).toBe(false) // the browser promised to keep the data
    markBackedUp(3)
    expect(shouldRemind(5, false)).toBe(false)
    expect(shouldRemind(6, false)).toBe(true)
  })

  it('uses the share sheet where it takes files, and counts that as a backup', async () => {
    const share = vi.fn(async () => {})
    Object.assign(navigator, { canShare: () => true, share })
    const { shareExport } = await import('../../src/app/backup')
    const { backedUpAt } = await import('../../src/app/reminder')
    const name = await shareExport()
    expect(share).toHaveBeenCalledOnce()
    const [{ files }] = share.mock.calls[0] as unknown as [{ files: File[] }]
    expect(files[0]?.name).toBe(name)
    expect(JSON.parse(await (files[0] as File).text())).toMatchObject({ app: 'stichblock' })
    expect(backedUpAt.value).toBe(0)
    Reflect.deleteProperty(navigator, 'canShare')
    Reflect.deleteProperty(navigator, 'share')
  })

  it('downloads the file where there is no share sheet', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const { shareExport } = await import('../../src/app/backup')
    const name = await shareExport()
    expect(click).toHaveBeenCalledOnce()
    expect(name).toMatch(/^stichblock-\d{4}-\d{2}-\d{2}\.json$/)
  })
})
