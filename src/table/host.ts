// The host's side of a table of phones (#16, #23): it holds the record, decides every proposal
// one at a time in the order they arrive, saves before it tells every guest what was committed,
// and trusts no guest. Each guest is a phone of its own (`PhoneId`): the host knows the seat it
// holds (seating.ts), which entries it proposed (authority.ts) and how fast it sends (limit.ts).
// A guest may propose only what its seat may (the game's `proposer`); anything else, a message
// too many or a seat it may not take, is refused with a reason and logged here (`onRefused`).
import type { Reason } from '../core/reason'
import { newId } from '../storage'
import { type Authors, authorize, authorsAfter, HOST, type PhoneId } from './authority'
import { Limiter, MESSAGES, PROPOSALS } from './limit'
import type { Channel } from './link'
import { decide, type Held, type Op } from './log'
import {
  MAX_FROM_GUEST,
  type Message,
  PROTOCOL,
  parseMessage,
  proposalIdOf,
  type SeatAt,
} from './messages'
import type { Keys } from './seal'
import { validKey } from './seal'
import { Seating, type SeatRequest } from './seating'
import {
  NO_SEATS,
  opened,
  type Persist,
  type SeatOptions,
  sealedFor,
  send,
  serialQueue,
  type TableGame,
} from './side'

/** Phones at one table besides the host's: six in all, the most any of the games seats. */
export const MAX_GUESTS = 5
/** A guest asking for the whole table again is answered at most this often. */
const TABLE_EVERY_MS = 1000
/** A phone flooding the host is logged at most this often. */
const FLOOD_LOG_MS = 10_000

/** Something a guest's phone asked for and did not get: the host's log of it. */
export interface Refusal {
  /** The seat the phone held, if any. */
  seat: number | null
  /** What it asked for: an entry's kind (`trick`, `secret`…), `undo`, `redo`, `correction`, `seat`, or `messages` (too many). */
  what: string
  reason: Reason
  at: number
}

export interface HostOptions<S, E> extends SeatOptions {
  persist: Persist<S, E>
  /** The table moved on: show it. */
  onChange?: (held: Held<S, E>) => void
  /** A message that could not be read, with why (shown, never acted on). */
  onBadMessage?: (reason: Reason) => void
  /** A guest's phone was refused something: the host's log of what other phones tried. */
  onRefused?: (refusal: Refusal) => void
  /** The seats guests asked for that wait for the host's player changed. */
  onRequests?: (requests: SeatRequest[]) => void
  /**
   * Entries of the log this phone keeps the value of (entered here before the table opened):
   * only this phone may act for them, as if each had been entered at the table.
   */
  keptHere?: readonly number[]
  now?: () => number
}

interface Guest {
  id: PhoneId
  messages: Limiter
  proposals: Limiter
  /** When it was last sent the whole table, and for which hello (said again until it came). */
  tableAt: number
  answered: string | null
  /** When dropping its messages (too many) was last logged: once a while, not per message. */
  floodLogged: number
}

const whatOf = <E>(op: Op<E>): string => {
  if (op.kind === 'splice') return 'correction'
  if (op.kind !== 'record') return op.kind
  const t = (op.event as { t?: unknown } | null)?.t
  return typeof t === 'string' ? t.slice(0, 20) : 'entry'
}

export class HostTable<S, E> {
  #held: Held<S, E>
  #authors: Authors
  readonly #guests = new Map<Channel, Guest>()
  readonly #serial = serialQueue()
  readonly #o: Required<Omit<HostOptions<S, E>, 'keys' | 'keptHere'>> & { keys?: Keys }
  readonly #seating: Seating
  #next = 1

