import { createStore, delMany, get, getMany, promisifyRequest } from 'idb-keyval'
import { StaleMatch } from './errors'

/** The few operations storage needs; an interface so private mode and tests can use memory. */
export interface Kv {
  get<T>(key: string): Promise<T | undefined>
  getMany<T>(keys: string[]): Promise<(T | undefined)[]>
  /**
   * One transaction: every put and every delete lands, or none does. Resolves only once the
   * transaction has committed. Deletes ride along so a match and its summary go together.
   */
  setMany(entries: [string, unknown][], remove?: string[], expect?: Expect): Promise<void>
  delMany(keys: string[]): Promise<void>
}

/**
 * A condition checked inside the write's own transaction: the write happens only if the value
 * stored under `key` passes `matches`, else it rejects with StaleMatch. Two tabs writing the same
 * match cannot both pass, Web Locks or not.
 */
export interface Expect {
  key: string
  matches: (stored: unknown) => boolean
}

export const DB_NAME = 'stichblock'

export function idbKv(dbName = DB_NAME): Kv {
  const store = createStore(dbName, 'kv')
  // `async` so a missing `indexedDB` (thrown synchronously inside idb-keyval) becomes a rejection.
  return {
    get: async <T>(key: string) => get<T>(key, store),
    getMany: async <T>(keys: string[]) => getMany<T>(keys, store),
    // idb-keyval's own setMany cannot delete in the same transaction, and if one put throws
    // (a value that cannot be cloned) it leaves the earlier puts to auto-commit: abort instead.
    setMany: async (entries, remove = [], expect) =>
      store('readwrite', (objects) => {
        const write = () => {
          try {
            for (const [key, value] of entries) objects.put(value, key)
            for (const key of remove) objects.delete(key)
          } catch (error) {
            objects.transaction.abort()
            throw error
          }
          return promisifyRequest(objects.transaction)
        }
        if (!expect) return write()
        return promisifyRequest(objects.get(expect.key)).then((stored) => {
          if (expect.matches(stored)) return write()
          objects.transaction.abort()
          throw new StaleMatch()
        })
      }),
    delMany: async (keys) => delMany(keys, store),
  }
}

/**
 * Keeps values in a Map for this tab only. Values are cloned on the way in and out, like
 * IndexedDB does, so a caller mutating its copy cannot change what is stored.
 */
export function memoryKv(data = new Map<string, unknown>()): Kv {
  return {
    get: async <T>(key: string) => structuredClone(data.get(key)) as T | undefined,
    getMany: async <T>(keys: string[]) =>
      keys.map((key) => structuredClone(data.get(key)) as T | undefined),
    setMany: async (entries, remove = [], expect) => {
      if (expect && !expect.matches(data.get(expect.key))) throw new StaleMatch()
      // Clone everything before touching the map, so a value that cannot be cloned changes nothing.
      const cloned = entries.map(([key, value]) => [key, structuredClone(value)] as const)
      for (const [key, value] of cloned) data.set(key, value)
      for (const key of remove) data.delete(key)
    },
    delMany: async (keys) => {
      for (const key of keys) data.delete(key)
    },
  }
}
