import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Setup } from '../../../src/core/game'
import { type Match, newMatch, replay } from '../../../src/core/match'
import { named, type Reason } from '../../../src/core/reason'
import { type LsEvent, type LsState, rules } from '../../../src/games/letzter-stich/rules'
import { ignoreRepeatedTaps, once } from '../../../src/ui/once'
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

/** A player's line on the table: their name, badges and counters. */
function seatBox(name: string): HTMLElement {
  const region = screen.getByRole('region', { name: 'Counters and pot' })
  const box = [...region.querySelectorAll<HTMLElement>('li.ls-player')].find(
    (li) => li.querySelector('.ls-who')?.textContent === name,
  )
  if (!box) throw new Error(`no box for ${name}`)
  return box
}
/** Which hand, who deals: one line over the players. */
const status = () => document.querySelector('.ls-status')?.textContent

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

  it('takes a double tap as one tap, and a tap on another player while it is saved (#25)', async () => {
    ignoreRepeatedTaps(document)
    let done: (value: null) => void = () => {}
    // As the app's record does it: in its turn (src/ui/once.ts).
    const saves = vi.fn(() => new Promise<null>((resolve) => (done = resolve)))
    const record = vi.fn<RecordFn>(() => once(saves))
    await showPlay(table(4), record)
    const who = within(screen.getByRole('group', { name: 'Who took trick 1 of 8?' }))
    fireEvent.click(who.getByRole('button', { name: 'Ben' }))
    fireEvent.click(who.getByRole('button', { name: 'Ben' }))
    expect(record).toHaveBeenCalledTimes(1)
    // Nothing is disabled while a quick save runs: no repaint of every button for a few ms.
    expect(who.getByRole<HTMLButtonElement>('button', { name: 'Ben' }).disabled).toBe(false)
    // Another player, while Ben's trick is still being saved: taken, and saved after it.
    fireEvent.click(who.getByRole('button', { name: 'Cem' }))
    expect(record).toHaveBeenLastCalledWith({ t: 'trick', winner: 2 })
    expect(saves).toHaveBeenCalledTimes(1)
    done(null)
    await waitFor(() => expect(saves).toHaveBeenCalledTimes(2))
    done(null)
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

  /** One tap on a number: the chips fill the open player's count, then move on. */
  function count(seat: number, n: number) {
    const chips = screen.getByRole('group', { name: `Tricks of ${names[seat]}` })
    fireEvent.click(within(chips).getByRole('radio', { name: String(n) }))
  }
  const counts = (...numbers: number[]) => {
    for (const [seat, n] of numbers.entries()) count(seat, n)
  }
  const lastTrickBy = (name: string) =>
    fireEvent.click(screen.getByRole('radio', { name: `${name} took the last trick` }))

  it('takes one tap per number, moving on to the next player, and shows each on its row', async () => {
    const start = table(3)
    const record = realRecord(start.state)
    await showPlay(start, record)
    fireEvent.click(tab('Counts'))
    expect(screen.queryByRole('button', { name: /one more/ })).toBeNull()
    counts(3, 0)
    expect(
      screen.getByRole('button', { name: 'Tricks of Cem: 0' }).getAttribute('aria-pressed'),
    ).toBe('true')
    count(2, 5)
    expect(screen.getByText('Together: 8 of 8')).toBeTruthy()
    // Every player had a turn: the chips wait until a player's number is tapped to change it.
    expect(screen.getByRole('group', { name: 'All counted' })).toBeTruthy()
    const ben = screen.getByRole('button', { name: 'Tricks of Ben: 0' })
    fireEvent.click(ben)
    expect(ben.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Tricks of Ben' })).getByRole('radio', {
        name: '1',
      }),
    )
    expect(screen.getByRole('button', { name: 'Tricks of Ben: 1' })).toBeTruthy()
    expect(screen.getByText('Together: 9 of 8')).toBeTruthy()
    // The chips moved on to Cem: his 5 is the one shown.
    const cem = within(screen.getByRole('group', { name: 'Tricks of Cem' }))
    expect(cem.getByRole<HTMLInputElement>('radio', { name: '5' }).checked).toBe(true)
    fireEvent.click(cem.getByRole('radio', { name: '4' }))
    lastTrickBy('Cem')
    fireEvent.click(screen.getByRole('button', { name: 'Save hand' }))
    expect(record).toHaveBeenCalledWith({ t: 'counts', tricksWon: [3, 1, 4], lastTrick: 2 })
  })

  it('refuses counts that add up to 7 and says why under the save button, keeping them', async () => {
    const start = table(3)
    const record = realRecord(start.state)
    await showPlay(start, record)
    fireEvent.click(tab('Counts'))
    counts(3, 2, 2)
    expect(screen.getByText('Together: 7 of 8')).toBeTruthy()
    lastTrickBy('Anna')
    const save = screen.getByRole('button', { name: 'Save hand' })
    fireEvent.click(save)

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('The tricks add up to 7, but a hand has 8 tricks.')
    expect(save.closest('form')?.contains(alert)).toBe(true)
    expect(record).toHaveBeenCalledWith({ t: 'counts', tricksWon: [3, 2, 2], lastTrick: 0 })
    await expect(record.mock.results[0]?.value).resolves.toEqual({
      key: 'ls.tricksSum',
      params: { sum: 7 },
    })
    expect(screen.getByText('Together: 7 of 8')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Tricks of Cem: 2' })).toBeTruthy()
  })

  it('names the player in a refusal about a seat', async () => {
    const start = table(3)
    await showPlay(start, realRecord(start.state))
    fireEvent.click(tab('Counts'))
    counts(8)
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
    expect(status()).toBe('Hand 1 · Ben deals')
    expect(badges('Ben')).toEqual(['deals'])
    expect(badges('Cem')).toEqual(['leads'])
    expect(badges('Anna')).toEqual([])
    expect(badges('Dora')).toEqual([])

    play.again(table(4, 1, tricks(3)))
    expect(badges('Ben')).toEqual(['deals'])
    expect(badges('Cem')).toEqual([])
    expect(badges('Dora')).toEqual(['leads'])

    // Beside the counts entry's cells the badge is said, not shown: the bar marks who leads.
    play.again(table(4, 1))
    fireEvent.click(tab('Counts'))
    expect(badges('Cem')).toEqual(['leads'])
    expect(within(seatBox('Cem')).getByText('leads').className).toBe('visually-hidden')
    expect(seatBox('Cem').classList.contains('leads')).toBe(true)
    fireEvent.click(tab('Tricks'))

    play.again(table(4, 1, [{ t: 'quick', lastTrick: 0, sweep: false }]))
    expect(status()).toBe('Hand 2 · Cem deals')
    expect(badges('Cem')).toEqual(['deals'])
    expect(badges('Dora')).toEqual(['leads'])
    expect(badges('Ben')).toEqual([])
  })
})

