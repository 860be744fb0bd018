import { describe, expect, it, vi } from 'vitest'
import {
  go,
  href,
  LOADING_AFTER_MS,
  parseRoute,
  prepareBefore,
  type Route,
  route,
} from '../../src/app/router'

const routes: Route[] = [
  { name: 'home' },
  { name: 'new' },
  { name: 'match', id: 'c0ffee-42' },
  { name: 'match', id: 'a b/c?d#e' },
  { name: 'history' },
  { name: 'judge' },
  { name: 'judge', game: 'letzter-stich' },
  { name: 'settings' },
  { name: 'stats' },
]

describe('routes', () => {
  it.each(routes)('%o survives href and parseRoute', (route) => {
    expect(parseRoute(href(route))).toEqual(route)
  })

  it('writes readable hashes', () => {
    expect(href({ name: 'home' })).toBe('#/')
    expect(href({ name: 'match', id: 'abc' })).toBe('#/match/abc')
    expect(href({ name: 'judge', game: 'letzter-stich' })).toBe('#/judge/letzter-stich')
    expect(href({ name: 'settings' })).toBe('#/settings')
    expect(href({ name: 'stats' })).toBe('#/stats')
  })

  it.each(['', '#', '#/', '#/nowhere', '#/match', '#/match/', '#/Settings'])(
    '%j leads home',
    (hash) => {
      expect(parseRoute(hash)).toEqual({ name: 'home' })
    },
  )

  it('leads home from a mangled match link instead of crashing', () => {
    expect(parseRoute('#/match/%')).toEqual({ name: 'home' })
    expect(parseRoute('#/judge/%E0%A4%A')).toEqual({ name: 'judge' })
  })

  it('accepts a hash without the slash', () => {
    expect(parseRoute('#settings')).toEqual({ name: 'settings' })
  })
})

describe('go', () => {
  it('opens a new screen at its top, and leaves the scroll alone when the screen stays', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    history.replaceState(null, '', '#/new')
    go({ name: 'match', id: 'm1' }, true)
    expect(location.hash).toBe('#/match/m1')
    expect(route.value).toEqual({ name: 'match', id: 'm1' })
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
    scrollTo.mockClear()
    go({ name: 'match', id: 'm1' })
    expect(scrollTo).not.toHaveBeenCalled()
    go({ name: 'history' })
    expect(location.hash).toBe('#/history')
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
    scrollTo.mockRestore()
  })
})

describe('a screen that prepares before it is shown', () => {
  const deferred = () => {
    let resolve = (_: unknown) => {}
    const promise = new Promise((r) => (resolve = r))
    return { promise, resolve }
  }
  const app = () => document.getElementById('app')

  it('keeps the screen before, busy, until it is ready; a later screen overtakes it', async () => {
    document.body.innerHTML = '<div id="app"></div>'
    const ready = deferred()
    const asked: Route[] = []
    prepareBefore('stats', (to) => {
      asked.push(to)
      return ready.promise
    })
    go({ name: 'settings' })
    go({ name: 'stats' })
    expect(location.hash).toBe('#/stats')
    expect(asked).toEqual([{ name: 'stats' }])
    expect(route.value).toEqual({ name: 'settings' })
    expect(app()?.getAttribute('aria-busy')).toBe('true')
    ready.resolve(true)
    await vi.waitFor(() => expect(route.value).toEqual({ name: 'stats' }))
    expect(app()?.hasAttribute('aria-busy')).toBe(false)

    // Overtaken: the player went on before it was ready; it is never shown over the later one.
    const slow = deferred()
    prepareBefore('stats', () => slow.promise)
    go({ name: 'home' })
    go({ name: 'stats' })
    go({ name: 'history' })
    expect(route.value).toEqual({ name: 'history' })
    expect(app()?.hasAttribute('aria-busy')).toBe(false)
    slow.resolve(true)
    await slow.promise
    await Promise.resolve()
    expect(route.value).toEqual({ name: 'history' })
  })

  it('shows it after LOADING_AFTER_MS when preparing takes longer (it then says it is loading), also when it fails', async () => {
    vi.useFakeTimers()
    try {
      prepareBefore('stats', () => new Promise(() => {}))
      go({ name: 'home' })
      go({ name: 'stats' })
      vi.advanceTimersByTime(LOADING_AFTER_MS - 1)
      expect(route.value).toEqual({ name: 'home' })
      vi.advanceTimersByTime(1)
      expect(route.value).toEqual({ name: 'stats' })
    } finally {
      vi.useRealTimers()
    }
    prepareBefore('stats', () => Promise.reject(new Error('storage failed')))
    go({ name: 'home' })
    go({ name: 'stats' })
    await vi.waitFor(() => expect(route.value).toEqual({ name: 'stats' }))
  })

  it('prepares a screen opened by its address too (a link, back, a typed hash)', async () => {
    const ready = deferred()
    prepareBefore('stats', () => ready.promise)
    go({ name: 'home' })
    location.hash = '#/stats'
    await vi.waitFor(() => expect(app()?.getAttribute('aria-busy')).toBe('true'))
    expect(route.value).toEqual({ name: 'home' })
    ready.resolve(true)
    await vi.waitFor(() => expect(route.value).toEqual({ name: 'stats' }))
  })
})
