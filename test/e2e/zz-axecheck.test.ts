import { it, expect } from 'vitest'
import AxeBuilder from '@axe-core/playwright'
import { axeViolations, useBrowser } from '/work/main/test/e2e/harness'
const env = useBrowser()
it('axe sees things', async () => {
  const { page } = await env.open({ colorScheme: 'dark' })
  await page.goto('/#/judge')
  await page.locator('nav.menu a').first().waitFor()
  const r = await new AxeBuilder({ page }).withTags(['wcag2a','wcag2aa','wcag21a','wcag21aa']).analyze()
  console.log('passes', r.passes.map(p=>p.id).join(','), '\nincomplete', r.incomplete.map(p=>p.id + ':' + p.nodes.map(n=>n.target.join(' ')).join('|')).join('\n'))
  await page.evaluate(() => { const b = document.createElement('button'); document.body.append(b); const i = document.createElement('img'); i.src='x.png'; document.body.append(i) })
  console.log(await axeViolations(page))
})
