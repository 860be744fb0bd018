// One small driver for the engine suite: the same few steps in Chromium (CDP) and Firefox ESR
// (WebDriver BiDi), both through puppeteer-core, and in WebKitGTK (classic WebDriver over plain
// HTTP to WebKitWebDriver, driving MiniBrowser under Xvfb). The browsers and Xvfb start once per
// run (startEngines, from test/engines/global.ts); each test file connects a host to them, and
// each driver a host hands out is a fresh profile: a new browser context (puppeteer engines) or a
// WebKitWebDriver of its own with a new session (MiniBrowser's automation sessions are ephemeral),
// ended with its browser when the driver closes.
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core'
import { CHROME_ARGS, CHROME_PATH, TEST_FLAGS } from '../../scripts/chromium.mjs'
import { appStarted } from '../../scripts/started.mjs'

export type Engine = 'chromium' | 'firefox' | 'webkit'

/** Every engine the suite runs, in the order it runs them. */
export const ENGINES: readonly Engine[] = ['chromium', 'firefox', 'webkit']

const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'
const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'
const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

export const VIEWPORT = { width: 360, height: 740 }

/**
 * What a test taps: a CSS selector, or a control by its role and accessible name (aria-label,
 * aria-labelledby, its <label>, or its text; a string matches exactly, a RegExp anywhere), the
 * `nth` (0-based) of several.
 */
type Target =
  | string
  | {
      role: 'button' | 'link' | 'radio' | 'checkbox' | 'textbox' | 'combobox'
      name: string | RegExp
      nth?: number
      /** Only inside the element with this CSS selector, or this group, dialog or region. */
      within?: string | Scope
    }

/**
 * A container by its role and accessible name: a group (a fieldset by its legend, or
 * role="group"), a dialog, a region (a labelled section), or a list.
 */
export interface Scope {
  role: 'group' | 'dialog' | 'region' | 'list'
  name: string | RegExp
}

/** A page-side function and its arguments (they cross into the page as JSON). */
// biome-ignore lint/suspicious/noExplicitAny: page functions take any JSON arguments
type PageFn<A extends any[], T> = (...args: A) => T | Promise<T>

interface WaitOptions {
  /** ms; 10 s unless told. */
  timeout?: number
  /** What the test waited for, for the message when it did not come. */
  what?: string
}

export interface Driver {
  readonly engine: Engine
  /** Navigates and waits for the load event. */
  open(url: string): Promise<void>
  // biome-ignore lint/suspicious/noExplicitAny: page functions take any JSON arguments
  evaluate<A extends any[], T>(fn: PageFn<A, T>, ...args: A): Promise<T>
  /** Waits until `predicate` returns something truthy in the page, and returns that. */
  // biome-ignore lint/suspicious/noExplicitAny: page functions take any JSON arguments
  waitFor<A extends any[], T>(
    predicate: PageFn<A, T>,
    options?: WaitOptions,
    ...args: A
  ): Promise<T>
  /**
   * Runs a whole script in the page through the driver's own channel, which the page's CSP
   * (script-src 'self', no eval) does not govern: how axe-core gets in.
   */
  inject(source: string): Promise<void>
  click(target: Target): Promise<void>
  /** Whether the target is in the page now (no waiting). */
  exists(target: Target): Promise<boolean>
  /** Replaces the value of a text field by typing. */
  fill(target: Target, value: string): Promise<void>
  reload(): Promise<void>
  /** A PNG of the viewport, for a look at the screen in this engine. */
  screenshot(path: string): Promise<void>
  /**
   * Page errors and console errors seen so far. Firefox reports every one (BiDi log events);
   * classic WebDriver has no such events, so in WebKit a listener is put into each page after it
   * loads: errors during the load itself are missed there.
   */
  errors(): Promise<string[]>
  close(): Promise<void>
}

/** One engine for a test file: connected to what startEngines started, let go after. */
export interface EngineHost {
  readonly engine: Engine
  newDriver(): Promise<Driver>
  stop(): Promise<void>
}

