// A table of phones at work (#16): the host's side and a guest's side of the shared log
// (log.ts) over channels (link.ts), each phone saving what it applies before saying it is done.
// No UI, no storage of its own: `persist` saves a phone's copy (the app's store), `onChange`
// shows it. The host decides one proposal at a time, in the order they arrive; a guest's entry
// resolves once the host's commit for it came back (null) or with the host's reason.

import * as v from 'valibot'
import type { GameRules } from '../core/game'
import type { Match } from '../core/match'
import type { Reason } from '../core/reason'
import type { GameSchemas } from '../games/cards/schema'
import { newId } from '../storage/id'
import type { Channel } from './link'
import { adopt, type Commit, decide, type Held, lostByAdopting, type Op, receive } from './log'
import { encode, type Message, PROTOCOL, parseMessage, proposalIdOf, type SeatAt } from './messages'
import { type Keys, seal, unseal } from './seal'

/** How long a guest waits for the host's answer to an entry. */
export const ANSWER_MS = 10_000
/** Phones at one table besides the host's: six in all, the most any of the games seats. */
export const MAX_GUESTS = 5

export interface TableGame<S, E> {
  rules: GameRules<S, E>
  schemas: GameSchemas
}

/**
 * A guest that does not know the game yet (it joined by a code, which names none) finds it from
 * the host's table: the game of the match it sent.
 */
export type GameOf<S, E> = (id: string) => Promise<TableGame<S, E>>

/** Until the game is known, no entry of any game is read (only the host's table is awaited). */
const NO_GAME: GameSchemas = { options: v.never(), event: v.never() }

/** Saves a phone's copy of the table; a rejection means it was not saved. */
export type Persist<S, E> = (held: Held<S, E>) => Promise<void>

/** Seats and private messages (seal.ts): what a phone needs to take a seat and talk to one. */
export interface SeatOptions {
  /** This phone's keys for private messages; without them it sends and reads none. */
  keys?: Keys
  /** The seats taken at phones changed (a phone took one, or left). */
  onSeats?: (seats: SeatAt[]) => void
  /** A private message for this phone's seat, opened: from which seat, and its text. */
  onPrivate?: (from: number, text: string) => void
}

export interface HostOptions<S, E> extends SeatOptions {
  persist: Persist<S, E>
  /** The table moved on: show it. */
  onChange?: (held: Held<S, E>) => void
  /** A message that could not be read, with why (shown, never acted on). */
  onBadMessage?: (reason: Reason) => void
  now?: () => number
}

export interface GuestOptions<S, E> extends SeatOptions {
  persist: Persist<S, E>
  onChange?: (held: Held<S, E>) => void
  /** The host's channel closed: this phone may carry on alone. */
  onLeft?: () => void
  onBadMessage?: (reason: Reason) => void
  /** What this phone held before joining (a rejoin). */
  held?: Held<S, E>
  /**
   * A copy of the table's match this phone has stored, if any: a phone rejoining from its list
   * of matches (not from the match it holds) is asked before that copy's own entries are lost.
   */
  stored?: (matchId: string) => Promise<Match<E> | undefined>
  /**
   * Asked before a rejoining phone takes a table that lacks entries of its own copy (both went
   * on alone): true takes the table; false (the default) keeps this phone's copy and leaves.
   */
  confirmLoss?: (lost: number) => Promise<boolean>
}

/** Runs tasks one after another, each after the last has settled: one decision at a time. */
function serialQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let queue: Promise<unknown> = Promise.resolve()
  return (task) => {
    const run = queue.then(task, task)
    queue = run.catch(() => undefined)
    return run
  }
}

const NO_SEATS = { onSeats: () => {}, onPrivate: () => {} }

/** A private message's text, sealed from seat `from` to the phone at seat `to`. */
async function sealedFor(
  keys: Keys | undefined,
  seats: readonly SeatAt[],
  from: number | null,
  to: number,
  text: string,
): Promise<Message | Reason> {
  const them = seats.find((s) => s.seat === to)
  if (!keys || from === null) return { key: 'table.noSeat' }
  if (!them) return { key: 'table.seatAway' }
  const sealed = await seal(keys, them.key, { from, to }, text)
  return { t: 'private', v: PROTOCOL, from, to, ...sealed }
}

