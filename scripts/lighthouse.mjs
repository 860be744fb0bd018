// Lighthouse 12.2.3 as `npm run bench` runs it: mobile, simulated
// throttling, in Debian's Chromium (new headless mode, which Lighthouse needs).
import { CHROME_ARGS, CHROME_PATH } from './chromium.mjs'

/** The project's Chromium flags, in the new headless mode that Lighthouse needs. */
const FLAGS = ['--headless=new', ...CHROME_ARGS.filter((flag) => flag !== '--headless')]

/** Lighthouse and its browser launcher, or an Error saying why they cannot be loaded. */
export async function loadLighthouse() {
  try {
    const lighthouse = (await import('lighthouse')).default
    const { launch } = await import('chrome-launcher')
    return { lighthouse, launch }
  } catch (error) {
    return new Error(`Lighthouse is not installed: ${error.message}`)
  }
}

/**
 * One run against `url` in the browser on `port`: the three category scores and LCP.
 * `disableStorageReset` keeps the origin's storage (a repeat visit); otherwise it is cleared.
 */
export async function runLighthouse({ lighthouse }, port, url, disableStorageReset = false) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    disableStorageReset,
  })
  const lhr = result?.lhr
  if (!lhr) throw new Error('Lighthouse returned no report')
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
  const score = (id) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100)
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
    warnings: lhr.runWarnings ?? [],
  }
}

/** A browser for Lighthouse; kill it when done. */
export const launchFor = ({ launch }) => launch({ chromePath: CHROME_PATH, chromeFlags: FLAGS })

/**
 * `runs` cold runs of each of `urls` (the origin's storage, cache and service worker cleared
 * before each), turn about in one browser, so that every page sees the same machine; after a
 * first run of each that is not counted: the first navigation of a freshly started headless
 * Chromium here often waits about 1.2 s before any paint (seen with every page variant tried,
 * about one run in four otherwise), which a player's browser does not. Returns the runs of each
 * url, in the order of `urls`.
 */
export async function coldRuns(lh, urls, runs) {
  const chrome = await launchFor(lh)
  try {
    for (const url of urls) await runLighthouse(lh, chrome.port, url)
    const results = urls.map(() => [])
    for (let i = 0; i < runs; i++) {
      for (const [j, url] of urls.entries())
        results[j].push(await runLighthouse(lh, chrome.port, url))
    }
    return results
  } finally {
    await chrome.kill()
  }
}
