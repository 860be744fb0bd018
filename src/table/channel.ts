// One link between two phones as the table sees it (#16, #25): a `Channel`, text in and out, over
// the connection the join codes made, then over each spare (spare.ts) when ICE gives up on one. Each side counts the table messages it took, says the
// count in every beat (beat.ts), and keeps what it sent until the other's count passed it; on a
// spare, each says its count first and the other sends again what came after it, so nothing is
// lost or doubled across the change. Uses only the browser's RTC API, beat.ts, room.ts and spare.ts, so
// it runs as it is in a test page too (test/e2e/netns.test.ts).
import { type Beat, keepAlive } from './beat'
import { roomOn } from './room'
import {
  answerTerms,
  type GuestSpare,
  type HostSpare,
  makeSpare,
  readTalk,
  startGuestSpare,
  startHostSpare,
  type Talk,
  type Ticket,
  type Wires,
} from './spare'

/**
 * How long a spare may take to find the other phone after ICE gave up: a Wi-Fi down for a few
 * minutes (a router starting again, a phone that walked out of reach) does not end the link.
 */
const REVIVE_MS = 5 * 60_000
/** The most messages kept for sending again; a link whose other side falls further behind ends. */
const MAX_KEPT = 5000

/** One open channel between two phones: text in, text out. */
export interface Channel {
  send(text: string): void
  close(): void
  /** Each message received, in order. */
  onmessage: ((text: string) => void) | null
  /** Once: the other phone left, or the connection broke for good. */
  onclose: (() => void) | null
  /** True once the connection broke (ICE gave up and the spare found no way), not closed by a phone. */
  readonly lost: boolean
  /** The other phone went quiet (false) or is heard again (true); the channel stays open. */
  onreach: ((reachable: boolean) => void) | null
  /** Resolves once the link has room for more (room.ts): a long answer sends in steps. */
  whenDrained?(): Promise<void>
}

