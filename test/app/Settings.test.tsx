import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Setup } from '../../src/core/game'
import { GAME_IDS } from '../../src/games'
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
function chooseFile(text: string | Uint8Array<ArrayBuffer>, label = 'Import backup') {
  const input = screen.getByLabelText<HTMLInputElement>(label)
  const file = new File([text], 'stichblock.json', { type: 'application/json' })
  Object.defineProperty(input, 'files', { value: [file], configurable: true })
  fireEvent.change(input)
}

/** What is saved on the device, read the way a reload would. */
async function saved() {
  const { openStore } = await import('../../src/storage')
  const store = await openStore(GAME_IDS)
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
    expect(t('home.settings')).toBe('Einstellungen')
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
      events: [{ t: 'trick', winner: 3 }],
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
    const session = await import('../helpers/session')
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
    const other = await import('../helpers/session')
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
    const session = await import('../helpers/session')
    const { storeReady } = await import('../../src/app/storage')
    await session.startMatch(setupOf('Anna', 'Ben', 'Cem'))
    const text = JSON.stringify(await (await storeReady()).exportAll(5))

    freshDevice()
    const { importText } = await import('../../src/app/backup')
    const none = { ok: true, added: 0, updated: 0, unchanged: 0, copied: 0, replaced: 0 }
    expect(await importText(text)).toEqual({ ...none, added: 1 })
    expect(await importText(text)).toEqual({ ...none, unchanged: 1 })
    expect((await saved()).list).toHaveLength(1)
  })

  it('refuses a 2,500-deep file with its message, and the screen stays usable', async () => {
    await showSettings()
    chooseFile('['.repeat(2500) + ']'.repeat(2500))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file nests its data more than 64 levels deep; a Stichblock export never does. ' +
        'Nothing was imported.',
    )
    expect(await saved()).toEqual({ list: [], names: [] })
  })

  it('refuses a file with the same player twice in the new-match screen’s words', async () => {
    const match = {
      id: 'twice-1',
      setup: setupOf('Anna', 'anna', 'Cem'),
      events: [],
      redo: [],
      createdAt: 1,
      updatedAt: 2,
      finished: false,
    }
    await showSettings()
    chooseFile(
      JSON.stringify({ app: 'stichblock', schema: 1, exportedAt: 3, matches: [match], names: [] }),
    )
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Match 1 in this file has player names the app does not allow. Nothing was imported. ' +
        '“anna” is at the table twice. Give each player a different name.',
    )
    expect(await saved()).toEqual({ list: [], names: [] })
  })
})

describe('importing names and bytes the app refuses', () => {
  /** A Stichblock export holding one new match of these players. */
  const exportOf = (...players: string[]) =>
    JSON.stringify({
      app: 'stichblock',
      schema: 1,
      exportedAt: 3,
      matches: [
        {
          id: 'file-1',
          setup: setupOf(...players),
          events: [],
          redo: [],
          createdAt: 1,
          updatedAt: 2,
          finished: false,
        },
      ],
      names: players,
    })

  /** A phone that already has a match and remembered names, and what it holds. */
  async function phoneWithData() {
    const session = await import('../helpers/session')
    await session.startMatch(setupOf('Hana', 'Ivo', 'Jan'))
    const before = await saved()
    expect(before.list).toHaveLength(1)
    expect(before.names).toHaveLength(3)
    return before
  }

  /** The export's bytes with "Jörg" written the way a Latin-1 editor saves it: ö as one 0xF6. */
  function latin1Export(): Uint8Array<ArrayBuffer> {
    const bytes = new TextEncoder().encode(exportOf('Anna', 'Ben', 'J_rg'))
    const at = bytes.indexOf('_'.charCodeAt(0))
    bytes[at] = 0xf6
    return bytes
  }

  it('refuses a name with a right-to-left override in the new-match screen’s words, in English', async () => {
    const before = await phoneWithData()
    await showSettings()
    chooseFile(exportOf('Anna', 'Ben', 'Cora\u202Egnp.exe'))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Match 1 in this file has player names the app does not allow. Nothing was imported. ' +
        'The name of player 3 contains a hidden text-direction character, which can scramble ' +
        'the text shown after it. Type the name again without it.',
    )
    expect(await saved()).toEqual(before)
  })

  it('refuses a name with a bidi isolate, in German', async () => {
    const before = await phoneWithData()
    await showSettings()
    fireEvent.click(screen.getByRole('radio', { name: 'Deutsch' }))
    await screen.findByRole('heading', { name: 'Einstellungen' })
    chooseFile(exportOf('\u2067Anna', 'Ben', 'Cora'), 'Sicherung importieren')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Partie 1 in dieser Datei hat Spielernamen, die die App nicht erlaubt. ' +
        'Es wurde nichts importiert. Der Name von Spieler 1 enthält ein verstecktes Zeichen ' +
        'für die Schreibrichtung, das den Text danach durcheinanderbringen kann. ' +
        'Gib den Namen ohne dieses Zeichen neu ein.',
    )
    expect(await saved()).toEqual(before)
  })

  it('refuses a file that is not valid UTF-8 instead of importing "J\uFFFDrg", in English', async () => {
    const before = await phoneWithData()
    await showSettings()
    chooseFile(latin1Export())
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file is not UTF-8 text, so it is not a Stichblock export (or it was damaged). ' +
        'Nothing was imported.',
    )
    expect(await saved()).toEqual(before)
  })

  it('refuses a file that is not valid UTF-8, in German', async () => {
    const before = await phoneWithData()
    await showSettings()
    fireEvent.click(screen.getByRole('radio', { name: 'Deutsch' }))
    await screen.findByRole('heading', { name: 'Einstellungen' })
    chooseFile(latin1Export(), 'Sicherung importieren')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Diese Datei ist kein UTF-8-Text, also kein Stichblock-Export (oder sie wurde beschädigt). ' +
        'Es wurde nichts importiert.',
    )
    expect(await saved()).toEqual(before)
  })

  it('still imports an export saved with a UTF-8 byte order mark', async () => {
    await showSettings()
    const text = new TextEncoder().encode(exportOf('Anna', 'Ben', 'Jörg'))
    chooseFile(new Uint8Array([0xef, 0xbb, 0xbf, ...text]))
    expect((await screen.findByRole('status')).textContent).toBe(
      'Imported: 1 new, 0 updated, 0 already here.',
    )
    const { list, names } = await saved()
    expect(list.map((m) => m.players)).toEqual([['Anna', 'Ben', 'Jörg']])
    expect(names.sort()).toEqual(['Anna', 'Ben', 'Jörg'])
  })

  it('decodes bytes strictly: a lone, overlong or truncated sequence is refused', async () => {
    const { decodeImport } = await import('../../src/app/importing')
    const refused = { ok: false, reason: { key: 'import.notUtf8' } }
    for (const bytes of [
      [0x41, 0xff],
      [0xc0, 0xaf],
      [0x4a, 0xc3],
      [0xed, 0xa0, 0x80],
    ]) {
      expect(decodeImport(new Uint8Array(bytes)), String(bytes)).toEqual(refused)
    }
    expect(decodeImport(new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0x7d]))).toEqual({
      ok: true,
      text: '{}',
    })
    expect(decodeImport(new TextEncoder().encode('Jörg 🂡').buffer)).toEqual({
      ok: true,
      text: 'Jörg 🂡',
    })
  })
})

