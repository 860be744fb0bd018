// The connection between the host's phone and one guest's (#16): a WebRTC data channel with no
// ICE servers, over host candidates on the same Wi-Fi or one phone's hotspot. No server, no
// account, no internet: the two session descriptions travel as join codes (code.ts), one scanned
// or pasted each way. Candidates are gathered in full before a description is shown, since a
// code is one-shot (no trickle). Uses only the browser's RTC API, beat.ts and spare.ts (which
// import nothing), so the three run as they are in a test page too (test/e2e/netns.test.ts).
//
// Beside the table's channel, two more are agreed on both sides without a code: the keep-alive's
// (beat.ts), by which a phone that goes quiet is said to be not reachable while the link waits
// for it, and the link's own. On that one the host sends a spare connection's offer and the guest
// the answer's terms (spare.ts): when ICE gives up (no word for about 15 s), the two phones
// connect the spare and the link goes on, with no new code. Each side counts the table messages
// it took, says the count in every beat, and keeps what it sent until the other's count passed
// it; on the spare, each says its count first and the other sends again what came after it, so
// nothing is lost or doubled across the change. Only a spare that finds no way either (a longer
// outage, a phone gone) ends the link.
import { type Beat, keepAlive } from './beat'
import {
  answerTerms,
  described,
  type GuestSpare,
  type HostSpare,
  linkChannels,
  MAX_SDP,
  makeSpare,
  peer,
  startGuestSpare,
  startHostSpare,
  type Wires,
} from './spare'

/** How long after the second code the channel may take to open. */
const OPEN_MS = 15_000
/** How long a guest's answer waits for the host to scan it: a table takes its time. */
const ANSWER_WAIT_MS = 10 * 60_000
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
}

/** Why a connection could not be made, as a reason key (table.link.*). */
export class LinkError extends Error {
  readonly key: string
  constructor(key: string) {
    super(key)
    this.name = 'LinkError'
    this.key = key
  }
}

/** The local description once gathered; a connection that has none cannot be shown as a code. */
async function shown(pc: RTCPeerConnection): Promise<string> {
  const sdp = await described(pc)
  if (!sdp) throw new LinkError('table.link.failed')
  return sdp
}

/** What the link's own channel carries, as JSON. */
type Talk = { k: 'spare'; sdp: string } | { k: 'terms'; sdp: string } | { k: 'got'; n: number }

function readTalk(text: unknown): Talk | null {
  if (typeof text !== 'string' || text.length > MAX_SDP + 100) return null
  try {
    const m = JSON.parse(text) as Record<string, unknown>
    if ((m.k === 'spare' || m.k === 'terms') && typeof m.sdp === 'string') {
      return { k: m.k, sdp: m.sdp }
    }
    if (m.k === 'got' && Number.isSafeInteger(m.n) && (m.n as number) >= 0) {
      return { k: 'got', n: m.n as number }
    }
  } catch {
    // Not the link's words: ignored.
  }
  return null
}

/**
 * One link, over its first connection and then over each spare. `host`: the side that made the
 * first offer, and makes the spares.
 */
class Link implements Channel {
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
      const spare = await answerTerms(m.sdp)
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

/**
 * The first table channel's messages from the very first, kept until the link takes them.
 * Listened to from the moment the channel exists (made, or announced), not from its 'open' event
 * or from `opened`: Chromium can hand this page the other phone's first message before its own
 * 'open' event, and on a busy phone even before the host's setRemoteDescription has resolved
 * (the network thread connects while the page waits). Listened to later, the host lost the
 * guest's hello now and then, never sent its table, and the guest waited for good.
 */
interface Inbox {
  dc: RTCDataChannel
  early: string[]
  link: Link | null
}

function inbox(dc: RTCDataChannel): Inbox {
  const box: Inbox = { dc, early: [], link: null }
  dc.addEventListener('message', (e) => {
    const text = String(e.data)
    if (box.link) box.link.take(text)
    else box.early.push(text)
  })
  return box
}

/** Resolves with the link once its table channel is open; rejects if it does not open in time. */
function opened(
  host: boolean,
  pc: RTCPeerConnection,
  channel: Promise<Inbox>,
  own: ReturnType<typeof linkChannels>,
  within: number,
): Promise<Channel> {
  return new Promise<Channel>((resolve, reject) => {
    const timer = setTimeout(() => {
      pc.close()
      reject(new LinkError('table.link.timeout'))
    }, within)
    void channel.then((box) => {
      const open = () => {
        clearTimeout(timer)
        const link = new Link(host, { pc, table: box.dc, ...own })
        box.link = link
        for (const text of box.early.splice(0)) link.take(text)
        resolve(link)
      }
      if (box.dc.readyState === 'open') open()
      else box.dc.addEventListener('open', open, { once: true })
    })
  })
}

/**
 * The host's side of one guest: the offer to show as a join code, and `accept`, which takes the
 * guest's answer and resolves once the channel is open.
 */
export async function offer(): Promise<{
  sdp: string
  accept(answer: string): Promise<Channel>
  close(): void
}> {
  const pc = peer()
  const channel = inbox(pc.createDataChannel('table', { ordered: true }))
  const own = linkChannels(pc)
  await pc.setLocalDescription(await pc.createOffer())
  const sdp = await shown(pc)
  return {
    sdp,
    async accept(answer) {
      try {
        await pc.setRemoteDescription({ type: 'answer', sdp: answer })
      } catch {
        throw new LinkError('table.link.badCode')
      }
      return opened(true, pc, Promise.resolve(channel), own, OPEN_MS)
    },
    close: () => pc.close(),
  }
}

/**
 * The guest's side: answers the host's offer. `sdp` is the answer to show as a code; `connected`
 * resolves once the host has taken it and the channel is open.
 */
export async function answer(offerSdp: string): Promise<{
  sdp: string
  connected: Promise<Channel>
  close(): void
}> {
  const pc = peer()
  const channel = new Promise<Inbox>((resolve) => {
    pc.addEventListener('datachannel', (e) => resolve(inbox(e.channel)), { once: true })
  })
  try {
    await pc.setRemoteDescription({ type: 'offer', sdp: offerSdp })
  } catch {
    pc.close()
    throw new LinkError('table.link.badCode')
  }
  const own = linkChannels(pc)
  await pc.setLocalDescription(await pc.createAnswer())
  const sdp = await shown(pc)
  const connected = opened(false, pc, channel, own, ANSWER_WAIT_MS)
  // The caller may never wait for it (the player went back): no unhandled rejection then.
  connected.catch(() => {})
  return { sdp, connected, close: () => pc.close() }
}
