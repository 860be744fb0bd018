// axe-core (WCAG 2.1 A and AA) on every screen: light, dark as the phone asks for it, and dark
// chosen in Settings (in German, the app's other language). The two dark tours run at 320×640 and
// also check that no screen scrolls sideways and no label spills out of its button, in both
// languages (German has the longest words: Rückgängig, Wiederholen).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { SCREENS, tour } from '../../scripts/tour.mjs'
import { axeViolations, settled, sidewaysScroll, spilledLabels, theme, useBrowser } from './harness'

const env = useBrowser()

/** Settings → Appearance → Dark, through the UI. */
async function chooseDark(page: Page) {
  await page.goto('/#/settings')
  await page.getByRole('radio', { name: 'Dunkel' }).check()
  await settled(page)
}

const NARROW = { width: 320, height: 640 }

const RUNS = [
  { name: 'light', colorScheme: 'light', locale: 'en-US' },
  { name: 'dark, as the phone asks, 320 px', colorScheme: 'dark', locale: 'en-US', narrow: true },
  {
    name: 'dark, chosen in Settings, in German, 320 px',
    colorScheme: 'light',
    locale: 'de-DE',
    dark: true,
    narrow: true,
  },
] as const

describe('accessibility', () => {
  it('hears axe: a button without a name is a violation', async () => {
    const { page } = await env.open()
    await page.goto('/')
    await page.locator('nav.menu a').first().waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.evaluate(() => document.body.append(document.createElement('button')))
    expect((await axeViolations(page)).map((v) => v.split(' ')[0])).toEqual(['button-name'])
  })

  for (const run of RUNS) {
    it(`has no axe violations on any screen: ${run.name}`, async () => {
      const narrow = 'narrow' in run
      const { page } = await env.open({
        colorScheme: run.colorScheme,
        locale: run.locale,
        ...(narrow ? { viewport: NARROW } : {}),
      })
      if ('dark' in run) await chooseDark(page)
      const found: string[] = []
      const wide: string[] = []
      const seen: string[] = []
      await tour(page, async (screen) => {
        seen.push(screen)
        expect(await theme(page), screen).toBe(
          run.colorScheme === 'dark' || 'dark' in run ? 'dark' : 'light',
        )
        for (const v of await axeViolations(page)) found.push(`[${screen}] ${v}`)
        if (!narrow) return
        const overflow = await sidewaysScroll(page, NARROW.width)
        if (overflow) wide.push(`${screen}: ${overflow}`)
        // Nor may a label spill out of its button: the page would not scroll, but it looks broken.
        for (const s of await spilledLabels(page)) wide.push(`${screen}: ${s}`)
      })
      expect(seen).toEqual(SCREENS)
      if (found.length > 0) console.error(found.join('\n'))
      expect(found, found.join('\n')).toEqual([])
      expect(wide, wide.join('\n')).toEqual([])
      // Seventeen screens, each through axe (4–10 s a screen on a busy 2-core machine).
    }, 240_000)
  }
})
