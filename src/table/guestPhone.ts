// One guest's phone as the host sees it (#23): its id, how fast it sends (limit.ts), when it was
// last sent the whole table and for which hello, when its flood was last logged, and whether it
// is heard now (#25); and what the host tells of its guests' phones (PhoneAt, Refusal).
import type { Op } from '../core/change'
import type { Reason } from '../core/reason'
import type { PhoneId } from './authority'
import { Limiter, MESSAGES, PROPOSALS } from './limit'

/** A guest asking for the whole table again is answered at most this often. */
const TABLE_EVERY_MS = 1000
/** A phone flooding the host is logged at most this often. */
const FLOOD_LOG_MS = 10_000

export class GuestPhone {
  readonly #messages: Limiter
  readonly #proposals: Limiter
  #tableAt = Number.NEGATIVE_INFINITY
  #answered: string | null = null
  #floodLogged = Number.NEGATIVE_INFINITY
  /** False while its link's keep-alive hears nothing from it. */
  reachable = true

  constructor(
    readonly id: PhoneId,
    now: number,
  ) {
    this.#messages = new Limiter(MESSAGES, now)
    this.#proposals = new Limiter(PROPOSALS, now)
  }

  /**
   * A message came: 'read' it, or drop it (too many); 'log' once a while, the first dropped after
   * a quiet spell, so the host's log is not flooded too.
   */
  heard(now: number): 'read' | 'drop' | 'log' {
    if (this.#messages.allow(now)) return 'read'
    if (now - this.#floodLogged < FLOOD_LOG_MS) return 'drop'
    this.#floodLogged = now
    return 'log'
  }

  /**
   * An entry came: in how many milliseconds it is decided (0: now; a little faster than a table
   * needs: held until its turn), or null: refused (far too fast).
   */
  proposalWait(now: number): number | null {
    return this.#proposals.reserve(now)
  }

  /** It said hello: true if the whole table goes to it now (one hello said again, answered once). */
  wantsTable(hello: string, now: number): boolean {
    if (hello === this.#answered || now - this.#tableAt < TABLE_EVERY_MS) return false
    this.#tableAt = now
    this.#answered = hello
    return true
  }
}

/** What a refused proposal was, for the host's log: an entry's kind, or the change. */
export function whatOf<E>(op: Op<E>): string {
  if (op.kind === 'splice') return 'correction'
  if (op.kind !== 'record') return op.kind
  const t = (op.event as { t?: unknown } | null)?.t
  return typeof t === 'string' ? t.slice(0, 20) : 'entry'
}

/** Something a guest's phone asked for and did not get: the host's log of it. */
export interface Refusal {
  /** The seat the phone held, if any. */
  seat: number | null
  /** What it asked for: an entry's kind (`trick`, `secret`…), `undo`, `redo`, `correction`, `seat`, or `messages` (too many). */
  what: string
  reason: Reason
  at: number
}

/** A guest's phone at the table as the host hears it (#25): its seat, and whether it is heard. */
export interface PhoneAt {
  phone: PhoneId
  /** The seat it holds; null: none yet. */
  seat: number | null
  /** False while the phone is quiet (keep-alive, link.ts): its screen locked, its Wi-Fi gone. */
  reachable: boolean
}
