// A guest's side of a table of phones (#16): it keeps a copy of the host's table, proposes
// entries, and can carry on alone. It says `hello` until the host's table arrives (a first
// message can be lost while the connection settles) and says so after JOIN_WAIT_MS. An entry
// made here resolves once the host's commit for it came back (null) or with the host's reason;
// while the host's phone is not reachable (#25) it waits for it, as the link keeps it.
import type { Op } from '../core/change'
import type { Match } from '../core/match'
import type { Reason } from '../core/reason'
import { newId } from '../storage'
import type { Channel } from './channel'
import { adopt, type Commit, type Held, lostByAdopting, type Made, receive } from './log'
import { type Message, PROTOCOL, parseMessage, type SeatAt } from './messages'
import type { GuestOptions } from './options'
import type { Keys } from './seal'
import {
  ANSWER_MS,
  NO_GAME,
  NO_SEATS,
  opened,
  sealedFor,
  send,
  serialQueue,
  type TableGame,
} from './side'

/** How often a guest says `hello` again until the host's table arrives. */
export const HELLO_MS = 1500
/** After this long without the host's table, a joining phone says what may be wrong. */
export const JOIN_WAIT_MS = 10_000

/**
 * A guest that does not know the game yet (it joined by a code, which names none) finds it from
 * the host's table: the game of the match it sent.
 */
export type GameOf<S, E> = (id: string) => Promise<TableGame<S, E>>

