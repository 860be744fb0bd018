// Shared by the browser tests: Chromium, the built app on a static server, a fresh context per
// test that fails the test on any page or console error, and the steps every test needs.
import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core'
import { afterEach, beforeAll, expect } from 'vitest'
import { CHROME_ARGS, CHROME_PATH, TEST_FLAGS } from '../../scripts/chromium.mjs'
import { type Served, serve } from '../../scripts/serve.mjs'
import { appSettled, appStarted } from '../../scripts/started.mjs'
import { Kept, putKept, takeKept } from './kept'

/** The production build; STICHBLOCK_DIST points elsewhere (a build that nobody else rebuilds). */
export const DIST =
  process.env.STICHBLOCK_DIST ?? fileURLToPath(new URL('../../dist/', import.meta.url))
export const PLAYERS = ['Anna', 'Ben', 'Cora', 'Dana']

/** Debian's Chromium unless CHROME_PATH names another; never a downloaded browser. */
export const CHROME = { executablePath: CHROME_PATH, args: [...CHROME_ARGS, ...TEST_FLAGS] }

/** A failed wait names what it waited for after this long, well before the test times out. */
const STEP_TIMEOUT = 10_000

let running: Promise<Browser> | undefined

/**
 * One Chromium per test worker, shared by the files it runs (the e2e project does not isolate
 * them, vitest.config.ts): each file still gets fresh contexts, and a browser that went away is
 * launched again. It ends with the worker (its pipe closes).
 */
async function workerBrowser(): Promise<Browser> {
  // A launch that failed fails its own file only; the next file tries again.
  const browser = await running?.catch(() => undefined)
  if (browser?.isConnected()) return browser
  running = chromium.launch(CHROME)
  return running
}

let serving: Promise<Server> | undefined

/**
 * One server of dist/ per test worker, shared by its files (no test stops it: a test that takes
 * the network away stops a server of its own), so that a context kept from one file's test
 * (kept.ts) serves the next file's on the same origin. It ends with the worker.
 */
async function workerServer(): Promise<Server> {
  const server = await serving?.catch(() => undefined)
  if (server && !server.stopped) return server
  serving = startServer()
  return serving
}

/** A server that can be stopped (to take the network away) and is safe to stop twice. */
export interface Server extends Served {
  stopped: boolean
}

export interface ServerOptions {
  /** Another build to serve instead of dist/. */
  root?: string
  /** A fixed port (the same origin again, e.g. after a restart); a random free one if not. */
  port?: number
}

/** Serves dist/ (or `root`) on 127.0.0.1 on a random free port (or `port`). */
export async function startServer({ root = DIST, port = 0 }: ServerOptions = {}): Promise<Server> {
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(
      `${root}/index.html is missing: run \`npx vite build\` before the browser tests`,
    )
  }
  const served = await serve({ root, port, host: '127.0.0.1' })
  const server: Server = {
    ...served,
    stopped: false,
    close: async () => {
      if (server.stopped) return
      server.stopped = true
      await served.close()
    },
  }
  return server
}

export interface Tab {
  context: BrowserContext
  page: Page
  /** Every page error and console error of the context so far, pages and workers alike. */
  errors: string[]
}

interface TabOptions extends BrowserContextOptions {
  /** Defaults to the file's shared server. */
  server?: Server
  /**
   * A context with a profile on disk instead of an incognito one; Chromium only reports a page
   * as installable in a normal profile. Still fresh: a new temporary profile each time.
   */
  persistent?: boolean
}

const CONTEXT_DEFAULTS: BrowserContextOptions = {
  viewport: { width: 360, height: 740 },
  locale: 'en-US',
}

/** Collects every page error and console error of a context, from pages and workers alike. */
export function watch(context: BrowserContext): string[] {
  const errors: string[] = []
  context.on('weberror', (e) => errors.push(`page error: ${e.error().message}`))
  context.on('console', (m) => {
    if (m.type() !== 'error') return
    const where = m.worker() ? 'worker' : 'page'
    errors.push(`console error (${where}): ${m.text()} at ${m.location().url}`)
  })
  return errors
}

