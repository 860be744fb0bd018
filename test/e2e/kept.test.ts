// The contexts a test worker keeps between tests (kept.ts): a test gets one only wiped as clean
// as a fresh one, and never one that a test changed in a way a wipe cannot take back. The tests
// run in order, each after the one before has handed its context back.
import type { BrowserContext } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { storageMade, useBrowser } from './harness'

const env = useBrowser()

/** The context of the test before, as that test had it. */
let before: BrowserContext | undefined

describe('a context kept between tests', () => {
  it('is left behind with storage of every kind, a listener, another size and pages gone through', async () => {
    const { context, page } = await env.open()
    before = context
    await page.goto('/')
    await storageMade(page)
    await page.goto('/#/new')
    await page.evaluate(async () => {
      localStorage.setItem('left', '1')
      localStorage.setItem('stichblock.left', '1')
      sessionStorage.setItem('left', '1')
      await cookieStore.set('left', '1')
      await caches.open('left').then((cache) => cache.put('/left', new Response('1')))
      await new Promise((done) => {
        const open = indexedDB.open('left')
        open.onsuccess = () => {
          open.result.close()
          done(undefined)
        }
      })
    })
    page.on('dialog', (dialog) => dialog.accept())
    await page.setViewportSize({ width: 320, height: 640 })
  })

  it('comes back blank, wiped, at the size asked for, with none of that test’s listeners', async () => {
    const { context, page } = await env.open()
    expect(context).toBe(before)
    expect(page.url()).toBe('about:blank')
    expect(page.viewportSize()).toEqual({ width: 360, height: 740 })
    // Playwright's pages are event emitters; its types do not say so.
    expect((page as unknown as NodeJS.EventEmitter).listenerCount('dialog')).toBe(0)
    await page.goto('/#/new')
    const left = await page.evaluate(async () => ({
      // What the app writes as it starts aside, nothing of the earlier test's.
      local: Object.keys(localStorage).filter((key) => key.endsWith('left')),
      session: Object.keys(sessionStorage),
      cookie: document.cookie,
      caches: await caches.keys(),
      databases: (await indexedDB.databases())
        .map((db) => db.name)
        .filter((n) => n !== 'stichblock'),
      // Only this page and the blank one before it: none of the pages the earlier test went to.
      history: history.length,
    }))
    expect(left).toEqual({
      local: [],
      session: [],
      cookie: '',
      caches: [],
      databases: [],
      history: 2,
    })
    // A dialog nobody listens for is dismissed, as in a fresh context.
    expect(await page.evaluate(() => confirm('Left?'))).toBe(false)
    // The app starts empty: no match of the earlier test's in its list.
    await page.goto('/#/')
    expect(await page.locator('a[href^="#/match/"]').count()).toBe(0)
  })

  it('is not kept after a test added an init script to it', async () => {
    const { context, page } = await env.open()
    expect(context).toBe(before)
    await page.addInitScript(() => {
      ;(window as unknown as { injected: boolean }).injected = true
    })
  })

  it('a test after that gets a new context, and the tainted one is closed', async () => {
    const { context, page } = await env.open()
    expect(context).not.toBe(before)
    expect(before?.pages()).toEqual([])
    await page.goto('/')
    expect(await page.evaluate(() => 'injected' in window)).toBe(false)
    before = context
  })

  it('is not given to a test that asks for other options', async () => {
    const { context, page } = await env.open({ colorScheme: 'dark' })
    expect(context).not.toBe(before)
    await page.goto('/')
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true)
  })
})
