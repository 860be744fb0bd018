// `npm run bench`: what a player feels, measured on the production build in Debian's Chromium,
// each figure beside its floor measured in the same run, turn about with it (scripts/floors.mjs),
// so that both see the same machine, and judged by the ratio. Builds if dist/ is missing, serves
// it on 127.0.0.1, and prints one JSON line and a table; exits 1 if a target is missed.
//   firstLoadGz, precacheGz: from dist/, as scripts/budget.mjs measures them;
//   lighthouse*, lcpColdMs, lcpWarmMs: Lighthouse 12.2.3, mobile, simulated throttling; cold:
//     median of 5 runs in one browser after a first run not counted, each with the origin's
//     storage cleared, turn about with the floor page's (lcpFloorMs); warm: median of 3 runs
//     keeping the storage of a first visit that installed the service worker;
//   eventP50Ms, eventP95Ms: from the tap (the click event's own timeStamp) on a Letzter Stich trick
//     winner to "✓ Entry n saved" updated (storage has committed by then) and the next animation
//     frame, in a match that already holds 500 events; 200 samples after 10 warm-up taps, in
//     blocks of 25 turn about with the save floor's taps (saveFloor*).
//     The next frame cannot come sooner than the display's next refresh: Chromium hands a tap to
//     the page just before a frame, so the first frame that can show the entry starts one refresh
//     (frameMs, about 16.7 ms at 60 Hz) after the tap, however little the app does;
//   eventCommitP50Ms, eventCommitP95Ms: the app's own share: from the tap to the entry committed
//     and "✓ Entry n saved" in the page, before that frame;
//   frameMs: the median time between two animation frames in that page;
//   openMs: a new browser context on a profile holding 200 finished matches (and a few open ones),
//     from navigation start to the first paint showing "Continue match" and "New match" (its first
//     contentful paint, as the floor's is timed), timed in the page; median of OPENS, each after
//     a start of the floor page (openFloorMs);
//   replayMs: on the running app, from setting the hash to a 2,000-event match to its page
//     rendered ("✓ Entry 2000 saved") and a frame after: read, replay and render; median of 15
//     opens, 5 matches three times in turn (the app keeps only the match on screen, so each open
//     reads and replays), each followed by a bare read of the same match (replayFloorMs);
//   replayReadMs, replayRunMs, replayDrawMs: where replayMs went (medians, so they need not add
//     up): until the match is read and checked and its game loaded, the replay, and the rest
//     (drawing the page and the frame), from User Timing marks of src/app/match/opening.ts;
//   eventCommitP95Ms4x, openMs4x, replayMs4x: the same on a cheap phone, about four times slower
//     than this core: Chromium's CPU throttling at 4x (CDP Emulation.setCPUThrottlingRate), on
//     matches of their own (no figure reuses what the first pass left in memory), floors at 4x too;
//   heapMb: the JS heap (CDP Runtime.getHeapUsage, after a garbage collection) of a fresh page on
//     the profile with 200 matches stored, once a 2,000-event match is open;
//   <field>Ratio: the figure over its floor.
// All data is seeded the way a player would: an export file imported under Settings, once the
// service worker is installed and controls the page (every visit after the first).
// Lighthouse fields are null (with the reason on stderr) if Lighthouse cannot run, or with
// `--no-lighthouse`.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { measure } from './budget.mjs'
import { CHROME_ARGS, CHROME_PATH, launchChromium } from './chromium.mjs'
import {
  openFloorOnce,
  replayFloorSample,
  saveFloorSampler,
  styledPage,
  tapCentre,
} from './floors.mjs'
import { coldRuns, launchFor, loadLighthouse, runLighthouse } from './lighthouse.mjs'
import { serve } from './serve.mjs'
import { appSettled, appStarted } from './started.mjs'
import { median, quantile, round } from './stats.mjs'