describe('the counters', () => {
  it('says one counter, and two counters, in words', async () => {
    const quick: LsEvent[] = [0, 0, 0, 0, 1, 1, 1].map((lastTrick) => ({
      t: 'quick',
      lastTrick,
      sweep: false,
    }))
    await showPlay(table(3, 0, quick))
    expect(within(seatBox('Anna')).getByText('Anna: 1 counter')).toBeTruthy()
    expect(within(seatBox('Ben')).getByText('Ben: 2 counters')).toBeTruthy()
  })
})

/** What the last hand did, said in words: the name is an element of its own (#25: cut with …). */
const outcome = (said: string) =>
  screen.getByText((_, el) => !!el?.matches('.ls-outcome') && el.textContent === said)

describe('the hands table', () => {
  it('shows every counter and the pot after each hand', async () => {
    const hand1 = tricks(0, 0, 1, 2, 0, 1, 2, 1)
    const hand2: LsEvent[] = [{ t: 'quick', lastTrick: 2, sweep: false }]
    const hand3: LsEvent[] = [{ t: 'counts', tricksWon: [8, 0, 0], lastTrick: 0 }]
    const play = await showPlay(table(3))
    expect(screen.queryByRole('table')).toBeNull()

    play.again(table(3, 0, hand1))
    expect(outcome('Hand 1: Ben took the last trick and pays 1 counter into the pot.')).toBeTruthy()
    expect(handRows()).toEqual([
      ['5', '5', '5', '0'],
      ['5', '4 −1took the last trick', '5', '1'],
    ])
    expect(within(seatBox('Ben')).getByText('Ben: 4 counters')).toBeTruthy()
    expect(within(seatBox('Anna')).getByText('Anna: 5 counters')).toBeTruthy()
    expect(screen.getByRole('group', { name: 'Pot: 1' })).toBeTruthy()

    play.again(table(3, 0, [...hand1, ...hand2]))
    expect(handRows()).toEqual([
      ['5', '5', '5', '0'],
      ['5', '4 −1took the last trick', '5', '1'],
      ['5', '4', '4 −1took the last trick', '2'],
    ])

    play.again(table(3, 0, [...hand1, ...hand2, ...hand3]))
    expect(
      outcome('Hand 3: Anna took all 8 tricks and takes 2 counters from the pot.'),
    ).toBeTruthy()
    expect(handRows()).toEqual([
      ['5', '5', '5', '0'],
      ['5', '4 −1took the last trick', '5', '1'],
      ['5', '4', '4 −1took the last trick', '2'],
      ['7 ★+2sweep', '4', '4', '0'],
    ])
    expect(screen.getByRole('group', { name: 'Pot: 0' })).toBeTruthy()
  })
})

