// #15: the screens that need no data are prerendered into index.html (src/prerender/render.tsx),
// and boot (src/prerender/boot.js, inline in <head>) picks the one to show before the first
// paint. Both must agree with the app: boot with the router and the settings, the prerendered
// HTML with what the app renders first.
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { continueLink, rememberContinue } from '../../src/app/continueHint'
import { PRERENDERED, parseRoute, prerendered, route } from '../../src/app/router'
import { browserLang, type Lang, lang } from '../../src/i18n'
import { prerender } from '../../src/prerender/render'

const BOOT = readFileSync('src/prerender/boot.js', 'utf8')

/** Runs boot.js as the page would, for this address, saved settings and browser languages. */
function boot(hash: string, saved: object | string | null, languages: string[], controlled = true) {
  const root = document.documentElement
  root.removeAttribute('lang')
  delete root.dataset.pre
  delete root.dataset.theme
  history.replaceState(null, '', `/${hash}`)
  if (saved === null) localStorage.removeItem('stichblock.settings')
  else
    localStorage.setItem(
      'stichblock.settings',
      typeof saved === 'string' ? saved : JSON.stringify(saved),
    )
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true })
  // A returning visit: the service worker controls the page.
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { controller: controlled ? {} : null },
    configurable: true,
  })
  new Function(BOOT)()
  return { lang: root.lang, pre: root.dataset.pre, theme: root.dataset.theme }
}

afterEach(() => {
  localStorage.clear()
  history.replaceState(null, '', '/')
})

const HASHES = [
  '',
  '#',
  '#/',
  '#/new',
  '#/new/extra',
  '#/judge',
  '#/judge/letzter-stich',
  '#/settings',
  '#/history',
  '#/stats',
  '#/match/abc',
  '#/match',
  '#/nowhere',
]

describe('boot (src/prerender/boot.js)', () => {
  it.each(HASHES)('shows the screen the router opens for "%s"', (hash) => {
    const screen = prerendered(parseRoute(hash))
    const { pre } = boot(hash, null, ['en-US'])
    expect(pre).toBe(screen ? `en-${screen}` : undefined)
  })

  it.each([
    [['de-AT', 'en'], null],
    [['fr-FR', 'en-GB'], null],
    [['fr-FR'], null],
    [[], null],
    [['en-US'], { lang: 'de' }],
    [['de-DE'], { lang: 'en' }],
    [['de-DE'], { lang: 'fr' }],
    [['de-DE'], 'not json'],
  ] as [string[], object | string | null][])(
    'speaks the language the app will speak: browser %j, saved %j',
    (languages, saved) => {
      const savedLang = typeof saved === 'object' && saved ? (saved as { lang?: string }).lang : ''
      const expected = savedLang === 'de' || savedLang === 'en' ? savedLang : browserLang(languages)
      const result = boot('', saved, languages)
      expect(result.lang).toBe(expected)
      expect(result.pre).toBe(`${expected}-home`)
    },
  )

  it('reads no storage on a first visit (no service worker yet): the browser decides', () => {
    expect(boot('', { lang: 'de', theme: 'dark' }, ['en-US'], false)).toEqual({
      lang: 'en',
      pre: 'en-home',
      theme: undefined,
    })
  })

  it('sets a saved light or dark theme before the first paint, and leaves "system" to CSS', () => {
    expect(boot('', { theme: 'dark' }, ['en']).theme).toBe('dark')
    expect(boot('', { theme: 'light' }, ['en']).theme).toBe('light')
    expect(boot('', { theme: 'system' }, ['en']).theme).toBeUndefined()
    expect(boot('', { theme: 'pink' }, ['en']).theme).toBeUndefined()
  })
})

/** The language and the route as they were before each test of the block, again after it. */
function restoresLangAndRoute(): void {
  const original: { lang: Lang; route: typeof route.value } = {
    lang: lang.value,
    route: route.value,
  }
  afterEach(() => {
    lang.value = original.lang
    route.value = original.route
  })
}

describe('the prerendered screens', () => {
  restoresLangAndRoute()

  const html = () => {
    const host = document.createElement('div')
    host.innerHTML = prerender()
    return host
  }

  it('has every screen without data in both languages, each in its own hidden root', () => {
    const roots = [...html().children]
    expect(roots.map((r) => r.id)).toEqual(
      ['de', 'en'].flatMap((l) => PRERENDERED.map((screen) => `pre-${l}-${screen}`)),
    )
    for (const root of roots) {
      expect(root.classList.contains('pre')).toBe(true)
      expect(root.getAttribute('lang')).toBe(root.id.split('-')[1])
    }
  })

  it('draws the home screen in words, with its menu, and no script', () => {
    const host = html()
    const de = host.querySelector('#pre-de-home')
    const en = host.querySelector('#pre-en-home')
    expect(de?.querySelector('h1')?.textContent).toBe('Stichblock')
    expect([...(de?.querySelectorAll('nav a') ?? [])].map((a) => a.textContent)).toEqual([
      'Neue Partie',
      'Einem Tisch beitreten',
      'Stich prüfen',
      'Frühere Partien',
      'Statistik',
      'Einstellungen',
    ])
    expect([...(en?.querySelectorAll('nav a') ?? [])].map((a) => a.getAttribute('href'))).toEqual([
      '#/new',
      '#/join',
      '#/judge',
      '#/history',
      '#/stats',
      '#/settings',
    ])
    expect(host.querySelector('script')).toBeNull()
  })

  it('draws the frame of New match, Judge and Settings: back, and the title in each language', () => {
    const host = html()
    const titles = (l: string) =>
      ['new', 'judge', 'settings'].map((s) => host.querySelector(`#pre-${l}-${s} h1`)?.textContent)
    expect(titles('en')).toEqual(['New match', 'Judge', 'Settings'])
    expect(titles('de')).toEqual(['Neue Partie', 'Schiedsrichter', 'Einstellungen'])
    expect(host.querySelectorAll('.pre a.bar-back[href="#/"]')).toHaveLength(6)
  })

  it('leaves the language and the route as they were', () => {
    lang.value = 'de'
    route.value = { name: 'stats' }
    prerender()
    expect(lang.value).toBe('de')
    expect(route.value).toEqual({ name: 'stats' })
  })
})

