// Several phones at one table (#16): each phone a browser context of its own (its own storage, its
// own renderer, its own data channels), all in one Chromium inside the test's own network
// namespace (netns.ts), all on the built app served from inside it. Loopback in
// the namespace is a secure context, so the service worker, crypto and getUserMedia work (a fake
// camera, no prompt). Each page records what goes over its data channels, and can show everything
// it stored, for "a secret never goes over the wire or into storage" checks.
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import decodeQR from 'qr/decode.js'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { appStarted } from '../../scripts/started.mjs'
import { historyStrings } from '../../src/app/historyStrings'
import { tableStrings } from '../../src/app/tableStrings'
import { format } from '../../src/core/reason'
import { en as shell } from '../../src/i18n/en'
import { saved } from './games'
import { DIST, settled, watch } from './harness'
import { makeNamespace, type Namespace } from './netns'

/** A failed wait names what it waited for after this long (as in harness.ts). */
const STEP_TIMEOUT = 10_000
/** Chromium's fake camera and microphone, allowed without a prompt. */
const MEDIA_ARGS = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']
/** Where each page keeps its data channel traffic. */
const TRAFFIC = '__stichblockTraffic'
/**
 * Where each page keeps every data channel it watched (`RTCDataChannel[]`, in the order they
 * came): a test's own code in the page sends on them, as a phone running other code would.
 */
export const CHANNELS = '__stichblockChannels'

/** Where each page keeps the states of each connection it made (`string[][]`, in order). */
const CONNECTIONS = '__stichblockConnections'

/** One message over a data channel, as the phone saw it. */
interface Traffic {
  way: 'sent' | 'received'
  /** The channel's label. */
  label: string
  /** The message; binary data as `[n bytes]`. */
  text: string
}

export interface Phone {
  page: Page
  context: BrowserContext
  /** Every page and console error of the phone so far (harness.ts's `watch`). */
  errors: string[]
  /**
   * Every text this phone sent or received over its table channels, in order: the link's own
   * channel (a spare's descriptions, counts) is left out; `traffic()` has it too.
   */
  messages(): Promise<string[]>
  /** The same, with the direction and the channel of each. */
  traffic(): Promise<Traffic[]>
  /**
   * Everything the phone's origin stored, as one JSON text: each IndexedDB database, store, key
   * and value (bytes also as UTF-8 text, Blobs read, extractable CryptoKeys exported), then
   * localStorage and sessionStorage.
   */
  storage(): Promise<string>
  /**
   * The states each of the phone's connections went through, in the order the connections got
   * their other side's description (a spare's too, once it is used).
   */
  connections(): Promise<string[][]>
  /** The page's visible text (`document.body.innerText`). */
  text(): Promise<string>
  /**
   * Sends `text` as it is on the page's one open data channel, beside the app (as a phone
   * running other code would); recorded in `traffic()` as sent. Throws unless exactly one is open.
   */
  sendRaw(text: string): Promise<void>
}

export interface Table {
  phones: Phone[]
  /** The app's address inside the namespace, `http://127.0.0.1:PORT/`. */
  url: string
  namespace: Namespace
  /** Closes every browser, stops the server and deletes the namespace. Safe to call twice. */
  close(): Promise<void>
}

/**
 * A table of `n` phones for one test file: opened before its tests, closed after them, and after
 * each test an error any phone's app reported fails it. `phones()`: the phones, the host's first.
 * `shot(page, name, ready?)`: with STICHBLOCK_TABLE_SHOTS=<dir>, a screenshot `<prefix><name>.png`
 * there (360×740), once `ready` says the page is.
 */
