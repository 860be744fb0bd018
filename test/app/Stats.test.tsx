import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { GameId, Setup } from '../../src/core/game'
import { type Match, newMatch } from '../../src/core/match'
import type { PlayerFigures, Report } from '../../src/core/report'
import type { GameModule } from '../../src/games/types'
import { freshDevice } from '../helpers/device'

const NAMES = ['Anna', 'Ben', 'Cora', 'Dana']
/** Letzter Stich, five hands in which seat 0 takes only the last trick: it is out, the rest tie. */
const lastTrickFiveTimes = () =>
  Array.from({ length: 40 }, (_, i) => ({ t: 'trick', winner: i % 8 === 7 ? 0 : 1 }))

function stored(
  id: string,
  game: GameId,
  players: string[],
  events: unknown[],
  { at, finished = true }: { at: number; finished?: boolean },
): Match {
  const setup: Setup = { game, players, options: {}, firstDealer: 0 }
  return { ...newMatch(id, setup, at), events, finished, updatedAt: at }
}

async function seed(matches: { match: Match; winners: number[] }[]) {
  const { storeReady } = await import('../../src/app/storage')
  const store = await storeReady()
  for (const { match, winners } of matches) await store.saveMatch(match, winners)
}

async function showStats() {
  const { Stats } = await import('../../src/app/screens/Stats')
  render(<Stats />)
  // Every match is replayed (checked, then counted): slower than a frame on a busy machine.
  await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull())
}

/** The figures shown for the chosen player, per game: each card's heading and its dt/dd pairs. */
function playerFigures(): Record<string, Record<string, string>> {
  const region = screen.getByRole('region', { name: /^Figures of / })
  return Object.fromEntries(
    within(region)
      .getAllByRole('listitem')
      .map((card) => {
        const terms = [...card.querySelectorAll('dt')].map((dt) => dt.textContent ?? '')
        const values = [...card.querySelectorAll('dd')].map((dd) => dd.textContent ?? '')
        return [
          card.querySelector('h3')?.textContent ?? '',
          Object.fromEntries(terms.map((term, i) => [term, values[i] ?? ''])),
        ]
      }),
  )
}

/** A table's body rows as text, header cell first. */
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))

describe('the statistics screen, with Letzter Stich as it counts', () => {
  beforeEach(freshDevice)

  it('says how many matches came from other phones, and counts this phone’s alone on request', async () => {
    await seed([
      {
        match: stored('mine', 'letzter-stich', NAMES, lastTrickFiveTimes(), { at: 1000 }),
        winners: [1, 2, 3],
      },
    ])
    // A match another phone at a table sent (#27): merged as an import, marked as received.
    const { storeReady } = await import('../../src/app/storage')
    const store = await storeReady()
    const theirs = stored('theirs', 'letzter-stich', NAMES, lastTrickFiveTimes(), { at: 2000 })
    await store.commitImport(
      { matches: [{ match: theirs, winners: [1, 2, 3] }], names: [] },
      {},
      undefined,
      3000,
    )
    await showStats()
    expect(
      screen.getByText(
        'Counted from 2 finished matches on this phone. 1 of 2 came from another phone.',
      ),
    ).toBeTruthy()
    const groups = screen.getByRole('region', { name: 'Groups' })
    expect(within(groups).getByText('1 of 2 came from another phone.')).toBeTruthy()

    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Only matches played or imported on this phone' }),
    )
    expect(screen.getByText('Counted from 1 finished match on this phone.')).toBeTruthy()
    expect(within(groups).queryByText(/came from another phone/)).toBeNull()
  })

  it('says so plainly when no match is finished yet', async () => {
    await seed([
      {
        match: stored('running', 'letzter-stich', NAMES, [{ t: 'trick', winner: 1 }], {
          at: 1000,
          finished: false,
        }),
        winners: [],
      },
    ])
    await showStats()
    expect(screen.getByText(/^No finished matches yet\./)).toBeTruthy()
    expect(screen.queryByRole('group', { name: 'Players' })).toBeNull()
  })

  it('adds up every finished match per player and per group; a running match does not count', async () => {
    await seed([
      {
        match: stored('one', 'letzter-stich', NAMES, lastTrickFiveTimes(), { at: 1000 }),
        winners: [1, 2, 3],
      },
      // The same four in other seats, Anna typed in lower case: the same person, the same group.
      {
        match: stored(
          'two',
          'letzter-stich',
          ['Cora', 'anna', 'Ben', 'Dana'],
          lastTrickFiveTimes(),
          {
            at: 2000,
          },
        ),
        winners: [1, 2, 3],
      },
      {
        match: stored('running', 'letzter-stich', ['Anna', 'Ben', 'Eva'], [], {
          at: 3000,
          finished: false,
        }),
        winners: [],
      },
    ])
    await showStats()
    expect(screen.getByText('Counted from 2 finished matches on this phone.')).toBeTruthy()

    const picker = screen.getByRole('group', { name: 'Players' })
    const players = within(picker).getAllByRole('radio')
    // Alphabetical, the most recent spelling, and nobody only seen in a running match.
    expect(players.map((r) => r.closest('label')?.textContent)).toEqual([
      'anna',
      'Ben',
      'Cora',
      'Dana',
    ])
    expect((players[0] as HTMLInputElement).checked).toBe(true)
    expect(playerFigures()).toEqual({
      'Letzter Stich': { Played: '2', Won: '1', 'Average score': '2.5', 'Hands swept': '0' },
    })

    fireEvent.click(within(picker).getByRole('radio', { name: 'Cora' }))
    expect(screen.getByRole('heading', { name: 'Figures of Cora' })).toBeTruthy()
    expect(playerFigures()['Letzter Stich']).toEqual({
      Played: '2',
      Won: '1',
      'Average score': '2.5',
      'Hands swept': '0',
    })

    const groups = screen.getByRole('region', { name: 'Groups' })
    const group = within(groups).getAllByRole('listitem')
    expect(group.map((g) => g.querySelector('h3')?.textContent)).toEqual(['anna, Ben, Cora, Dana'])
    const table = within(groups).getByRole('table', { name: 'Letzter Stich: 2 matches' })
    expect(rows(table)).toEqual([
      ['anna', '1', '2.5'],
      ['Ben', '2', '5'],
      ['Cora', '1', '2.5'],
      ['Dana', '2', '5'],
    ])
  })
})

