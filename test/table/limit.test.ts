// How fast one phone may propose (limit.ts): a burst at once, then one an interval; a few more
// held until their turn, and only what comes past those refused.
import { describe, expect, it } from 'vitest'
import { Limiter, MESSAGES, PROPOSALS } from '../../src/table/limit'

describe('Limiter', () => {
  it('lets a burst through at once, holds a few past it in turn, and refuses the rest', () => {
    const limit = new Limiter({ burst: 3, every: 1000, hold: 2 }, 0)
    const waits = Array.from({ length: 7 }, () => limit.reserve(0))
    expect(waits).toEqual([0, 0, 0, 1000, 2000, null, null])
  })

  it('gives back a held turn as time goes on, and a full burst after a quiet spell', () => {
    const limit = new Limiter({ burst: 3, every: 1000, hold: 2 }, 0)
    for (let i = 0; i < 5; i++) limit.reserve(0)
    // 1.5 s later the first held one has had its turn, the second is half way.
    expect(limit.reserve(1500)).toBe(1500)
    expect(limit.reserve(1500)).toBeNull()
    // Long after, the bucket is full again: never more than the burst.
    expect([0, 0, 0, 0].map(() => limit.reserve(60_000))).toEqual([0, 0, 0, 1000])
  })

  it('holds nothing where the rate holds nothing: allow is now or never', () => {
    const limit = new Limiter({ burst: 2, every: 50 }, 0)
    expect([limit.allow(0), limit.allow(0), limit.allow(0), limit.allow(60)]).toEqual([
      true,
      true,
      false,
      true,
    ])
    // A message past the burst is never held, even where the rate would hold entries.
    const entries = new Limiter(PROPOSALS, 0)
    for (let i = 0; i < PROPOSALS.burst; i++) expect(entries.allow(0)).toBe(true)
    expect(entries.allow(0)).toBe(false)
    expect(MESSAGES.hold ?? 0).toBe(0)
  })
})
