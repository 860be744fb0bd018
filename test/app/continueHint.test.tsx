// #26: "Continue match" known before storage opens (src/app/continueHint.ts): kept whenever the
// latest open match may have changed, checked as it is read back, and shown by the home screen's
// first render exactly when src/prerender/boot.js painted it.
import { render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Match } from '../../src/core/match'
import { freshDevice } from '../helpers/device'

const KEY = 'stichblock.continue'

const match = (id: string, finished = false, players = ['Anna', 'Ben', 'Cora']): Match => ({
  id,
  setup: { game: 'letzter-stich', players, options: {}, firstDealer: 0 },
  events: [],
  redo: [],
  createdAt: 1,
  updatedAt: 2,
  finished,
})

const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null')

/** A returning visit: the service worker controls the page (boot.js reads storage only then). */
function controlled(yes: boolean): void {
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { controller: yes ? {} : null },
    configurable: true,
  })
}

beforeEach(() => {
  freshDevice()
  controlled(true)
})
afterEach(() => controlled(false))

describe('the kept link', () => {
  it('follows every save: an open match becomes the link, a finished one takes it away', async () => {
    const { noteSaved } = await import('../../src/app/continueHint')
    noteSaved(match('m 1'))
    expect(stored()).toEqual({
      href: '#/match/m%201',
      line: 'Letzter Stich · Anna, Ben, Cora',
      lang: 'en',
      label: 'Continue match',
    })
    // Another match finished: the link stays where it was.
    noteSaved(match('other', true))
    expect(stored().href).toBe('#/match/m%201')
    noteSaved(match('m 1', true))
    expect(stored()).toBeNull()
  })

  it('is written once for the entries of one match, and again after another tab wrote', async () => {
    const { noteSaved } = await import('../../src/app/continueHint')
    const writes = vi.spyOn(localStorage, 'setItem')
    for (let entry = 0; entry < 5; entry++) noteSaved(match('m1'))
    expect(writes.mock.calls.filter(([key]) => key === KEY)).toHaveLength(1)
    // Another tab kept its own match: this tab's next save writes its link again.
    localStorage.setItem(KEY, JSON.stringify({ href: '#/match/other' }))
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }))
    noteSaved(match('m1'))
    expect(stored().href).toBe('#/match/m1')
    writes.mockRestore()
  })

  it('goes with its match when that is deleted, and only then', async () => {
    const { noteDeleted, noteSaved } = await import('../../src/app/continueHint')
    noteSaved(match('m1'))
    noteDeleted('m2')
    expect(stored().href).toBe('#/match/m1')
    noteDeleted('m1')
    expect(stored()).toBeNull()
  })

  it('is kept in the words of the language the app speaks', async () => {
    const { noteSaved } = await import('../../src/app/continueHint')
    const { lang } = await import('../../src/i18n')
    lang.value = 'de'
    noteSaved(match('m1'))
    expect(stored()).toMatchObject({ lang: 'de', label: 'Partie fortsetzen' })
  })

  it.each([
    ['not JSON', '{'],
    ['not an object', '"#/match/m1"'],
    [
      'a link elsewhere',
      { href: 'javascript:alert(1)', line: 'x', lang: 'en', label: 'Continue match' },
    ],
    [
      'a link to another screen',
      { href: '#/settings', line: 'x', lang: 'en', label: 'Continue match' },
    ],
    ['no line', { href: '#/match/m1', lang: 'en', label: 'Continue match' }],
    ['another language', { href: '#/match/m1', line: 'x', lang: 'fr', label: 'Continue match' }],
    ['old words', { href: '#/match/m1', line: 'x', lang: 'en', label: 'Resume' }],
  ])('is not shown when what is kept is %s', async (_, kept) => {
    localStorage.setItem(KEY, typeof kept === 'string' ? kept : JSON.stringify(kept))
    const { shownContinue } = await import('../../src/app/continueHint')
    expect(shownContinue()).toBeNull()
  })

  it('is shown only on a returning visit, as boot.js shows it', async () => {
    const { noteSaved, shownContinue } = await import('../../src/app/continueHint')
    noteSaved(match('m1'))
    expect(shownContinue()).toEqual({ href: '#/match/m1', line: 'Letzter Stich · Anna, Ben, Cora' })
    controlled(false)
    expect(shownContinue()).toBeNull()
  })
})

describe('the home screen', () => {
  it('shows the kept link at once, and the one storage holds once it has read it', async () => {
    const { storeReady } = await import('../../src/app/storage')
    const store = await storeReady()
    await store.saveMatch(match('real', false, ['Dana', 'Emil']), [])
    // What an earlier visit kept: a match another tab has since finished and deleted.
    const { noteSaved } = await import('../../src/app/continueHint')
    noteSaved(match('gone'))
    const { Home } = await import('../../src/app/screens/Home')
    render(<Home />)
    // The first render, before the list is read: the kept link, as boot.js painted it.
    const first = screen.getByRole('link', { name: /^Continue match/ })
    expect(first.getAttribute('href')).toBe('#/match/gone')
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^Continue match/ }).getAttribute('href')).toBe(
        '#/match/real',
      ),
    )
    expect(screen.getByRole('link', { name: /^Continue match/ }).textContent).toBe(
      'Continue matchLetzter Stich · Dana, Emil',
    )
    expect(stored().href).toBe('#/match/real')
  })

  it('takes a kept link away when storage holds no open match', async () => {
    const { noteSaved } = await import('../../src/app/continueHint')
    noteSaved(match('gone'))
    const { Home } = await import('../../src/app/screens/Home')
    render(<Home />)
    expect(screen.getByRole('link', { name: /^Continue match/ })).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Continue match/ })).toBeNull())
    expect(screen.getByRole('link', { name: 'New match' }).className).toContain('primary')
    expect(stored()).toBeNull()
  })

  it('keeps the link after an import that brought the latest open match', async () => {
    const { checkImportFile, commitImport } = await import('../../src/app/importing')
    const file = {
      app: 'stichblock',
      schema: 1,
      exportedAt: 3,
      matches: [match('imported', false, ['Fritz', 'Gabi', 'Hans'])],
      names: [],
    }
    const checked = await checkImportFile(new Blob([JSON.stringify(file)]), 10)
    if (!checked.ok) throw new Error(JSON.stringify(checked.reason))
    await commitImport(checked.checked, {})
    expect(stored()).toMatchObject({
      href: '#/match/imported',
      line: 'Letzter Stich · Fritz, Gabi, Hans',
    })
  })
})
