import { signal } from '@preact/signals'

/** Hash routes: they work on any static host and from the service worker's single index.html. */
export type Route =
  | { name: 'home' }
  | { name: 'new' }
  | { name: 'match'; id: string }
  | { name: 'history' }
  | { name: 'judge'; game?: string }
  | { name: 'settings' }
  | { name: 'stats' }
  /** A guest's phone joins a table by the host's code. */
  | { name: 'join' }
  /** The host's phone invites phones to the match's table. */
  | { name: 'table'; id: string }

/** A mangled link ('%' alone) must not crash the app; it just finds nothing. */
function decode(part: string | undefined): string {
  try {
    return decodeURIComponent(part ?? '')
  } catch {
    return ''
  }
}

export function parseRoute(hash: string): Route {
  const [name = '', raw] = hash.replace(/^#\/?/, '').split('/')
  const arg = decode(raw)
  switch (name) {
    case 'new':
    case 'history':
    case 'settings':
    case 'stats':
    case 'join':
      return { name }
    case 'judge':
      return arg ? { name, game: arg } : { name }
    case 'match':
    case 'table':
      return arg ? { name, id: arg } : { name: 'home' }
    default:
      return { name: 'home' }
  }
}

/**
 * The screens that need no data: index.html carries each of them prerendered (src/prerender),
 * and src/prerender/boot.js shows the one the address asks for before the first paint.
 */
export const PRERENDERED = ['home', 'new', 'judge', 'settings'] as const
export type Prerendered = (typeof PRERENDERED)[number]

/** The prerendered screen that is this route exactly, if any (the judge without a game). */
export function prerendered(route: Route): Prerendered | undefined {
  switch (route.name) {
    case 'home':
    case 'new':
    case 'settings':
      return route.name
    case 'judge':
      return route.game ? undefined : 'judge'
    default:
      return undefined
  }
}

export function href(route: Route): string {
  switch (route.name) {
    case 'home':
      return '#/'
    case 'match':
    case 'table':
      return `#/${route.name}/${encodeURIComponent(route.id)}`
    case 'judge':
      return route.game ? `#/judge/${encodeURIComponent(route.game)}` : '#/judge'
    default:
      return `#/${route.name}`
  }
}

export const route = signal<Route>(parseRoute(typeof location === 'undefined' ? '' : location.hash))

/** What a screen reads before it is shown; its outcome is the screen's own to say. */
type Prepare<R extends Route = Route> = (to: R) => Promise<unknown>
const preparers: Partial<Record<Route['name'], Prepare>> = {}

/**
 * How long opening a screen may take before it says it is loading: the screen before stays that
 * long while the next one prepares.
 */
export const LOADING_AFTER_MS = 150

/** When the latest navigation in the app started (performance.now()); none for the first screen. */
let startedAt: number | undefined

/**
 * Milliseconds since the latest navigation started (0 on the screen the app opened with): a
 * screen's "Loading…" counts from the tap.
 */
export function sinceNavigation(): number {
  return startedAt === undefined ? 0 : performance.now() - startedAt
}

/**
 * Has the screen `name` prepare (read what it shows) before it is shown: until then, at most
 * LOADING_AFTER_MS, the screen before stays. A match opened from the home screen then appears drawn,
 * with no empty screen and no frame of it between the tap and the read (#26: the read waited
 * behind that frame).
 */
export function prepareBefore<N extends Route['name']>(
  name: N,
  prepare: Prepare<Extract<Route, { name: N }>>,
): void {
  // Called only with a route of this name (show looks it up by the route's own name).
  preparers[name] = prepare as Prepare
}

/** The latest navigation: one that a later one overtook while preparing is not shown. */
let latest = 0

function show(to: Route, shown?: () => void): void {
  const turn = ++latest
  startedAt = performance.now()
  const prepare = preparers[to.name]
  let timer: ReturnType<typeof setTimeout> | undefined
  // Meanwhile the app says it is busy (and a test's wait for a settled page waits on).
  const root = typeof document === 'undefined' ? null : document.getElementById('app')
  const put = () => {
    clearTimeout(timer)
    if (turn !== latest) return
    latest++
    root?.removeAttribute('aria-busy')
    route.value = to
    shown?.()
  }
  if (!prepare) {
    put()
    return
  }
  root?.setAttribute('aria-busy', 'true')
  timer = setTimeout(put, LOADING_AFTER_MS)
  prepare(to).then(put, put)
}

if (typeof window !== 'undefined') {
  window.addEventListener('hashchange', () => show(parseRoute(location.hash)))
}

/**
 * Opens a screen from the app itself (Start match, Rematch, …). The new screen starts at its
 * top: the document is the same, so without this it would keep the old screen's scroll, and a
 * match started from the bottom of a long form would open scrolled past its status.
 */
export function go(to: Route, replace = false): void {
  const target = href(to)
  const moved = location.hash !== target
  if (replace) history.replaceState(null, '', target)
  else if (moved) history.pushState(null, '', target)
  show(to, () => moved && window.scrollTo?.(0, 0))
}