const root = fileURLToPath(new URL('../', import.meta.url))
const dist = join(root, 'dist')
const PLAYERS = ['Anna', 'Ben', 'Cora', 'Dana']
const SAMPLES = 200
const WARMUP = 10
/** Taps in a row on one page before the other page's turn. */
const BLOCK = 25
const RUNS = 3
/** Cold Lighthouse runs: five, so one slow start of the browser does not move the median. */
const COLD_RUNS = 5
/**
 * Browser starts of the app and of the floor page per openMs figure: nine, as at 4x a start now
 * and then takes half again as long (7 Dec 2026: openMs4x's ratio was 1.41 and 1.61 in two runs
 * of the same build with five).
 */
const OPENS = 9

// --- Data: Letzter Stich logs that the rules accept ---

/**
 * Winner of trick `i` in a match that never ends: in every three hands Anna takes the last trick
 * twice (paying 2 counters into the pot) and then sweeps a hand (taking them back).
 */
const endlessWinner = (i) => {
  const hand = Math.floor(i / 8) % 3
  return hand === 2 || i % 8 === 7 ? 0 : 1
}
/** Five hands in which Anna takes only the last trick: she runs out of counters, it is over. */
const finishedLog = () =>
  Array.from({ length: 40 }, (_, i) => ({ t: 'trick', winner: i % 8 === 7 ? 0 : 1 }))
const endlessLog = (n) =>
  Array.from({ length: n }, (_, i) => ({ t: 'trick', winner: endlessWinner(i) }))

function match(id, events, at, finished) {
  return {
    id,
    setup: { game: 'letzter-stich', players: PLAYERS, options: {}, firstDealer: 0 },
    events,
    redo: [],
    createdAt: at - 60_000,
    updatedAt: at,
    finished,
  }
}

const T0 = Date.UTC(2026, 0, 1)
const BIG = Array.from({ length: 5 }, (_, i) => `bench-2000-${i}`)
/** The cheap-phone pass opens matches of its own: none is in memory from the first pass. */
const BIG4X = Array.from({ length: 5 }, (_, i) => `bench-2000-4x-${i}`)
const HEAP = 'bench-2000-heap'
function exportFile() {
  const matches = [
    ...Array.from({ length: 200 }, (_, i) =>
      match(`bench-done-${i}`, finishedLog(), T0 + i * 1000, true),
    ),
    ...[...BIG, ...BIG4X, HEAP].map((id, i) =>
      match(id, endlessLog(2000), T0 + 300_000 + i * 1000, false),
    ),
    // The cheap-phone pass taps here (a match of its own, as long as the first one).
    match('bench-500-4x', endlessLog(500), T0 + 390_000, false),
    // The most recent: this is the match "Continue match" opens.
    match('bench-500', endlessLog(500), T0 + 400_000, false),
  ]
  return { app: 'stichblock', schema: 1, exportedAt: T0 + 500_000, matches, names: PLAYERS }
}

// --- Browser ---

const settings = (base) => ({
  baseURL: base,
  viewport: { width: 360, height: 740 },
  locale: 'en-US',
})

