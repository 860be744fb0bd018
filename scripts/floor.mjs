// `npm run bench:floor`: what this machine and `npm run bench`'s own method allow before the app
// does anything, so a missed target can be told apart from slow app code. Two floors:
//   lcpFloorMs: Lighthouse cold LCP, exactly as the bench measures lcpColdMs, of a page that holds
//     only the home screen's heading and one line of text under the app's own stylesheet as a
//     file (no script, no manifest; an empty data: icon, so the browser asks for no favicon.ico):
//     what a first screen with one render-blocking request costs here;
//   saveFloorP50Ms, saveFloorP95Ms (and ...4x at 4x CPU): on the app's origin, from a tap made the
//     way the bench taps (Playwright's mouse, the click event's own timeStamp) to the commit of one
//     bare IndexedDB transaction started in that click, which reads a 500-event match and writes
//     it back with a summary, as the app's save does; no app code runs in it. The bench's
//     eventCommitP95Ms (and 4x) can be no lower than this;
//   openFloorMs, openFloorMs4x: the first contentful paint of that styled page in a browser
//     started afresh on a profile of its own, as the bench's openMs starts one (median of 5, at
//     1x and at 4x CPU): no page that shows anything can be shown sooner, and the bench's openMs
//     waits for more (the app, its storage, the list of matches).
// Prints one JSON line and a table beside the bench's targets. Builds if dist/ is missing.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { copyFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROME_ARGS, CHROME_PATH, launchChromium } from './chromium.mjs'
import { coldRuns, loadLighthouse } from './lighthouse.mjs'
import { serve } from './serve.mjs'
import { median, quantile, round } from './stats.mjs'

const root = fileURLToPath(new URL('../', import.meta.url))
const dist = join(root, 'dist')
const COLD_RUNS = 5
const SAMPLES = 200
const WARMUP = 10

/** The home screen's first words under the app's stylesheet, and nothing else. */
async function styledPage() {
  const dir = await mkdtemp(join(tmpdir(), 'stichblock-floor-'))
  const assets = await readdir(join(dist, 'assets'))
  const css = assets.find((name) => /^index-.*\.css$/.test(name))
  if (!css) throw new Error('No index-*.css in dist/assets')
  await copyFile(join(dist, 'assets', css), join(dir, 'app.css'))
  await writeFile(
    join(dir, 'index.html'),
    `<!doctype html>
<html lang="de">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Stichblock" />
    <title>Stichblock</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/app.css" />
  </head>
  <body>
    <header class="bar"><h1>Stichblock</h1></header>
    <main class="content"><p class="lede">Punkteblock und Schiedsrichter für den Kartentisch.</p></main>
  </body>
</html>
`,
  )
  return dir
}

async function lcpFloor(dir) {
  const lh = await loadLighthouse()
  if (lh instanceof Error) {
    console.error(lh.message)
    return null
  }
  const server = await serve({ root: dir, port: 0, host: '127.0.0.1' })
  try {
    const runs = await coldRuns(lh, server.url, COLD_RUNS)
    console.error(`lcpFloorMs runs: ${runs.map((r) => Math.round(r.lcp)).join(', ')}`)
    return median(runs.map((r) => r.lcp))
  } finally {
    await server.close()
  }
}

/** The styled page (in `dir`): its first contentful paint in a browser started for it, 5 times at `rate`. */
async function openFloor(dir, rate) {
  const server = await serve({ root: dir, port: 0, host: '127.0.0.1' })
  const profile = await mkdtemp(join(tmpdir(), 'stichblock-floor-profile-'))
  try {
    const times = []
    for (let run = 0; run < 5; run++) {
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROME_PATH,
        args: CHROME_ARGS,
        viewport: { width: 360, height: 740 },
      })
      try {
        const page = context.pages()[0] ?? (await context.newPage())
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate })
        await page.goto(server.url, { waitUntil: 'commit' })
        times.push(
          await page.evaluate(
            () =>
              new Promise((resolve) =>
                new PerformanceObserver((list) => {
                  const fcp = list.getEntriesByName('first-contentful-paint')[0]
                  if (fcp) resolve(fcp.startTime)
                }).observe({ type: 'paint', buffered: true }),
              ),
          ),
        )
      } finally {
        await context.close()
      }
    }
    return median(times)
  } finally {
    await server.close()
    await rm(profile, { recursive: true, force: true, maxRetries: 5 })
  }
}

