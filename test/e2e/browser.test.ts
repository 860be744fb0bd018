// The browser the tests run in (scripts/chromium.mjs): a fresh context is a window of its own in
// headless Chromium, and its unseen address bar loaded two suggestion popups in a renderer of
// their own, 1.2 s of CPU per context (7 Dec 2026). They stay off.
import { describe, expect, it } from 'vitest'
import { useBrowser } from './harness'

const env = useBrowser()

describe('the tests’ Chromium', () => {
  it('runs the app’s page and nothing of its own beside it', async () => {
    const { context, page } = await env.open()
    await page.goto('/')
    const browser = context.browser()
    if (!browser) throw new Error('The context has no browser')
    const cdp = await browser.newBrowserCDPSession()
    const { targetInfos } = await cdp.send('Target.getTargets')
    await cdp.detach()
    const others = targetInfos.filter((t) => t.type !== 'page').map((t) => `${t.type} ${t.url}`)
    expect(others).toEqual([])
  })
})
