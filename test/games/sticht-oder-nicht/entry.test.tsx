// #12 on the Sticht oder nicht page: the plusminus asked before the winner, cards that cannot be
// played not offered (and the led animal open), any card of the trick changed, the round's
// counts one tap each, what is half-entered kept in the match's draft, the judge's table size.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { type Match, newMatch } from '../../../src/core/match'
import { named, type Reason } from '../../../src/core/reason'
import {
  rules,
  type SonEvent,
  type SonOptions,
  type SonState,
} from '../../../src/games/sticht-oder-nicht/rules'
import { freshDevice } from '../../helpers/device'
import {
  ANNA,
  BEN,
  CARLA,
  c,
  cardTrick,
  custom,
  DAN,
  most,
  mostTricks,
  perCard,
  play,
  setup,
  specials,
  start,
  trick,
  tricksFor,
  trump,
} from './table'

beforeEach(freshDevice)

type RecordFn = (event: SonEvent) => Promise<Reason | null>
type Values = Record<string, unknown>

/**
 * The play screen as the match page shows it, inside a match's draft (`draft`, shared between
 * renders as the phone keeps it): an accepted entry clears the draft, as the app does.
 */
async function showPlay(
  events: SonEvent[],
  o: { players?: number; options?: SonOptions; draft?: { value: Values } } = {},
) {
  const { loadGame } = await import('../../../src/games')
  await loadGame('sticht-oder-nicht')
  const { Play } = await import('../../../src/games/sticht-oder-nicht/ui/Play')
  const { DraftContext } = await import('../../../src/ui/draft')
  const { signal } = await import('@preact/signals')
  const players = o.players ?? 4
  const table = setup(players, o.options ?? {})
  const kept = o.draft ?? { value: {} }
  const values = signal<Values>(kept.value)
  const drafts = {
    values,
    set(key: string, value: unknown) {
      const next = { ...values.value }
      if (value === undefined) delete next[key]
      else next[key] = value
      values.value = next
      kept.value = next
    },
  }
  let match: Match<SonEvent> = { ...(newMatch('m', table, 0) as Match<SonEvent>), events }
  let state: SonState = play(start(players, o.options ?? {}), events)
  const page = () => (
    <DraftContext.Provider value={drafts}>
      <Play match={match} state={state} record={record} correct={vi.fn(async () => null)} />
    </DraftContext.Provider>
  )
  const record = vi.fn<RecordFn>(async (event) => {
    const applied = rules.apply(state, event)
    if (!applied.ok) return named(applied.reason, table.players)
    match = { ...match, events: [...match.events, event] }
    state = applied.state
    values.value = {}
    kept.value = {}
    view.rerender(page())
    return null
  })
  const view = render(page())
  return { ...view, record, draft: kept, state: () => state }
}

const group = (name: string | RegExp) => screen.getByRole('group', { name })
const tap = (where: HTMLElement, name: string) =>
  fireEvent.click(within(where).getByRole('button', { name, exact: true }))
/** The buttons in `where` as they read, a disabled one marked; a picker's ⌫ key left out. */
const buttons = (where: HTMLElement) =>
  within(where)
    .getAllByRole<HTMLButtonElement>('button')
    .filter((b) => b.getAttribute('aria-label') !== 'Remove the last card')
    .map((b) => `${b.textContent}${b.disabled ? ' (off)' : ''}`)
const cardsMode = () => tap(group('How to enter the trick'), 'Cards')

/** The slots of the trick being entered, as their buttons (or open slots) read. */
const slots = () =>
  [...document.querySelectorAll('.seat-slots li')].map(
    (li) =>
      `${li.querySelector('.slot-name')?.textContent}: ${li.querySelector('.son-card .visually-hidden')?.textContent ?? '—'}`,
  )

/** Each player's slot at the round's end: name and count. */
const countSlots = () =>
  [...document.querySelectorAll('.son-count .seat-slots li')].map(
    (li) =>
      `${li.querySelector('.slot-name')?.textContent} ${li.querySelector('strong')?.textContent}`,
  )

/** Wasp 7 is the animal, then the value; a card following the open animal is the value only. */
function enter(who: string, animal: string | null, value: number) {
  if (animal) tap(group(`Card of ${who}: Animal`), animal)
  tap(group(new RegExp(`^Card of ${who}: \\w+, Value$`)), String(value))
}