/** A private message for this phone's seat, opened; null if it is not one it can read. */
async function opened(
  keys: Keys | undefined,
  seats: readonly SeatAt[],
  own: number | null,
  m: { from: number; to: number; iv: string; data: string },
): Promise<string | null> {
  const them = seats.find((s) => s.seat === m.from)
  if (!keys || own === null || m.to !== own || !them) return null
  return unseal(keys, them.key, { from: m.from, to: m.to }, { iv: m.iv, data: m.data })
}

const send = <E>(channel: Channel, message: Message<E>) => {
  try {
    channel.send(encode(message))
  } catch {
    // A channel that closed meanwhile: its onclose says so.
  }
}

/** The host: holds the record, decides every proposal, tells every guest what was committed. */
export class HostTable<S, E> {
  #held: Held<S, E>
  readonly #guests = new Set<Channel>()
  readonly #serial = serialQueue()
  readonly #o: Required<Omit<HostOptions<S, E>, 'keys'>> & { keys?: Keys }
  /** The seat each guest's phone took, with its key; the host's own seat apart. */
  readonly #seatOf = new Map<Channel, SeatAt>()
  #own: number | null = null

  constructor(
    readonly game: TableGame<S, E>,
    held: Held<S, E>,
    options: HostOptions<S, E>,
  ) {
    this.#held = held
    this.#o = { onChange: () => {}, onBadMessage: () => {}, now: Date.now, ...NO_SEATS, ...options }
  }