// A condition's wait, not a pause: WebKitGTK under Xvfb on a busy 2-core machine once took over
// 10 s for a new match's first save to show (clean-clone CI, 2 Dec 2026; 10 s on a rerun).
const STEP_TIMEOUT = 20_000
/** A browser start on a busy machine. */
const STARTUP_TIMEOUT = 60_000
/** The most one WebDriver command may take before it fails by its name. */
const COMMAND_TIMEOUT = 30_000
/** Ending a session: the browser is ended with its driver anyway after this long. */
const CLOSE_TIMEOUT = 10_000
const POLL = 50

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * Runs in the page: finds the target, marks it with data-engine-target and returns that
 * selector, or null. Self-contained (it is sent to the page as text).
 */
function locateInPage(target: Target, mark: string, toTap = false): string | null {
  const flat = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim()
  const nameOf = (el: Element): string => {
    const label = el.getAttribute('aria-label')
    if (label) return flat(label)
    const by = el.getAttribute('aria-labelledby')
    if (by) {
      return flat(
        by
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      )
    }
    if (el instanceof HTMLFieldSetElement) {
      const legend = el.querySelector(':scope > legend')
      if (legend) return flat(legend.textContent)
    }
    if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) {
      const labels = el.labels ? [...el.labels] : []
      if (labels.length > 0) return flat(labels.map((l) => l.textContent).join(' '))
      return flat(el.getAttribute('title') ?? el.getAttribute('placeholder'))
    }
    return flat(el.textContent)
  }
  const selectors: Record<string, string> = {
    button: 'button, [role="button"], input[type="submit"], input[type="button"]',
    link: 'a[href], [role="link"]',
    radio: 'input[type="radio"], [role="radio"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    textbox: 'input:not([type]), input[type="text"], input[type="number"], textarea',
    combobox: 'input[list], [role="combobox"], select',
    group: 'fieldset, [role="group"], [role="radiogroup"]',
    dialog: 'dialog, [role="dialog"], [role="alertdialog"]',
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
    list: 'ul, ol, [role="list"]',
  }
  /** A name crosses as a string or as {source, flags} (a RegExp does not survive JSON). */
  type Name = string | { source: string; flags: string }
  const all = (root: ParentNode, role: string, name: Name | RegExp): Element[] =>
    [...root.querySelectorAll(selectors[role] ?? '*')].filter((el) => {
      if (el.closest('[hidden], [inert]')) return false
      const n = nameOf(el)
      return typeof name === 'string'
        ? n === name
        : new RegExp((name as RegExp).source, (name as RegExp).flags).test(n)
    })
  let found: Element | null = null
  if (typeof target === 'string') {
    found = document.querySelector(target)
  } else {
    const { within } = target
    const root =
      within === undefined
        ? document
        : typeof within === 'string'
          ? document.querySelector(within)
          : (all(document, within.role, within.name)[0] ?? null)
    if (!root) return null
    found = all(root, target.role, target.name)[target.nth ?? 0] ?? null
  }
  if (!found) return null
  if (toTap) {
    // Centred, as a thumb would have it; and what is on top there, or a tap would go elsewhere.
    found.scrollIntoView({ block: 'center', inline: 'center' })
    const box = found.getBoundingClientRect()
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    const label = found instanceof HTMLInputElement ? found.labels?.[0] : null
    if (!top || !(found.contains(top) || top.contains(found) || label?.contains(top))) return null
  }
  for (const old of document.querySelectorAll(`[data-engine-target]`)) {
    old.removeAttribute('data-engine-target')
  }
  found.setAttribute('data-engine-target', mark)
  return `[data-engine-target="${mark}"]`
}

