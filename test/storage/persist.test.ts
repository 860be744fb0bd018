import { afterEach, describe, expect, it, vi } from 'vitest'
import { isPersisted, requestPersistence } from '../../src/storage/persist'

// happy-dom has no navigator.storage, so each test supplies the browser it needs.
afterEach(() => vi.unstubAllGlobals())

const withStorage = (storage: Partial<StorageManager> | undefined) =>
  vi.stubGlobal('navigator', { storage })

describe('asking the browser to keep our data', () => {
  it('passes on the browser answer', async () => {
    withStorage({ persist: async () => true, persisted: async () => false })
    expect(await requestPersistence()).toBe(true)
    expect(await isPersisted()).toBe(false)
  })

  it('says null when the browser has no such API', async () => {
    withStorage(undefined)
    expect(await requestPersistence()).toBeNull()
    expect(await isPersisted()).toBeNull()
  })

  it('treats a refusal that throws as a no', async () => {
    withStorage({ persist: () => Promise.reject(new Error('not allowed in a frame')) })
    expect(await requestPersistence()).toBe(false)
  })
})
