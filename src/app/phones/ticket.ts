// What this phone answers every table's offer with (#25, table/spare.ts `Ticket`): made once,
// kept in this phone's storage, so a phone reloaded (or away longer than a spare waits) joins
// its table again by scanning one code, the host's, and the host scans nothing. A browser that
// cannot store a certificate keeps it for this visit only; one that cannot make one joins with
// plain answers (two codes, as before).
import { makeTicket, type Ticket } from '../../table/spare'
import { storeReady } from '../storage'

/** A certificate that still holds for a day: a table night, and then some. */
const DAY_MS = 24 * 60 * 60_000

/** A stored ticket, checked like any stored value: null when it is not one, or runs out soon. */
export function readTicket(stored: unknown, now: number): Ticket | null {
  const t = (typeof stored === 'object' && stored !== null ? stored : {}) as Partial<Ticket>
  const word = (w: unknown, min: number) =>
    typeof w === 'string' && w.length >= min && w.length <= 64 && /^[A-Za-z0-9+/]+$/.test(w)
  const fresh =
    typeof RTCCertificate !== 'undefined' &&
    t.certificate instanceof RTCCertificate &&
    t.certificate.expires > now + DAY_MS
  return fresh && word(t.ufrag, 4) && word(t.pwd, 22) ? (t as Ticket) : null
}

let ticket: Promise<Ticket | null> | null = null

/** This phone's ticket, read or made on first use; null if this browser cannot make one. */
export function myTicket(): Promise<Ticket | null> {
  ticket ??= (async () => {
    const store = await storeReady()
    const stored = readTicket(await store.getNote('ticket').catch(() => undefined), Date.now())
    if (stored) return stored
    const made = await makeTicket().catch(() => null)
    // Best effort: without it kept, a reload only costs the way back by one scan.
    if (made) await store.setNote('ticket', '', made).catch(() => {})
    return made
  })()
  return ticket
}
