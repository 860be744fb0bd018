import { createStore, delMany, get, getMany, promisifyRequest } from 'idb-keyval'

/** The few operations storage needs; an interface so private mode and tests can use memory. */
export interface Kv {
  get<T>(key: string): Promise<T | undefined>
  getMany<T>(keys: string[]): Promise<(T | undefined)[]>
  /** Every value whose key starts with `prefix`, in key order. */
  getPrefixed<T>(prefix: string): Promise<T[]>
  /**
   * One transaction: every put and every delete lands, or none does. Resolves only once the
   * transaction has committed. Deletes ride along so a match and its summary go together.
   */
  setMany(entries: [string, unknown][], remove?: string[]): Promise<void>
  /**
   * Read, then write, in one transaction: `plan` gets what is stored under `keys` and says what
   * to write. IndexedDB runs read-write transactions on one store one after another, across tabs
   * too, so nothing can change between the read and the write. `plan` may throw (StaleMatch, for
   * one) to write nothing; it must not await anything.
   */
  update(
    keys: string[],
    plan: (stored: unknown[], prefixed: unknown[]) => Plan,
    prefix?: string,
  ): Promise<void>
  delMany(keys: string[]): Promise<void>
}

export interface Plan {
  set?: [string, unknown][]
  remove?: string[]
}

const DB_NAME = 'stichblock'

/** The keys that start with `prefix` (keys here are short ASCII: ids, see ID_PATTERN). */
const startingWith = (prefix: string) => IDBKeyRange.bound(prefix, `${prefix}\uffff`)

export function idbKv(dbName = DB_NAME): Kv {
  const store = createStore(dbName, 'kv')
  // idb-keyval's own setMany cannot delete in the same transaction, and if one put throws
  // (a value that cannot be cloned) it leaves the earlier puts to auto-commit: abort instead.
  const write = (objects: IDBObjectStore, { set = [], remove = [] }: Plan) => {
    try {
      for (const [key, value] of set) objects.put(value, key)
      for (const key of remove) objects.delete(key)
    } catch (error) {
      objects.transaction.abort()
      throw error
    }
    return promisifyRequest(objects.transaction)
  }
  // `async` so a missing `indexedDB` (thrown synchronously inside idb-keyval) becomes a rejection.
  return {
    get: async <T>(key: string) => get<T>(key, store),
    getMany: async <T>(keys: string[]) => getMany<T>(keys, store),
    getPrefixed: async <T>(prefix: string) =>
      store('readonly', (objects) =>
        promisifyRequest(objects.getAll(startingWith(prefix))),
      ) as Promise<T[]>,
    setMany: async (set, remove) =>
      store('readwrite', (objects) => write(objects, { set, remove })),
    update: async (keys, plan, prefix) =>
      store('readwrite', (objects) =>
        Promise.all([
          Promise.all(keys.map((key) => promisifyRequest(objects.get(key)))),
          prefix === undefined ? [] : promisifyRequest(objects.getAll(startingWith(prefix))),
        ]).then(([stored, prefixed]) => {
          let planned: Plan
          try {
            planned = plan(stored, prefixed)
          } catch (error) {
            objects.transaction.abort()
            throw error
          }
          return write(objects, planned)
        }),
      ),
    delMany: async (keys) => delMany(keys, store),
  }
}

/**
 * Keeps values in a Map for this tab only. Values are cloned on the way in and out, like
 * IndexedDB does, so a caller mutating its copy cannot change what is stored.
 */
export function memoryKv(data = new Map<string, unknown>()): Kv {
  // Clone everything before touching the map, so a value that cannot be cloned changes nothing.
  const write = ({ set = [], remove = [] }: Plan) => {
    const cloned = set.map(([key, value]) => [key, structuredClone(value)] as const)
    for (const [key, value] of cloned) data.set(key, value)
    for (const key of remove) data.delete(key)
  }
  const read = (key: string) => structuredClone(data.get(key))
  const prefixed = (prefix: string) =>
    [...data.keys()]
      .filter((key) => key.startsWith(prefix))
      .sort()
      .map(read)
  return {
    get: async <T>(key: string) => read(key) as T | undefined,
    getMany: async <T>(keys: string[]) => keys.map((key) => read(key) as T | undefined),
    getPrefixed: async <T>(prefix: string) => prefixed(prefix) as T[],
    setMany: async (set, remove) => write({ set, remove }),
    update: async (keys, plan, prefix) =>
      write(plan(keys.map(read), prefix === undefined ? [] : prefixed(prefix))),
    delMany: async (keys) => {
      for (const key of keys) data.delete(key)
    },
  }
}
