// Stich für Stich in Chromium against the production build, every screen of a case and of the
// judge (scripts/tour.mjs): axe (WCAG 2.0/2.1 A and AA), light in English at 360 px with every
// target 44×44, dark in German at 320 px where nothing may stick out or scroll sideways.
import { describe, expect, it } from 'vitest'
import { SFS_SCREENS, sfsTour } from '../../scripts/tour.mjs'
import { axeViolations, sidewaysScroll, smallTargets, spilledLabels, useBrowser } from './harness'

const env = useBrowser()

const RUNS = [
  { name: 'light, English, 360 px', colorScheme: 'light', locale: 'en-US', width: 360 },
  { name: 'dark, German, 320 px', colorScheme: 'dark', locale: 'de-DE', width: 320 },
] as const

describe('every Stich für Stich screen', () => {
  for (const run of RUNS) {
    it(`has no axe violations and fits a small phone: ${run.name}`, async () => {
      const { page } = await env.open({
        colorScheme: run.colorScheme,
        locale: run.locale,
        viewport: { width: run.width, height: 740 },
      })
      const found: string[] = []
      const seen: string[] = []
      await sfsTour(page, async (screen) => {
        seen.push(screen)
        for (const v of await axeViolations(page)) found.push(`[${screen}] axe ${v}`)
        if (run.width === 360) {
          for (const t of await smallTargets(page)) found.push(`[${screen}] ${t}`)
        } else {
          const wide = await sidewaysScroll(page, run.width)
          if (wide) found.push(`[${screen}] ${wide}`)
          for (const s of await spilledLabels(page)) found.push(`[${screen}] ${s}`)
        }
      })
      expect(seen).toEqual(SFS_SCREENS)
      expect(found, found.join('\n')).toEqual([])
      // 27 screens, each through axe: on a busy machine this takes longer than one play-through.
    }, 180_000)
  }
})
