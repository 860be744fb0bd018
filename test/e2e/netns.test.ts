// The ground the shared table (#16) stands on: two separate Chromium instances, inside the test's
// own network namespace, with no ICE servers and no mDNS, connect through src/table/link.ts (the
// app's own code, compiled as it is into each page), with the descriptions carried as join codes
// (src/table/code.ts) through this test only. Every candidate is an address of the namespace.
import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeCode, encodeCode } from '../../src/table/code'
import { ADDRESSES, makeNamespace, type Namespace } from './netns'

let ns: Namespace
let link: string

beforeAll(async () => {
  ns = await makeNamespace()
  // link.ts and the keep-alive it imports (beat.ts), as one module script: the import between
  // them is dropped, both are in the same scope.
  const compiled = await Promise.all(
    ['beat', 'link'].map(async (file) => {
      const source = await readFile(new URL(`../../src/table/${file}.ts`, import.meta.url), 'utf8')
      return ts.transpileModule(source, {
        compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
      }).outputText
    }),
  )
  const inOne = compiled.join('\n').replace(/^import .* from '\.\/beat';?$/m, '')
  link = `${inOne}\nwindow.link = { offer, answer, LinkError }\n`
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
  side: { sdp: string; accept?: (a: string) => Promise<unknown>; connected?: Promise<unknown> }
  channel: import('../../src/table/link').Channel
  got: string[]
  /** The other phone left (not `closed`: that is the window's own). */
  left: boolean
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

  it('connect through link.ts with join codes, talk both ways, and notice when one leaves', async () => {
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
      w.got = []
      w.left = false
      void side.connected.then((ch) => {
        ch.onmessage = (text) => w.got.push(text)
        ch.onclose = () => {
          w.left = true
        }
        w.channel = ch
      })
      return side.sdp
    }, read.sdp)
    const answer = encodeCode('answer', answered)
    expect(answer.length).toBeLessThan(2000)
    const back = decodeCode('answer', answer)
    if (!back.ok) throw new Error(back.reason.key)

    for (const sdp of [read.sdp, back.sdp]) {
      const seen = candidates(sdp)
      expect(seen.length).toBeGreaterThan(0)
      // No mDNS names, nothing outside the namespace: loopback or the veth pair.
      for (const address of seen) expect(['127.0.0.1', ...ADDRESSES]).toContain(address)
    }

    await host.evaluate(async (sdp) => {
      const w = window as unknown as Phone
      const ch = (await w.side.accept?.(sdp)) as Phone['channel']
      w.got = []
      ch.onmessage = (text) => w.got.push(text)
      w.channel = ch
    }, back.sdp)
    await guest.waitForFunction(() => (window as unknown as Phone).channel !== undefined)

    await host.evaluate(() => (window as unknown as Phone).channel.send('trick 1: Anna'))
    await guest.evaluate(() => (window as unknown as Phone).channel.send('seen'))
    await expect
      .poll(() => guest.evaluate(() => (window as unknown as Phone).got))
      .toEqual(['trick 1: Anna'])
    await expect.poll(() => host.evaluate(() => (window as unknown as Phone).got)).toEqual(['seen'])

    // The host leaves: the guest's channel says so.
    await host.evaluate(() => (window as unknown as Phone).channel.close())
    await expect.poll(() => guest.evaluate(() => (window as unknown as Phone).left)).toBe(true)
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