async function seed(page) {
  await page.goto('/#/settings')
  // A returning player's phone: the service worker installed and in control (it registers a
  // second after load and claims no page, so one reload), as for every visit after the first.
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.reload()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  const text = JSON.stringify(exportFile())
  await page.locator('input[type="file"]').setInputFiles({
    name: 'stichblock-bench.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  })
  await page.getByText(/^Imported: /).waitFor({ timeout: 60_000 })
}

/** A cheap phone: the page's CPU `rate` times slower (1: as this core). */
async function throttle(page, rate) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
}

/** The match page says entry `n` is saved: storage has committed it (see src/app/match/save.ts). */
const saved = (n) => document.querySelector('.saved')?.textContent === `✓ Entry ${n} saved`

/**
 * In the page, from before its first script: window.__shown, the time of the first animation
 * frame (its callbacks run just before it is drawn) in which the home screen shows "New match"
 * and "Continue match". Timed inside the page, as the floor's first contentful paint is: a check
 * sent from here would run only once Playwright reached the page, late in a browser just started,
 * and count that wait as the app's.
 */
function openedWhenShown() {
  window.__shown = new Promise((resolve, reject) => {
    const shown = () => {
      const links = [...document.querySelectorAll('a')].map((a) => a.textContent ?? '')
      return links.some((t) => t === 'New match') && links.some((t) => t.startsWith('Continue'))
    }
    const observer = new MutationObserver(() => {
      if (!shown()) return
      observer.disconnect()
      requestAnimationFrame(() => resolve(performance.now()))
    })
    observer.observe(document, { childList: true, subtree: true, characterData: true })
    setTimeout(
      () => reject(new Error('The home screen showed no "Continue match" in 30 s')),
      30_000,
    )
  })
}

/**
 * When the page first showed the home screen with both links, as the floor's is timed: its first
 * contentful paint, once that frame already had them (boot, src/prerender/boot.js, puts
 * "Continue match" in before the first paint), else the later frame that brought them (its
 * animation frame: a little early, in the app's favour; never the case with a seeded profile).
 */
async function whenShown(page) {
  return page.evaluate(async () => {
    const frame = await window.__shown
    const fcp = await new Promise((resolve) =>
      new PerformanceObserver((list) => {
        const entry = list.getEntriesByName('first-contentful-paint')[0]
        if (entry) resolve(entry.startTime)
      }).observe({ type: 'paint', buffered: true }),
    )
    return Math.max(frame, fcp)
  })
}

/** The app at `base` on `profile`, in a browser started for it: until the home screen's list. */
async function openOnce(base, profile, rate) {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    args: CHROME_ARGS,
    ...settings(base),
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await throttle(page, rate)
    await context.addInitScript(openedWhenShown)
    // Nothing of Playwright's runs in the page while it loads, as for the floor's: asked only once
    // it has loaded, and by a plain evaluate. Asked during the load, waitForFunction put
    // Playwright's selector engine into the page before its first paint (~60 ms of its main
    // thread at 4x, 7 Dec 2026) and even a plain evaluate its helper script (~7 ms at 1x).
    await page.goto('/', { waitUntil: 'load' })
    return await whenShown(page)
  } finally {
    await context.close()
  }
}

/** openMs and openFloorMs at `rate`: OPENS starts of each, turn about. */
async function measureOpen(base, profile, floorUrl, rate = 1) {
  const floorProfile = await mkdtemp(join(tmpdir(), 'stichblock-floor-profile-'))
  try {
    const app = []
    const floor = []
    for (let run = 0; run < OPENS; run++) {
      floor.push(await openFloorOnce(floorUrl, floorProfile, rate))
      app.push(await openOnce(base, profile, rate))
    }
    return { ms: median(app), floorMs: median(floor) }
  } finally {
    await rm(floorProfile, { recursive: true, force: true, maxRetries: 5 })
  }
}

async function measureReplay(page, ids = BIG) {
  await page.goto('/')
  await page.getByRole('link', { name: 'New match' }).waitFor()
  // The app has started: the prerendered copies of the HTML are gone (src/start.tsx).
  await page.waitForFunction(appStarted)
  // The game's chunk is loaded once by opening another match first, as a player would have.
  await page.evaluate(() => (location.hash = '#/match/bench-500'))
  await page.waitForFunction(() =>
    /^✓ Entry \d+ saved$/.test(document.querySelector('.saved')?.textContent ?? ''),
  )
  const times = []
  const phases = []
  const floors = []
  // Each match three times over, in turn: every open reads and replays (the app keeps only the
  // match on screen), and 15 samples steady the median on a shared machine.
  for (const id of [...ids, ...ids, ...ids]) {
    await page.evaluate(() => (location.hash = '#/'))
    // From a home screen that has settled, as a player opens a match: its list has been read.
    await page.getByRole('link', { name: /^Continue match/ }).waitFor()
    // Where it went: src/app/match/opening.ts marks the match read and replayed; the rest is drawing.
    const [ms, readMs, replayOnlyMs, drawMs] = await page.evaluate(
      ([source, to]) =>
        new Promise((resolve) => {
          const done = new Function('a', `return (${source})(a)`)
          const at = (name) => performance.getEntriesByName(`stichblock:${name}`).at(-1)?.startTime
          const observer = new MutationObserver(() => {
            if (!done(2000)) return
            observer.disconnect()
            requestAnimationFrame(() => {
              const end = performance.now()
              const [read, replayed] = [at('match-read'), at('match-replayed')]
              performance.clearMarks()
              resolve([end - start, read - start, replayed - read, end - replayed])
            })
          })
          // The whole document: right after the response starts, <body> may not exist yet.
          observer.observe(document.documentElement, {
            childList: true,
            subtree: true,
            characterData: true,
          })
          const start = performance.now()
          location.hash = `#/match/${to}`
        }),
      [saved.toString(), id],
    )
    times.push(ms)
    phases.push([readMs, replayOnlyMs, drawMs])
    // The floor: the same match read again, bare, while the app's page rests: once what follows
    // the page's paint (the chart) is drawn too, as it ran beside the floor's read. It reads it
    // second, so any cache the app's read warmed favours the floor, never the app.
    await page.waitForFunction(appSettled)
    floors.push(await replayFloorSample(page, id))
  }
  const part = (i) => median(phases.map((p) => p[i]))
  return {
    ms: median(times),
    readMs: part(0),
    replayOnlyMs: part(1),
    drawMs: part(2),
    floorMs: median(floors),
  }
}

