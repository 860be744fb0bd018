import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { type Match, newMatch } from '../../../src/core/match'
import { named, type Reason } from '../../../src/core/reason'
import {
  type RoundInput,
  rules,
  type SonEvent,
  type SonState,
  type Special,
} from '../../../src/games/sticht-oder-nicht/rules'
import { freshDevice } from '../../helpers/device'
import {
  c,
  cardTrick,
  custom,
  DAN,
  most,
  mostTricks,
  NAMES,
  perCard,
  play,
  scored,
  setup,
  specials,
  start,
  trick,
  tricksFor,
  trump,
} from './table'

// A fresh module copy per test: the trick entry mode is a module signal.
beforeEach(freshDevice)

type RecordFn = (event: SonEvent) => Promise<Reason | null>

/** The game's words, as the match page and the judge load them with the chunk. */
async function words() {
  const { loadGame } = await import('../../../src/games')
  await loadGame('sticht-oder-nicht')
}

/**
 * The play screen as the match page shows it for these events at four: `record` goes through the
 * real rules, and an accepted entry re-renders the page with the new state.
 */
async function showPlay(events: SonEvent[]) {
  await words()
  const { Play } = await import('../../../src/games/sticht-oder-nicht/ui/Play')
  const table = setup(4)
  let match: Match<SonEvent> = { ...(newMatch('m', table, 0) as Match<SonEvent>), events }
  let state: SonState = play(start(4), events)
  const correct = vi.fn(async () => null)
  const page = () => <Play match={match} state={state} record={record} correct={correct} />
  const record = vi.fn<RecordFn>(async (event) => {
    const applied = rules.apply(state, event)
    if (!applied.ok) return named(applied.reason, table.players)
    match = { ...match, events: [...match.events, event] }
    state = applied.state
    view.rerender(page())
    return null
  })
  const view = render(page())
  return { ...view, record, state: () => state }
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name })
// A kind's label may break after "most/" (a <wbr>): browsers read it as one text, the test's
// DOM reads the element as a gap, so the name is compared without it.
const radio = (group: string, name: string) =>
  fireEvent.click(
    within(screen.getByRole('group', { name: group })).getByRole('radio', {
      name: (read) => read.replace(/\s*\/\s*/g, '/') === name,
    }),
  )

describe('choosing a special card', () => {
  it('enables its button only once the card is complete, for every kind', async () => {
    // The kind, then each parameter it needs; the button waits for the last one.
    const kinds: [string, [string, string][]][] = [
      ['Violet: trump animal', [['Animal', 'Wasp']]],
      ['Orange: +1 per card of an animal', [['Animal', 'Scorpion']]],
      [
        'Pink: most/fewest tricks (±5)',
        [
          ['Who scores', 'fewest'],
          ['Points', '−5'],
        ],
      ],
      [
        'Green: most/fewest of an animal (±3)',
        [
          ['Animal', 'Porcupine'],
          ['Who scores', 'most'],
          ['Points', '+3'],
        ],
      ],
    ]
    for (const [kind, parameters] of kinds) {
      const view = await showPlay([])
      const next = button('Next card')
      expect(next.disabled, 'no kind yet').toBe(true)
      radio('Kind of card', kind)
      for (const [group, value] of parameters) {
        expect(next.disabled, `${kind}: before ${group}`).toBe(true)
        radio(group, value)
      }
      expect(next.disabled, kind).toBe(false)
      view.unmount()
    }
  })

  it('needs a name for another card, and spaces are no name', async () => {
    await showPlay([])
    radio('Kind of card', 'Other card (points typed in)')
    const name = screen.getByRole('textbox', { name: 'Name of the card' })
    expect(button('Next card').disabled).toBe(true)
    fireEvent.input(name, { target: { value: '   ' } })
    expect(button('Next card').disabled).toBe(true)
    fireEvent.input(name, { target: { value: ' Dragon hoard ' } })
    expect(button('Next card').disabled).toBe(false)
  })

  it('greys out the pile of the first card for the second, and says why', async () => {
    await showPlay([])
    radio('Kind of card', 'Pink: most/fewest tricks (±5)')
    radio('Who scores', 'most')
    radio('Points', '+5')
    fireEvent.click(button('Next card'))
    const kinds = within(screen.getByRole('group', { name: 'Kind of card' }))
    const pink = kinds.getByRole<HTMLInputElement>('radio', { name: /^Pink/ })
    expect(pink.disabled).toBe(true)
    expect(pink.closest('label')?.textContent).toContain(
      'Card 1 came from this pile, which reveals one card',
    )
    const others = kinds.getAllByRole<HTMLInputElement>('radio').filter((r) => r !== pink)
    expect(others.map((r) => r.disabled)).toEqual([false, false, false, false])
    radio('Kind of card', 'Violet: trump animal')
    radio('Animal', 'Wasp')
    expect(button('These two are in effect').disabled).toBe(false)
  })

  it('refuses a kept draft of two cards of one pile, with the reason', async () => {
    await words()
    const { signal } = await import('@preact/signals')
    const { DraftContext } = await import('../../../src/ui/draft')
    const { SpecialsEntry } = await import('../../../src/games/sticht-oder-nicht/ui/SpecialsEntry')
    // A draft kept from elsewhere: the first card pink, the second pink as well.
    const values = signal({
      specials: { first: mostTricks(), draft: { kind: 'tricks', which: 'fewest', sign: -1 } },
    })
    const send = vi.fn(async () => true)
    render(
      <DraftContext.Provider value={{ values, set: () => {} }}>
        <SpecialsEntry players={NAMES.slice(0, 4)} choosers={[1, 2]} send={send} />
      </DraftContext.Provider>,
    )
    expect(screen.getByRole('alert').textContent).toBe(
      'Only one card for the most or fewest tricks can be in effect: both are pink, and one ' +
        'card of each pile is revealed.',
    )
    expect(button('These two are in effect').disabled).toBe(true)
    expect(send).not.toHaveBeenCalled()
  })

  it('records both cards, in the order the two choosers took them', async () => {
    const { record } = await showPlay([])
    expect(screen.getByRole('heading', { name: 'Ben chooses special card 1' })).toBeTruthy()
    radio('Kind of card', 'Violet: trump animal')
    radio('Animal', 'Swordfish')
    fireEvent.click(button('Next card'))
    expect(screen.getByRole('heading', { name: 'Carla chooses special card 2' })).toBeTruthy()
    expect(screen.getByText('First card: Trump: Swordfish')).toBeTruthy()
    expect(button('These two are in effect').disabled).toBe(true)
    radio('Kind of card', 'Other card (points typed in)')
    fireEvent.input(screen.getByRole('textbox', { name: 'Name of the card' }), {
      target: { value: ' Dragon hoard ' },
    })
    fireEvent.click(button('These two are in effect'))
    await waitFor(() => expect(record).toHaveBeenCalledTimes(1))
    expect(record).toHaveBeenCalledWith({
      t: 'specials',
      cards: [
        { kind: 'trump', animal: 'swordfish' },
        { kind: 'custom', name: 'Dragon hoard' },
      ],
    })
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'The round' }).textContent).toContain('Dan leads'),
    )
  })
})

