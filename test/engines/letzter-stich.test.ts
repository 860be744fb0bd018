// Letzter Stich in every engine a card table's phones run: Chromium, Firefox ESR (Gecko) and
// WebKitGTK (WebKit, as on every iPhone), at 360×740. A hand through the UI to a score, a reload
// that resumes it exactly, the service worker bringing it back with the server gone (and taking an
// entry), an export re-imported into a fresh profile, axe on home, new match and the match.
// Run alone: `npm run test:engines` (after `npx vite build`; STICHBLOCK_DIST points elsewhere).
import { expect, it } from 'vitest'
import { startServer } from '../e2e/harness'
import type { Driver } from './driver'
import { axeViolations, createMatch, engineSuite, go } from './steps'

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

engineSuite(
  {
    title: 'plays a hand to a score, resumes it, reopens offline, exports and re-imports it',
    /** A match through hand 1 (Ben took the last trick) and three tricks of hand 2. */
    async play(d, url) {
      const id = await createMatch(d, url, { game: /^Letzter Stich/ })
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
      return id
    },
    /** Home and new match too, then back to the match. */
    async axeMore(d, url) {
      const hash = await d.evaluate(() => location.hash)
      await d.open(url)
      await d.waitFor(() => document.querySelector('nav.menu a') !== null, {
        what: 'the home screen',
      })
      expect(await axeViolations(d)).toEqual([])
      await go(d, '#/new', 'New match')
      expect(await axeViolations(d)).toEqual([])
      await d.evaluate((h) => {
        location.hash = h
      }, hash)
      await this.ready(d)
    },
    ready: (d) =>
      d.waitFor(
        () =>
          !!document.querySelector('section.ls-table') &&
          !!document.querySelector('fieldset.ls-entry legend'),
        { what: 'the Letzter Stich match screen' },
      ),
    read: shown,
    async entry(d) {
      await tapTricks(d, 4, ['Dana'])
      expect((await shown(d))?.tricks).toEqual(['1 trick', '0 tricks', '2 tricks', '1 trick'])
    },
  },
  (host) => {
    it('the driver hears the page: an uncaught error and a console error fail a test', async () => {
      const server = await startServer()
      const d = await host().newDriver()
      try {
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
      } finally {
        await d.close()
        await server.close()
      }
    })
  },
)
