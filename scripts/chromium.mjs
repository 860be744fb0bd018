// Debian's Chromium (or CHROME_PATH), started the one way that works on these machines:
// headless, and with no background networking (the network is closed; nothing is downloaded).
import { chromium } from 'playwright-core'

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** @param {import('playwright-core').LaunchOptions} [options] */
export const launchChromium = (options = {}) =>
  chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS, ...options })
