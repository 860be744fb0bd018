// The browser may evict an origin's data under storage pressure unless it is marked persistent.

/** Asks the browser to keep our data; null when the browser has no such API. */
export async function requestPersistence(): Promise<boolean | null> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage
  if (typeof storage?.persist !== 'function') return null
  try {
    return await storage.persist()
  } catch {
    // Some browsers reject instead of answering "no" (e.g. in an iframe): same outcome for us.
    return false
  }
}

/** Whether the browser already keeps our data; null when the browser has no such API. */
export async function isPersisted(): Promise<boolean | null> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage
  if (typeof storage?.persisted !== 'function') return null
  try {
    return await storage.persisted()
  } catch {
    return false
  }
}
