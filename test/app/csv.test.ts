import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type CsvMatch, csvDelimiter, csvField, csvRows, matchesCsv } from '../../src/app/csv'
import type { Report } from '../../src/core/report'
import { freshDevice } from '../helpers/device'

const report: Report = {
  step: 'hand',
  measure: 'counters',
  lines: 'seats',
  start: [5, 5, 5],
  values: [
    [4, 5, 5],
    [0, 5, 5],
  ],
  players: [{ points: 0 }, { points: 5 }, { points: 5 }],
}

const match = (over: Partial<CsvMatch> = {}): CsvMatch => ({
  id: 'm-1',
  createdAt: Date.UTC(2026, 10, 29, 18, 5),
  game: 'Letzter Stich',
  setup: { game: 'letzter-stich', players: ['Anna', 'Ben', 'Cora'], options: {}, firstDealer: 0 },
  finished: true,
  winners: [1, 2],
  report,
  ...over,
})

/** Parses what toCsv wrote (RFC 4180), so the tests read the file as a spreadsheet would. */
function parse(text: string, delimiter = ','): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"'
      i++
    } else if (quoted && c === '"') quoted = false
    else if (quoted) field += c
    else if (c === '"') quoted = true
    else if (c === delimiter) {
      row.push(field)
      field = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      i++
    } else field += c
  }
  return rows
}

describe('the CSV export', () => {
  it('starts with a UTF-8 byte order mark and a header, and ends every line with CRLF', () => {
    const text = matchesCsv([match()])
    expect(
      text.startsWith(
        '\uFEFFmatch,date,game,finished,step,number,player,seat,measure,value,winner\r\n',
      ),
    ).toBe(true)
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replaceAll('\r\n', '').includes('\n')).toBe(false)
    const bytes = new TextEncoder().encode(text)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  })

  it('has a row per step and player, then a final row per seat with the tied winners', () => {
    const rows = parse(matchesCsv([match()]).slice(1))
    expect(rows).toHaveLength(1 + 9 + 3)
    const head = ['m-1', '2026-11-29T18:05:00.000Z', 'Letzter Stich', 'yes']
    expect(rows[1]).toEqual([...head, 'start', '0', 'Anna', '1', 'counters', '5', ''])
    expect(rows[7]).toEqual([...head, 'hand', '2', 'Anna', '1', 'counters', '0', ''])
    expect(rows.slice(10)).toEqual([
      [...head, 'final', '', 'Anna', '1', 'counters', '0', 'no'],
      [...head, 'final', '', 'Ben', '2', 'counters', '5', 'yes'],
      [...head, 'final', '', 'Cora', '3', 'counters', '5', 'yes'],
    ])
  })

  it('quotes names with commas, quotes and line breaks, and keeps umlauts as they are', () => {
    const players = ['Müller, Jörg', 'Anna "die Große"', 'Ben\nZwei']
    const m = match({ setup: { ...match().setup, players } })
    const text = matchesCsv([m])
    expect(text).toContain('"Müller, Jörg"')
    expect(text).toContain('"Anna ""die Große"""')
    expect(text).toContain('"Ben\nZwei"')
    const finals = parse(text.slice(1)).filter((r) => r[4] === 'final')
    expect(finals.map((r) => r[6])).toEqual(players)
  })

  it('keeps a name that looks like a formula as text', () => {
    const m = match({ setup: { ...match().setup, players: ['=1+1', '@Ben', 'Cora'] } })
    const finals = parse(matchesCsv([m]).slice(1)).filter((r) => r[4] === 'final')
    expect(finals.map((r) => r[6])).toEqual(["'=1+1", "'@Ben", 'Cora'])
  })

  it('escapes a match id exactly like a name: formula prefix, then RFC 4180 quoting', () => {
    for (const id of ['=1+1', '+SUM(A1)', '-2-3', '@Ben', 'm,1', 'm"1', 'm\n1', 'm-1']) {
      const m = match({ id, setup: { ...match().setup, players: [id, 'Ben', 'Cora'] } })
      for (const delimiter of [',', ';'] as const) {
        const text = matchesCsv([m], delimiter).slice(1)
        const rows = parse(text, delimiter).slice(1)
        const expected = /^[=+\-@]/.test(id) ? `'${id}` : id
        expect(rows.map((r) => r[0])).toEqual(rows.map(() => expected))
        const final = rows.find((r) => r[4] === 'final' && r[7] === '1')
        expect(final?.[6], id).toBe(final?.[0])
        // As written: quoted by the same RFC 4180 rule as every field.
        const firstRow = text.split('\r\n')[1] ?? ''
        expect(firstRow.startsWith(`${csvField(expected, delimiter)}${delimiter}`), id).toBe(true)
      }
    }
  })

  it('uses semicolons for German spreadsheets, quoting what contains one', () => {
    expect(csvDelimiter('de')).toBe(';')
    expect(csvDelimiter('en')).toBe(',')
    expect(csvField('a;b', ';')).toBe('"a;b"')
    expect(csvField('a,b', ';')).toBe('a,b')
    const m = match({ setup: { ...match().setup, players: ['A;na', 'Ben', 'Cora'] } })
    const rows = parse(matchesCsv([m], ';').slice(1), ';')
    expect(rows[0]?.[0]).toBe('match')
    expect(rows.at(-3)?.[6]).toBe('A;na')
  })

  it('writes one team line where the table scores together', () => {
    const lives: Report = {
      step: 'round',
      measure: 'lives',
      lines: 'team',
      start: [3],
      values: [[2]],
      players: [{ points: null }, { points: null }, { points: null }],
    }
    const rows = csvRows(match({ report: lives, winners: [0, 1, 2] }))
    expect(rows[0]?.slice(4)).toEqual(['start', '0', 'Team', '', 'lives', '3', ''])
    expect(rows[1]?.slice(4)).toEqual(['round', '1', 'Team', '', 'lives', '2', ''])
    expect(rows[2]?.slice(4)).toEqual(['final', '', 'Anna', '1', '', '', 'yes'])
  })

  it('leaves the winner open for a match still in play, and scores empty without a report', () => {
    const rows = csvRows(match({ finished: false, winners: [], report: undefined }))
    expect(rows).toHaveLength(3)
    expect(rows.map((r) => [r[3], r[4], r[9], r[10]])).toEqual([
      ['no', 'final', '', ''],
      ['no', 'final', '', ''],
      ['no', 'final', '', ''],
    ])
  })
})