const played = (round: ReturnType<typeof specials>, ...tricks: string[][]) => {
  let state = play(start(4), [round])
  const events: SonEvent[] = [round]
  for (const cards of tricks) {
    const event = cardTrick(
      state,
      cards.map((code) => {
        const animal = { W: 'wasp', P: 'porcupine', S: 'scorpion', F: 'swordfish' }[code[0] ?? '']
        return c(animal as 'wasp', Number(code.slice(1)))
      }),
    )
    events.push(event)
    state = play(state, [event])
  }
  return events
}

describe('a trick by winner', () => {
  it('asks the plusminus first, with No chosen: a plain trick is one tap on the winner', async () => {
    const { record } = await showPlay([specials(trump('wasp'), mostTricks())])
    const question = group('Was a plusminus card played?')
    const winners = group('Took the trick')
    // Asked before the winner: earlier on the page.
    expect(
      question.compareDocumentPosition(winners) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    expect(within(question).getByRole('button', { name: 'No' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    tap(winners, 'Carla')
    await waitFor(() => expect(record).toHaveBeenCalledWith(trick(CARLA)))
  })

  it('+2, then whose it was (a spent one cannot be chosen), then the winner', async () => {
    const { record } = await showPlay([
      specials(trump('wasp'), mostTricks()),
      trick(BEN, { seat: ANNA, sign: 2 }),
    ])
    tap(group('Was a plusminus card played?'), '−2')
    const whose = group('Who played the plusminus card (−2)?')
    expect(buttons(whose)).toEqual(['Anna (off)', 'Ben', 'Carla', 'Dan'])
    expect(screen.queryByRole('group', { name: 'Took the trick' })).toBeNull()
    tap(whose, 'Carla')
    expect(screen.getByText('−2 by')).toBeTruthy()
    tap(group('Took the trick'), 'Dan')
    await waitFor(() => expect(record).toHaveBeenCalledWith(trick(DAN, { seat: CARLA, sign: -2 })))
  })

  it('says in words what each player has: tricks and the plusminus card', async () => {
    await showPlay([
      specials(trump('wasp'), mostTricks()),
      trick(BEN, { seat: ANNA, sign: 2 }),
      trick(BEN),
    ])
    const tally = screen.getByRole('list', { name: 'Plusminus cards and tricks' })
    const shown = [...tally.querySelectorAll('li')].map(
      (li) => li.querySelector('.son-tally-what')?.textContent,
    )
    expect(shown).toEqual([
      '0 tricks · ± used',
      '2 tricks · ± unused',
      '0 tricks · ± unused',
      '0 tricks · ± unused',
    ])
    expect(within(tally).getByText('Ben: 2 tricks, plusminus available')).toBeTruthy()
    expect(within(tally).getByText('Anna: 0 tricks, plusminus used')).toBeTruthy()
  })
})

describe('a trick card by card', () => {
  it('offers 1 to 10 at four, the led animal open, no card twice', async () => {
    await showPlay([specials(trump('scorpion'), mostTricks())])
    cardsMode()
    // Dan leads (3 seats left of Anna, who deals): no animal is open yet.
    expect(buttons(group('Card of Dan: Value'))).toEqual(
      Array.from({ length: 10 }, (_, i) => `${i + 1} (off)`),
    )
    enter('Dan', 'Wasp', 7)
    // Anna's picker opens on the wasps: a card that follows is one tap.
    const wasps = group('Card of Anna: Wasp, Value')
    expect(buttons(wasps)).toHaveLength(10)
    expect(buttons(wasps)[6]).toBe('7 (off)')
    enter('Anna', null, 3)
    enter('Ben', 'Porcupine', 10)
    expect(buttons(group('Card of Carla: Wasp, Value')).filter((b) => b.endsWith('(off)'))).toEqual(
      ['3 (off)', '7 (off)'],
    )
  })

  it('greys out every card played earlier in the round, and a recorded set-aside 1', async () => {
    const events = played(specials(trump('scorpion'), mostTricks()), ['W5', 'W9', 'P3', 'F1'])
    await showPlay(events, { options: {} })
    cardsMode()
    // Anna took it with the wasp 9 and leads.
    tap(group('Card of Anna: Animal'), 'Wasp')
    expect(buttons(group('Card of Anna: Wasp, Value')).filter((b) => b.endsWith('(off)'))).toEqual([
      '5 (off)',
      '9 (off)',
    ])
    tap(group('Card of Anna: Animal'), 'Swordfish')
    expect(buttons(group('Card of Anna: Swordfish, Value'))[0]).toBe('1 (off)')
  })

  it('knows the 1s the table recorded as set aside, and 11s and 12s from five players on', async () => {
    const options: SonOptions = { setAsideOnes: ['wasp', 'scorpion', 'swordfish'] }
    await showPlay([specials(trump('porcupine'), mostTricks())], { players: 5, options })
    cardsMode()
    // Ben leads at five (3 seats left of Anna).
    tap(group('Card of Dan: Animal'), 'Scorpion')
    const values = buttons(group('Card of Dan: Scorpion, Value'))
    expect(values).toHaveLength(12)
    expect(values[0]).toBe('1 (off)')
    tap(group('Card of Dan: Animal'), 'Porcupine')
    expect(buttons(group('Card of Dan: Porcupine, Value'))[0]).toBe('1')
  })

  it('changes any card: a middle one, then the trick goes to the new winner', async () => {
    const { record } = await showPlay([specials(trump('scorpion'), mostTricks())])
    cardsMode()
    enter('Dan', 'Wasp', 7)
    enter('Anna', null, 9)
    enter('Ben', null, 3)
    enter('Carla', null, 2)
    expect(screen.getByRole('button', { name: 'Take the trick: Anna' })).toBeTruthy()
    // Anna's card was the wasp 4, not the 9: tap her slot, pick again.
    const slot = screen.getByRole('button', { name: /^Anna Wasp 9/ })
    fireEvent.click(slot)
    const again = group('Card of Anna: Wasp, Value')
    expect(buttons(again)[8]).toBe('9') // her own card stays offered
    expect(buttons(again)[6]).toBe('7 (off)')
    tap(again, '4')
    expect(slots()).toEqual(['Dan: Wasp 7', 'Anna: Wasp 4', 'Ben: Wasp 3', 'Carla: Wasp 2'])
    fireEvent.click(screen.getByRole('button', { name: 'Take the trick: Dan' }))
    await waitFor(() =>
      expect(record).toHaveBeenCalledWith({
        t: 'trick',
        winner: DAN,
        played: [c('wasp', 7), c('wasp', 4), c('wasp', 3), c('wasp', 2)],
      }),
    )
  })

  it('takes the last card back with the picker’s last key, ⌫, and says what it does', async () => {
    await showPlay([specials(trump('scorpion'), mostTricks())])
    cardsMode()
    const key = () =>
      screen.getByRole<HTMLButtonElement>('button', { name: 'Remove the last card' })
    // Nothing to take back yet; the key sits after the values of the picker.
    expect(key().disabled).toBe(true)
    expect(key().closest('.son-values')).toBeTruthy()
    enter('Dan', 'Wasp', 7)
    enter('Anna', null, 3)
    expect(slots()).toEqual(['Dan: Wasp 7', 'Anna: Wasp 3', 'Ben: —', 'Carla: —'])
    fireEvent.click(key())
    expect(slots()).toEqual(['Dan: Wasp 7', 'Anna: —', 'Ben: —', 'Carla: —'])
    // Anna's card is asked again, her 3 offered again.
    expect(buttons(group('Card of Anna: Wasp, Value'))[2]).toBe('3')
    // A whole trick in: the picker gives way to the winner, the wide button takes the last back.
    enter('Anna', null, 3)
    enter('Ben', null, 9)
    enter('Carla', null, 2)
    expect(screen.getByRole('button', { name: 'Take the trick: Ben' })).toBeTruthy()
    fireEvent.click(key())
    expect(slots()).toEqual(['Dan: Wasp 7', 'Anna: Wasp 3', 'Ben: Wasp 9', 'Carla: —'])
  })

  it('offers the plusminus only to a player who still has it, and once a trick', async () => {
    await showPlay([specials(trump('scorpion'), mostTricks()), trick(DAN, { seat: ANNA, sign: 2 })])
    cardsMode()
    tap(group('Card of Dan: Animal'), 'Wasp')
    tap(group('With plusminus'), '−2')
    tap(group('Card of Dan: Wasp, Value'), '6')
    expect(slots()[0]).toBe('Dan: Wasp 6 −2')
    // Anna spent hers; Ben could, but one is in the trick already.
    expect(screen.queryByRole('group', { name: 'With plusminus' })).toBeNull()
    enter('Anna', null, 2)
    expect(screen.queryByRole('group', { name: 'With plusminus' })).toBeNull()
  })
})

describe('the round’s counts', () => {
  it('are one tap on the number, 0 up to what the player’s tricks can hold', async () => {
    const { record } = await showPlay([
      specials(most('wasp'), custom('Dragon hoard')),
      ...tricksFor([5, 4, 1, 0]),
    ])
    // Anna's numbers first: 10 wasps at four, her 5 tricks could hold them all.
    const anna = group('Wasp cards of Anna')
    expect(buttons(anna)).toEqual(Array.from({ length: 11 }, (_, n) => String(n)))
    tap(anna, '6')
    // One tap, and Ben's numbers are up.
    tap(group('Wasp cards of Ben'), '3')
    // Carla's 1 trick holds 4 cards; Dan has none.
    expect(buttons(group('Wasp cards of Carla'))).toEqual(['0', '1', '2', '3', '4'])
    tap(group('Wasp cards of Carla'), '1')
    expect(buttons(group('Wasp cards of Dan'))).toEqual(['0'])
    expect(countSlots()).toEqual(['Anna 6', 'Ben 3', 'Carla 1', 'Dan 0'])
    // Tap a slot to change a count.
    fireEvent.click(
      [
        ...document.querySelectorAll<HTMLElement>('.son-count .seat-slots button'),
      ][2] as HTMLElement,
    )
    const carla = group('Wasp cards of Carla')
    expect(within(carla).getByRole('button', { name: '1' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    tap(carla, '0')
    // 9 of the 10 wasps: said at once, and Dan's tricks cannot hold the one left.
    expect(document.querySelector('#son-score-why .visually-hidden')?.textContent).toBe(
      'The counts of Wasp cards add up to 9, but all 10 are played: they must add up to 10.',
    )
    fireEvent.click(
      [
        ...document.querySelectorAll<HTMLElement>('.son-count .seat-slots button'),
      ][1] as HTMLElement,
    )
    tap(group('Wasp cards of Ben'), '4')
    tap(group('Wasp cards of Carla'), '0')
    expect(countSlots()).toEqual(['Anna 6', 'Ben 4', 'Carla 0', 'Dan 0'])
    // A custom card's points may be negative: written with a real minus sign.
    fireEvent.click(
      screen.getByRole('button', { name: 'Dragon hoard: points of Dan: one point less' }),
    )
    expect(group('Dragon hoard: points of Dan').querySelector('output')?.textContent).toBe('−1')
    fireEvent.click(screen.getByRole('button', { name: 'Score the round' }))
    await waitFor(() =>
      expect(record).toHaveBeenCalledWith({
        t: 'score',
        input: { animalCounts: [[6, 4, 0, 0], null], custom: [null, [0, 0, 0, -1]] },
      }),
    )
  })
})

describe('the round’s counts with two count cards', () => {
  it('names the player whose tricks cannot hold all their counted cards', async () => {
    await showPlay([specials(most('wasp'), perCard('swordfish')), ...tricksFor([5, 4, 1, 0])])
    // Ten wasps: Anna 5, Ben 2, Carla 3. Carla's one trick holds 4 cards.
    tap(group('Wasp cards of Anna'), '5')
    tap(group('Wasp cards of Ben'), '2')
    tap(group('Wasp cards of Carla'), '3')
    // Dan has no trick: his 0 is given, and the second card's counts are up.
    tap(group('Swordfish cards of Anna'), '5')
    tap(group('Swordfish cards of Ben'), '2')
    tap(group('Swordfish cards of Carla'), '3')
    // Six cards counted in Carla's one trick: said with her name, never a raw placeholder.
    expect(document.querySelector('#son-score-why')?.textContent).toBe(
      "Carla's tricks hold only 4 cards, fewer than counted.",
    )
  })
})

describe('what is half-entered', () => {
  it('keeps the cards of a trick in the draft: a reload shows them, in card entry', async () => {
    const draft = { value: {} as Values }
    const first = await showPlay([specials(trump('scorpion'), mostTricks())], { draft })
    cardsMode()
    enter('Dan', 'Wasp', 7)
    enter('Anna', null, 9)
    expect(draft.value).toEqual({ trick: [c('wasp', 7), c('wasp', 9)] })
    first.unmount()
    // The page comes back in the entry mode it was left in, and a fresh device starts by winner.
    localStorage.clear()
    await showPlay([specials(trump('scorpion'), mostTricks())], { draft })
    await waitFor(() => expect(slots().slice(0, 2)).toEqual(['Dan: Wasp 7', 'Anna: Wasp 9']))
    expect(group('Card of Ben: Wasp, Value')).toBeTruthy()
  })

  it('keeps the plusminus told before the winner, and the round’s counts', async () => {
    const draft = { value: {} as Values }
    const round = [specials(perCard('wasp'), mostTricks()), ...tricksFor([4, 3, 2])]
    const first = await showPlay(round, { draft })
    tap(group('Was a plusminus card played?'), '+2')
    tap(group('Who played the plusminus card (+2)?'), 'Ben')
    expect(draft.value).toEqual({ pm: { sign: 2, seat: BEN } })
    first.unmount()
    const again = await showPlay(round, { draft })
    expect(screen.getByText('+2 by')).toBeTruthy()
    tap(group('Took the trick'), 'Dan')
    await waitFor(() => expect(again.record).toHaveBeenCalled())
    expect(again.record.mock.calls[0]?.[0]).toEqual(trick(DAN, { seat: BEN, sign: 2 }))
    // The round's end: each count goes to the draft as it is tapped.
    tap(group('Wasp cards of Anna'), '2')
    expect(draft.value).toEqual({
      counts: [
        [2, 0, 0, 0],
        [0, 0, 0, 0],
      ],
      // Whose count is up: Ben's, for the first card's wasps (#25).
      countsAt: { open: 0, at: [1, 0] },
    })
    again.unmount()
    await showPlay([...round, trick(DAN, { seat: BEN, sign: 2 })], { draft })
    expect(countSlots()).toEqual(['Anna 2', 'Ben 0', 'Carla 0', 'Dan 0'])
  })

  it('keeps the first special card chosen while the second is being chosen', async () => {
    const draft = { value: {} as Values }
    const first = await showPlay([], { draft })
    fireEvent.click(
      within(group('Kind of card')).getByRole('radio', { name: 'Violet: trump animal' }),
    )
    fireEvent.click(within(group('Animal')).getByRole('radio', { name: 'Swordfish' }))
    fireEvent.click(screen.getByRole('button', { name: 'Next card' }))
    first.unmount()
    await showPlay([], { draft })
    expect(screen.getByText('First card: Trump: Swordfish')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Carla chooses special card 2' })).toBeTruthy()
  })
})

describe('the judge', () => {
  async function showJudge() {
    const { Judge } = await import('../../../src/app/screens/Judge')
    render(<Judge game="sticht-oder-nicht" />)
    await screen.findByRole('group', { name: 'Trump animal' })
  }
  const players = (n: number) =>
    fireEvent.click(
      within(group('Players at the table')).getByRole('radio', { name: `${n} players` }),
    )

  it('offers the cards of the table size chosen: no 11s and 12s for 3 or 4 cards', async () => {
    await showJudge()
    for (const [n, top] of [
      [3, 10],
      [4, 10],
      [5, 12],
      [6, 12],
    ] as const) {
      players(n)
      tap(group('Card 1: Animal'), 'Wasp')
      expect(buttons(group('Card 1: Wasp, Value')), `${n} players`).toHaveLength(top)
    }
  })

  it('offers no card twice, and any card can be picked again', async () => {
    await showJudge()
    players(3)
    tap(group('Card 1: Animal'), 'Wasp')
    tap(group('Card 1: Wasp, Value'), '8')
    tap(group('Card 2: Wasp, Value'), '5')
    expect(buttons(group('Card 3: Wasp, Value'))[7]).toBe('8 (off)')
    tap(group('Card 3: Wasp, Value'), '6')
    expect(screen.getByRole('heading', { name: 'Wasp 8 (card 1) takes the trick' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /^Card 2 Wasp 5/ }))
    tap(group('Card 2: Wasp, Value'), '10')
    expect(screen.getByRole('heading', { name: 'Wasp 10 (card 2) takes the trick' })).toBeTruthy()
  })
})

describe('following the animal, checked as the cards go in', () => {
  // Trick 1 by cards, Dan leads the scorpion 10: Ben has no scorpion and plays the porcupine 3.
  // Dan takes it and leads trick 2.
  const round = specials(trump('wasp'), mostTricks())
  const atTrick2 = () => played(round, ['S10', 'S2', 'P3', 'S4'])
  const flag = () => document.querySelector('.revoke-flag')

  it('flags a scorpion from Ben at once, with the trick where he showed out', async () => {
    await showPlay(atTrick2())
    cardsMode()
    enter('Dan', 'Scorpion', 9)
    enter('Anna', null, 1)
    expect(flag()).toBeNull()
    enter('Ben', null, 5)
    expect(screen.getByRole('alert').textContent).toBe(
      'Ben: Showed out of Scorpion in trick 1 — fix or keep',
    )
    const slot = screen.getByRole('button', { name: /^Ben/ })
    expect(slot.textContent).toContain('revoke: showed out of Scorpion in trick 1')
    expect(slot.closest('li')?.classList.contains('flagged')).toBe(true)
  })

  it('the flag goes when the card is fixed', async () => {
    await showPlay(atTrick2())
    cardsMode()
    enter('Dan', 'Scorpion', 9)
    enter('Anna', null, 1)
    enter('Ben', null, 5)
    fireEvent.click(screen.getByRole('button', { name: /^Ben/ }))
    enter('Ben', 'Porcupine', 5)
    expect(flag()).toBeNull()
    expect(document.querySelector('.seat-slots li.flagged')).toBeNull()
    expect(slots()).toEqual(['Dan: Scorpion 9', 'Anna: Scorpion 1', 'Ben: Porcupine 5', 'Carla: —'])
  })

  it('records it anyway, and the trick list marks the revoke in words', async () => {
    const { record } = await showPlay(atTrick2())
    cardsMode()
    enter('Dan', 'Scorpion', 9)
    enter('Anna', null, 1)
    enter('Ben', null, 5)
    enter('Carla', null, 3)
    expect(flag()).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Take the trick: Dan' }))
    const revoked = [c('scorpion', 9), c('scorpion', 1), c('scorpion', 5), c('scorpion', 3)]
    await waitFor(() =>
      expect(record).toHaveBeenCalledWith({ t: 'trick', winner: DAN, played: revoked }),
    )
    const list = await screen.findByRole('region', { name: /^Tricks of round 1/ })
    expect(within(list).getByRole('heading').textContent).toBe('Tricks of round 11 revoke')
    const items = within(list).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual([
      'Dan led: Scorpion 10, Scorpion 2, Porcupine 3, Scorpion 4 · Dan took it',
      'Dan led: Scorpion 9, Scorpion 1, Scorpion 5, Scorpion 3 · Dan took it' +
        'Revoke: Ben played Scorpion after showing out of it in trick 1',
    ])
    expect(items[1]?.querySelector('.revoke-card')?.textContent).toBe('Scorpion 5')
    // The next trick starts clean: no flag.
    expect(flag()).toBeNull()
  })

  it('says it in German too', async () => {
    const { lang } = await import('../../../src/i18n')
    lang.value = 'de'
    try {
      await showPlay(atTrick2())
      tap(group('Wie der Stich eingetragen wird'), 'Karten')
      tap(group('Karte von Dan: Tier'), 'Skorpion')
      tap(group(/^Karte von Dan: \w+, Wert$/), '9')
      tap(group(/^Karte von Anna: \w+, Wert$/), '1')
      tap(group(/^Karte von Ben: \w+, Wert$/), '5')
      expect(screen.getByRole('alert').textContent).toBe(
        'Ben: In Stich 1 Skorpion nicht bedient – ändern oder lassen',
      )
    } finally {
      lang.value = 'en'
    }
  })
})
