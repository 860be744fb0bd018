// #15: the screens that need no data are prerendered into index.html (src/prerender/render.tsx),
// and public/boot.js picks the one to show before the first paint. Both must agree with the app:
// boot.js with the router and the settings, the prerendered HTML with what the app renders first.
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { PRERENDERED, parseRoute, prerendered, route } from '../../src/app/router'
import { browserLang, type Lang, lang } from '../../src/i18n'
import { prerender } from '../../src/prerender/render'

const BOOT = readFileSync('public/boot.js', 'utf8')

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

describe('public/boot.js', () => {
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

describe('the prerendered screens', () => {
  const original: { lang: Lang; route: typeof route.value } = {
    lang: lang.value,
    route: route.value,
  }
  afterEach(() => {
    lang.value = original.lang
    route.value = original.route
  })

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
