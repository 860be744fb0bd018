// What is half-entered lives in the match's draft: the page reads it back after a reload, and an
// undone whole hand comes back into its entry. Here the draft is a plain object in memory, handed
// in as the match page does (DraftContext); the browser test checks the real thing in IndexedDB.
import { fireEvent, render, screen, within } from '@testing-library/preact'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Setup } from '../../../src/core/game'
import { type Match, newMatch, replay } from '../../../src/core/match'
import type { Reason } from '../../../src/core/reason'
import { type LsEvent, rules, undoneDraft } from '../../../src/games/letzter-stich/rules'
import type { DraftValues } from '../../../src/ui/draft'
import { freshDevice } from '../../helpers/device'

beforeEach(freshDevice)

type RecordFn = (event: LsEvent) => Promise<Reason | null>
const names = ['Anna', 'Ben', 'Cem', 'Dora']

function table(events: LsEvent[] = []) {
  const setup: Setup = { game: 'letzter-stich', players: names, options: {}, firstDealer: 0 }
  const match: Match<LsEvent> = { ...(newMatch('m', setup, 0) as Match<LsEvent>), events }
  return { match, state: replay(rules, setup, events) }
}

/**
 * The play screen inside a match's draft. `reload()` throws the page away and shows it again
 * from the same draft, as a reload does; `draft()` is what would be stored.
 */
async function showPlay(
  events: LsEvent[] = [],
  start: DraftValues = {},
  correct = vi.fn(async (): Promise<Reason | null> => null),
) {
  const { loadGame } = await import('../../../src/games')
  await loadGame('letzter-stich')
  const { Play } = await import('../../../src/games/letzter-stich/ui/Play')
  const { DraftContext } = await import('../../../src/ui/draft')
  const { signal } = await import('@preact/signals')
  const values = signal<DraftValues>(start)
  const drafts = {
    values,
    set(key: string, value: unknown) {
      const next = { ...values.value }
      if (value === undefined) delete next[key]
      else next[key] = value
      values.value = next
    },
  }
  const record = vi.fn<RecordFn>(async () => null)
  const { match, state } = table(events)
  const page = () => (
    <DraftContext.Provider value={drafts}>
      <Play match={match} state={state} record={record} correct={correct} />
    </DraftContext.Provider>
  )
  let view = render(page())
  return {
    record,
    correct,
    draft: () => values.value,
    reload() {
      view.unmount()
      view = render(page())
    },
  }
}

const tab = (name: string) =>
  within(screen.getByRole('group', { name: 'How to enter the hand' })).getByRole<HTMLButtonElement>(
    'button',
    { name },
  )
const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name })
const chip = (player: string, n: number) =>
  within(screen.getByRole('group', { name: `Tricks of ${player}` })).getByRole<HTMLInputElement>(
    'radio',
    { name: String(n) },
  )

