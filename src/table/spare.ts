// A spare connection for a link that dies (#25): made while the link lives, used when ICE gave
// up on it (about 15 s without a word), with no new join code. The host's phone (the offerer)
// makes a connection and sends its offer over the living link; the guest's phone picks the terms
// of its answer ahead (a certificate it keeps, the ICE user name and password) and sends that
// answer back. When the link fails, the guest answers the spare offer with exactly those terms
// and starts its checks to the host's candidates; the host sets the answer it already holds, and
// learns the guest's address from the checks themselves. Nothing new has to cross: the two
// phones find each other again as soon as the network carries a packet. Uses only the browser's
// RTC API (it runs as it is in a test page too: test/e2e/netns.test.ts).

/** A connection with no ICE servers: host candidates on the same Wi-Fi or hotspot. */
export const peer = (certificate?: RTCCertificate) =>
  new RTCPeerConnection({ iceServers: [], ...(certificate ? { certificates: [certificate] } : {}) })

/** The three channels of a spare, made the same way on both phones (negotiated: no code says them). */
export interface Wires {
  pc: RTCPeerConnection
  /** The table's messages, reliable and in order. */
  table: RTCDataChannel
  /** The keep-alive's beats: a beat lost is not sent again. */
  beat: RTCDataChannel
  /** The link's own words: spares and how far each side got (see link.ts). */
  talk: RTCDataChannel
}

/** The keep-alive's channel and the link's own, on every connection of a link (first or spare). */
export const linkChannels = (pc: RTCPeerConnection) => ({
  beat: pc.createDataChannel('beat', {
    negotiated: true,
    id: 7,
    ordered: false,
    maxRetransmits: 0,
  }),
  talk: pc.createDataChannel('link', { negotiated: true, id: 8, ordered: true }),
})

/** A spare's channels: the table's too is negotiated, so the spare needs no announcement. */
function spareWires(pc: RTCPeerConnection): Wires {
  const table = pc.createDataChannel('table', { negotiated: true, id: 9, ordered: true })
  return { pc, table, ...linkChannels(pc) }
}

/** The longest description a phone takes from the other over the link. */
const MAX_SDP = 16_000

/** What the link's own channel carries, as JSON. */
export type Talk =
  | { k: 'spare'; sdp: string }
  | { k: 'terms'; sdp: string }
  | { k: 'got'; n: number }

export function readTalk(text: unknown): Talk | null {
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

/** How long gathering candidates may take; with no ICE servers it is quick. */
const GATHER_MS = 5000

/** The local description once every candidate is gathered (or the wait is over); null if none. */
export async function described(pc: RTCPeerConnection): Promise<string | null> {
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
  return pc.localDescription?.sdp ?? null
}

/** The host's spare: its connection, waiting with its offer set, and the offer to send. */
export interface HostSpare {
  wires: Wires
  offer: string
  /** The guest's answer, once it came: set when the link fails. */
  answer: string | null
}

export async function makeSpare(): Promise<HostSpare | null> {
  const wires = spareWires(peer())
  try {
    await wires.pc.setLocalDescription(await wires.pc.createOffer())
    const offer = await described(wires.pc)
    if (offer) return { wires, offer, answer: null }
  } catch {
    // No spare this time: the link ends as before if it fails.
  }
  wires.pc.close()
  return null
}

/**
 * What a guest's phone answers every offer with (#25): one certificate and one ICE user name and
 * password, kept on the phone (app/phones/ticket.ts). The host keeps the answer a guest joined
 * with; an offer it later makes for that phone's seat takes that answer at once, and the phone
 * joins by one scan of it, the host scanning nothing: its answer is the same again.
 */
export interface Ticket {
  certificate: RTCCertificate
  ufrag: string
  pwd: string
}

const ICE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const iceWord = (length: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(length)), (b) => ICE_CHARS[b % 62]).join('')

/** A new ticket: a certificate of this phone's own (ECDSA P-256, 30 days), a user name, a password. */
export async function makeTicket(): Promise<Ticket> {
  const certificate = await RTCPeerConnection.generateCertificate({
    name: 'ECDSA',
    namedCurve: 'P-256',
  } as EcKeyGenParams)
  return { certificate, ufrag: iceWord(8), pwd: iceWord(24) }
}

/** The guest's side of a spare: the host's offer, and the answer's terms it picked. */
export interface GuestSpare {
  offer: string
  certificate: RTCCertificate
  /** The answer as sent to the host: its ICE user name, password and fingerprint are the terms. */
  answer: string
}

/** Picks the terms for a spare offer (on the phone's ticket, if any): null if the offer is not one this browser takes. */
export async function answerTerms(offer: string, ticket?: Ticket): Promise<GuestSpare | null> {
  let probe: RTCPeerConnection | null = null
  try {
    const certificate = ticket?.certificate ?? (await makeTicket()).certificate
    probe = peer(certificate)
    spareWires(probe)
    await probe.setRemoteDescription({ type: 'offer', sdp: offer })
    // Not set here: setting it would start the checks now. Without candidates, as it is.
    const { sdp } = await probe.createAnswer()
    return sdp ? { offer, certificate, answer: ticket ? withIce(sdp, ticket) : sdp } : null
  } catch {
    return null
  } finally {
    probe?.close()
  }
}

const ICE_LINE = /^a=ice-(ufrag|pwd):(.*)$/gm

/** `sdp` with this ICE user name and password. */
export function withIce(
  sdp: string,
  ice: { ufrag?: string | undefined; pwd?: string | undefined },
) {
  return sdp.replace(ICE_LINE, (line, what: 'ufrag' | 'pwd') =>
    ice[what] === undefined ? line : `a=ice-${what}:${ice[what]}`,
  )
}

/**
 * An answer kept for later (a way back, app/phones/back.ts): its terms without the addresses it
 * had then. The host learns the phone's address from its checks when it comes back.
 */
export const bareTerms = (sdp: string): string =>
  sdp.replace(/^a=(candidate|end-of-candidates)\b.*\r?\n/gm, '')

/** `sdp` with the ICE user name and password of `terms`: the answer the host already holds. */
export function withTerms(sdp: string, terms: string): string {
  const agreed = Object.fromEntries([...terms.matchAll(ICE_LINE)].map((m) => [m[1], m[2]]))
  return withIce(sdp, agreed)
}

/** The guest's spare connection, started: it answers the spare offer on the agreed terms. */
export async function startGuestSpare(spare: GuestSpare): Promise<Wires | null> {
  const wires = spareWires(peer(spare.certificate))
  try {
    await wires.pc.setRemoteDescription({ type: 'offer', sdp: spare.offer })
    const { sdp } = await wires.pc.createAnswer()
    await wires.pc.setLocalDescription({ type: 'answer', sdp: withTerms(sdp ?? '', spare.answer) })
    return wires
  } catch {
    wires.pc.close()
    return null
  }
}

/** The host's spare connection, started: it takes the answer the guest sent ahead. */
export async function startHostSpare(spare: HostSpare): Promise<Wires | null> {
  try {
    if (!spare.answer) throw new Error('no answer')
    await spare.wires.pc.setRemoteDescription({ type: 'answer', sdp: spare.answer })
    return spare.wires
  } catch {
    spare.wires.pc.close()
    return null
  }
}
