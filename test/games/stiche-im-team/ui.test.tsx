import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { type Match, newMatch } from '../../../src/core/match'
import { named, type Reason } from '../../../src/core/reason'
import { rules, type SitEvent, type SitState } from '../../../src/games/stiche-im-team/rules'
import type { PlayTable } from '../../../src/games/types'
import { freshDevice } from '../../helpers/device'
import {
  ANNA,
  BEN,
  bid,
  bids,
  CARLA,
  climbTo,
  DAN,
  NAMES,
  play,
  setup,
  trick,
  trump,
  winRound,
} from './table'

// A fresh module copy per test: the gate's overlay and the entry mode are module signals.
beforeEach(freshDevice)

type RecordFn = (event: SitEvent) => Promise<Reason | null>
const TABLE = NAMES.slice(0, 4)

/** Round 3 at four, Anna deals (Carla dealt round 1), trump ♠: the rulebook's example. */
function round3(secretBids = false): { match: Match<SitEvent>; state: SitState } {
  const options = { secretBids }
  const start = climbTo(rules.init(setup(4, options, CARLA)), 2)
  const state = play(start, [trump('spades')])
  const match = newMatch('m', setup(4, options, CARLA), 0) as Match<SitEvent>
  return { match, state }
}

/** As the app's record does (src/app/session.ts): the rules' reason, with the seat named. */
const realRecord = (state: SitState) =>
  vi.fn<RecordFn>(async (event) => {
    const applied = rules.apply(state, event)
    return applied.ok ? null : named(applied.reason, TABLE)
  })

/** The play screen as the match page shows it, with the game's words loaded. */
async function showPlay(
  { match, state }: { match: Match<SitEvent>; state: SitState },
  record: RecordFn = realRecord(state),
  table?: PlayTable,
) {
  const { loadGame } = await import('../../../src/games')
  await loadGame('stiche-im-team')
  const { Play } = await import('../../../src/games/stiche-im-team/ui/Play')
  const correct = vi.fn(async () => null)
  const at = { match, record, correct, table }
  const view = render(<Play {...at} state={state} />)
  const again = (next: SitState) => view.rerender(<Play {...at} state={next} />)
  return { ...view, again }
}

const numberOf = (name: string, n: number) =>
  within(screen.getByRole('group', { name: `Number of ${name}` })).getByRole<HTMLInputElement>(
    'radio',
    { name: String(n) },
  )
const dealerLine = () => document.querySelector('.sit-dealer')?.textContent

