// The connection between the host's phone and one guest's (#16): a WebRTC data channel with no
// ICE servers, over host candidates on the same Wi-Fi or one phone's hotspot. No server, no
// account, no internet: the two session descriptions travel as join codes (code.ts), one scanned
// or pasted each way. Candidates are gathered in full before a description is shown, since a
// code is one-shot (no trickle). Uses only the browser's RTC API and channel.ts, beat.ts and
// spare.ts (which import nothing else), so they run as they are in a test page too
// (test/e2e/netns.test.ts).
//
// Beside the table's channel, two more are agreed on both sides without a code: the keep-alive's
// (beat.ts) and the link's own, on which the phones agree on a spare connection (spare.ts) that
// takes over with no new code when ICE gives up on this one (channel.ts).
import { type Channel, LinkChannel } from './channel'
import { described, linkChannels, peer, type Ticket, withIce } from './spare'

/** How long after the second code the channel may take to open. */
const OPEN_MS = 15_000
/** How long a guest's answer waits for the host to scan it: a table takes its time. */
const ANSWER_WAIT_MS = 10 * 60_000

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
  link: LinkChannel | null
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
  ticket?: Ticket,
): Promise<Channel> {
  return new Promise<Channel>((resolve, reject) => {
    let done = false
    const timer = setTimeout(() => {
      pc.close()
      reject(new LinkError('table.link.timeout'))
    }, within)
    // The host's side knows at once when the other phone could not connect: a way back scanned
    // by another phone (not the certificate it waits for), a network that does not carry.
    pc.addEventListener('connectionstatechange', () => {
      // Once open, a failure is the link's own (channel.ts: the spare takes over).
      if (!host || done || pc.connectionState !== 'failed') return
      done = true
      clearTimeout(timer)
      pc.close()
      reject(new LinkError('table.link.failed'))
    })
    void channel.then((box) => {
      const open = () => {
        if (done) return
        done = true
        clearTimeout(timer)
        const link = new LinkChannel(host, { pc, table: box.dc, ...own }, ticket)
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
 * guest's answer and resolves once the channel is open. An answer the host kept from the phone
 * before (its ticket's, spare.ts) is taken at once, and waits `within` for that phone to scan.
 */
export async function offer(): Promise<{
  sdp: string
  accept(answer: string, within?: number): Promise<Channel>
  close(): void
}> {
  const pc = peer()
  const channel = inbox(pc.createDataChannel('table', { ordered: true }))
  const own = linkChannels(pc)
  await pc.setLocalDescription(await pc.createOffer())
  const sdp = await shown(pc)
  return {
    sdp,
    async accept(answer, within = OPEN_MS) {
      try {
        await pc.setRemoteDescription({ type: 'answer', sdp: answer })
      } catch {
        throw new LinkError('table.link.badCode')
      }
      return opened(true, pc, Promise.resolve(channel), own, within)
    },
    close: () => pc.close(),
  }
}

/**
 * The guest's side: answers the host's offer, on the phone's ticket if it has one (its
 * certificate, user name and password: the same answer for every offer). `sdp` is the answer to
 * show as a code; `connected` resolves once the host has taken it (or held it) and the channel is
 * open.
 */
export async function answer(
  offerSdp: string,
  ticket?: Ticket,
): Promise<{
  sdp: string
  connected: Promise<Channel>
  close(): void
}> {
  const pc = peer(ticket?.certificate)
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
  const made = await pc.createAnswer()
  try {
    await pc.setLocalDescription(
      ticket ? { type: 'answer', sdp: withIce(made.sdp ?? '', ticket) } : made,
    )
  } catch {
    // A browser that does not take the ticket's words: a plain answer (no way back by one scan).
    await pc.setLocalDescription(made)
  }
  const sdp = await shown(pc)
  const connected = opened(false, pc, channel, own, ANSWER_WAIT_MS, ticket)
  // The caller may never wait for it (the player went back): no unhandled rejection then.
  connected.catch(() => {})
  return { sdp, connected, close: () => pc.close() }
}
