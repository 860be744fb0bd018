// The host's side of seats and private messages (#16, #23): which phone holds which seat (bound
// to it, seating.ts), what the host's player decides on, and the sealed notes it passes on unread,
// always from the seat of the phone that sent them. HostTable (host.ts) owns one.
import type { Reason } from '../core/reason'
import { HOST, type PhoneId } from './authority'
import type { Channel } from './channel'
import { PROTOCOL, type SeatAt } from './messages'
import { type Keys, validKey } from './seal'
import { Seating, type SeatRequest } from './seating'
import { opened, sealedFor, send } from './side'

export interface HostSeatsOptions {
  keys?: Keys
  onSeats: (seats: SeatAt[]) => void
  onPrivate: (from: number, text: string) => void
  onCompare: (from: number) => void
  onRequests: (requests: SeatRequest[]) => void
  /** A guest's phone was refused a seat, and why: the host's log. */
  onRefused: (phone: PhoneId, reason: Reason) => void
}

/** A sealed note as it came from a guest: the seat it says it is from is not trusted. */
interface Note {
  to: number
  iv: string
  data: string
}

export class HostSeats {
  readonly #seating: Seating

  constructor(
    private readonly o: HostSeatsOptions,
    /** The guests' channels, by phone. */
    private readonly channels: () => ReadonlyMap<PhoneId, Channel>,
  ) {
    this.#seating = new Seating(o.keys?.publicKey ?? null)
  }

  /** Seats taken at phones, this one's first; a seat is at one phone. */
  get seats(): SeatAt[] {
    return this.#seating.seats
  }

  /** Seats guests asked for that wait for the host's player. */
  get requests(): SeatRequest[] {
    return this.#seating.requests
  }

  holder(seat: number): PhoneId | undefined {
    return this.#seating.holder(seat)
  }

  seatOf(phone: PhoneId): number | null {
    return this.#seating.seatOf(phone)
  }

  /** The host's player takes a seat (null: none); a guest's phone holding it loses it. */
  claimOwn(seat: number | null): void {
    this.#seating.claimOwn(seat)
    this.tell()
  }

  /** The host's player agrees that a guest's phone takes the seat it asked for. */
  approve(phone: PhoneId): void {
    if (!this.#seating.approve(phone)) return
    this.tell()
    this.o.onRequests(this.requests)
  }

  /** The host's player says no: the phone keeps the seat it had. */
  deny(phone: PhoneId): void {
    const request = this.#seating.deny(phone)
    if (!request) return
    const channel = this.channels().get(phone)
    const reason = { key: 'table.seatDenied', params: { seat: request.seat } }
    if (channel) send(channel, { t: 'seatRefused', v: PROTOCOL, seat: request.seat, reason })
    this.o.onRequests(this.requests)
  }

  /** Every phone (this one too) hears which seats are at a phone. */
  tell(): void {
    const seats = this.seats
    this.o.onSeats(seats)
    for (const channel of this.channels().values())
      send(channel, { t: 'seats', v: PROTOCOL, seats })
  }

  /** A guest's phone asks for a seat under its key (null: it gives its seat up). */
  async claim(phone: PhoneId, seat: number | null, key: string): Promise<void> {
    const channel = this.channels().get(phone)
    if (!channel) return
    const claimed = (await validKey(key))
      ? this.#seating.claim(phone, seat, key)
      : ({ kind: 'refused', reason: { key: 'table.badKey' } } as const)
    if (claimed.kind === 'taken') {
      this.tell()
      this.o.onRequests(this.requests)
    } else if (claimed.kind === 'waiting') {
      send(channel, { t: 'seatWait', v: PROTOCOL, seat: claimed.request.seat })
      this.o.onRequests(this.requests)
    } else {
      this.o.onRefused(phone, claimed.reason)
      send(channel, { t: 'seatRefused', v: PROTOCOL, seat, reason: claimed.reason })
    }
  }

  /** A guest's phone left: its seat is free, its claim forgotten. */
  left(phone: PhoneId): void {
    const hadSeat = this.seatOf(phone) !== null
    const asked = this.requests.some((r) => r.phone === phone)
    this.#seating.leave(phone)
    if (hadSeat) this.tell()
    if (asked) this.o.onRequests(this.requests)
  }

  /** A private message from the host's seat to the phone at seat `to`: null once sent, or why not. */
  async sendPrivate(to: number, text: string): Promise<Reason | null> {
    const sealed = await sealedFor(this.o.keys, this.seats, this.#seating.own, to, text)
    if ('key' in sealed) return sealed
    const holder = this.holder(to)
    const at = holder === undefined ? undefined : this.channels().get(holder)
    if (!at) return { key: 'table.seatAway' }
    send(at, sealed)
    return null
  }

  /** The host's player compares the safety code with the phone at seat `to`, which shows it too. */
  compare(to: number): void {
    const from = this.#seating.own
    if (from !== null) this.#route(from, to)
  }

  /** A guest's phone compares with the phone at seat `to`: passed on from the seat it holds. */
  passCompare(phone: PhoneId, to: number): void {
    const from = this.seatOf(phone)
    if (from !== null) this.#route(from, to)
  }

  #route(from: number, to: number): void {
    const holder = this.holder(to)
    if (holder === HOST) {
      this.o.onCompare(from)
      return
    }
    const at = holder === undefined ? undefined : this.channels().get(holder)
    if (at) send(at, { t: 'compare', v: PROTOCOL, from, to })
  }

  /** A note from a guest's phone, passed on from the seat it holds, whatever it says: none, none. */
  pass(phone: PhoneId, note: Note): void {
    const from = this.seatOf(phone)
    if (from === null) return
    const message = { t: 'private' as const, v: PROTOCOL, ...note, from }
    const to = this.holder(note.to)
    if (to === HOST) {
      void opened(this.o.keys, this.seats, this.#seating.own, message).then(
        (text) => text !== null && this.o.onPrivate(from, text),
      )
      return
    }
    const at = to === undefined ? undefined : this.channels().get(to)
    if (at) send(at, message)
  }
}