  /** Seats taken at phones, this one's first; a seat is at one phone (the last to take it). */
  get seats(): SeatAt[] {
    const own =
      this.#own !== null && this.#o.keys ? [{ seat: this.#own, key: this.#o.keys.publicKey }] : []
    const guests = [...this.#seatOf.values()].filter((s) => s.seat !== this.#own)
    return [...own, ...guests]
  }

  /** The host's player takes a seat (null: none). */
  claim(seat: number | null): void {
    this.#own = seat
    if (seat !== null) {
      for (const [channel, at] of this.#seatOf) if (at.seat === seat) this.#seatOf.delete(channel)
    }
    this.#tellSeats()
  }

  #tellSeats(): void {
    const seats = this.seats
    this.#o.onSeats(seats)
    for (const guest of this.#guests) send(guest, { t: 'seats', v: PROTOCOL, seats })
  }

  /** A private message from the host's seat to the phone at seat `to`: null once sent, or why not. */
  async sendPrivate(to: number, text: string): Promise<Reason | null> {
    const sealed = await sealedFor(this.#o.keys, this.seats, this.#own, to, text)
    if ('key' in sealed) return sealed
    const at = [...this.#seatOf].find(([, s]) => s.seat === to)?.[0]
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
    this.#guests.add(channel)
    channel.onclose = () => {
      this.#guests.delete(channel)
      if (this.#seatOf.delete(channel)) this.#tellSeats()
      onLeft()
    }
    channel.onmessage = (text) => {
      const parsed = parseMessage<E>(text, this.game.schemas)
      if (!parsed.ok) {
        this.#o.onBadMessage(parsed.reason)
        // A proposal the host cannot read is still answered: its phone is waiting.
        const proposal = proposalIdOf(text)
        if (proposal) send(channel, { t: 'refused', v: PROTOCOL, proposal, reason: parsed.reason })
        return
      }
      const m = parsed.message
      if (m.t === 'hello') {
        void this.#serial(async () => {
          send(channel, { t: 'table', v: PROTOCOL, match: this.#held.match, seen: this.#held.seen })
          send(channel, { t: 'seats', v: PROTOCOL, seats: this.seats })
        })
      } else if (m.t === 'seat') {
        if (m.seat === null) this.#seatOf.delete(channel)
        else {
          // A seat is at one phone: taking it here frees it elsewhere.
          for (const [other, at] of this.#seatOf) if (at.seat === m.seat) this.#seatOf.delete(other)
          if (this.#own === m.seat) this.#own = null
          this.#seatOf.set(channel, { seat: m.seat, key: m.key })
        }
        this.#tellSeats()
      } else if (m.t === 'private') {
        // From the seat this channel's phone took, whatever the message says: none, no message.
        const from = this.#seatOf.get(channel)?.seat
        if (from === undefined) return
        const message = { ...m, from }
        if (m.to === this.#own) {
          void opened(this.#o.keys, this.seats, this.#own, message).then(
            (text) => text !== null && this.#o.onPrivate(from, text),
          )
          return
        }
        const at = [...this.#seatOf].find(([, s]) => s.seat === m.to)?.[0]
        if (at) send(at, message)
      } else if (m.t === 'propose') {
        void this.#serial(async () => {
          const refused = await this.#commit(m.proposal.id, m.proposal.base, m.proposal.op)
          if (refused)
            send(channel, { t: 'refused', v: PROTOCOL, proposal: m.proposal.id, reason: refused })
        })
      }
    }
  }

  /** Closes the table: every guest's channel, so their phones carry on alone. */
  close(): void {
    for (const guest of this.#guests) guest.close()
    this.#guests.clear()
  }

  /** The host's own entry, on the table as it is: null once committed and sent, or why not. */
  propose(op: Op<E>): Promise<Reason | null> {
    // Its base is the table its player saw when tapping, taken now: a guest's proposal decided
    // first (still being saved when the tap came) makes this one stale, as for any phone.
    // Read inside the queue, it was always current and the tap became the next entry: two
    // tricks for one.
    const base = this.#held.seen
    return this.#serial(() => this.#commit(newId(), base, op))
  }

  async #commit(id: string, base: number, op: Op<E>): Promise<Reason | null> {
    const decided = decide(this.game.rules, this.#held, { id, base, op }, this.#o.now())
    if (!decided.ok) return decided.reason
    try {
      await this.#o.persist(decided.held)
    } catch {
      return { key: 'storage.writeFailed' }
    }
    this.#held = decided.held
    this.#o.onChange(decided.held)
    const message: Message<E> = { t: 'commit', v: PROTOCOL, commit: decided.commit }
    for (const guest of this.#guests) send(guest, message)
    return null
  }
}

/** A guest: keeps a copy of the host's table, proposes entries, and can carry on alone. */
export class GuestTable<S, E> {
  #game: TableGame<S, E> | null
  readonly #gameOf: GameOf<S, E> | null
  #held: Held<S, E> | null
  readonly #pending = new Map<string, (reason: Reason | null) => void>()
  readonly #serial = serialQueue()
  #left = false
  #turnedAway: Reason | null = null
  #seats: SeatAt[] = []
  #own: number | null = null
  readonly #o: Required<Omit<GuestOptions<S, E>, 'held' | 'keys'>> & { keys?: Keys }

  /** `game`: the match's game, or how to find it from the host's table (a phone joining by code). */
  constructor(
    game: TableGame<S, E> | GameOf<S, E>,
    readonly channel: Channel,
    { held, ...options }: GuestOptions<S, E>,
  ) {
    this.#game = typeof game === 'function' ? null : game
    this.#gameOf = typeof game === 'function' ? game : null
    this.#held = held ?? null
    this.#o = {
      onChange: () => {},
      onLeft: () => {},
      onBadMessage: () => {},
      confirmLoss: async () => false,
      stored: async () => undefined,
      ...NO_SEATS,
      ...options,
    }
    channel.onmessage = (text) => {
      // Read in turn, so a commit right behind the table waits until the game is known.
      void this.#serial(async () => {
        const parsed = parseMessage<E>(text, this.#game?.schemas ?? NO_GAME)
        if (!parsed.ok) this.#o.onBadMessage(parsed.reason)
        else await this.#take(parsed.message)
      })
    }
    channel.onclose = () => {
      this.#left = true
      // Entries still waiting for the host are not taken: their phones say so.
      for (const resolve of this.#pending.values())
        resolve(this.#turnedAway ?? { key: 'table.hostLeft' })
      this.#pending.clear()
      this.#o.onLeft()
    }
    send(channel, { t: 'hello', v: PROTOCOL, phone: newId() })
  }

  /** The game played at this table: null until the host's table named it. */
  get game(): TableGame<S, E> | null {
    return this.#game
  }

  /** Seats taken at phones, as the host last said. */
  get seats(): SeatAt[] {
    return this.#seats
  }

  /** This phone's player takes a seat (null: none); the host tells every phone. */
  claim(seat: number | null): void {
    this.#own = seat
    if (!this.#o.keys || this.#left) return
    send(this.channel, { t: 'seat', v: PROTOCOL, seat, key: this.#o.keys.publicKey })
  }

  /** A private message to the phone at seat `to`, through the host: null once sent, or why not. */
  async sendPrivate(to: number, text: string): Promise<Reason | null> {
    if (this.#left) return this.#turnedAway ?? { key: 'table.hostLeft' }
    const sealed = await sealedFor(this.#o.keys, this.#seats, this.#own, to, text)
    if ('key' in sealed) return sealed
    send(this.channel, sealed)
    return null
  }

  /** The copy this phone holds: null until the host's table arrived. */
  get held(): Held<S, E> | null {
    return this.#held
  }

  /** Why the host turned this phone away (the table is full), or null. */
  get turnedAway(): Reason | null {
    return this.#turnedAway
  }

  /** An entry made on this phone: null once the host committed it (and this phone applied it). */
  propose(op: Op<E>): Promise<Reason | null> {
    if (this.#left) return Promise.resolve(this.#turnedAway ?? { key: 'table.hostLeft' })
    if (!this.#held) return Promise.resolve({ key: 'table.notJoined' })
    const id = newId()
    const answered = new Promise<Reason | null>((resolve) => {
      // A host that never answers (its phone locked mid-send) does not leave the entry hanging.
      const timer = setTimeout(() => this.#answer(id, { key: 'table.noAnswer' }), ANSWER_MS)
      this.#pending.set(id, (reason) => {
        clearTimeout(timer)
        resolve(reason)
      })
    })
    send(this.channel, {
      t: 'propose',
      v: PROTOCOL,
      proposal: { id, base: this.#held.seen, op },
    })
    return answered
  }

  async #take(m: Message<E>): Promise<void> {
    if (m.t === 'table') {
      // Storage's schema checked its shape; the rules check its entries by replaying them.
      const match = m.match as Match<E>
      let held: Held<S, E>
      try {
        this.#game ??= await (this.#gameOf as GameOf<S, E>)(match.setup.game)
        if (this.#held && this.#held.match.setup.game !== match.setup.game) throw new Error()
        held = adopt(this.#game.rules, match, m.seen)
      } catch {
        this.#o.onBadMessage({ key: 'table.notAMessage' })
        return
      }
      // Entries only this phone has are never dropped without asking.
      const mine = this.#held?.match ?? (await this.#o.stored(match.id))
      const lost = mine ? lostByAdopting(mine, held.match) : 0
      if (lost > 0 && !(await this.#o.confirmLoss(lost))) {
        this.channel.close()
        return
      }
      await this.#keep(held)
    } else if (m.t === 'commit') {
      await this.#apply(m.commit)
    } else if (m.t === 'refused') {
      this.#answer(m.proposal, m.reason)
    } else if (m.t === 'turnedAway') {
      this.#turnedAway = m.reason
    } else if (m.t === 'seats') {
      this.#seats = m.seats
      this.#o.onSeats(m.seats)
    } else if (m.t === 'private') {
      const text = await opened(this.#o.keys, this.#seats, this.#own, m)
      if (text !== null) this.#o.onPrivate(m.from, text)
    }
  }

  async #apply(commit: Commit<E>): Promise<void> {
    if (!this.#held || !this.#game) return
    const got = receive(this.#game.rules, this.#held, commit)
    if (got.kind === 'known') return
    if (got.kind === 'resync') {
      send(this.channel, { t: 'hello', v: PROTOCOL, phone: newId() })
      return
    }
    await this.#keep(got.held)
    if (commit.proposal) this.#answer(commit.proposal, null)
  }

  async #keep(held: Held<S, E>): Promise<void> {
    try {
      await this.#o.persist(held)
    } catch {
      // Not saved here: shown as the copy anyway (the host has it); the next commit tries again.
    }
    this.#held = held
    this.#o.onChange(held)
  }

  #answer(id: string, reason: Reason | null): void {
    const resolve = this.#pending.get(id)
    if (!resolve) return
    this.#pending.delete(id)
    resolve(reason)
  }
}