export class GuestTable<S, E> {
  #game: TableGame<S, E> | null
  readonly #gameOf: GameOf<S, E> | null
  #held: Held<S, E> | null
  readonly #pending = new Map<string, (reason: Reason | null) => void>()
  /** The proposals made here, so a commit that answers one is this phone's own (also a late one). */
  readonly #proposed = new Set<string>()
  readonly #serial = serialQueue()
  #left = false
  #hostReachable = true
  #turnedAway: Reason | null = null
  #seats: SeatAt[] = []
  /** Asking for the table until it comes: the resend timer and the one that says it is slow. */
  #hello: ReturnType<typeof setInterval> | null = null
  #slow: ReturnType<typeof setTimeout> | null = null
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
      onSlow: () => {},
      onReach: () => {},
      onSeatAnswer: () => {},
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
      this.#stopAsking()
      // Entries still waiting for the host are not taken: their phones say so.
      for (const resolve of this.#pending.values()) resolve(this.gone)
      this.#pending.clear()
      this.#o.onLeft()
    }
    channel.onreach = (reachable) => {
      this.#hostReachable = reachable
      this.#o.onReach(reachable)
    }
    this.#askForTable()
  }

  /** Says hello now and again until the table arrives; says so once it takes long. */
  #askForTable(): void {
    this.#stopAsking()
    // One request, said again: the host answers it once (a resync later is a new one).
    const phone = newId()
    const hello = () => send(this.channel, { t: 'hello', v: PROTOCOL, phone })
    hello()
    this.#hello = setInterval(hello, HELLO_MS)
    this.#slow = setTimeout(() => this.#o.onSlow(), JOIN_WAIT_MS)
  }

  #stopAsking(): void {
    if (this.#hello !== null) clearInterval(this.#hello)
    if (this.#slow !== null) clearTimeout(this.#slow)
    this.#hello = null
    this.#slow = null
  }

  /** The game played at this table: null until the host's table named it. */
  get game(): TableGame<S, E> | null {
    return this.#game
  }

  /** Seats taken at phones, as the host last said. */
  get seats(): SeatAt[] {
    return this.#seats
  }

  /** This phone's seat as the host last said: the one it holds under its own key. */
  get #own(): number | null {
    const key = this.#o.keys?.publicKey
    return this.#seats.find((s) => s.key === key)?.seat ?? null
  }

  /** This phone's player asks for a seat (null: none); the host decides and tells every phone. */
  claim(seat: number | null): void {
    if (!this.#o.keys || this.#left) return
    send(this.channel, { t: 'seat', v: PROTOCOL, seat, key: this.#o.keys.publicKey })
  }

  /** A private message to the phone at seat `to`, through the host: null once sent, or why not. */
  async sendPrivate(to: number, text: string): Promise<Reason | null> {
    if (this.#left) return this.gone
    const sealed = await sealedFor(this.#o.keys, this.#seats, this.#own, to, text)
    if ('key' in sealed) return sealed
    send(this.channel, sealed)
    return null
  }

  /** This phone's player compares the safety code with the phone at seat `to`, which shows it too. */
  compare(to: number): void {
    const from = this.#own
    if (from === null || this.#left) return
    send(this.channel, { t: 'compare', v: PROTOCOL, from, to })
  }

  /** The copy this phone holds: null until the host's table arrived. */
  get held(): Held<S, E> | null {
    return this.#held
  }

  /**
   * Why this phone is not at the host's table: turned away (the table is full), the connection
   * lost (no word for about 15 s), or the host's phone left.
   */
  get gone(): Reason {
    if (this.#turnedAway) return this.#turnedAway
    return { key: this.channel.lost ? 'table.hostLost' : 'table.hostLeft' }
  }

  /** Why the host turned this phone away (the table is full), or null. */
  get turnedAway(): Reason | null {
    return this.#turnedAway
  }

  /** An entry made on this phone: null once the host committed it (and this phone applied it). */
  propose(op: Op<E>, base = this.#held?.seen): Promise<Reason | null> {
    if (this.#left) return Promise.resolve(this.gone)
    if (!this.#held || base === undefined) return Promise.resolve({ key: 'table.notJoined' })
    const id = newId()
    this.#proposed.add(id)
    const answered = new Promise<Reason | null>((resolve) => {
      // A host that is heard but never answers does not leave the entry hanging. One that is
      // not reachable now (its screen locked) gets the entry when it is back: the link keeps
      // it, and the host's answer, the commit or why not, still comes.
      const expire = () => {
        if (this.#hostReachable) this.#answer(id, { key: 'table.noAnswer' })
        else timer = setTimeout(expire, ANSWER_MS)
      }
      let timer = setTimeout(expire, ANSWER_MS)
      this.#pending.set(id, (reason) => {
        clearTimeout(timer)
        resolve(reason)
      })
    })
    send(this.channel, {
      t: 'propose',
      v: PROTOCOL,
      proposal: { id, base, op },
    })
    return answered
  }

  async #take(m: Message<E>): Promise<void> {
    if (m.t === 'table') {
      await this.#adopt(m.match as Match<E>, m.seen)
    } else if (m.t === 'commit') {
      await this.#apply(m.commit)
    } else if (m.t === 'refused') {
      this.#proposed.delete(m.proposal)
      this.#answer(m.proposal, m.reason)
    } else if (m.t === 'turnedAway') {
      this.#turnedAway = m.reason
    } else if (m.t === 'seats') {
      this.#seats = m.seats
      this.#o.onSeats(m.seats)
    } else if (m.t === 'seatWait') {
      this.#o.onSeatAnswer({ seat: m.seat, waiting: true })
    } else if (m.t === 'seatRefused') {
      this.#o.onSeatAnswer({ seat: m.seat, reason: m.reason })
    } else if (m.t === 'private') {
      const text = await opened(this.#o.keys, this.#seats, this.#own, m)
      if (text !== null) this.#o.onPrivate(m.from, text)
    } else if (m.t === 'compare') {
      if (m.to === this.#own) this.#o.onCompare(m.from)
    }
  }

  /** The host's whole table: storage's schema checked its shape; the rules check its entries. */
  async #adopt(match: Match<E>, seen: number): Promise<void> {
    let held: Held<S, E>
    try {
      this.#game ??= await (this.#gameOf as GameOf<S, E>)(match.setup.game)
      if (this.#held && this.#held.match.setup.game !== match.setup.game) throw new Error()
      held = adopt(this.#game.rules, match, seen)
    } catch {
      this.#o.onBadMessage({ key: 'table.notAMessage' })
      return
    }
    this.#stopAsking()
    // Entries only this phone has are never dropped without asking.
    const mine = this.#held?.match ?? (await this.#o.stored(match.id))
    const lost = mine ? lostByAdopting(mine, held.match) : 0
    if (lost > 0 && !(await this.#o.confirmLoss(lost))) {
      this.channel.close()
      return
    }
    await this.#keep(held)
  }

  async #apply(commit: Commit<E>): Promise<void> {
    if (!this.#held || !this.#game) return
    const got = receive(this.#game.rules, this.#held, commit)
    if (got.kind === 'known') return
    if (got.kind === 'resync') {
      this.#askForTable()
      return
    }
    const mine = commit.proposal !== undefined && this.#proposed.delete(commit.proposal)
    await this.#keep(got.held, { op: commit.op, mine, by: commit.by ?? null })
    if (commit.proposal) this.#answer(commit.proposal, null)
  }

  async #keep(held: Held<S, E>, made?: Made<E>): Promise<void> {
    try {
      await this.#o.persist(held)
    } catch {
      // Not saved here: shown as the copy anyway (the host has it); the next commit tries again.
    }
    this.#held = held
    this.#o.onChange(held, made)
  }

  #answer(id: string, reason: Reason | null): void {
    const resolve = this.#pending.get(id)
    if (!resolve) return
    this.#pending.delete(id)
    resolve(reason)
  }
}