/**
 * Readies `page` for taps on the match `id` (500 events) and returns one sample: a tap on the
 * next trick's winner, timed until the entry is committed and shown, and until a frame after.
 */
async function eventSampler(page, id) {
  await page.goto(`/#/match/${id}`)
  await page.waitForFunction(() => document.querySelector('.saved')?.textContent?.includes('500'))
  let n = 500
  return async () => {
    // Armed before the tap, so nothing the page does in between is missed.
    await page.evaluate(
      ([source, k]) => {
        const done = new Function('a', `return (${source})(a)`)
        window.__sample = new Promise((resolve, reject) => {
          let tap = null
          // A tap that saves nothing must fail the run, not hang it.
          setTimeout(() => reject(new Error(`entry ${k} was not saved within 10 s`)), 10_000)
          document.addEventListener('click', (e) => (tap = e.timeStamp), {
            capture: true,
            once: true,
          })
          const observer = new MutationObserver(() => {
            if (!done(k)) return
            observer.disconnect()
            const committed = performance.now() - tap
            requestAnimationFrame(() => resolve({ painted: performance.now() - tap, committed }))
          })
          // The whole document: right after the response starts, <body> may not exist yet.
          observer.observe(document.documentElement, {
            childList: true,
            subtree: true,
            characterData: true,
          })
        })
      },
      [saved.toString(), n + 1],
    )
    const name = PLAYERS[endlessWinner(n)]
    n++
    const button = page
      .getByRole('group', { name: /^Who took (trick \d of 8|the last trick)\?$/ })
      .getByRole('button', { name, exact: true })
    // Between hands the last hand's summary pushes the buttons down, under the dock: a player
    // scrolls them to the middle of the screen. Tapped as the save floor's button is.
    await tapCentre(page, button)
    return page
      .evaluate(() => window.__sample)
      .catch(async (error) => {
        await page.screenshot({ path: '/tmp/bench-fail.png', fullPage: true })
        const alert = await page.locator('[role=alert]').allTextContents()
        throw new Error(`${error.message}; alerts: ${alert.join(' | ')}`)
      })
  }
}

/** The median time between two animation frames in `page`, over 60 frames. */
const frameMs = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const stamps = []
        const tick = (now) => {
          stamps.push(now)
          if (stamps.length < 61) return requestAnimationFrame(tick)
          const gaps = stamps.slice(1).map((t, j) => t - stamps[j])
          resolve(gaps.sort((a, b) => a - b)[30])
        }
        requestAnimationFrame(tick)
      }),
  )

/**
 * Taps on the app (`app`) and on the save floor (`floor`), WARMUP of each first, then SAMPLES of
 * each in blocks of BLOCK, turn about: both see the same machine.
 */