export function useTable(n: number, prefix = '') {
  let table: Table | undefined
  beforeAll(async () => {
    table = await openTable(n)
  })
  afterAll(async () => {
    await table?.close()
  })
  afterEach(() => {
    const errors = phones().flatMap((p, i) => p.errors.splice(0).map((e) => `phone ${i}: ${e}`))
    if (errors.length > 0) throw new Error(`The app reported errors:\n${errors.join('\n')}`)
  })
  function phones(): Phone[] {
    if (table?.phones.length !== n) throw new Error('The table did not open')
    return table.phones
  }
  async function shot(page: Page, name: string, ready?: (page: Page) => Promise<unknown>) {
    const dir = process.env.STICHBLOCK_TABLE_SHOTS
    if (!dir) return
    await mkdir(dir, { recursive: true })
    await ready?.(page)
    await page.screenshot({ path: join(dir, `${prefix}${name}.png`) })
  }
  return { phones, shot, table: () => table }
}

/**
 * A namespace, the built app served inside it, and `count` phones (360×740, en-US), each on the
 * app and started. Anything that fails on the way takes down what was made so far.
 */
async function openTable(count: number, { dist = DIST }: { dist?: string } = {}): Promise<Table> {
  if (!existsSync(`${dist}/index.html`)) {
    throw new Error(`${dist}/index.html is missing: run \`npx vite build\` first`)
  }
  const namespace = await makeNamespace()
  try {
    const url = await serveInside(namespace, dist)
    // One Chromium for the table: a phone is a context of it, which keeps its storage, its
    // renderer and its connections apart from the others' as a browser of its own did, and every
    // phone had the namespace's one address then too. A Chromium started with its first page
    // costs about 2.8 s of CPU, and each one running kept its browser, GPU, network and storage
    // processes busy beside the pages (7 Dec 2026, two table files together: machine CPU 60 →
    // 47–53 s, 32 → 25–28 s).
    const browser = await namespace.launch({ args: MEDIA_ARGS })
    // Settled, not raced: a context still opening when another failed must not outlive close.
    const opened = await Promise.allSettled(
      Array.from({ length: count }, () => phone(browser, url)),
    )
    const phones = opened.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []))
    const failed = opened.find((o) => o.status === 'rejected')
    if (failed) throw failed.reason
    return { phones, url, namespace, close: () => namespace.close() }
  } catch (error) {
    await namespace.close()
    throw error
  }
}

/**
 * scripts/serve.mjs inside the namespace, on 127.0.0.1 and a free port; its URL once it listens.
 * Its `serve()` rather than its command line, which always serves ./dist: this takes any build.
 */
function serveInside(namespace: Namespace, root: string): Promise<string> {
  const script = [
    `import { serve } from ${JSON.stringify(new URL('../../scripts/serve.mjs', import.meta.url).href)}`,
    `const { url } = await serve({ root: ${JSON.stringify(root)}, port: 0, host: '127.0.0.1' })`,
    'console.log(url)',
  ].join('\n')
  const server = namespace.spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((found, failed) => {
    let out = ''
    let err = ''
    const timer = setTimeout(() => failed(new Error(`The server did not start: ${err}`)), 15_000)
    server.stderr?.on('data', (chunk) => {
      err += chunk
    })
    server.stdout?.on('data', (chunk) => {
      out += chunk
      const url = /http:\/\/127\.0\.0\.1:\d+\//.exec(out)?.[0]
      if (!url) return
      clearTimeout(timer)
      found(url)
    })
    server.once('error', (error) => {
      clearTimeout(timer)
      failed(error)
    })
    server.once('exit', (code, signal) => {
      clearTimeout(timer)
      failed(new Error(`The server exited (${code ?? signal}) before it listened: ${err}`))
    })
  })
}