describe('an import that would replace a different match', () => {
  /** This phone's match, and a file with its id holding another game with other players. */
  async function conflicting() {
    const session = await import('../helpers/session')
    const { storeReady } = await import('../../src/app/storage')
    const id = await session.startMatch(setupOf('Anna', 'Ben', 'Cem'))
    if (typeof id !== 'string') throw new Error('not started')
    expect(await session.record({ t: 'trick', winner: 1 })).toBeNull()
    const ours = await (await storeReady()).getMatch(id)
    if (!ours) throw new Error('not saved')
    const theirs = {
      id,
      setup: {
        game: 'stich-fuer-stich',
        players: ['Xaver', 'Yara', 'Zoe'],
        options: {},
        firstDealer: 0,
      },
      events: [{ t: 'secret', culprit: 'gardener', weapon: 'ax' }],
      redo: [],
      createdAt: ours.createdAt,
      updatedAt: ours.updatedAt + 1,
      finished: false,
    }
    const text = JSON.stringify({
      app: 'stichblock',
      schema: 1,
      exportedAt: 3,
      matches: [theirs],
      names: [],
    })
    return { id, text }
  }

  it('asks first and shows both; nothing is written until the answer', async () => {
    const { text } = await conflicting()
    await showSettings()
    chooseFile(text)
    const question = await screen.findByRole('region', {
      name: 'This file holds a different match under the id of one on this phone.',
    })
    expect(question.textContent).toContain('On this phone')
    expect(question.textContent).toContain('Letzter Stich · Anna, Ben, Cem ·')
    expect(question.textContent).toContain('1 entry, running')
    expect(question.textContent).toContain('In the file')
    expect(question.textContent).toContain('Stich für Stich · Xaver, Yara, Zoe ·')
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^Keep both/ }).checked).toBe(true)
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^Replace the one/ }).checked).toBe(
      false,
    )
    expect((await saved()).list.map((s) => s.game)).toEqual(['letzter-stich'])
  })

  it('keeps both by default: the file’s match is added under a new id', async () => {
    const { id, text } = await conflicting()
    await showSettings()
    chooseFile(text)
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }))
    expect((await screen.findByRole('status')).textContent).toBe(
      'Imported: 0 new, 1 kept as a copy, 0 replaced, 0 updated, 0 already here.',
    )
    const { list } = await saved()
    expect(list.map((s) => s.game).sort()).toEqual(['letzter-stich', 'stich-fuer-stich'])
    expect(list.find((s) => s.game === 'letzter-stich')?.id).toBe(id)
    expect(list.find((s) => s.game === 'stich-fuer-stich')?.id).not.toBe(id)
    expect(screen.queryByRole('region', { name: /different match/ })).toBeNull()
  })

  it('replaces ours when that is chosen', async () => {
    const { id, text } = await conflicting()
    await showSettings()
    chooseFile(text)
    fireEvent.click(await screen.findByRole('radio', { name: /^Replace the one/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Import' }))
    expect((await screen.findByRole('status')).textContent).toBe(
      'Imported: 0 new, 0 kept as copies, 1 replaced, 0 updated, 0 already here.',
    )
    const { list } = await saved()
    expect(list.map((s) => [s.id, s.game])).toEqual([[id, 'stich-fuer-stich']])
  })

  it('cancelled: nothing changes, and it says so', async () => {
    const { text } = await conflicting()
    await showSettings()
    chooseFile(text)
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect((await screen.findByRole('status')).textContent).toBe('Nothing was imported.')
    expect((await saved()).list.map((s) => s.game)).toEqual(['letzter-stich'])
  })
})
