import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import preact from '@preact/preset-vite'
import { createServer, defineConfig, minifySync, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

/**
 * The page may only load what it ships, and run no inline script but boot's: added to the built
 * page only, by `firstPaintFromOneRequest`, with the hashes of the one inline script (boot, see
 * `inlineBoot`) and the one inline stylesheet.
 */
const csp = (scriptHash: string, styleHash: string) =>
  [
    "default-src 'self'",
    `script-src 'self' 'sha256-${scriptHash}'`,
    `style-src 'self' 'sha256-${styleHash}'`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ')

/** Tags of the built head that ask for files the first paint does not need. */
const AFTER_PAINT = [
  /<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/,
  /<link rel="manifest" href="[^"]+">/,
]

/** The icon link's own file as a data: URL: the tab's icon without a request of its own. */
const ICON_LINK = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />'
const inlineIcon = () => {
  const svg = readFileSync(new URL('./public/favicon.svg', import.meta.url), 'utf8').trim()
  return `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg)}" type="image/svg+xml" />`
}

/** index.html names boot this way; `inlineBoot` puts the script itself in its place. */
const BOOT_TAG = '<script src="/boot.js"></script>'
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64')

/**
 * src/prerender/boot.js, which must run before the first paint (it picks the language, the theme
 * and the prerendered screen), inline in <head>: the first paint waits for no request besides
 * the page (#26: asked for on its own, it cost a round trip, ~15 ms on a returning visit even
 * from the service worker's shell cache). Minified for the build; the CSP allows it by its hash.
 */
const inlineBoot = (): Plugin => {
  let build = false
  return {
    name: 'stichblock-boot',
    configResolved: (config) => {
      build = config.command === 'build'
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(BOOT_TAG)) throw new Error(`index.html has no ${BOOT_TAG}`)
        return html.replace(BOOT_TAG, `<script>${bootCode(build)}</script>`)
      },
    },
  }
}

/** Boot's code as the page carries it: minified for the build. */
function bootCode(build: boolean): string {
  const source = readFileSync(new URL('./src/prerender/boot.js', import.meta.url), 'utf8')
  const code = build ? minifySync('boot.js', source).code.trim() : source
  if (/<\/script|<!--/i.test(code)) throw new Error('boot.js cannot be inlined as it is')
  return code
}

/**
 * The first paint waits for no request besides the page: boot runs inline (`inlineBoot`), the
 * app's stylesheet is inlined, allowed by its hash, and so is the icon (a data: URL; without an
 * icon link the browser asks for /favicon.ico). The app's module and the manifest wait in an
 * inert <template id="after-paint">, which boot turns into real tags once the prerendered
 * screen is painted. Asked for beside the page, each would cost a connection of its own on
 * HTTP/1.1, and Lighthouse's simulation then counts one more round trip before the paint.
 */
const firstPaintFromOneRequest = (): Plugin => ({
  name: 'stichblock-first-paint',
  apply: 'build',
  enforce: 'post',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      const link = /<link rel="stylesheet" crossorigin href="\/(assets\/index-[^"]+\.css)">/.exec(
        html,
      )
      const asset = link && bundle?.[link[1] as string]
      if (!link || asset?.type !== 'asset') throw new Error('index.html names no entry stylesheet')
      const css = String(asset.source)
      if (css.includes('</')) throw new Error('The stylesheet cannot be inlined as it is')
      // The file stays, emptied: lazy chunks name it among what they load first (Vite's preload
      // helper, which finds no <link> to it), and a missing file would fail their import.
      asset.source = '/* In index.html (vite.config.ts, firstPaintFromOneRequest). */\n'
      let page = html.replace(link[0], `<style>${css}</style>`)
      const later: string[] = []
      for (const pattern of AFTER_PAINT) {
        const tag = pattern.exec(page)?.[0]
        if (!tag) throw new Error(`index.html has no tag like ${pattern}`)
        page = page.replace(tag, '')
        later.push(tag)
      }
      if (!page.includes(ICON_LINK)) throw new Error('index.html has no icon link')
      page = page.replace(ICON_LINK, inlineIcon())
      page = page.replace(
        '</head>',
        `<template id="after-paint">${later.join('')}</template></head>`,
      )
      const boot = bootCode(true)
      if (!page.includes(`<script>${boot}</script>`))
        throw new Error('index.html has no inline boot')
      return {
        html: page,
        tags: [
          {
            tag: 'meta',
            attrs: {
              'http-equiv': 'Content-Security-Policy',
              content: csp(sha256(boot), sha256(css)),
            },
            injectTo: 'head-prepend',
          },
        ],
      }
    },
  },
})

/**
 * The screens that need no data, prerendered into index.html in both languages (src/prerender):
 * the first screen is drawn from the HTML alone, then hydrated. The app's modules are loaded in
 * Node through a Vite server of their own; the service worker's hook is a no-op there.
 */
const prerender = (): Plugin => ({
  name: 'stichblock-prerender',
  apply: 'build',
  async transformIndexHtml(html) {
    const server = await createServer({
      configFile: false,
      mode: 'production',
      logLevel: 'error',
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, ws: false },
      plugins: [
        preact(),
        {
          name: 'stichblock-prerender-no-sw',
          resolveId: (id) => (id === 'virtual:pwa-register/preact' ? `\0${id}` : undefined),
          load: (id) =>
            id === '\0virtual:pwa-register/preact'
              ? 'export const useRegisterSW = () => ({ needRefresh: [false, () => {}], offlineReady: [false, () => {}], updateServiceWorker: async () => {} })'
              : undefined,
        },
      ],
    })
    try {
      const { prerender } = await server.ssrLoadModule('/src/prerender/render.tsx')
      const screens: string = prerender()
      if (!html.includes('<div id="app"></div>')) throw new Error('index.html has no empty #app')
      return html.replace('<div id="app"></div>', `<div id="app"></div>${screens}`)
    } finally {
      await server.close()
    }
  },
})

export default defineConfig({
  plugins: [
    inlineBoot(),
    preact(),
    prerender(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: null,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Stichblock',
        short_name: 'Stichblock',
        description: 'Scorepad and referee for trick-taking card games, offline.',
        lang: 'de',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#14532d',
        background_color: '#0f1a14',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: 'icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The page from a cache of the worker's own, without starting it (public/sw-shell.js).
        // Part of the worker's script, so not precached again.
        importScripts: ['sw-shell.js'],
        globIgnores: ['sw-shell.js'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
      },
    }),
    // After VitePWA, whose manifest link it moves.
    firstPaintFromOneRequest(),
  ],
  build: {
    target: 'es2022',
    manifest: true,
    modulePreload: { polyfill: false },
  },
})
