import { StorageError } from './errors'
import type { Kv } from './kv'
import { KEY, SCHEMA_VERSION } from './schema'

/**
 * Step `n` turns data of version n into version n+1 and returns the entries to write. Each step
 * is written together with its new version number in one transaction, so an interrupted
 * upgrade resumes where it stopped. A version without a step had nothing to change.
 */
export type Migration = (kv: Kv) => Promise<[string, unknown][]>
export const MIGRATIONS: Readonly<Record<number, Migration>> = {}

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
    const entries = (await migrations[version]?.(kv)) ?? []
    await kv.setMany([...entries, [KEY.schema, version + 1]])
  }
}
