// The host's side of a table of phones (#16, #23): it holds the record, decides every proposal
// one at a time in the order they arrive, saves before it tells every guest what was committed,
// and trusts no guest. Each guest is a phone of its own (`PhoneId`): the host knows the seat it
// holds (seating.ts), which entries it proposed (authority.ts) and how fast it sends (limit.ts).
// A guest may propose only what its seat may (the game's `proposer`); anything else, a message
// too many or a seat it may not take, is refused with a reason and logged here (`onRefused`).

import type { Op } from '../core/change'
import type { Reason } from '../core/reason'
import { newId } from '../storage'
import {
  type Authors,
  authorize,
  authorsAfter,
  authorsOf,
  HOST,
  type PhoneId,
  seatingOf,
} from './authority'
import type { Channel } from './channel'
import { GuestPhone, type PhoneAt, whatOf } from './guestPhone'
import { HostSeats } from './hostSeats'
import { decide, type Held } from './log'
import {
  MAX_FROM_GUEST,
  type Message,
  PROTOCOL,
  parseMessage,
  proposalIdOf,
  type SeatAt,
} from './messages'
import type { HostOptions } from './options'
import type { Keys } from './seal'
import type { SeatRequest } from './seating'
import { NO_SEATS, saveFailure, send, serialQueue, type TableGame } from './side'

/** Phones at one table besides the host's: six in all, the most any of the games seats. */
export const MAX_GUESTS = 5
export class HostTable<S, E> {
  #held: Held<S, E>
  #authors: Authors
  readonly #guests = new Map<Channel, GuestPhone>()
  readonly #serial = serialQueue()
  readonly #o: Required<Omit<HostOptions<S, E>, 'keys' | 'keptHere' | 'shared'>> & { keys?: Keys }
  readonly #shared: boolean
  readonly #seats: HostSeats
  #next = 1
  /** The phones as last told (onPhones), so a change is told once. */
  #toldPhones = '[]'

  constructor(
    readonly game: TableGame<S, E>,
    held: Held<S, E>,
    { keptHere = [], shared = true, ...options }: HostOptions<S, E>,
  ) {
    this.#held = held
    this.#shared = shared
    this.#authors = authorsOf(held.match, keptHere)
    this.#o = {
      onChange: () => {},
      onBadMessage: () => {},
      onRefused: () => {},
      onRequests: () => {},
      onPhones: () => {},
      now: Date.now,
      later: (run, ms) => setTimeout(run, ms),
      ...NO_SEATS,
      ...options,
    }
    const o = this.#o
    this.#seats = new HostSeats(
      {
        keys: o.keys,
        onSeats: (seats) => {
          o.onSeats(seats)
          this.#tellPhones()
        },
        onPrivate: (from, text) => o.onPrivate(from, text),
        onCompare: (from) => o.onCompare(from),
        onRequests: (requests) => o.onRequests(requests),
        onRefused: (phone, reason) => {
          const guest = this.#guest(phone)
          if (guest) this.#refuse(guest, 'seat', reason)
        },
      },
      () => new Map([...this.#guests].map(([channel, guest]) => [guest.id, channel])),
    )
  }

  /** Seats taken at phones, this one's first; a seat is at one phone. */
  get seats(): SeatAt[] {
    return this.#seats.seats
  }

  /** Seats guests asked for that wait for the host's player. */
  get requests(): SeatRequest[] {
    return this.#seats.requests
  }

  /** The host's player takes a seat (null: none); a guest's phone holding it loses it. */
  claim(seat: number | null): void {
    this.#seats.claimOwn(seat)
  }

  /** The host's player agrees that a guest's phone takes the seat it asked for. */
  approve(phone: PhoneId): void {
    this.#seats.approve(phone)
  }

  /** The host's player says no: the phone keeps the seat it had. */
  deny(phone: PhoneId): void {
    this.#seats.deny(phone)
  }

  /** A private message from the host's seat to the phone at seat `to`: null once sent, or why not. */
  sendPrivate(to: number, text: string): Promise<Reason | null> {
    return this.#seats.sendPrivate(to, text)
  }

  /** The host's player compares the safety code with the phone at seat `to`, which shows it too. */
  compare(to: number): void {
    this.#seats.compare(to)
  }

  get held(): Held<S, E> {
    return this.#held
  }

  #guest(phone: PhoneId): GuestPhone | undefined {
    return [...this.#guests.values()].find((g) => g.id === phone)
  }

