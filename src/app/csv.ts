import type { Setup } from '../core/game'
import type { Report } from '../core/report'

/** One match as the CSV export sees it: the stored facts plus its game's Report (if it has one). */
export interface CsvMatch {
  id: string
  createdAt: number
  /** The game's name as players know it. */
  game: string
  setup: Setup
  finished: boolean
  /** Seats that won (empty until finished). */
  winners: readonly number[]
  report?: Report
}

const CSV_HEADER = [
  'match',
  'date',
  'game',
  'finished',
  'step',
  'number',
  'player',
  'seat',
  'measure',
  'value',
  'winner',
] as const

/** Excel opens a file with its region's list separator: ';' where the decimal mark is a comma. */
export const csvDelimiter = (lang: string): ',' | ';' => (lang === 'de' ? ';' : ',')

// A name or match id starting like a formula would run as one in a spreadsheet (an imported id
// may start with '-'); a leading ' keeps it text.
const asText = (s: string): string => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s)

/**
 * Long format, one row per match, step and line: the value of each player (or of the whole table)
 * before the first step (step "start", number 0) and after each hand, case or round; then one
 * "final" row per seat with the final score and whether that player won.
 */
export function csvRows(m: CsvMatch): string[][] {
  const { players } = m.setup
  const date = new Date(m.createdAt).toISOString()
  const head = [asText(m.id), date, m.game, m.finished ? 'yes' : 'no']
  const r = m.report
  const rows: string[][] = []
  if (r) {
    const lineOf = (line: number): [string, string] =>
      r.lines === 'team' ? ['Team', ''] : [asText(players[line] ?? ''), String(line + 1)]
    const steps: [string, number, number[]][] = [
      ['start', 0, r.start],
      ...r.values.map((v, i): [string, number, number[]] => [r.step, i + 1, v]),
    ]
    for (const [kind, n, values] of steps) {
      for (const [line, value] of values.entries()) {
        rows.push([...head, kind, String(n), ...lineOf(line), r.measure, String(value), ''])
      }
    }
  }
  for (const [seat, name] of players.entries()) {
    const points = r?.players[seat]?.points
    const won = m.finished ? (m.winners.includes(seat) ? 'yes' : 'no') : ''
    const value = points === null || points === undefined ? '' : String(points)
    const measure = value === '' ? '' : (r?.measure ?? '')
    rows.push([...head, 'final', '', asText(name), String(seat + 1), measure, value, won])
  }
  return rows
}

/** RFC 4180: a field with the delimiter, a quote or a line break is quoted, quotes doubled. */
export function csvField(value: string, delimiter = ','): string {
  const special = value.includes(delimiter) || /["\r\n]/.test(value)
  return special ? `"${value.replaceAll('"', '""')}"` : value
}

/** The whole file: a UTF-8 byte order mark (so Excel reads umlauts), a header, CRLF line ends. */
export function toCsv(rows: readonly (readonly string[])[], delimiter = ','): string {
  const lines = [CSV_HEADER, ...rows].map((row) =>
    row.map((field) => csvField(field, delimiter)).join(delimiter),
  )
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

export const matchesCsv = (matches: readonly CsvMatch[], delimiter = ','): string =>
  toCsv(matches.flatMap(csvRows), delimiter)
