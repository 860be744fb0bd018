import { signal } from '@preact/signals'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Setup } from '../../../src/core/game'
import { type Match, newMatch, replay } from '../../../src/core/match'
import { named, type Reason } from '../../../src/core/reason'
import {
  rules,
  type SfsCard,
  type SfsEvent,
  type SfsState,
  type Suspect,
  type Weapon,
} from '../../../src/games/stich-fuer-stich/rules'
import { sfsStrings } from '../../../src/games/stich-fuer-stich/strings'
import type { Drafts, DraftValues } from '../../../src/ui/draft'
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
 * accepted entry re-renders the page with the new state, as the app's session does. With
 * `drafts`, the page keeps its half-entered values there, as in a match (src/ui/draft.ts).
 */
async function showPlay(
  events: SfsEvent[],
  setup = setupOf(),
  o: { drafts?: Drafts; refuse?: Reason } = {},
) {
  const { loadGame } = await import('../../../src/games')
  await loadGame('stich-fuer-stich') // brings the game's words, as the match page does
  const { Play } = await import('../../../src/games/stich-fuer-stich/ui/Play')
  const { DraftContext } = await import('../../../src/ui/draft')
  let match: Match<SfsEvent> = { ...(newMatch('m', setup, 0) as Match<SfsEvent>), events }
  let state: SfsState = replay(rules, setup, events)
  const correct = vi.fn(async () => null)
  const page = () => (
    <DraftContext.Provider value={o.drafts ?? null}>
      <Play match={match} state={state} record={record} correct={correct} />
    </DraftContext.Provider>
  )
  const record = vi.fn<RecordFn>(async (event) => {
    if (o.refuse) return o.refuse
    const applied = rules.apply(state, event)
    if (!applied.ok) return named(applied.reason, setup.players)
    match = { ...match, events: [...match.events, event] }
    state = applied.state
    // As the app does: a committed entry leaves nothing half-entered.
    if (o.drafts) o.drafts.values.value = {}
    view.rerender(page())
    return null
  })
  const view = render(page())
  return { ...view, record, state: () => state, page }
}

