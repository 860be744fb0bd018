// Fails when the built app is over budget. Reads dist/ after `vite build`:
//   firstLoadGz: index.html plus every JS and CSS file it loads before anything is tapped;
//   precacheGz: every file the service worker precaches.
// Also fails when a game's code is not in its own lazy chunk.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export const BUDGET = { firstLoadGz: 30 * 1024, precacheGz: 250 * 1024 }
const dist = new URL('../dist/', import.meta.url).pathname

const gz = async (file) => gzipSync(await readFile(join(dist, file)), { level: 9 }).length

export async function measure() {
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'))
  const entry = Object.values(manifest).find((c) => c.isEntry)
  if (!entry) throw new Error('No entry chunk in the build manifest')

  // Static imports load with the page; dynamic ones wait until a screen or game asks.
  const first = new Set(['index.html'])
  const visit = (chunk) => {
    if (first.has(chunk.file)) return
    first.add(chunk.file)
    // The entry's stylesheet is inlined into index.html (vite.config.ts); its file, emptied, is
    // still asked for by the first lazy import.
    for (const css of chunk.css ?? []) first.add(css)
    for (const key of chunk.imports ?? []) visit(manifest[key])
  }
  visit(entry)
  // The app's start: boot asks for the entry after the first paint, the entry for the start.
  const start = manifest['src/start.tsx']
  if (!start) throw new Error('No src/start.tsx chunk in the build manifest')
  visit(start)
  // Classic scripts index.html names itself, if any (boot is inline in it: vite.config.ts).
  const html = await readFile(join(dist, 'index.html'), 'utf8')
  for (const [, src] of html.matchAll(/<script src="\/([^"]+)"><\/script>/g)) first.add(src)

  const sw = await readFile(join(dist, 'sw.js'), 'utf8')
  const precached = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1])
  if (precached.length === 0) throw new Error('The service worker precaches nothing')

  const games = (await readdir(new URL('../src/games/', import.meta.url))).filter(
    (d) => !d.includes('.') && d !== 'cards',
  )
  const lazy = {}
  for (const id of games) {
    const chunk = manifest[`src/games/${id}/index.ts`]
    if (chunk) lazy[id] = chunk.isDynamicEntry === true && !first.has(chunk.file)
  }

  let firstLoadGz = 0
  for (const f of first) firstLoadGz += await gz(f)
  let precacheGz = 0
  for (const f of precached) precacheGz += await gz(f)
  return {
    firstLoadGz,
    precacheGz,
    firstLoadFiles: [...first],
    precachedFiles: precached.length,
    lazy,
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const m = await measure()
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`
  console.log(JSON.stringify({ firstLoadGz: m.firstLoadGz, precacheGz: m.precacheGz }))
  console.log(
    `first load ${kb(m.firstLoadGz)} of ${kb(BUDGET.firstLoadGz)} (${m.firstLoadFiles.join(', ')})`,
  )
  console.log(
    `precache   ${kb(m.precacheGz)} of ${kb(BUDGET.precacheGz)} (${m.precachedFiles} files)`,
  )
  const failures = []
  if (m.firstLoadGz > BUDGET.firstLoadGz) failures.push('first load is over budget')
  if (m.precacheGz > BUDGET.precacheGz) failures.push('precache is over budget')
  for (const [id, ok] of Object.entries(m.lazy)) if (!ok) failures.push(`${id} is not a lazy chunk`)
  if (Object.keys(m.lazy).length === 0) failures.push('no game chunk found')
  if (failures.length) {
    console.error(`Budget failed: ${failures.join('; ')}`)
    process.exit(1)
  }
  console.log('Budget ok.')
}
