// The public face of storage: the rest of the app imports from here only, but for two modules
// that import nothing and are wanted where storage's own code (idb-keyval, valibot) must not load,
// in the first load: strings.ts (its words, in i18n) and persist.ts (whether the browser keeps our
// data: the home screen). The rule `storage-only-through-index` in .dependency-cruiser.cjs holds
// every import to that.
export { StaleMatch, StorageError } from './errors'
export type { ExportFile } from './file'
export { newId } from './id'
export type {
  Answer,
  Answers,
  CheckedImport,
  Conflict,
  ImportCounts,
  ImportResult,
  MatchVerdict,
  ValidateMatch,
} from './import'
export { idbKv, type Kv, memoryKv } from './kv'
export { type OpenedKv, type OpenKvOptions, openKv } from './open'
export { isPersisted, requestPersistence } from './persist'
export type { ReadBack, Unloadable } from './readBack'
export {
  FILE_VERSION,
  ID_PATTERN,
  type KnownGames,
  LIMITS,
  matchSchema,
  SCHEMA_VERSION,
} from './schema'
export { openStore, type ReadAll, Store } from './store'
export { storageStrings } from './strings'
export type { Summary } from './summary'
