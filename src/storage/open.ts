import { idbKv, type Kv, memoryKv } from './kv'
import { KEY } from './schema'

/** `persistent: false` means memory only: nothing survives closing the tab. */
export interface OpenedKv {
  kv: Kv
  persistent: boolean
}

export interface OpenKvOptions {
  /** Private modes and some browsers never answer instead of failing, hence a deadline. */
  timeoutMs?: number
  /** The store to probe; tests pass their own. */
  create?: () => Kv
}

/**
 * IndexedDB if it works, otherwise memory. A database this app has written before (it holds the
 * data version) is taken after one read; a new one must take a real write and read it back. The
 * deadline is generous: a busy or slow phone can take seconds to open its database, and giving up
 * too early would play a whole evening in memory (1.5 s was seen to fail on a loaded machine). A
 * browser that refuses storage says so at once; only one that never answers waits the full
 * deadline.
 */
export async function openKv(options: OpenKvOptions = {}): Promise<OpenedKv> {
  const { timeoutMs = 10_000, create } = options
  if (!create && typeof indexedDB === 'undefined') return { kv: memoryKv(), persistent: false }
  try {
    const kv = create ? create() : idbKv()
    await withDeadline(probe(kv), timeoutMs)
    return { kv, persistent: true }
  } catch {
    // Falling back is the designed outcome here, not a swallowed error: `persistent` reports it.
    return { kv: memoryKv(), persistent: false }
  }
}

/**
 * Written before: every visit after the first skips the write (three transactions, two of them
 * commits, on every start). A write that fails later says so where it fails (storage.writeFailed).
 */
async function probe(kv: Kv): Promise<void> {
  if (typeof (await kv.get(KEY.schema)) === 'number') return
  const token = `${Date.now()}:${Math.random()}`
  await kv.setMany([[KEY.probe, token]])
  if ((await kv.get(KEY.probe)) !== token) throw new Error('The probe did not read back')
  await kv.delMany([KEY.probe])
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer))
}
