import { fireEvent, render, screen, within } from '@testing-library/preact'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Setup } from '../../../src/core/game'
import { type Match, newMatch, replay } from '../../../src/core/match'
import { named, type Reason } from '../../../src/core/reason'
import { type LsEvent, type LsState, rules } from '../../../src/games/letzter-stich/rules'
import { freshDevice } from '../../helpers/device'

// A fresh module copy per test: the entry mode (Tricks / Last trick / Counts) is a module signal.
beforeEach(freshDevice)

type RecordFn = (event: LsEvent) => Promise<Reason | null>
const names = ['Anna', 'Ben', 'Cem', 'Dora']

function table(players: number, firstDealer = 0, events: LsEvent[] = []) {
  const setup: Setup = {
    game: 'letzter-stich',
    players: names.slice(0, players),
    options: {},
    firstDealer,
  }
  const match: Match<LsEvent> = { ...(newMatch('m', setup, 0) as Match<LsEvent>), events }
  return { match, state: replay(rules, setup, events) }
}

const tricks = (...winners: number[]): LsEvent[] =>
  winners.map((winner) => ({ t: 'trick', winner }))

/** The play screen as the match page shows it, with the game's words loaded. */
async function showPlay(
  { match, state }: { match: Match<LsEvent>; state: LsState },
  record: RecordFn = vi.fn<RecordFn>(async () => null),
) {
  const { loadGame } = await import('../../../src/games')
  await loadGame('letzter-stich') // brings the game's words, as the match page does
  const { Play } = await import('../../../src/games/letzter-stich/ui/Play')
  const correct = vi.fn(async () => null)
  const view = render(<Play match={match} state={state} record={record} correct={correct} />)
  const again = (next: { match: Match<LsEvent>; state: LsState }) =>
    view.rerender(<Play match={next.match} state={next.state} record={record} correct={correct} />)
  return { ...view, record, again }
}

const tab = (name: string) =>
  within(screen.getByRole('group', { name: 'How to enter the hand' })).getByRole<HTMLButtonElement>(
    'button',
    { name },
  )

/** A player's box on the table: their name, badges and counters. */
function seatBox(name: string): HTMLElement {
  const region = screen.getByRole('region', { name: 'Counters and pot' })
  const box = within(region).getByText(name).closest('li')
  if (!box) throw new Error(`no box for ${name}`)
  return box
}
const badges = (name: string) =>
  ['deals', 'leads', 'wins'].filter((badge) => within(seatBox(name)).queryByText(badge))

/** The hands table below the entry: each row's cells after the row heading. */
function handRows(): string[][] {
  const tableEl = screen.getByRole('table')
  return within(tableEl)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    )
}

