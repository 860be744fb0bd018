import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Setup } from '../../../src/core/game'
import { type Match, newMatch, replay } from '../../../src/core/match'
import { named, type Reason, RuleError } from '../../../src/core/reason'
import {
  judgeTrick,
  rules,
  type SfsCard,
  type SfsEvent,
  type SfsState,
  type Suspect,
  type Weapon,
} from '../../../src/games/stich-fuer-stich/rules'
import { sfsStrings } from '../../../src/games/stich-fuer-stich/strings'
import { freshDevice } from '../../helpers/device'
import { k, phantom } from './cards'

// A fresh phone per test: the entry modes and the private screen are module signals.
beforeEach(freshDevice)

type RecordFn = (event: SfsEvent) => Promise<Reason | null>
const NAMES = ['Anna', 'Ben', 'Cora', 'Dana']

const setupOf = (players = 4, firstDealer = 1): Setup => ({
  game: 'stich-fuer-stich',
  players: NAMES.slice(0, players),
  options: {},
  firstDealer,
})
const secret = (culprit: Suspect, weapon: Weapon): SfsEvent => ({ t: 'secret', culprit, weapon })
const onPaper: SfsEvent = { t: 'secret', hidden: true }
const trick = (winner: number): SfsEvent => ({ t: 'trick', winner })

/** Everything a name of this secret could show up as: ids and both languages' names. */
function namesOf(culprit: Suspect, weapon: Weapon): string[] {
  const words: string[] = [culprit, weapon]
  for (const lang of ['en', 'de'] as const) {
    words.push(sfsStrings[lang][`sfs.suspect.${culprit}`], sfsStrings[lang][`sfs.weapon.${weapon}`])
  }
  return [...new Set(words.map((w) => w.toLowerCase()))]
}
const shown = (html: string, words: string[]) => words.filter((w) => html.toLowerCase().includes(w))

/**
 * The play screen as the match page shows it: `record` goes through the real rules, and an
 * accepted entry re-renders the page with the new state, as the app's session does.
 */
async function showPlay(events: SfsEvent[], setup = setupOf()) {
  const { loadGame } = await import('../../../src/games')
  await loadGame('stich-fuer-stich') // brings the game's words, as the match page does
  const { Play } = await import('../../../src/games/stich-fuer-stich/ui/Play')
  let match: Match<SfsEvent> = { ...(newMatch('m', setup, 0) as Match<SfsEvent>), events }
  let state: SfsState = replay(rules, setup, events)
  const correct = vi.fn(async () => null)
  const page = () => <Play match={match} state={state} record={record} correct={correct} />
  const record = vi.fn<RecordFn>(async (event) => {
    const applied = rules.apply(state, event)
    if (!applied.ok) return named(applied.reason, setup.players)
    match = { ...match, events: [...match.events, event] }
    state = applied.state
    view.rerender(page())
    return null
  })
  const view = render(page())
  return { ...view, record, state: () => state }
}

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }))
const dialog = (name: string) => screen.getByRole('dialog', { name })

/** Through the pass-the-phone gate as `name`. */
function passGate(name: string) {
  within(dialog(`Hand the phone to ${name}.`)).getByText('Nobody else looks.')
  click(`I am ${name}: show`)
}

function pickTiles(culprit?: string, weapon?: string) {
  if (culprit) {
    const group = screen.getByRole('group', { name: 'The culprit' })
    fireEvent.click(within(group).getByRole('radio', { name: culprit }))
  }
  if (weapon) {
    const group = screen.getByRole('group', { name: 'The weapon' })
    fireEvent.click(within(group).getByRole('radio', { name: weapon }))
  }
}

/** One card on the cards entry: suspect, weapon, number; or the phantom. */
function enterCard(card: SfsCard) {
  if (card.kind === 'phantom') return click('Phantom')
  const name = (key: string) => sfsStrings.en[key as keyof typeof sfsStrings.en]
  click(name(`sfs.suspect.${card.suspect}`))
  click(name(`sfs.weapon.${card.weapon}`))
  fireEvent.click(screen.getByRole('button', { name: String(card.number), exact: true }))
}

