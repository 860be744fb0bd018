// The app in the engines a card table's phones run besides Chromium: Firefox ESR (Gecko) and
// WebKitGTK (WebKit, as on every iPhone), at 360×740. A short match through the UI to a score,
// a reload that resumes it exactly, and the service worker bringing it back with the server gone.
// Run alone: `npm run test:engines` (after `npx vite build`; STICHBLOCK_DIST points elsewhere).
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { AXE_TAGS, type Server, startServer } from '../e2e/harness'
import { type Driver, type Engine, type EngineHost, engineHost, VIEWPORT } from './driver'

const PLAYERS = ['Anna', 'Ben', 'Cora', 'Dana']
const ENGINES: Engine[] = ['firefox', 'webkit']

/** What the match screen shows: the numbers, this hand's tricks, the question and the status. */
interface Shown {
  hash: string
  pot: string
  counters: string[]
  tricks: string[]
  question: string
  status: string
}

const shown = (d: Driver) =>
  d.evaluate(() => {
    const table = document.querySelector('section.ls-table')
    if (!table) return null
    const text = (el: Element | null | undefined) => (el?.textContent ?? '').trim()
    return {
      hash: location.hash,
      pot: table.querySelector('.ls-pot')?.getAttribute('aria-label') ?? '',
      counters: [...table.querySelectorAll('.ls-counters .visually-hidden')].map(text),
      tricks: [...table.querySelectorAll('.ls-player')].map((li) =>
        text(li.querySelector('.ls-tricks')),
      ),
      question: text(document.querySelector('fieldset.ls-entry legend')),
      status: text(document.querySelector('.ls-status')),
    } satisfies Shown
  })

/** Waits until the match screen asks `question` (so the last tap has been saved). */
const asked = (d: Driver, question: string) =>
  d.waitFor(
    (q) => document.querySelector('fieldset.ls-entry legend')?.textContent?.trim() === q,
    { what: `the question "${question}"` },
    question,
  )

const question = (n: number) => (n === 8 ? 'Who took the last trick?' : `Who took trick ${n} of 8?`)

/** New match through the UI: Letzter Stich (the default game), four names, Anna deals. */
async function createMatch(d: Driver, url: string): Promise<void> {
  await d.open(url)
  await d.click({ role: 'link', name: 'New match' })
  await d.waitFor(() => document.querySelector('h1')?.textContent?.trim() === 'New match', {
    what: 'the New match screen',
  })
  for (const [seat, name] of PLAYERS.entries()) {
    const field = { role: 'combobox', name: `Player ${seat + 1}` } as const
    const there = await d.evaluate(
      (n) =>
        [...document.querySelectorAll('input')].some(
          (i) =>
            i.getAttribute('aria-label') === n ||
            [...(i.labels ?? [])].some((l) => l.textContent?.trim() === n),
        ),
      field.name,
    )
    if (!there) await d.click({ role: 'button', name: 'Add player' })
    await d.fill(field, name)
  }
  // Exactly four seats.
  for (;;) {
    const seats = await d.evaluate(
      () =>
        [...document.querySelectorAll('input')].filter(
          (i) =>
            [...(i.labels ?? [])].some((l) => /^Player \d+$/.test(l.textContent?.trim() ?? '')) ||
            /^Player \d+$/.test(i.getAttribute('aria-label') ?? ''),
        ).length,
    )
    if (seats <= PLAYERS.length) break
    await d.click({ role: 'button', name: `Remove player ${seats}` })
  }
  await d.click({ role: 'radio', name: 'deals', nth: 0 })
  await d.click({ role: 'button', name: 'Start match' })
  await d.waitFor(
    () => /^#\/match\/[^/]+$/.test(location.hash) && !!document.querySelector('section.ls-table'),
    {
      what: 'the match screen',
    },
  )
}

/** Taps who took each of the next tricks; each tap waits for the next question. */
async function tapTricks(d: Driver, from: number, winners: string[]): Promise<void> {
  let n = from
  for (const name of winners) {
    await asked(d, question(n))
    await d.click({ role: 'button', name, within: 'fieldset.ls-entry' })
    n = n === 8 ? 1 : n + 1
    await asked(d, question(n))
  }
}