/** A match's draft as the app keeps it, without the storage. */
function fakeDrafts(): Drafts {
  const values = signal<DraftValues>({})
  return {
    values,
    set(key, value) {
      const next = { ...values.value }
      if (value === undefined) delete next[key]
      else next[key] = value
      values.value = next
    },
  }
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
function enterCard(card: SfsCard, lang: 'en' | 'de' = 'en') {
  if (card.kind === 'phantom') return click('Phantom')
  const name = (key: string) => sfsStrings[lang][key as keyof typeof sfsStrings.en]
  click(name(`sfs.suspect.${card.suspect}`))
  click(name(`sfs.weapon.${card.weapon}`))
  fireEvent.click(screen.getByRole('button', { name: String(card.number), exact: true }))
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
    click('I am Cora: show')
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
    click('I am Cora: show')
    pickTiles('Gardener')
    click('Check')
    const message = sfsStrings.en['sfs.guessIncomplete']
    expect(message).toBe('Pick one suspect and one weapon.')
    expect((await screen.findByRole('alert')).textContent).toBe(message)

    // The weapon alone will not do either, in a new turn.
    click('Cancel')
    click('I am Cora: show')
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
    click('I am Cora: show')
    pickTiles('Gardener', 'Pillow')
    click('Check')
    await screen.findByRole('dialog', { name: 'False suspicion' })
    click('Later: back to the table')
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

describe('who leads, said in the status', () => {
  // On a short screen the leader line is kept for screen readers only while the trick is entered
  // by its cards: the first card slot is the leader's. With "Cards" chosen but the secret on
  // paper, the winner buttons show, and the line stays in view.
  const leader = (container: Element) => container.querySelector('.sfs-leader')
  afterEach(() => {
    // The mode is remembered across screens: back to the winner buttons for the other tests.
    const tab = screen.queryByRole('button', { name: 'Winner' })
    if (tab) fireEvent.click(tab)
  })

  it('is for screen readers only on a short screen while the cards are entered', async () => {
    const { container } = await showPlay([secret('hairdresser', 'poison')])
    expect(leader(container)?.classList.contains('hidden-when-short')).toBe(false)
    click('Cards')
    expect(screen.getByRole('group', { name: /card/i })).toBeTruthy()
    expect(leader(container)?.classList.contains('hidden-when-short')).toBe(true)
  })

  it('stays in view with "Cards" chosen and the secret on paper: the winner buttons show', async () => {
    const { container } = await showPlay([onPaper])
    click('Cards')
    expect(screen.getByText('Judging the cards needs the secret on the phone.')).toBeTruthy()
    expect(leader(container)?.classList.contains('hidden-when-short')).toBe(false)
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

  const button = (group: string, name: string) =>
    within(screen.getByRole('group', { name: group })).getByRole('button', {
      name,
      exact: true,
    }) as HTMLButtonElement

  it('offers no card already in the trick, nor a weapon with a number already seen', async () => {
    const { record } = await showPlay(start)
    click('Cards')
    enterCard(played[0] as SfsCard) // Cora: the gardener with the knife, 5
    // Dana's card: the gardener 5 is Cora's, and no weapon shows the 5 twice.
    click('Gardener')
    click('Statue')
    expect(button('Card of Dana: Number', '5').disabled).toBe(true)
    expect(button('Card of Dana: Number', '4').disabled).toBe(false)
    click('Back')
    click('Back')
    click('Hairdresser')
    click('Knife')
    expect(button('Card of Dana: Number', '5').disabled).toBe(true)
    click('Back')
    click('Spade')
    expect(button('Card of Dana: Number', '5').disabled).toBe(false)
    fireEvent.click(button('Card of Dana: Number', '5'))
    // Nothing was refused: what cannot be played was never offered.
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('group', { name: 'Card of Anna: Suspect' })).toBeTruthy()
    expect(record).not.toHaveBeenCalled()
  })

  it('offers no card played in an earlier trick of the case, and no fourth phantom', async () => {
    // Trick 1 (Cora leads): three phantoms and Ben's hairdresser with the poison, 4.
    const trick1 = [phantom, phantom, phantom, k('hairdresser', 'poison', 4)]
    await showPlay([
      ...start,
      { t: 'trick', winner: 1, played: trick1 },
      { t: 'search', solved: [] },
    ])
    click('Cards')
    const first = 'Card of Ben: Suspect' // Ben won trick 1 and leads trick 2
    expect(button(first, 'Phantom').disabled).toBe(true)
    click('Hairdresser')
    click('Poison')
    expect(button('Card of Ben: Number', '4').disabled).toBe(true)
    click('Back')
    click('Ax')
    expect(button('Card of Ben: Number', '4').disabled).toBe(true) // the hairdresser 4 is gone
    click('Back')
    click('Back')
    click('Gardener')
    click('Poison')
    expect(button('Card of Ben: Number', '4').disabled).toBe(true) // the poison 4 is gone
    expect(button('Card of Ben: Number', '3').disabled).toBe(false)
  })

  it('changes any card of the trick, not only the last, and records the changed trick', async () => {
    const { record } = await showPlay(start)
    click('Cards')
    for (const card of played) enterCard(card)
    // Dana's card (the second) was the hairdresser 3 with the spade; it was the statue.
    fireEvent.click(screen.getByRole('button', { name: /^Dana.*: change$/ }))
    expect(screen.getByRole('group', { name: 'Card of Dana: Suspect' })).toBeTruthy()
    // Her old card is free again while she changes it: the hairdresser 3 is offered.
    enterCard(k('hairdresser', 'statue', 3))
    click('Let Stichblock judge')
    await waitFor(() => expect(record).toHaveBeenCalledTimes(1))
    expect(record).toHaveBeenCalledWith({
      t: 'trick',
      winner: 0,
      played: [played[0], k('hairdresser', 'statue', 3), played[2], played[3]],
    })
  })

  it('shows why an entry was refused beside the button that was tapped, as an alert', async () => {
    const { lang } = await import('../../../src/i18n')
    lang.value = 'de'
    await showPlay(start, setupOf(), { refuse: { key: 'storage.writeFailed' } })
    click('Karten')
    for (const card of played) enterCard(card, 'de')
    click('Stichblock entscheidet')
    const alert = await screen.findByRole('alert')
    const { storageStrings } = await import('../../../src/storage/strings')
    expect(alert.textContent).toBe(storageStrings.de['storage.writeFailed'])
    // Right under the buttons that record the trick.
    const announce = screen.getByRole('group', { name: 'Wen hat Ben genannt?' })
    expect(announce.nextElementSibling).toBe(alert)
  })

  it('records nothing on a disagreement until the confidant has chosen', async () => {
    const { record } = await showPlay(start)
    click('Cards')
    for (const card of played) enterCard(card)
    const said = screen.getByRole('group', { name: 'Who did Ben say won?' })
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
    const said = screen.getByRole('group', { name: 'Who did Ben say won?' })
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
    click('Let Stichblock judge')
    await waitFor(() => expect(record).toHaveBeenCalledTimes(1))
    expect(record).toHaveBeenCalledWith({ t: 'trick', winner: 0, played })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.querySelector('.sfs-news')?.textContent).toBe('Trick 1: Anna wins.')
  })
})

describe('what is half-entered', () => {
  const start = [secret('hairdresser', 'poison')]
  const played = [k('gardener', 'knife', 5), k('hairdresser', 'spade', 3)]
  const html = () => document.documentElement.outerHTML.toLowerCase()

  it('keeps the cards of the trick so far in the draft; a new page shows them again', async () => {
    const drafts = fakeDrafts()
    const view = await showPlay(start, setupOf(), { drafts })
    click('Cards')
    for (const card of played) enterCard(card)
    expect(drafts.values.value).toEqual({ trick: played })
    // As after a reload: the page is built again from the draft.
    view.unmount()
    await showPlay(start, setupOf(), { drafts })
    expect(screen.getByRole('group', { name: 'Card of Anna: Suspect' })).toBeTruthy()
    expect(
      screen.getByRole('button', { name: /^Cora.*Gardener · Knife 5\s?: change$/ }),
    ).toBeTruthy()
  })

  it('shows cards that an undo put back, in the cards entry even if the winner tab was on', async () => {
    const drafts = fakeDrafts()
    drafts.set('trick', [...played, k('mechanic', 'poison', 2), k('influencer', 'ax', 12)])
    await showPlay(start, setupOf(), { drafts })
    // Every card is in: the question who won, ready to confirm or to change one card.
    expect(screen.getByRole('group', { name: 'Who did Ben say won?' })).toBeTruthy()
  })

  it('keeps the ticks of a paper search in the draft', async () => {
    const drafts = fakeDrafts()
    const view = await showPlay([onPaper, trick(2)], setupOf(), { drafts })
    const form = () =>
      screen.getByRole('group', { name: 'Ben checks the tiles. Who solved the case?' })
    fireEvent.click(within(form()).getByRole('checkbox', { name: 'Dana' }))
    expect(drafts.values.value).toEqual({ search: [3] })
    view.unmount()
    await showPlay([onPaper, trick(2)], setupOf(), { drafts })
    const box = within(form()).getByRole('checkbox', { name: 'Dana' }) as HTMLInputElement
    expect(box.checked).toBe(true)
  })

  it('never keeps the secret or a guess: they are dropped when their screen closes', async () => {
    const drafts = fakeDrafts()
    await showPlay([], setupOf(), { drafts })
    click('Ben: choose them on the phone')
    passGate('Ben')
    pickTiles('Mechanic', 'Pillow')
    expect(drafts.values.value).toEqual({})
    // The phone is locked: the half-chosen secret goes with the screen.
    document.dispatchEvent(new Event('visibilitychange'))
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    click('Ben: choose them on the phone')
    passGate('Ben')
    const tile = within(screen.getByRole('group', { name: 'The culprit' })).getByRole('radio', {
      name: 'Mechanic',
    }) as HTMLInputElement
    expect(tile.checked).toBe(false)
    click('Cancel')

    const guess = fakeDrafts()
    cleanup()
    await showPlay([secret('mechanic', 'pillow'), trick(2)], setupOf(), { drafts: guess })
    click('I am Cora: show')
    pickTiles('Gardener', 'Pillow')
    expect(guess.values.value).toEqual({})
    window.dispatchEvent(new Event('pagehide'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(html()).not.toContain('gardener')
  })
})

describe('the search on the phone', () => {
  it('takes four taps a sleuth; the answer screen hands the phone to the next one', async () => {
    const { record } = await showPlay([secret('mechanic', 'pillow'), trick(2)])
    let taps = 0
    const tap = (name: string) => {
      taps++
      click(name)
    }
    const tiles = (culprit: string, weapon: string) => {
      taps += 2
      pickTiles(culprit, weapon)
    }
    // Cora, Dana, Anna in turn from Ben's left.
    tap('I am Cora: show')
    tiles('Gardener', 'Pillow')
    tap('Check')
    const wrong = await screen.findByRole('dialog', { name: 'False suspicion' })
    within(wrong).getByText('Keep looking.')
    expect(within(wrong).getByRole('button', { name: 'I am Dana: show' })).toBeTruthy()
    expect(taps).toBe(4)
    tap('I am Dana: show')
    tiles('Mechanic', 'Pillow')
    tap('Check')
    const right = await screen.findByRole('dialog', { name: 'Case solved' })
    within(right).getByText('You get 7 investigation points.')
    tap('I am Anna: show')
    tiles('Mechanic', 'Ax')
    tap('Check')
    // The last one puts the phone back: the table hears who solved, as the confidant would say.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(taps).toBe(12)
    expect(record.mock.calls.map(([e]) => e)).toEqual([
      { t: 'guess', seat: 2, solved: false },
      { t: 'guess', seat: 3, solved: true },
      { t: 'guess', seat: 0, solved: false },
    ])
    expect(document.querySelector('.sfs-news')?.textContent).toBe('Search: solved by Dana')
  })

  it('says "1 investigation point" after the last trick, in both languages', async () => {
    const { lang } = await import('../../../src/i18n')
    const events: SfsEvent[] = [secret('mechanic', 'pillow')]
    for (let i = 0; i < 6; i++) events.push(trick(0), { t: 'search', solved: [] })
    events.push(trick(0))
    lang.value = 'de'
    await showPlay(events)
    click('Ich bin Cora: zeigen')
    for (const [group, tile] of [
      ['Der Täter', 'Mechaniker'],
      ['Die Waffe', 'Kissen'],
    ] as const) {
      const tiles = screen.getByRole('group', { name: group })
      fireEvent.click(within(tiles).getByRole('radio', { name: tile }))
    }
    click('Prüfen')
    await screen.findByText('Du bekommst 1 Ermittlungspunkt.')
  })
})

describe('exporting a backup', () => {
  /** A case on paper search: trick 1, everyone solves, six more tricks. */
  const quickCase = (players: number, confidant: number, s: SfsEvent): SfsEvent[] => {
    const sleuths = [...Array(players).keys()].filter((seat) => seat !== confidant)
    return [s, trick(0), { t: 'search', solved: sleuths }, ...[1, 2, 0, 1, 2, 0].map(trick)]
  }

  it('leaves out the running case’s secret and its redo, and keeps a closed case’s', async () => {
    const session = await import('../../helpers/session')
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
    const session = await import('../../helpers/session')
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

describe('the news of a search', () => {
  it('names every solver, the line wrapping between two names, never before a comma', async () => {
    await showPlay([secret('hairdresser', 'poison'), trick(2), { t: 'search', solved: [0, 3] }])
    const news = document.querySelector('.sfs-news')
    expect(news?.textContent).toBe('Search: solved by Anna, Dana')
    // Each name keeps its comma: the only break is the space after it.
    const items = [...(news?.querySelectorAll('.sfs-clip-item') ?? [])].map((i) => i.textContent)
    expect(items).toEqual(['Anna,', 'Dana'])
  })
})
