// The table-fit harness (#12): a new match of one game, started through the UI in either
// language, and a check that every control needed to record the current trick is on the screen
// without scrolling and not covered by the dock or a notice. Each game adds a scenario in
// test/e2e/fit/<game>.ts; test/e2e/table-fit.test.ts runs them all.
import type { Locator, Page } from 'playwright-core'
import { appSettled } from '../../../scripts/started.mjs'
import type { GameId } from '../../../src/core/game'
import { settled } from '../harness'
import { textCut, whyTextCut, whyWordsCut, wordsCut } from './words'

export type Lang = 'en' | 'de'

/** The two phone sizes every trick screen must fit. */
export const SIZES = [
  { width: 360, height: 740 },
  { width: 320, height: 640 },
] as const

/** Names of 24 characters, the longest the app takes, each different from its first letter. */
export const longNames = (n: number): string[] =>
  Array.from({ length: n }, (_, i) => `${'ABCDEFGH'[i]}${'WwwwwwwwwwwwwwwwwwwwwwwW'.slice(1)}`)

export interface FitOptions {
  /**
   * Also as the page stands, before anything scrolls it: a screen the app opened or changed (a
   * "Next", a trick saved) must show these controls where it put the page, not only at its top.
   */
  asItStands?: boolean
  /** Texts that must show whole at 360×740, nothing cut off (a hint, a sentence). */
  whole?: Locator[]
  /**
   * Controls whose words must not break across lines and whose names, cut short, keep at least
   * 8 characters at 360 px (words.ts).
   */
  words?: Locator[]
}

/** Checks the controls on the page at both sizes; `what` names the screen in a failure. */
export type Check = (what: string, controls: Locator[], options?: FitOptions) => Promise<void>

export interface FitScenario {
  game: GameId
  /** Every player count the game allows. */
  counts: readonly number[]
  /**
   * From a fresh match (seat 0 marked as dealer or confidant) to each screen on which a trick or
   * the round's end is recorded; calls `check` on each with the controls that must fit.
   * `filler`, when given, makes the entries that only lead on to the next screen checked (rounds
   * played by winner, none of whose screens is looked at): at a table the host's phone, which
   * records them at once, where the guest's phone would wait for the host's limit on a guest's
   * entries (1 a second after a burst of 6). `page` then waits until the table has them.
   */
  walk: (page: Page, players: string[], lang: Lang, check: Check, filler?: Page) => Promise<void>
}

/** New match through the UI by structure (works in both languages): game, names, seat 0 marked. */
export async function startMatch(page: Page, game: GameId, players: string[]): Promise<void> {
  await page.goto('/#/new')
  await page.locator('input.name').first().waitFor()
  await tap(page.locator(`input[name="game"][value="${game}"]`))
  const names = page.locator('input.name')
  for (const [seat, name] of players.entries()) {
    if ((await names.count()) <= seat) await tap(page.locator('.seats .row button').first())
    await names.nth(seat).fill(name)
  }
  await tap(page.locator('input[name="dealer"]').nth(0))
  await tap(page.locator('form button[type="submit"]'))
  try {
    await page.waitForURL(/#\/match\/[^/]+$/)
  } catch (error) {
    // What the form showed instead (seen once in CI, 6 Dec 2026: the match never opened).
    const seen = await page.evaluate(() => ({
      at: location.hash,
      alerts: [...document.querySelectorAll('[role="alert"]')].map((el) => el.textContent),
      names: [...document.querySelectorAll<HTMLInputElement>('input.name')].map((el) => el.value),
      busy: document.querySelector('[aria-busy="true"]')?.outerHTML.slice(0, 200) ?? null,
    }))
    throw new Error(`${(error as Error).message}\nthe page then: ${JSON.stringify(seen)}`)
  }
  await settled(page)
}

/** Why `el` is not fully on screen and tappable at its centre, or null when it is (in the page). */
function whyUnreachable(el: Element): string | null {
  const box = el.getBoundingClientRect()
  const { innerWidth: w, innerHeight: h } = window
  const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`
  if (box.width === 0 || box.height === 0) return `${name} is not shown`
  if (box.top < 0 || box.left < 0 || box.bottom > h + 0.5 || box.right > w + 0.5) {
    return `${name} is outside the ${w}×${h} viewport (${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)})`
  }
  // A radio or checkbox is tapped through its label. Its centre and the middle of each edge (3 px
  // in, clear of a rounded corner) must be its own: a control half under the dock is covered.
  const target = el instanceof HTMLInputElement ? (el.closest('label') ?? el) : el
  const [x, y] = [box.left + box.width / 2, box.top + box.height / 2]
  const inset = Math.min(3, box.width / 4, box.height / 4)
  const points = [
    [x, y],
    [x, box.top + inset],
    [x, box.bottom - inset],
    [box.left + inset, y],
    [box.right - inset, y],
  ] as const
  for (const [px, py] of points) {
    const hit = document.elementFromPoint(px, py)
    if (!hit || !(target.contains(hit) || hit.contains(target) || hit === el)) {
      const over = hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}` : 'nothing'
      return `${name} is covered by ${over} at (${Math.round(px)},${Math.round(py)})`
    }
  }
  return null
}

