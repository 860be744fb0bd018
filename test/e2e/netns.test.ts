// The ground the shared table (#16) stands on: two separate Chromium instances, inside the test's
// own network namespace, with no ICE servers and no mDNS, open a WebRTC data channel over their
// host candidates, and every candidate is an address of that namespace. The offer and the answer
// travel only through this test, as the join codes will (src/table/code.ts).
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeCode, encodeCode } from '../../src/table/code'
import { ADDRESSES, makeNamespace, type Namespace } from './netns'

let ns: Namespace

beforeAll(async () => {
  ns = await makeNamespace()
})
afterAll(async () => {
  await ns?.close()
})

/** A peer connection with no ICE servers; its description once every candidate is gathered. */
async function describeOnceGathered(page: Page, remote?: string): Promise<string> {
  return page.evaluate(async (offer) => {
    const w = window as unknown as { pc: RTCPeerConnection; got: string[]; open: Promise<void> }
    const pc = new RTCPeerConnection({ iceServers: [] })
    w.pc = pc
    w.got = []
    const channelled = (channel: RTCDataChannel) => {
      channel.onmessage = (e) => w.got.push(String(e.data))
      ;(w as unknown as { channel: RTCDataChannel }).channel = channel
    }
    w.open = new Promise<void>((resolve) => {
      const ready = (channel: RTCDataChannel) => {
        channelled(channel)
        if (channel.readyState === 'open') resolve()
        else channel.onopen = () => resolve()
      }
      if (offer) pc.ondatachannel = (e) => ready(e.channel)
      else ready(pc.createDataChannel('table', { ordered: true }))
    })
    const gathered = new Promise<void>((resolve) => {
      pc.onicegatheringstatechange = () => pc.iceGatheringState === 'complete' && resolve()
    })
    if (offer) {
      await pc.setRemoteDescription({ type: 'offer', sdp: offer })
      await pc.setLocalDescription(await pc.createAnswer())
    } else {
      await pc.setLocalDescription(await pc.createOffer())
    }
    if (pc.iceGatheringState !== 'complete') await gathered
    return pc.localDescription?.sdp ?? ''
  }, remote)
}

const candidates = (sdp: string) =>
  sdp
    .split(/\r?\n/)
    .filter((line) => line.startsWith('a=candidate:'))
    .map((line) => line.split(' ')[4] ?? '')

describe('two phones in a network of their own', () => {
  it('has nothing but loopback and its own veth pair', async () => {
    expect((await ns.links()).sort()).toEqual(['lo', 'v0', 'v1'])
  })

  it('connect a data channel with no ICE servers, over the namespace’s addresses only', async () => {
    const [hostBrowser, guestBrowser] = [await ns.launch(), await ns.launch()]
    const host = await hostBrowser.newPage()
    const guest = await guestBrowser.newPage()

    // The host's offer goes as a join code; the guest reads it back, and answers the same way.
    const offer = encodeCode('offer', await describeOnceGathered(host))
    const read = decodeCode('offer', offer)
    if (!read.ok) throw new Error(read.reason.key)
    // One QR code holds up to 2,953 bytes; the codes must stay well inside it.
    expect(offer.length).toBeLessThan(2000)
    const answer = encodeCode('answer', await describeOnceGathered(guest, read.sdp))
    const back = decodeCode('answer', answer)
    if (!back.ok) throw new Error(back.reason.key)
    expect(answer.length).toBeLessThan(2000)

    for (const sdp of [read.sdp, back.sdp]) {
      const seen = candidates(sdp)
      expect(seen.length).toBeGreaterThan(0)
      // No mDNS names and nothing outside the namespace: loopback or the veth pair.
      for (const address of seen) {
        expect(['127.0.0.1', ...ADDRESSES]).toContain(address)
      }
    }

    await host.evaluate(async (sdp) => {
      const w = window as unknown as { pc: RTCPeerConnection }
      await w.pc.setRemoteDescription({ type: 'answer', sdp })
    }, back.sdp)
    const opened = (page: Page) =>
      page.evaluate(() => (window as unknown as { open: Promise<void> }).open)
    await Promise.all([opened(host), opened(guest)])

    await host.evaluate(() =>
      (window as unknown as { channel: RTCDataChannel }).channel.send('trick 1: Anna'),
    )
    await guest.evaluate(() =>
      (window as unknown as { channel: RTCDataChannel }).channel.send('seen'),
    )
    await expect
      .poll(() => guest.evaluate(() => (window as unknown as { got: string[] }).got))
      .toEqual(['trick 1: Anna'])
    await expect
      .poll(() => host.evaluate(() => (window as unknown as { got: string[] }).got))
      .toEqual(['seen'])
  })
})