/** A RegExp does not survive JSON: it crosses as {source, flags} and is rebuilt in the page. */
function portable(target: Target): unknown {
  if (typeof target === 'string') return target
  const name = (n: string | RegExp) =>
    typeof n === 'string' ? n : { source: n.source, flags: n.flags }
  const { within } = target
  return {
    ...target,
    name: name(target.name),
    within:
      within === undefined || typeof within === 'string'
        ? within
        : { ...within, name: name(within.name) },
  }
}

const describeTarget = (target: Target) => {
  if (typeof target === 'string') return target
  const { within } = target
  const inside =
    within === undefined
      ? ''
      : ` in ${typeof within === 'string' ? within : `${within.role} "${within.name}"`}`
  return `${target.role} "${target.name}"${target.nth ? ` #${target.nth}` : ''}${inside}`
}

/** Shared by both engines: polling in the page through `evaluate`, tolerant of navigations. */
abstract class BaseDriver implements Driver {
  abstract readonly engine: Engine
  protected readonly seen: string[] = []
  private marks = 0

  async errors(): Promise<string[]> {
    return [...this.seen]
  }

  /**
   * Opens the app at `url`, or reloads it, and waits for it to start: until then the page shows
   * a prerendered copy of the screen that looks like the app but does nothing (src/main.tsx).
   */
  async open(url: string): Promise<void> {
    await this.openPage(url)
    await this.started()
  }
  async reload(): Promise<void> {
    await this.reloadPage()
    await this.started()
  }
  private async started(): Promise<void> {
    await this.waitFor(appStarted, { what: 'the app to start' })
  }
  protected abstract openPage(url: string): Promise<void>
  protected abstract reloadPage(): Promise<void>
  // biome-ignore lint/suspicious/noExplicitAny: page functions take any JSON arguments
  abstract evaluate<A extends any[], T>(fn: PageFn<A, T>, ...args: A): Promise<T>
  abstract inject(source: string): Promise<void>
  abstract screenshot(path: string): Promise<void>
  abstract close(): Promise<void>
  protected abstract clickSelector(selector: string): Promise<void>
  protected abstract fillSelector(selector: string, value: string): Promise<void>

  // biome-ignore lint/suspicious/noExplicitAny: page functions take any JSON arguments
  async waitFor<A extends any[], T>(
    predicate: PageFn<A, T>,
    { timeout = STEP_TIMEOUT, what }: WaitOptions = {},
    ...args: A
  ): Promise<T> {
    const end = Date.now() + timeout
    let last: unknown
    for (;;) {
      try {
        const value = await this.evaluate(predicate, ...args)
        if (value) return value
        last = value
      } catch (e) {
        // A navigation in between destroys the context; the next try sees the new page.
        last = e
      }
      if (Date.now() > end) {
        const why = last instanceof Error ? `: ${last.message}` : ` (last: ${JSON.stringify(last)})`
        throw new Error(
          `${this.engine}: waited ${timeout} ms for ${what ?? predicate.toString()}${why}; ` +
            `the page then: ${await this.glance()}`,
        )
      }
      await pause(POLL)
    }
  }

  /** What a failed wait saw: the address, the heading, the dock's line, any alert, the text. */
  private async glance(): Promise<string> {
    try {
      return JSON.stringify(
        await this.evaluate(() => ({
          at: location.hash,
          h1: document.querySelector('h1')?.textContent,
          dock: document.querySelector('.dock')?.textContent,
          alerts: [...document.querySelectorAll('[role="alert"]')].map((a) => a.textContent),
          text: document.body.textContent?.replace(/\s+/g, ' ').slice(0, 600),
        })),
      )
    } catch (error) {
      return `unreadable (${(error as Error).message})`
    }
  }

  /**
   * Waits until the target is in the page, marks it and returns its selector. `toTap`: also
   * centred in view (as a thumb would: scrolled only just into view, a target lies under the
   * app's sticky dock) and on top there, or a tap by coordinates would land elsewhere unsaid.
   */
  protected async locate(target: Target, toTap = false): Promise<string> {
    const mark = String(++this.marks)
    return this.waitFor(
      locateInPage as unknown as PageFn<[unknown, string, boolean], string | null>,
      { what: `${describeTarget(target)}${toTap ? ', in view and on top' : ''}` },
      portable(target),
      mark,
      toTap,
    ) as Promise<string>
  }

