// Screenshots of every screen of the built app, 360×740, light and dark, English and German,
// into screenshots/: the shell and Letzter Stich, then Stich für Stich. Builds nothing: run
// `npm run build` first. `--full` captures whole pages; `--only=sfs` (or `--only=shell`) one tour.
//   npm run screens
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchChromium } from './chromium.mjs'
import { serve } from './serve.mjs'
import { SCREENS, SFS_SCREENS, sfsTour, tour } from './tour.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const dist = process.env.STICHBLOCK_DIST ?? join(root, 'dist')
const out = join(root, 'screenshots')
const fullPage = process.argv.includes('--full')
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length)
const ALL = [...SCREENS, ...SFS_SCREENS]
const TOURS = [
  { name: 'shell', walk: tour },
  { name: 'sfs', walk: sfsTour },
].filter((t) => !only || t.name === only)

const RUNS = [
  { lang: 'en', locale: 'en-US', theme: 'light' },
  { lang: 'en', locale: 'en-US', theme: 'dark' },
  { lang: 'de', locale: 'de-DE', theme: 'light' },
  { lang: 'de', locale: 'de-DE', theme: 'dark' },
]

if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/ has no build: run `npm run build` first.')
  process.exit(1)
}
await mkdir(out, { recursive: true })

const server = await serve({ root: dist, port: 0, host: '127.0.0.1' })
const browser = await launchChromium()

const problems = []
let saved = 0
try {
  for (const run of RUNS) {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      locale: run.locale,
      colorScheme: run.theme,
      baseURL: server.url,
    })
    const tag = `${run.lang}-${run.theme}`
    context.on('weberror', (e) => problems.push(`${tag}: ${e.error().message}`))
    context.on('console', (m) => {
      if (m.type() === 'error') problems.push(`${tag}: console: ${m.text()}`)
    })
    const page = await context.newPage()

    // The "ready to work offline" note comes once the service worker has installed; let it come
    // and go (it hides by itself) so it does not cover the first screens.
    await page.goto('/')
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    const note = page.locator('.banner.ok')
    await note.waitFor({ timeout: 5000 }).then(
      () => note.waitFor({ state: 'detached', timeout: 15_000 }),
      () => undefined,
    )

    for (const { walk } of TOURS) {
      await walk(page, async (screen) => {
        const n = String(ALL.indexOf(screen) + 1).padStart(2, '0')
        await page.screenshot({ path: join(out, `${tag}-${n}-${screen}.png`), fullPage })
        saved++
      })
    }
    await context.close()
  }
} finally {
  await browser.close()
  await server.close()
}

console.log(`${saved} screenshots in ${out}`)
if (problems.length > 0) {
  console.error(`The app reported errors:\n${problems.join('\n')}`)
  process.exit(1)
}
