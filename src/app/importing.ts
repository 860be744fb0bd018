// Importing a backup in two steps: check the file (nothing written), then, once the player has
// answered for every match that would replace a different one, commit it in one transaction.
import type { Reason } from '../core/reason'
import type { Answers, CheckedImport, Conflict, ImportResult } from '../storage'
import { storeReady } from './storage'
import { validateMatch } from './validate'

export type Checked =
  | { ok: true; checked: CheckedImport; conflicts: Conflict[] }
  | { ok: false; reason: Reason }

/** Everything that can refuse the file, and the questions to ask; writes nothing. */
export async function checkImportText(text: string, now = Date.now()): Promise<Checked> {
  const store = await storeReady()
  return store.checkFile(text, validateMatch, now)
}

/** All or nothing; a conflict without an answer keeps both. */
export async function commitImport(
  checked: CheckedImport,
  answers: Answers,
): Promise<ImportResult> {
  const store = await storeReady()
  return store.commitImport(checked, answers)
}