  async click(target: Target): Promise<void> {
    let selector: string
    try {
      selector = await this.locate(target, true)
    } catch (error) {
      // Say what lies on top of it instead.
      const there = await this.locate(target).catch(() => null)
      const onTop =
        there &&
        (await this.evaluate((css) => {
          const box = document.querySelector(css)?.getBoundingClientRect()
          if (!box) return 'nothing'
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
          return `${top?.tagName.toLowerCase()}.${top?.className} "${top?.textContent?.slice(0, 60)}" over ${JSON.stringify(box)} in ${innerWidth}×${innerHeight}`
        }, there))
      throw new Error(`${(error as Error).message}${onTop ? `; on top: ${onTop}` : ''}`)
    }
    await this.clickSelector(selector)
  }

  async fill(target: Target, value: string): Promise<void> {
    await this.fillSelector(await this.locate(target), value)
  }

  async exists(target: Target): Promise<boolean> {
    const mark = String(++this.marks)
    const found = await this.evaluate(
      locateInPage as unknown as PageFn<[unknown, string], string | null>,
      portable(target),
      mark,
    )
    // null comes back as undefined from some engines (WebKit's JSON, Firefox's BiDi).
    return typeof found === 'string'
  }
}

// ------------------------------------------- Chromium (CDP) and Firefox (BiDi) via puppeteer

type PuppeteerEngine = 'chromium' | 'firefox'

/** One browser per host; every driver is a page in a fresh profile of it. */
function launchPuppeteer(engine: PuppeteerEngine): Promise<Browser> {
  if (engine === 'chromium') {
    return puppeteer.launch({
      browser: 'chrome',
      executablePath: CHROME_PATH,
      headless: true,
      // puppeteer says headless itself; the rest as every Chromium of the project is started.
      args: [
        ...CHROME_ARGS.filter((a) => a !== '--headless'),
        ...TEST_FLAGS,
        '--lang=en-US',
        `--window-size=${VIEWPORT.width},${VIEWPORT.height}`,
      ],
      defaultViewport: VIEWPORT,
      timeout: STARTUP_TIMEOUT,
    })
  }
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    args: [`--width=${VIEWPORT.width}`, `--height=${VIEWPORT.height}`],
    defaultViewport: VIEWPORT,
    timeout: STARTUP_TIMEOUT,
    extraPrefsFirefox: {
      // Service workers on plain http://127.0.0.1 and without a user gesture, as in a test.
      'dom.serviceWorkers.testing.enabled': true,
      'intl.accept_languages': 'en-US',
      'intl.locale.requested': 'en-US',
    },
  })
}

class PuppeteerDriver extends BaseDriver {
  constructor(
    readonly engine: PuppeteerEngine,
    private page: Page,
    /** A context of its own (a fresh profile), closed with the driver. */
    private context: BrowserContext,
  ) {
    super()
    page.on('pageerror', (e) => this.seen.push(`page error: ${(e as Error).message ?? e}`))
    page.on('console', (m) => {
      if (m.type() === 'error') this.seen.push(`console error: ${m.text()}`)
    })
  }

  static async start(engine: PuppeteerEngine, browser: Browser): Promise<PuppeteerDriver> {
    const context = await browser.createBrowserContext()
    const page = await context.newPage()
    await page.setViewport(VIEWPORT)
    if (engine === 'chromium') await page.setExtraHTTPHeaders({ 'Accept-Language': 'en-US' })
    page.setDefaultTimeout(STEP_TIMEOUT)
    return new PuppeteerDriver(engine, page, context)
  }

  protected async openPage(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load' })
  }

