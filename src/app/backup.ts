import type { Match } from '../core/match'
import { gameEntry, gameName, loadGame } from '../games'
import { lang } from '../i18n'
import type { ExportFile, Unloadable } from '../storage'
import { type CsvMatch, csvDelimiter, csvRows, matchesCsv, toCsv } from './csv'
import { figuresOf } from './figures'
import { markBackedUp } from './reminder'
import { storeReady } from './storage'
import { loadAll, note, summaryOf } from './stored'
import { validateMatch } from './validate'

export async function importText(text: string) {
  const store = await storeReady()
  return store.importFile(text, validateMatch)
}

/** A match as an export may hold it: a secret still in play is left out. */
async function redacted(m: Match): Promise<Match> {
  if (m.finished || !gameEntry(m.setup.game)?.load) return m
  const { redact } = await loadGame(m.setup.game)
  // Redo entries are left out with the secret: they could replay it back in.
  return redact ? { ...m, events: redact(m.events, m.setup), redo: [] } : m
}

/** A backup as made: the file, and the stored matches left out of it because they do not load. */
interface Backup {
  file: ExportFile
  unloadable: Unloadable[]
}

/**
 * Everything on the phone that loads, minus what a game keeps secret in a match still running.
 * A match that does not load (damaged, unreadable, a game this version lacks, a log its rules
 * refuse) is left out and named: the import refuses a whole file for one such match, so it would
 * take every other match's backup with it.
 */
async function backupFile(now: number): Promise<Backup> {
  const store = await storeReady()
  const [names, { matches, unloadable }, { FILE_VERSION }] = await Promise.all([
    store.names(),
    loadAll(store),
    import('../storage'),
  ])
  const kept: Match[] = []
  const unwritable: Unloadable[] = []
  for (const { summary, match } of matches) {
    const m = await redacted(match)
    // Written as JSON next: a value too deep to write is caught here, for this match alone.
    if (writable(m)) kept.push(m)
    else unwritable.push({ id: m.id, summary, reason: { key: 'stored.unreadable' } })
  }
  if (unwritable.length > 0) note(store, unwritable)
  unloadable.push(...unwritable)
  const file: ExportFile = {
    app: 'stichblock',
    schema: FILE_VERSION,
    exportedAt: now,
    matches: kept,
    names: Array.isArray(names) ? names : [],
  }
  return { file, unloadable }
}

/** Everything on the phone that loads, minus what a game keeps secret (see backupFile). */
export async function exportFile(now: number): Promise<ExportFile> {
  return (await backupFile(now)).file
}

function writable(m: Match): boolean {
  try {
    JSON.stringify(m)
    return true
  } catch {
    return false
  }
}

/** One match in the backup's format, so it imports back under Settings; null if it is gone. */
async function matchFile(id: string, now: number): Promise<ExportFile | null> {
  const store = await storeReady()
  const match = await store.getMatch(id)
  if (!match) return null
  // Loaded already: storeReady brought it.
  const { FILE_VERSION } = await import('../storage')
  return {
    app: 'stichblock',
    schema: FILE_VERSION,
    exportedAt: now,
    matches: [await redacted(match)],
    names: [...match.setup.players],
  }
}

/** How a file left the app: the share sheet took it, it was downloaded, or the player cancelled. */
export type Saved = 'shared' | 'downloaded' | 'cancelled'

/**
 * Hands a file to the phone's share sheet where the Web Share API takes files, else downloads it.
 * A share that fails for another reason than the player closing the sheet falls back to download.
 */
export async function saveFile(file: File): Promise<Saved> {
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: file.name })
      return 'shared'
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
    }
  }
  const url = URL.createObjectURL(file)
  const a = document.createElement('a')
  a.href = url
  a.download = file.name
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
  return 'downloaded'
}

const today = () => new Date().toISOString().slice(0, 10)

/** A name a player can find again among the downloads: the game and the day it was played. */
export const matchFileName = (m: Pick<Match, 'setup' | 'createdAt'>, ext: string): string =>
  `stichblock-${m.setup.game}-${new Date(m.createdAt).toISOString().slice(0, 10)}.${ext}`
const jsonFile = (file: ExportFile, name: string) =>
  new File([JSON.stringify(file, null, 1)], name, { type: 'application/json' })

/** What an export of everything did: how the file left, its name, and what it left out. */
export interface Exported {
  saved: Saved
  name: string
  unloadable: Unloadable[]
}

/**
 * Saves everything as a JSON file the player can keep or move to another phone: through the
 * phone's share sheet where the Web Share API takes files, as a download elsewhere.
 */
export async function exportBackup(): Promise<Exported> {
  const { file, unloadable } = await backupFile(Date.now())
  const name = `stichblock-${today()}.json`
  const saved = await saveFile(jsonFile(file, name))
  // The player closed the share sheet: nothing was saved, so no reminder is silenced.
  if (saved !== 'cancelled') markBackedUp(file.matches.filter((m) => m.finished).length)
  return { saved, name, unloadable }
}

/** exportBackup, for callers that only need the file's name. */
export async function shareExport(): Promise<string> {
  return (await exportBackup()).name
}

/** One match as a JSON file that imports back under Settings. */
export async function shareMatchJson(id: string): Promise<Saved | null> {
  const file = await matchFile(id, Date.now())
  const match = file?.matches[0]
  if (!file || !match) return null
  return saveFile(jsonFile(file, matchFileName(match, 'json')))
}

/** A stored match as the CSV sees it: the stored facts and, where it replays, its report. */
async function csvMatch(m: Match): Promise<CsvMatch> {
  const figures = await figuresOf(m)
  return {
    id: m.id,
    createdAt: m.createdAt,
    game: gameName(m.setup.game),
    setup: m.setup,
    finished: m.finished,
    winners: figures?.winners ?? [],
    report: figures?.report,
  }
}

const csvFile = (text: string, name: string) => new File([text], name, { type: 'text/csv' })

/**
 * Every match on the phone that loads as one CSV file; redacted as the JSON export is. A match
 * whose rows cannot be written is left out and named like one that does not load.
 */
export async function exportAllCsv(): Promise<Exported> {
  const { file, unloadable } = await backupFile(Date.now())
  const rows: string[][] = []
  for (const m of file.matches) {
    try {
      rows.push(...csvRows(await csvMatch(m)))
    } catch {
      unloadable.push({ id: m.id, summary: summaryOf(m), reason: { key: 'stored.broken' } })
    }
  }
  const name = `stichblock-${today()}.csv`
  const saved = await saveFile(csvFile(toCsv(rows, csvDelimiter(lang.value)), name))
  return { saved, name, unloadable }
}

/** exportAllCsv, for callers that only need to know how the file left. */
export async function shareAllCsv(): Promise<Saved> {
  return (await exportAllCsv()).saved
}

/** One match as a CSV file. */
export async function shareMatchCsv(id: string): Promise<Saved | null> {
  const file = await matchFile(id, Date.now())
  const match = file?.matches[0]
  if (!match) return null
  const text = matchesCsv([await csvMatch(match)], csvDelimiter(lang.value))
  return saveFile(csvFile(text, matchFileName(match, 'csv')))
}
