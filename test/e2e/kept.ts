// Browser contexts kept by a test worker between tests (harness.ts). A fresh context that opens
// the app cost about 1.07 s of CPU on a 2-core machine (7 Dec 2026: a renderer process started,
// the app's code fetched and compiled), the same context again, its page taken back to a blank
// one and its origin's storage wiped, 0.35 s. A test gets a kept context only when it looks
// like a fresh one: nothing stored, nothing routed or injected, no listener of another test, the
// viewport it asks for. A test that changes something a wipe cannot take back (an init script, a
// route, a binding, the network, the clock, a CDP session, a page of its own, a closed page)
// taints its context, which is closed after it as before.
import type { BrowserContext, CDPSession, Page } from 'playwright-core'

/** Calls a context and a page both have that change them in a way the wipe does not take back. */
const TAINTS = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'setDefaultNavigationTimeout',
  'setDefaultTimeout',
  'setExtraHTTPHeaders',
] as const

/** Those of a context (`reset` wipes storage, cookies and permissions, nothing more). */
const CONTEXT_TAINTS = [
  ...TAINTS,
  'addCookies',
  'grantPermissions',
  'newCDPSession',
  'newPage',
  'setGeolocation',
  'setHTTPCredentials',
  'setOffline',
] as const

/** Those of a page. */
const PAGE_TAINTS = [...TAINTS, 'addLocatorHandler', 'close', 'emulateMedia', 'pause'] as const

/** The clock's calls (page.clock is the context's): a clock installed stays installed. */
const CLOCK_TAINTS = [
  'fastForward',
  'install',
  'pauseAt',
  'resume',
  'runFor',
  'setFixedTime',
  'setSystemTime',
] as const

/** Kept contexts per kind at most: more than a test of a kind has ever had open at once. */
const MOST = 3

interface Emitter {
  eventNames(): (string | symbol)[]
  listeners(event: string | symbol): unknown[]
  removeListener(event: string | symbol, listener: (...args: unknown[]) => void): unknown
}

/** Every listener an emitter has now, by event: the harness's own, kept across tests. */
const listenersOf = (emitter: Emitter) =>
  new Map(emitter.eventNames().map((event) => [event, new Set(emitter.listeners(event))]))

/** Removes every listener `emitter` got after `own` was taken (a test's `page.on('dialog')`). */
function keepOnly(emitter: Emitter, own: Map<string | symbol, Set<unknown>>): void {
  for (const event of emitter.eventNames()) {
    for (const listener of emitter.listeners(event)) {
      if (!own.get(event)?.has(listener)) {
        emitter.removeListener(event, listener as (...args: unknown[]) => void)
      }
    }
  }
}

/** Makes each of `methods` of `target` call `taint` before it runs (on the object itself). */
function tainting(target: object, methods: readonly string[], taint: () => void) {
  const object = target as Record<string, unknown>
  for (const method of methods) {
    const original = object[method]
    if (typeof original !== 'function') continue
    object[method] = function (this: unknown, ...args: unknown[]) {
      taint()
      return original.apply(this, args)
    }
  }
}

/** A context of the pool, with its one page, while a test has it or while it waits. */
export class Kept {
  /** A call of this test changed it beyond what a wipe takes back: it is closed after it. */
  private tainted = false
  private readonly origins = new Set<string>()
  private readonly own: Record<'page' | 'context', Map<string | symbol, Set<unknown>>>

  private constructor(
    /** What it was made with: the options but the viewport (harness.ts, kindOf). */
    readonly kind: string,
    readonly context: BrowserContext,
    readonly page: Page,
    /** What the harness's listeners collect of the app's errors; emptied per test. */
    readonly errors: string[],
    private readonly cdp: CDPSession,
  ) {
    page.on('framenavigated', (frame) => {
      const { origin } = new URL(frame.url())
      if (origin.startsWith('http')) this.origins.add(origin)
    })
    this.own = {
      page: listenersOf(page as unknown as Emitter),
      context: listenersOf(context as unknown as Emitter),
    }
    const taint = () => {
      this.tainted = true
    }
    tainting(context, CONTEXT_TAINTS, taint)
    tainting(page, PAGE_TAINTS, taint)
    tainting(context.clock, CLOCK_TAINTS, taint)
  }

  /**
   * Takes `context` and its page into the pool's care, after the harness has added its own
   * listeners (which stay) and before the test has it.
   */
  static async of(
    kind: string,
    context: BrowserContext,
    page: Page,
    errors: string[],
  ): Promise<Kept> {
    const cdp = await context.newCDPSession(page)
    return new Kept(kind, context, page, errors, cdp)
  }

  /**
   * Takes the page back to a blank one (the app unloads, closing its database and channels),
   * wipes every origin it visited (storage of every kind, session storage, caches, cookies,
   * permissions), forgets the pages it went through and removes the listeners the test added.
   * False, with the context left as it is, when it cannot be kept.
   */
  async reset(): Promise<boolean> {
    if (this.tainted || this.page.isClosed() || this.context.pages().length !== 1) return false
    await this.page.goto('about:blank')
    for (const origin of this.origins) {
      await this.cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })
    }
    this.origins.clear()
    await this.cdp.send('Page.resetNavigationHistory')
    await Promise.all([this.context.clearCookies(), this.context.clearPermissions()])
    keepOnly(this.page as unknown as Emitter, this.own.page)
    keepOnly(this.context as unknown as Emitter, this.own.context)
    return true
  }
}

/** The worker's kept contexts, by what they were made with (their options but the viewport). */
const pool = new Map<string, Kept[]>()

/** A kept context made with options of `kind`, out of the pool; undefined when there is none. */
export function takeKept(kind: string): Kept | undefined {
  return pool.get(kind)?.pop()
}

/**
 * Back into the pool, the next to be taken for a test of its kind; the longest idle one is closed
 * when the pool has enough.
 */
export async function putKept(kept: Kept): Promise<void> {
  const idle = pool.get(kept.kind) ?? []
  pool.set(kept.kind, idle)
  idle.push(kept)
  if (idle.length > MOST) await idle.shift()?.context.close()
}