  // biome-ignore lint/suspicious/noExplicitAny: page functions take any JSON arguments
  async evaluate<A extends any[], T>(fn: PageFn<A, T>, ...args: A): Promise<T> {
    // biome-ignore lint/suspicious/noExplicitAny: puppeteer's own typing of evaluate arguments
    return (await this.page.evaluate(fn as any, ...args)) as T
  }

  protected async reloadPage(): Promise<void> {
    await this.page.reload({ waitUntil: 'load' })
  }

  async inject(source: string): Promise<void> {
    await this.page.evaluate(`${source}\n;undefined`)
  }

  async screenshot(path: string): Promise<void> {
    await this.page.screenshot({ path: path as `${string}.png` })
  }

  /** A tap where the element is (it is in view and on top: see locate). */
  protected async clickSelector(selector: string): Promise<void> {
    const handle = await this.page.$(selector)
    if (!handle) throw new Error(`${this.engine}: ${selector} went away before the tap`)
    try {
      await handle.click()
    } finally {
      await handle.dispose()
    }
  }

  protected async fillSelector(selector: string, value: string): Promise<void> {
    await this.page.locator(selector).fill(value)
  }

  async close(): Promise<void> {
    await this.context.close()
  }
}

/**
 * Chromium or Firefox, started once for the whole run (test/engines/global.ts) and connected to
 * by each test file: every driver is a page in a new browser context of it, a fresh profile
 * without another browser start (a start costs 5 to 25 s on a busy 2-core machine).
 */
function puppeteerHost(engine: PuppeteerEngine, endpoint: string): EngineHost {
  let browser: Promise<Browser> | undefined
  return {
    engine,
    newDriver: async () => {
      browser ??= puppeteer.connect({
        browserWSEndpoint: endpoint,
        protocol: engine === 'firefox' ? 'webDriverBiDi' : 'cdp',
        defaultViewport: VIEWPORT,
      })
      return PuppeteerDriver.start(engine, await browser)
    },
    // Firefox takes one WebDriver BiDi session at a time: the next file's comes after this one.
    stop: async () => {
      await (await browser)?.disconnect()
    },
  }
}

// ------------------------------------------------ WebKitGTK: classic WebDriver over plain HTTP

/** A free TCP port on 127.0.0.1 (there is a short race until the driver takes it). */
async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  await new Promise((r) => server.close(r))
  return port
}