/** What a test file's contexts are like unless a test says otherwise. */
interface FileOptions {
  /**
   * Whether the app's service worker runs: only in the files that test it (offline, updates,
   * the installed app). Elsewhere it would install a second after load and fetch and cache the
   * whole precache in every fresh context, about 1 s of CPU each (7 Dec 2026), for nothing the
   * test looks at; the engines suite plays every game with it in all three engines.
   */
  serviceWorkers?: 'allow' | 'block'
}

/**
 * Call once at the top of a test file: the worker's Chromium and a server for the file; after
 * each test closes its contexts and fails it if the app reported any error.
 */
export function useBrowser({ serviceWorkers = 'block' }: FileOptions = {}) {
  let browser: Browser | undefined
  let shared: Server | undefined
  const tabs: Tab[] = []
  const servers: Server[] = []
  const cleanups: (() => Promise<void>)[] = []

  /** The tabs whose contexts may be kept for a later test (kept.ts). */
  const keepable = new WeakMap<Tab, Kept>()

  /**
   * Back into the worker's pool when it can be kept (kept.ts), else closed; the errors the app
   * reported in it, among them any as it unloaded.
   */
  async function finish(tab: Tab): Promise<string[]> {
    const kept = keepable.get(tab)
    const wiped = kept ? await kept.reset().catch(() => false) : false
    if (!wiped) await tab.context.close()
    const errors = tab.errors.splice(0)
    if (kept && wiped) await putKept(kept)
    return errors
  }

  beforeAll(async () => {
    ;[browser, shared] = await Promise.all([workerBrowser(), workerServer()])
  })
  afterEach(async () => {
    const errors = (await Promise.all(tabs.splice(0).map(finish))).flat()
    await Promise.all(servers.splice(0).map((s) => s.close()))
    await Promise.all(cleanups.splice(0).map((clean) => clean()))
    if (errors.length > 0) {
      throw new Error(`The app reported ${errors.length} error(s):\n${errors.join('\n')}`)
    }
  })

  return {
    get server(): Server {
      if (!shared) throw new Error('useBrowser: the server is not running')
      return shared
    },

    /** A server of the test's own, stopped after the test at the latest. */
    async ownServer(options: ServerOptions = {}): Promise<Server> {
      const server = await startServer(options)
      servers.push(server)
      return server
    },

    /** A fresh context (360×740, en-US unless told otherwise) with one page, watched for errors. */
    async open(options: TabOptions = {}): Promise<Tab> {
      if (!browser) throw new Error('useBrowser: the browser is not running')
      const { server = this.server, persistent = false, ...rest } = options
      const settings = { ...CONTEXT_DEFAULTS, serviceWorkers, baseURL: server.url, ...rest }
      // A context like a fresh one, kept from an earlier test (kept.ts): only on the worker's
      // server, with the service worker blocked (it would outlive the wipe), not on disk.
      const kind = !persistent && server === shared ? kindOf(settings) : null
      const kept = kind ? takeKept(kind) : undefined
      if (kept) {
        if (settings.viewport) await kept.page.setViewportSize(settings.viewport)
        const tab = { context: kept.context, page: kept.page, errors: kept.errors }
        keepable.set(tab, kept)
        tabs.push(tab)
        return tab
      }
      let context: BrowserContext
      if (persistent) {
        const profile = await mkdtemp(join(tmpdir(), 'stichblock-e2e-'))
        context = await chromium.launchPersistentContext(profile, { ...CHROME, ...settings })
        cleanups.push(() => rm(profile, { recursive: true, force: true, maxRetries: 5 }))
      } else {
        context = await browser.newContext(settings)
      }
      context.setDefaultTimeout(STEP_TIMEOUT)
      const errors = watch(context)
      for (const each of context.pages()) waitsForTheApp(each, server.url)
      context.on('page', (each) => waitsForTheApp(each, server.url))
      const page = context.pages()[0] ?? (await context.newPage())
      const tab = { context, page, errors }
      if (kind) keepable.set(tab, await Kept.of(kind, context, page, errors))
      tabs.push(tab)
      return tab
    },
  }
}

/**
 * Which contexts a kept one may stand in for: those made with the same options but the viewport
 * (set on the page when it is taken); null for a kind never kept (the service worker allowed, no
 * viewport).
 */
