// Renders public/favicon.svg to the PNG icons the manifest names, with Debian's Chromium, then
// shrinks them losslessly with Debian's optipng (`apt-get install -y optipng`; 5 KB less to
// precache for the four icons). Run by hand after changing the SVG: node scripts/icons.mjs
import { execFileSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { launchChromium } from './chromium.mjs'

const svg = await readFile(new URL('../public/favicon.svg', import.meta.url), 'utf8')
const browser = await launchChromium()
const page = await browser.newPage()

async function render(file, size, { padding = 0, background = 'transparent' } = {}) {
  await page.setViewportSize({ width: size, height: size })
  const inner = size - 2 * padding
  await page.setContent(
    `<body style="margin:0;background:${background}"><div style="padding:${padding}px;line-height:0">` +
      svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `) +
      '</div></body>',
  )
  await page.screenshot({
    path: new URL(`../public/${file}`, import.meta.url).pathname,
    omitBackground: background === 'transparent',
  })
}

await render('icon-192.png', 192)
await render('icon-512.png', 512)
await render('apple-touch-icon.png', 180, { padding: 0, background: '#14532d' })
// Maskable: the artwork within the 80% safe circle, the background to the edges.
await render('icon-maskable-512.png', 512, { padding: 64, background: '#14532d' })
await browser.close()

const FILES = ['icon-192.png', 'icon-512.png', 'apple-touch-icon.png', 'icon-maskable-512.png']
try {
  execFileSync('optipng', ['-quiet', '-o7', '-strip', 'all', ...FILES], {
    cwd: new URL('../public/', import.meta.url).pathname,
  })
} catch {
  console.warn('optipng is missing (apt-get install -y optipng): the icons are left as rendered')
}
