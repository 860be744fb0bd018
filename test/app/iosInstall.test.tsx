// iOS has no install prompt and Safari deletes a site's data after 7 days unvisited: the home
// screen explains "Share, then Add to Home Screen" once, and the tags iOS reads are there.
import { readFileSync } from 'node:fs'
import { fireEvent, render, screen } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isInstalled, isIos } from '../../src/app/iosInstall'
import { freshDevice } from '../helpers/device'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const IPAD =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'

/** This phone: its user agent, touch points and, on iOS, whether it runs from the Home Screen. */
function phone(userAgent: string, maxTouchPoints: number, standalone?: boolean) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent)
  vi.spyOn(navigator, 'maxTouchPoints', 'get').mockReturnValue(maxTouchPoints)
  Object.defineProperty(navigator, 'standalone', { configurable: true, value: standalone })
}

async function home(lang: 'en' | 'de' = 'en') {
  const { lang: language } = await import('../../src/app/settings')
  language.value = lang
  const { Home } = await import('../../src/app/screens/Home')
  return render(<Home />)
}

describe('the iPhone install hint', () => {
  beforeEach(freshDevice)
  afterEach(() => vi.restoreAllMocks())

  it('knows an iPhone and an iPad (which says Macintosh but has touch) from the rest', () => {
    expect(isIos({ userAgent: IPHONE, maxTouchPoints: 5 })).toBe(true)
    expect(isIos({ userAgent: IPAD, maxTouchPoints: 5 })).toBe(true)
    expect(isIos({ userAgent: IPAD, maxTouchPoints: 0 })).toBe(false) // a Mac
    expect(isIos({ userAgent: ANDROID, maxTouchPoints: 5 })).toBe(false)
    expect(isInstalled({ userAgent: IPHONE, maxTouchPoints: 5, standalone: true }, false)).toBe(
      true,
    )
    expect(isInstalled({ userAgent: IPHONE, maxTouchPoints: 5 }, true)).toBe(true)
    expect(isInstalled({ userAgent: IPHONE, maxTouchPoints: 5 }, false)).toBe(false)
  })

  it('explains Share, then Add to Home Screen, once on an iPhone; Got it ends it for good', async () => {
    phone(IPHONE, 5)
    const view = await home()
    const hint = await screen.findByRole('region', { name: 'Keep your scores on this iPhone' })
    expect(hint.textContent).toContain(
      'Safari deletes the data of a website you have not opened for 7 days.',
    )
    expect(hint.textContent).toContain(
      'Tap Share (the square with the arrow), then “Add to Home Screen”',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }))
    expect(screen.queryByRole('region', { name: 'Keep your scores on this iPhone' })).toBeNull()
    view.unmount()
    vi.resetModules()
    await home()
    await screen.findByRole('navigation', { name: 'Main menu' })
    expect(screen.queryByRole('region', { name: 'Keep your scores on this iPhone' })).toBeNull()
  })

  it('says it in German', async () => {
    phone(IPHONE, 5)
    await home('de')
    await screen.findByRole('region', { name: 'Eure Ergebnisse auf diesem iPhone behalten' })
    screen.getByRole('button', { name: 'Verstanden' })
  })

  it('says nothing on Android, nor on an iPhone that opened the app from the Home Screen', async () => {
    phone(ANDROID, 5)
    const view = await home()
    await screen.findByRole('navigation', { name: 'Main menu' })
    expect(screen.queryByRole('button', { name: 'Got it' })).toBeNull()
    view.unmount()
    phone(IPHONE, 5, true)
    await home()
    await screen.findByRole('navigation', { name: 'Main menu' })
    expect(screen.queryByRole('button', { name: 'Got it' })).toBeNull()
  })
})

describe('what iOS reads from the page', () => {
  const html = readFileSync('index.html', 'utf8')
  const meta = (name: string) =>
    new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1] ?? null

  it('has the Home Screen icon, title, status bar style and theme colour', () => {
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />')
    expect(meta('apple-mobile-web-app-capable')).toBe('yes')
    expect(meta('apple-mobile-web-app-title')).toBe('Stichblock')
    expect(meta('apple-mobile-web-app-status-bar-style')).toBe('default')
    expect(meta('theme-color')).toBe('#14532d')
  })

  it('ships a 180x180 PNG as the apple-touch-icon', () => {
    const png = readFileSync('public/apple-touch-icon.png')
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180])
  })
})
