import * as v from 'valibot'
import type { Match } from '../core/match'
import type { Params, Reason } from '../core/reason'
import {
  isGameId,
  issuePath,
  LIMITS,
  matchSchema,
  namesSchema,
  SCHEMA_VERSION,
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
  schema: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(SCHEMA_VERSION)),
  exportedAt: time,
  matches: v.pipe(v.array(matchSchema), v.maxLength(LIMITS.matches)),
  names: namesSchema,
})

const fail = (key: string, params?: Params): ParsedFile => ({
  ok: false,
  reason: params ? { key, params } : { key },
})

/** Everything about a file that does not need a game's rules. */
export function parseFile(text: string): ParsedFile {
  if (tooLarge(text)) return fail('import.tooLarge', { megabytes: LIMITS.importBytes / 2 ** 20 })
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return fail('import.notJson')
  }
  const header = v.safeParse(headerSchema, data)
  if (!header.success) return fail('import.notStichblock')
  const { schema } = header.output
  if (schema > SCHEMA_VERSION) return fail('import.newer', { version: schema })
  const parsed = v.safeParse(fileSchema, data, { abortEarly: true })
  if (!parsed.success) {
    const [issue] = parsed.issues
    // A wrong type means a damaged file; a right type with a wrong value is out of range.
    const key = issue.kind === 'schema' ? 'import.badShape' : 'import.badValue'
    return fail(key, { path: issuePath(issue) })
  }
  return checkMatches(parsed.output)
}

/** UTF-8 never has fewer bytes than UTF-16 code units, so most files skip the encoding. */
function tooLarge(text: string): boolean {
  if (text.length > LIMITS.importBytes) return true
  return text.length * 3 > LIMITS.importBytes && new Blob([text]).size > LIMITS.importBytes
}

function checkMatches(file: v.InferOutput<typeof fileSchema>): ParsedFile {
  const ids = new Set<string>()
  for (const [i, match] of file.matches.entries()) {
    const { game } = match.setup
    if (!isGameId(game))
      return fail('import.unknownGame', { match: i + 1, game: game.slice(0, 40) })
    // Merging is by id, so two copies in one file would make the result depend on their order.
    if (ids.has(match.id)) return fail('import.badValue', { path: `matches.${i}.id` })
    ids.add(match.id)
  }
  return { ok: true, file: file as ExportFile }
}