/** One link, over its first connection, then each spare; `host`: it made the first offer. */
export class LinkChannel implements Channel {
  #onmessage: ((text: string) => void) | null = null
  onclose: (() => void) | null = null
  onreach: ((reachable: boolean) => void) | null = null
  #wires: Wires | null = null
  /** 'reviving': ICE gave up; the spare is being connected, and what is sent waits for it. */
  #state: 'open' | 'reviving' | 'closed' = 'open'
  #lost = false
  /** Read through a method: after an await, TypeScript would keep the state read before it. */
  #ended(): boolean {
    return this.#state === 'closed'
  }
  /** Table messages taken from the other phone, over every connection of the link. */
  #received = 0
  /** Sent and not yet counted by the other phone; the first is message number #acked. */
  #kept: string[] = []
  #acked = 0
  /** What came before onmessage was set, in order. */
  readonly #early: string[] = []
  #hostSpare: HostSpare | null = null
  #guestSpare: GuestSpare | null = null
  #picking = false
  /** The guest's spare while it is being connected: tried again while the network is down. */
  #retry: GuestSpare | null = null
  #revived: ReturnType<typeof setTimeout> | null = null
  readonly #alive: Beat

  /** `first`: the connection the join codes made; its table channel is already heard (inbox). */
  constructor(
    readonly host: boolean,
    first: Wires,
    /** A guest's: its spares' terms are its ticket's (spare.ts), so one stored answer fits all. */
    readonly ticket?: Ticket,
  ) {
    this.#alive = keepAlive(
      () => {
        const beat = this.#wires?.beat
        if (beat?.readyState !== 'open') return
        try {
          // Each beat says how many table messages this phone took: the other keeps no more.
          beat.send(String(this.#received))
        } catch {
          // Full or closing: the next beat tries again.
        }
      },
      (reachable) => this.onreach?.(reachable),
    )
    this.#use(first, true)
    if (host) void this.#offerSpare()
  }

  get onmessage() {
    return this.#onmessage
  }

  set onmessage(handler) {
    this.#onmessage = handler
    // What came before (see inbox), in order, once the setter's caller has finished setting up.
    if (handler && this.#early.length > 0) {
      queueMicrotask(() => {
        while (this.#onmessage && this.#early.length > 0) {
          this.#onmessage(this.#early.shift() as string)
        }
      })
    }
  }

  get lost() {
    return this.#lost
  }

  send(text: string): void {
    if (this.#state === 'closed') return
    this.#kept.push(text)
    if (this.#kept.length > MAX_KEPT) {
      this.#kept.shift()
      this.#acked++
    }
    if (this.#state !== 'open') return
    try {
      this.#wires?.table.send(text)
    } catch {
      // Closing under a failure: the spare sends it again.
    }
  }

  whenDrained(): Promise<void> {
    return roomOn(this.#wires?.table)
  }

  close(): void {
    const wires = this.#wires
    this.#end(false)
    if (!wires) return
    // The channel's own close reaches the other phone at once; closing the connection with it
    // would leave that phone to notice only when its checks time out.
    wires.table.addEventListener('close', () => wires.pc.close(), { once: true })
    setTimeout(() => wires.pc.close(), 1000)
    wires.table.close()
  }

  /** A table message from the other phone, counted, in order. */
  take(text: string): void {
    this.#received++
    this.#alive.heard()
    if (this.#onmessage) this.#onmessage(text)
    else this.#early.push(text)
  }

  /** Listens to a connection's channels; only the link's current connection is heard. */
  #use(wires: Wires, tableListened = false): void {
    this.#wires = wires
    const current = () => this.#wires === wires
    if (!tableListened) {
      wires.table.addEventListener('message', (e) => {
        if (current()) this.take(String(e.data))
      })
    }
    wires.beat.addEventListener('message', (e) => {
      if (!current()) return
      this.#alive.heard()
      this.#counted(Number(e.data))
    })
    wires.talk.addEventListener('message', (e) => {
      if (current()) void this.#talk(readTalk(e.data))
    })
    wires.table.addEventListener('close', () => {
      // The other phone closed it; a connection that failed is revived instead.
      if (current() && wires.pc.connectionState === 'connected') this.#end(false)
    })
    // 'disconnected' is a pause (the other phone's screen locked, a Wi-Fi hiccup): ICE finds it
    // again, and the keep-alive says meanwhile that it is not reachable. 'failed' is ICE giving
    // up (about 15 s of silence in Chromium): the spare takes over, or the link ends.
    wires.pc.addEventListener('connectionstatechange', () => {
      if (!current()) return
      if (wires.pc.connectionState === 'failed') {
        if (this.#state === 'open') void this.#revive()
        // The guest's spare found no way yet (the network is still down): it tries again, on
        // the same terms, until REVIVE_MS is over. The host's spare waits for its checks.
        else if (this.#retry) void this.#tryGuestSpare()
      } else if (wires.pc.connectionState === 'closed') this.#end(false)
    })
  }

  /** The other phone took `n` of this one's messages: those are no longer kept. */
  #counted(n: number): void {
    if (!Number.isSafeInteger(n) || n <= this.#acked) return
    const done = Math.min(n - this.#acked, this.#kept.length)
    this.#kept.splice(0, done)
    this.#acked += done
  }

  async #talk(m: Talk | null): Promise<void> {
    if (!m || this.#state === 'closed') return
    if (m.k === 'spare' && !this.host && !this.#guestSpare && !this.#picking) {
      this.#picking = true
      const spare = await answerTerms(m.sdp, this.ticket)
      this.#picking = false
      if (!spare || this.#ended()) return
      this.#guestSpare = spare
      this.#say({ k: 'terms', sdp: spare.answer })
    } else if (m.k === 'terms' && this.host && this.#hostSpare && !this.#hostSpare.answer) {
      this.#hostSpare.answer = m.sdp
    } else if (m.k === 'got' && this.#state === 'reviving') {
      this.#resend(m.n)
    }
  }

  #say(m: Talk): void {
    const talk = this.#wires?.talk
    if (!talk) return
    const text = JSON.stringify(m)
    if (talk.readyState === 'open') talk.send(text)
    else talk.addEventListener('open', () => talk.send(text), { once: true })
  }

  /** The host makes the next spare and offers it; the guest picks its terms (#talk). */
  async #offerSpare(): Promise<void> {
    const spare = await makeSpare()
    if (!spare) return
    if (this.#state !== 'open') {
      spare.wires.pc.close()
      return
    }
    this.#hostSpare = spare
    this.#say({ k: 'spare', sdp: spare.offer })
  }

  /** ICE gave up: the spare connects, on the terms agreed before, or the link ends. */
  async #revive(): Promise<void> {
    if (this.#state !== 'open') return
    this.#state = 'reviving'
    this.#wires?.pc.close()
    this.#wires = null
    this.#revived = setTimeout(() => this.#end(true), REVIVE_MS)
    const spare = this.#hostSpare
    this.#hostSpare = null
    this.#retry = this.#guestSpare
    this.#guestSpare = null
    if (this.host) await this.#connect(spare && startHostSpare(spare))
    else await this.#tryGuestSpare()
  }

  /** The guest's spare, a new connection each time on the same terms: the host's takes any. */
  async #tryGuestSpare(): Promise<void> {
    this.#wires?.pc.close()
    this.#wires = null
    await this.#connect(this.#retry && startGuestSpare(this.#retry))
  }

  async #connect(starting: Promise<Wires | null> | null): Promise<void> {
    const wires = await starting
    if (!wires || this.#ended()) {
      wires?.pc.close()
      this.#end(true)
      return
    }
    this.#use(wires)
    // The first word on the spare: how far this phone got. The other sends again what follows.
    this.#say({ k: 'got', n: this.#received })
  }

  /** The other phone took `n` messages in all: the rest goes again, on the spare, in order. */
  #resend(n: number): void {
    const wires = this.#wires
    if (!wires) return
    if (n < this.#acked || n > this.#acked + this.#kept.length) {
      // Further back than kept, or more than was sent: no way to carry on without a gap.
      this.#end(true)
      return
    }
    this.#counted(n)
    if (this.#revived !== null) clearTimeout(this.#revived)
    this.#revived = null
    this.#retry = null
    this.#state = 'open'
    for (const text of this.#kept) wires.table.send(text)
    if (this.host) void this.#offerSpare()
  }

  #end(lost: boolean): void {
    if (this.#state === 'closed') return
    this.#state = 'closed'
    this.#lost = lost
    this.#alive.stop()
    if (this.#revived !== null) clearTimeout(this.#revived)
    this.#hostSpare?.wires.pc.close()
    this.#hostSpare = null
    this.#guestSpare = null
    this.#retry = null
    if (lost) this.#wires?.pc.close()
    this.onclose?.()
  }
}