async function turnAbout(app, floor) {
  for (let i = 0; i < WARMUP; i++) {
    await app()
    await floor()
  }
  const taps = []
  const floors = []
  while (taps.length < SAMPLES) {
    for (let i = 0; i < BLOCK; i++) taps.push(await app())
    for (let i = 0; i < BLOCK; i++) floors.push(await floor())
  }
  return { taps, floors }
}

/** The entries' figures on `page` (match `id`) beside the save floor's on `floorPage`, at `rate`. */
async function measureEvents(page, floorPage, id, rate) {
  await throttle(page, rate)
  await throttle(floorPage, rate)
  const { taps, floors } = await turnAbout(
    await eventSampler(page, id),
    await saveFloorSampler(floorPage),
  )
  const painted = taps.map((t) => t.painted)
  const commits = taps.map((t) => t.committed)
  return {
    eventP50Ms: quantile(painted, 0.5),
    eventP95Ms: quantile(painted, 0.95),
    eventCommitP50Ms: quantile(commits, 0.5),
    eventCommitP95Ms: quantile(commits, 0.95),
    saveFloorP50Ms: quantile(floors, 0.5),
    saveFloorP95Ms: quantile(floors, 0.95),
  }
}

/** A fresh page on the stored profile, one 2,000-event match open: its JS heap after a GC. */
async function measureHeap(base, profile) {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    args: CHROME_ARGS,
    ...settings(base),
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(`/#/match/${HEAP}`)
    await page.waitForFunction(() =>
      document.querySelector('.saved')?.textContent?.includes('2000'),
    )
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    return usedSize / (1024 * 1024)
  } finally {
    await context.close()
  }
}

async function browserFigures(base, floorUrl) {
  const profile = await mkdtemp(join(tmpdir(), 'stichblock-bench-'))
  // The save floor's page: a browser of its own on the app's origin, the app idle on Settings.
  const floorBrowser = await launchChromium()
  try {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROME_PATH,
      args: CHROME_ARGS,
      ...settings(base),
    })
    await seed(context.pages()[0] ?? (await context.newPage()))
    await context.close()
    const open = wanted('open') ? await measureOpen(base, profile, floorUrl) : {}
    const again = await chromium.launchPersistentContext(profile, {
      executablePath: CHROME_PATH,
      args: CHROME_ARGS,
      ...settings(base),
    })
    // Without the app's service worker: it needs none to save, and installing it (fetching and
    // caching the whole precache) went on while the replay was timed, ~10 ms on each open.
    const floorPage = await floorBrowser.newPage({ ...settings(base), serviceWorkers: 'block' })
    await floorPage.goto('/#/settings')
    await floorPage.getByRole('heading', { level: 1 }).waitFor()
    const page = again.pages()[0] ?? (await again.newPage())
    const replay = wanted('replay') ? await measureReplay(page) : {}
    const events = wanted('events') ? await measureEvents(page, floorPage, 'bench-500', 1) : {}
    const frame = await frameMs(page)
    // The cheap phone: the same pages four times slower, on matches of their own.
    await throttle(page, 4)
    const replay4x = wanted('replay') ? await measureReplay(page, BIG4X) : {}
    const events4x = wanted('events') ? await measureEvents(page, floorPage, 'bench-500-4x', 4) : {}
    await again.close()
    const open4x = wanted('open') ? await measureOpen(base, profile, floorUrl, 4) : {}
    const heapMb = wanted('heap') ? await measureHeap(base, profile) : undefined
    return {
      ...events,
      frameMs: frame,
      openMs: open.ms,
      openFloorMs: open.floorMs,
      replayMs: replay.ms,
      replayFloorMs: replay.floorMs,
      replayReadMs: replay.readMs,
      replayRunMs: replay.replayOnlyMs,
      replayDrawMs: replay.drawMs,
      eventCommitP95Ms4x: events4x.eventCommitP95Ms,
      saveFloorP95Ms4x: events4x.saveFloorP95Ms,
      openMs4x: open4x.ms,
      openFloorMs4x: open4x.floorMs,
      replayMs4x: replay4x.ms,
      replayFloorMs4x: replay4x.floorMs,
      heapMb,
    }
  } finally {
    await floorBrowser.close()
    await rm(profile, { recursive: true, force: true, maxRetries: 5 })
  }
}

