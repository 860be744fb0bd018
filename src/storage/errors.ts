import type { Reason } from '../core/reason'

/** A failure of the device's storage; `reason` is what the UI shows. Never swallowed. */
export class StorageError extends Error {
  readonly reason: Reason
  constructor(reason: Reason, options?: { cause?: unknown }) {
    super(`Storage failed: ${reason.key}`, options)
    this.name = 'StorageError'
    this.reason = reason
  }
}

/**
 * Quota errors and a connection the browser closed are often gone on a second try (idb-keyval
 * reopens a closed database), so one retry. A failed transaction was aborted, so retrying the
 * whole read-modify-write section cannot apply it twice.
 */
export async function retryOnce<T>(failureKey: string, section: () => Promise<T>): Promise<T> {
  try {
    return await section()
  } catch (first) {
    if (first instanceof StorageError) throw first
    try {
      return await section()
    } catch (error) {
      if (error instanceof StorageError) throw error
      throw new StorageError({ key: failureKey }, { cause: error })
    }
  }
}

/**
 * The match changed in storage since this tab read it (another tab saved first). Nothing was
 * written; the caller reloads the match and tries its change again on top.
 */
export class StaleMatch extends StorageError {
  constructor() {
    super({ key: 'storage.stale' })
    this.name = 'StaleMatch'
  }
}