  /** The guests' phones, in the order they joined: each one's seat and whether it is heard. */
  get phones(): PhoneAt[] {
    return [...this.#guests.values()].map((g) => ({
      phone: g.id,
      seat: this.#seats.seatOf(g.id),
      reachable: g.reachable,
    }))
  }

  /** A guest's channel, once open: it is answered from now on, until it closes. Its phone's id; null: turned away. */
  addGuest(channel: Channel, onLeft: () => void = () => {}): PhoneId | null {
    if (this.#guests.size >= MAX_GUESTS) {
      send(channel, { t: 'turnedAway', v: PROTOCOL, reason: { key: 'table.full' } })
      channel.close()
      return null
    }
    const guest = new GuestPhone(`phone-${this.#next++}`, this.#o.now())
    this.#guests.set(channel, guest)
    channel.onclose = () => {
      this.#guests.delete(channel)
      this.#seats.left(guest.id)
      this.#tellPhones()
      onLeft()
    }
    channel.onmessage = (text) => this.#heard(channel, guest, text)
    channel.onreach = (reachable) => {
      guest.reachable = reachable
      this.#tellPhones()
    }
    this.#tellPhones()
    return guest.id
  }

  #tellPhones(): void {
    const phones = this.phones
    const told = JSON.stringify(phones)
    if (told === this.#toldPhones) return
    this.#toldPhones = told
    this.#o.onPhones(phones)
  }

  #refuse(guest: GuestPhone, what: string, reason: Reason): void {
    const seat = this.#seats.seatOf(guest.id)
    this.#o.onRefused({ seat, what, reason, at: this.#o.now() })
  }

  #heard(channel: Channel, guest: GuestPhone, text: string): void {
    // A phone sending faster than any table needs is not listened to until it slows down.
    const now = this.#o.now()
    const heard = guest.heard(now)
    if (heard !== 'read') {
      if (heard === 'log') this.#refuse(guest, 'messages', { key: 'table.tooMany' })
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
      if (!guest.wantsTable(m.phone, now)) return
      void this.#serial(async () => {
        send(channel, { t: 'table', v: PROTOCOL, match: this.#held.match, seen: this.#held.seen })
        send(channel, { t: 'seats', v: PROTOCOL, seats: this.seats })
      })
    } else if (m.t === 'seat') {
      void this.#serial(() => this.#seats.claim(guest.id, m.seat, m.key))
    } else if (m.t === 'private') {
      this.#seats.pass(guest.id, m)
    } else if (m.t === 'compare') {
      this.#seats.passCompare(guest.id, m.to)
    } else if (m.t === 'propose') {
      const { id, base, op } = m.proposal
      const wait = guest.proposalWait(now)
      if (wait === null) {
        const reason = { key: 'table.tooFast' }
        this.#refuse(guest, whatOf(op), reason)
        send(channel, { t: 'refused', v: PROTOCOL, proposal: id, reason })
        return
      }
      const decide = () => {
        // A phone that left while its entry was held: nobody waits for it any more.
        if (this.#guests.get(channel) !== guest) return
        void this.#serial(async () => {
          const refused = await this.#commit(guest.id, id, base, op)
          if (refused) send(channel, { t: 'refused', v: PROTOCOL, proposal: id, reason: refused })
        })
      }
      if (wait === 0) decide()
      else this.#o.later(decide, wait)
    }
    // Anything else is the host's to send, never a guest's: ignored.
  }

  /** Closes the table: every guest's channel, so their phones carry on alone. */
  close(): void {
    for (const guest of this.#guests.keys()) guest.close()
    this.#guests.clear()
  }

  /**
   * The host's own entry: null once committed and sent, or why not. `base`: the table its player
   * saw when tapping (an undo takes back what was on screen), by default the table as it is now.
   */
  propose(op: Op<E>, base = this.#held.seen): Promise<Reason | null> {
    // Taken now, not in the queue: a guest's proposal decided first (still being saved when the
    // tap came) makes this one stale, as for any phone. Read inside the queue, it was always
    // current and the tap became the next entry: two tricks for one.
    return this.#serial(() => this.#commit(HOST, newId(), base, op))
  }

  /**
   * The match as this phone's storage now has it (another tab saved it): the table takes it as
   * one more change, and every guest gets the whole table again. Who proposed what before is
   * forgotten (as after a reload).
   */
  replace(held: Held<S, E>): void {
    this.#held = { ...held, seen: Math.max(held.seen, this.#held.seen + 1) }
    this.#authors = authorsOf(this.#held.match)
    this.#o.onChange(this.#held)
    const { match, seen } = this.#held
    for (const guest of this.#guests.keys()) send(guest, { t: 'table', v: PROTOCOL, match, seen })
  }

  async #commit(from: PhoneId, id: string, base: number, op: Op<E>): Promise<Reason | null> {
    const present = (phone: PhoneId) => phone === HOST || this.#guest(phone) !== undefined
    const view = seatingOf(this.#seats, this.#authors, present)
    const refused = this.#shared && authorize(this.game.rules, this.#held, op, from, view)
    if (refused) {
      const guest = this.#guest(from)
      if (guest) this.#refuse(guest, whatOf(op), refused)
      return refused
    }
    const decided = decide(this.game.rules, this.#held, { id, base, op }, this.#o.now())
    if (!decided.ok) return decided.reason
    try {
      await this.#o.persist(decided.held, this.#held)
    } catch (error) {
      return saveFailure(error)
    }
    this.#held = decided.held
    this.#authors = authorsAfter(this.#authors, op, from)
    // Whose it was, from the channel it came on (or this phone's own tap), never from its text.
    const by = this.#seats.seatOf(from)
    this.#o.onChange(decided.held, { op, mine: from === HOST, by })
    const message: Message<E> = { t: 'commit', v: PROTOCOL, commit: { ...decided.commit, by } }
    for (const guest of this.#guests.keys()) send(guest, message)
    return null
  }
}