function kindOf(settings: BrowserContextOptions): string | null {
  const { viewport, ...rest } = settings
  if (!viewport || rest.serviceWorkers !== 'block') return null
  // Keys in order at every depth, so that options given in another order are the same kind.
  return JSON.stringify(rest, (_, value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  )
}

/**
 * The app starts right after the first paint (src/main.tsx); until then the page shows a
 * prerendered copy of the screen that looks like the app but does nothing yet. A goto or reload of
 * the app's pages waits for the start, so no test taps or seeds storage under the copy. With
 * `waitUntil: 'commit'` it returns at once (the prerender tests look at the copy itself).
 */
function waitsForTheApp(page: Page, origin: string): void {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  const ofTheApp = () => page.url().startsWith(origin)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    if (options?.waitUntil !== 'commit' && ofTheApp()) await started(page)
    return response
  }
  page.reload = async (options) => {
    const response = await reload(options)
    if (options?.waitUntil !== 'commit' && ofTheApp()) await started(page)
    return response
  }
}

/** The app has started: the prerendered copies are gone and its root holds the screen. */
async function started(page: Page): Promise<void> {
  await page.waitForFunction(appStarted)
}

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null)

/**
 * Waits until the service worker has installed (so everything is precached) and controls the
 * page. With registerType 'prompt' a first visit is not claimed, so that takes one reload.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  if (await controlled(page)) return
  await page.reload()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/** Waits until no screen or chunk is loading any more. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(appSettled)
}

/**
 * Waits until the app has made its database ('stichblock'). The home screen is drawn before
 * storage opens (#26), and a test that opened the database first would make it empty: the app's
 * store (idb-keyval makes it only with the database) would then be missing, and the test's own
 * transaction would fail (seen in CI on a busy machine, 6 Dec 2026). Once the database is listed,
 * an open waits for the app's upgrade to finish and finds the store.
 */
export async function storageMade(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await indexedDB.databases()).some((db) => db.name === 'stichblock'),
      ),
    )
    .toBe(true)
}

/**
 * The draft stored in IndexedDB for the match open in `page` (its id is in the URL): what a
 * reload or a killed browser would bring back. Draft writes are asynchronous, so a test that
 * reloads right after a tap first waits for the draft to hold it (expect.poll on this).
 */
export function storedDraft(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, unknown>>((found, failed) => {
        const id = /#\/match\/([^/?]+)/.exec(location.hash)?.[1]
        const open = indexedDB.open('stichblock')
        open.onerror = () => failed(open.error)
        open.onsuccess = () => {
          const get = open.result.transaction('kv').objectStore('kv').get(`draft:${id}`)
          get.onsuccess = () => {
            found(get.result?.values ?? {})
            open.result.close()
          }
        }
      }),
  )
}

/** What the phone lists of its matches, as stored: one summary per match (src/storage/schema.ts). */
export function storedSummaries(
  page: Page,
): Promise<{ id: string; game: string; players: string[] }[]> {
  return page.evaluate(
    () =>
      new Promise((found, failed) => {
        const open = indexedDB.open('stichblock')
        open.onerror = () => failed(open.error)
        open.onsuccess = () => {
          const range = IDBKeyRange.bound('summary:', 'summary:\uffff')
          const get = open.result.transaction('kv').objectStore('kv').getAll(range)
          get.onsuccess = () => {
            found(get.result)
            open.result.close()
          }
        }
      }),
  )
}

/** Waits until the open match's stored draft holds `value` under `key`. */
export async function drafted(page: Page, key: string, value: unknown): Promise<void> {
  await expect.poll(async () => (await storedDraft(page))[key]).toEqual(value)
}

/**
 * The new-match form from the home screen, filled: `game` picked (null: the one it opens with,
 * Letzter Stich), the names in seat order, any seat beyond them removed. Nothing is marked yet,
 * nothing started.
 */
export async function fillNewMatch(
  page: Page,
  game: RegExp | null,
  players: readonly string[],
): Promise<void> {
  // Relative to the page's own address too, for a browser connected without a base URL.
  await page.goto(page.url().startsWith('http') ? new URL('/', page.url()).href : '/')
  await page.getByRole('link', { name: 'New match' }).click()
  await page.getByRole('heading', { level: 1, name: 'New match' }).waitFor()
  // The title shows in the screen's frame while its code loads: wait for the form itself.
  await settled(page)
  if (game) await page.getByRole('radio', { name: game }).check()
  for (const [seat, name] of players.entries()) {
    const field = page.getByRole('combobox', { name: `Player ${seat + 1}`, exact: true })
    if ((await field.count()) === 0) await page.getByRole('button', { name: 'Add player' }).click()
    await field.fill(name)
  }
  const seats = page.getByRole('combobox', { name: /^Player \d+$/ })
  while ((await seats.count()) > players.length) {
    await page.getByRole('button', { name: `Remove player ${await seats.count()}` }).click()
  }
}

