// Stiche im Team with secret numbers in Chromium, Firefox ESR and WebKitGTK at 360×740: round 1's
// numbers entered in private, each behind the pass-the-phone gate, and while they are hidden no
// number is in the page (another table with other numbers sees the same page); the round lost, a
// life gone; axe on the match screen; a reload, the service worker offline (the replay's trump),
// an export and its import into a fresh profile, each bringing the climb back exactly.
import { expect } from 'vitest'
import { startServer } from '../e2e/harness'
import type { Driver } from './driver'
import { createMatch, dialog, engineSuite, group, noDialog, saved } from './steps'

/** Status, the live counts, the rounds so far and the news, as the screen shows them. */
const read = (d: Driver) =>
  d.evaluate(() => {
    const text = (el: Element | null | undefined) => (el?.textContent ?? '').trim()
    const s = document.querySelector('.sit-status')
    return {
      hash: location.hash,
      round: text(s?.querySelector('.sit-where strong')),
      cards: text(s?.querySelector('.sit-where span')),
      lives: s?.querySelector('.sit-lives .coins')?.getAttribute('aria-label') ?? '',
      badges: [...(s?.querySelectorAll('.sit-who .badge') ?? [])].map(text),
      counts: [...document.querySelectorAll('.sit-counts tbody tr')].map((r) =>
        [...r.children].map(text),
      ),
      rounds: [...document.querySelectorAll('.sit-rounds tbody tr')].map((r) =>
        [...r.children].map(text),
      ),
      news: text(document.querySelector('.sit-news')),
    }
  })

async function trump(d: Driver, suit: string, entry: number) {
  await d.click({ role: 'button', name: suit, within: group('Trump suit') })
  await saved(d, entry)
}

/** A secret number through the gate, Hide, and the blank hand-over to `next` (null: the table). */
async function secretBid(d: Driver, name: string, n: number, next: string | null, entry: number) {
  await d.click({ role: 'button', name: `${name}: enter your number` })
  await d.click({
    role: 'button',
    name: `I am ${name}: show`,
    within: dialog(`Hand the phone to ${name}.`),
  })
  await d.click({ role: 'radio', name: String(n), within: group(`Number of ${name}`) })
  await d.click({ role: 'button', name: 'Hide my number', within: dialog(`${name}: your number`) })
  await saved(d, entry)
  const away = next ? `Hand the phone to ${next}.` : 'Put the phone back on the table.'
  await d.click({ role: 'button', name: 'Done', within: dialog(away) })
  await noDialog(d)
}

async function trick(d: Driver, name: string, entry: number) {
  await d.click({ role: 'button', name: 'Winner', within: group('How to enter the trick') })
  await d.click({ role: 'button', name, within: '.seat-grid' })
  await saved(d, entry)
}

/**
 * A new climb with secret numbers through the UI, Anna dealing: trump, then `said` (who says
 * which number, in turn) each in private. Returns the match id.
 */
async function climb(d: Driver, url: string, said: [string, number][]): Promise<string> {
  const id = await createMatch(d, url, {
    game: /^Stiche im Team/,
    options: (d) =>
      d.click({ role: 'checkbox', name: 'Secret numbers (harder)', within: group('Options') }),
  })
  await trump(d, 'Hearts', 1)
  for (const [i, [name, n]] of said.entries()) {
    await secretBid(d, name, n, said[i + 1]?.[0] ?? null, i + 2)
  }
  return id
}

/**
 * The page as two tables playing the same round must both see it: title and body, the match id
 * and the address aside. (Not the head: the module preloads there follow the way the page came.)
 */
const samePage = async (d: Driver, id: string) => {
  // Once the screen has settled: the title says "Loading…" until the match is read.
  await d.waitFor(
    () =>
      document.title.startsWith('Stiche im Team') &&
      !document.querySelector('[aria-busy="true"], .loading'),
    { what: 'the match screen to settle' },
  )
  return d.evaluate((id) => {
    const body = document.body.cloneNode(true) as HTMLElement
    // The app's banners and notes ("Ready to work offline") come when they come.
    for (const gone of body.querySelectorAll('.banners, .toasts')) gone.remove()
    return `${document.title}\n${body.outerHTML}`
      .replaceAll(id, 'ID')
      .replaceAll(encodeURIComponent(id), 'ID')
      .replaceAll(location.host, 'HOST')
  }, id)
}

engineSuite({
  title: 'keeps secret numbers out of the page, plays to a lost life, resumes, round-trips',
  async play(d, url) {
    // Round 1, one card: Ben says 1, Cora and Dana 0, each in private.
    const id = await climb(d, url, [
      ['Ben', 1],
      ['Cora', 0],
      ['Dana', 0],
    ])
    // While the round runs, no number is in the page (as in test/e2e/sit-secret.test.ts): no
    // dealer's rest, no private field, every number "hidden" ...
    const html = await d.evaluate(() => document.documentElement.outerHTML)
    expect(html).not.toContain('must take')
    expect(html).not.toContain('secret-bid')
    expect((await read(d)).counts.map(([, number]) => number)).toEqual(
      ['Anna', 'Ben', 'Cora', 'Dana'].map(() => 'hidden'),
    )
    // ... and another table (another origin: nothing stored) with other numbers sees the very
    // same page.
    const mine = await samePage(d, id)
    const elsewhere = await startServer()
    try {
      const otherId = await climb(d, elsewhere.url, [
        ['Ben', 0],
        ['Cora', 0],
        ['Dana', 1],
      ])
      expect(await samePage(d, otherId)).toBe(mine)
      // That page has finished loading (its service worker registered, a second after the app
      // started): stopping its server before would fail a fetch in flight, which Firefox reports.
      await d.evaluate(async () => {
        await navigator.serviceWorker.ready
      })
    } finally {
      await elsewhere.close()
    }
    await d.open(`${url}#/match/${encodeURIComponent(id)}`)
    await d.waitFor(() => !!document.querySelector('.sit-counts tbody tr'), { what: 'the round' })
    expect(await samePage(d, id)).toBe(mine)

    // Cora takes the trick: Ben and Cora missed; the round is lost, a life gone.
    await trick(d, 'Cora', 5)
    expect(await read(d)).toMatchObject({
      round: 'Round 1 of 7',
      cards: '1 card',
      lives: 'Lives: 2 of 3',
      badges: ['Ben deals'],
      rounds: [['1', '1 ♥Trump: Hearts', '0/0', '1/0✗missed', '0/1✗missed', '0/0', '✗lost2']],
      news: 'Round 1 lost. Ben, Cora missed their number. One life gone.',
    })
    return id
  },
  ready: (d) =>
    d.waitFor(() => !!document.querySelector('.sit-status .sit-where strong'), {
      what: 'the Stiche im Team match screen',
    }),
  read,
  /** The round is played again, Ben deals: clubs are trump. */
  async entry(d) {
    await trump(d, 'Clubs', 6)
    expect(await read(d)).toMatchObject({
      round: 'Round 1 of 7',
      lives: 'Lives: 2 of 3',
      badges: ['Ben deals', 'Trump: ♣ Clubs'],
    })
  },
})
