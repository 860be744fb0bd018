// The floors `npm run bench` measures beside the app, in the same run and turn about with it, so
// that both see the same machine: what this machine and the bench's own method allow before the
// app does anything. A figure is judged by its ratio to its floor, so a slow app can be told
// apart from a slow (or busy) machine.
//   lcpFloorMs: Lighthouse cold LCP of `styledPage()`: the home screen's heading and one line of
//     text under the app's own stylesheet (the one index.html carries inline) as a file (no
//     script, no manifest; an empty data: icon, so the browser asks for no favicon.ico): a first
//     screen with one render-blocking request;
//   openFloorMs (and 4x): the first contentful paint of that page in a browser started afresh on
//     a profile of its own, as the bench's openMs starts one: no page that shows anything can be
//     shown sooner;
//   saveFloorP50Ms, saveFloorP95Ms (and 4x): on the app's origin, from a tap made exactly as the
//     bench taps the app (tapCentre; the click event's own timeStamp) to the commit of one bare
//     IndexedDB transaction started in that click, which reads a 500-event match and writes it
//     back with a summary, as the app's save does; no app code runs in it;
//   replayFloorMs (and 4x): in the running app's page, one read of the stored 2,000-event match
//     the app has just opened, straight from the app's database, and the next animation frame:
//     reading the match and doing nothing else (the app also checks, replays and draws it).
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { CHROME_ARGS, CHROME_PATH } from './chromium.mjs'

/** A folder holding the home screen's first words under the app's stylesheet, and nothing else. */
export async function styledPage(dist) {
  const dir = await mkdtemp(join(tmpdir(), 'stichblock-floor-'))
  // The built page carries the app's stylesheet inline (vite.config.ts, firstPaintFromOneRequest);
  // dist/assets/index-*.css is left an empty stub, which styled nothing here until 7 Dec 2026.
  const page = await readFile(join(dist, 'index.html'), 'utf8')
  const css = /<style>([^<]*)<\/style>/.exec(page)?.[1]
  if (!css)
    throw new Error("dist/index.html carries no inline stylesheet: the floor needs the app's")
  await writeFile(join(dir, 'app.css'), css)
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

/** The styled page at `url`: its first contentful paint in a browser started for it on `profile`. */
export async function openFloorOnce(url, profile, rate) {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    args: CHROME_ARGS,
    viewport: { width: 360, height: 740 },
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    // Asked once the page has loaded, as the app's openMs is: nothing of Playwright's runs in the
    // page while it loads.
    await page.goto(url, { waitUntil: 'load' })
    return await page.evaluate(
      () =>
        new Promise((resolve) =>
          new PerformanceObserver((list) => {
            const fcp = list.getEntriesByName('first-contentful-paint')[0]
            if (fcp) resolve(fcp.startTime)
          }).observe({ type: 'paint', buffered: true }),
        ),
    )
  } finally {
    await context.close()
  }
}

/**
 * Readies `page` (on the app's origin) for the save floor: a database of its own holding a
 * 500-event match, and a plain button whose click saves it in one bare transaction. Returns one
 * sample: a tap, and the milliseconds from the click's timestamp to the commit.
 */
export async function saveFloorSampler(page) {
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
  // As the bench taps the app: armed before the tap, the tap made the same way, then one call
  // that waits for the commit.
  const button = page.locator('#floor-tap')
  return async () => {
    await page.evaluate(() => {
      window.__sample = new Promise((resolve) => (window.__done = resolve))
    })
    await tapCentre(page, button)
    return page.evaluate(() => window.__sample)
  }
}

/**
 * A tap at the middle of `control`, scrolled to the middle of the screen first, as the bench taps
 * the app and its save floor alike: a plain mouse click (a locator's click would run
 * Playwright's checks in the page). The same calls before each click matter: the page answers an
 * IndexedDB request made in a tap only after the frame that follows the tap (Chromium's renderer
 * puts rendering first after input), so a tap's cost depends on how long before the next frame
 * it lands, and taps made differently land differently (a trace, 6 Dec 2026: the floor's read
 * answered 1.2 or 10 ms after its click, always right after that frame).
 */
export async function tapCentre(page, control) {
  await control.evaluate((el) => el.scrollIntoView({ block: 'center' }))
  const box = await control.boundingBox()
  if (!box) throw new Error(`Nothing to tap: ${control}`)
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

/**
 * In the app's page: the match `id` read straight from the app's database (IndexedDB
 * "stichblock", store "kv", key "match:<id>", src/storage/kv.ts) and the next frame after;
 * the connection is opened before the clock starts, as the app's is already open.
 */
export function replayFloorSample(page, id) {
  return page.evaluate(
    (key) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('stichblock')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const start = performance.now()
          const read = db.transaction('kv', 'readonly').objectStore('kv').get(key)
          read.onerror = () => reject(read.error)
          read.onsuccess = () => {
            if (!read.result) return reject(new Error(`No ${key} stored`))
            requestAnimationFrame(() => {
              resolve(performance.now() - start)
              db.close()
            })
          }
        }
      }),
    `match:${id}`,
  )
}
