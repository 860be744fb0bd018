// The host's record of which phone holds which seat (#23). A seat is bound to a phone: a phone
// takes a free seat once, by itself (its player's); any other change (a second seat, a seat
// another phone holds) waits until the host's player agrees on the host's screen. A phone keeps
// the key it came with: a claim under another key is refused. The host's own player takes any
// seat (it is their screen that agrees). Pure bookkeeping: the host passes who asked.
import type { Reason } from '../core/reason'
import { HOST, type PhoneId } from './authority'
import type { SeatAt } from './messages'

interface Held {
  seat: number | null
  key: string
  /** It took a seat before: any further change asks the host's player. */
  claimed: boolean
}

/** A phone's claim the host's player decides on. */
export interface SeatRequest {
  phone: PhoneId
  seat: number
  /** The seat it holds now, if any. */
  from: number | null
  /** The phone holding the seat asked for now: the host's, another guest's, or none. */
  holder: PhoneId | undefined
}

export type Claimed =
  | { kind: 'taken' }
  | { kind: 'waiting'; request: SeatRequest }
  | { kind: 'refused'; reason: Reason }

export class Seating {
  readonly #held = new Map<PhoneId, Held>()
  readonly #asked = new Map<PhoneId, SeatRequest>()
  #own: number | null = null
  #ownKey: string | null

  constructor(ownKey: string | null) {
    this.#ownKey = ownKey
  }

  get own(): number | null {
    return this.#own
  }

  /** Seats held at a phone with their keys, the host's first. */
  get seats(): SeatAt[] {
    const own = this.#own !== null && this.#ownKey ? [{ seat: this.#own, key: this.#ownKey }] : []
    const guests = [...this.#held.values()].flatMap((h) =>
      h.seat === null ? [] : [{ seat: h.seat, key: h.key }],
    )
    return [...own, ...guests]
  }

  /** The phone holding `seat`, if one does. */
  holder(seat: number): PhoneId | undefined {
    if (this.#own === seat) return HOST
    for (const [phone, h] of this.#held) if (h.seat === seat) return phone
    return undefined
  }

  seatOf(phone: PhoneId): number | null {
    return phone === HOST ? this.#own : (this.#held.get(phone)?.seat ?? null)
  }

  /** Claims waiting for the host's player, oldest first. */
  get requests(): SeatRequest[] {
    return [...this.#asked.values()]
  }

  /** The host's player takes a seat (null: none); a guest holding it loses it. */
  claimOwn(seat: number | null): void {
    this.#own = seat
    if (seat !== null) this.#free(seat)
  }

  /** A guest's phone asks for a seat (null: it gives its seat up) under its key. */
  claim(phone: PhoneId, seat: number | null, key: string): Claimed {
    const held = this.#held.get(phone)
    if (held && held.key !== key) return { kind: 'refused', reason: { key: 'table.keyChanged' } }
    this.#asked.delete(phone)
    if (seat === null || held?.seat === seat) {
      this.#held.set(phone, { seat, key, claimed: held?.claimed ?? false })
      return { kind: 'taken' }
    }
    const holder = this.holder(seat)
    if (!held?.claimed && holder === undefined) {
      this.#held.set(phone, { seat, key, claimed: true })
      return { kind: 'taken' }
    }
    if (!held) this.#held.set(phone, { seat: null, key, claimed: false })
    const request = { phone, seat, from: held?.seat ?? null, holder }
    this.#asked.set(phone, request)
    return { kind: 'waiting', request }
  }

  /** The host's player agreed: the phone takes the seat, whoever held it. */
  approve(phone: PhoneId): SeatRequest | null {
    const request = this.#asked.get(phone)
    const held = this.#held.get(phone)
    this.#asked.delete(phone)
    if (!request || !held) return null
    this.#free(request.seat)
    if (this.#own === request.seat) this.#own = null
    this.#held.set(phone, { ...held, seat: request.seat, claimed: true })
    return request
  }

  /** The host's player said no: the phone keeps what it had. */
  deny(phone: PhoneId): SeatRequest | null {
    const request = this.#asked.get(phone) ?? null
    this.#asked.delete(phone)
    return request
  }

  /** A phone left the table: its seat is free, its claim forgotten. */
  leave(phone: PhoneId): boolean {
    this.#asked.delete(phone)
    return this.#held.delete(phone)
  }

  #free(seat: number): void {
    for (const [phone, h] of this.#held) {
      if (h.seat === seat) this.#held.set(phone, { ...h, seat: null })
    }
  }
}
