// A stored match that does not load (damaged, unreadable, a broken log, an unknown game) is
// skipped and named by every screen that walks all matches; it never takes the others down.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Match } from '../../src/core/match'
import type { Summary } from '../../src/storage'
import { freshDevice } from '../helpers/device'

const DAY = Date.UTC(2026, 10, 30, 12)

/** Letzter Stich, five hands in which seat 0 takes only the last trick: it is over. */
const finishedLog = () =>
  Array.from({ length: 40 }, (_, i) => ({ t: 'trick', winner: i % 8 === 7 ? 0 : 1 }))

function match(id: string, players: string[], events: unknown[], finished: boolean): Match {
  return {
    id,
    setup: { game: 'letzter-stich', players, options: {}, firstDealer: 0 },
    events,
    redo: [],
    createdAt: DAY - 60_000,
    updatedAt: DAY,
    finished,
  }
}

/** What an import of an older version would have written to the index for it. */
const summaryOf = (m: Match, game: string = m.setup.game): Summary =>
  ({
    id: m.id,
    game,
    players: m.setup.players,
    createdAt: m.createdAt,
    updatedAt: m.updatedAt,
    finished: m.finished,
    entries: m.events.length,
    winners: m.finished ? [1, 2] : [],
  }) as Summary

function deep(levels: number): unknown {
  let value: unknown = {}
  for (let i = 0; i < levels; i++) value = { a: value }
  return value
}

const GOOD = ['good-done', 'good-open']
const BAD = {
  shape: 'bad-shape',
  log: 'bad-log',
  deep: 'bad-deep',
  game: 'bad-game',
} as const

/**
 * A phone whose storage holds two good matches, saved by the app, and four bad ones written
 * straight into it as an older version or a hostile file could have left them. The storage is a
 * Map behind memoryKv, so a value too deep to be cloned back makes reading it throw.
 */
async function brokenPhone(): Promise<Map<string, unknown>> {
  const { memoryKv } = await import('../../src/storage/kv')
  const data = new Map<string, unknown>()
  vi.doMock('../../src/storage/open', () => ({
    openKv: async () => ({ kv: memoryKv(data), persistent: true }),
  }))
  const { storeReady } = await import('../../src/app/storage')
  const store = await storeReady()
  await store.saveMatch(match('good-done', ['Anna', 'Ben', 'Cora'], finishedLog(), true), [1, 2])
  await store.saveMatch(match('good-open', ['Anna', 'Ben', 'Cora'], [], false), [])

  const shape = { ...match(BAD.shape, ['Eva', 'Finn', 'Gus'], [], true) }
  // In the shape of an entry, but the rules refuse it.
  const counts = { t: 'counts', tricksWon: [0, 8, 0], lastTrick: 0 }
  const log = match(BAD.log, ['Hana', 'Ivo', 'Jan'], [counts], true)
  const tooDeep = match(BAD.deep, ['Kim', 'Lea', 'Max'], [], true)
  const other = match(BAD.game, ['Nora', 'Otto', 'Pia'], [], true)
  const bad: [Match, Summary, unknown][] = [
    [shape, summaryOf(shape), { ...shape, setup: { ...shape.setup, firstDealer: 5 } }],
    [log, summaryOf(log), log],
    [
      tooDeep,
      summaryOf(tooDeep),
      { ...tooDeep, setup: { ...tooDeep.setup, options: deep(20_000) } },
    ],
    [other, summaryOf(other, 'skat'), { ...other, setup: { ...other.setup, game: 'skat' } }],
  ]
  for (const [m, , value] of bad) data.set(`match:${m.id}`, value)
  for (const [m, summary] of bad) data.set(`summary:${m.id}`, summary)
  return data
}

/** The names every screen must give the four bad matches (in English). */
const NAMED = [
  'Letzter Stich (Eva, Finn, Gus; Nov 30, 2026)',
  'Letzter Stich (Hana, Ivo, Jan; Nov 30, 2026)',
  'Letzter Stich (Kim, Lea, Max; Nov 30, 2026)',
  'skat (Nora, Otto, Pia; Nov 30, 2026)',
]

function expectNamesAll(text: string | null) {
  expect(text).toMatch(/^Left out 4 matches that cannot be opened: /)
  for (const name of NAMED) expect(text).toContain(name)
  expect(text).toMatch(/Under Past matches you can see why and delete them\.$/)
}