async function phone(browser: Browser, url: string): Promise<Phone> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    locale: 'en-US',
    baseURL: url,
  })
  context.setDefaultTimeout(STEP_TIMEOUT)
  const errors = watch(context)
  const page = await context.newPage()
  await page.addInitScript(recordDataChannels, {
    traffic: TRAFFIC,
    channels: CHANNELS,
    connections: CONNECTIONS,
  })
  waitsForTheApp(page, url)
  await page.goto(url)
  const traffic = () =>
    page.evaluate((key) => (window as unknown as Record<string, Traffic[]>)[key] ?? [], TRAFFIC)
  return {
    page,
    context,
    errors,
    traffic,
    messages: async () => (await traffic()).filter((t) => t.label !== 'link').map((t) => t.text),
    storage: () => page.evaluate(everythingStored),
    connections: () =>
      page.evaluate(
        (key) => (window as unknown as Record<string, string[][]>)[key] ?? [],
        CONNECTIONS,
      ),
    // biome-ignore lint/performance/useDomNodeTextContent: the visible text, not hidden nodes'
    text: () => page.evaluate(() => document.body.innerText),
    sendRaw: (text) =>
      page.evaluate(
        ([key, text]) => {
          const all = (window as unknown as Record<string, RTCDataChannel[]>)[key] ?? []
          const open = all.filter((c) => c.readyState === 'open')
          if (open.length !== 1) throw new Error(`${open.length} data channels are open, not one`)
          open[0]?.send(text)
        },
        [CHANNELS, text] as const,
      ),
  }
}

/** As harness.ts does: a goto or reload of the app waits until it has started. */
function waitsForTheApp(page: Page, origin: string): void {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  const started = async () => {
    if (page.url().startsWith(origin)) await page.waitForFunction(appStarted)
  }
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    if (options?.waitUntil !== 'commit') await started()
    return response
  }
  page.reload = async (options) => {
    const response = await reload(options)
    if (options?.waitUntil !== 'commit') await started()
    return response
  }
}

/**
 * Runs in the page before the app (an init script): every data channel's sends (all of them, on
 * RTCDataChannel.prototype) and incoming messages (each channel made by createDataChannel or
 * announced by a `datachannel` event) go into `window[keys.traffic]`, and each such channel into
 * `window[keys.channels]`. The `datachannel` listener is added when a connection gets its first
 * remote description, before which no channel can arrive. The link's keep-alive channel (label
 * `beat`, src/table/link.ts: a count a second each way, nothing else) is left out; the link's own
 * (label `link`: a spare's descriptions, counts) is recorded but is not one to `sendRaw` on.
 * Each connection's states go into `window[keys.connections]`, one list per connection.
 */
function recordDataChannels(keys: {
  traffic: string
  channels: string
  connections: string
}): void {
  const log: Traffic[] = []
  Object.defineProperty(window, keys.traffic, { value: log })
  const states: string[][] = []
  Object.defineProperty(window, keys.connections, { value: states })
  const watched: RTCDataChannel[] = []
  Object.defineProperty(window, keys.channels, { value: watched })
  const text = (data: unknown): string => {
    if (typeof data === 'string') return data
    if (data instanceof Blob) return `[${data.size} bytes]`
    if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return `[${data.byteLength} bytes]`
    return String(data)
  }
  const channels = new WeakSet<RTCDataChannel>()
  const watch = (channel: RTCDataChannel) => {
    if (channels.has(channel) || channel.label === 'beat') return
    channels.add(channel)
    if (channel.label !== 'link') watched.push(channel)
    channel.addEventListener('message', (e) => {
      log.push({ way: 'received', label: channel.label, text: text(e.data) })
    })
  }
  const channelProto = RTCDataChannel.prototype as unknown as { send(data: unknown): void }
  const send = channelProto.send
  channelProto.send = function (this: RTCDataChannel, data: unknown) {
    send.call(this, data)
    if (this.label !== 'beat') log.push({ way: 'sent', label: this.label, text: text(data) })
  }
  const proto = RTCPeerConnection.prototype
  const { createDataChannel, setRemoteDescription } = proto
  proto.createDataChannel = function (this: RTCPeerConnection, ...args) {
    const channel = createDataChannel.apply(this, args)
    watch(channel)
    return channel
  }
  const connections = new WeakSet<RTCPeerConnection>()
  proto.setRemoteDescription = function (this: RTCPeerConnection, ...args: unknown[]) {
    if (!connections.has(this)) {
      connections.add(this)
      this.addEventListener('datachannel', (e) => watch(e.channel))
      const mine: string[] = []
      states.push(mine)
      this.addEventListener('connectionstatechange', () => mine.push(this.connectionState))
    }
    return Reflect.apply(setRemoteDescription, this, args)
  } as typeof setRemoteDescription
}