describe('open numbers', () => {
  it('shows the dealer’s forced number as the others choose, and the over-bid', async () => {
    const table = round3()
    const record = realRecord(table.state)
    await showPlay(table, record)
    // A line for each player with their number; one row of chips, for the first without one.
    const line = (name: string, n?: number) =>
      screen.getByRole<HTMLButtonElement>('button', {
        name: n === undefined ? `Number of ${name}: not yet` : `Number of ${name}: ${n}`,
      })
    expect(['Ben', 'Carla', 'Dan'].map((name) => line(name).getAttribute('aria-pressed'))).toEqual([
      'true',
      'false',
      'false',
    ])
    expect(screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent)).toEqual(
      ['Number of Ben'],
    )
    expect(
      within(screen.getByRole('group', { name: 'Number of Ben' })).getAllByRole('radio'),
    ).toHaveLength(4)
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save the numbers' })
    expect(dealerLine()).toBe('Anna deals and takes what is left.')
    expect(save.disabled).toBe(true)

    // A tap on a chip records the number and opens the next player without one.
    fireEvent.click(numberOf('Ben', 1))
    expect(line('Ben', 1).getAttribute('aria-pressed')).toBe('false')
    expect(line('Carla').getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(numberOf('Carla', 0))
    expect(dealerLine()).toBe('Anna deals and takes what is left.')
    expect(save.disabled).toBe(true)
    fireEvent.click(numberOf('Dan', 1))
    // All are in: the chips stay with the last; a tap on a line opens that player's again.
    expect(line('Dan', 1).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(line('Ben', 1))
    expect(numberOf('Ben', 1).checked).toBe(true)
    fireEvent.click(numberOf('Ben', 1))
    expect(line('Ben', 1).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(line('Dan', 1))
    expect(dealerLine()).toBe('Anna (dealer) must take 1 trick.')
    expect(save.disabled).toBe(false)

    // Changing a number moves the dealer's at once; too many is said before it is saved.
    fireEvent.click(numberOf('Dan', 2))
    expect(dealerLine()).toBe('Anna (dealer) must take 0 tricks.')
    fireEvent.click(numberOf('Dan', 3))
    expect(dealerLine()).toBe('The others bid 4, more than 3: the round is lost.')
    expect(save.disabled).toBe(false)
    fireEvent.click(save)
    expect(record).toHaveBeenCalledWith({ t: 'bids', bids: [null, 1, 0, 3] })
    await expect(record.mock.results[0]?.value).resolves.toBeNull()
  })
})

describe('secret numbers', () => {
  it('asks each player behind the gate and never renders another player’s number', async () => {
    const { match, state } = round3(true)
    const record = vi.fn<RecordFn>(async () => null)
    const view = await showPlay({ match, state }, record)
    const { container } = view
    fireEvent.click(screen.getByRole('button', { name: 'Ben: enter your number' }))
    const gate = screen.getByRole('dialog', { name: 'Hand the phone to Ben.' })
    // Behind the gate there is nothing to choose yet.
    expect(screen.queryAllByRole('radio')).toEqual([])
    fireEvent.click(within(gate).getByRole('button', { name: 'I am Ben: show' }))
    screen.getByRole('dialog', { name: 'Ben: your number' })
    expect(screen.getAllByRole<HTMLInputElement>('radio').map((r) => r.checked)).toEqual([
      false,
      false,
      false,
      false,
    ])
    fireEvent.click(numberOf('Ben', 2))
    fireEvent.click(screen.getByRole('button', { name: 'Hide my number' }))
    await screen.findByRole('dialog', { name: 'Hand the phone to Carla.' })
    expect(record).toHaveBeenCalledWith({ t: 'bid', seat: BEN, bid: 2 })
    expect(screen.queryAllByRole('radio')).toEqual([])

    // Whatever Ben chose, the page Carla gets is the same, and her choice starts empty.
    const pages = [0, 1, 2, 3].map((n) => {
      view.again(play(state, [bid(BEN, n)]))
      return container.innerHTML
    })
    expect(new Set(pages).size).toBe(1)
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    fireEvent.click(screen.getByRole('button', { name: 'Carla: enter your number' }))
    fireEvent.click(screen.getByRole('button', { name: 'I am Carla: show' }))
    expect(screen.getAllByRole<HTMLInputElement>('radio').map((r) => r.checked)).toEqual([
      false,
      false,
      false,
      false,
    ])
    expect(screen.queryByRole('group', { name: 'Number of Ben' })).toBeNull()
  })

  it('plays the round with every number hidden, the dealer’s rest too', async () => {
    const { match, state } = round3(true)
    const numbers = (ben: number, carla: number, dan: number): SitEvent[] => [
      bid(BEN, ben),
      bid(CARLA, carla),
      bid(DAN, dan),
    ]
    // Different numbers, the dealer's rest 0 to 3: the same tricks show the same page.
    const tables = [numbers(0, 0, 0), numbers(1, 0, 1), numbers(3, 0, 0), numbers(1, 1, 0)]
    const view = await showPlay({ match, state: play(state, tables[0] ?? []) })
    const seen = (events: SitEvent[]) => {
      view.again(play(state, events))
      return view.container.innerHTML
    }
    for (const tricks of [[], [trick(DAN)], [trick(DAN), trick(ANNA)]]) {
      const pages = tables.map((t) => seen([...t, ...tricks]))
      expect(new Set(pages).size, `after ${tricks.length} tricks`).toBe(1)
      expect(pages[0]).not.toContain('must take')
    }
    const rows = within(screen.getByRole('table', { name: 'Numbers and tricks' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((c) => c.textContent))
    // The dealer's row says so: in play the status names the leader.
    expect(rows).toEqual([
      ['Anna deals', 'hidden', '1', ''],
      ['Ben', 'hidden', '0', ''],
      ['Carla', 'hidden', '0', ''],
      ['Dan', 'hidden', '1', ''],
    ])
  })

  it('shows the numbers once the table reveals them, and offers no second reveal', async () => {
    const { match, state } = round3(true)
    const playing = play(state, [bid(BEN, 1), bid(CARLA, 0), bid(DAN, 1), trick(DAN)])
    const view = await showPlay({ match, state: playing })
    expect(screen.getByRole('button', { name: 'Reveal all numbers now' })).toBeTruthy()
    view.again(play(playing, [{ t: 'reveal' }]))
    const rows = within(screen.getByRole('table', { name: 'Numbers and tricks' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((c) => c.textContent))
    expect(rows).toEqual([
      ['Anna deals', '1', '0', '1'],
      ['Ben', '1', '0', '1'],
      ['Carla', '0', '0', '0'],
      ['Dan', '1', '1', '0'],
    ])
    expect(screen.queryByRole('button', { name: 'Reveal all numbers now' })).toBeNull()
  })
})

describe('rounds so far', () => {
  const CAPTION = /^Every finished round/
  /** The rounds table as read: the header row, then per round every cell's text. */
  const roundsTable = (caption = CAPTION) =>
    within(screen.getByRole('table', { name: caption }))
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent))
  const HEAD = ['Round', 'Cards', 'Anna', 'Ben', 'Carla', 'Dan', 'Lives']

  it('lists no round before the first is finished', async () => {
    const { match } = round3()
    await showPlay({ match, state: rules.init(setup(4, {}, CARLA)) })
    expect(screen.queryByRole('table', { name: CAPTION })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Rounds so far' })).toBeNull()
  })

  it('shows every finished round: cards, trump, numbers and tricks, who missed, the lives', async () => {
    // Carla deals round 1, made by Dan. Dan deals round 2: Anna says 0 and takes the first
    // trick, so it is lost at once. Anna deals it again; Ben says 2 and takes both.
    const { match } = round3()
    const one = play(rules.init(setup(4, {}, CARLA)), [
      trump('hearts'),
      bids(0, 0, null, 1),
      trick(DAN),
    ])
    const lost = play(one, [trump('clubs'), bids(0, 1, 1, null), trick(ANNA)])
    await showPlay({ match, state: winRound(lost) })
    screen.getByRole('heading', { name: 'Rounds so far' })
    expect(roundsTable()).toEqual([
      HEAD,
      ['1', '1 ♥Trump: Hearts', '0/0', '0/0', '0/0', '1/1', '✓made3'],
      ['2', '2 ♣Trump: Clubs', '0/1✗missed', '1/0', '1/0', '0/0', '✗lost2'],
      ['2', '2 ♥Trump: Hearts', '0/0', '2/2', '0/0', '0/0', '✓made2'],
    ])
    // The signs are for the eye only; a screen reader reads the words beside them.
    const signs = document.querySelectorAll('.sit-rounds [aria-hidden="true"]')
    expect([...signs].map((e) => e.textContent)).toEqual(['♥', '✓', '♣', '✗', '✗', '♥', '✓'])
    expect(document.querySelectorAll('.sit-rounds th[scope="col"]')).toHaveLength(7)
    expect(document.querySelectorAll('.sit-rounds th[scope="row"]')).toHaveLength(3)
    // The eye finds who missed and how each round ended, as on paper.
    const lines = [...document.querySelectorAll('.sit-rounds tbody tr')]
    expect(lines.map((tr) => tr.className)).toEqual(['made', 'lost', 'made'])
    expect(
      [...document.querySelectorAll('.sit-rounds td.missed')].map((td) => td.textContent),
    ).toEqual(['0/1✗missed'])
    // Four short names stand as they are; five, or a long one, stand upright.
    expect(document.querySelector('.sit-rounds thead')?.className).toBe('')
  })

  it('secret numbers: finished rounds show them all, the running round none', async () => {
    // Carla deals round 1 in secret; Dan says 1 and takes it. Dan deals round 2, which runs.
    const { match } = round3(true)
    const one = play(rules.init(setup(4, { secretBids: true }, CARLA)), [
      trump('spades'),
      bid(DAN, 1),
      bid(ANNA, 0),
      bid(BEN, 0),
      trick(DAN),
    ])
    const round2 = (anna: number, ben: number, carla: number) =>
      play(one, [trump('hearts'), bid(ANNA, anna), bid(BEN, ben), bid(CARLA, carla), trick(ANNA)])
    const view = await showPlay({ match, state: round2(1, 0, 1) })
    // Different hidden numbers, the same page to the byte.
    const pages = [round2(1, 0, 1), round2(0, 2, 0), round2(1, 1, 0)].map((state) => {
      view.again(state)
      return view.container.innerHTML
    })
    expect(new Set(pages).size).toBe(1)
    expect(roundsTable()).toEqual([
      HEAD,
      ['1', '1 ♠Trump: Spades', '0/0', '0/0', '0/0', '1/1', '✓made3'],
    ])
  })

  it('speaks German, and says when a round had no trump', async () => {
    const { lang } = await import('../../../src/i18n')
    lang.value = 'de'
    const three = setup(3, { noTrumpOdd: true })
    const match = newMatch('m', three, 0) as Match<SitEvent>
    await showPlay({ match, state: winRound(rules.init(three)) })
    screen.getByRole('heading', { name: 'Bisherige Runden' })
    expect(roundsTable(/^Jede beendete Runde/)).toEqual([
      ['Runde', 'Karten', 'Anna', 'Ben', 'Carla', 'Leben'],
      ['1', '1 –Kein Trumpf', '0/0', '1/1', '0/0', '✓geschafft3'],
    ])
  })
})

describe('the judge', () => {
  async function showJudge() {
    const { loadGame } = await import('../../../src/games')
    await loadGame('stiche-im-team')
    const { Judge } = await import('../../../src/games/stiche-im-team/ui/Judge')
    return render(<Judge />)
  }
  function pick(...cards: string[]) {
    for (const card of cards) {
      const suit = card.split(' of ')[1] ?? ''
      fireEvent.click(
        within(screen.getByRole('group', { name: 'Suit' })).getByRole('button', { name: suit }),
      )
      const ranks = screen.getByRole('group', { name: `Rank of the ${suit} card` })
      fireEvent.click(within(ranks).getByRole('button', { name: card }))
    }
  }
  const verdict = () =>
    [...document.querySelectorAll('.verdict h2, .verdict p')].map((e) => e.textContent)
  const newTrick = () => fireEvent.click(screen.getByRole('button', { name: 'New trick' }))

  it('says who takes the trick and why, one sentence each', async () => {
    await showJudge()
    // Trump ♠ and four players, as the rulebook's round 3 starts.
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '♠ Spades' }).checked).toBe(true)
    pick('2 of Spades', '4 of Diamonds', 'King of Spades')
    expect(verdict()).toEqual([])
    pick('2 of Diamonds')
    expect(verdict()).toEqual([
      'K♠ (card 3) takes the trick',
      'K♠ is the highest trump. 4♦, 2♦ neither follow suit nor are trump.',
    ])

    newTrick()
    pick('3 of Clubs', '6 of Clubs', '8 of Clubs', '7 of Clubs')
    expect(verdict()).toEqual([
      '8♣ (card 3) takes the trick',
      'No trump was played; 8♣ is the highest club.',
    ])

    newTrick()
    pick('10 of Hearts', '5 of Hearts', 'Queen of Diamonds', 'Ace of Hearts')
    expect(verdict()).toEqual([
      'A♥ (card 4) takes the trick',
      'No trump was played; A♥ is the highest heart. Q♦ neither follows suit nor is trump.',
    ])

    // Without trump the 2♠ led is beaten by the K♠ alone.
    fireEvent.click(screen.getByRole('radio', { name: 'No trump' }))
    newTrick()
    pick('2 of Spades', '4 of Diamonds', 'King of Spades', '2 of Diamonds')
    expect(verdict()[1]).toBe(
      'No trump was played; K♠ is the highest spade. ' +
        '4♦, 2♦ neither follow suit nor are trump.',
    )
  })

  it('judges in German with German card letters', async () => {
    const { lang } = await import('../../../src/i18n')
    lang.value = 'de'
    await showJudge()
    fireEvent.click(screen.getByRole('radio', { name: '♥ Herz' }))
    for (const card of ['Herz 10', 'Herz 5', 'Karo Dame', 'Herz Ass']) {
      const suit = card.split(' ')[0] ?? ''
      fireEvent.click(
        within(screen.getByRole('group', { name: 'Farbe' })).getByRole('button', { name: suit }),
      )
      fireEvent.click(screen.getByRole('button', { name: card }))
    }
    expect(verdict()).toEqual([
      'A♥ (Karte 4) bekommt den Stich',
      'A♥ ist der höchste Trumpf. D♦ bedient nicht und ist kein Trumpf.',
    ])
  })
})

describe('the options on the new-match screen', () => {
  async function showNewMatch() {
    const { NewMatch } = await import('../../../src/app/screens/NewMatch')
    render(<NewMatch />)
    await screen.findByRole('heading', { name: 'New match' })
    fireEvent.click(screen.getByRole('radio', { name: /^Stiche im Team/ }))
    return within(await screen.findByRole('group', { name: 'Options' }))
  }
  function typeNames(...names: string[]) {
    const seats = within(screen.getByRole('group', { name: 'Players' }))
    for (const [i, name] of names.entries()) {
      if (!seats.queryByRole('combobox', { name: `Player ${i + 1}` })) {
        fireEvent.click(screen.getByRole('button', { name: 'Add player' }))
      }
      fireEvent.input(seats.getByRole('combobox', { name: `Player ${i + 1}` }), {
        target: { value: name },
      })
    }
  }
  /** What is saved, read through the app's own store (the one the screen saved with). */
  async function saved() {
    const { storeReady } = await import('../../../src/app/storage')
    const store = await storeReady()
    const list = await store.list()
    return Promise.all(list.map((s) => store.getMatch(s.id)))
  }
  const start = () => fireEvent.click(screen.getByRole('button', { name: 'Start match' }))

  it('starts with the defaults: 3 lives, 7 rounds up, trump always, open numbers', async () => {
    const options = await showNewMatch()
    expect(options.getByRole<HTMLInputElement>('radio', { name: '3 lives' }).checked).toBe(true)
    expect(options.getAllByRole<HTMLInputElement>('checkbox').map((c) => c.checked)).toEqual([
      false,
      false,
      false,
      false,
    ])
    typeNames('Anna', 'Ben', 'Carla')
    start()
    await waitFor(() => expect(location.hash).toMatch(/^#\/match\//))
    expect((await saved())[0]?.setup).toMatchObject({
      game: 'stiche-im-team',
      players: ['Anna', 'Ben', 'Carla'],
      options: {
        lives: 3,
        longAscent: false,
        upAndDown: false,
        noTrumpOdd: false,
        secretBids: false,
      },
    })
  })

  it('starts with what the toggles say', async () => {
    const options = await showNewMatch()
    fireEvent.click(options.getByRole('radio', { name: '4 lives' }))
    fireEvent.click(options.getByRole('checkbox', { name: 'Up and down: back down to 1 card' }))
    fireEvent.click(options.getByRole('checkbox', { name: 'Secret numbers (harder)' }))
    const noTrump = options.getByRole('checkbox', { name: /^No trump in rounds/ })
    fireEvent.click(noTrump)
    fireEvent.click(noTrump)
    typeNames('Anna', 'Ben', 'Carla', 'Dan')
    start()
    await waitFor(() => expect(location.hash).toMatch(/^#\/match\//))
    expect((await saved())[0]?.setup.options).toEqual({
      lives: 4,
      longAscent: false,
      upAndDown: true,
      noTrumpOdd: false,
      secretBids: true,
    })
  })

  it('refuses the long ascent at five until it is switched off', async () => {
    const options = await showNewMatch()
    typeNames('Anna', 'Ben', 'Carla', 'Dan', 'Eva')
    const long = options.getByRole('checkbox', { name: /^Long ascent/ })
    fireEvent.click(long)
    start()
    // Starting loads the game's chunk and opens storage: generous waits for a busy CI machine.
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The long ascent (up to 10 cards) is for 3 or 4 players, not 5.',
    )
    expect(await saved()).toEqual([])
    fireEvent.click(long)
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    start()
    await waitFor(() => expect(location.hash).toMatch(/^#\/match\//))
    expect((await saved())[0]?.setup).toMatchObject({
      players: ['Anna', 'Ben', 'Carla', 'Dan', 'Eva'],
      options: { longAscent: false },
    })
  })
})

describe('secret numbers at a table of phones (#16)', () => {
  const hidden = (seat: number): SitEvent => ({ t: 'bid', seat, hidden: true })
  /** Ben's phone; Carla has one too, Dan has none (he chooses on another phone). */
  const bens: PlayTable = {
    seat: BEN,
    seats: [ANNA, BEN, CARLA],
    ask: async () => ({ ok: false, reason: { key: 'table.seatAway' } }),
  }

  it('asks this phone’s player alone for their number, no gate, and hides it on this phone', async () => {
    const table = round3(true)
    const record = realRecord(table.state)
    await showPlay(table, record, bens)
    // Whose turn it is on another phone: the name whole, in a span of its own (WholeName).
    const waiting = screen.getByRole('list', { name: 'Still choosing' })
    expect(within(waiting).getByRole('listitem').textContent).toBe('Carla chooses on their phone…')
    expect(within(waiting).getByText('Carla').className).toBe('whole-name')
    expect(screen.getByText(/Only this phone keeps it/)).toBeTruthy()
    const hide = screen.getByRole<HTMLButtonElement>('button', { name: 'Hide my number' })
    expect(hide.disabled).toBe(true)
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Ben: your number' })).getByRole('radio', {
        name: '1',
      }),
    )
    fireEvent.click(hide)
    await waitFor(() =>
      expect(record).toHaveBeenCalledWith({ t: 'bid', seat: BEN, bid: 1, hidden: true }),
    )
  })

  it('lets a player without a phone choose on this one, behind the gate', async () => {
    const table = round3(true)
    const record = realRecord(table.state)
    await showPlay(table, record, bens)
    fireEvent.click(screen.getByRole('button', { name: 'Dan: enter your number' }))
    fireEvent.click(await screen.findByRole('button', { name: /Dan/ }))
    fireEvent.click(numberOf('Dan', 0))
    fireEvent.click(screen.getByRole('button', { name: 'Hide my number' }))
    await waitFor(() =>
      expect(record).toHaveBeenCalledWith({ t: 'bid', seat: DAN, bid: 0, hidden: true }),
    )
  })

  it('tells the dealer’s phone it learns its number at the end, and shows a phone only its own', async () => {
    const table = round3(true)
    const annas = { ...bens, seat: ANNA }
    await showPlay(table, realRecord(table.state), annas)
    expect(screen.getByText(/You deal: you take what the others leave/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Hide my number' })).toBeNull()
    // Ben's phone keeps his 1 (and Dan's 0, chosen there): it shows his, not Dan's.
    cleanup()
    const kept: SitEvent[] = [
      { t: 'bid', seat: BEN, bid: 1, hidden: true },
      hidden(CARLA),
      { t: 'bid', seat: DAN, bid: 0, hidden: true },
    ]
    const playing = play(table.state, kept)
    await showPlay({ ...table, state: playing }, realRecord(playing), bens)
    const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) })
    expect(within(row('Ben')).getAllByRole('cell')[0]?.textContent).toBe('1')
    expect(within(row('Dan')).getAllByRole('cell')[0]?.textContent).toBe('hidden')
    expect(within(row('Carla')).getAllByRole('cell')[0]?.textContent).toBe('hidden')
  })

  it('away from the table (a reload), still shows the phone’s own number to its player', async () => {
    const table = round3(true)
    const playing = play(table.state, [
      { t: 'bid', seat: BEN, bid: 1, hidden: true },
      hidden(CARLA),
      hidden(DAN),
    ])
    const { loadGame } = await import('../../../src/games')
    await loadGame('stiche-im-team')
    const { Play } = await import('../../../src/games/stiche-im-team/ui/Play')
    const props = {
      match: table.match,
      record: realRecord(playing),
      correct: vi.fn(async () => null),
    }
    render(<Play {...props} state={playing} seat={BEN} />)
    const row = screen.getByRole('row', { name: /^Ben/ })
    expect(within(row).getAllByRole('cell')[0]?.textContent).toBe('1')
  })

  it('shows the numbers it keeps once every trick is in, and takes a number said aloud', async () => {
    const table = round3(true)
    const kept: SitEvent[] = [
      { t: 'bid', seat: BEN, bid: 1, hidden: true },
      hidden(CARLA),
      { t: 'bid', seat: DAN, bid: 1, hidden: true },
    ]
    const done = play(table.state, [...kept, trick(DAN), trick(BEN), trick(ANNA)])
    expect(done.phase).toBe('show')
    // While Carla's phone is at the table, it shows her number; nothing to enter for her here.
    const waiting = await showPlay({ ...table, state: done }, vi.fn<RecordFn>(), bens)
    expect(screen.getByText('Carla’s phone shows their number…')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Carla says their number' })).toBeNull()
    waiting.unmount()
    // Her phone left the table.
    const record = realRecord(done)
    await showPlay({ ...table, state: done }, record, { ...bens, seats: [ANNA, BEN] })
    screen.getByRole('heading', { name: 'Every trick is in: the numbers' })
    await waitFor(() => expect(record).toHaveBeenCalledTimes(2))
    expect(record.mock.calls.map(([e]) => e)).toEqual([
      { t: 'show', seat: BEN, bid: 1 },
      { t: 'show', seat: DAN, bid: 1 },
    ])
    // Carla's phone is gone: she says her number, and it is entered here.
    fireEvent.click(screen.getByRole('button', { name: 'Carla says their number' }))
    fireEvent.click(numberOf('Carla', 0))
    fireEvent.click(screen.getByRole('button', { name: 'Show: number of Carla' }))
    await waitFor(() => expect(record).toHaveBeenCalledWith({ t: 'show', seat: CARLA, bid: 0 }))
    // Sent once each time the round waits, however often the page is drawn again; one still
    // waiting (its show undone) is offered from this phone, on a tap.
    expect(record).toHaveBeenCalledTimes(3)
    fireEvent.click(
      await screen.findByRole('button', { name: 'Show Ben’s number from this phone' }),
    )
    await waitFor(() => expect(record).toHaveBeenCalledTimes(4))
    expect(record).toHaveBeenLastCalledWith({ t: 'show', seat: BEN, bid: 1 })
  })

  it('on a phone alone, asks for hidden numbers as their players say them', async () => {
    const table = round3(true)
    const done = play(table.state, [
      hidden(BEN),
      hidden(CARLA),
      hidden(DAN),
      trick(DAN),
      trick(BEN),
      trick(ANNA),
    ])
    const record = realRecord(done)
    await showPlay({ ...table, state: done }, record)
    expect(screen.getByText(/Everybody says their number at once/)).toBeTruthy()
    expect(screen.getAllByRole('button', { name: /says their number/ })).toHaveLength(3)
    expect(record).not.toHaveBeenCalled()
  })
})

describe('the best climb of this table', () => {
  it('holds its line’s place while the past climbs are read, so the trump suits do not move', async () => {
    await import('../../../src/games').then((m) => m.loadGame('stiche-im-team'))
    const { Best } = await import('../../../src/games/stiche-im-team/ui/Best')
    let hand: (matches: []) => void = () => {}
    const past = () => new Promise<[]>((resolve) => (hand = resolve))
    const { container } = render(<Best past={past} />)
    // A blank line of the line's own box (sit-tables.css), hidden from eyes and screen readers.
    const wait = container.querySelector('p.sit-best-wait')
    expect(wait?.getAttribute('aria-hidden')).toBe('true')
    expect(container.querySelector('.sit-best')).toBeNull()
    hand([])
    await waitFor(() =>
      expect(container.querySelector('.sit-best')?.textContent).toBe('First climb of this table.'),
    )
    expect(container.querySelector('.sit-best-wait')).toBeNull()
  })

  it('holds no place where no past is handed over', async () => {
    const { Best } = await import('../../../src/games/stiche-im-team/ui/Best')
    const { container } = render(<Best past={undefined} />)
    expect(container.innerHTML).toBe('')
  })
})
