// An import's two steps against the store (Store.checkFile, Store.commitImport): the file checked
// and compared with what is here, then merged in one transaction, all or nothing. import.ts holds
// the pure checks and the merge; this file reads and writes them.
import type { Reason } from '../core/reason'
import {
  type Answers,
  type CheckedImport,
  type Conflict,
  checkImport,
  conflicts,
  type ImportCounts,
  type ImportResult,
  mergeImport,
  type ValidateMatch,
} from './import'
import type { Kv } from './kv'
import { KEY, type KnownGames, RECEIVED_PREFIX, SUMMARY_PREFIX } from './schema'
import type { Summary } from './summary'

/** Storage's sections: each a read or a read-write, retried once as the store does. */
export interface Access {
  read<T>(section: (kv: Kv) => Promise<T>): Promise<T>
  write<T>(section: (kv: Kv) => Promise<T>): Promise<T>
}

export type FileChecked =
  | { ok: true; checked: CheckedImport; conflicts: Conflict[] }
  | { ok: false; reason: Reason }

/** Every summary, one key per match; what is not a summary is passed over as before. */
export async function readIndex(kv: Kv): Promise<Summary[]> {
  return asIndex(await kv.getPrefixed(SUMMARY_PREFIX))
}
/** The ids of the matches that came from another phone at a table (#27, `receivedKey`). */
export async function readReceived(kv: Kv): Promise<Set<string>> {
  const marks = await kv.getPrefixed<{ id?: unknown } | undefined>(RECEIVED_PREFIX)
  return new Set(marks.flatMap((mark) => (typeof mark?.id === 'string' ? [mark.id] : [])))
}
const asIndex = (stored: unknown): Summary[] => (Array.isArray(stored) ? stored : [])
export const asNames = (stored: unknown): string[] => (Array.isArray(stored) ? stored : [])

export async function checkFile(
  access: Access,
  text: string,
  validateMatch: ValidateMatch,
  now: number,
  games: KnownGames,
): Promise<FileChecked> {
  const result = await checkImport(text, validateMatch, now, games)
  if (!result.ok) return result
  const index = await access.read(readIndex)
  return { ok: true, checked: result.checked, conflicts: conflicts(index, result.checked) }
}

export async function commitImport(
  access: Access,
  checked: CheckedImport,
  answers: Answers,
  makeId: () => string,
  received?: number,
): Promise<ImportResult> {
  let counts: ImportCounts = { added: 0, updated: 0, unchanged: 0, copied: 0, replaced: 0 }
  await access.write((kv) =>
    kv.update(
      [KEY.names],
      ([names], index) => {
        const { entries, remove, ...merged } = mergeImport(
          asIndex(index),
          asNames(names),
          checked,
          answers,
          makeId,
          received,
        )
        counts = merged
        return { set: entries, remove }
      },
      SUMMARY_PREFIX,
    ),
  )
  return { ok: true, ...counts }
}