/** "Export all as CSV", downloaded: the file's text. */
async function exportedCsv(): Promise<string> {
  const blobs: Blob[] = []
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob)
    return 'blob:csv'
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
  const { shareAllCsv } = await import('../../src/app/backup')
  expect(await shareAllCsv()).toBe('downloaded')
  return (await blobs[0]?.text()) ?? ''
}

describe('"Export all as CSV" under Settings', () => {
  beforeEach(freshDevice)
  afterEach(() => vi.restoreAllMocks())

  it('writes every match on the phone, and no secret of a case still in play', async () => {
    const session = await import('../helpers/session')
    const players = ['Anna', 'Ben', 'Cora']
    await session.startMatch({ game: 'letzter-stich', players, options: {}, firstDealer: 0 })
    for (let hand = 0; hand < 5; hand++) {
      expect(await session.record({ t: 'quick', lastTrick: 0, sweep: false })).toBeNull()
    }
    const sleuths = ['Dora', 'Emil', 'Finn']
    await session.startMatch({
      game: 'stich-fuer-stich',
      players: sleuths,
      options: {},
      firstDealer: 0,
    })
    expect(await session.record({ t: 'secret', culprit: 'gardener', weapon: 'poison' })).toBeNull()

    const text = await exportedCsv()
    const finals = parse(text.slice(1)).filter((r) => r[4] === 'final')
    expect(finals.map((r) => [r[2], r[3], r[6], r[10]])).toEqual([
      ['Stich für Stich', 'no', 'Dora', ''],
      ['Stich für Stich', 'no', 'Emil', ''],
      ['Stich für Stich', 'no', 'Finn', ''],
      ['Letzter Stich', 'yes', 'Anna', 'no'],
      ['Letzter Stich', 'yes', 'Ben', 'yes'],
      ['Letzter Stich', 'yes', 'Cora', 'yes'],
    ])
    expect(text.toLowerCase()).not.toMatch(/gardener|poison/)
  })

  it('writes the matches other phones at a table brought too (#27)', async () => {
    const { storeReady } = await import('../../src/app/storage')
    const store = await storeReady()
    const match = {
      id: 'from-ben',
      setup: {
        game: 'letzter-stich',
        players: ['Xaver', 'Yuri', 'Zoe'],
        options: {},
        firstDealer: 0,
      },
      events: Array.from({ length: 40 }, (_, i) => ({ t: 'trick', winner: i % 8 === 7 ? 0 : 1 })),
      redo: [],
      createdAt: 1000,
      updatedAt: 2000,
      finished: true,
    }
    await store.commitImport(
      { matches: [{ match, winners: [1, 2] }], names: [] },
      {},
      undefined,
      3000,
    )
    expect(await store.receivedIds()).toEqual(new Set(['from-ben']))
    const finals = parse((await exportedCsv()).slice(1)).filter((r) => r[4] === 'final')
    expect(finals.map((r) => r[6])).toEqual(['Xaver', 'Yuri', 'Zoe'])
  })
})