/** Taps a plain button SAMPLES times; each click saves in one bare transaction. */
async function saveFloor(page, rate) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  await page.evaluate(async () => {
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open(`floor-${Math.random()}`, 1)
      open.onupgradeneeded = () => open.result.createObjectStore('kv')
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const events = Array.from({ length: 500 }, (_, i) => ({ t: 'trick', winner: i % 4 }))
    await new Promise((resolve) => {
      const tx = db.transaction('kv', 'readwrite')
      tx.objectStore('kv').put({ id: 'm', events, updatedAt: 0 }, 'match:m')
      tx.oncomplete = resolve
    })
    document.getElementById('floor-tap')?.remove()
    const button = document.createElement('button')
    button.id = 'floor-tap'
    button.textContent = 'Save'
    button.style.cssText = 'position:fixed;inset:0 auto auto 0;width:120px;height:120px;z-index:9'
    document.body.append(button)
    button.addEventListener('click', (event) => {
      const tap = event.timeStamp
      const tx = db.transaction('kv', 'readwrite')
      const objects = tx.objectStore('kv')
      const read = objects.get('match:m')
      read.onsuccess = () => {
        const updatedAt = read.result.updatedAt + 1
        objects.put({ ...read.result, updatedAt }, 'match:m')
        objects.put({ id: 'm', updatedAt, entries: 500 }, 'summary:m')
      }
      tx.oncomplete = () => window.__done(performance.now() - tap)
    })
  })
  // As the bench taps: armed before the tap, the tap, then one call that waits for the commit.
  const times = []
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    await page.evaluate(() => {
      window.__sample = new Promise((resolve) => (window.__done = resolve))
    })
    await page.mouse.click(60, 60)
    const ms = await page.evaluate(() => window.__sample)
    if (i >= WARMUP) times.push(ms)
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95) }
}

async function saveFloors() {
  const server = await serve({ root: dist, port: 0, host: '127.0.0.1' })
  const browser = await launchChromium()
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } })
    await page.goto(`${server.url}#/settings`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    return { x1: await saveFloor(page, 1), x4: await saveFloor(page, 4) }
  } finally {
    await browser.close()
    await server.close()
  }
}

if (!existsSync(join(dist, 'index.html'))) {
  const built = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

const page = await styledPage()
let lcp
let save
let open
try {
  lcp = process.argv.includes('--no-lighthouse') ? null : await lcpFloor(page)
  save = await saveFloors()
  open = { x1: await openFloor(page, 1), x4: await openFloor(page, 4) }
} finally {
  await rm(page, { recursive: true, force: true })
}
const figures = {
  lcpFloorMs: round(lcp, 0),
  saveFloorP50Ms: round(save.x1.p50),
  saveFloorP95Ms: round(save.x1.p95),
  saveFloorP95Ms4x: round(save.x4.p95),
  openFloorMs: round(open.x1, 0),
  openFloorMs4x: round(open.x4, 0),
}
const BESIDE = {
  lcpFloorMs: 'lcpColdMs ≤ 900',
  saveFloorP50Ms: 'eventCommitP50Ms ≤ 16',
  saveFloorP95Ms: 'eventCommitP95Ms ≤ 16',
  saveFloorP95Ms4x: 'eventCommitP95Ms4x ≤ 50',
  openFloorMs: 'openMs ≤ 300',
  openFloorMs4x: 'openMs4x ≤ 600',
}
console.log(JSON.stringify(figures))
for (const [key, value] of Object.entries(figures)) {
  console.log(`${key.padEnd(20)}${String(value).padStart(8)}   bench target: ${BESIDE[key]}`)
}
