// Importing a backup in two steps: check the file (nothing written), then, once the player has
// answered for every match that would replace a different one, commit it in one transaction.
import type { Reason } from '../core/reason'
import type { Answers, CheckedImport, Conflict, ImportResult } from '../storage'
import { latestLink, rememberContinue } from './continueHint'
import { storeReady } from './storage'
import { validateMatch } from './validate'

export type Checked =
  | { ok: true; checked: CheckedImport; conflicts: Conflict[] }
  | { ok: false; reason: Reason }

/** Everything that can refuse the file, and the questions to ask; writes nothing. */
async function checkImportText(text: string, now = Date.now()): Promise<Checked> {
  const store = await storeReady()
  return store.checkFile(text, validateMatch, now)
}

export type Decoded = { ok: true; text: string } | { ok: false; reason: Reason }

/**
 * A file's bytes as text. Exports are UTF-8; a byte that is not refuses the file instead of
 * becoming "\uFFFD" in a name (what `Blob.text()` would do). A leading byte order mark is dropped.
 */
export function decodeImport(bytes: ArrayBuffer | Uint8Array): Decoded {
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) }
  } catch {
    return { ok: false, reason: { key: 'import.notUtf8' } }
  }
}

/** The file the player chose: its bytes decoded, then checked as `checkImportText`. */
export async function checkImportFile(file: Blob, now = Date.now()): Promise<Checked> {
  const decoded = decodeImport(await file.arrayBuffer())
  return decoded.ok ? checkImportText(decoded.text, now) : decoded
}

/** All or nothing; a conflict without an answer keeps both. */
export async function commitImport(
  checked: CheckedImport,
  answers: Answers,
): Promise<ImportResult> {
  const store = await storeReady()
  const result = await store.commitImport(checked, answers)
  // An imported match may now be the latest open one (the home screen checks again anyway).
  await store.list().then(
    (list) => rememberContinue(latestLink(list)),
    () => {},
  )
  return result
}
