// A link's exchange of finished matches (historyPeer.ts) on this phone's store (#27): what it
// offers is read from the store's list, what it sends is an export file of those matches, and
// what it receives is checked exactly as an imported file is (schemas, names, dates, nesting, a
// replay by the game's rules) and merged as one: by id, no duplicates, in one transaction, all
// or nothing. A different match under one of this phone's ids is asked about (`ask`), never
// replaced silently.
import type { Reason } from '../core/reason'
import {
  type Answers,
  type CheckedImport,
  type Conflict,
  FILE_VERSION,
  LIMITS,
  type Store,
  type ValidateMatch,
} from '../storage'
import { refusedReceived } from './history'
import type { HistoryDeps } from './historyPeer'

export interface StoreHistory {
  store: Store
  validate: ValidateMatch
  players: () => readonly string[]
  consent: () => boolean | null
  now?: () => number
  /**
   * Matches that came would put a different match in place of one here: the player answers, as
   * at an import; null: nothing of that file is taken.
   */
  ask: (conflicts: Conflict[], checked: CheckedImport) => Promise<Answers | null>
  /** Matches from another phone were stored: offer them on this phone's other links. */
  onMerged?: (added: number) => void
  onRefused?: (reason: Reason) => void
}

/** What one file may hold: well within an import's size, as many matches as an import takes. */
const FILE_CHARS = Math.floor(LIMITS.importBytes * 0.8)

/**
 * Matches (each as JSON) packed into export files an import takes, in order. No remembered names
 * travel: only the matches asked for. A match too large for any file is left out (an import
 * would refuse it).
 */
function packed(matches: readonly string[], at: number): string[] {
  const files: string[][] = []
  let current: string[] = []
  let chars = 0
  for (const match of matches) {
    if (match.length > FILE_CHARS) continue
    if (chars + match.length > FILE_CHARS || current.length === LIMITS.matches) {
      files.push(current)
      current = []
      chars = 0
    }
    current.push(match)
    chars += match.length + 1
  }
  if (current.length > 0) files.push(current)
  return files.map(
    (file) =>
      `{"app":"stichblock","schema":${FILE_VERSION},"exportedAt":${at},"matches":[${file.join(',')}],"names":[]}`,
  )
}

export function storeHistory(o: StoreHistory): HistoryDeps {
  const now = o.now ?? Date.now
  return {
    index: () => o.store.list(),
    players: o.players,
    consent: o.consent,
    onRefused: o.onRefused,
    async filesOf(ids) {
      const wanted = new Set(ids)
      const { matches } = await o.store.readAll((summary) => wanted.has(summary.id))
      return packed(
        matches.map(({ match }) => JSON.stringify(match)),
        now(),
      )
    },
    async take(text, asked) {
      const result = await o.store.checkFile(text, o.validate, now())
      if (!result.ok) return { refused: result.reason }
      const refused = refusedReceived(result.checked.matches, asked, o.players())
      if (refused) return { refused }
      const checked = { ...result.checked, names: [] }
      const took = checked.matches.map(({ match }) => match.id)
      let answers: Answers = {}
      if (result.conflicts.length > 0) {
        const answered = await o.ask(result.conflicts, checked)
        if (!answered) return { took }
        answers = answered
      }
      let merged: Awaited<ReturnType<Store['commitImport']>>
      try {
        merged = await o.store.commitImport(checked, answers, undefined, now())
      } catch (error) {
        const reason = (error as { reason?: Reason }).reason
        return { refused: reason?.key ? reason : { key: 'storage.writeFailed' } }
      }
      if (!merged.ok) return { refused: merged.reason }
      const added = merged.added + merged.updated + merged.copied + merged.replaced
      if (added > 0) o.onMerged?.(added)
      return { took }
    },
  }
}
