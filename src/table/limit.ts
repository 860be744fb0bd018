// How much one phone may ask of the host (#23): a phone sending entries, or any message, faster
// than a person can tap is slowed down, so it cannot lock the others out ("Another phone entered
// first" on every tap of theirs) or keep the host busy. A bucket of tokens per phone: a burst is
// allowed (the numbers a phone keeps are shown at once), then one per interval. An entry a little
// too fast is held until its turn instead of refused (a player who taps quickly loses nothing);
// only one beyond the held few is refused. Pure: the caller passes the time.

export interface Rate {
  /** Taken at once from a full bucket. */
  burst: number
  /** One more token each this many milliseconds. */
  every: number
  /** Asked for past the burst, this many wait for their token (`reserve`); 0: none. */
  hold?: number
}

/** Entries from one phone: the numbers it keeps at once, then one a second, four held in turn. */
export const PROPOSALS: Rate = { burst: 6, every: 1000, hold: 4 }
/** Any message from one phone: far more than a table needs, far less than a flood. */
export const MESSAGES: Rate = { burst: 60, every: 50 }

export interface Bucket {
  tokens: number
  at: number
}

const fullBucket = (rate: Rate, now: number): Bucket => ({ tokens: rate.burst, at: now })

/**
 * Takes one token: the new bucket, and in how many milliseconds the phone may go ahead (0: now),
 * or null when more than `hold` are waiting already. A held one takes its token in advance: the
 * bucket goes below zero and grows back before anything else is let through.
 */
function take(
  rate: Rate,
  bucket: Bucket,
  now: number,
  hold: number,
): { bucket: Bucket; wait: number | null } {
  const grown = Math.max(0, now - bucket.at) / rate.every
  const tokens = Math.min(rate.burst, bucket.tokens + grown)
  const left = tokens - 1
  if (left < -hold) return { bucket: { tokens, at: now }, wait: null }
  return { bucket: { tokens: left, at: now }, wait: left >= 0 ? 0 : Math.ceil(-left * rate.every) }
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
  /** True if the phone may go ahead now (and counts it); nothing is held. */
  allow(now: number): boolean {
    return this.#take(now, 0) === 0
  }

  /** In how many milliseconds the phone may go ahead (counted now), or null: refused. */
  reserve(now: number): number | null {
    return this.#take(now, this.rate.hold ?? 0)
  }

  #take(now: number, hold: number): number | null {
    const { bucket, wait } = take(this.rate, this.#bucket, now, hold)
    this.#bucket = bucket
    return wait
  }
}