  constructor(
    readonly game: TableGame<S, E>,
    held: Held<S, E>,
    { keptHere = [], ...options }: HostOptions<S, E>,
  ) {
    this.#held = held
    const kept = new Set(keptHere)
    const { events, redo } = held.match
    this.#authors = {
      events: events.map((_, i) => (kept.has(i) ? HOST : null)),
      // The redo side from its far end: redo.at(-1) goes back to the log first.
      redo: redo.map((_, i) => (kept.has(events.length + redo.length - 1 - i) ? HOST : null)),
    }
    this.#o = {
      onChange: () => {},
      onBadMessage: () => {},
      onRefused: () => {},
      onRequests: () => {},
      now: Date.now,
      ...NO_SEATS,
      ...options,
    }
    this.#seating = new Seating(options.keys?.publicKey ?? null)
  }

  /** Seats taken at phones, this one's first; a seat is at one phone. */
  get seats(): SeatAt[] {
    return this.#seating.seats
  }

  /** Seats guests asked for that wait for the host's player. */
  get requests(): SeatRequest[] {
    return this.#seating.requests
  }

  /** The host's player takes a seat (null: none); a guest's phone holding it loses it. */
  claim(seat: number | null): void {
    this.#seating.claimOwn(seat)
    this.#tellSeats()
  }

  /** The host's player agrees that a guest's phone takes the seat it asked for. */
  approve(phone: PhoneId): void {
    if (!this.#seating.approve(phone)) return
    this.#tellSeats()
    this.#o.onRequests(this.requests)
  }

  /** The host's player says no: the phone keeps the seat it had. */
  deny(phone: PhoneId): void {
    const request = this.#seating.deny(phone)
    if (!request) return
    const channel = this.#channelOf(phone)
    const reason = { key: 'table.seatDenied', params: { seat: request.seat } }
    if (channel) send(channel, { t: 'seatRefused', v: PROTOCOL, seat: request.seat, reason })
    this.#o.onRequests(this.requests)
  }

  #tellSeats(): void {
    const seats = this.seats
    this.#o.onSeats(seats)
    for (const guest of this.#guests.keys()) send(guest, { t: 'seats', v: PROTOCOL, seats })
  }

  #channelOf(phone: PhoneId): Channel | undefined {
    for (const [channel, guest] of this.#guests) if (guest.id === phone) return channel
    return undefined
  }

  /** A private message from the host's seat to the phone at seat `to`: null once sent, or why not. */
  async sendPrivate(to: number, text: string): Promise<Reason | null> {
    const sealed = await sealedFor(this.#o.keys, this.seats, this.#seating.own, to, text)
    if ('key' in sealed) return sealed
    const holder = this.#seating.holder(to)
    const at = holder === undefined ? undefined : this.#channelOf(holder)
    if (!at) return { key: 'table.seatAway' }
    send(at, sealed)
    return null
  }

  get held(): Held<S, E> {
    return this.#held
  }

  get guests(): number {
    return this.#guests.size
  }

  /** A guest's channel, once open: it is answered from now on, until it closes. */
  addGuest(channel: Channel, onLeft: () => void = () => {}): void {
    if (this.#guests.size >= MAX_GUESTS) {
      send(channel, { t: 'turnedAway', v: PROTOCOL, reason: { key: 'table.full' } })
      channel.close()
      return
    }
    const now = this.#o.now()
    const guest: Guest = {
      id: `phone-${this.#next++}`,
      messages: new Limiter(MESSAGES, now),
      proposals: new Limiter(PROPOSALS, now),
      tableAt: Number.NEGATIVE_INFINITY,
      answered: null,
      floodLogged: Number.NEGATIVE_INFINITY,
    }
    this.#guests.set(channel, guest)
    channel.onclose = () => {
      this.#guests.delete(channel)
      const hadSeat = this.#seating.seatOf(guest.id) !== null
      const asked = this.#seating.requests.some((r) => r.phone === guest.id)
      this.#seating.leave(guest.id)
      if (hadSeat) this.#tellSeats()
      if (asked) this.#o.onRequests(this.requests)
      onLeft()
    }
    channel.onmessage = (text) => this.#heard(channel, guest, text)
  }

  #refuse(guest: Guest, what: string, reason: Reason): void {
    const seat = this.#seating.seatOf(guest.id)
    this.#o.onRefused({ seat, what, reason, at: this.#o.now() })
  }

  #heard(channel: Channel, guest: Guest, text: string): void {
    // A phone sending faster than any table needs is not listened to until it slows down.
    const now = this.#o.now()
    if (!guest.messages.allow(now)) {
      if (now - guest.floodLogged >= FLOOD_LOG_MS) {
        guest.floodLogged = now
        this.#refuse(guest, 'messages', { key: 'table.tooMany' })
      }
      return
    }
    const parsed = parseMessage<E>(text, this.game.schemas, MAX_FROM_GUEST)
    if (!parsed.ok) {
      this.#o.onBadMessage(parsed.reason)
      // A proposal the host cannot read is still answered: its phone is waiting.
      const proposal = proposalIdOf(text)
      if (proposal) send(channel, { t: 'refused', v: PROTOCOL, proposal, reason: parsed.reason })
      return
    }
    const m = parsed.message
    if (m.t === 'hello') {
      if (m.phone === guest.answered || now - guest.tableAt < TABLE_EVERY_MS) return
      guest.tableAt = now
      guest.answered = m.phone
      void this.#serial(async () => {
        send(channel, { t: 'table', v: PROTOCOL, match: this.#held.match, seen: this.#held.seen })
        send(channel, { t: 'seats', v: PROTOCOL, seats: this.seats })
      })
    } else if (m.t === 'seat') {
      void this.#serial(() => this.#claim(channel, guest, m.seat, m.key))
    } else if (m.t === 'private') {
      this.#pass(guest, m)
    } else if (m.t === 'propose') {
      const { id, base, op } = m.proposal
      if (!guest.proposals.allow(now)) {
        const reason = { key: 'table.tooFast' }
        this.#refuse(guest, whatOf(op), reason)
        send(channel, { t: 'refused', v: PROTOCOL, proposal: id, reason })
        return
      }
      void this.#serial(async () => {
        const refused = await this.#commit(guest.id, id, base, op)
        if (refused) send(channel, { t: 'refused', v: PROTOCOL, proposal: id, reason: refused })
      })
    }
    // Anything else is the host's to send, never a guest's: ignored.
  }

  async #claim(channel: Channel, guest: Guest, seat: number | null, key: string): Promise<void> {
    if (!this.#guests.has(channel)) return
    const claimed = (await validKey(key))
      ? this.#seating.claim(guest.id, seat, key)
      : ({ kind: 'refused', reason: { key: 'table.badKey' } } as const)
    if (claimed.kind === 'taken') {
      this.#tellSeats()
      this.#o.onRequests(this.requests)
    } else if (claimed.kind === 'waiting') {
      send(channel, { t: 'seatWait', v: PROTOCOL, seat: claimed.request.seat })
      this.#o.onRequests(this.requests)
    } else {
      this.#refuse(guest, 'seat', claimed.reason)
      send(channel, { t: 'seatRefused', v: PROTOCOL, seat, reason: claimed.reason })
    }
  }

  /** A private message, from the seat this phone holds whatever it says: none, no message. */
  #pass(guest: Guest, m: Extract<Message<E>, { t: 'private' }>): void {
    const from = this.#seating.seatOf(guest.id)
    if (from === null) return
    const message = { ...m, from }
    const to = this.#seating.holder(m.to)
    if (to === HOST) {
      void opened(this.#o.keys, this.seats, this.#seating.own, message).then(
        (text) => text !== null && this.#o.onPrivate(from, text),
      )
      return
    }
    const at = to === undefined ? undefined : this.#channelOf(to)
    if (at) send(at, message)
  }

  /** Closes the table: every guest's channel, so their phones carry on alone. */
  close(): void {
    for (const guest of this.#guests.keys()) guest.close()
    this.#guests.clear()
  }

  /** The host's own entry, on the table as it is: null once committed and sent, or why not. */
  propose(op: Op<E>): Promise<Reason | null> {
    // Its base is the table its player saw when tapping, taken now: a guest's proposal decided
    // first (still being saved when the tap came) makes this one stale, as for any phone.
    // Read inside the queue, it was always current and the tap became the next entry: two
    // tricks for one.
    const base = this.#held.seen
    return this.#serial(() => this.#commit(HOST, newId(), base, op))
  }

  async #commit(from: PhoneId, id: string, base: number, op: Op<E>): Promise<Reason | null> {
    const seating = this.#seating
    const present = (phone: PhoneId | null | undefined) =>
      phone === HOST || [...this.#guests.values()].some((g) => g.id === phone)
    const keeper = (entry: number) => {
      const phone = this.#authors.events[entry]
      return phone !== null && phone !== undefined && present(phone) ? phone : undefined
    }
    const phones = seating.seats.map((s) => s.seat)
    const view = { phones, holder: (seat: number) => seating.holder(seat), keeper }
    const refused = authorize(this.game.rules, this.#held, op, from, view)
    if (refused) {
      const guest = [...this.#guests.values()].find((g) => g.id === from)
      if (guest) this.#refuse(guest, whatOf(op), refused)
      return refused
    }
    const decided = decide(this.game.rules, this.#held, { id, base, op }, this.#o.now())
    if (!decided.ok) return decided.reason
    try {
      await this.#o.persist(decided.held)
    } catch {
      return { key: 'storage.writeFailed' }
    }
    this.#held = decided.held
    this.#authors = authorsAfter(this.#authors, op, from)
    this.#o.onChange(decided.held)
    const message: Message<E> = { t: 'commit', v: PROTOCOL, commit: decided.commit }
    for (const guest of this.#guests.keys()) send(guest, message)
    return null
  }
}
