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
 * and public/boot.js shows the one the address asks for before the first paint.
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

if (typeof window !== 'undefined') {
  window.addEventListener('hashchange', () => {
    route.value = parseRoute(location.hash)
  })
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
  route.value = to
  if (moved) window.scrollTo?.(0, 0)
}
