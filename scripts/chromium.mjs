// Debian's Chromium (or CHROME_PATH), started the one way that works on these machines:
// headless, and with no background networking (the network is closed; nothing is downloaded).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { chromium } from 'playwright-core'

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/**
 * Features every Chromium of the project starts without. Each new browser window (a Playwright
 * context is one, in headless Chromium 156) loads the address bar's two suggestion popups
 * (chrome://omnibox-popup.top-chrome/ and its AI-mode page) in a renderer of their own, unseen:
 * measured 7 Dec 2026, 1.2 s of CPU of 3.9 s per fresh context that opens the app, about 0.5 s
 * of it after the page has settled, under the test's next steps. Turned off: 1.2–1.5 s a context.
 */
const DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

/**
 * The features Playwright itself starts Chromium without (chromiumSwitches.ts in the pinned
 * playwright-core). Chromium keeps only the last `--disable-features` it is given, whole, so a
 * list of ours replaces Playwright's unless it carries it too.
 */
function playwrightDisabledFeatures() {
  const bundle = createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle')
  const list = /disabledFeatures = \[([^\]]*)\]/.exec(readFileSync(bundle, 'utf8'))?.[1]
  const names = [...(list ?? '').matchAll(/^\s*"(\w+)",?$/gm)].map((m) => m[1])
  if (names.length === 0) {
    throw new Error(
      `Cannot read the features Playwright disables from ${bundle}: playwright-core changed; ` +
        'update playwrightDisabledFeatures() in scripts/chromium.mjs',
    )
  }
  return names
}

/** Read once: the bundle is 3.6 MB, and the table tests start a Chromium per phone. */
const PLAYWRIGHT_DISABLED = playwrightDisabledFeatures()

/**
 * The flags for a Chromium of the project, with `disable` features off beside Playwright's and
 * the project's own (one `--disable-features`, as Chromium reads only one).
 * @param {string[]} [disable]
 */
export function chromeArgs(disable = []) {
  const features = [...new Set([...PLAYWRIGHT_DISABLED, ...DISABLED_FEATURES, ...disable])]
  return [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    `--disable-features=${features.join(',')}`,
  ]
}

export const CHROME_ARGS = chromeArgs()

/**
 * Added for the tests' Chromium only (`npm run bench` keeps CHROME_ARGS, so its figures stay
 * comparable from run to run): no SwiftShader, the software GL that --disable-gpu still starts in
 * the GPU process. Pages are drawn as before, by Skia on the CPU, and composited in software;
 * screenshots and layout are the same (WebGL goes, which the app does not use). Measured 7 Dec
 * 2026 on two browser test files (play, a table of three phones), machine CPU 67–77 s in four
 * runs without it, 63–73 s in eight with it (about 7 % less); wall 40–44 s, 37–41 s.
 */
export const TEST_FLAGS = ['--disable-software-rasterizer']

/** @param {import('playwright-core').LaunchOptions} [options] */
export const launchChromium = (options = {}) =>
  chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS, ...options })