/** Waits until the service worker is active and controls the page (one reload on first visit). */
async function serviceWorkerControls(d: Driver): Promise<void> {
  const active = await d.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return registration.active?.state ?? null
  })
  expect(active).toBe('activated')
  const controlled = await d.evaluate(() => navigator.serviceWorker.controller !== null)
  if (!controlled) {
    await d.reload()
    await d.waitFor(() => navigator.serviceWorker.controller !== null, {
      what: 'the service worker to control the page',
    })
  }
}

/** A match through hand 1 (Ben took the last trick) and three tricks of hand 2. */
async function playToHandTwo(d: Driver, url: string): Promise<Shown> {
  await createMatch(d, url)
  await tapTricks(d, 1, ['Anna', 'Ben', 'Cora', 'Anna', 'Dana', 'Ben', 'Cora', 'Ben'])
  await tapTricks(d, 1, ['Cora', 'Cora', 'Anna'])
  const now = await shown(d)
  expect(now).toMatchObject({
    pot: 'Pot: 1',
    counters: ['Anna: 5 counters', 'Ben: 4 counters', 'Cora: 5 counters', 'Dana: 5 counters'],
    tricks: ['1 trick', '0 tricks', '2 tricks', '0 tricks'],
    question: question(4),
  })
  expect(now?.status).toMatch(/^Hand 2 · .+ deals$/)
  return now as Shown
}

/** Goes to a screen of the app by its hash (a same-document navigation, as a tap on a link). */
async function go(d: Driver, hash: string, heading: string): Promise<void> {
  await d.evaluate((h) => {
    location.hash = h
  }, hash)
  await d.waitFor(
    (t) => document.querySelector('h1')?.textContent?.trim() === t,
    {
      what: `the ${heading} screen`,
    },
    heading,
  )
}

const AXE_SOURCE = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** axe-core in the page: every WCAG 2.1 A/AA violation with its targets. */
async function axeViolations(d: Driver): Promise<string[]> {
  await d.inject(await AXE_SOURCE)
  return d.evaluate(async (tags) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global
    const axe = (window as any).axe
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } })
    return (result.violations as { id: string; help: string; nodes: { target: string[] }[] }[]).map(
      (v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    )
  }, AXE_TAGS)
}