/** A game whose every event is the finished match's outcome: the report is a fixture. */
function fixtureGame(report: (state: Outcome) => Report = seatsReport): GameModule {
  return {
    rules: {
      init: () => ({ winners: [], players: [] }),
      apply: (_state, event) => ({ ok: true, state: event }),
      isOver: () => true,
      winners: (state) => (state as Outcome).winners,
    },
    strings: { en: {}, de: {} },
    defaultOptions: {},
    schemas: { options: v.unknown(), event: v.unknown() },
    Play: () => null,
    report: (state) => report(state as Outcome),
  }
}
interface Outcome {
  winners: number[]
  players: PlayerFigures[]
}
const seatsReport = (state: Outcome): Report => ({
  step: 'case',
  measure: 'points',
  lines: 'seats',
  start: state.players.map(() => 0),
  values: [],
  players: state.players,
})
const teamReport = (state: Outcome): Report => ({
  step: 'round',
  measure: 'lives',
  lines: 'team',
  start: [3],
  values: [[3], [2]],
  players: state.players,
})

describe('the statistics screen, with reports as fixtures', () => {
  beforeEach(async () => {
    freshDevice()
    // Stiche im Team reports; the Stich für Stich match cannot be replayed.
    vi.doMock('../../src/games', async (original) => ({
      ...(await original<typeof import('../../src/games')>()),
      loadGame: async (id: GameId) =>
        id === 'stiche-im-team'
          ? fixtureGame(teamReport)
          : fixtureGame(() => {
              throw new Error('broken log')
            }),
    }))
  })
  afterEach(() => vi.doUnmock('../../src/games'))

  it('shows the furthest climb and team wins, and leaves out a match it cannot read', async () => {
    const reached = (rung: number, of: number, won: boolean) => ({
      winners: won ? [0, 1, 2] : [],
      players: [0, 1, 2].map(() => ({ points: null, reached: { rung, of } })),
    })
    await seed([
      {
        match: stored('t1', 'stiche-im-team', ['Anna', 'Ben', 'Cora'], [reached(3, 8, false)], {
          at: 1000,
        }),
        winners: [],
      },
      {
        match: stored('t2', 'stiche-im-team', ['Anna', 'Ben', 'Cora'], [reached(8, 8, true)], {
          at: 2000,
        }),
        winners: [0, 1, 2],
      },
      {
        match: stored('s1', 'stich-fuer-stich', ['Anna', 'Ben', 'Dana'], [reached(1, 1, true)], {
          at: 3000,
        }),
        winners: [0, 1, 2],
      },
    ])
    await showStats()
    expect(screen.getByText('Counted from 2 finished matches on this phone.')).toBeTruthy()
    // Named, so the player can find it under Past matches.
    expect(screen.getByRole('alert').textContent).toBe(
      'Left out, because it cannot be opened: Stich für Stich (Anna, Ben, Dana; Jan 1, 1970). ' +
        'Under Past matches you can see why and delete it.',
    )
    expect(playerFigures()).toEqual({
      'Stiche im Team': { Played: '2', Won: '1', 'Best climb': 'round 8 of 8' },
    })
    expect(screen.queryByRole('radio', { name: 'Dana' })).toBeNull()
    // A team game gives nobody an own score: the group's table has no average column.
    const table = screen.getByRole('table', { name: 'Stiche im Team: 2 matches' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Player', 'Won'])
  })
})

describe('the chart of a match', () => {
  beforeEach(freshDevice)

  const report: Report = {
    step: 'hand',
    measure: 'counters',
    lines: 'seats',
    start: [5, 5, 5],
    values: [
      [4, 5, 5],
      [4, 6, 3],
    ],
    players: [],
  }

  it('draws a line per player from the start, each with its own marker and dash, and says the latest numbers', async () => {
    const { Chart } = await import('../../src/app/screens/match/Chart')
    render(<Chart report={report} names={['Anna', 'Ben', 'Cora']} id="c" />)
    const img = screen.getByRole('img', {
      name: 'Line chart. Counters after hand 2: Anna 4, Ben 6, Cora 3',
    })
    const lines = [...img.querySelectorAll('polyline')]
    const heights = lines.map((line) =>
      (line.getAttribute('points') ?? '').split(' ').map((p) => Number(p.split(',')[1])),
    )
    expect(heights.map((h) => h.length)).toEqual([3, 3, 3])
    // A higher total is higher up (a smaller y): after hand 2 Ben leads, Cora trails.
    const last = heights.map((h) => h.at(-1) ?? 0)
    expect((last[1] ?? 0) < (last[0] ?? 0) && (last[0] ?? 0) < (last[2] ?? 0)).toBe(true)
    // Not by color alone: every line has its own dash pattern and its own marker shape.
    const dashes = lines.map((l) => l.getAttribute('stroke-dasharray'))
    expect(new Set(dashes).size).toBe(3)
    const markers = [...img.querySelectorAll('g.series')].map((g) => {
      const marker = g.children[1]
      return marker?.tagName === 'path' ? marker.getAttribute('d')?.slice(-6) : marker?.tagName
    })
    expect(new Set(markers).size).toBe(3)
    expect(markers.slice(0, 2)).toEqual(['circle', 'rect'])
    // The step numbers on the x axis; 0 is on the y axis.
    const steps = [...img.querySelectorAll('text.step')].map((t) => t.textContent)
    expect(steps).toEqual(['0', '1', '2'])
    const yLabels = [...img.querySelectorAll('g.grid text, g.zero text')].map((t) =>
      Number(t.textContent),
    )
    expect(Math.min(...yLabels)).toBe(0)
    expect(Math.max(...yLabels)).toBeGreaterThanOrEqual(6)
  })

  it('has the same numbers as a table, one tap away: a row per hand from the start', async () => {
    const { Chart } = await import('../../src/app/screens/match/Chart')
    render(<Chart report={report} names={['Anna', 'Ben', 'Cora']} id="c" />)
    const summary = screen.getByText('Show as table')
    expect(summary.tagName).toBe('SUMMARY')
    expect(screen.queryByRole('table')).toBeNull()
    const details = summary.closest('details') as HTMLDetailsElement
    details.open = true
    fireEvent(details, new Event('toggle'))
    const table = await screen.findByRole('table', { name: 'Counters after each hand' })
    const heads = within(table).getAllByRole('columnheader')
    expect(heads.map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([
      ['Hand', 'col'],
      ['Anna', 'col'],
      ['Ben', 'col'],
      ['Cora', 'col'],
    ])
    expect(rows(table)).toEqual([
      ['Start', '5', '5', '5'],
      ['1', '4', '5', '5'],
      ['2', '4', '6', '3'],
    ])
  })

  const open = (game: Partial<GameModule>, state: unknown = {}) => ({
    match: newMatch(
      'm',
      { game: 'stiche-im-team', players: NAMES, options: {}, firstDealer: 0 },
      0,
    ),
    game: { ...fixtureGame(), ...game } as GameModule,
    state,
  })

  it('shows the whole table as one line named Team, under "Over the rounds"', async () => {
    const { Progress } = await import('../../src/app/screens/match/Progress')
    render(<Progress open={open({ report: () => teamReport({ winners: [], players: [] }) })} />)
    const region = screen.getByRole('region', { name: 'Over the rounds' })
    expect(
      within(region).getByRole('img', { name: 'Line chart. Lives after round 2: Team 2' }),
    ).toBeTruthy()
    expect(region.querySelectorAll('polyline')).toHaveLength(1)
  })

  it('shows nothing before the first step is over', async () => {
    const { Progress } = await import('../../src/app/screens/match/Progress')
    const empty = { ...report, values: [] }
    const { container } = render(<Progress open={open({ report: () => empty })} />)
    // Its place is kept (an empty box, busy only while a chart is on its way), with nothing in it.
    expect(container.querySelector('section')).toBeNull()
    expect(container.textContent).toBe('')
    expect(container.querySelector('[aria-busy="true"]')).toBeNull()
  })
})