/** Why `control` is not fully on screen and tappable at its centre, or null when it is. */
export function unreachable(control: Locator): Promise<string | null> {
  return control.evaluate(
    (el, source) => (new Function(`return (${source})`)() as typeof whyUnreachable)(el),
    whyUnreachable.toString(),
  )
}

/**
 * A control as the page can find it again: the steps of Playwright's own selector for a locator
 * made of CSS and positions (page.locator(css), .locator(css), .nth(i), .first(), .last(), the
 * locators of .all()), each a CSS selector or an index; null for any other locator (by role, by
 * text), which is asked on its own. Read from the locator: playwright-core is pinned to one
 * version, and a Playwright that keeps its selector elsewhere fails here by name.
 */
type Query = (string | number)[]

function query(control: Locator): Query | null {
  const selector = (control as unknown as { _selector?: unknown })._selector
  if (typeof selector !== 'string') throw new Error(`fit: the selector of ${control} is unreadable`)
  const steps = selector.split(' >> ')
  // Playwright's other engines: internal:role=…, internal:has-text=…, text=…, xpath=…
  if (steps.some((step) => /^(internal:|[a-z-]+=)/.test(step) && !/^nth=-?\d+$/.test(step))) {
    return null
  }
  return steps.map((step) => (/^nth=/.test(step) ? Number(step.slice(4)) : step))
}

/** Every element `steps` (a Query) finds, as Playwright would (in the page). */
function findAll(steps: (string | number)[]): Element[] {
  let found: ParentNode[] = [document]
  for (const step of steps) {
    if (typeof step === 'number') {
      const one = found.at(step)
      found = one ? [one] : []
    } else {
      found = [...new Set(found.flatMap((root) => [...root.querySelectorAll(step)]))]
    }
  }
  return found as Element[]
}

/**
 * Lets a frame go by (with the resize observers that run in it), then another, until `ready`
 * holds; after 10 s fails with `why()` (in the page).
 */
async function framesUntil(ready: () => boolean, why: () => string): Promise<void> {
  const until = performance.now() + 10_000
  do {
    await new Promise((next) => requestAnimationFrame(() => setTimeout(next)))
    if (performance.now() > until) throw new Error(why())
  } while (!ready())
}

/** Every element `control` matches: why it is not reachable, or null (one round trip). */
function allUnreachable(control: Locator): Promise<(string | null)[]> {
  return control.evaluateAll((els, source) => {
    const why = new Function(`return (${source})`)() as typeof whyUnreachable
    return els.map((el) => why(el))
  }, whyUnreachable.toString())
}

/** What one look at the page asks: every question of a check at one size. */
interface Ask {
  /** Scroll to the top first (false: the page as it stands). */
  top: boolean
  /** Null: a locator asked on its own (query). */
  controls: (Query | null)[]
  /** Names that keep 8 characters, words whole. */
  words: Query[]
  /** Texts shown whole. */
  whole: Query[]
  /** The dock's words too: shown whole, none broken across lines. */
  dock: boolean
}

interface Answers {
  /** Per control, a reason per element it matches (null: reachable); none: it is missing. */
  whys: (string | null)[][]
  cutWords: string[]
  dock: string[]
  cutTexts: string[]
}

/** The page functions a look uses, as source (they run in the page, which has none of this). */
const SOURCES = {
  unreachable: whyUnreachable.toString(),
  words: whyWordsCut.toString(),
  text: whyTextCut.toString(),
  settled: appSettled.toString(),
  find: findAll.toString(),
  frames: framesUntil.toString(),
}

/**
 * Every question of `ask`, answered in the page in one go (one round trip; a check is about 25
 * questions at each size, which were as many round trips, each about 6 ms of CPU). First a frame
 * goes by, with the resize observers that run in it (the header and dock's heights, edges.ts),
 * until nothing is loading; waiting longer than 10 s fails, naming what is still busy.
 */
