// Every game treats a refused entry the same way (#24): one hook (src/ui/entry.ts), so the phone
// that loses a simultaneous entry at a table says so beside the control it tapped, in every game,
// and says it again after another phone's entry arrives with the refusal.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { GameId, Setup } from '../../src/core/game'
import { type Match, newMatch, replay } from '../../src/core/match'
import type { Reason } from '../../src/core/reason'
import { freshDevice } from '../helpers/device'

beforeEach(freshDevice)
afterEach(cleanup)

const PLAYERS = ['Anna', 'Ben', 'Cora', 'Dana']
const FIRST = 'Another phone entered first. Check the table and enter again.'
const FIRST_DE = 'Ein anderes Handy hat zuerst eingetragen. Prüft den Tisch und tragt neu ein.'

interface Case {
  game: GameId
  options?: unknown
  events: unknown[]
  /** The one tap that makes the entry. */
  tap: () => void
  /** What another phone entered first. */
  other: unknown
}

const button = (name: string) => fireEvent.click(screen.getByRole('button', { name, exact: true }))

const CASES: Case[] = [
  { game: 'letzter-stich', events: [], tap: () => button('Ben'), other: { t: 'trick', winner: 2 } },
  {
    game: 'stich-fuer-stich',
    events: [{ t: 'secret', hidden: true }],
    tap: () =>
      fireEvent.click(
        within(screen.getByRole('region', { name: /^Who won trick 1\?/ })).getByRole('button', {
          name: 'Ben',
        }),
      ),
    other: { t: 'trick', winner: 2 },
  },
  {
    game: 'stiche-im-team',
    options: { lives: 3 },
    events: [],
    tap: () =>
      fireEvent.click(
        within(screen.getByRole('group', { name: 'Trump suit' })).getByRole('button', {
          name: 'Hearts',
        }),
      ),
    other: { t: 'trump', suit: 'spades' },
  },
  {
    game: 'sticht-oder-nicht',
    events: [
      {
        t: 'specials',
        cards: [
          { kind: 'trump', animal: 'wasp' },
          { kind: 'tricks', which: 'most', points: 5 },
        ],
      },
    ],
    tap: () => fireEvent.click(within(seatGrid()).getByRole('button', { name: 'Ben' })),
    other: { t: 'trick', winner: 2 },
  },
]

const seatGrid = () => {
  const grid = document.querySelector<HTMLElement>('.seat-grid')
  if (!grid) throw new Error('no winner buttons')
  return grid
}

async function show(
  { game, options, events }: Case,
  record: (e: unknown) => Promise<Reason | null>,
) {
  const { loadGame } = await import('../../src/games')
  await import('../../src/app/tableStrings')
  const module = await loadGame(game)
  const setup: Setup = {
    game,
    players: PLAYERS,
    options: options ?? module.defaultOptions,
    firstDealer: 0,
  }
  const match = { ...(newMatch('m', setup, 0) as Match), events }
  const state = replay(module.rules, setup, events)
  const { Play } = module
  const correct = vi.fn(async () => null)
  const view = render(<Play match={match} state={state} record={record} correct={correct} />)
  return { view, Play, match, state, correct, module, setup }
}

describe('the phone that loses a simultaneous entry says so, in every game', () => {
  for (const c of CASES) {
    it(c.game, async () => {
      // The host's refusal comes right behind the other phone's entry, which is shown first.
      let refuse = () => {}
      const record = vi.fn(
        () =>
          new Promise<Reason | null>((resolve) => {
            refuse = () => resolve({ key: 'table.someoneFirst' })
          }),
      )
      const { view, Play, match, module, setup, correct } = await show(c, record)
      c.tap()
      expect(record).toHaveBeenCalledTimes(1)
      const events = [...match.events, c.other]
      const next = { ...match, events }
      const state = replay(module.rules, setup, events)
      view.rerender(<Play match={next} state={state} record={record} correct={correct} />)
      refuse()
      expect((await screen.findByRole('alert')).textContent).toContain(FIRST)
      const { lang } = await import('../../src/i18n')
      lang.value = 'de'
      expect((await screen.findByRole('alert')).textContent).toContain(FIRST_DE)
      lang.value = 'en'
    })
  }
})
