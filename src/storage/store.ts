import * as v from 'valibot'
import type { Match } from '../core/match'
import { retryOnce } from './errors'
import type { ExportFile } from './file'
import { checkImport, type ImportResult, mergeImport, type ValidateMatch } from './import'
import type { Kv } from './kv'
import { prepareSchema } from './migrate'
import { type OpenedKv, openKv } from './open'
import { serial } from './queue'
import { isGameId, issuePath, KEY, matchKey, matchSchema, SCHEMA_VERSION } from './schema'
import { mergeNames, newestFirst, type Summary, summarize, withSummary } from './summary'

/** Opens the device's storage (memory if it has none) and brings its data to SCHEMA_VERSION. */
export async function openStore(opened?: OpenedKv): Promise<Store> {
  const { kv, persistent } = opened ?? (await openKv())
  await retryOnce('storage.readFailed', () => prepareSchema(kv))
  return new Store(kv, persistent)
}

export class Store {
  /** False: memory only, nothing survives closing the tab. */
  readonly persistent: boolean
  readonly #kv: Kv
  readonly #serial: <T>(section: () => Promise<T>) => Promise<T>

  constructor(kv: Kv, persistent: boolean) {
    this.#kv = kv
    this.persistent = persistent
    this.#serial = serial(persistent ? 'stichblock-storage' : undefined)
  }

  /**
   * The match and its summary in one transaction; resolves once it has committed. With `base`
   * (the stored version the change was made on), refuses with StaleMatch if another tab saved
   * the match since: two tabs never overwrite each other's entries.
   */
  async saveMatch(match: Match, winners: number[], base?: Match): Promise<void> {
    assertStorable(match)
    await this.#write(async (kv) => {
      const index = withSummary(await readIndex(kv), summarize(match, winners))
      const key = matchKey(match.id)
      const expect = base && {
        key,
        matches: (stored: unknown) => !stored || sameVersion(stored as Match, base),
      }
      await kv.setMany(
        [
          [key, match],
          [KEY.index, index],
        ],
        [],
        expect,
      )
    })
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
    return this.#write(async (kv) => {
      const index = (await readIndex(kv)).filter((summary) => summary.id !== id)
      await kv.setMany([[KEY.index, index]], [matchKey(id)])
    })
  }

  /** Remembered player names, most recently used first. */
  async names(): Promise<string[]> {
    return (await this.#read((kv) => kv.get<string[]>(KEY.names))) ?? []
  }

  rememberNames(names: string[]): Promise<void> {
    return this.#write(async (kv) => {
      const merged = mergeNames(names, (await kv.get<string[]>(KEY.names)) ?? [])
      await kv.setMany([[KEY.names, merged]])
    })
  }

  /** Ask the browser to keep our data once, after the first saved match, and only if we can. */
  async shouldAskPersist(): Promise<boolean> {
    if (!this.persistent) return false
    const [asked, index] = await this.#read((kv) =>
      kv.getMany<unknown>([KEY.persistAsked, KEY.index]),
    )
    return asked !== true && Array.isArray(index) && index.length > 0
  }

  markPersistAsked(): Promise<void> {
    return this.#write((kv) => kv.setMany([[KEY.persistAsked, true]]))
  }

  exportAll(now: number): Promise<ExportFile> {
    return this.#read(async (kv) => {
      const index = (await readIndex(kv)).sort(newestFirst)
      const [names, ...matches] = await kv.getMany<unknown>([
        KEY.names,
        ...index.map((summary) => matchKey(summary.id)),
      ])
      return {
        app: 'stichblock',
        schema: SCHEMA_VERSION,
        exportedAt: now,
        matches: matches.filter((match): match is Match => match !== undefined),
        names: Array.isArray(names) ? (names as string[]) : [],
      }
    })
  }

  /** All or nothing: any rejection leaves the stored data exactly as it was. */
  async importFile(text: string, validateMatch: ValidateMatch): Promise<ImportResult> {
    const result = await checkImport(text, validateMatch)
    if (!result.ok) return result
    return this.#write(async (kv) => {
      const [index, names] = await Promise.all([readIndex(kv), kv.get<string[]>(KEY.names)])
      const { entries, added, updated, unchanged } = mergeImport(index, names ?? [], result.checked)
      if (entries.length > 0) await kv.setMany(entries)
      return { ok: true, added, updated, unchanged }
    })
  }

  #write<T>(section: (kv: Kv) => Promise<T>): Promise<T> {
    return this.#serial(() => retryOnce('storage.writeFailed', () => section(this.#kv)))
  }

  #read<T>(section: (kv: Kv) => Promise<T>): Promise<T> {
    return retryOnce('storage.readFailed', () => section(this.#kv))
  }
}

async function readIndex(kv: Kv): Promise<Summary[]> {
  return (await kv.get<Summary[]>(KEY.index)) ?? []
}

/** A match that could not be imported again would make its export useless: refuse it now. */
function assertStorable(match: Match): void {
  const checked = v.safeParse(matchSchema, match, { abortEarly: true })
  if (!checked.success) {
    throw new TypeError(`Match ${match.id} cannot be stored: ${issuePath(checked.issues[0])}`)
  }
  if (!isGameId(match.setup.game)) throw new TypeError(`Unknown game ${match.setup.game}`)
}

/** The same stored version: saved at the same moment with the same log. */
const sameVersion = (a: Match, b: Match): boolean =>
  a.updatedAt === b.updatedAt &&
  a.events.length === b.events.length &&
  a.redo.length === b.redo.length
