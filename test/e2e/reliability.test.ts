// What a table at a campsite does to the app: the browser killed right after an entry (the app
// opens again from the service worker, with the server down, and the entry is there), a whole
// evening without network (new matches of every game, kept through a reload), and a new version
// arriving in the middle of a match (a prompt, no reload until asked, the match intact after it).
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  lsLastTrick,
  lsStart,
  saved,
  sfsPad,
  sfsPaperSearch,
  sfsSecret,
  sfsShowSecret,
  sfsStart,
  sfsStatus,
  sfsWinner,
  sitBids,
  sitStart,
  sitStatus,
  sitTrick,
  sitTrump,
  sonChips,
  sonSpecials,
  sonStart,
  sonStatus,
  sonTrick,
} from './games'
import {
  CHROME,
  readTable,
  type Server,
  tapTricks,
  tricksThisHand,
  useBrowser,
  waitForServiceWorker,
  watch,
} from './harness'

const env = useBrowser({ serviceWorkers: 'allow' })

// ---------------------------------------------------------------------------------------------
// A Chromium of our own on a profile directory, so that it can be killed for real: SIGKILL to
// the browser process (no graceful close, nothing flushed on the way out), then its helpers.

interface Own {
  proc: ChildProcess
  browser: Browser
  context: BrowserContext
  page: Page
  errors: string[]
}

const owned: ChildProcess[] = []

async function launchOwn(profile: string): Promise<Own> {
  const proc = spawn(
    CHROME.executablePath,
    [
      ...CHROME.args,
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      '--lang=en-US',
      '--window-size=360,740',
      'about:blank',
    ],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  owned.push(proc)
  const ws = await new Promise<string>((found, fail) => {
    let said = ''
    // Keep reading stderr for the browser's whole life, or a full pipe would block it.
    proc.stderr?.on('data', (chunk) => {
      said += chunk
      const url = /DevTools listening on (ws:\S+)/.exec(said)?.[1]
      if (url) found(url)
    })
    proc.once('exit', (code) => fail(new Error(`Chromium exited (${code}): ${said}`)))
  })
  const browser = await chromium.connectOverCDP(ws)
  const context = browser.contexts()[0]
  if (!context) throw new Error('Chromium came up without its default context')
  context.setDefaultTimeout(10_000)
  const errors = watch(context)
  const page = context.pages()[0] ?? (await context.newPage())
  return { proc, browser, context, page, errors }
}

async function kill(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null || !proc.pid) return
  const exited = once(proc, 'exit')
  process.kill(proc.pid, 'SIGKILL')
  const [, signal] = await exited
  expect(signal).toBe('SIGKILL')
  // Renderers and the rest of the browser's own process group go down with it.
  try {
    process.kill(-proc.pid, 'SIGKILL')
  } catch {}
}

afterEach(async () => {
  await Promise.all(owned.splice(0).map(kill))
})

// ---------------------------------------------------------------------------------------------

interface Game {
  name: string
  start: (page: Page) => Promise<string>
  /** The first entry (or entries); resolves with how many were made. */
  entry: (page: Page) => Promise<number>
  /** What the match page shows of the entries, to compare before and after. */
  look: (page: Page) => Promise<unknown>
  /** What the entry must have left on the page. */
  expected: unknown
}