// --- Lighthouse ---

async function lighthouseFigures(url, floorUrl) {
  const none = {
    lighthousePerf: null,
    lighthouseA11y: null,
    lighthouseBestPractices: null,
    lcpColdMs: null,
    lcpFloorMs: null,
    lcpWarmMs: null,
  }
  const lh = await loadLighthouse()
  if (lh instanceof Error) {
    console.error(lh.message)
    return none
  }
  try {
    // Cold: Lighthouse clears the origin's storage, cache and service worker before every run;
    // the app and the floor page turn about.
    const [cold, floor] = await coldRuns(lh, [url, floorUrl], COLD_RUNS)
    const lcps = (runs) => runs.map((r) => Math.round(r.lcp)).join(', ')
    console.error(`lcpColdMs runs: ${lcps(cold)}; lcpFloorMs runs: ${lcps(floor)}`)
    // Warm: one profile; first visits install the service worker, then it serves repeat visits.
    const browser = await launchFor(lh)
    const warm = []
    try {
      await runLighthouse(lh, browser.port, url, true)
      await runLighthouse(lh, browser.port, url, true)
      for (let i = 0; i < RUNS; i++) warm.push(await runLighthouse(lh, browser.port, url, true))
    } finally {
      await browser.kill()
    }
    for (const w of new Set([...cold, ...floor, ...warm].flatMap((r) => r.warnings))) {
      console.error(`Lighthouse warning: ${w}`)
    }
    return {
      lighthousePerf: median(cold.map((r) => r.perf)),
      lighthouseA11y: median(cold.map((r) => r.a11y)),
      lighthouseBestPractices: median(cold.map((r) => r.bp)),
      lcpColdMs: median(cold.map((r) => r.lcp)),
      lcpFloorMs: median(floor.map((r) => r.lcp)),
      lcpWarmMs: median(warm.map((r) => r.lcp)),
    }
  } catch (error) {
    console.error(`Lighthouse could not run: ${error.stack ?? error}`)
    return none
  }
}

// --- Main ---

/**
 * `--only <groups>` (comma-separated: open, replay, events, heap): only those browser figures,
 * and no Lighthouse; the others are null. For a quick look at one figure while working on it;
 * a run that counts measures everything.
 */
const only = (() => {
  const at = process.argv.indexOf('--only')
  return at === -1 ? null : new Set((process.argv[at + 1] ?? '').split(','))
})()
const wanted = (group) => only === null || only.has(group)