/**
 * New match through the UI from the home screen: names in seat order, the first dealer chosen,
 * Start. Resolves with the match id once the match page shows it (it is committed by then).
 */
export async function createMatch(
  page: Page,
  { players = PLAYERS, dealer = 0 }: { players?: string[]; dealer?: number } = {},
): Promise<string> {
  await fillNewMatch(page, null, players)
  await page.getByRole('radio', { name: 'deals' }).nth(dealer).check()
  await page.getByRole('button', { name: 'Start match' }).click()
  await page.waitForURL(/#\/match\/[^/]+$/)
  await page.getByRole('region', { name: 'Counters and pot' }).waitFor()
  return decodeURIComponent(new URL(page.url()).hash.replace('#/match/', ''))
}

export interface TableView {
  pot: number
  counters: number[]
}

/**
 * The pot and every player's counters as a screen reader hears them, checked against the large
 * numbers on screen (a mismatch returns NaN, which matches no expectation).
 */
export async function readTable(page: Page): Promise<TableView> {
  return page.evaluate(() => {
    const region = document.querySelector('section.ls-table')
    const potLabel = region?.querySelector('.ls-pot')?.getAttribute('aria-label') ?? ''
    const potShown = region?.querySelector('.ls-pot-value')?.textContent ?? ''
    const pot = /^Pot: (\d+)$/.exec(potLabel)?.[1]
    const counters = [...(region?.querySelectorAll('.ls-counters') ?? [])].map((cell) => {
      const said = /: (\d+) counters?$/.exec(
        cell.querySelector('.visually-hidden')?.textContent ?? '',
      )
      const shown = cell.querySelector('[aria-hidden="true"]')?.textContent
      return said && said[1] === shown ? Number(said[1]) : Number.NaN
    })
    return { pot: pot === potShown ? Number(pot) : Number.NaN, counters }
  })
}

/** Waits (up to the poll timeout) until the table shows `expected`. */
export async function expectTable(page: Page, expected: TableView): Promise<void> {
  await expect.poll(() => readTable(page)).toEqual(expected)
}

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

interface AxeViolation {
  id: string
  impact?: string | null
  help: string
  helpUrl: string
  nodes: { target: string[] }[]
}

/**
 * axe-core on the page as it is; every violation with its help text and targets. axe goes in
 * once per document through the driver's evaluate (which the page's CSP does not govern) and runs
 * there: @axe-core/playwright's analyze() opens a blank page for every run to finish it, which
 * cost 1.5 s of a 2 s check on a 2-core machine, with the same results for a page without frames.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // biome-ignore lint/suspicious/noExplicitAny: axe is a global once injected
  if (!(await page.evaluate(() => 'axe' in (window as any)))) await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(
    async (tags) =>
      // biome-ignore lint/suspicious/noExplicitAny: axe is a global once injected
      (await (window as any).axe.run(document, { runOnly: { type: 'tag', values: tags } }))
        .violations as AxeViolation[],
    AXE_TAGS,
  )
  return violations.map((v) => {
    const targets = v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')
    return `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n  ${v.helpUrl}\n${targets}`
  })
}

/**
 * Everything a thumb can hit that is smaller than 44×44 px, named; a radio or checkbox is hit
 * through its label. Also returns how many targets were measured.
 */
export async function smallTargets(page: Page, measured?: { n: number }): Promise<string[]> {
  const found = await page.evaluate(() => {
    const seen = new Map<Element, string>()
    const selector = [
      'button',
      'a[href]',
      'input',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(', ')
    for (const el of document.querySelectorAll(selector)) {
      const input = el instanceof HTMLInputElement ? el : null
      const boxed = input && ['radio', 'checkbox', 'file'].includes(input.type)
      const target = boxed ? el.closest('label') : el
      if (!target) {
        seen.set(el, `${input?.type} without a label`)
        continue
      }
      const name = (target.getAttribute('aria-label') ?? target.textContent ?? '').trim()
      seen.set(target, `${target.tagName.toLowerCase()} "${name.slice(0, 40)}"`)
    }
    return [...seen].flatMap(([el, what]) => {
      const box = el.getBoundingClientRect()
      const hidden = getComputedStyle(el).visibility === 'hidden' || el.closest('[hidden]')
      if (hidden || (box.width === 0 && box.height === 0)) return []
      return [{ what, width: Math.round(box.width), height: Math.round(box.height) }]
    })
  })
  if (measured) measured.n += found.length
  return found
    .filter((t) => t.width < 44 || t.height < 44)
    .map((t) => `${t.what} is ${t.width}×${t.height}`)
}

/** Why the page scrolls sideways at `width` px (what sticks out), or null. Tables may scroll. */
export function sidewaysScroll(page: Page, width: number): Promise<string | null> {
  return page.evaluate((edge) => {
    const scroll = document.documentElement.scrollWidth
    if (scroll <= edge) return null
    // What sticks out: boxes past the edge, and boxes whose own content overflows them.
    const culprits = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const past = el.getBoundingClientRect().right > edge + 0.5
        const spills =
          el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible'
        return (past || spills) && !el.closest('.table-wrap')
      })
      .slice(-4)
      .map((el) => `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 30)}"`)
    return `${scroll}px wide: ${culprits.join(', ')}`
  }, width)
}