function look(page: Page, ask: Ask): Promise<Answers> {
  return page.evaluate(
    async ([ask, sources]) => {
      const load = (source: string) => new Function(`return (${source})`)()
      const why = load(sources.unreachable) as typeof whyUnreachable
      const words = load(sources.words) as typeof whyWordsCut
      const cut = load(sources.text) as typeof whyTextCut
      const settled = load(sources.settled) as typeof appSettled
      // Made before the first await: the page's CSP forbids eval, and the driver's evaluate is
      // let through only while it runs synchronously.
      const find = load(sources.find) as typeof findAll
      const frames = load(sources.frames) as typeof framesUntil
      if (ask.top) window.scrollTo(0, 0)
      await frames(settled, () => {
        const busy = document.querySelector('[aria-busy="true"], .loading, .pre')
        return `the page did not settle: ${busy?.outerHTML.slice(0, 120)}`
      })
      const named = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`
      const wordsOf = (els: Element[], kept: number) =>
        els.flatMap((el) => words(el, kept).map((problem) => `${named(el)}: ${problem}`))
      const dock = ask.dock ? find(['.dock .btn, .dock .saved']) : []
      return {
        whys: ask.controls.map((steps) => (steps ? find(steps).map(why) : [])),
        cutWords: ask.words.flatMap((steps) => wordsOf(find(steps), 8)),
        dock: [...dock.flatMap((el) => cut(el) ?? []), ...wordsOf(dock, 0)],
        cutTexts: ask.whole.flatMap((steps) => find(steps).flatMap((el) => cut(el) ?? [])),
      }
    },
    [ask, SOURCES] as const,
  )
}

/**
 * The check at both sizes (FIT_SHOTS=<dir> saves a screenshot of each, for a look at it): the page
 * is scrolled to the top as it arrives (no scrolling allowed), and every control must be reachable
 * there; the words of `words` whole or cut after 8 characters, the texts of `whole` not cut at
 * all, the dock's words whole on one line. The size the page has now is checked last, so the walk
 * goes on at it without another resize. Returns every problem found, empty when it fits.
 */
export async function fits(
  page: Page,
  what: string,
  controls: Locator[],
  { asItStands = false, whole = [], words = [] }: FitOptions = {},
): Promise<string[]> {
  const problems: string[] = []
  const now = page.viewportSize()
  const wanted = controls.map(query)
  /** The locators given as queries the look answers, and the others, asked on their own. */
  const split = (locators: Locator[]) => {
    const queries = locators.map(query)
    return {
      css: queries.filter((steps): steps is Query => steps !== null),
      other: locators.filter((_, i) => queries[i] === null),
    }
  }
  /** One look, and the locators it cannot find asked after it, the page as the look left it. */
  const answers = async (
    ask: Omit<Ask, 'controls' | 'words' | 'whole'>,
    named: Locator[],
    shownWhole: Locator[],
  ) => {
    const [names, texts] = [split(named), split(shownWhole)]
    const found = await look(page, {
      ...ask,
      controls: wanted,
      words: names.css,
      whole: texts.css,
    })
    const [whys, cutWords, cutTexts] = await Promise.all([
      Promise.all(
        controls.map((control, i) => (wanted[i] ? (found.whys[i] ?? []) : allUnreachable(control))),
      ),
      Promise.all(names.other.map((control) => wordsCut(control, 8))),
      Promise.all(texts.other.map(textCut)),
    ])
    return {
      whys,
      cutWords: [...found.cutWords, ...cutWords.flat()],
      dock: found.dock,
      cutTexts: [...found.cutTexts, ...cutTexts.flat()],
    }
  }
  const unreachableIn = (at: string, whys: Answers['whys']) => {
    for (const [i, found] of whys.entries()) {
      if (found.length === 0) problems.push(`${at}: ${controls[i]} is missing`)
      for (const why of found) if (why) problems.push(`${at}: ${why}`)
    }
  }
  if (asItStands) {
    const stands = await answers({ top: false, dock: false }, [], [])
    unreachableIn(`${now?.width}×${now?.height} ${what}, as the page stands`, stands.whys)
  }
  const isNow = (size: (typeof SIZES)[number]) =>
    size.width === now?.width && size.height === now.height
  const sizes = [...SIZES.filter((size) => !isNow(size)), ...SIZES.filter(isNow)]
  for (const size of sizes) {
    await page.setViewportSize(size)
    const at = `${size.width}×${size.height} ${what}`
    // A name cut short keeps 8 characters, at 320 px too (#25); the dock's words show whole, none
    // broken across lines (#25: one row at 320 px); the texts of `whole` at 360 px.
    const found = await answers({ top: true, dock: true }, words, size.width >= 360 ? whole : [])
    unreachableIn(at, found.whys)
    for (const cut of found.cutWords) problems.push(`${at}: ${cut}`)
    for (const cut of found.dock) problems.push(`${at}, the dock: ${cut}`)
    const shots = process.env.FIT_SHOTS
    if (shots) {
      const lang = await page.evaluate(() => document.documentElement.lang)
      const file = `${lang}-${what}-${size.width}`.replace(/[^\w-]+/g, '_')
      await page.screenshot({ path: `${shots}/${file}.png` })
    }
    for (const cut of found.cutTexts) problems.push(`${at}: ${cut}`)
  }
  return problems
}

/** One tap of a run in the page: the `nth` element `tap` matches, once the page is ready for it. */
export interface InPageTap {
  tap: string
  nth?: number
  /** Left alone when it already matches this (a tab already chosen). */
  unless?: string
  /**
   * Waits first until the `nth` element `css` matches (the first by default) is there, matches
   * `is` and has a text that `text` (a regular expression's source) finds.
   */
  ready?: { css: string; nth?: number; is?: string; text?: string }
}

/** A tap as the page runs it: what it taps and what it waits for, as queries. */
interface Step {
  target: Query
  /** How a failure names it. */
  name: string
  unless?: string
  ready?: { target: Query; is?: string; text?: string }
  /** As Playwright's locators are: a target that finds more than one element is an error. */
  strict?: boolean
}

/** Runs `steps` in the page, in one round trip (see tapInPage). */
function runTaps(page: Page, steps: Step[]): Promise<void> {
  return page.evaluate(
    async ([steps, sources]) => {
      const load = (source: string) => new Function(`return (${source})`)()
      const settled = load(sources.settled) as typeof appSettled
      const find = load(sources.find) as typeof findAll
      const frames = load(sources.frames) as typeof framesUntil
      const isReady = ({ ready }: Step) => {
        if (!ready) return true
        const [el] = find(ready.target)
        if (!el || (ready.is && !el.matches(ready.is))) return false
        return !ready.text || new RegExp(ready.text).test(el.textContent ?? '')
      }
      for (const [i, step] of steps.entries()) {
        const named = `tap ${i + 1} of ${steps.length} (${step.name})`
        let target: Element | undefined
        await frames(
          () => {
            const found = find(step.target)
            if (step.strict && found.length > 1) {
              throw new Error(`${named} finds ${found.length} elements`)
            }
            target = found[0]
            const enabled = target && !target.matches(':disabled, [aria-disabled="true"]')
            return !!enabled && isReady(step) && settled()
          },
          () => `${named} was never ready`,
        )
        if (target && (!step.unless || !target.matches(step.unless))) {
          ;(target as HTMLElement).click()
        }
      }
    },
    [steps, SOURCES] as const,
  )
}

/**
 * Entries that only lead on to the screens under test, tapped in the page itself, all in one
 * round trip: `element.click()` runs the app's handlers as a tap does (it has none of its own for
 * the pointer), without the pointer, the scrolling and the checks of a Playwright tap (about
 * 30 ms of CPU and 50 ms each). Each tap waits a frame, then until the page is ready for it
 * (`ready`), nothing is loading and its control is there and enabled; waiting longer than 10 s
 * fails, naming the tap.
 */
export function tapInPage(page: Page, taps: InPageTap[]): Promise<void> {
  return runTaps(
    page,
    taps.map(({ tap: css, nth = 0, unless, ready }) => ({
      target: [css, nth],
      name: `${css} #${nth}${ready ? ` after ${JSON.stringify(ready)}` : ''}`,
      unless,
      ready: ready && { target: [ready.css, ready.nth ?? 0], is: ready.is, text: ready.text },
    })),
  )
}

/**
 * One tap of a walk in the page, the same way (the first element `control` finds, once it is there
 * and enabled): the walks' taps lead from one checked screen to the next, and each checked screen
 * is checked for every control being reachable under a thumb (fits). A locator that is not CSS
 * (query) gets Playwright's tap.
 */
export async function tap(control: Locator): Promise<void> {
  const target = query(control)
  if (!target) return control.click()
  await runTaps(control.page(), [{ target, name: String(control), strict: true }])
}

/**
 * Every control on the page brought into view the way focus or the app brings it (scrolled to
 * the nearest edge): why it then lies under the header or the dock, per control (#25: the
 * page's scroll padding accounts for them).
 */
export function coveredWhenScrolledTo(page: Page, controls: string): Promise<string[]> {
  return page.locator(controls).evaluateAll((els, source) => {
    const why = new Function(`return (${source})`)() as typeof whyUnreachable
    const shown = els.filter((el) => el.getClientRects().length > 0 && !el.closest('.dock, .bar'))
    return shown.flatMap((el) => {
      window.scrollTo(0, 0)
      el.scrollIntoView({ block: 'nearest' })
      const problem = why(el)
      return problem ? [problem] : []
    })
  }, whyUnreachable.toString())
}
