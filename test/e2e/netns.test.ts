// The ground the shared table (#16) stands on: two separate Chromium instances, inside the test's
// own network namespace, with no ICE servers and no mDNS, connect through src/table/link.ts (the
// app's own code, compiled as it is into each page), with the descriptions carried as join codes
// (src/table/code.ts) through this test only. Every candidate is an address of the namespace.
import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeCode, encodeCode } from '../../src/table/code'
import { degrade, OUTAGE } from './drops'
import { ADDRESSES, makeNamespace, type Namespace } from './netns'

let ns: Namespace
let link: string

beforeAll(async () => {
  ns = await makeNamespace()
  // link.ts and what it imports (channel.ts, the link as the table sees it; beat.ts, the
  // keep-alive; room.ts, room to send; spare.ts, the spare connection), as one module script:
  // the imports between them are dropped, all are in the same scope.
  const compiled = await Promise.all(
    ['beat', 'room', 'spare', 'channel', 'link'].map(async (file) => {
      const source = await readFile(new URL(`../../src/table/${file}.ts`, import.meta.url), 'utf8')
      return ts.transpileModule(source, {
        compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
      }).outputText
    }),
  )
  const inOne = compiled
    .join('\n')
    .replace(/^import [^;]*? from '\.\/(beat|room|spare|channel)';?$/gm, '')
  link = `${watched}\n${inOne}\nwindow.link = { offer, answer, LinkError }\nwindow.keep = ${keep.toString()}\n`
})
afterAll(async () => {
  await ns?.close()
})

/** A phone: a page in its own Chromium inside the namespace, with link.ts loaded. */
async function phone(): Promise<Page> {
  const page = await (await ns.launch()).newPage()
  await page.addScriptTag({ type: 'module', content: link })
  await page.waitForFunction(() => 'link' in window)
  return page
}

// What the pages keep between calls; link.ts's own types, as the test sees them.
interface Phone {
  link: typeof import('../../src/table/link')
  side: {
    sdp: string
    accept?: (a: string) => Promise<unknown>
    connected?: Promise<Phone['channel']>
  }
  channel: import('../../src/table/channel').Channel
  got: string[]
  /** The other phone left (not `closed`: that is the window's own). */
  left: boolean
  /** What the channel said of the other phone's reach, in order. */
  reach: boolean[]
  /** Each connection made in the page: the states it went through. */
  states: string[][]
  /** Each connection's channel for the link's own words. */
  talk: RTCDataChannel[]
  /** The kind of each of the link's own words this page was sent, in order. */
  heard: string[]
  keep: typeof keep
}

const candidates = (sdp: string) =>
  sdp
    .split(/\r?\n/)
    .filter((line) => line.startsWith('a=candidate:'))
    .map((line) => line.split(' ')[4] ?? '')

/** Keeps what a channel brings in the page: what it got, whether the other left, its reach. */
function keep(ch: Phone['channel']): void {
  const w = window as unknown as Phone
  w.got = []
  w.left = false
  w.reach = []
  ch.onmessage = (text) => w.got.push(text)
  ch.onclose = () => {
    w.left = true
  }
  ch.onreach = (reachable) => w.reach.push(reachable)
  w.channel = ch
}

/**
 * Each connection's states, in the page (`window.states`): the test sees ICE give up on the
 * first one and a spare connect, which the channel itself never says. And each connection's
 * channel for the link's own words (`window.talk`), for a test to send on as other code would,
 * with the kind of each word that came in on it (`window.heard`: 'spare', 'terms', 'got').
 */
const watched = `
window.states = []
window.talk = []
window.heard = []
window.RTCPeerConnection = class extends RTCPeerConnection {
  constructor(config) {
    super(config)
    const states = []
    window.states.push(states)
    this.addEventListener('connectionstatechange', () => states.push(this.connectionState))
  }
  createDataChannel(label, options) {
    const channel = super.createDataChannel(label, options)
    if (label === 'link') {
      window.talk.push(channel)
      channel.addEventListener('message', (e) => {
        try { window.heard.push(JSON.parse(e.data).k) } catch {}
      })
    }
    return channel
  }
}`

/**
 * How long every packet is dropped: longer than ICE waits (about 15 s) before it gives up on the
 * first connection, and than it waits again on the guest's first try of the spare.
 */
const CUT_MS = 40_000
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** Two phones joined by the two codes, each keeping what it got, whether the other left, and reach. */
async function joined(): Promise<{ host: Page; guest: Page; codes: [string, string] }> {
  const [host, guest] = [await phone(), await phone()]
  const offered = await host.evaluate(async () => {
    const w = window as unknown as Phone
    w.side = await w.link.offer()
    return w.side.sdp
  })
  const offer = encodeCode('offer', offered)
  // One QR code holds up to 2,953 bytes; a code must stay well inside it.
  expect(offer.length).toBeLessThan(2000)
  const read = decodeCode('offer', offer)
  if (!read.ok) throw new Error(read.reason.key)
  const answered = await guest.evaluate(async (sdp) => {
    const w = window as unknown as Phone
    const side = await w.link.answer(sdp)
    w.side = side
    void side.connected.then(w.keep)
    return side.sdp
  }, read.sdp)
  const answer = encodeCode('answer', answered)
  expect(answer.length).toBeLessThan(2000)
  const back = decodeCode('answer', answer)
  if (!back.ok) throw new Error(back.reason.key)
  await host.evaluate(async (sdp) => {
    const w = window as unknown as Phone
    w.keep((await w.side.accept?.(sdp)) as Phone['channel'])
  }, back.sdp)
  await guest.waitForFunction(() => (window as unknown as Phone).channel !== undefined)
  return { host, guest, codes: [read.sdp, back.sdp] }
}

