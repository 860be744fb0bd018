import { describe, expect, it, vi } from 'vitest'
import { go, href, parseRoute, type Route, route } from '../../src/app/router'

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
