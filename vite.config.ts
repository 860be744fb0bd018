import preact from '@preact/preset-vite'
import { createServer, defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

/** No inline script anywhere; the page may only load what it ships. Added to the built page only. */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ')

const contentSecurityPolicy = (): Plugin => ({
  name: 'stichblock-csp',
  apply: 'build',
  transformIndexHtml: () => [
    {
      tag: 'meta',
      attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP },
      injectTo: 'head-prepend',
    },
  ],
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
    preact(),
    contentSecurityPolicy(),
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
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    target: 'es2022',
    manifest: true,
    modulePreload: { polyfill: false },
  },
})