/** Labels that spill out of their button or link: the page need not scroll, but it looks broken. */
export function spilledLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('button, a, label, .btn')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
      .map((el) => `"${el.textContent?.trim()}" needs ${el.scrollWidth}px of ${el.clientWidth}`),
  )
}

/** Which face the page shows, from its background. */
export const theme = (page: Page) =>
  page.evaluate(() => {
    const [r = 0, g = 0, b = 0] = (
      getComputedStyle(document.documentElement).backgroundColor.match(/\d+/g) ?? []
    ).map(Number)
    return r + g + b < 384 ? 'dark' : 'light'
  })

/** Each player's tricks so far in this hand, in seat order, from "n tricks". */
export function tricksThisHand(page: Page): Promise<number[]> {
  return page.locator('.ls-player').evaluateAll((items) =>
    items.map((li) => {
      const text = li.querySelector('.ls-tricks')?.textContent ?? ''
      return Number(/^(\d) tricks?$/.exec(text)?.[1] ?? Number.NaN)
    }),
  )
}

/** The question over the winner buttons before trick `n` of 8. */
export const trickQuestion = (n: number): string =>
  n === 8 ? 'Who took the last trick?' : `Who took trick ${n} of 8?`

/** Which trick the page asks about (1..8), from its question. */
async function askedTrick(page: Page): Promise<number> {
  const legend = page.getByRole('group', { name: /^Who took (trick \d of 8|the last trick)\?$/ })
  const text = (await legend.locator('legend').textContent()) ?? ''
  return text === trickQuestion(8) ? 8 : Number(/trick (\d) of 8/.exec(text)?.[1])
}

/** Letzter Stich: a whole hand by its last trick, `name` took it; Save hand is the caller's tap. */
export async function lastTrickBy(page: Page, name: string): Promise<void> {
  await page
    .getByRole('group', { name: 'How to enter the hand' })
    .getByRole('button', { name: 'Last trick' })
    .click()
  await page
    .getByRole('group', { name: 'Who took the last trick?' })
    .getByRole('radio', { name })
    .check()
}

/**
 * Taps who took each of the next tricks, by name, on the 'Tricks' entry. Each tap waits until
 * the page asks about the following trick (or the hand is over), so it has been saved.
 */
export async function tapTricks(page: Page, winners: readonly string[]): Promise<void> {
  for (const name of winners) {
    const n = await askedTrick(page)
    const group = page.getByRole('group', { name: trickQuestion(n) })
    await group.getByRole('button', { name, exact: true }).click()
    if (n < 8) await page.getByRole('group', { name: trickQuestion(n + 1) }).waitFor()
    else {
      await page
        .getByRole('group', { name: trickQuestion(1) })
        .or(page.getByRole('heading', { name: 'Match over' }))
        .waitFor()
    }
  }
}