/** Catches what the browser is handed to download. */
function downloads(): Blob[] {
  const blobs: Blob[] = []
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob)
    return `blob:${blobs.length}`
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
  return blobs
}

async function showSettings() {
  const { Settings } = await import('../../src/app/screens/Settings')
  render(<Settings />)
  await screen.findByRole('heading', { name: 'Settings' })
}

/** The history list's cards: heading, and the line under the players. */
async function historyCards(): Promise<Record<string, string>> {
  const { History } = await import('../../src/app/screens/History')
  const { unmount } = render(<History />)
  await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull())
  const cards = Object.fromEntries(
    screen.getAllByRole('listitem').map((card) => {
      const link = card.querySelector('a')
      const id = decodeURIComponent(link?.getAttribute('href')?.split('/').pop() ?? '')
      return [id, card.querySelector('small')?.textContent ?? '']
    }),
  )
  unmount()
  return cards
}

beforeEach(freshDevice)
afterEach(() => {
  vi.restoreAllMocks()
  vi.doUnmock('../../src/storage/open')
})

describe('a backup with matches that do not load', () => {
  it('holds every good match, and the screen names each one left out', async () => {
    await brokenPhone()
    const blobs = downloads()
    await showSettings()
    fireEvent.click(screen.getByRole('button', { name: 'Export backup' }))
    expectNamesAll((await screen.findByRole('alert')).textContent)
    expect(blobs).toHaveLength(1)
    const file = JSON.parse(await (blobs[0] as Blob).text())
    expect(file.matches.map((m: Match) => m.id).sort()).toEqual(GOOD)

    // The file imports back whole on a new phone: nothing in it refuses the rest.
    vi.doUnmock('../../src/storage/open')
    freshDevice()
    const { importText } = await import('../../src/app/backup')
    expect(await importText(JSON.stringify(file))).toMatchObject({ ok: true, added: 2 })
  })

  it('names them after the reminder’s one-tap export on the home screen too', async () => {
    await brokenPhone()
    const blobs = downloads()
    const { Home } = await import('../../src/app/screens/Home')
    render(<Home />)
    fireEvent.click(await screen.findByRole('button', { name: 'Export backup' }))
    expectNamesAll((await screen.findByRole('alert')).textContent)
    expect(blobs).toHaveLength(1)
  })

  it('says so in German', async () => {
    await brokenPhone()
    downloads()
    const { lang } = await import('../../src/i18n')
    lang.value = 'de'
    const { exportBackup } = await import('../../src/app/backup')
    const { leftOut } = await import('../../src/app/stored')
    const { unloadable } = await exportBackup()
    const text = leftOut(unloadable)
    expect(text).toMatch(/^4 Partien ausgelassen, die sich nicht öffnen lassen: /)
    expect(text).toContain('Letzter Stich (Eva, Finn, Gus; 30.11.2026)')
    expect(text).toContain('skat (Nora, Otto, Pia; 30.11.2026)')
    expect(text).toMatch(/Unter „Frühere Partien“ seht ihr, warum, und könnt sie löschen\.$/)
    lang.value = 'en'
  })

  it('names a match by its id when the index knows nothing of it', async () => {
    const { leftOut } = await import('../../src/app/stored')
    expect(leftOut([{ id: 'x-1', reason: { key: 'stored.unreadable' } }])).toBe(
      'Left out, because it cannot be opened: match x-1. ' +
        'Under Past matches you can see why and delete it.',
    )
  })

  it('words an entry out of shape as damaged data, not as a file that was not imported', async () => {
    const { verdictOf } = await import('../../src/app/stored')
    const { say } = await import('../../src/i18n')
    const verdict = await verdictOf(match('m', ['A', 'B', 'C'], [{ t: 'trick', winner: 7 }], false))
    expect(verdict.ok).toBe(false)
    if (verdict.ok) return
    expect(say(verdict.reason)).toBe('Its saved data is damaged (at events.0.winner).')
  })

  it('says the export failed, and why, when storage cannot be read at all', async () => {
    await brokenPhone()
    const { storeReady } = await import('../../src/app/storage')
    const { StorageError } = await import('../../src/storage')
    const store = await storeReady()
    vi.spyOn(store, 'readAll').mockRejectedValue(new StorageError({ key: 'storage.readFailed' }))
    await showSettings()
    fireEvent.click(screen.getByRole('button', { name: 'Export all as CSV' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The export failed, nothing was saved. ' +
        'Could not read the saved games on this device. Reload the page and try again.',
    )
  })
})

describe('"Export all as CSV" with matches that do not load', () => {
  it('writes the good ones and names the others', async () => {
    await brokenPhone()
    const blobs = downloads()
    await showSettings()
    fireEvent.click(screen.getByRole('button', { name: 'Export all as CSV' }))
    expectNamesAll((await screen.findByRole('alert')).textContent)
    const text = await (blobs[0] as Blob).text()
    const ids = new Set(
      text
        .split('\r\n')
        .slice(1, -1)
        .map((row) => row.split(',')[0]),
    )
    expect([...ids].sort()).toEqual(GOOD)
  })
})

describe('statistics with matches that do not load', () => {
  it('counts the good finished match and names the others', async () => {
    await brokenPhone()
    const { Stats } = await import('../../src/app/screens/Stats')
    render(<Stats />)
    expectNamesAll((await screen.findByRole('alert')).textContent)
    expect(screen.getByText('Counted from 1 finished match on this phone.')).toBeTruthy()
    const players = within(screen.getByRole('group', { name: 'Players' })).getAllByRole('radio')
    expect(players.map((r) => r.closest('label')?.textContent)).toEqual(['Anna', 'Ben', 'Cora'])
  })
})

describe('Past matches with matches that do not load', () => {
  it('lists them: an unknown game at once, the others once a screen has read them', async () => {
    await brokenPhone()
    let cards = await historyCards()
    expect(Object.keys(cards).sort()).toEqual([...GOOD, ...Object.values(BAD)].sort())
    expect(cards[BAD.game]).toMatch(/· cannot be opened$/)
    expect(cards[BAD.log]).toMatch(/· won by /)
    expect(cards['good-done']).toMatch(/· won by Ben, Cora$/)

    // An export read them all; the index remembers which cannot be opened, and why.
    downloads()
    const { exportBackup } = await import('../../src/app/backup')
    await exportBackup()
    await waitFor(async () => {
      cards = await historyCards()
      for (const id of Object.values(BAD)) expect(cards[id]).toMatch(/· cannot be opened$/)
    })
    expect(cards['good-done']).toMatch(/· won by Ben, Cora$/)
    expect(cards['good-open']).toMatch(/· in progress$/)
  })
})

describe('opening a match that does not load', () => {
  async function openPage(id: string) {
    const { MatchPage } = await import('../../src/app/screens/MatchPage')
    render(<MatchPage id={id} />)
    await screen.findByRole('heading', { name: 'This match cannot be opened' })
    return screen.getAllByRole('alert')[0]?.textContent
  }

  it.each([
    [BAD.shape, 'Why: Its saved data is damaged (at setup.firstDealer).'],
    [BAD.deep, 'Why: This phone cannot read it back from its storage.'],
    [BAD.game, 'Why: It is a match of “skat”, a game this version does not know.'],
  ])('%s: says why', async (id, why) => {
    await brokenPhone()
    expect(await openPage(id)).toBe(why)
  })

  it('says why in the rules’ words, and deletes it after asking, back to Past matches', async () => {
    const data = await brokenPhone()
    const why = await openPage(BAD.log)
    expect(why).toBe('Why: Hana won the last trick, but 0 tricks are entered for them.')
    expect(
      screen.getByText(
        'It is left out of backups, CSV exports and statistics. Delete it if you do not need it any more.',
      ),
    ).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Delete this match' }))
    const ask = screen.getByRole('group', { name: 'Delete this match for good?' })
    fireEvent.click(within(ask).getByRole('button', { name: 'No' }))
    expect(data.has(`match:${BAD.log}`)).toBe(true)

    fireEvent.click(screen.getByRole('button', { name: 'Delete this match' }))
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(location.hash).toBe('#/history'))
    expect(data.has(`match:${BAD.log}`)).toBe(false)
    const index = [...data.keys()].filter((key) => key.startsWith('summary:'))
    expect(index).not.toContain(`summary:${BAD.log}`)
    expect(index).toHaveLength(5)
  })

  it('still says "not found" for a match that is not on this phone', async () => {
    await brokenPhone()
    const { MatchPage } = await import('../../src/app/screens/MatchPage')
    render(<MatchPage id="nowhere" />)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This match is not on this phone (it may have been deleted).',
    )
  })
})