/** Runs in the page: everything its origin stored, as JSON (see Phone.storage). */
async function everythingStored(): Promise<string> {
  const done = <T>(request: IDBRequest<T>) =>
    new Promise<T>((ok, fail) => {
      request.onsuccess = () => ok(request.result)
      request.onerror = () => fail(request.error)
    })
  const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  const seen = new Set<unknown>()
  // Structured-clone values as JSON, leaving out nothing a secret could hide in.
  const plain = async (value: unknown): Promise<unknown> => {
    if (typeof value === 'bigint') return `${value}n`
    if (value === undefined) return '[undefined]'
    if (value === null || typeof value !== 'object') return value
    if (seen.has(value)) return '[cycle]'
    seen.add(value)
    if (value instanceof Date) return { Date: value.toISOString() }
    if (value instanceof RegExp) return { RegExp: String(value) }
    if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
      const bytes =
        value instanceof ArrayBuffer
          ? new Uint8Array(value)
          : new Uint8Array(value.buffer, value.byteOffset, value.byteLength)
      return { bytes: hex(bytes), text: new TextDecoder().decode(bytes) }
    }
    if (value instanceof Blob) return { Blob: value.type, text: await value.text() }
    if (value instanceof CryptoKey) {
      const { type, algorithm, extractable, usages } = value
      const jwk = extractable ? await crypto.subtle.exportKey('jwk', value) : null
      return { CryptoKey: { type, algorithm, extractable, usages, jwk } }
    }
    if (value instanceof Map) return { Map: await plain([...value]) }
    if (value instanceof Set) return { Set: await plain([...value]) }
    if (value instanceof Error) return { Error: `${value.name}: ${value.message}` }
    if (Array.isArray(value)) return Promise.all(value.map(plain))
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) out[k] = await plain(v)
    return out
  }
  const databases: Record<string, Record<string, unknown>> = {}
  for (const { name } of await indexedDB.databases()) {
    if (name === undefined) continue
    const open = indexedDB.open(name)
    // Deleted since it was listed: do not make an empty one.
    open.onupgradeneeded = () => open.transaction?.abort()
    const db = await done(open).catch(() => null)
    if (!db) continue
    try {
      const stores: Record<string, unknown> = {}
      for (const store of db.objectStoreNames) {
        const os = db.transaction(store).objectStore(store)
        const [keys, values] = await Promise.all([done(os.getAllKeys()), done(os.getAll())])
        stores[store] = await plain(keys.map((k, i) => [k, values[i]]))
      }
      databases[name] = stores
    } finally {
      db.close()
    }
  }
  const entries = (s: Storage) =>
    Object.fromEntries(
      Array.from({ length: s.length }, (_, i) => s.key(i) ?? '').map((k) => [k, s.getItem(k)]),
    )
  return JSON.stringify({
    indexedDB: databases,
    localStorage: entries(localStorage),
    sessionStorage: entries(sessionStorage),
  })
}

/**
 * The text of the QR code in a PNG screenshot (e.g. `locator.screenshot()` of the code's `<svg>`).
 * `page` turns the PNG into RGBA pixels (createImageBitmap, which no page's CSP governs, on a
 * white canvas); paulmillr's `qr` decodes them here. Throws if there is no readable code.
 */
export async function decodeQrScreenshot(png: Buffer, page: Page): Promise<string> {
  const { width, height, rgba } = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const ctx = canvas.getContext('2d')
    if (!ctx) throw new Error('No 2D canvas')
    ctx.fillStyle = '#fff'
    ctx.fillRect(0, 0, bitmap.width, bitmap.height)
    ctx.drawImage(bitmap, 0, 0)
    const { data } = ctx.getImageData(0, 0, bitmap.width, bitmap.height)
    let binary = ''
    for (let i = 0; i < data.length; i += 0x8000) {
      binary += String.fromCharCode(...data.subarray(i, i + 0x8000))
    }
    return { width: bitmap.width, height: bitmap.height, rgba: btoa(binary) }
  }, png.toString('base64'))
  const data = new Uint8Array(Buffer.from(rgba, 'base64'))
  return decodeQR({ width, height, data }, { format: 'RGBA' })
}

