import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Setup } from '../../src/core/game'
import { freshDevice } from '../helpers/device'

// Each test starts on an empty phone; app modules are imported after freshDevice().
beforeEach(freshDevice)
afterEach(() => {
  vi.restoreAllMocks()
})

async function showSettings() {
  const { Settings } = await import('../../src/app/screens/Settings')
  render(<Settings />)
  await screen.findByRole('heading', { name: 'Settings' })
}

/** Picks a file in the import button, as the phone's file chooser would. */
function chooseFile(text: string) {
  const input = screen.getByLabelText<HTMLInputElement>('Import backup')
  const file = new File([text], 'stichblock.json', { type: 'application/json' })
  Object.defineProperty(input, 'files', { value: [file], configurable: true })
  fireEvent.change(input)
}

/** What is saved on the device, read the way a reload would. */
async function saved() {
  const { openStore } = await import('../../src/storage')
  const store = await openStore()
  return { list: await store.list(), names: await store.names() }
}

const setupOf = (...players: string[]): Setup => ({
  game: 'letzter-stich',
  players,
  options: {},
  firstDealer: 0,
})

describe('language', () => {
  it('switches the screen to German at once, and keeps it after a reload', async () => {
    await showSettings()
    fireEvent.click(screen.getByRole('radio', { name: 'Deutsch' }))
    expect(await screen.findByRole('heading', { name: 'Einstellungen' })).toBeTruthy()
    expect(screen.getByRole('group', { name: 'Sprache' })).toBeTruthy()
    expect(screen.getByLabelText('Sicherung importieren')).toBeTruthy()
    expect(document.documentElement.lang).toBe('de')

    // A reload: new modules, same localStorage.
    vi.resetModules()
    const { t } = await import('../../src/i18n')
    await import('../../src/app/settings')
    expect(t('settings.title')).toBe('Einstellungen')
  })
})

describe('importing a file that is not a backup', () => {
  it('says a file that is not JSON cannot be read, and stores nothing', async () => {
    await showSettings()
    chooseFile('Anna 5, Ben 4, Cem 5')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file cannot be read. Choose a file that Stichblock exported (.json).',
    )
    expect(await saved()).toEqual({ list: [], names: [] })
  })

  it('says JSON from elsewhere is not a Stichblock export, and stores nothing', async () => {
    await showSettings()
    chooseFile(JSON.stringify({ matches: [], names: ['Anna'] }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file is not a Stichblock export.',
    )
    expect(await saved()).toEqual({ list: [], names: [] })
  })

  it('names the match that breaks its rules and why, and stores nothing', async () => {
    const match = {
      id: 'broken-1',
      setup: setupOf('Anna', 'Ben', 'Cem'),
      events: [{ t: 'trick', winner: 7 }],
      redo: [],
      createdAt: 1,
      updatedAt: 2,
      finished: false,
    }
    const file = { app: 'stichblock', schema: 1, exportedAt: 3, matches: [match], names: ['Anna'] }
    await showSettings()
    chooseFile(JSON.stringify(file))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Match 1 in this file does not follow the rules of its game. Nothing was imported. ' +
        'There is no such player at this table.',
    )
    expect(await saved()).toEqual({ list: [], names: [] })
  })
})

describe('export and import', () => {
  /** Clicks Export and returns the file the browser was handed to download. */
  async function exportFile(): Promise<string> {
    const blobs: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob)
      return `blob:stichblock-${blobs.length}`
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const download = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    fireEvent.click(screen.getByRole('button', { name: 'Export backup' }))
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1))
    vi.restoreAllMocks()
    const [blob] = blobs
    if (!blob) throw new Error('nothing was downloaded')
    return blob.text()
  }

  it('moves matches to another phone and merges again without duplicates', async () => {
    // Phone A: two matches, exported once, then one of them goes on and is exported again.
    const session = await import('../../src/app/session')
    await session.startMatch(setupOf('Anna', 'Ben', 'Cem'))
    expect(await session.record({ t: 'trick', winner: 1 })).toBeNull()
    await session.startMatch(setupOf('Dora', 'Emil', 'Finn', 'Gus'))
    expect(await session.record({ t: 'quick', lastTrick: 2, sweep: false })).toBeNull()
    await showSettings()
    const first = await exportFile()
    expect(await session.record({ t: 'trick', winner: 0 })).toBeNull()
    const second = await exportFile()

    // Phone B already has a match of its own.
    cleanup()
    freshDevice()
    const other = await import('../../src/app/session')
    await other.startMatch(setupOf('Hana', 'Ivo', 'Jan'))
    expect((await saved()).list).toHaveLength(1)
    await showSettings()

    chooseFile(first)
    expect((await screen.findByRole('status')).textContent).toBe(
      'Imported: 2 new, 0 updated, 0 already here.',
    )
    const afterFirst = await saved()
    expect(afterFirst.list.map((s) => s.players.join(' ')).sort()).toEqual([
      'Anna Ben Cem',
      'Dora Emil Finn Gus',
      'Hana Ivo Jan',
    ])
    expect(afterFirst.names.sort()).toEqual(
      ['Anna', 'Ben', 'Cem', 'Dora', 'Emil', 'Finn', 'Gus', 'Hana', 'Ivo', 'Jan'].sort(),
    )

    chooseFile(second)
    expect(await screen.findByText('Imported: 0 new, 1 updated, 1 already here.')).toBeTruthy()
    chooseFile(second)
    expect(await screen.findByText('Imported: 0 new, 0 updated, 2 already here.')).toBeTruthy()

    const { list } = await saved()
    expect(list).toHaveLength(3)
    expect(new Set(list.map((s) => s.id)).size).toBe(3)
    expect(list.find((s) => s.players[0] === 'Dora')?.entries).toBe(2)
  })

  it('imports an export with the app’s own importText, the same way', async () => {
    const session = await import('../../src/app/session')
    const { storeReady } = await import('../../src/app/storage')
    await session.startMatch(setupOf('Anna', 'Ben', 'Cem'))
    const text = JSON.stringify(await (await storeReady()).exportAll(5))

    freshDevice()
    const { importText } = await import('../../src/app/backup')
    expect(await importText(text)).toEqual({ ok: true, added: 1, updated: 0, unchanged: 0 })
    expect(await importText(text)).toEqual({ ok: true, added: 0, updated: 0, unchanged: 1 })
    expect((await saved()).list).toHaveLength(1)
  })
})
