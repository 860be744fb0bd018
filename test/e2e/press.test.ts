// Nothing moves under a finger (#25): a control that changed size or place on hover, press or
// focus would let the release land beside it, and the tap is lost. On representative screens every
// control is hovered and pressed (mouse down, no release) and every box on the page is measured
// before and during the press: none may change. The press is let go away from the control, so
// nothing is tapped.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { createMatch, settled, useBrowser } from './harness'
import { sfsNewGame } from './play/sfs'

const env = useBrowser()

const CONTROLS = 'button:not(:disabled), a[href], label, summary, [role="button"]'

/**
 * Notes every element's box (`keep`), or says which of the noted ones, still in the page, now
 * have another: by the element, so a note that comes or goes elsewhere (the offline banner)
 * shifts no comparison. The toasts' layer is left out: fixed over the page, it moves nothing,
 * takes no tap, and "Ready to work offline." comes in it whenever the service worker is ready.
 */
function boxes(page: Page, keep: boolean): Promise<string[]> {
  return page.evaluate((noting) => {
    const w = window as unknown as { __boxes?: Map<Element, string> }
    const box = (el: Element) => {
      const r = el.getBoundingClientRect()
      return `${r.x.toFixed(1)},${r.y.toFixed(1)} ${r.width.toFixed(1)}×${r.height.toFixed(1)}`
    }
    if (noting) {
      const all = [...document.body.querySelectorAll('*')].filter((el) => !el.closest('.toasts'))
      w.__boxes = new Map(all.map((el) => [el, box(el)]))
      return []
    }
    return [...(w.__boxes ?? [])].flatMap(([el, was]) =>
      el.isConnected && box(el) !== was ? [`${el.tagName} ${was} -> ${box(el)}`] : [],
    )
  }, keep)
}

/** The controls on screen now: how many, for a press on each by its index. */
const controls = (page: Page) => page.locator(CONTROLS).count()

/** Presses control `i` (hover, then mouse down) and says which boxes changed; then lets go away. */
async function press(page: Page, i: number): Promise<string[]> {
  const control = page.locator(CONTROLS).nth(i)
  if (!(await control.isVisible())) return []
  await control.scrollIntoViewIfNeeded()
  const box = await control.boundingBox()
  if (!box || box.width === 0) return []
  await page.mouse.move(0, 0)
  await boxes(page, true)
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  const moved = await boxes(page, false)
  // Let go beside the page's content: no click on the control.
  await page.mouse.move(0, 0)
  await page.mouse.up()
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  const name = (await control.textContent())?.trim().slice(0, 30)
  return moved.map((what) => `${name}: ${what}`)
}

async function pressAll(page: Page, screen: string) {
  await settled(page)
  const moved: string[] = []
  const n = await controls(page)
  expect(n, `controls on ${screen}`).toBeGreaterThan(3)
  for (let i = 0; i < n; i++) moved.push(...(await press(page, i)))
  expect(moved, screen).toEqual([])
}

describe('nothing moves under a finger', () => {
  it('keeps every box in place while a control is hovered, pressed and focused', async () => {
    const { page } = await env.open()
    for (const hash of ['#/', '#/new', '#/settings', '#/judge/stiche-im-team']) {
      await page.goto(`/${hash}`)
      await page.locator('h1').waitFor()
      await pressAll(page, hash)
    }
    await createMatch(page)
    await pressAll(page, 'a Letzter Stich match')
  })

  it('keeps every box in place on a Stich für Stich card being entered', async () => {
    const { page } = await env.open()
    const table = await sfsNewGame(page, 0)
    await table.secret(1, 'Anna', ['gardener', 'knife'])
    await table.mode('Cards')
    await pressAll(page, 'Stich für Stich, a card')
  })
})