describe('entering tricks', () => {
  it('records the player who took the trick', async () => {
    const { record } = await showPlay(table(4))
    expect(screen.getByRole('group', { name: 'Who took trick 1 of 8?' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cem' }))
    expect(record).toHaveBeenCalledWith({ t: 'trick', winner: 2 })
    expect(record).toHaveBeenCalledTimes(1)
  })

  it('takes a double tap as one tap: the second waits for nothing and records nothing', async () => {
    let done: (value: null) => void = () => {}
    const record = vi.fn<RecordFn>(() => new Promise((resolve) => (done = resolve)))
    await showPlay(table(4), record)
    const who = within(screen.getByRole('group', { name: 'Who took trick 1 of 8?' }))
    fireEvent.click(who.getByRole('button', { name: 'Ben' }))
    fireEvent.click(who.getByRole('button', { name: 'Ben' }))
    expect(record).toHaveBeenCalledTimes(1)
    // Nothing is disabled while a quick save runs: no repaint of every button for a few ms.
    expect(who.getByRole<HTMLButtonElement>('button', { name: 'Ben' }).disabled).toBe(false)
    done(null)
    await Promise.resolve()
    fireEvent.click(who.getByRole('button', { name: 'Cem' }))
    expect(record).toHaveBeenCalledTimes(2)
  })

  it('counts the tricks of the hand', async () => {
    await showPlay(table(3, 0, tricks(0, 1, 1)))
    expect(screen.getByRole('group', { name: 'Who took trick 4 of 8?' })).toBeTruthy()
    expect(within(seatBox('Ben')).getByText('2 tricks')).toBeTruthy()
  })

  it('asks for the last trick by name before trick 8, and says what it costs', async () => {
    const { record } = await showPlay(table(3, 0, tricks(0, 1, 2, 0, 1, 2, 0)))
    expect(screen.getByRole('group', { name: 'Who took the last trick?' })).toBeTruthy()
    expect(
      screen.getByText('The next trick is the last one: whoever takes it pays 1 counter.'),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Anna' }))
    expect(record).toHaveBeenCalledWith({ t: 'trick', winner: 0 })
  })

  it('offers whole-hand entry only before the first trick of a hand', async () => {
    const start = await showPlay(table(3))
    expect(tab('Last trick').disabled).toBe(false)
    expect(tab('Counts').disabled).toBe(false)
    start.again(table(3, 0, tricks(1)))
    expect(tab('Tricks').disabled).toBe(false)
    expect(tab('Last trick').disabled).toBe(true)
    expect(tab('Counts').disabled).toBe(true)
  })
})

describe('entering counted piles', () => {
  /** record wired to the real rules, as the match page does (without storage). */
  // As the app's record does (src/app/session.ts): the rules' reason, with the seat named.
  const realRecord = (state: LsState) =>
    vi.fn<RecordFn>(async (event) => {
      const applied = rules.apply(state, event)
      return applied.ok ? null : named(applied.reason, ['Anna', 'Ben', 'Cem', 'Dora'])
    })

  function more(player: string, times: number) {
    const button = screen.getByRole('button', { name: `Tricks of ${player}: one more` })
    for (let i = 0; i < times; i++) fireEvent.click(button)
  }
  const lastTrickBy = (name: string) =>
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Who took the last trick?' })).getByRole('radio', {
        name,
      }),
    )

  it('refuses counts that add up to 7 and says why, keeping what was entered', async () => {
    const start = table(3)
    const record = realRecord(start.state)
    await showPlay(start, record)
    fireEvent.click(tab('Counts'))
    more('Anna', 3)
    more('Ben', 2)
    more('Cem', 2)
    expect(screen.getByText('Together: 7 of 8')).toBeTruthy()
    lastTrickBy('Anna')
    fireEvent.click(screen.getByRole('button', { name: 'Save hand' }))

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('The tricks add up to 7, but a hand has 8 tricks.')
    expect(record).toHaveBeenCalledWith({ t: 'counts', tricksWon: [3, 2, 2], lastTrick: 0 })
    await expect(record.mock.results[0]?.value).resolves.toEqual({
      key: 'ls.tricksSum',
      params: { sum: 7 },
    })
    expect(screen.getByText('Together: 7 of 8')).toBeTruthy()
  })

  it('names the player in a refusal about a seat', async () => {
    const start = table(3)
    await showPlay(start, realRecord(start.state))
    fireEvent.click(tab('Counts'))
    more('Anna', 8)
    lastTrickBy('Ben')
    fireEvent.click(screen.getByRole('button', { name: 'Save hand' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ben won the last trick, but 0 tricks are entered for them.',
    )
  })
})

describe('who deals, who leads', () => {
  it('marks the dealer and the player left of the dealer, and moves them on', async () => {
    const play = await showPlay(table(4, 1))
    expect(screen.getByText('Hand 1 · Ben deals')).toBeTruthy()
    expect(badges('Ben')).toEqual(['deals'])
    expect(badges('Cem')).toEqual(['leads'])
    expect(badges('Anna')).toEqual([])
    expect(badges('Dora')).toEqual([])

    play.again(table(4, 1, tricks(3)))
    expect(badges('Ben')).toEqual(['deals'])
    expect(badges('Cem')).toEqual([])
    expect(badges('Dora')).toEqual(['leads'])

    play.again(table(4, 1, [{ t: 'quick', lastTrick: 0, sweep: false }]))
    expect(screen.getByText('Hand 2 · Cem deals')).toBeTruthy()
    expect(badges('Cem')).toEqual(['deals'])
    expect(badges('Dora')).toEqual(['leads'])
    expect(badges('Ben')).toEqual([])
  })
})

describe('the hands table', () => {
  it('shows every counter and the pot after each hand', async () => {
    const hand1 = tricks(0, 0, 1, 2, 0, 1, 2, 1)
    const hand2: LsEvent[] = [{ t: 'quick', lastTrick: 2, sweep: false }]
    const hand3: LsEvent[] = [{ t: 'counts', tricksWon: [8, 0, 0], lastTrick: 0 }]
    const play = await showPlay(table(3))
    expect(screen.queryByRole('table')).toBeNull()

    play.again(table(3, 0, hand1))
    expect(
      screen.getByText('Hand 1: Ben took the last trick and pays 1 counter into the pot.'),
    ).toBeTruthy()
    expect(handRows()).toEqual([
      ['5', '5', '5', '0'],
      ['5', '4 •took the last trick', '5', '1'],
    ])
    expect(within(seatBox('Ben')).getByText('Ben: 4 counters')).toBeTruthy()
    expect(screen.getByRole('group', { name: 'Pot: 1' })).toBeTruthy()

    play.again(table(3, 0, [...hand1, ...hand2]))
    expect(handRows()).toEqual([
      ['5', '5', '5', '0'],
      ['5', '4 •took the last trick', '5', '1'],
      ['5', '4', '4 •took the last trick', '2'],
    ])

    play.again(table(3, 0, [...hand1, ...hand2, ...hand3]))
    expect(
      screen.getByText('Hand 3: Anna took all 8 tricks and takes 2 counters from the pot.'),
    ).toBeTruthy()
    expect(handRows()).toEqual([
      ['5', '5', '5', '0'],
      ['5', '4 •took the last trick', '5', '1'],
      ['5', '4', '4 •took the last trick', '2'],
      ['7 ★sweep', '4', '4', '0'],
    ])
    expect(screen.getByRole('group', { name: 'Pot: 0' })).toBeTruthy()
  })
})

describe('the end of the match', () => {
  const quick = (...lastTricks: number[]): LsEvent[] =>
    lastTricks.map((lastTrick) => ({ t: 'quick', lastTrick, sweep: false }))

  it('names the single winner and stops asking for tricks', async () => {
    // Cem pays once, then Ben pays until he has nothing: Anna 5, Ben 0, Cem 4.
    await showPlay(table(3, 0, quick(2, 1, 1, 1, 1, 1)))
    expect(screen.getByRole('heading', { name: 'Match over' })).toBeTruthy()
    expect(screen.getByText('Anna wins!')).toBeTruthy()
    expect(badges('Anna')).toEqual(['wins'])
    expect(badges('Cem')).toEqual([])
    expect(screen.queryByRole('group', { name: 'How to enter the hand' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Anna' })).toBeNull()
  })

  it('lets tied leaders share the win', async () => {
    await showPlay(table(3, 0, quick(2, 2, 2, 2, 2)))
    expect(screen.getByText('Anna & Ben share the win!')).toBeTruthy()
    expect(badges('Anna')).toEqual(['wins'])
    expect(badges('Ben')).toEqual(['wins'])
    expect(badges('Cem')).toEqual([])
  })
})