describe.each(ENGINES)('%s', (engine) => {
  let host: EngineHost
  let server: Server
  let driver: Driver | undefined

  beforeAll(async () => {
    host = await engineHost(engine)
  })
  afterAll(async () => {
    await host?.stop()
  })
  afterEach(async () => {
    await driver?.close()
    driver = undefined
    await server?.close()
  })

  it('plays a hand to a score, resumes it exactly after a reload, and reopens offline', async () => {
    server = await startServer()
    driver = await host.newDriver()
    const d = driver
    const started = Date.now()

    // The viewport the tests promise (WebKit: MiniBrowser's window is more than the viewport).
    await d.open(server.url)
    expect(await d.evaluate(() => [innerWidth, innerHeight])).toEqual([
      VIEWPORT.width,
      VIEWPORT.height,
    ])

    // A whole hand by tricks (Ben takes the last and pays into the pot), three of the next.
    const before = await playToHandTwo(d, server.url)

    // A reload resumes exactly.
    await d.reload()
    await asked(d, question(4))
    expect(await shown(d)).toEqual(before)

    // The service worker installs; with the server stopped the app reopens with the match.
    await serviceWorkerControls(d)
    await asked(d, question(4))
    await server.close()
    await d.reload()
    await asked(d, question(4))
    expect(await shown(d)).toEqual(before)
    expect(await d.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    // Opened afresh at the start page, still offline: it offers the match, which comes back.
    await d.open(server.url)
    await d.click({ role: 'link', name: /^Continue match/ })
    await asked(d, question(4))
    expect(await shown(d)).toEqual(before)
    // And it still takes entries offline, which survive another reload.
    await tapTricks(d, 4, ['Dana'])
    await d.reload()
    await asked(d, question(5))
    expect((await shown(d))?.tricks).toEqual(['1 trick', '0 tricks', '2 tricks', '1 trick'])

    expect(await d.errors()).toEqual([])
    console.info(`${engine}: match, reload and offline in ${Date.now() - started} ms`)
  })

  it('exports a backup through Settings and re-imports it into a fresh profile', async () => {
    server = await startServer()
    driver = await host.newDriver()
    const before = await playToHandTwo(driver, server.url)
    const id = before.hash.replace('#/match/', '')

    await go(driver, '#/settings', 'Settings')
    // The browser's own save is out of a test's reach: keep the file the app hands over,
    // through whichever way this engine offers (share sheet or download).
    const way = await driver.evaluate(() => {
      // biome-ignore lint/suspicious/noExplicitAny: a test hook on window
      const w = window as any
      w.__kept = null
      const keep = (via: string, file: File) =>
        file.text().then((text) => {
          w.__kept = { via, name: file.name, text }
        })
      const shares = typeof navigator.canShare === 'function'
      if (shares) {
        navigator.share = (data?: ShareData) => keep('share', data?.files?.[0] as File)
      }
      const create = URL.createObjectURL
      let last: Blob | null = null
      URL.createObjectURL = (blob: Blob) => {
        last = blob
        return create(blob)
      }
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        if (this.download && last) void keep('download', last as File)
      }
      return { share: typeof navigator.share, canShare: shares }
    })
    await driver.click({ role: 'button', name: 'Export backup' })
    const kept = (await driver.waitFor(
      // biome-ignore lint/suspicious/noExplicitAny: a test hook on window
      () => (window as any).__kept as { via: string; name: string; text: string } | null,
      { what: 'the exported file' },
    )) as { via: string; name: string; text: string }
    console.info(
      `${engine}: navigator.share ${way.share}, canShare ${way.canShare}; export via ${kept.via}`,
    )
    expect(kept.name).toMatch(/\.json$/)
    const file = JSON.parse(kept.text)
    expect(file.app).toBe('stichblock')
    expect(file.matches.map((m: { id: string }) => m.id)).toEqual([id])
    expect(await driver.errors()).toEqual([])
    await driver.close()

    // A fresh profile: nothing stored; the file brings the match back exactly.
    driver = await host.newDriver()
    const d = driver
    await d.open(server.url)
    await go(d, '#/settings', 'Settings')
    await d.evaluate((text) => {
      const input = document.querySelector<HTMLInputElement>('input[type="file"]')
      if (!input) throw new Error('no file input')
      const chosen = new DataTransfer()
      chosen.items.add(new File([text], 'backup.json', { type: 'application/json' }))
      input.files = chosen.files
      input.dispatchEvent(new Event('change', { bubbles: true }))
    }, kept.text)
    await d.waitFor(
      () => document.body.textContent?.includes('Imported: 1 new, 0 updated, 0 already here.'),
      { what: 'the import message' },
    )
    await d.evaluate((h) => {
      location.hash = h
    }, before.hash)
    await asked(d, question(4))
    expect(await shown(d)).toEqual(before)
    expect(await d.errors()).toEqual([])
  })

  it('axe finds nothing on the home, new match and match screens', async () => {
    server = await startServer()
    driver = await host.newDriver()
    const d = driver
    await d.open(server.url)
    await d.waitFor(() => document.querySelector('nav.menu a') !== null, {
      what: 'the home screen',
    })
    expect(await axeViolations(d)).toEqual([])
    await playToHandTwo(d, server.url)
    expect(await axeViolations(d)).toEqual([])
    await go(d, '#/new', 'New match')
    expect(await axeViolations(d)).toEqual([])
    expect(await d.errors()).toEqual([])
  })

  it('the driver hears the page: an uncaught error and a console error fail a test', async () => {
    server = await startServer()
    driver = await host.newDriver()
    const d = driver
    await d.open(server.url)
    await d.evaluate(() => {
      console.error('probe: console')
      setTimeout(() => {
        throw new Error('probe: thrown')
      })
    })
    await expect
      .poll(async () => (await d.errors()).join('\n'))
      .toMatch(/console error: probe: console[\s\S]*page error: .*probe: thrown/)
  })
})
