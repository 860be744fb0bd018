// The keep-alive of one link between two phones (#25): each side beats every BEAT_MS, and a side
// that hears nothing from the other for SILENT_MS says the other phone is not reachable (its
// screen locked, its page frozen, the Wi-Fi gone), and reachable again at the first word from
// it. The link goes on meanwhile: what is sent waits in the connection until the other phone
// takes it. No app imports: link.ts runs it on a data channel of its own.

/** How often a phone says it is there. */
export const BEAT_MS = 1000
/** Nothing heard for this long: the other phone is not reachable now. */
export const SILENT_MS = 4000

export interface Beat {
  /** Something came from the other phone: it is there. */
  heard(): void
  stop(): void
}

/**
 * Beats through `send` every BEAT_MS; calls `reach(false)` once nothing was heard for SILENT_MS,
 * `reach(true)` at the next thing heard.
 */
export function keepAlive(send: () => void, reach: (reachable: boolean) => void): Beat {
  let heardAt = Date.now()
  let tickAt = heardAt
  let reachable = true
  const timer = setInterval(() => {
    const now = Date.now()
    // A tick far too late: this page was frozen (a locked screen). What the other phone sent
    // meanwhile is still on its way in, so its silence counts from now.
    if (now - tickAt > 2 * BEAT_MS) heardAt = now
    tickAt = now
    send()
    if (reachable && now - heardAt > SILENT_MS) {
      reachable = false
      reach(false)
    }
  }, BEAT_MS)
  return {
    heard() {
      heardAt = Date.now()
      if (reachable) return
      reachable = true
      reach(true)
    },
    stop: () => clearInterval(timer),
  }
}