/** What the rules themselves say, in English, about these cards as a trick. */
function rulesSay(played: SfsCard[]): string {
  try {
    judgeTrick(played, { culprit: 'mechanic', weapon: 'pillow' })
  } catch (error) {
    if (error instanceof RuleError) return error.message
  }
  throw new Error('the rules took these cards')
}

describe('the secret on the phone', () => {
  const hiddenNames = namesOf('mechanic', 'pillow')

  it('is in no element or attribute once hidden: hand-over, trick entry and pad', async () => {
    const { container, record } = await showPlay([])
    click('Ben: choose them on the phone')
    expect(shown(document.body.innerHTML, hiddenNames)).toEqual([])
    passGate('Ben')
    pickTiles('Mechanic', 'Pillow')
    // The picker itself shows every name, of course.
    expect(shown(container.innerHTML, hiddenNames)).toEqual(['mechanic', 'pillow'])

    click('Hide the secret')
    await waitFor(() => expect(record).toHaveBeenCalledTimes(1))
    expect(record).toHaveBeenCalledWith({ t: 'secret', culprit: 'mechanic', weapon: 'pillow' })
    const handOver = await screen.findByRole('dialog', { name: 'Put the phone back on the table.' })
    expect(
      within(handOver)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Done'])
    expect(shown(container.innerHTML, hiddenNames)).toEqual([])
    expect(shown(document.body.innerHTML, hiddenNames)).toEqual([])

    click('Done')
    expect(screen.getByRole('region', { name: 'Who won trick 1? (as Ben says)' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Investigation pad' })).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(shown(document.documentElement.outerHTML, hiddenNames)).toEqual([])
  })

  it('comes back only behind the confidant’s gate', async () => {
    await showPlay([secret('mechanic', 'pillow')])
    click('Ben: show the secret')
    expect(shown(document.body.innerHTML, hiddenNames)).toEqual([])
    click('I am Ben: show')
    expect(screen.getByText('The culprit is the Mechanic, the weapon the Pillow.')).toBeTruthy()
    click('Hide')
    expect(shown(document.body.innerHTML, hiddenNames)).toEqual([])
  })
})

describe('the confidant’s reveal meter', () => {
  // Ben is the confidant with the hairdresser and the poison; Cora leads. Anna's poison wins
  // trick 1, which leaves 7 of the 28 pairs; trick 2 is entered by its winner only.
  const cards = [
    k('gardener', 'knife', 5),
    k('hairdresser', 'spade', 3),
    k('mechanic', 'poison', 2),
    k('influencer', 'ax', 12),
  ]
  const events: SfsEvent[] = [
    secret('hairdresser', 'poison'),
    { t: 'trick', winner: 0, played: cards },
    { t: 'search', solved: [] },
    trick(3),
  ]
  const meterWords = ['Reveal meter', 'Still possible', 'of 28', '28 → 7', 'from 28 to 7']
  const inPage = () => meterWords.filter((w) => document.documentElement.outerHTML.includes(w))

  it('is shown to the confidant only behind the gate, and is gone again after hiding', async () => {
    await showPlay(events)
    expect(inPage()).toEqual([])
    click('Ben: show the secret')
    // The gate alone: no meter, no count.
    expect(inPage()).toEqual([])
    click('I am Ben: show')
    const meter = screen.getByRole('region', { name: 'Reveal meter' })
    within(meter).getByText('Still possible: 7 of 28')
    // The bar: named by the count (jsdom knows no role for <meter>; Chromium's axe checks it).
    const bar = meter.querySelector('meter')
    expect(bar?.getAttribute('value')).toBe('7')
    expect(bar?.getAttribute('max')).toBe('28')
    const label = document.getElementById(bar?.getAttribute('aria-labelledby') ?? '')
    expect(label?.textContent).toBe('Still possible: 7 of 28')
    const steps = within(meter).getByRole('list', { name: 'How each trick narrowed it' })
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Trick 1: 28 → 7Trick 1: from 28 to 7'])
    within(meter).getByText('Entered by winner only, so they do not narrow it: trick 2.')

    click('Hide')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(inPage()).toEqual([])
    expect(document.body.textContent).not.toMatch(/\b7 of 28\b|→/)
  })

  it('says it needs tricks entered with cards while there are none', async () => {
    await showPlay([secret('hairdresser', 'poison'), trick(2), { t: 'search', solved: [] }])
    click('Ben: show the secret')
    click('I am Ben: show')
    const meter = screen.getByRole('region', { name: 'Reveal meter' })
    within(meter).getByText(
      'The meter needs tricks entered with cards. So far no trick has been entered with its cards.',
    )
    expect(meter.querySelector('meter')).toBeNull()
    within(meter).getByText('Entered by winner only, so they do not narrow it: trick 1.')
    click('Hide')
    expect(document.body.innerHTML).not.toContain('The meter needs')
  })

  it('is in no sleuth’s private screen: the guess and its result', async () => {
    await showPlay(events.slice(0, 2))
    click('Cora: make your guess')
    passGate('Cora')
    expect(inPage()).toEqual([])
    pickTiles('Mechanic', 'Pillow')
    click('Check')
    await screen.findByRole('dialog', { name: 'False suspicion' })
    expect(inPage()).toEqual([])
  })

  it('speaks German', async () => {
    const { lang } = await import('../../../src/i18n')
    lang.value = 'de'
    await showPlay(events)
    click('Ben: Geheimnis zeigen')
    click('Ich bin Ben: zeigen')
    const meter = screen.getByRole('region', { name: 'Enthüllungsanzeige' })
    within(meter).getByText('Noch möglich: 7 von 28')
    within(meter).getByText('Stich 1: 28 → 7')
  })
})

describe('the search', () => {
  // Ben is the confidant; Cora won trick 1; Cora, Dana and Anna search, in that order.
  const afterTrick1 = [secret('mechanic', 'pillow'), trick(2)]

  it('refuses a guess with only one tile, in the rules’ words, and records nothing', async () => {
    const { record } = await showPlay(afterTrick1)
    click('Cora: make your guess')
    passGate('Cora')
    pickTiles('Gardener')
    click('Check')
    const message = sfsStrings.en['sfs.guessIncomplete']
    expect(message).toBe('Pick one suspect and one weapon.')
    expect((await screen.findByRole('alert')).textContent).toBe(message)

    // The weapon alone will not do either, in a new turn.
    click('Cancel')
    click('Cora: make your guess')
    passGate('Cora')
    pickTiles(undefined, 'Pillow')
    click('Check')
    expect((await screen.findByRole('alert')).textContent).toBe(message)
    expect(record).not.toHaveBeenCalled()

    pickTiles('Mechanic')
    click('Check')
    await screen.findByRole('dialog', { name: 'Case solved' })
    expect(record).toHaveBeenCalledExactlyOnceWith({ t: 'guess', seat: 2, solved: true })
  })

  it('records a paper search: who solved, covering every sleuth still searching', async () => {
    const { record, state } = await showPlay([onPaper, trick(2)])
    // On paper tiles there is no phone to search on.
    expect(screen.queryByRole('group', { name: 'How to search' })).toBeNull()
    const form = screen.getByRole('group', { name: 'Ben checks the tiles. Who solved the case?' })
    const boxes = within(form).getAllByRole('checkbox')
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual(['Cora', 'Dana', 'Anna'])
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Dana' }))
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Anna' }))
    click('Save the search')
    await waitFor(() => expect(record).toHaveBeenCalledTimes(1))
    expect(record).toHaveBeenCalledWith({ t: 'search', solved: [3, 0] })
    expect(state().cases[0]?.solvedAfter).toEqual([1, null, null, 1])
    expect(state().phase).toBe('trick')
  })

  it('finishes on paper a search begun on the phone, for those still searching', async () => {
    const { record } = await showPlay(afterTrick1)
    click('Cora: make your guess')
    passGate('Cora')
    pickTiles('Gardener', 'Pillow')
    click('Check')
    await screen.findByRole('dialog', { name: 'False suspicion' })
    click('Hide')
    click('Done')
    click('Paper tiles')
    const form = screen.getByRole('group', { name: 'Ben checks the tiles. Who solved the case?' })
    const names = within(form)
      .getAllByRole('checkbox')
      .map((b) => b.closest('label')?.textContent)
    expect(names).toEqual(['Dana', 'Anna'])
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Anna' }))
    click('Save the search')
    await waitFor(() => expect(record).toHaveBeenCalledTimes(2))
    expect(record.mock.calls.map(([event]) => event)).toEqual([
      { t: 'guess', seat: 2, solved: false },
      { t: 'search', solved: [0] },
    ])
  })
})

describe('a trick entered by its cards', () => {
  // Ben is the confidant with the hairdresser and the poison; Cora leads.
  const start = [secret('hairdresser', 'poison')]
  // Cora, Dana, Anna, Ben: Anna's poison is the only weapon trump.
  const played = [
    k('gardener', 'knife', 5),
    k('hairdresser', 'spade', 3),
    k('mechanic', 'poison', 2),
    k('influencer', 'ax', 12),
  ]

  it('refuses a card entered twice, or a weapon with a number twice, as the rules say', async () => {
    const { record } = await showPlay(start)
    click('Cards')
    enterCard(played[0] as SfsCard)
    enterCard(k('gardener', 'statue', 5))
    const twice = rulesSay([k('gardener', 'knife', 5), k('gardener', 'statue', 5), phantom])
    expect(twice).toBe('The card Gardener 5 is entered twice. Each card exists only once.')
    expect((await screen.findByRole('alert')).textContent).toBe(twice)
    // Dana's card is still to be entered: the refused one is not in the trick.
    expect(screen.getByRole('group', { name: 'Card of Dana: Suspect' })).toBeTruthy()

    enterCard(k('hairdresser', 'knife', 5))
    const weapon = rulesSay([k('gardener', 'knife', 5), k('hairdresser', 'knife', 5), phantom])
    expect(weapon).toBe(
      'Two cards show the weapon Knife with the number 5, but no weapon has a number twice.',
    )
    expect(screen.getByRole('alert').textContent).toBe(weapon)
    expect(screen.getByRole('group', { name: 'Card of Dana: Suspect' })).toBeTruthy()
    expect(record).not.toHaveBeenCalled()
  })

  it('says a refusal in German with the German names', async () => {
    const { lang } = await import('../../../src/i18n')
    lang.value = 'de'
    await showPlay(start)
    click('Karten')
    click('Gärtner')
    click('Messer')
    fireEvent.click(screen.getByRole('button', { name: '5', exact: true }))
    click('Gärtner')
    click('Statue')
    fireEvent.click(screen.getByRole('button', { name: '5', exact: true }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Die Karte Gärtner 5 ist zweimal eingetragen. Jede Karte gibt es nur einmal.',
    )
  })

  it('records nothing on a disagreement until the confidant has chosen', async () => {
    const { record } = await showPlay(start)
    click('Cards')
    for (const card of played) enterCard(card)
    const said = screen.getByRole('group', { name: 'Who did Ben say won the trick?' })
    fireEvent.click(within(said).getByRole('button', { name: 'Dana', exact: true }))

    // Only the gate: nothing about the cards or the secret before Ben has the phone.
    expect(record).not.toHaveBeenCalled()
    expect(document.body.innerHTML).not.toContain('by the cards')
    expect(document.body.innerHTML).not.toContain('weapon trump')
    passGate('Ben')
    const why = dialog('The cards say otherwise')
    within(why).getByText('You announced Dana, but by the cards Anna wins the trick.')
    within(why).getByText(
      'Mechanic · Poison 2 shows the weapon: it is the highest weapon trump, and no full trump ' +
        'was played.',
    )
    expect(record).not.toHaveBeenCalled()

    // Back to the cards: still nothing recorded, the cards still there.
    click('Correct the cards')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(record).not.toHaveBeenCalled()
    fireEvent.click(within(said).getByRole('button', { name: 'Dana', exact: true }))
    passGate('Ben')
    click('Record Anna (by the cards)')
    await waitFor(() => expect(record).toHaveBeenCalledTimes(1))
    expect(record).toHaveBeenCalledWith({ t: 'trick', winner: 0, played })
    await screen.findByRole('dialog', { name: 'Put the phone back on the table.' })
  })

  it('keeps the announced winner without the cards when the confidant says so', async () => {
    const { record } = await showPlay(start)
    click('Cards')
    for (const card of played) enterCard(card)
    const said = screen.getByRole('group', { name: 'Who did Ben say won the trick?' })
    fireEvent.click(within(said).getByRole('button', { name: 'Dana', exact: true }))
    passGate('Ben')
    expect(record).not.toHaveBeenCalled()
    click('Keep Dana (the cards are not saved)')
    await waitFor(() => expect(record).toHaveBeenCalledTimes(1))
    expect(record).toHaveBeenCalledWith({ t: 'trick', winner: 3 })
  })

  it('records the cards at once when the confidant named the winner they show', async () => {
    const { record } = await showPlay(start)
    click('Cards')
    for (const card of played) enterCard(card)
    click('Ben has not said: let Stichblock judge')
    await waitFor(() => expect(record).toHaveBeenCalledTimes(1))
    expect(record).toHaveBeenCalledWith({ t: 'trick', winner: 0, played })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByText('Trick 1: Anna wins.')).toBeTruthy()
  })
})

describe('exporting a backup', () => {
  /** A case on paper search: trick 1, everyone solves, six more tricks. */
  const quickCase = (players: number, confidant: number, s: SfsEvent): SfsEvent[] => {
    const sleuths = [...Array(players).keys()].filter((seat) => seat !== confidant)
    return [s, trick(0), { t: 'search', solved: sleuths }, ...[1, 2, 0, 1, 2, 0].map(trick)]
  }

  it('leaves out the running case’s secret and its redo, and keeps a closed case’s', async () => {
    const session = await import('../../../src/app/session')
    const { exportFile } = await import('../../../src/app/backup')
    expect(typeof (await session.startMatch(setupOf(4, 0)))).toBe('string')
    const events: SfsEvent[] = [
      ...quickCase(4, 0, secret('influencer', 'spade')),
      secret('mechanic', 'pillow'),
      trick(3),
      { t: 'guess', seat: 2, solved: false },
    ]
    for (const event of events) expect(await session.record(event)).toBeNull()
    expect(await session.undo()).toBeNull()

    const file = await exportFile(5)
    const [match] = file.matches
    expect(match?.events).toEqual([...events.slice(0, 9), { t: 'secret', hidden: true }, trick(3)])
    expect(match?.redo).toEqual([])
    expect(shown(JSON.stringify(file), namesOf('mechanic', 'pillow'))).toEqual([])
    // The phone keeps it: the running match still knows the secret.
    const state = session.open.value?.state as SfsState
    expect(state.cases[1]?.secret).toEqual({ culprit: 'mechanic', weapon: 'pillow' })
  })

  it('leaves a finished game as it is, secrets and all', async () => {
    const session = await import('../../../src/app/session')
    const { exportFile } = await import('../../../src/app/backup')
    await session.startMatch(setupOf(3, 0))
    const events = [
      ...quickCase(3, 0, secret('mechanic', 'pillow')),
      ...quickCase(3, 1, onPaper),
      ...quickCase(3, 2, secret('gardener', 'ax')),
    ]
    for (const event of events) expect(await session.record(event)).toBeNull()
    expect(session.open.value?.match.finished).toBe(true)
    const [match] = (await exportFile(5)).matches
    expect(match?.events).toEqual(events)
  })
})