const GAMES: Game[] = [
  {
    name: 'Letzter Stich',
    start: lsStart,
    entry: async (page) => {
      await lsLastTrick(page, 'Ben', 1)
      return 1
    },
    look: readTable,
    expected: { counters: [5, 4, 5, 5], pot: 1 },
  },
  {
    name: 'Stich für Stich',
    start: sfsStart,
    entry: async (page) => {
      await sfsSecret(page, 1)
      return 1
    },
    look: async (page) => ({ status: await sfsStatus(page), secret: await sfsShowSecret(page) }),
    expected: {
      status: ['Case 1 of 4', 'Trick 1 of 7', 'Confidant: Anna', 'Ben leads'],
      secret: 'The culprit is the Gardener, the weapon the Statue.',
    },
  },
  {
    name: 'Stiche im Team',
    start: sitStart,
    entry: async (page) => {
      await sitTrump(page, 'Hearts', 1)
      return 1
    },
    look: sitStatus,
    expected: {
      round: 'Round 1 of 7',
      cards: '1 card',
      lives: 'Lives: 3 of 3',
      badges: ['Anna deals', 'Trump: ♥ Hearts'],
    },
  },
  {
    name: 'Sticht oder nicht',
    start: sonStart,
    entry: async (page) => {
      await sonSpecials(page, 1)
      await sonTrick(page, 'Cora', 2)
      return 2
    },
    look: async (page) => ({ status: await sonStatus(page), chips: await sonChips(page) }),
    expected: {
      status: ['Round 1 of 8, Trick 2 of 10', 'Cora leads', 'Trump: Scorpion', '+5 most tricks'],
      chips: [
        'Anna: 0 tricks, plusminus available',
        'Ben: 0 tricks, plusminus available',
        'Cora: 1 trick, plusminus available',
        'Dana: 0 tricks, plusminus available',
      ],
    },
  },
]

