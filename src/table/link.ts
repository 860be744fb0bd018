// The connection between the host's phone and one guest's (#16): a WebRTC data channel with no
// ICE servers, over host candidates on the same Wi-Fi or one phone's hotspot. No server, no
// account, no internet: the two session descriptions travel as join codes (code.ts), one scanned
// or pasted each way. Candidates are gathered in full before a description is shown, since a
// code is one-shot (no trickle). Uses only the browser's RTC API and beat.ts (which imports
// nothing), so the two run as they are in a test page too (test/e2e/netns.test.ts). A second
// channel, agreed on both sides without a code, carries the keep-alive (beat.ts): a phone that
// goes quiet is said to be not reachable, and the link waits for it; only a connection that
// failed (ICE gave up) or was closed ends it.
import { type Beat, keepAlive } from './beat'

/** How long gathering candidates may take; with no ICE servers it is quick. */
const GATHER_MS = 5000
/** How long after the second code the channel may take to open. */
const OPEN_MS = 15_000
/** How long a guest's answer waits for the host to scan it: a table takes its time. */
const ANSWER_WAIT_MS = 10 * 60_000

/** One open channel between two phones: text in, text out. */
export interface Channel {
  send(text: string): void
  close(): void
  /** Each message received, in order. */
  onmessage: ((text: string) => void) | null
  /** Once: the other phone left, or the connection broke. */
  onclose: (() => void) | null
  /** True once the connection broke (ICE gave up: no word for about 15 s), not closed by a phone. */
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

const peer = () => new RTCPeerConnection({ iceServers: [] })

/**
 * The keep-alive's channel, made the same way on both phones (negotiated, so no code carries
 * it): a beat lost is not sent again, the next one follows.
 */
const beats = (pc: RTCPeerConnection) =>
  pc.createDataChannel('beat', { negotiated: true, id: 7, ordered: false, maxRetransmits: 0 })

/** The local description once every candidate is gathered (or the wait is over). */
async function described(pc: RTCPeerConnection): Promise<string> {
  if (pc.iceGatheringState !== 'complete') {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, GATHER_MS)
      pc.addEventListener('icegatheringstatechange', () => {
        if (pc.iceGatheringState !== 'complete') return
        clearTimeout(timer)
        resolve()
      })
    })
  }
  const sdp = pc.localDescription?.sdp
  if (!sdp) throw new LinkError('table.link.failed')
  return sdp
}

/**
 * A data channel's messages from the very first, kept until the channel's taker sets onmessage.
 * Listened to from the moment the channel exists (made, or announced), not from its 'open' event
 * or from `opened`: Chromium can hand this page the other phone's first message before its own
 * 'open' event, and on a busy phone even before the host's setRemoteDescription has resolved
 * (the network thread connects while the page waits). Listened to later, the host lost the
 * guest's hello now and then, never sent its table, and the guest waited for good.
 */
interface Inbox {
  dc: RTCDataChannel
  early: string[]
  take: ((text: string) => void) | null
}

function inbox(dc: RTCDataChannel): Inbox {
  const box: Inbox = { dc, early: [], take: null }
  dc.addEventListener('message', (e) => {
    const text = String(e.data)
    if (box.take) box.take(text)
    else box.early.push(text)
  })
  return box
}

/** Resolves with the channel once it is open; rejects if it does not open in time. */
function opened(
  pc: RTCPeerConnection,
  channel: Promise<Inbox>,
  beat: RTCDataChannel,
  within: number,
): Promise<Channel> {
  return new Promise<Channel>((resolve, reject) => {
    const timer = setTimeout(() => {
      pc.close()
      reject(new LinkError('table.link.timeout'))
    }, within)
    void channel.then((box) => {
      const { dc, early } = box
      const wrap = (): Channel => {
        let closed = false
        let lost = false
        let alive: Beat | null = null
        const wrapped: Channel = {
          send: (text) => dc.send(text),
          close: () => {
            alive?.stop()
            // The channel's own close reaches the other phone at once; closing the connection
            // with it would leave that phone to notice only when its checks time out.
            dc.addEventListener('close', () => pc.close(), { once: true })
            setTimeout(() => pc.close(), 1000)
            dc.close()
          },
          get onmessage() {
            return box.take
          },
          set onmessage(handler) {
            box.take = handler
            // What came before (see inbox), in order, once the setter's caller has finished
            // setting up.
            if (handler && early.length > 0) {
              queueMicrotask(() => {
                while (box.take && early.length > 0) box.take(early.shift() as string)
              })
            }
          },
          onclose: null,
          onreach: null,
          get lost() {
            return lost
          },
        }
        alive = keepAlive(
          () => {
            if (beat.readyState !== 'open') return
            try {
              beat.send('.')
            } catch {
              // Full or closing: the next beat tries again.
            }
          },
          (reachable) => wrapped.onreach?.(reachable),
        )
        const heard = () => alive?.heard()
        beat.addEventListener('message', heard)
        dc.addEventListener('message', heard)
        const ended = () => {
          if (closed) return
          closed = true
          alive?.stop()
          wrapped.onclose?.()
        }
        dc.addEventListener('close', ended)
        // 'disconnected' is a pause (the other phone's screen locked, a Wi-Fi hiccup): ICE
        // finds it again, and the keep-alive says meanwhile that it is not reachable. 'failed'
        // is ICE giving up (about 15 s of silence in Chromium): no message gets through again.
        pc.addEventListener('connectionstatechange', () => {
          lost ||= pc.connectionState === 'failed'
          if (['failed', 'closed'].includes(pc.connectionState)) ended()
        })
        return wrapped
      }
      const open = () => {
        clearTimeout(timer)
        resolve(wrap())
      }
      if (dc.readyState === 'open') open()
      else dc.addEventListener('open', open, { once: true })
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
  const beat = beats(pc)
  await pc.setLocalDescription(await pc.createOffer())
  const sdp = await described(pc)
  return {
    sdp,
    async accept(answer) {
      try {
        await pc.setRemoteDescription({ type: 'answer', sdp: answer })
      } catch {
        throw new LinkError('table.link.badCode')
      }
      return opened(pc, Promise.resolve(channel), beat, OPEN_MS)
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
  const beat = beats(pc)
  await pc.setLocalDescription(await pc.createAnswer())
  const sdp = await described(pc)
  const connected = opened(pc, channel, beat, ANSWER_WAIT_MS)
  // The caller may never wait for it (the player went back): no unhandled rejection then.
  connected.catch(() => {})
  return { sdp, connected, close: () => pc.close() }
}
