import type { Match } from '../core/match'
import { retryOnce, StaleMatch } from './errors'
import type { ExportFile } from './file'
import { newId } from './id'
import {
  type Answers,
  type CheckedImport,
  checkImport,
  type ImportResult,
  type ValidateMatch,
} from './import'
import type { Kv } from './kv'
import { prepareSchema } from './migrate'
import { type OpenedKv, openKv } from './open'
import {
  checkStored,
  type Opening,
  type ReadBack,
  readEach,
  readOpening,
  type Unloadable,
} from './readBack'
import {
  draftKey,
  FILE_VERSION,
  KEY,
  type KnownGames,
  keptKey,
  keysOf,
  matchKey,
  type NoteKind,
  noteKey,
  summaryKey,
} from './schema'
import { assertStorable, sameVersion } from './storable'
import { mergeNames, newestFirst, type Summary, summarize } from './summary'
import {
  type Access,
  asNames,
  checkFile,
  commitImport,
  type FileChecked,
  readIndex,
  readReceived,
} from './transfer'

/**
 * Opens the device's storage (memory if it has none) and brings its data to SCHEMA_VERSION.
 * `games`: the games this app has (the registry's ids); only their matches are stored.
 */
export async function openStore(games: KnownGames, opened?: OpenedKv): Promise<Store> {
  const { kv, persistent } = opened ?? (await openKv())
  await retryOnce('storage.readFailed', () => prepareSchema(kv))
  return new Store(kv, persistent, games)
}

export class Store {
  /** False: memory only, nothing survives closing the tab. */
  readonly persistent: boolean
  readonly #kv: Kv
  readonly #games: KnownGames
  /** The browser was asked to keep the data (stored under KEY.persistAsked): never again. */
  #persistAsked = false

  constructor(kv: Kv, persistent: boolean, games: KnownGames) {
    this.#kv = kv
    this.persistent = persistent
    this.#games = games
  }

  /**
   * The match and its summary in one transaction; resolves once it has committed. With `base`
   * (the stored version the change was made on), refuses with StaleMatch if another tab saved
   * the match since: two tabs never overwrite each other's entries. Touches only this match's
   * two keys: an entry costs the same with 5 matches stored or 500.
   * `kept`: the entries this phone keeps of a shared match, saved in the same transaction (a
   * table opened on the match: its log and what stays here change together).
   */
  async saveMatch(match: Match, winners: number[], base?: Match, kept?: unknown): Promise<void> {
    assertStorable(match, this.#games)
    const key = matchKey(match.id)
    const summary = summarize(match, winners)
    await this.#write((kv) =>
      // The match itself says which version is stored, also one saved by a tab still running an
      // older version of the app (which does not write this summary).
      kv.update([key], ([stored]) => {
        if (base && stored && !sameVersion(stored as Match, base)) throw new StaleMatch()
        const set: [string, unknown][] = [
          [key, match],
          [summaryKey(match.id), summary],
        ]
        if (kept !== undefined) set.push([keptKey(match.id), kept])
        return { set }
      }),
    )
  }

  getMatch(id: string): Promise<Match | undefined> {
    return this.#read((kv) => kv.get<Match>(matchKey(id)))
  }

  /** The most recently played unfinished match, to resume after a reload. */
  async latestOpen(): Promise<Match | undefined> {
    const open = (await this.list()).find((summary) => !summary.finished)
    return open && this.getMatch(open.id)
  }

  /** Most recently played first. */
  async list(): Promise<Summary[]> {
    return (await this.#read(readIndex)).sort(newestFirst)
  }

  deleteMatch(id: string): Promise<void> {
    return this.#write((kv) => kv.delMany(keysOf(id)))
  }

  /** A shared match's entries kept on this phone only (`setKept`); undefined when none are. */
  getKept(id: string): Promise<unknown> {
    return this.#read((kv) => kv.get(keptKey(id)))
  }

  setKept(id: string, kept: unknown): Promise<void> {
    return this.#write((kv) => kv.setMany([[keptKey(id), kept]]))
  }

  /** One of this phone's own notes on a match (`id`): its place at a table, the host's ways back; or its ticket. */
  getNote(kind: NoteKind, id = ''): Promise<unknown> {
    return this.#read((kv) => kv.get(noteKey(kind, id)))
  }

  /** undefined forgets it (a table closed on purpose). */
  setNote(kind: NoteKind, id: string, value: unknown): Promise<void> {
    const key = noteKey(kind, id)
    return this.#write((kv) =>
      value === undefined ? kv.delMany([key]) : kv.setMany([[key, value]]),
    )
  }

  /** What is half-entered in a match, as `saveDraft` left it; undefined when nothing is. */
  getDraft(id: string): Promise<unknown> {
    return this.#read((kv) => kv.get(draftKey(id)))
  }