// At the table: joining, seats, what each phone stored --------------------------------------

const TABLE = tableStrings.en

/** The join code the host's invite screen shows (its QR code's text). */
export const joinCode = (host: Page) =>
  host.getByRole('img', { name: TABLE['table.invite.qr'] }).getAttribute('data-code')

/**
 * The host's phone opens Phones and joins each guest in turn, each by a join code of its own,
 * then goes back to its match and says how many phones joined. The codes, in order.
 */
export async function inviteAll(
  host: Page,
  guests: Page[],
  matchId: string,
  /** The host's player's answer to "Share your finished matches…?" (#27); null: not asked. */
  share: boolean | null = false,
): Promise<string[]> {
  await host.getByRole('link', { name: shell['table.phonesLabel'] }).click()
  await host.waitForURL(/#\/table\//)
  const codes: string[] = []
  for (const guest of guests) {
    const code = (await joinCode(host)) ?? ''
    expect(code).toMatch(/^STICHBLOCK-JOIN-/)
    codes.push(code)
    await joinGuest(host, guest, code, matchId)
  }
  await host.getByRole('link', { name: TABLE['table.invite.back'] }).click()
  const joined = TABLE[guests.length === 1 ? 'table.bar.host.one' : 'table.bar.host.other']
  await host
    .getByRole('status')
    .filter({ hasText: format(joined, { n: guests.length }) })
    .waitFor()
  if (share !== null) await answerShare(host, share)
  return codes
}

/**
 * "Share your finished matches with these players?" (#27), asked once per group on each phone
 * at a table: answered on `page` (in `words`' language), and gone.
 */
export async function answerShare(
  page: Page,
  share: boolean,
  words: typeof historyStrings.en = historyStrings.en,
): Promise<void> {
  const question = page.getByRole('alertdialog', { name: words['history.ask.title'] })
  // A phone back at the table it sat at (a rejoin, a reload) answered already: not asked again.
  // (A phone of these tests sits at one group only.)
  const answeredBefore = page
    .waitForFunction(() => {
      const settings = JSON.parse(localStorage.getItem('stichblock.settings') ?? '{}')
      return Object.keys(settings.historyAnswers ?? {}).length > 0
    })
    .then(() => true)
  const asked = question.waitFor().then(() => false)
  if (await Promise.race([answeredBefore, asked]).catch(() => false)) {
    asked.catch(() => {})
    return
  }
  answeredBefore.catch(() => {})
  const answer = words[share ? 'history.ask.yes' : 'history.ask.no']
  await question.getByRole('button', { name: answer, exact: true }).click()
  await question.waitFor({ state: 'detached' })
}

/** How long a guest may take from the host's "Connect" to showing the match. */
const JOIN_MS = 30_000

/**
 * A guest pastes the host's join code, shows its answer; the host pastes that and connects. Both
 * wait until the guest is at match `matchId` and the host has a new code for the next one.
 */
export async function joinGuest(
  host: Page,
  guest: Page,
  code: string,
  matchId: string,
  /** The guest's words: its app's language may be another than the host's. */
  words: typeof TABLE = TABLE,
  /** The guest's player's answer to "Share your finished matches…?" (#27); null: not asked. */
  share: boolean | null = false,
): Promise<void> {
  await guest.goto('/#/join')
  await guest.getByRole('textbox', { name: words['table.join.paste'] }).fill(code)
  await guest.getByRole('button', { name: words['table.join.go'], exact: true }).click()
  const answer = await guest
    .getByRole('img', { name: words['table.join.qr'] })
    .getAttribute('data-code')
  expect(answer).toMatch(/^STICHBLOCK-ANSWER-/)
  // The host's screen takes the answer at once: no "Next" (#25).
  await host.getByRole('textbox', { name: TABLE['table.invite.pasteAnswer'] }).fill(answer ?? '')
  await host.getByRole('button', { name: TABLE['table.invite.connect'] }).click()
  // Connecting, sending the whole match and saving it: on a busy machine more than a step's
  // 10 s once (CI); a join that never gets there says what each phone showed.
  await guest
    .waitForURL(`**/#/match/${encodeURIComponent(matchId)}`, { timeout: JOIN_MS })
    .catch(async (error: Error) => {
      const seen = async (page: Page) =>
        `${page.url()}: ${await page.locator('body').textContent()}`
      throw new Error(
        `${error.message}\nguest at ${await seen(guest)}\nhost at ${await seen(host)}`,
      )
    })
  await settled(guest)
  await guest.getByRole('status').filter({ hasText: words['table.bar.guest'] }).waitFor()
  await host.getByText(TABLE['table.invite.joined']).waitFor()
  // The host took it (that line may still be the last guest's): it invites the next with a new code.
  await expect.poll(() => joinCode(host)).not.toBe(code)
  if (share !== null) {
    await answerShare(
      guest,
      share,
      words === tableStrings.de ? historyStrings.de : historyStrings.en,
    )
  }
}

/** The table bar's "Me" select: which seat this phone's player has. */
export const seatSelect = (page: Page) =>
  page.getByRole('combobox', { name: TABLE['table.yourSeat'] })

/** The seat list as a phone shows it, after "choose…": the others' seats at a phone marked. */
export const seatOptions = async (page: Page) =>
  (await seatSelect(page).locator('option').allTextContents()).slice(1)

/**
 * Each phone takes its player's seat (the phone's index: the host's phone seat 0), and every
 * phone shows them taken (`seatedAsTaken`).
 */
export async function takeSeats(phones: readonly Phone[], players: readonly string[]) {
  for (const [seat, { page }] of phones.entries()) {
    await seatSelect(page).selectOption(String(seat))
  }
  await seatedAsTaken(phones, players)
}

/**
 * Waits until each phone shows its own seat (its index) chosen and the other phones' players as
 * at another phone; `players` beyond the phones have none, and keep their names as they are.
 */
export async function seatedAsTaken(phones: readonly Phone[], players: readonly string[]) {
  for (const [seat, { page }] of phones.entries()) {
    const marked = players.map((name, s) =>
      s !== seat && s < phones.length ? format(TABLE['table.seatTaken'], { name }) : name,
    )
    await expect.poll(() => seatOptions(page)).toEqual(marked)
    // Polled too: a phone's own seat shows once the host has confirmed it (TableBar puts the
    // select back to the seat held until then), and the options above look the same before and
    // after, so they may be there first (seen once, 7 Dec 2026: '' for the guest's seat).
    await expect.poll(() => seatSelect(page).inputValue()).toBe(String(seat))
  }
}

interface Stored {
  indexedDB: Record<string, Record<string, [unknown, unknown][]>>
}

/** A value of the app's key-value store on a phone (`storage()`), or undefined. */
export async function storedValue(phone: Phone, key: string): Promise<unknown> {
  const stored = JSON.parse(await phone.storage()) as Stored
  return (stored.indexedDB.stichblock?.kv ?? []).find(([k]) => k === key)?.[1]
}

/** The shared log of match `matchId` as a phone stored it. */
export async function storedEvents(phone: Phone, matchId: string): Promise<unknown[] | undefined> {
  const match = (await storedValue(phone, `match:${matchId}`)) as { events: unknown[] } | undefined
  return match?.events
}

/**
 * The table's count as a phone last knew it from its data channels: the `n` of the last commit
 * or the `seen` of the last whole table it received (a guest) or sent (the host); 0 before any.
 * The last, not the highest: a table opened on another match counts from 0 again.
 */
export async function seenOn(phone: Phone): Promise<number> {
  for (const { text } of (await phone.traffic()).reverse()) {
    if (!text.includes('"t":"commit"') && !text.includes('"t":"table"')) continue
    const m = JSON.parse(text) as { t: string; seen?: number; commit?: { n: number } }
    if (m.t === 'commit' && m.commit) return m.commit.n
    if (m.t === 'table' && m.seen !== undefined) return m.seen
  }
  return 0
}

/** None of `words` is anywhere on the phone: its page, its storage, its data channels. */
export async function nowhereOn(phone: Phone, words: string[], what: string): Promise<void> {
  const places = {
    page: await phone.text(),
    storage: await phone.storage(),
    messages: (await phone.traffic()).map((t) => t.text).join('\n'),
  }
  for (const [place, text] of Object.entries(places)) {
    for (const word of words) {
      expect(text.includes(word), `${what}: "${word}" in the ${place}`).toBe(false)
    }
  }
}

/** Every phone shows `n` entries saved, and stores the same log as the first (the host); that log. */
export async function tableAgrees(phones: Phone[], matchId: string, n: number): Promise<unknown[]> {
  await Promise.all(phones.map(({ page }) => saved(page, n)))
  const [host, ...guests] = phones
  if (!host) throw new Error('no phone')
  await expect.poll(async () => (await storedEvents(host, matchId))?.length).toBe(n)
  const log = await storedEvents(host, matchId)
  for (const phone of guests) await expect.poll(() => storedEvents(phone, matchId)).toEqual(log)
  return log ?? []
}

/**
 * Holds the app's database on `page` (a read-write transaction kept busy), as a slow phone
 * would: the host's phone decides a proposal and then waits to save it, so the table does not
 * move on and every tap made meanwhile is made on the table as it was. Resolves with what lets go.
 */
export async function holdSaves(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(
    () =>
      new Promise<void>((held, failed) => {
        const open = indexedDB.open('stichblock')
        open.onerror = () => failed(open.error)
        open.onsuccess = () => {
          const db = open.result
          const tx = db.transaction('kv', 'readwrite')
          const kv = tx.objectStore('kv')
          let holding = true
          Object.assign(window, { letGo: () => (holding = false) })
          const again = () => {
            kv.get('schema').onsuccess = () => {
              if (holding) again()
            }
          }
          again()
          tx.oncomplete = () => db.close()
          held()
        }
      }),
  )
  return () => page.evaluate(() => (window as unknown as { letGo(): void }).letGo())
}

/** A phone and the name of its player, as a safety code names it. */
interface Holder {
  page: Page
  name: string
}

/**
 * Two phones compare their safety code before the first private message between them (#25):
 * each shows it over everything, naming the other's player; the codes agree; each player taps
 * "Same" (the asking phone's first), and both prompts go. The code, as its label reads.
 */
export async function sameCode(asking: Holder, asked: Holder): Promise<string> {
  const codes = await Promise.all([shownCode(asking, asked.name), shownCode(asked, asking.name)])
  expect(codes[0]).toBe(codes[1])
  for (const { page } of [asking, asked]) {
    const prompt = comparePrompt(page)
    await prompt.getByRole('button', { name: 'Same', exact: true }).click()
    await prompt.waitFor({ state: 'detached' })
  }
  return codes[0]
}

/** The comparison a phone shows, whoever it names. */
export const comparePrompt = (page: Page) =>
  page.getByRole('alertdialog', { name: /^Compare with .+’s phone$/ })

/** The safety code a phone shows for its pair with `other`'s phone, once it shows it. */
export async function shownCode(phone: Holder, other: string): Promise<string> {
  const prompt = phone.page.getByRole('alertdialog', { name: `Compare with ${other}’s phone` })
  const code = prompt.getByRole('img', { name: /^Safety code: / })
  await code.waitFor()
  return (await code.getAttribute('aria-label')) ?? ''
}