describe('the hands table with long names', () => {
  it('stands the names upright, so every column stays on a small screen', async () => {
    const { loadGame } = await import('../../../src/games')
    await loadGame('letzter-stich')
    const { HandsTable } = await import('../../../src/games/letzter-stich/ui/HandsTable')
    const hands = table(3, 0, [{ t: 'quick', lastTrick: 1, sweep: false }]).state.hands
    const { container, rerender } = render(
      <HandsTable hands={hands} players={['Anna', 'Ben', 'Cem']} />,
    )
    expect(container.querySelector('thead')?.className ?? '').not.toContain('upright')
    rerender(<HandsTable hands={hands} players={['Anna', 'Bartholomew', 'Cem']} />)
    expect(container.querySelector('thead')?.className).toBe('upright')
  })
})

describe('the hands table of a long match', () => {
  it('shows the last ten hands, and all of them after one tap', async () => {
    const { loadGame } = await import('../../../src/games')
    await loadGame('letzter-stich')
    const { HandsTable } = await import('../../../src/games/letzter-stich/ui/HandsTable')
    // Anna pays twice, then sweeps the pot back: twelve hands, nobody runs out.
    const events: LsEvent[] = Array.from({ length: 12 }, (_, i) => ({
      t: 'quick',
      lastTrick: 0,
      sweep: i % 3 === 2,
    }))
    const hands = table(3, 0, events).state.hands
    expect(hands).toHaveLength(12)
    const { container } = render(<HandsTable hands={hands} players={['Anna', 'Ben', 'Cem']} />)
    const heads = () =>
      [...container.querySelectorAll('tbody tr th')].map((th) => th.textContent?.trim())
    expect(heads()).toEqual(['3', '4', '5', '6', '7', '8', '9', '10', '11', '12'])
    fireEvent.click(screen.getByRole('button', { name: 'Show all 12 hands' }))
    expect(heads()).toEqual(['Start', ...Array.from({ length: 12 }, (_, i) => String(i + 1))])
    expect(screen.queryByRole('button', { name: /^Show all/ })).toBeNull()
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

  it('highlights the winners in the hands table: their column and their final counters', async () => {
    await showPlay(table(3, 0, quick(2, 1, 1, 1, 1, 1)))
    const heads = within(screen.getByRole('table')).getAllByRole('columnheader')
    expect(heads.map((h) => [h.textContent, h.classList.contains('winner')])).toEqual([
      ['Hand', false],
      ['★ Anna (winner)', true],
      ['Ben', false],
      ['Cem', false],
      ['Pot', false],
    ])
    const rows = within(screen.getByRole('table')).getAllByRole('row')
    const finalCells = within(rows.at(-1) as HTMLElement).getAllByRole('cell')
    expect(finalCells.map((c) => c.classList.contains('winner'))).toEqual([
      true,
      false,
      false,
      false,
    ])
    // Before the end nobody is highlighted.
    cleanup()
    await showPlay(table(3, 0, quick(2, 1)))
    expect(document.querySelectorAll('.ls-hands .winner')).toHaveLength(0)
  })

  it('lets tied leaders share the win', async () => {
    await showPlay(table(3, 0, quick(2, 2, 2, 2, 2)))
    expect(screen.getByText('Anna & Ben share the win!')).toBeTruthy()
    expect(badges('Anna')).toEqual(['wins'])
    expect(badges('Ben')).toEqual(['wins'])
    expect(badges('Cem')).toEqual([])
  })
})