if (!existsSync(join(dist, 'index.html'))) {
  const built = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

const sizes = await measure()
const server = await serve({ root: dist, port: 0, host: '127.0.0.1' })
const floorDir = await styledPage(dist)
const floorServer = await serve({ root: floorDir, port: 0, host: '127.0.0.1' })
let lh
let browser
try {
  const skipLh = process.argv.includes('--no-lighthouse') || only !== null
  lh = skipLh ? null : await lighthouseFigures(server.url, floorServer.url)
  browser = await browserFigures(server.url, floorServer.url)
} finally {
  await server.close()
  await floorServer.close()
  await rm(floorDir, { recursive: true, force: true })
}

/** Each figure, how it is rounded (decimal places), and the floor it is judged by. */
const FIELDS = {
  firstLoadGz: [sizes.firstLoadGz, 0],
  precacheGz: [sizes.precacheGz, 0],
  lighthousePerf: [lh?.lighthousePerf ?? null, 0],
  lighthouseA11y: [lh?.lighthouseA11y ?? null, 0],
  lighthouseBestPractices: [lh?.lighthouseBestPractices ?? null, 0],
  lcpColdMs: [lh?.lcpColdMs ?? null, 0, 'lcpFloorMs'],
  lcpFloorMs: [lh?.lcpFloorMs ?? null, 0],
  lcpWarmMs: [lh?.lcpWarmMs ?? null, 0],
  eventP50Ms: [browser.eventP50Ms, 1],
  eventP95Ms: [browser.eventP95Ms, 1],
  eventCommitP50Ms: [browser.eventCommitP50Ms, 1, 'saveFloorP50Ms'],
  eventCommitP95Ms: [browser.eventCommitP95Ms, 1, 'saveFloorP95Ms'],
  saveFloorP50Ms: [browser.saveFloorP50Ms, 1],
  saveFloorP95Ms: [browser.saveFloorP95Ms, 1],
  frameMs: [browser.frameMs, 1],
  openMs: [browser.openMs, 0, 'openFloorMs'],
  openFloorMs: [browser.openFloorMs, 0],
  replayMs: [browser.replayMs, 0, 'replayFloorMs'],
  replayFloorMs: [browser.replayFloorMs, 1],
  replayReadMs: [browser.replayReadMs, 1],
  replayRunMs: [browser.replayRunMs, 1],
  replayDrawMs: [browser.replayDrawMs, 1],
  eventCommitP95Ms4x: [browser.eventCommitP95Ms4x, 1, 'saveFloorP95Ms4x'],
  saveFloorP95Ms4x: [browser.saveFloorP95Ms4x, 1],
  openMs4x: [browser.openMs4x, 0, 'openFloorMs4x'],
  openFloorMs4x: [browser.openFloorMs4x, 0],
  replayMs4x: [browser.replayMs4x, 0, 'replayFloorMs4x'],
  replayFloorMs4x: [browser.replayFloorMs4x, 1],
  heapMb: [browser.heapMb, 1],
}
const figures = {}
for (const [key, [value, digits]] of Object.entries(FIELDS)) figures[key] = round(value, digits)
// Ratios from the figures as printed, so anyone can check them against the table.
for (const [key, [, , floor]] of Object.entries(FIELDS)) {
  if (!floor) continue
  const [x, f] = [figures[key], figures[floor]]
  figures[`${key}Ratio`] = x === null || f === null || f === 0 ? null : round(x / f, 2)
}

/**
 * The targets (#26): a figure the machine bounds is judged by its ratio to its floor; a size,
 * a score, a warm start, a replay and the heap by a bound of their own.
 */
const TARGETS = {
  firstLoadGz: ['≤', 30 * 1024],
  precacheGz: ['≤', 250 * 1024],
  lighthousePerf: ['≥', 100],
  lighthouseA11y: ['≥', 100],
  lighthouseBestPractices: ['≥', 100],
  lcpColdMsRatio: ['≤', 1.05],
  lcpWarmMs: ['≤', 300],
  eventCommitP95MsRatio: ['≤', 1.1],
  eventCommitP95Ms4xRatio: ['≤', 1.1],
  openMsRatio: ['≤', 1.5],
  openMs4xRatio: ['≤', 1.5],
  replayMs: ['≤', 25],
  replayMs4x: ['≤', 60],
  heapMb: ['≤', 15],
}
console.log(JSON.stringify(figures))
let missed = 0
const row = (key, value, note) =>
  console.log(`${key.padEnd(26)}${String(value).padStart(10)}   ${note}`)
for (const [key, [, , floor]] of Object.entries(FIELDS)) {
  const judge = (name) => {
    if (!TARGETS[name]) return ''
    const [op, target] = TARGETS[name]
    const value = figures[name]
    if (value === null) return `target ${op} ${target}   n/a`
    const ok = op === '≤' ? value <= target : value >= target
    if (!ok) missed++
    return `target ${op} ${target}   ${ok ? 'ok' : 'MISS'}`
  }
  const beside = floor ? `floor ${figures[floor]}, ratio ${figures[`${key}Ratio`]}   ` : ''
  const verdict = [judge(key), judge(`${key}Ratio`)].filter(Boolean).join('; ')
  row(key, figures[key], `${beside}${verdict || '(context)'}`)
}
if (missed > 0) {
  console.log(`${missed} target(s) missed`)
  process.exitCode = 1
}
