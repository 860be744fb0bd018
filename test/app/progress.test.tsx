// The match's chart (src/app/screens/match/Progress.tsx) is below the fold: it is drawn after the
// page is painted, so opening a long match and a tap that ends a hand show the entry first (#26).
// Preact's own render, not Testing Library's: its act() would run the effects before returning.
import { waitFor } from '@testing-library/preact'
import { render } from 'preact'
import { afterEach, describe, expect, it } from 'vitest'
import { Progress } from '../../src/app/screens/match/Progress'
import type { Setup } from '../../src/core/game'
import { newMatch, replay } from '../../src/core/match'
import { loadGame } from '../../src/games'

const setup: Setup = {
  game: 'letzter-stich',
  players: ['Anna', 'Ben', 'Cora', 'Dana'],
  options: {},
  firstDealer: 0,
}

/** The match after `hands` hands in which Anna takes the last trick. */
async function afterHands(hands: number) {
  const game = await loadGame('letzter-stich')
  const events = Array.from({ length: hands * 8 }, (_, i) => ({
    t: 'trick',
    winner: i % 8 === 7 ? 0 : 1,
  }))
  const match = { ...newMatch('m', setup, 0), events }
  return { match, game, state: replay(game.rules, setup, events) }
}

const chart = (page: HTMLElement) =>
  page.querySelector('section.progress svg[role="img"]')?.getAttribute('aria-label') ?? null

const page = document.createElement('div')
afterEach(() => render(null, page))

describe('the chart of the open match', () => {
  it('comes after the first paint, not in the render that opens the page', async () => {
    document.body.append(page)
    render(<Progress open={await afterHands(2)} />, page)
    expect(page.querySelector('section.progress')).toBeNull()
    // Busy until it is there: what waits for the page to settle waits for the chart too.
    expect(page.querySelector('[aria-busy="true"]')).not.toBeNull()
    await waitFor(() => expect(chart(page)).toMatch(/^Line chart\. Counters after hand 2: /))
    expect(page.querySelector('[aria-busy="true"]')).toBeNull()
  })

  it('follows a hand that ends after the page has shown it', async () => {
    render(<Progress open={await afterHands(2)} />, page)
    await waitFor(() => expect(chart(page)).toMatch(/after hand 2: /))
    render(<Progress open={await afterHands(3)} />, page)
    // The tap's own render still has the chart as it was: the new one comes after the paint.
    expect(chart(page)).toMatch(/after hand 2: /)
    expect(page.querySelector('[aria-busy="true"]')).not.toBeNull()
    await waitFor(() => expect(chart(page)).toMatch(/after hand 3: /))
    expect(page.querySelector('[aria-busy="true"]')).toBeNull()
  })

  it('is nothing before a first hand is finished', async () => {
    render(<Progress open={await afterHands(0)} />, page)
    // Once the page has been painted and the chart's turn has come: still nothing.
    await waitFor(() => expect(page.querySelector('[aria-busy="true"]')).toBeNull())
    expect(page.querySelector('section.progress')).toBeNull()
  })
})
