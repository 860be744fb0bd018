import { createStore, entries } from 'idb-keyval'
import { vi } from 'vitest'
import type { Match } from '../../src/core/match'
import { GAME_IDS } from '../../src/games'
import { idbKv, type Kv, memoryKv, type Plan } from '../../src/storage/kv'
import { openStore } from '../../src/storage/store'

let counter = 0
/** Every test gets its own database, so tests never see each other's matches. */
export const freshDbName = (): string => `stichblock-test-${++counter}-${Date.now()}`

export function makeMatch(overrides: Partial<Match> = {}): Match {
  return {
    id: `m${++counter}`,
    setup: { game: 'letzter-stich', players: ['Anna', 'Ben', 'Cem'], options: {}, firstDealer: 0 },
    events: [{ bid: 2 }, { trick: 1 }],
    redo: [],
    createdAt: 1000,
    updatedAt: 2000,
    finished: false,
    ...overrides,
  }
}

/** A store on a real (fake-indexeddb) database, as after a page load. */
export const openIdbStore = (dbName: string) =>
  openStore(GAME_IDS, { kv: idbKv(dbName), persistent: true })

/** Everything in the database, for "nothing changed" checks. */
export async function dump(dbName: string): Promise<string> {
  const all = await entries(createStore(dbName, 'kv'))
  return JSON.stringify(all.sort(([a], [b]) => String(a).localeCompare(String(b))))
}

/** Wraps a Kv so tests can count writes and make them fail. */
export function spyKv(inner: Kv = memoryKv()) {
  const kv: Kv = {
    get: <T>(key: string) => inner.get<T>(key),
    getMany: <T>(keys: string[]) => inner.getMany<T>(keys),
    getPrefixed: <T>(prefix: string) => inner.getPrefixed<T>(prefix),
    setMany: vi.fn((set: [string, unknown][], remove?: string[]) => inner.setMany(set, remove)),
    update: vi.fn(
      (keys: string[], plan: (stored: unknown[], prefixed: unknown[]) => Plan, prefix?: string) =>
        inner.update(keys, plan, prefix),
    ),
    delMany: vi.fn((keys: string[]) => inner.delMany(keys)),
  }
  return kv as Kv & {
    setMany: ReturnType<typeof vi.fn>
    update: ReturnType<typeof vi.fn>
    delMany: ReturnType<typeof vi.fn>
  }
}

export const quotaError = (): Error =>
  new DOMException('The quota has been exceeded.', 'QuotaExceededError')

/**
 * The app's validator, simplified: every match is fine, over when the file says so, and seat 0
 * won the finished ones.
 */
export const acceptAll = async (match: Match) => ({
  ok: true as const,
  winners: match.finished ? [0] : [],
  finished: match.finished,
})
