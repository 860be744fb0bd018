import { StorageError } from './errors'
import type { Kv, Plan } from './kv'
import { KEY, SCHEMA_VERSION, summaryKey } from './schema'

/**
 * Step `n` turns data of version n into version n+1 and returns what to write and remove. Each
 * step is written together with its new version number in one transaction, so an interrupted
 * upgrade resumes where it stopped. A version without a step had nothing to change.
 */
type Migration = (kv: Kv) => Promise<Plan>
const MIGRATIONS: Readonly<Record<number, Migration>> = {
  /**
   * 1 → 2: every summary moves from the one 'index' key (read and rewritten whole on every entry:
   * 40 KB with 200 matches) to its own key beside its match. Summaries are copied as they are,
   * also those the old list could not use: the list judges them as it always did.
   */
  1: async (kv) => {
    const index = await kv.get<unknown>(KEY.index)
    const summaries = Array.isArray(index) ? index : []
    const set: [string, unknown][] = []
    for (const summary of summaries) {
      const id = (summary as { id?: unknown } | null)?.id
      if (typeof id === 'string') set.push([summaryKey(id), summary])
    }
    return { set, remove: [KEY.index] }
  },
}

/** Writes the version on first open, upgrades older data, refuses newer data unread. */
export async function prepareSchema(kv: Kv, migrations = MIGRATIONS): Promise<void> {
  const stored = await kv.get<unknown>(KEY.schema)
  if (stored === undefined) return kv.setMany([[KEY.schema, SCHEMA_VERSION]])
  if (typeof stored !== 'number' || !Number.isInteger(stored) || stored < 0) {
    throw new StorageError({ key: 'storage.readFailed' })
  }
  if (stored > SCHEMA_VERSION) {
    throw new StorageError({ key: 'storage.newerData', params: { version: stored } })
  }
  for (let version = stored; version < SCHEMA_VERSION; version++) {
    const { set = [], remove = [] } = (await migrations[version]?.(kv)) ?? {}
    await kv.setMany([...set, [KEY.schema, version + 1]], remove)
  }
}