describe('"Continue match" on the prerendered home screen (#26)', () => {
  restoresLangAndRoute()
  afterEach(() => {
    document.body.innerHTML = ''
  })

  /** Keeps the link as the app does, speaking `language` (src/app/continueHint.ts). */
  function keep(language: Lang, players = ['Anna', 'Ben', 'Cora']): void {
    lang.value = language
    rememberContinue(continueLink({ id: 'm 1', game: 'letzter-stich', players }))
  }

  /** The home screen as the app's first render draws it now, in `language`, as HTML. */
  function drawn(language: Lang): string {
    const host = document.createElement('div')
    host.innerHTML = prerender()
    return host.querySelector(`#pre-${language}-home`)?.innerHTML ?? ''
  }

  it.each(['en', 'de'] as Lang[])(
    'is painted in %s exactly as the app then draws the home screen, so hydration keeps it',
    (language) => {
      // The page as served: no link in it (the build knows of no match).
      const page = drawn(language)
      expect(page).not.toContain('continue')
      document.body.innerHTML = prerender()
      keep(language, ['<b>Anna</b>', 'Ben & Co', 'Cora'])
      boot('', { lang: language }, ['en-US'])
      const home = document.querySelector(`#pre-${language}-home`) as HTMLElement
      const link = home.querySelector('a.continue')
      expect(link?.getAttribute('href')).toBe('#/match/m%201')
      // Names are text, never markup.
      expect(link?.querySelector('b')).toBeNull()
      expect(link?.querySelector('small')?.textContent).toBe(
        'Letzter Stich · <b>Anna</b>, Ben & Co, Cora',
      )
      // The app's first render of the home screen (shownContinue) is this very HTML.
      expect(home.innerHTML).toBe(drawn(language))
      expect(drawn(language)).toContain('continue')
    },
  )

  it('is put in as the parser brings the menu when boot.js runs before the body', async () => {
    // The page as served: no link in it (the build knows of no match).
    const page = prerender()
    keep('en')
    boot('', { lang: 'en' }, ['en-US'])
    document.body.innerHTML = page
    // A mutation observer's callback: a microtask, before the browser could paint.
    await Promise.resolve()
    const home = document.querySelector('#pre-en-home') as HTMLElement
    expect(home.querySelector('nav a')?.textContent).toBe(
      'Continue matchLetzter Stich · Anna, Ben, Cora',
    )
    expect(home.querySelectorAll('a.continue')).toHaveLength(1)
    expect(home.innerHTML).toBe(drawn('en'))
  })

  it('is put in when the parser brings the menu and says DOMContentLoaded in one go', () => {
    // Chromium, boot inline in <head>: the body parsed and DOMContentLoaded fired in one task,
    // before the observer's callback could run (measured 7 Dec 2026: the link missed the paint).
    const page = prerender()
    // Other players than the test before: the same link again is not written again.
    keep('en', ['Dora', 'Emil'])
    // In <head>: no body yet. The listeners this boot adds are kept to be called as the page's
    // would be (earlier tests' boots left listeners on this document too).
    document.body.innerHTML = ''
    const added = vi.spyOn(document, 'addEventListener')
    boot('', { lang: 'en' }, ['en-US'])
    const loaded = added.mock.calls.filter(([type]) => type === 'DOMContentLoaded')
    added.mockRestore()
    document.body.innerHTML = page
    for (const [, listener] of loaded) (listener as () => void)()
    const home = document.querySelector('#pre-en-home') as HTMLElement
    expect(home.querySelectorAll('a.continue')).toHaveLength(1)
    expect(home.innerHTML).toBe(drawn('en'))
  })

  it.each([
    ['in another language than the page', () => keep('de'), '', true],
    ['on a first visit', () => keep('en'), '', false],
    ['on a deep link', () => keep('en'), '#/match/x', true],
    [
      'when it leads elsewhere',
      () =>
        localStorage.setItem(
          'stichblock.continue',
          JSON.stringify({
            href: 'javascript:alert(1)',
            line: 'x',
            label: 'Continue match',
            lang: 'en',
          }),
        ),
      '',
      true,
    ],
    ['when it is not JSON', () => localStorage.setItem('stichblock.continue', '{'), '', true],
  ] as [string, () => void, string, boolean][])('is left out %s', (_, kept, hash, returning) => {
    document.body.innerHTML = prerender()
    kept()
    lang.value = 'en'
    boot(hash, { lang: 'en' }, ['en-US'], returning)
    expect(document.querySelector('a.continue')).toBeNull()
    expect(document.querySelector('#pre-en-home a[href="#/new"]')?.className).toContain('primary')
  })
})
