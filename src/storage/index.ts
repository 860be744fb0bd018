// The public face of storage: the rest of the app imports from here only.
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
export { FILE_VERSION, GAME_IDS, LIMITS, SCHEMA_VERSION } from './schema'
export { openStore, type ReadAll, Store } from './store'
export { storageStrings } from './strings'
export type { Summary } from './summary'
