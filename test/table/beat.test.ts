// The keep-alive of a link (#25): a phone that goes quiet is said to be not reachable within
// SILENT_MS and a beat, reachable again at its first word; a page that was frozen does not take
// its own pause for the other phone's silence.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BEAT_MS, keepAlive, SILENT_MS } from '../../src/table/beat'

afterEach(() => {
  vi.useRealTimers()
})

describe('the keep-alive of a link', () => {
  it('beats every second, says a quiet phone is not reachable, and reachable at its next word', () => {
    vi.useFakeTimers()
    let beats = 0
    const said: boolean[] = []
    const beat = keepAlive(
      () => beats++,
      (reachable) => said.push(reachable),
    )
    vi.advanceTimersByTime(3 * BEAT_MS)
    beat.heard()
    vi.advanceTimersByTime(SILENT_MS)
    expect(beats).toBe(3 + SILENT_MS / BEAT_MS)
    expect(said).toEqual([])
    vi.advanceTimersByTime(BEAT_MS)
    expect(said).toEqual([false])
    vi.advanceTimersByTime(10 * BEAT_MS)
    expect(said).toEqual([false])
    beat.heard()
    beat.heard()
    expect(said).toEqual([false, true])
    beat.stop()
    vi.advanceTimersByTime(10 * SILENT_MS)
    expect(said).toEqual([false, true])
  })

  it('counts the silence from the end of a freeze of its own page, not from before it', () => {
    vi.useFakeTimers()
    const said: boolean[] = []
    keepAlive(
      () => {},
      (reachable) => said.push(reachable),
    )
    // The page's timers stood still for a minute (a locked screen): the clock moved on.
    vi.setSystemTime(Date.now() + 60_000)
    vi.advanceTimersByTime(BEAT_MS)
    expect(said).toEqual([])
    vi.advanceTimersByTime(SILENT_MS + BEAT_MS)
    expect(said).toEqual([false])
  })
})