describe('a killed browser', () => {
  for (const game of GAMES) {
    it(`${game.name}: the entry survives SIGKILL and the app opens offline`, async () => {
      const server = await env.ownServer()
      const profile = await mkdtemp(join(tmpdir(), 'stichblock-kill-'))
      try {
        const first = await launchOwn(profile)
        await first.page.goto(server.url)
        await waitForServiceWorker(first.page)
        const id = await game.start(first.page)
        const entries = await game.entry(first.page)
        const before = await game.look(first.page)
        expect(before).toEqual(game.expected)
        await kill(first.proc)
        expect(first.errors).toEqual([])

        // The same profile, the server down: only the service worker can open the app.
        await server.close()
        await expect(fetch(server.url)).rejects.toThrow()
        const second = await launchOwn(profile)
        await second.page.goto(server.url)
        await second.page.getByRole('link', { name: /^Continue match/ }).waitFor()
        expect(await second.page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(
          true,
        )
        await second.page.goto(`${server.url}#/match/${encodeURIComponent(id)}`)
        await saved(second.page, entries)
        expect(await game.look(second.page)).toEqual(before)
        await second.browser.close()
        expect(second.errors).toEqual([])
      } finally {
        await Promise.all(owned.splice(0).map(kill))
        await rm(profile, { recursive: true, force: true, maxRetries: 5 })
      }
    })
  }
})

describe('a killed browser mid-trick', () => {
  it('keeps the cards of a half-entered trick (the draft) and shows them again', async () => {
    const server = await env.ownServer()
    const profile = await mkdtemp(join(tmpdir(), 'stichblock-draft-'))
    try {
      const first = await launchOwn(profile)
      await first.page.goto(server.url)
      const id = await sitStart(first.page)
      await sitTrump(first.page, 'Hearts', 1)
      await sitBids(first.page, { Ben: 1, Cora: 0, Dana: 0 }, 2)
      const page = first.page
      await page
        .getByRole('group', { name: 'How to enter the trick' })
        .getByRole('button', { name: 'Cards' })
        .click()
      await page.getByRole('button', { name: 'Spades', exact: true }).click()
      await page.getByRole('button', { name: 'King of Spades' }).click()
      await page.getByRole('button', { name: 'Spades', exact: true }).click()
      await page.getByRole('button', { name: '2 of Spades' }).click()
      const slots = () => page.locator('.seat-slots li').allTextContents()
      const before = await slots()
      expect(before.slice(0, 2)).toEqual(['BenK♠: change', 'Cora2♠: change'])
      // The draft is in IndexedDB before the browser dies.
      await page.waitForFunction(
        (key) =>
          new Promise((found) => {
            const open = indexedDB.open('stichblock')
            open.onsuccess = () => {
              const get = open.result.transaction('kv').objectStore('kv').get(key)
              get.onsuccess = () => {
                found((get.result?.values?.trick?.length ?? 0) === 2)
                open.result.close()
              }
            }
          }),
        `draft:${id}`,
      )
      await kill(first.proc)

      const second = await launchOwn(profile)
      await second.page.goto(`${server.url}#/match/${encodeURIComponent(id)}`)
      await saved(second.page, 2)
      await second.page.locator('.seat-slots').waitFor()
      expect(await second.page.locator('.seat-slots li').allTextContents()).toEqual(before)
      await second.browser.close()
      expect([...first.errors, ...second.errors]).toEqual([])
    } finally {
      await Promise.all(owned.splice(0).map(kill))
      await rm(profile, { recursive: true, force: true, maxRetries: 5 })
    }
  })
})

describe('without network', () => {
  it('starts and plays a match of every game offline, and keeps them through a reload', async () => {
    const server = await env.ownServer()
    const { page } = await env.open({ server })
    await page.goto('/')
    await waitForServiceWorker(page)
    await server.close()
    await expect(fetch(server.url)).rejects.toThrow()

    const played: { id: string; entries: number; look: () => Promise<unknown>; was: unknown }[] = []
    const keep = async (id: string, entries: number, look: () => Promise<unknown>) => {
      played.push({ id, entries, look, was: await look() })
    }

    // Letzter Stich: a hand by its last trick (Ben pays), then three tricks of the next.
    const ls = await lsStart(page)
    await lsLastTrick(page, 'Ben', 1)
    await page.getByRole('button', { name: 'Tricks', exact: true }).click()
    await tapTricks(page, ['Cora', 'Cora', 'Anna'])
    await saved(page, 4)
    const lsLook = async () => ({
      table: await readTable(page),
      tricks: await tricksThisHand(page),
    })
    expect(await lsLook()).toEqual({
      table: { counters: [5, 4, 5, 5], pot: 1 },
      tricks: [1, 0, 2, 0],
    })
    await keep(ls, 4, lsLook)

    // Stich für Stich: the secret on the phone, trick 1 to Ben, Cora solves on paper.
    const sfs = await sfsStart(page)
    await sfsSecret(page, 1)
    await sfsWinner(page, 1, 'Ben', 2)
    await sfsPaperSearch(page, 1, ['Cora'], 3)
    const sfsLook = async () => ({ status: await sfsStatus(page), pad: await sfsPad(page) })
    expect(await sfsLook()).toEqual({
      status: ['Case 1 of 4', 'Trick 2 of 7', 'Confidant: Anna', 'Ben leads'],
      pad: [['★ · + 0', '· + 1', '7 + 0', '· + 0']],
    })
    await keep(sfs, 3, sfsLook)

    // Stiche im Team: round 1 (trump, numbers, Ben's trick) made, round 2's trump turned.
    const sit = await sitStart(page)
    await sitTrump(page, 'Hearts', 1)
    await sitBids(page, { Ben: 1, Cora: 0, Dana: 0 }, 2)
    await sitTrick(page, 'Ben', 3)
    await sitTrump(page, 'Clubs', 4)
    const sitLook = () => sitStatus(page)
    expect(await sitLook()).toEqual({
      round: 'Round 2 of 7',
      cards: '2 cards',
      lives: 'Lives: 3 of 3',
      badges: ['Ben deals', 'Trump: ♣ Clubs'],
    })
    await keep(sit, 4, sitLook)

    // Sticht oder nicht: both special cards, then three tricks.
    const son = await sonStart(page)
    await sonSpecials(page, 1)
    await sonTrick(page, 'Cora', 2)
    await sonTrick(page, 'Cora', 3)
    await sonTrick(page, 'Dana', 4)
    const sonLook = async () => ({ status: await sonStatus(page), chips: await sonChips(page) })
    expect((await sonLook()).chips).toEqual([
      'Anna: 0 tricks, plusminus available',
      'Ben: 0 tricks, plusminus available',
      'Cora: 2 tricks, plusminus available',
      'Dana: 1 trick, plusminus available',
    ])
    await keep(son, 4, sonLook)

    // Offline still: a reload, and every match is there as it was left.
    await page.reload()
    await saved(page, 4)
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    for (const match of played) {
      await page.goto(`/#/match/${encodeURIComponent(match.id)}`)
      // This match's page, not the one before (two matches here both have 4 entries saved, and
      // the screen before stays while the next match is read): its link to a table names its id.
      await page.locator(`a[href="#/table/${encodeURIComponent(match.id)}"]`).waitFor()
      await saved(page, match.entries)
      expect(await match.look()).toEqual(match.was)
    }
    // The secret came through the reload too.
    await page.goto(`/#/match/${encodeURIComponent(sfs)}`)
    await saved(page, 3)
    expect(await sfsShowSecret(page)).toBe('The culprit is the Gardener, the weapon the Statue.')
  })
})

// ---------------------------------------------------------------------------------------------
// Build N is dist/ (or STICHBLOCK_DIST); build N+1 is the same source built again with a
// VITE_BUILD_ID, which the page shows as <html data-build>, so every chunk and sw.js differ.

const NEXT = `n1-${process.pid}`
let nextDir = ''

beforeAll(async () => {
  nextDir = await mkdtemp(join(tmpdir(), 'stichblock-next-'))
  const root = fileURLToPath(new URL('../../', import.meta.url))
  await promisify(execFile)(
    'npx',
    ['vite', 'build', '--outDir', nextDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, env: { ...process.env, VITE_BUILD_ID: NEXT } },
  )
})

afterAll(async () => {
  if (nextDir) await rm(nextDir, { recursive: true, force: true, maxRetries: 5 })
})

const buildOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.build ?? null)

