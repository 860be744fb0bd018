import * as v from 'valibot'
import type { Match } from '../core/match'
import { retryOnce, StaleMatch } from './errors'
import type { ExportFile } from './file'
import { checkImport, type ImportResult, mergeImport, type ValidateMatch } from './import'
import type { Kv } from './kv'
import { prepareSchema } from './migrate'
import { type OpenedKv, openKv } from './open'
import { draftKey, isGameId, issuePath, KEY, matchKey, matchSchema, SCHEMA_VERSION } from './schema'
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

  constructor(kv: Kv, persistent: boolean) {
    this.#kv = kv
    this.persistent = persistent
  }

  /**
   * The match and its summary in one transaction; resolves once it has committed. With `base`
   * (the stored version the change was made on), refuses with StaleMatch if another tab saved
   * the match since: two tabs never overwrite each other's entries.
   */
  async saveMatch(match: Match, winners: number[], base?: Match): Promise<void> {
    assertStorable(match)
    const key = matchKey(match.id)
    const summary = summarize(match, winners)
    await this.#write((kv) =>
      kv.update([key, KEY.index], ([stored, index]) => {
        if (base && stored && !sameVersion(stored as Match, base)) throw new StaleMatch()
        return {
          set: [
            [key, match],
            [KEY.index, withSummary(asIndex(index), summary)],
          ],
        }
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
    return this.#write((kv) =>
      kv.update([KEY.index], ([index]) => ({
        set: [[KEY.index, asIndex(index).filter((summary) => summary.id !== id)]],
        remove: [matchKey(id), draftKey(id)],
      })),
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
    let counts = { added: 0, updated: 0, unchanged: 0 }
    await this.#write((kv) =>
      kv.update([KEY.index, KEY.names], ([index, names]) => {
        const { entries, ...merged } = mergeImport(asIndex(index), asNames(names), result.checked)
        counts = merged
        return { set: entries }
      }),
    )
    return { ok: true, ...counts }
  }

  #write<T>(section: (kv: Kv) => Promise<T>): Promise<T> {
    return retryOnce('storage.writeFailed', () => section(this.#kv))
  }

  #read<T>(section: (kv: Kv) => Promise<T>): Promise<T> {
    return retryOnce('storage.readFailed', () => section(this.#kv))
  }
}

async function readIndex(kv: Kv): Promise<Summary[]> {
  return asIndex(await kv.get(KEY.index))
}
const asIndex = (stored: unknown): Summary[] => (Array.isArray(stored) ? stored : [])
const asNames = (stored: unknown): string[] => (Array.isArray(stored) ? stored : [])

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