/** Xvfb on a display it picks itself (-displayfd), so parallel runs never collide. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1024x900x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    },
  )
  const fd = xvfb.stdio[3]
  if (!fd) throw new Error('Xvfb: no display pipe')
  let stderr = ''
  xvfb.stderr?.on('data', (d) => {
    stderr += d
  })
  const display = await new Promise<string>((found, failed) => {
    let out = ''
    fd.on('data', (d) => {
      out += d
      if (out.includes('\n')) found(`:${out.trim()}`)
    })
    xvfb.once('exit', (code) => failed(new Error(`Xvfb exited (${code}): ${stderr}`)))
  })
  return { display, process: xvfb }
}

const W3C_ELEMENT = 'element-6066-11e4-a52e-4f735466cecf'

interface WebDriverReply {
  value: unknown
}

class WebKitDriver extends BaseDriver {
  readonly engine = 'webkit' as const
  constructor(
    private driver: WebKitWebDriver,
    private session: string,
  ) {
    super()
  }

  static async start(display: WebKitDisplay): Promise<WebKitDriver> {
    // A new session starts MiniBrowser and its web process: a browser start, which a machine
    // busy with other work stretched past one command's 30 s (`npm run test:loaded`), and which
    // once never answered at all (clean-clone CI, 5 Dec 2026). Each session has a WebKitWebDriver
    // of its own, so a browser that hangs is ended with it, and that start is tried once more.
    const capabilities = {
      alwaysMatch: {
        'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
      },
    }
    for (let attempt = 1; ; attempt++) {
      const webDriver = await startWebKitWebDriver(display)
      try {
        const reply = await call(
          webDriver.base,
          'POST',
          '/session',
          { capabilities },
          STARTUP_TIMEOUT,
        )
        const id = (reply.value as { sessionId: string }).sessionId
        const driver = new WebKitDriver(webDriver, id)
        await driver.fitViewport()
        return driver
      } catch (error) {
        await webDriver.stop()
        if (attempt === 2) throw error
        console.warn(`webkit: the browser did not start (${(error as Error).message}); once more`)
      }
    }
  }

  private call(method: string, path: string, body?: unknown): Promise<WebDriverReply> {
    return call(this.driver.base, method, `/session/${this.session}${path}`, body)
  }

  /**
   * MiniBrowser's window holds a toolbar, and GTK keeps it at least as wide as the toolbar
   * wants: the window rect is not the viewport. Set the rect, measure the viewport, correct by
   * the difference, and say so if 360×740 cannot be reached.
   */
  private async fitViewport(): Promise<void> {
    let rect = { ...VIEWPORT }
    for (let attempt = 0; attempt < 4; attempt++) {
      await this.call('POST', '/window/rect', { ...rect, x: 0, y: 0 })
      const [w, h] = await this.evaluate(() => [innerWidth, innerHeight])
      if (w === VIEWPORT.width && h === VIEWPORT.height) return
      rect = {
        width: rect.width + VIEWPORT.width - (w ?? 0),
        height: rect.height + VIEWPORT.height - (h ?? 0),
      }
    }
    const [w, h] = await this.evaluate(() => [innerWidth, innerHeight])
    throw new Error(`webkit: the viewport is ${w}×${h}, not ${VIEWPORT.width}×${VIEWPORT.height}`)
  }

  protected async openPage(url: string): Promise<void> {
    await this.harvest()
    await this.call('POST', '/url', { url })
    await this.listen()
  }

  /** Keeps what the page collected before it goes away (a navigation or a reload). */
  private async harvest(): Promise<void> {
    try {
      const found = await this.evaluate(() => {
        // biome-ignore lint/suspicious/noExplicitAny: the collector lives on window
        const list = ((window as any).__engineErrors ?? []) as string[]
        return list.splice(0)
      })
      this.seen.push(...(found ?? []))
    } catch {
      // No page yet (before the first navigation).
    }
  }

  /** Puts an error collector into the loaded page: page errors, rejections, console.error. */
  private async listen(): Promise<void> {
    await this.evaluate(() => {
      // biome-ignore lint/suspicious/noExplicitAny: the collector lives on window
      const w = window as any
      if (w.__engineErrors) return
      const list: string[] = []
      w.__engineErrors = list
      addEventListener('error', (e) => list.push(`page error: ${e.message}`))
      addEventListener('unhandledrejection', (e) => list.push(`page error: ${e.reason}`))
      const error = console.error
      console.error = (...args: unknown[]) => {
        list.push(`console error: ${args.map(String).join(' ')}`)
        error.apply(console, args)
      }
    })
  }

  override async errors(): Promise<string[]> {
    await this.harvest()
    return super.errors()
  }

  // biome-ignore lint/suspicious/noExplicitAny: page functions take any JSON arguments
  async evaluate<A extends any[], T>(fn: PageFn<A, T>, ...args: A): Promise<T> {
    const script = `const done = arguments[arguments.length - 1];
const args = Array.prototype.slice.call(arguments, 0, -1);
Promise.resolve().then(() => (${fn.toString()}).apply(null, args)).then(
  (value) => done({ ok: value === undefined ? null : value }),
  (error) => done({ error: String(error && error.stack || error) }));`
    const reply = await this.call('POST', '/execute/async', { script, args })
    const value = reply.value as { ok?: T; error?: string } | null
    if (value && 'error' in value && value.error !== undefined) {
      throw new Error(`webkit: page function failed: ${value.error}`)
    }
    return (value?.ok ?? undefined) as T
  }

  protected async reloadPage(): Promise<void> {
    await this.harvest()
    await this.call('POST', '/refresh', {})
    await this.listen()
  }

  async inject(source: string): Promise<void> {
    await this.call('POST', '/execute/sync', { script: `${source}\n;return null`, args: [] })
  }

  async screenshot(path: string): Promise<void> {
    const reply = await this.call('GET', '/screenshot')
    await writeFile(path, Buffer.from(reply.value as string, 'base64'))
  }

  private async element(selector: string): Promise<string> {
    const reply = await this.call('POST', '/element', { using: 'css selector', value: selector })
    return (reply.value as Record<string, string>)[W3C_ELEMENT] as string
  }

  /** WebDriver's element click; when it is "intercepted", the message says by what. */
  protected async clickSelector(selector: string): Promise<void> {
    try {
      await this.call('POST', `/element/${await this.element(selector)}/click`, {})
    } catch (error) {
      const onTop = await this.evaluate((css) => {
        const box = document.querySelector(css)?.getBoundingClientRect()
        if (!box) return 'nothing (the target is gone)'
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
        return `${top?.tagName.toLowerCase()}.${top?.className} at ${JSON.stringify(box)}`
      }, selector)
      throw new Error(`${(error as Error).message} (on top: ${onTop})`)
    }
  }

  protected async fillSelector(selector: string, value: string): Promise<void> {
    const id = await this.element(selector)
    await this.call('POST', `/element/${id}/clear`, {})
    await this.call('POST', `/element/${id}/value`, { text: value })
  }

  /** Ends the session, and its WebKitWebDriver with whatever browser it still has. */
  async close(): Promise<void> {
    try {
      await call(this.driver.base, 'DELETE', `/session/${this.session}`, undefined, CLOSE_TIMEOUT)
    } finally {
      await this.driver.stop()
    }
  }
}

