// How much one phone may ask of the host (#23): a phone sending entries, or any message, faster
// than a person can tap is slowed down, so it cannot lock the others out ("Another phone entered
// first" on every tap of theirs) or keep the host busy. A bucket of tokens per phone: a burst is
// allowed (the numbers a phone keeps are shown at once), then one per interval. Pure: the caller
// passes the time.

export interface Rate {
  /** Taken at once from a full bucket. */
  burst: number
  /** One more token each this many milliseconds. */
  every: number
}

/** Entries from one phone: the numbers it keeps at once, then one a second. */
export const PROPOSALS: Rate = { burst: 6, every: 1000 }
/** Any message from one phone: far more than a table needs, far less than a flood. */
export const MESSAGES: Rate = { burst: 60, every: 50 }

export interface Bucket {
  tokens: number
  at: number
}

const fullBucket = (rate: Rate, now: number): Bucket => ({ tokens: rate.burst, at: now })

/** Takes one token if there is one: the new bucket, and whether the phone may go ahead. */
function take(rate: Rate, bucket: Bucket, now: number): { bucket: Bucket; ok: boolean } {
  const grown = Math.max(0, now - bucket.at) / rate.every
  const tokens = Math.min(rate.burst, bucket.tokens + grown)
  if (tokens < 1) return { bucket: { tokens, at: now }, ok: false }
  return { bucket: { tokens: tokens - 1, at: now }, ok: true }
}

/** A bucket per phone, kept by its owner. */
export class Limiter {
  #bucket: Bucket
  constructor(
    readonly rate: Rate,
    now: number,
  ) {
    this.#bucket = fullBucket(rate, now)
  }
  /** True if the phone may go ahead now (and counts it). */
  allow(now: number): boolean {
    const { bucket, ok } = take(this.rate, this.#bucket, now)
    this.#bucket = bucket
    return ok
  }
}
