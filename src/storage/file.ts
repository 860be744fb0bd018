import * as v from 'valibot'
import type { Match } from '../core/match'
import { checkPlayers } from '../core/players'
import type { Params, Reason } from '../core/reason'
import {
  FILE_VERSION,
  issuePath,
  type KnownGames,
  LIMITS,
  matchSchema,
  namesSchema,
  time,
} from './schema'

/** What "Export" writes and "Import" reads. */
export interface ExportFile {
  app: 'stichblock'
  schema: number
  exportedAt: number
  matches: Match[]
  names: string[]
}

export type ParsedFile = { ok: true; file: ExportFile } | { ok: false; reason: Reason }

// Checked before the full schema, so a file from a newer app is named as such and not "damaged".
const headerSchema = v.looseObject({ app: v.literal('stichblock'), schema: v.number() })

const fileSchema = v.object({
  app: v.literal('stichblock'),
  schema: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(FILE_VERSION)),
  exportedAt: time,
  matches: v.pipe(v.array(matchSchema), v.maxLength(LIMITS.matches)),
  names: namesSchema,
})

const fail = (key: string, params?: Params): ParsedFile => ({
  ok: false,
  reason: params ? { key, params } : { key },
})

/**
 * How deep brackets may nest. An export nests at most 7 levels (file, matches, match, events,
 * event, round input, counts per seat); 64 leaves room for any later format and is still far
 * too shallow for any recursion in valibot or a game's rules to matter.
 */
const MAX_DEPTH = 64

/** A file may be up to a day ahead of this phone's clock (two clocks never agree exactly). */
const FUTURE_SLACK = 24 * 60 * 60 * 1000

/**
 * One pass over the text, before JSON.parse: where its brackets (outside strings) first nest
 * deeper than `max`, or -1. It stops there, so a refusal reads the file only up to that bracket:
 * 5 MB of `[` are refused after `max + 1` characters, and nothing recursive ever sees such data.
 */
export function tooDeepAt(text: string, max: number): number {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c)
        i++ // a backslash: the next character is escaped, whatever it is
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return i
    } else if (c === 0x5d || c === 0x7d) depth--
  }
  return -1
}

/**
 * Everything about a file that does not need a game's rules. `now` is this phone's clock: a
 * match dated more than a day after it is refused; a match of a game not in `games`, too.
 */
export function parseFile(text: string, now: number, games: KnownGames): ParsedFile {
  if (tooLarge(text)) return fail('import.tooLarge', { megabytes: LIMITS.importBytes / 2 ** 20 })
  if (tooDeepAt(text, MAX_DEPTH) !== -1) return fail('import.tooDeep', { max: MAX_DEPTH })
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return fail('import.notJson')
  }
  const header = v.safeParse(headerSchema, data)
  if (!header.success) return fail('import.notStichblock')
  const { schema } = header.output
  if (schema > FILE_VERSION) return fail('import.newer', { version: schema })
  const parsed = v.safeParse(fileSchema, data, { abortEarly: true })
  if (!parsed.success) return refusal(parsed.issues[0], data)
  return checkMatches(parsed.output, now, games)
}

const TIMES = /^(exportedAt|matches\.\d+\.(createdAt|updatedAt))$/
const PLAYERS = /^matches\.(\d+)\.setup\.players(\.\d+)?$/

/** What the first issue of the file schema says, as precisely as the player can use it. */
function refusal(issue: v.BaseIssue<unknown>, data: unknown): ParsedFile {
  const path = issuePath(issue)
  // A wrong type means a damaged file; a right type with a wrong value is out of range.
  if (issue.kind === 'schema') return fail('import.badShape', { path })
  if (TIMES.test(path)) return fail('import.badTime', { path })
  const seat = PLAYERS.exec(path)
  if (seat) {
    // The names broke the app's rule: say which, in the new-match screen's own words.
    const i = Number(seat[1])
    const players = (data as { matches: { setup: { players: string[] } }[] }).matches[i]?.setup
      .players
    const problem = players && checkPlayers(players, 1, LIMITS.players)
    // Too many players is the file's own limit, not a game's: that stays a bad value.
    if (problem && problem.key !== 'players.count') {
      return fail(problem.key, { ...problem.params, match: i + 1 })
    }
  }
  return fail('import.badValue', { path })
}

/** UTF-8 never has fewer bytes than UTF-16 code units, so most files skip the encoding. */
function tooLarge(text: string): boolean {
  if (text.length > LIMITS.importBytes) return true
  return text.length * 3 > LIMITS.importBytes && new Blob([text]).size > LIMITS.importBytes
}

/** Dates a phone's clock can have written: whole milliseconds, in order, not in the future. */
function checkTimes(match: Match, i: number, now: number): ParsedFile | null {
  const at = (field: string) => `matches.${i}.${field}`
  for (const field of ['createdAt', 'updatedAt'] as const) {
    if (!Number.isInteger(match[field])) return fail('import.badTime', { path: at(field) })
  }
  if (match.createdAt > match.updatedAt) {
    return fail('import.timeOrder', { match: i + 1, path: at('createdAt') })
  }
  if (match.updatedAt > now + FUTURE_SLACK) {
    return fail('import.future', { match: i + 1, path: at('updatedAt') })
  }
  return null
}

function checkMatches(
  file: v.InferOutput<typeof fileSchema>,
  now: number,
  games: KnownGames,
): ParsedFile {
  const ids = new Set<string>()
  for (const [i, match] of file.matches.entries()) {
    const { game } = match.setup
    if (!games.includes(game))
      return fail('import.unknownGame', { match: i + 1, game: game.slice(0, 40) })
    const times = checkTimes(match as Match, i, now)
    if (times) return times
    // Merging is by id, so two copies in one file would make the result depend on their order.
    if (ids.has(match.id)) return fail('import.badValue', { path: `matches.${i}.id` })
    ids.add(match.id)
  }
  return { ok: true, file: file as ExportFile }
}
