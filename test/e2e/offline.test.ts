// With the server gone the app still opens, records and keeps entries, and every lazy screen
// (the judge included) comes from the service worker's precache.
import { describe, expect, it } from 'vitest'
import {
  createMatch,
  expectTable,
  settled,
  tapTricks,
  trickQuestion,
  tricksThisHand,
  useBrowser,
  waitForServiceWorker,
} from './harness'

const env = useBrowser({ serviceWorkers: 'allow' })

describe('offline', () => {
  it('opens from the service worker, records and keeps entries, and judges a trick', async () => {
    const server = await env.ownServer()
    const { page } = await env.open({ server })
    await page.goto('/')
    await waitForServiceWorker(page)
    await createMatch(page)
    await tapTricks(page, ['Anna'])

    // Stop the server: from here on nothing can come from the network.
    await server.close()
    await expect(fetch(server.url)).rejects.toThrow()
    const network: string[] = []
    const fromWorker = new Set<string>()
    // A request the page itself gave up on as it went elsewhere (a reload while the service
    // worker's registration still fetched workbox-window: CI, 6 Dec 2026) reached no network;
    // each such address must be one the worker serves.
    const aborted = new Set<string>()
    page.on('response', (r) => {
      if (r.fromServiceWorker()) fromWorker.add(r.url())
      else network.push(`${r.status()} ${r.url()}`)
    })
    page.on('requestfailed', (r) => {
      const error = r.failure()?.errorText
      if (error === 'net::ERR_ABORTED') aborted.add(r.url())
      else network.push(`failed ${r.url()}: ${error}`)
    })

    await page.reload()
    await page.getByRole('region', { name: 'Counters and pot' }).waitFor()
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    await page.getByRole('group', { name: trickQuestion(2) }).waitFor()
    expect(await tricksThisHand(page)).toEqual([1, 0, 0, 0])

    // Entries still save offline: they survive another reload.
    await tapTricks(page, ['Ben', 'Ben', 'Cora'])
    await page.reload()
    await page.getByRole('group', { name: trickQuestion(5) }).waitFor()
    expect(await tricksThisHand(page)).toEqual([1, 2, 1, 0])
    await tapTricks(page, ['Dana', 'Dana', 'Anna', 'Dana'])
    await expectTable(page, { counters: [5, 5, 5, 4], pot: 1 })

    // The judge was never opened online: its chunks must come from the precache.
    await page.getByRole('link', { name: 'Back to the start' }).click()
    await page.getByRole('link', { name: 'Judge a trick' }).click()
    await page.getByRole('link', { name: 'Letzter Stich' }).click()
    await page.getByRole('group', { name: 'Suit' }).waitFor()
    const pick = async (suit: string, card: string) => {
      await page.getByRole('button', { name: suit, exact: true }).click()
      await page.getByRole('button', { name: card, exact: true }).click()
    }
    await pick('Spades', '9 of Spades')
    await pick('Spades', 'King of Spades')
    await pick('Hearts', 'Ace of Hearts')
    await pick('Spades', 'Queen of Spades')
    await page.getByRole('heading', { name: 'K♠ (card 2) takes the trick' }).waitFor()

    // And the other screens that load on demand.
    for (const [link, heading] of [
      ['Past matches', 'Past matches'],
      ['Settings', 'Settings'],
      ['New match', 'New match'],
    ]) {
      await page.goto('/')
      await page.getByRole('link', { name: link }).click()
      await page.getByRole('heading', { level: 1, name: heading }).waitFor()
      await settled(page)
    }
    expect(await page.getByRole('alert').count()).toBe(0)
    expect(network).toEqual([])
    expect(fromWorker.size).toBeGreaterThan(10)
    expect([...aborted].filter((url) => !fromWorker.has(url))).toEqual([])
  })
})
