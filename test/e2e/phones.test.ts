// The harness for several phones at one table (#16, phones.ts): three phones, each its own
// Chromium inside the test's own network namespace, on the built app served from inside it.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { QUIET, qrOf } from '../../src/app/screens/table/qr'
import { ADDRESSES } from './netns'
import { decodeQrScreenshot, useTable } from './phones'

const at = useTable(3)
const phones = at.phones

// What the pages keep between calls in the data channel test (no app code involved).
interface Peer {
  peer: { pc: RTCPeerConnection; channel?: RTCDataChannel }
}

/** Every address of the candidates in a description (host candidates only: no ICE servers). */
const candidates = (sdp: string) =>
  sdp
    .split(/\r?\n/)
    .filter((line) => line.startsWith('a=candidate:'))
    .map((line) => line.split(' ')[4] ?? '')

/** The addresses of the pair a connection settled on, local and remote. */
function selectedPair(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const stats = [...(await (window as unknown as Peer).peer.pc.getStats()).values()]
    const transport = stats.find((s) => s.type === 'transport')
    const pair = stats.find((s) => s.id === transport?.selectedCandidatePairId)
    return [pair?.localCandidateId, pair?.remoteCandidateId].map(
      (id) => stats.find((s) => s.id === id)?.address ?? 'none',
    )
  })
}

describe('a table of three phones', () => {
  it('runs the app on every phone from 127.0.0.1 in a secure context, with a service worker and a camera', async () => {
    await Promise.all(
      phones().map(async ({ page }) => {
        expect(page.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready
        })
        // registerType 'prompt': a first visit is not claimed, a reload is.
        if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
          await page.reload()
        }
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
        expect(
          await page.evaluate(async () => {
            const stream = await navigator.mediaDevices.getUserMedia({ video: true })
            const tracks = stream.getVideoTracks().length
            for (const track of stream.getTracks()) track.stop()
            return {
              secure: isSecureContext,
              subtle: typeof crypto.subtle?.digest,
              tracks,
              origin: location.origin,
            }
          }),
        ).toEqual({
          secure: true,
          subtle: 'function',
          tracks: 1,
          origin: at.table()?.url.slice(0, -1),
        })
      }),
    )
    expect(await phones()[0]?.text()).toMatch(/Stichblock/)
  })

  it('connects two phones over a data channel with host candidates of the namespace only, and records both sides', async () => {
    const [host, guest, bystander] = phones()
    if (!host || !guest || !bystander) throw new Error('three phones')
    const offer = await host.page.evaluate(async () => {
      const pc = new RTCPeerConnection()
      const gathered = new Promise<void>((done) =>
        pc.addEventListener('icegatheringstatechange', () => {
          if (pc.iceGatheringState === 'complete') done()
        }),
      )
      ;(window as unknown as Peer).peer = { pc, channel: pc.createDataChannel('table') }
      await pc.setLocalDescription()
      await gathered
      return pc.localDescription?.sdp ?? ''
    })
    const answer = await guest.page.evaluate(async (sdp) => {
      const pc = new RTCPeerConnection()
      const w = window as unknown as Peer
      w.peer = { pc }
      pc.addEventListener('datachannel', (e) => {
        w.peer.channel = e.channel
      })
      const gathered = new Promise<void>((done) =>
        pc.addEventListener('icegatheringstatechange', () => {
          if (pc.iceGatheringState === 'complete') done()
        }),
      )
      await pc.setRemoteDescription({ type: 'offer', sdp })
      await pc.setLocalDescription()
      await gathered
      return pc.localDescription?.sdp ?? ''
    }, offer)
    await host.page.evaluate(
      (sdp) => (window as unknown as Peer).peer.pc.setRemoteDescription({ type: 'answer', sdp }),
      answer,
    )

    const allowed = ['127.0.0.1', ...ADDRESSES]
    for (const sdp of [offer, answer]) {
      expect(candidates(sdp).length).toBeGreaterThan(0)
      for (const address of candidates(sdp)) expect(allowed).toContain(address)
    }
    for (const { page } of [host, guest]) {
      await page.waitForFunction(
        () => (window as unknown as Peer).peer.channel?.readyState === 'open',
      )
      for (const address of await selectedPair(page)) expect(allowed).toContain(address)
    }

    await host.page.evaluate(() => (window as unknown as Peer).peer.channel?.send('deal: Anna'))
    await expect.poll(() => guest.messages()).toEqual(['deal: Anna'])
    await guest.page.evaluate(() => (window as unknown as Peer).peer.channel?.send('seen: Ben'))
    await expect.poll(() => host.messages()).toEqual(['deal: Anna', 'seen: Ben'])
    expect(await guest.messages()).toEqual(['deal: Anna', 'seen: Ben'])
    expect(await guest.traffic()).toEqual([
      { way: 'received', label: 'table', text: 'deal: Anna' },
      { way: 'sent', label: 'table', text: 'seen: Ben' },
    ])
    expect(await bystander.messages()).toEqual([])
  })

  it("shows everything a phone stored, and only that phone's", async () => {
    const [one, two] = phones()
    if (!one || !two) throw new Error('two phones')
    // The app's own: its settings (localStorage) and its database's data version (IndexedDB).
    await expect.poll(() => one.storage()).toMatch(/"stichblock":\{"kv":\[.*\["schema",\d+\]/)
    expect(await one.storage()).toContain('stichblock.settings')
    await one.page.evaluate(async () => {
      sessionStorage.setItem('phones-test', 'KESTREL-3')
      await new Promise<void>((done, failed) => {
        const open = indexedDB.open('phones-test')
        open.onupgradeneeded = () => open.result.createObjectStore('things')
        open.onerror = () => failed(open.error)
        open.onsuccess = () => {
          const tx = open.result.transaction('things', 'readwrite')
          tx.objectStore('things').put(
            { secret: 'ZEBRA-42', bytes: new TextEncoder().encode('OTTER-7') },
            'hidden',
          )
          tx.oncomplete = () => {
            open.result.close()
            done()
          }
          tx.onerror = () => failed(tx.error)
        }
      })
    })
    const stored = await one.storage()
    for (const secret of ['ZEBRA-42', 'OTTER-7', 'KESTREL-3']) {
      expect(stored).toContain(secret)
      expect(await two.storage()).not.toContain(secret)
    }
  })

  it('reads back a QR code made by qr.ts from a screenshot of its SVG', async () => {
    const phone = phones()[2]
    if (!phone) throw new Error('three phones')
    const text = `STB1:${'Kreuz Bube, Pik Dame; '.repeat(8)}Herz – für vier Spieler`
    const { size, path } = qrOf(text)
    const side = size + 2 * QUIET
    const drawing = await phone.context.newPage()
    try {
      await drawing.setContent(
        `<body style="margin:0;background:#fff">
          <svg xmlns="http://www.w3.org/2000/svg" viewBox="${-QUIET} ${-QUIET} ${side} ${side}"
            width="300" height="300">
            <rect x="${-QUIET}" y="${-QUIET}" width="${side}" height="${side}" fill="#fff"/>
            <path d="${path}" fill="#000"/>
          </svg>
        </body>`,
      )
      const png = await drawing.locator('svg').screenshot()
      // Decoded in the app's page, under its CSP.
      expect(await decodeQrScreenshot(png, phone.page)).toBe(text)
    } finally {
      await drawing.close()
    }
  })
})
