// In-memory channels for the table's unit tests: each message arrives on a later task, in order,
// like a data channel; `cut` ends both ends after what was already sent.
import { expect } from 'vitest'
import type { Channel } from '../../src/table/channel'

/** Two ends of a channel, and a cut that closes both. */
export function pair(): [Channel, Channel, () => void] {
  const make = (): Channel => ({
    send: () => {},
    close: () => {},
    onmessage: null,
    onclose: null,
    onreach: null,
    lost: false,
  })
  const [a, b] = [make(), make()]
  let open = true
  const cut = () => {
    if (!open) return
    open = false
    setTimeout(() => {
      a.onclose?.()
      b.onclose?.()
    })
  }
  const wire = (from: Channel, to: Channel) => {
    from.send = (text) => {
      if (!open) throw new Error('closed')
      // Sent before a close still arrives, as on an ordered data channel.
      setTimeout(() => to.onmessage?.(text))
    }
    from.close = cut
  }
  wire(a, b)
  wire(b, a)
  return [a, b, cut]
}

/** Waits until `ok` holds: up to 10 s, a busy machine may run the deliveries late. */
export const until = async (ok: () => boolean) => {
  for (let i = 0; i < 2000 && !ok(); i++) await new Promise((r) => setTimeout(r, 5))
  expect(ok()).toBe(true)
}