describe('the draft of a hand being entered', () => {
  it('keeps the last trick and the sweep box through a reload', async () => {
    const page = await showPlay()
    fireEvent.click(tab('Last trick'))
    fireEvent.click(radio('Ben'))
    fireEvent.click(screen.getByRole('checkbox', { name: /sweep/ }))
    expect(page.draft().quick).toEqual({ lastTrick: 1, sweep: true })

    page.reload()
    expect(tab('Last trick').getAttribute('aria-pressed')).toBe('true')
    expect(radio('Ben').checked).toBe(true)
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /sweep/ }).checked).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Save hand' }))
    expect(page.record).toHaveBeenCalledWith({ t: 'quick', lastTrick: 1, sweep: true })
  })

  it('keeps the counts so far, and whose number is next, through a reload', async () => {
    const page = await showPlay()
    fireEvent.click(tab('Counts'))
    fireEvent.click(chip('Anna', 3))
    fireEvent.click(chip('Ben', 2))
    fireEvent.click(radio('Anna took the last trick'))
    expect(page.draft().counts).toEqual({ tricksWon: [3, 2, 0, 0], lastTrick: 0, at: 2 })

    page.reload()
    expect(screen.getByRole('button', { name: 'Tricks of Anna: 3' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Tricks of Ben: 2' })).toBeTruthy()
    expect(radio('Anna took the last trick').checked).toBe(true)
    fireEvent.click(chip('Cem', 2))
    fireEvent.click(chip('Dora', 1))
    fireEvent.click(screen.getByRole('button', { name: 'Save hand' }))
    expect(page.record).toHaveBeenCalledWith({
      t: 'counts',
      tricksWon: [3, 2, 2, 1],
      lastTrick: 0,
    })
  })

  it('ignores a stored draft that does not fit the table', async () => {
    await showPlay([], { mode: 'counts', counts: { tricksWon: [9, 0], lastTrick: 7, at: 0 } })
    expect(tab('Counts').getAttribute('aria-pressed')).toBe('true')
    for (const name of names) {
      expect(screen.getByRole('button', { name: `Tricks of ${name}: 0` })).toBeTruthy()
    }
    expect(screen.getByText('Together: 0 of 8')).toBeTruthy()
  })
})

describe('an undone whole hand', () => {
  it('comes back as counts on the Counts tab, ready to change one number and save', async () => {
    const event: LsEvent = { t: 'counts', tricksWon: [3, 2, 2, 1], lastTrick: 3 }
    // The table's way is 'Tricks' (the default); the undone hand still shows where it was made.
    const page = await showPlay([], undoneDraft(event))
    expect(tab('Counts').getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('button', { name: 'Tricks of Cem: 2' })).toBeTruthy()
    expect(radio('Dora took the last trick').checked).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Tricks of Cem: 2' }))
    fireEvent.click(chip('Cem', 1))
    fireEvent.click(chip('Dora', 2))
    fireEvent.click(screen.getByRole('button', { name: 'Save hand' }))
    expect(page.record).toHaveBeenCalledWith({
      t: 'counts',
      tricksWon: [3, 2, 1, 2],
      lastTrick: 3,
    })
  })

  it('comes back as last trick on its tab; choosing another tab goes back to the table’s way', async () => {
    const page = await showPlay([], undoneDraft({ t: 'quick', lastTrick: 2, sweep: true }))
    expect(tab('Last trick').getAttribute('aria-pressed')).toBe('true')
    expect(radio('Cem').checked).toBe(true)
    fireEvent.click(tab('Tricks'))
    expect(page.draft().mode).toBeUndefined()
    expect(screen.getByRole('group', { name: 'Who took trick 1 of 8?' })).toBeTruthy()
    fireEvent.click(tab('Last trick'))
    expect(radio('Cem').checked).toBe(true)
  })
})

describe('a correction being made', () => {
  const hands: LsEvent[] = [
    { t: 'quick', lastTrick: 1, sweep: false },
    { t: 'counts', tricksWon: [2, 2, 2, 2], lastTrick: 2 },
  ]

  it('survives a reload, with the hand and what was changed', async () => {
    const page = await showPlay(hands)
    fireEvent.click(screen.getByRole('button', { name: 'Correct hand 2' }))
    fireEvent.click(screen.getByRole('button', { name: 'Tricks of Anna: 2' }))
    fireEvent.click(chip('Anna', 3))
    fireEvent.click(chip('Ben', 1))
    expect(page.draft().fix).toMatchObject({
      hand: 1,
      mode: 'counts',
      counts: { tricksWon: [3, 1, 2, 2], lastTrick: 2 },
    })

    page.reload()
    expect(screen.getByRole('heading', { name: 'Correct hand 2' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Tricks of Anna: 3' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Save hand' }))
    await vi.waitFor(() =>
      expect(page.correct).toHaveBeenCalledWith(1, 1, [
        { t: 'counts', tricksWon: [3, 1, 2, 2], lastTrick: 2 },
      ]),
    )
  })

  it('is dropped by Cancel', async () => {
    const page = await showPlay(hands)
    fireEvent.click(screen.getByRole('button', { name: 'Correct hand 1' }))
    expect(radio('Ben').checked).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(page.draft().fix).toBeUndefined()
    expect(screen.queryByRole('heading', { name: 'Correct hand 1' })).toBeNull()
  })

  it('says why it was refused right under its save button, announced', async () => {
    const refused = { key: 'ls.over', params: { later: 1 } }
    await showPlay(
      hands,
      {},
      vi.fn(async () => refused),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Correct hand 1' }))
    const save = screen.getByRole('button', { name: 'Save hand' })
    fireEvent.click(save)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(
      'This correction does not fit the hands entered after it: ' +
        'The match is over. Start a new match to play on.',
    )
    // Beside the button that was tapped: the next thing after its row, inside the correction.
    expect(save.closest('form')?.contains(alert)).toBe(true)
    expect(save.parentElement?.nextElementSibling).toBe(alert)
    expect(screen.getByRole('heading', { name: 'Correct hand 1' })).toBeTruthy()
  })
})
