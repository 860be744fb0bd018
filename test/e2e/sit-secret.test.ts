// Stiche im Team in Chromium against the production build, secret numbers: two phones play the
// same climb with different secret numbers, and while a round runs both pages are the same to the
// byte, so no number (nor the dealer's rest) is anywhere in them; a finished round's numbers are
// said, and "Reveal all numbers now" shows them mid-round once the table confirms.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { sitCounts as counts, sitNews as news, sitRounds as rounds } from './games'
import { useBrowser } from './harness'
import { type Climb, newClimb, option, question, status, TABLE } from './play/sit'

const env = useBrowser()

describe('Stiche im Team', () => {
  it('keeps secret numbers out of the page until the round is judged at its end', async () => {
    // Two phones play the same climb with different secret numbers: while a round runs, both
    // pages are the same to the byte, so no number (nor the dealer's rest) is anywhere in them.
    const [a, b] = await Promise.all([env.open(), env.open()])
    const secret = (p: Page) => option(p, 'Secret numbers (harder)')
    const [climbA, climbB] = await Promise.all(
      [a.page, b.page].map((page) => newClimb(page, { options: secret })),
    )
    if (!climbA || !climbB) throw new Error('no climb')
    const both = (step: (c: Climb) => Promise<unknown>) => Promise.all([step(climbA), step(climbB)])
    // The whole document but the app's banners and notes ("Ready to work offline" comes when it comes)
    // and the rounds so far: finished rounds were said aloud and differ between A and B, so
    // they are checked line by line below (the running round must never be among them).
    const html = async (c: Climb) =>
      (
        await c.page.evaluate(() => {
          const page = document.documentElement.cloneNode(true) as HTMLElement
          for (const gone of page.querySelectorAll('.banners, .toasts, .sit-rounds')) gone.remove()
          return page.outerHTML
        })
      ).replaceAll(c.id, 'ID')
    /** `finished`: the rounds so far on A and on B, each the finished rounds only. */
    const expectSamePages = async (finished: [string[], string[]] = [[], []]) => {
      const [htmlA, htmlB] = await Promise.all([html(climbA), html(climbB)])
      expect(htmlA).toBe(htmlB)
      expect([await rounds(a.page), await rounds(b.page)]).toEqual(finished)
      expect(htmlA).not.toContain('must take')
      expect(htmlA).not.toContain('secret-bid')
      for (const c of [climbA, climbB]) {
        const rows = await counts(c.page)
        expect(rows.map(([, number]) => number)).toEqual(TABLE.map(() => 'hidden'))
        expect(rows.map(([, , , still]) => still)).toEqual(TABLE.map(() => ''))
      }
    }

    // Round 1, Anna deals. A: Ben 1, so Anna must take 0. B: all 0, so Anna must take 1.
    await both((c) => c.trump('Hearts'))
    expect(await a.page.locator('#sit-secret-h').textContent()).toBe(
      'Secret numbers: each in private',
    )
    await both((c) => c.secretBid('Ben', c === climbA ? 1 : 0, 'Carla'))
    await both((c) => c.secretBid('Carla', 0, 'Dan'))
    await both((c) => c.secretBid('Dan', 0, null))
    await expectSamePages()
    expect(await status(a.page)).toMatchObject({ badges: ['Ben leads', 'Trump: ♥ Hearts'] })
    // Each made their number: A by Ben's trick, B by Anna's.
    await both((c) => c.tricks(c === climbA ? 'Ben' : 'Anna'))
    expect(await news(a.page)).toBe('Round 1 made! Everybody hit their number.')
    expect(await news(b.page)).toBe('Round 1 made! Everybody hit their number.')

    // Round 2, Ben deals. A: Carla 1, Dan 1. B: Carla 2, Dan 0. Ben takes the rest: 0 in both.
    await both((c) => c.trump('Clubs'))
    await both((c) => c.secretBid('Carla', c === climbA ? 1 : 2, 'Dan'))
    await both((c) => c.secretBid('Dan', c === climbA ? 1 : 0, 'Anna'))
    await both((c) => c.secretBid('Anna', 0, null))
    // Round 1 is over and its numbers were said at the table: A and B show what each said.
    const round1: [string[], string[]] = [
      ['1 1 ♥ 0/0 1/1 0/0 0/0 ✓3'],
      ['1 1 ♥ 1/1 0/0 0/0 0/0 ✓3'],
    ]
    await expectSamePages(round1)
    // Dan takes the first trick: in B he is over his 0, but nobody can know before the end.
    await both((c) => c.tricks('Dan'))
    await expectSamePages(round1)
    expect(await counts(a.page)).toEqual([
      ['Anna', 'hidden', '0', ''],
      ['Ben deals', 'hidden', '0', ''],
      ['Carla', 'hidden', '0', ''],
      ['Dan', 'hidden', '1', ''],
    ])
    expect(await question(b.page)).toBe('Trick 2 of 2')
    await both((c) => c.tricks('Carla'))
    expect(await news(a.page)).toBe('Round 2 made! Everybody hit their number.')
    expect(await news(b.page)).toBe('Round 2 lost. Carla, Dan missed their number. One life gone.')
    // Now round 2's numbers are said too, Ben's rest among them, and who missed.
    expect(await rounds(a.page)).toEqual([...round1[0], '2 2 ♣ 0/0 0/0 1/1 1/1 ✓3'])
    expect(await rounds(b.page)).toEqual([...round1[1], '2 2 ♣ 0/0 0/0 2/1✗ 0/1✗ ✗2'])
    expect(await status(a.page)).toMatchObject({ round: 'Round 3 of 7', lives: 'Lives: 3 of 3' })
    expect(await status(b.page)).toMatchObject({ round: 'Round 2 of 7', lives: 'Lives: 2 of 3' })

    // A, round 3, Carla deals: revealed after one trick, the numbers show and the round is
    // watched from then on; Ben's trick over his 0 ends it at once.
    await climbA.trump('Diamonds')
    await climbA.secretBid('Dan', 1, 'Anna')
    await climbA.secretBid('Anna', 1, 'Ben')
    await climbA.secretBid('Ben', 0, null)
    await climbA.tricks('Dan')
    await a.page.getByRole('button', { name: 'Reveal all numbers now' }).click()
    // One tap shows every number to the table, so it asks first.
    await a.page
      .getByRole('group', { name: 'Show everybody’s number to the whole table?' })
      .waitFor()
    await a.page.getByRole('button', { name: 'Yes' }).click()
    await climbA.saved()
    expect(await counts(a.page)).toEqual([
      ['Anna', '1', '0', '1'],
      ['Ben', '0', '0', '0'],
      ['Carla deals', '1', '0', '1'],
      ['Dan', '1', '1', '0'],
    ])
    expect(await a.page.getByRole('button', { name: 'Reveal all numbers now' }).count()).toBe(0)
    await climbA.tricks('Ben')
    expect(await news(a.page)).toBe(
      'Round 3 lost. Ben has taken more tricks than their number. One life gone.',
    )
  })
})