describe('the judge', () => {
  async function showJudge() {
    const { Judge } = await import('../../../src/app/screens/Judge')
    render(<Judge game="sticht-oder-nicht" />)
    await screen.findByRole('group', { name: 'Trump animal' })
  }

  /** Animal, then (maybe) the plusminus, then the value: by the names a screen reader says. */
  function pick(n: number, animal: string, value: number, plusminus?: '+2' | '−2') {
    const step = (what: string) => screen.getByRole('group', { name: `Card ${n}: ${what}` })
    fireEvent.click(within(step('Animal')).getByRole('button', { name: animal }))
    if (plusminus) {
      const pm = screen.getByRole('group', { name: 'With plusminus' })
      fireEvent.click(within(pm).getByRole('button', { name: plusminus }))
    }
    const values = step(`${animal}, Value`)
    fireEvent.click(within(values).getByRole('button', { name: String(value), exact: true }))
  }

  it('says the plusminus card wins its tie: swordfish 6 +2 against swordfish 8', async () => {
    await showJudge()
    pick(1, 'Swordfish', 6, '+2')
    pick(2, 'Swordfish', 8)
    pick(3, 'Wasp', 3)
    pick(4, 'Scorpion', 5)
    expect(
      screen.getByRole('heading', { name: 'Swordfish 6 +2 (card 1) takes the trick' }),
    ).toBeTruthy()
    expect(
      screen.getByText(
        'Swordfish 6 +2 ties with Swordfish 8, and the plusminus card wins. ' +
          'Wasp 3, Scorpion 5 neither follow nor are trump.',
      ),
    ).toBeTruthy()
  })

  it('gives the tie to the plusminus card when it comes second, on trump too', async () => {
    await showJudge()
    radio('Trump animal', 'Swordfish')
    pick(1, 'Scorpion', 5)
    pick(2, 'Swordfish', 8)
    pick(3, 'Swordfish', 6, '+2')
    pick(4, 'Scorpion', 10)
    expect(
      screen.getByRole('heading', { name: 'Swordfish 6 +2 (card 3) takes the trick' }),
    ).toBeTruthy()
    // The scorpions followed the led animal: they lost to trump, they did not fail to follow.
    expect(
      screen.getByText('Swordfish 6 +2 ties with Swordfish 8, and the plusminus card wins.', {
        exact: true,
      }),
    ).toBeTruthy()
  })
})

