import { signal } from '@preact/signals'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { wakeLock } from '../../src/app/settings'
import { keepAwake } from '../../src/app/wakeLock'

class FakeSentinel extends EventTarget {
  released = false
  async release() {
    this.released = true
    this.dispatchEvent(new Event('release'))
  }
}

function fakeWakeLock() {
  const sentinels: FakeSentinel[] = []
  const request = vi.fn(async () => {
    const s = new FakeSentinel()
    sentinels.push(s)
    return s
  })
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true })
  return { request, sentinels }
}

const settle = () => new Promise((done) => setTimeout(done, 0))

describe('keeping the screen on during a match', () => {
  afterEach(() => {
    wakeLock.value = true
  })

  it('holds a wake lock while a match is open and the setting is on, and lets go after', async () => {
    const { request, sentinels } = fakeWakeLock()
    const open = signal(true)
    const stop = keepAwake(() => open.value)
    await settle()
    expect(request).toHaveBeenCalledWith('screen')
    open.value = false
    await settle()
    expect(sentinels[0]?.released).toBe(true)
    stop()
  })

  it('asks for nothing when the player turned it off', async () => {
    const { request } = fakeWakeLock()
    wakeLock.value = false
    const stop = keepAwake(() => true)
    await settle()
    expect(request).not.toHaveBeenCalled()
    stop()
  })

  it('takes the lock again when the page comes back (browsers drop it on hide)', async () => {
    const { request, sentinels } = fakeWakeLock()
    const stop = keepAwake(() => true)
    await settle()
    await sentinels[0]?.release()
    document.dispatchEvent(new Event('visibilitychange'))
    await settle()
    expect(request).toHaveBeenCalledTimes(2)
    stop()
  })
})
