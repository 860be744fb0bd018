// A game is one folder plus one registry line (#24): Point Race (test/fixtures/point-race, never
// shipped) is added to the registry's list, and nothing else, and goes through everything a game
// goes through: New match, entries, undo, a reload, Statistics, export and import.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { GameEntry } from '../../src/games/types'
import { pointRace } from '../fixtures/point-race/game'
import { freshDevice } from '../helpers/device'

const LIST = '../../src/games/list'
const WAIT = { timeout: 10_000 }

/** The registry's list with Point Race at its end: the one line a new game adds. */
function register() {
  vi.doMock(LIST, async (original: () => Promise<{ GAME_LIST: readonly GameEntry[] }>) => ({
    GAME_LIST: [...(await original()).GAME_LIST, pointRace],
  }))
}

beforeEach(() => {
  freshDevice()
  register()
})
afterEach(() => vi.doUnmock(LIST))

/** The app as a phone opens it, at `hash`. */
async function openApp(hash: string) {
  history.replaceState(null, '', hash)
  const { App } = await import('../../src/app/App')
  return render(<App />)
}

/** A reload: the page's modules start again; IndexedDB (the phone's storage) stays. */
async function reload(view: { unmount: () => void }, hash: string) {
  view.unmount()
  vi.resetModules()
  return openApp(hash)
}

const button = (name: string | RegExp) => screen.getByRole('button', { name })
const score = (player: string) => screen.getByRole('status', { name: `Score of ${player}` })

async function startRace(names: string[]) {
  const view = await openApp('#/new')
  const games = within(await screen.findByRole('group', { name: 'Game' }, WAIT))
  const race = games.getByRole<HTMLInputElement>('radio', { name: /Point Race/ })
  expect(race.closest('label')?.textContent).toContain('2–3 players')
  fireEvent.click(race)
  const seats = within(screen.getByRole('group', { name: 'Players' }))
  if (names.length < 3) fireEvent.click(seats.getByRole('button', { name: 'Remove player 3' }))
  for (const [i, name] of names.entries()) {
    fireEvent.input(seats.getByRole('combobox', { name: `Player ${i + 1}` }), {
      target: { value: name },
    })
  }
  fireEvent.click(button('Start match'))
  await screen.findByRole('button', { name: 'Point for Anna' }, WAIT)
  return view
}

/** One tap on a player's button, and its score shown; the next tap may come at once. */
async function point(player: string, expected: string) {
  fireEvent.click(button(`Point for ${player}`))
  await waitFor(() => expect(score(player).textContent).toBe(expected), WAIT)
}

describe('a made-up game, registered with one line', () => {
  it('is offered, played, undone, reloaded, counted, exported and imported', async () => {
    let view = await startRace(['Anna', 'Ben', 'Cora'])
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Point Race')
    const id = location.hash.replace('#/match/', '')

    await point('Ben', '1')
    await point('Anna', '1')
    fireEvent.click(button(/^Undo/))
    await waitFor(() => expect(score('Anna').textContent).toBe('0'), WAIT)
    expect(await screen.findByText('Undone: a point for Anna', {}, WAIT)).toBeTruthy()

    // Reloaded: the match opens from storage, replayed through the game's rules.
    view = await reload(view, `#/match/${id}`)
    await waitFor(() => expect(score('Ben').textContent).toBe('1'), WAIT)
    expect(score('Anna').textContent).toBe('0')
    await point('Ben', '2')
    await point('Ben', '3')
    expect(await screen.findByText('The race is over.', {}, WAIT)).toBeTruthy()

    // Statistics: the game's own figures, with the labels and sums its declaration gives.
    view = await reload(view, '#/stats')
    const figures = await screen.findByRole('region', { name: 'Figures of Anna' }, WAIT)
    fireEvent.click(screen.getByRole('radio', { name: 'Ben' }))
    await waitFor(() => expect(figures.textContent).toContain('Ben'), WAIT)
    const card = within(screen.getByRole('region', { name: 'Figures of Ben' }))
    expect(card.getByRole('heading', { name: 'Point Race' })).toBeTruthy()
    const terms = card.getAllByRole('term').map((dt) => dt.textContent)
    const values = card.getAllByRole('definition').map((dd) => dd.textContent)
    expect(Object.fromEntries(terms.map((term, i) => [term, values[i]]))).toEqual({
      Played: '1',
      Won: '1',
      'Average score': '3',
      'First points': '1',
      'Furthest ahead': '3 of 3 points',
    })
    expect(screen.getByRole('table', { name: 'Point Race: 1 match' })).toBeTruthy()

    // Exported, then imported on a phone that has never seen the match.
    const { exportFile } = await import('../../src/app/backup')
    const file = await exportFile(Date.now())
    expect(file.matches.map((m) => [m.setup.game, m.events.length, m.finished])).toEqual([
      ['point-race', 3, true],
    ])
    view.unmount()
    freshDevice()
    const { importText } = await import('../../src/app/backup')
    expect(await importText(JSON.stringify(file))).toMatchObject({ ok: true, added: 1 })
    await openApp('#/history')
    expect(await screen.findByText('Point Race', {}, WAIT)).toBeTruthy()
  })

  it('is refused by an import where the registry does not list it, and nothing is stored', async () => {
    let view = await startRace(['Anna', 'Ben'])
    await point('Anna', '1')
    const { exportFile } = await import('../../src/app/backup')
    const file = await exportFile(Date.now())
    view.unmount()
    vi.doUnmock(LIST)
    freshDevice()
    const { importText } = await import('../../src/app/backup')
    const { say } = await import('../../src/i18n')
    const result = await importText(JSON.stringify(file))
    expect(result.ok).toBe(false)
    if (!result.ok) expect(say(result.reason)).toMatch(/point-race/)
    const { storeReady } = await import('../../src/app/storage')
    expect(await (await storeReady()).list()).toEqual([])
    view = await openApp('#/new')
    const games = within(await screen.findByRole('group', { name: 'Game' }, WAIT))
    expect(games.queryByRole('radio', { name: /Point Race/ })).toBeNull()
    view.unmount()
  })
})