  /** Keeps what is half-entered in a match across a reload or a killed browser; undefined drops it. */
  saveDraft(id: string, draft: unknown): Promise<void> {
    const key = draftKey(id)
    return this.#write((kv) =>
      draft === undefined ? kv.delMany([key]) : kv.setMany([[key, draft]]),
    )
  }

  /** Remembered player names, most recently used first. */
  async names(): Promise<string[]> {
    return (await this.#read((kv) => kv.get<string[]>(KEY.names))) ?? []
  }

  rememberNames(names: string[]): Promise<void> {
    return this.#write((kv) =>
      kv.update([KEY.names], ([stored]) => ({
        set: [[KEY.names, mergeNames(names, asNames(stored))]],
      })),
    )
  }

  /** Ask the browser to keep our data once, after the first saved match, and only if we can. */
  async shouldAskPersist(): Promise<boolean> {
    if (!this.persistent || this.#persistAsked) return false
    // Asked after every save: until it was asked, one small read; then none (it stays asked).
    if ((await this.#read((kv) => kv.get(KEY.persistAsked))) === true) {
      this.#persistAsked = true
      return false
    }
    return (await this.list()).length > 0
  }

  async markPersistAsked(): Promise<void> {
    await this.#write((kv) => kv.setMany([[KEY.persistAsked, true]]))
    this.#persistAsked = true
  }

  /** One stored match, read back and checked (see checkStored); undefined if it is not here. */
  async readMatch(id: string): Promise<ReadBack | undefined> {
    const [value] = await this.#read((kv) => readEach(kv, [id]))
    return value === undefined ? undefined : checkStored(value, id, this.#games)
  }

  /** What opening a match reads, in one transaction (see readOpening in readBack.ts). */
  readOpening(id: string): Promise<Opening> {
    return this.#read((kv) => readOpening(kv, id, this.#games))
  }

  /**
   * Every match the index lists (newest first, or those `which` picks), each read back and
   * checked on its own: one that cannot be read or is damaged is named with why, and the others
   * come back all the same. A match deleted since the index was read is simply gone.
   */
  async readAll(which: (summary: Summary) => boolean = () => true): Promise<ReadAll> {
    const index = (await this.list()).filter((s) => typeof s?.id === 'string' && which(s))
    const ids = index.map((s) => s.id)
    const values = await this.#read((kv) => readEach(kv, ids))
    const all: ReadAll = { matches: [], unloadable: [] }
    for (const [i, summary] of index.entries()) {
      const value = values[i]
      if (value === undefined) continue
      const read = checkStored(value, summary.id, this.#games)
      if (read.ok) all.matches.push({ summary, match: read.match })
      else all.unloadable.push({ id: summary.id, summary, reason: read.reason })
    }
    return all
  }

  /** Every match that reads back whole (see readAll), and the remembered names. */
  async exportAll(now: number): Promise<ExportFile> {
    const { matches } = await this.readAll()
    const names = await this.#read((kv) => kv.get(KEY.names))
    return {
      app: 'stichblock',
      schema: FILE_VERSION,
      exportedAt: now,
      matches: matches.map((m) => m.match),
      names: asNames(names),
    }
  }

  /**
   * Notes in the index why these matches cannot be opened, so Past matches can say so without
   * reading every match. Only the version that was read is marked: one saved or imported since
   * gets a new summary and is judged again when it is read.
   */
  markUnloadable(found: readonly Unloadable[]): Promise<void> {
    const keys = found.map((u) => summaryKey(u.id))
    return this.#write((kv) =>
      kv.update(keys, (stored) => {
        const set: [string, unknown][] = []
        for (const [i, mark] of found.entries()) {
          const summary = stored[i] as Summary | undefined
          // Without a summary the match could not be read at all: whatever is listed is it.
          const other = mark.summary && mark.summary.updatedAt !== summary?.updatedAt
          if (!summary || typeof summary !== 'object' || other) continue
          if (JSON.stringify(summary.unloadable) === JSON.stringify(mark.reason)) continue
          set.push([keys[i] as string, { ...summary, unloadable: mark.reason }])
        }
        return { set }
      }),
    )
  }

  /**
   * The first step of an import: everything that can refuse the file, and the matches in it that
   * would replace a different match on this phone (the player answers those). Writes nothing.
   */
  checkFile(text: string, validateMatch: ValidateMatch, now: number): Promise<FileChecked> {
    return checkFile(this.#access, text, validateMatch, now, this.#games)
  }

  /**
   * The second step: the checked file merged in ONE transaction, all or nothing. A conflict is
   * settled by its answer; one without an answer keeps both. `received`: from a table, then.
   */
  commitImport(checked: CheckedImport, answers: Answers = {}, makeId = newId, received?: number) {
    return commitImport(this.#access, checked, answers, makeId, received)
  }

  /** The matches that came from another phone at a table (#27), not played or imported here. */
  receivedIds(): Promise<Set<string>> {
    return this.#read(readReceived)
  }

  /** Both steps at once, every conflict kept as a copy. All or nothing. */
  async importFile(
    text: string,
    validateMatch: ValidateMatch,
    now: number = Date.now(),
    answers: Answers = {},
  ): Promise<ImportResult> {
    const result = await checkImport(text, validateMatch, now, this.#games)
    if (!result.ok) return result
    return this.commitImport(result.checked, answers)
  }

  /** Reads and writes as one section each, retried once (errors.ts): for the import's steps. */
  readonly #access: Access = {
    read: (section) => this.#read(section),
    write: (section) => this.#write(section),
  }

  #write<T>(section: (kv: Kv) => Promise<T>): Promise<T> {
    return retryOnce('storage.writeFailed', () => section(this.#kv))
  }

  #read<T>(section: (kv: Kv) => Promise<T>): Promise<T> {
    return retryOnce('storage.readFailed', () => section(this.#kv))
  }
}

/** Stored matches as readAll finds them: those that read back whole, and those that do not. */
export interface ReadAll {
  matches: { summary: Summary; match: Match }[]
  unloadable: Unloadable[]
}