/** The host says a trick, the guest says it has seen it: each arrives on the other phone. */
async function talkBothWays(host: Page, guest: Page): Promise<void> {
  await host.evaluate(() => (window as unknown as Phone).channel.send('trick 1: Anna'))
  await guest.evaluate(() => (window as unknown as Phone).channel.send('seen'))
  await expect
    .poll(() => guest.evaluate(() => (window as unknown as Phone).got))
    .toEqual(['trick 1: Anna'])
  await expect.poll(() => host.evaluate(() => (window as unknown as Phone).got)).toEqual(['seen'])
}

describe('two phones in a network of their own', () => {
  it('has nothing but loopback and its own veth pair', async () => {
    expect((await ns.links()).sort()).toEqual(['lo', 'v0', 'v1'])
  })

  it('connect through link.ts with join codes, talk both ways, and notice when one leaves', async () => {
    const { host, guest, codes } = await joined()
    for (const sdp of codes) {
      const seen = candidates(sdp)
      expect(seen.length).toBeGreaterThan(0)
      // No mDNS names, nothing outside the namespace: loopback or the veth pair.
      for (const address of seen) expect(['127.0.0.1', ...ADDRESSES]).toContain(address)
    }

    await talkBothWays(host, guest)

    // The host leaves: the guest's channel says so.
    await host.evaluate(() => (window as unknown as Phone).channel.close())
    await expect.poll(() => guest.evaluate(() => (window as unknown as Phone).left)).toBe(true)
  })

  it(
    'come back on the spare when ICE gave up, with no code: what was sent meanwhile arrives once, in order',
    async () => {
      const { host, guest } = await joined()
      const say = (page: Page, words: string[]) =>
        page.evaluate((all) => {
          for (const w of all) (window as unknown as Phone).channel.send(w)
        }, words)
      const got = (page: Page) => page.evaluate(() => (window as unknown as Phone).got)
      await say(host, ['h1', 'h2'])
      await say(guest, ['g1'])
      await expect.poll(() => got(guest)).toEqual(['h1', 'h2'])
      await expect.poll(() => got(host)).toEqual(['g1'])
      // The spare's offer and its terms have crossed: the host's spare holds the guest's answer
      // (the host's own listener, after the page's, took it in the same task).
      await host.waitForFunction(() => (window as unknown as Phone).heard.includes('terms'))
      const cut = Date.now()
      await degrade(ns, OUTAGE)
      await say(host, ['h3'])
      await say(guest, ['g2', 'g3'])
      // Both phones hear nothing: each says the other is not reachable, and the link stays.
      for (const page of [host, guest]) {
        await page.waitForFunction(() => (window as unknown as Phone).reach.includes(false))
      }
      await pause(CUT_MS - (Date.now() - cut))
      await degrade(ns, null)
      await say(host, ['h4'])
      await expect.poll(() => got(guest), { timeout: 60_000 }).toEqual(['h1', 'h2', 'h3', 'h4'])
      await expect.poll(() => got(host), { timeout: 60_000 }).toEqual(['g1', 'g2', 'g3'])
      // The guest tried the spare more than once while the network was down, on the same terms.
      const tries = await guest.evaluate(() =>
        (window as unknown as Phone).states.slice(1).filter((s) => s.length > 0),
      )
      expect(tries.length).toBeGreaterThan(1)
      expect(tries[0]).toContain('failed')
      await say(guest, ['g4'])
      await expect.poll(() => got(host)).toEqual(['g1', 'g2', 'g3', 'g4'])
      for (const page of [host, guest]) {
        // ICE gave up on the first connection; a spare took over.
        const states = await page.evaluate(() => (window as unknown as Phone).states)
        expect(states[0]).toContain('failed')
        expect(states.slice(1).some((s) => s.includes('connected'))).toBe(true)
        const w = await page.evaluate(() => {
          const { left, reach, channel } = window as unknown as Phone
          return { left, lost: channel.lost, back: reach.at(-1) }
        })
        expect(w).toEqual({ left: false, lost: false, back: true })
      }
    },
    CUT_MS + 120_000,
  )

  it('keep talking when the other phone sends the link words it should not', async () => {
    const { host, guest } = await joined()
    // Either phone, running other code, sends on the link's own channel what is not its words,
    // a count when no spare is being changed to, a spare or terms from the wrong side, too long.
    const junk = [
      'not the link',
      '{"k":"got","n":999}',
      '{"k":"got","n":-1}',
      '{"k":"spare","sdp":"v=0"}',
      '{"k":"terms","sdp":"v=0"}',
      JSON.stringify({ k: 'terms', sdp: 'x'.repeat(20_000) }),
      '{"k":"what"}',
      '[]',
    ]
    for (const page of [host, guest]) {
      await page.evaluate((all) => {
        const talk = (window as unknown as Phone).talk[0] as RTCDataChannel
        for (const text of all) talk.send(text)
      }, junk)
    }
    await talkBothWays(host, guest)
    for (const page of [host, guest]) {
      expect(await page.evaluate(() => (window as unknown as Phone).left)).toBe(false)
    }
  })

  it('refuses an answer that is no description, with a reason', async () => {
    const host = await phone()
    const key = await host.evaluate(async () => {
      const w = window as unknown as Phone
      const side = await w.link.offer()
      try {
        await side.accept('v=0\r\nnot a description\r\n')
        return 'accepted'
      } catch (error) {
        return (error as { key?: string }).key
      }
    })
    expect(key).toBe('table.link.badCode')
  })
})