describe('a new version mid-match', () => {
  it('prompts, never reloads by itself, and updates into N+1 with the match intact', async () => {
    let server: Server = await env.ownServer()
    const { page } = await env.open({ server })
    await page.goto('/')
    await waitForServiceWorker(page)
    expect(await buildOf(page)).not.toBe(NEXT)
    const id = await lsStart(page)
    await lsLastTrick(page, 'Ben', 1)
    await page.getByRole('button', { name: 'Tricks', exact: true }).click()
    await tapTricks(page, ['Cora', 'Anna'])
    await saved(page, 3)
    await page.evaluate(() => Object.assign(window, { stichblockMarker: 'build N' }))
    const origin = await page.evaluate(() => performance.timeOrigin)
    const marker = () =>
      page.evaluate(() => (window as { stichblockMarker?: string }).stichblockMarker ?? null)

    // Build N+1 on the same origin; the browser's update check (as on any later visit) finds it.
    const port = server.port
    await server.close()
    server = await env.ownServer({ root: nextDir, port })
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update()
    })
    const prompt = page
      .getByRole('alert')
      .filter({ hasText: 'A new version of Stichblock is ready. Your match stays as it is.' })
    await prompt.waitFor()

    // Nothing reloads by itself: the table plays on, on build N, with the prompt up.
    await tapTricks(page, ['Dana'])
    await saved(page, 4)
    await page.waitForTimeout(1000)
    expect(await marker()).toBe('build N')
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(origin)
    expect(await buildOf(page)).not.toBe(NEXT)
    const before = { table: await readTable(page), tricks: await tricksThisHand(page) }
    expect(before).toEqual({ table: { counters: [5, 4, 5, 5], pot: 1 }, tricks: [1, 0, 1, 1] })

    // Update now: one reload, into N+1, on the same match with the same entries.
    await prompt.getByRole('button', { name: 'Update now' }).click()
    await page.waitForFunction((next) => document.documentElement.dataset.build === next, NEXT)
    expect(await marker()).toBe(null)
    expect(await page.evaluate(() => performance.timeOrigin)).toBeGreaterThan(origin)
    expect(new URL(page.url()).hash).toBe(`#/match/${encodeURIComponent(id)}`)
    await saved(page, 4)
    expect({ table: await readTable(page), tricks: await tricksThisHand(page) }).toEqual(before)
    expect(await prompt.count()).toBe(0)
    await tapTricks(page, ['Anna'])
    await saved(page, 5)
  })
})
