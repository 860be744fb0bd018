// The page, served to a returning visit without starting the service worker (#26).
// Imported by the generated sw.js (vite.config.ts, workbox.importScripts), before Workbox's own
// listeners. A phone opening the app found its service worker stopped, and the page waited for it
// to start (about 70 ms on a 2-core machine) before the worker answered from its precache. With
// the Static Routing API (Chromium 123+), the browser takes it from a cache of this worker's own,
// which it fills as it installs; the worker starts only for the app's code after the first paint
// (boot runs inline in the page: vite.config.ts, inlineBoot). Browsers without the API, and every
// other request, go through Workbox as before.
;(() => {
  const SHELL = 'stichblock-shell-'
  /** Which shell cache the latest installed worker's routes name (see activate). */
  const LATEST = 'stichblock-shell'
  const LATEST_KEY = 'latest'

  self.addEventListener('install', (event) => {
    if (typeof event.addRoutes !== 'function' || typeof URLPattern !== 'function') return
    // A cache per installed worker: a new version, installed while the old one still serves the
    // page, must not change the page the old one gives out (its code is the old precache's).
    const name = `${SHELL}${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
    const scope = self.registration.scope
    const page = new URL(scope)
    // Only the start page. A route whose cache has no answer goes to the network, so the cache is
    // filled before the worker can take over, or the worker is not installed at all.
    /** Served from this worker's shell cache: `url` itself, no query (those go to Workbox). */
    const from = (url, condition = {}) => ({
      condition: {
        urlPattern: new URLPattern({ baseURL: scope, pathname: url.pathname, search: '' }),
        requestMethod: 'GET',
        ...condition,
      },
      source: { cacheName: name },
    })
    let routed
    try {
      routed = event.addRoutes([from(page, { requestMode: 'navigate' })])
    } catch {
      return
    }
    event.waitUntil(
      (async () => {
        try {
          await routed
        } catch {
          // Routes the browser refused leave everything to Workbox, as without the API.
          return
        }
        const cache = await caches.open(name)
        await cache.add(new Request(page.href, { cache: 'no-cache' }))
        await (await caches.open(LATEST)).put(LATEST_KEY, new Response(name))
      })(),
    )
  })

  // The worker now in charge is the latest installed: every other shell cache is an older one's.
  self.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        const latest = await (await caches.open(LATEST)).match(LATEST_KEY)
        const keep = latest ? await latest.text() : null
        if (!keep) return
        for (const key of await caches.keys()) {
          if (key.startsWith(SHELL) && key !== keep) await caches.delete(key)
        }
      })(),
    )
  })
})()