async function call(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  timeout = COMMAND_TIMEOUT,
): Promise<WebDriverReply> {
  let response: Response
  try {
    response = await fetch(base + path, {
      method,
      // A hung command fails with its name rather than the whole test's timeout.
      signal: AbortSignal.timeout(timeout),
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch (error) {
    if (!(error instanceof Error && error.name === 'TimeoutError')) throw error
    throw new Error(`webkit: ${method} ${path}: no reply within ${timeout} ms`)
  }
  const reply = (await response.json()) as WebDriverReply
  if (!response.ok) {
    const v = reply.value as { error?: string; message?: string } | undefined
    throw new Error(`webkit: ${method} ${path}: ${v?.error}: ${v?.message}`)
  }
  return reply
}

/**
 * MiniBrowser's toolbar (GTK 3) keeps its window at least 447 px wide, so a 360 px viewport cannot
 * be had from the window rect alone. A user style sheet of GTK's own (XDG_CONFIG_HOME/gtk-3.0/
 * gtk.css) shrinks the toolbar's widgets to nothing; the web content is not GTK-styled, so the page
 * is unaffected (16 px default font, devicePixelRatio 1).
 */
const TINY_TOOLBAR =
  '* { font-size: 1px; padding: 0; margin: 0; min-width: 0; min-height: 0; border-width: 0; -gtk-icon-transform: scale(0.1); }\n'

/** Where WebKit's browsers show: Xvfb's display and the GTK settings they are started with. */
interface WebKitDisplay {
  display: string
  config: string
}

/** Xvfb and a GTK user style sheet (TINY_TOOLBAR), once for the run; how to stop it. */
async function startWebKitDisplay(): Promise<WebKitDisplay & { stop(): Promise<void> }> {
  const config = await mkdtemp(join(tmpdir(), 'stichblock-webkit-'))
  await mkdir(join(config, 'gtk-3.0'))
  await writeFile(join(config, 'gtk-3.0', 'gtk.css'), TINY_TOOLBAR)
  const xvfb = await startXvfb()
  return {
    display: xvfb.display,
    config,
    stop: async () => {
      await stopProcess(xvfb.process)
      await rm(config, { recursive: true, force: true })
    },
  }
}

/** Ends `p` (with `group`, every process of its group at once) and waits until it has. */
async function stopProcess(p: ChildProcess, group = false): Promise<void> {
  if (p.exitCode !== null || p.signalCode !== null) return
  const exited = once(p, 'exit')
  if (group && p.pid) process.kill(-p.pid, 'SIGKILL')
  else p.kill()
  await exited
}

/** One WebKitWebDriver, for one session: where it listens, and how to end it with its browser. */
interface WebKitWebDriver {
  base: string
  stop(): Promise<void>
}

async function startWebKitWebDriver({ display, config }: WebKitDisplay): Promise<WebKitWebDriver> {
  const port = await freePort()
  // A process group of its own: MiniBrowser and its web processes are ended with it.
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`, '--host=127.0.0.1'], {
    env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: config },
    stdio: 'ignore',
    detached: true,
  })
  const stop = () => stopProcess(driver, true)
  const base = `http://127.0.0.1:${port}`
  const end = Date.now() + STARTUP_TIMEOUT
  for (;;) {
    try {
      const status = await call(base, 'GET', '/status')
      if ((status.value as { ready?: boolean }).ready !== false) return { base, stop }
    } catch (e) {
      if (Date.now() > end) {
        await stop()
        throw new Error(`WebKitWebDriver did not start: ${e}`)
      }
    }
    await pause(POLL)
  }
}

/** Xvfb, started once for the run: every driver is a WebKitWebDriver and a session of its own. */
function webkitHost(endpoint: string): EngineHost {
  const display = JSON.parse(endpoint) as WebKitDisplay
  return {
    engine: 'webkit',
    newDriver: () => WebKitDriver.start(display),
    stop: async () => {},
  }
}

/**
 * Where each engine listens: a browser's WebSocket, or (WebKit) the display, as JSON. Firefox
 * once per test worker: it takes one WebDriver BiDi session at a time, and the workers' files run
 * side by side.
 */
export interface Endpoints {
  chromium: string
  firefox: string[]
  webkit: string
}

/**
 * Starts all three engines at once, for a whole run (test/engines/global.ts), Firefox `workers`
 * times. Each Firefox is let go at once: a test file opens its own session on its worker's.
 */
export async function startEngines(
  workers: number,
): Promise<{ endpoints: Endpoints; stop(): Promise<void> }> {
  const [chromium, webkit, ...firefoxes] = await Promise.all([
    launchPuppeteer('chromium'),
    startWebKitDisplay(),
    ...Array.from({ length: workers }, () => launchPuppeteer('firefox')),
  ])
  const endpoints: Endpoints = {
    chromium: chromium.wsEndpoint(),
    firefox: firefoxes.map((firefox) => firefox.wsEndpoint()),
    webkit: JSON.stringify({ display: webkit.display, config: webkit.config }),
  }
  await Promise.all(firefoxes.map((firefox) => firefox.disconnect()))
  const closeFirefox = async (endpoint: string) => {
    const closing = await puppeteer.connect({
      browserWSEndpoint: endpoint,
      protocol: 'webDriverBiDi',
    })
    await closing.close()
  }
  return {
    endpoints,
    stop: async () => {
      await Promise.all([...endpoints.firefox.map(closeFirefox), chromium.close(), webkit.stop()])
    },
  }
}

/**
 * The host of `engine`, connected to what startEngines started: this test worker's own Firefox
 * (VITEST_POOL_ID counts the workers from 1).
 */
export function engineHost(engine: Engine, endpoints: Endpoints): EngineHost {
  if (engine === 'webkit') return webkitHost(endpoints.webkit)
  if (engine === 'chromium') return puppeteerHost(engine, endpoints.chromium)
  const worker = Number(process.env.VITEST_POOL_ID ?? 1) - 1
  const endpoint = endpoints.firefox[worker % endpoints.firefox.length]
  if (!endpoint) throw new Error('No Firefox was started for the engines suite')
  return puppeteerHost(engine, endpoint)
}