describe('the end of a round', () => {
  /** A round at four with these cards, tricks tapped by winner only: 4, 3, 2, 1. */
  const tapped = (a: Special, b: Special): SonEvent[] => [
    specials(a, b),
    ...tricksFor([4, 3, 2, 1]),
  ]

  /** The questions on the round-end screen: each fieldset's legend. */
  const questions = () =>
    within(screen.getByRole('region', { name: 'End of round 1' }))
      .getAllByRole('group')
      .filter((g) => g.tagName === 'FIELDSET')
      .map((g) => g.querySelector('legend')?.textContent)

  /** Every custom card's points asked, by name (a − value + per player). */
  const steppers = () =>
    within(screen.getByRole('region', { name: /^End of round \d+$/ }))
      .getAllByRole('group')
      .filter((g) => g.classList.contains('stepper'))
      .map((g) => g.getAttribute('aria-label'))

  /** The players whose counts are asked: a slot each, the count in it. */
  const countSlots = () =>
    [...document.querySelectorAll('.son-count .seat-slots li')].map(
      (li) =>
        `${li.querySelector('.slot-name')?.textContent} ${li.querySelector('strong')?.textContent}`,
    )

  function more(label: string, times: number) {
    const name = `${label}: ${times > 0 ? 'one point more' : 'one point less'}`
    for (let i = 0; i < Math.abs(times); i++) fireEvent.click(button(name))
  }

  /** A count is one tap on its number; another player's numbers come up with a tap on their slot. */
  function count(label: string, n: number) {
    const name = label.split(' of ').at(-1)
    if (!screen.queryByRole('group', { name: label })) {
      const slot = [...document.querySelectorAll('.son-count .seat-slots li')].find(
        (li) => li.querySelector('.slot-name')?.textContent === name,
      )
      fireEvent.click(slot?.querySelector('button') as HTMLButtonElement)
    }
    fireEvent.click(
      within(screen.getByRole('group', { name: label })).getByRole('button', {
        name: String(n),
        exact: true,
      }),
    )
  }

  async function scoreWith(record: ReturnType<typeof vi.fn<RecordFn>>, input: RoundInput) {
    fireEvent.click(button('Score the round'))
    await waitFor(() => expect(record).toHaveBeenCalledTimes(1))
    expect(record).toHaveBeenCalledWith(scored(input))
  }

  it('asks a custom card’s points, and nothing about trump or tricks', async () => {
    const { record, state } = await showPlay(tapped(trump('wasp'), custom('Dragon hoard')))
    expect(questions()).toEqual(['Dragon hoard: points of each player'])
    expect(steppers()).toEqual(NAMES.slice(0, 4).map((n) => `Dragon hoard: points of ${n}`))
    more('Dragon hoard: points of Ben', 2)
    more('Dragon hoard: points of Dan', -3)
    await scoreWith(record, { animalCounts: [null, null], custom: [null, [0, 2, 0, -3]] })
    expect(state().history[0]?.score?.total).toEqual([4, 5, 2, -2])
  })

  it('asks an animal’s cards for a green card, and nothing for a pink one', async () => {
    const { record } = await showPlay(tapped(mostTricks(), most('wasp')))
    expect(questions()).toEqual(['Wasp cards in each player’s tricks'])
    expect(screen.getByText('For: +3 for the most Wasp cards')).toBeTruthy()
    expect(countSlots()).toEqual(['Anna 0', 'Ben 0', 'Carla 0', 'Dan 0'])
    expect(screen.getByRole('group', { name: 'Wasp cards of Anna' })).toBeTruthy()
    count('Wasp cards of Anna', 4)
    count('Wasp cards of Ben', 3)
    // Carla's count leaves Dan no choice: all 10 wasps are played, so his 1 is filled in.
    count('Wasp cards of Carla', 2)
    expect(countSlots()).toEqual(['Anna 4', 'Ben 3', 'Carla 2', 'Dan 1'])
    expect(
      within(screen.getByRole('group', { name: 'Wasp cards of Dan' }))
        .getByRole('button', { name: '1', exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true')
    await scoreWith(record, { animalCounts: [null, [4, 3, 2, 1]], custom: [null, null] })
  })

  it('says at once when the counts do not add up, and the button says it aloud', async () => {
    const { record } = await showPlay(tapped(mostTricks(), most('wasp')))
    const why =
      'The counts of Wasp cards add up to 0, but all 10 are played: ' + 'they must add up to 10.'
    // In short above the button; the rules' sentence for screen readers and the button.
    const said = () => document.getElementById('son-score-why')
    expect(said()?.querySelector('[aria-hidden]')?.textContent).toBe('0 of 10 Wasp cards counted')
    expect(said()?.querySelector('.visually-hidden')?.textContent).toBe(why)
    expect(screen.queryByRole('alert')).toBeNull()
    const save = button('Score the round')
    expect(save.getAttribute('aria-disabled')).toBe('true')
    expect(save.getAttribute('aria-describedby')).toBe('son-score-why')
    count('Wasp cards of Anna', 1)
    fireEvent.click(save)
    expect(screen.getByRole('alert').textContent).toBe(
      'The counts of Wasp cards add up to 1, but all 10 are played: they must add up to 10.',
    )
    expect(record).not.toHaveBeenCalled()
    // Carla's 5 leaves Dan's 4: all 10, nothing to say; the alert goes with the change.
    count('Wasp cards of Dan', 2)
    count('Wasp cards of Carla', 5)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(said()?.textContent).toBe('')
    expect(button('Score the round').getAttribute('aria-disabled')).toBe(null)
    // Too many now: said at once, with what the game has.
    count('Wasp cards of Ben', 4)
    expect(said()?.querySelector('.visually-hidden')?.textContent).toBe(
      'The counts of Wasp cards add up to 14, but the game has only 10.',
    )
    expect(said()?.querySelector('[aria-hidden]')?.textContent).toBe(
      '14 Wasp cards counted, but there are only 10',
    )
    count('Wasp cards of Dan', 0)
    expect(said()?.textContent).toBe('')
    await scoreWith(record, { animalCounts: [null, [1, 4, 5, 0]], custom: [null, null] })
  })

  it('asks once when both cards count the same animal, and sends the count for both', async () => {
    const { record, state } = await showPlay(tapped(most('swordfish'), perCard('swordfish')))
    expect(questions()).toEqual(['Swordfish cards in each player’s tricks'])
    expect(
      screen.getByText('For: +3 for the most Swordfish cards · +1 per Swordfish card'),
    ).toBeTruthy()
    expect(countSlots()).toHaveLength(4)
    count('Swordfish cards of Anna', 3)
    count('Swordfish cards of Ben', 3)
    count('Swordfish cards of Carla', 4)
    const counts = [3, 3, 4, 0]
    await scoreWith(record, { animalCounts: [counts, counts], custom: [null, null] })
    // 4, 3, 2, 1 tricks; +3 for Carla's most; +1 per swordfish.
    expect(state().history[0]?.score?.total).toEqual([7, 6, 9, 1])
  })

  it('does not ask what the cards of every trick already tell', async () => {
    // Every trick with its cards: the leader plays the wasp and takes the trick.
    const events: SonEvent[] = [specials(most('porcupine'), custom('Dragon hoard'))]
    let state = play(start(4), events)
    for (let v = 1; v <= 10; v++) {
      const played = [c('wasp', v), c('porcupine', v), c('scorpion', v), c('swordfish', v)]
      const event = cardTrick(state, played)
      events.push(event)
      state = play(state, [event])
    }
    const { record } = await showPlay(events)
    expect(questions()).toEqual(['Dragon hoard: points of each player'])
    await scoreWith(record, { animalCounts: [null, null], custom: [null, [0, 0, 0, 0]] })
  })

  it('shows nothing to ask when nothing is needed: the round is scored with its last trick', async () => {
    const { record } = await showPlay([
      specials(trump('wasp'), mostTricks()),
      ...tricksFor([4, 3, 2, 0]),
    ])
    const winners = within(screen.getByRole('group', { name: 'Took the trick' }))
    fireEvent.click(winners.getByRole('button', { name: NAMES[DAN] ?? '' }))
    await waitFor(() => expect(record).toHaveBeenCalledWith(trick(DAN)))
    expect(screen.queryByRole('region', { name: /^End of round \d+$/ })).toBeNull()
    expect(screen.getByRole('heading', { name: 'Carla chooses special card 1' })).toBeTruthy()
  })
})

describe('the score sheet', () => {
  it('shows points per round and the totals; the chart is the match page’s, not the sheet’s', async () => {
    const rounds: SonEvent[] = [
      specials(trump('wasp'), custom('Dragon hoard')),
      ...tricksFor([4, 3, 2, 1]),
      scored({ custom: [null, [0, 0, 5, -2]] }),
      specials(mostTricks(), trump('scorpion')),
      ...tricksFor([1, 1, 6, 2]),
    ]
    await showPlay(rounds)
    const sheet = screen.getByRole('region', { name: 'Points' })
    expect(within(sheet).queryByRole('img')).toBeNull()
    const tableEl = within(sheet).getByRole('table', {
      name: 'Points of every player in every round, with the totals',
    })

    const rows = within(tableEl)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => Number(cell.textContent?.replace('−', '-'))),
      )
    // header row; rounds 1 and 2; totals
    expect(rows.slice(1)).toEqual([
      [4, 3, 7, -1],
      [1, 1, 11, 2],
      [5, 4, 18, 1],
    ])
  })
})
