// #26: a returning visit gets the page (boot inline in it) from the service worker's own shell
// cache through the Static Routing API (public/sw-shell.js), without waiting for the worker to
// start, and asks for nothing else before its first paint;
// a new version still arrives (the prompt, then the new page), its shell replaces the old one,
// and the app still opens with the network gone.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { CDPSession, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIST, useBrowser, waitForServiceWorker } from './harness'

const env = useBrowser({ serviceWorkers: 'allow' })

/** Two builds of one origin: the one in dist/, and a later one whose page says "build B". */
let builds: string
const A = () => join(builds, 'a')
const B = () => join(builds, 'b')

beforeAll(async () => {
  builds = await mkdtemp(join(tmpdir(), 'stichblock-shell-'))
  await cp(DIST, A(), { recursive: true })
  await cp(DIST, B(), { recursive: true })
  const page = await readFile(join(B(), 'index.html'), 'utf8')
  await writeFile(
    join(B(), 'index.html'),
    page.replace('<title>', '<meta name="stichblock-build" content="B" /><title>'),
  )
  // Its worker precaches the new page: another revision, so the browser finds a new worker.
  const sw = await readFile(join(B(), 'sw.js'), 'utf8')
  const next = sw.replace(/(\{url:"index\.html",revision:")[0-9a-f]+"/, '$1b"')
  if (next === sw) throw new Error('sw.js names no revision of index.html')
  await writeFile(join(B(), 'sw.js'), next)
})
afterAll(() => rm(builds, { recursive: true, force: true }))

/**
 * How the page was fetched (Resource Timing's static-routing fields): from the shell cache by
 * the router, or by the worker's fetch handler; what was asked for before the first paint; and
 * which build it is.
 */
const visit = (page: Page) =>
  page.evaluate(() => {
    type Routed = PerformanceResourceTiming & { workerFinalSourceType?: string }
    const nav = performance.getEntriesByType('navigation')[0] as Routed
    const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
    return {
      controlled: navigator.serviceWorker.controller !== null,
      page: nav.workerFinalSourceType,
      beforePaint: performance
        .getEntriesByType('resource')
        .filter((r) => r.startTime < painted)
        .map((r) => new URL(r.name).pathname),
      build:
        document.querySelector('meta[name="stichblock-build"]')?.getAttribute('content') ?? 'A',
    }
  })

const shellCaches = (page: Page) =>
  page.evaluate(async () =>
    (await caches.keys()).filter((key) => key.startsWith('stichblock-shell-')),
  )

/** The service worker stopped, as a phone finds it when the app is opened again. */
const stopWorker = (cdp: CDPSession) => cdp.send('ServiceWorker.stopAllWorkers')

/**
 * The app opened again as a phone opens it, the worker stopped: the page comes from the shell
 * cache by the router, nothing else is asked for before it is painted, and the home screen is
 * there.
 */
async function openedFromShell(page: Page, cdp: CDPSession, build: 'A' | 'B'): Promise<void> {
  await stopWorker(cdp)
  await page.reload()
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length)
  expect(await visit(page)).toEqual({ controlled: true, page: 'cache', beforePaint: [], build })
  await page.getByRole('link', { name: 'New match' }).waitFor()
}

describe('the page from the shell cache', () => {
  it('opens without starting the worker, takes a new version, and opens offline', async () => {
    const first = await env.ownServer({ root: A() })
    const { page, context } = await env.open({ server: first })
    const cdp = await context.newCDPSession(page)
    await cdp.send('ServiceWorker.enable')
    await page.goto('/')
    await waitForServiceWorker(page)
    const [shellA] = await shellCaches(page)
    expect(await shellCaches(page)).toEqual([shellA])

    // Opened again with the worker stopped: the page did not wait for it.
    await openedFromShell(page, cdp, 'A')

    // A new version is deployed on the same origin: the page still comes from the shell, the
    // new worker is found, and the player is asked; "Update now" brings the new page.
    const port = Number(new URL(first.url).port)
    await first.close()
    const second = await env.ownServer({ root: B(), port })
    await stopWorker(cdp)
    await page.reload()
    expect((await visit(page)).build).toBe('A')
    await page.getByRole('button', { name: 'Update now' }).click()
    await page.waitForFunction(() => document.querySelector('meta[name="stichblock-build"]'))
    await page.getByRole('link', { name: 'New match' }).waitFor()
    expect(await visit(page)).toMatchObject({ controlled: true, build: 'B' })
    // The old version's shell is gone with it; the new one's is the only one.
    const onlyANewOne = async () => {
      const shells = await shellCaches(page)
      return shells.length === 1 && shells[0] !== shellA
    }
    await expect.poll(onlyANewOne).toBe(true)

    // With the network gone, the app still opens: the new page, from the shell.
    await second.close()
    await expect(fetch(second.url)).rejects.toThrow()
    await openedFromShell(page, cdp, 'B')
  })
})
