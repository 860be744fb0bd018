import { act, fireEvent, render, screen, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Setup } from '../../../src/core/game'
import { newMatch, replay } from '../../../src/core/match'
import {
  rules,
  type SfsCard,
  type SfsEvent,
  type Suspect,
  type Weapon,
} from '../../../src/games/stich-fuer-stich/rules'
import { sfsStrings } from '../../../src/games/stich-fuer-stich/strings'
import { freshDevice } from '../../helpers/device'
import { k } from './cards'

// The judge of Stich für Stich (issue #23): the running case's secret is used only behind the
// confidant's gate. A made-up trick's winner shown to everyone would let a sleuth pin the secret.

beforeEach(freshDevice)
afterEach(() => vi.useRealTimers())

const NAMES = ['Anna', 'Ben', 'Cora', 'Dana']
// Ben (the seat marked first) is the confidant of case 1.
const setup: Setup = { game: 'stich-fuer-stich', players: NAMES, options: {}, firstDealer: 1 }
const secret = (culprit: Suspect, weapon: Weapon): SfsEvent => ({ t: 'secret', culprit, weapon })

// Under the hairdresser with the poison, the mechanic's poison 2 (card 3) takes it.
const TRICK = [
  k('gardener', 'knife', 5),
  k('hairdresser', 'spade', 3),
  k('mechanic', 'poison', 2),
  k('influencer', 'ax', 12),
]
const WINS = 'Card 3 takes the trick.'
const WHY =
  'Mechanic · Poison 2 shows the weapon: it is the highest weapon trump, and no full trump was played.'
/** Any sign of the verdict: who won, why, the confidant's note, a marked slot. */
const verdictShown = () =>
  [
    document.body.textContent?.includes('takes the trick') && 'winner',
    document.body.textContent?.includes('shows the weapon') && 'why',
    document.body.textContent?.includes('Never say why') && 'note',
    document.querySelector('.seat-slots .win') && 'marked slot',
  ].filter(Boolean)

async function showJudge(events: SfsEvent[], o: { lang?: 'en' | 'de'; players?: number } = {}) {
  const players = o.players ?? 4
  const s: Setup = { ...setup, players: NAMES.slice(0, players) }
  const { lang } = await import('../../../src/i18n')
  lang.value = o.lang ?? 'en'
  const { loadGame } = await import('../../../src/games')
  await loadGame('stich-fuer-stich') // brings the game's words, as the judge screen does
  const { Judge } = await import('../../../src/games/stich-fuer-stich/ui/Judge')
  const match = { ...newMatch('m', s, 0), events }
  const state = replay(rules, s, events)
  return render(<Judge open={{ match, state }} />)
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name, exact: true }))

function enterCard(card: SfsCard) {
  if (card.kind === 'phantom') return click('Phantom')
  click(sfsStrings.en[`sfs.suspect.${card.suspect}`])
  click(sfsStrings.en[`sfs.weapon.${card.weapon}`])
  click(String(card.number))
}

describe('the judge with the running case’s secret', () => {
  it('shows no verdict without the confidant’s gate, shows it behind it, forgets it on Hide', async () => {
    await showJudge([secret('hairdresser', 'poison')])
    click('Use the secret of the running case')
    expect(screen.getByText(/only Ben sees who wins/)).toBeTruthy()
    for (const card of TRICK) enterCard(card)
    // All four cards are in: the page asks for Ben, and shows nothing of the verdict.
    expect(verdictShown()).toEqual([])
    expect(screen.queryByRole('button', { name: 'Confidant: why did this card win?' })).toBeNull()

    click('Ben: who takes this trick?')
    // The gate names the confidant and still shows nothing.
    const gate = screen.getByRole('dialog', { name: 'Hand the phone to Ben.' })
    within(gate).getByText(
      'Only Ben looks: this trick is judged with the secret of the running case.',
    )
    within(gate).getByRole('button', { name: 'I am Ben: show' })
    expect(verdictShown()).toEqual([])

    click('I am Ben: show')
    const open = screen.getByRole('dialog', { name: 'Ben' })
    within(open).getByRole('heading', { name: WINS })
    within(open).getByText(WHY)
    within(open).getByText(
      'Say who takes it only if this trick was played at the table, as after every trick. Never say why.',
    )
    // The page behind the gate is hidden while Ben looks: unseen, unheard, not focusable.
    const page = document.querySelector<HTMLElement>('.judge')
    expect(page?.hasAttribute('data-covered')).toBe(true)
    expect(page?.getAttribute('aria-hidden')).toBe('true')
    expect(page?.inert).toBe(true)

    click('Hide')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(verdictShown()).toEqual([])
    // Back on the judge screen: the cards are still there, ready to ask Ben again, no verdict.
    // As a page never covered: no attribute of the cover's left on it.
    const judge = document.querySelector<HTMLElement>('.judge')
    expect(judge?.getAttributeNames().sort()).toEqual(['class'])
    screen.getByRole('button', { name: 'Ben: who takes this trick?' })
  })

  it('hides the verdict by itself after a few seconds, and on Cancel shows none', async () => {
    vi.useFakeTimers()
    await showJudge([secret('hairdresser', 'poison')])
    click('Use the secret of the running case')
    for (const card of TRICK) enterCard(card)
    click('Ben: who takes this trick?')
    click('Cancel')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(verdictShown()).toEqual([])

    click('Ben: who takes this trick?')
    click('I am Ben: show')
    expect(verdictShown()).toEqual(['winner', 'why', 'note'])
    act(() => {
      vi.advanceTimersByTime(8000)
    })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(verdictShown()).toEqual([])
  })

  it('judges with the case that is running now, and its confidant', async () => {
    // Case 1 (Ben) closed after seven tricks, everyone solved after trick 1; case 2 is Cora's.
    const case1: SfsEvent[] = [
      secret('influencer', 'spade'),
      { t: 'trick', winner: 0 },
      { t: 'search', solved: [0, 2, 3] },
      ...Array.from({ length: 6 }, (): SfsEvent => ({ t: 'trick', winner: 0 })),
    ]
    await showJudge([...case1, secret('gardener', 'ax')])
    click('Use the secret of the running case')
    for (const card of TRICK) enterCard(card)
    expect(verdictShown()).toEqual([])
    click('Cora: who takes this trick?')
    screen.getByRole('dialog', { name: 'Hand the phone to Cora.' })
    click('I am Cora: show')
    // Under the gardener with the ax, the influencer's ax 12 (card 4) takes it.
    within(screen.getByRole('dialog', { name: 'Cora' })).getByRole('heading', {
      name: 'Card 4 takes the trick.',
    })
    click('Hide')
    expect(verdictShown()).toEqual([])
  })

  it('asks for as many cards as the table has players', async () => {
    await showJudge([secret('hairdresser', 'poison')], { players: 3 })
    click('Use the secret of the running case')
    for (const card of TRICK.slice(0, 3)) enterCard(card)
    expect(verdictShown()).toEqual([])
    click('Ben: who takes this trick?')
    click('I am Ben: show')
    within(screen.getByRole('dialog', { name: 'Ben' })).getByRole('heading', { name: WINS })
  })

  it('is not offered for a case on paper tiles, before the draw, or once the match is over', async () => {
    const view = await showJudge([{ t: 'secret', hidden: true }])
    const offered = () =>
      screen.queryByRole('button', { name: 'Use the secret of the running case' })
    expect(offered()).toBeNull()
    screen.getByRole('button', { name: 'The confidant enters a secret' })
    view.unmount()

    // Four cases, each solved by every sleuth after trick 1: the last case's secret is public.
    const events: SfsEvent[] = []
    for (let confidant = 1; confidant < 5; confidant++) {
      const sleuths = [0, 1, 2, 3].filter((seat) => seat !== confidant % 4)
      events.push(secret('influencer', 'spade'), { t: 'trick', winner: 0 })
      events.push({ t: 'search', solved: sleuths })
      for (let i = 0; i < 6; i++) events.push({ t: 'trick', winner: 0 })
    }
    expect(replay(rules, setup, events).phase).toBe('over')
    await showJudge(events)
    expect(offered()).toBeNull()
  })

  it('speaks German, and its gate names the confidant', async () => {
    await showJudge([secret('hairdresser', 'poison')], { lang: 'de' })
    click('Geheimnis des laufenden Falls nehmen')
    screen.getByText(/Nur Ben sieht, wer gewinnt/)
    for (const card of TRICK) {
      if (card.kind !== 'card') continue
      click(sfsStrings.de[`sfs.suspect.${card.suspect}`])
      click(sfsStrings.de[`sfs.weapon.${card.weapon}`])
      click(String(card.number))
    }
    expect(document.body.textContent).not.toContain('gewinnt den Stich')
    click('Ben: Wer gewinnt diesen Stich?')
    screen.getByRole('dialog', { name: 'Gib das Handy an Ben.' })
    expect(document.body.textContent).not.toContain('gewinnt den Stich')
    click('Ich bin Ben: zeigen')
    screen.getByRole('heading', { name: 'Karte 3 gewinnt den Stich.' })
    click('Verbergen')
    expect(document.body.textContent).not.toContain('gewinnt den Stich')
  })
})

describe('the judge with a secret the confidant enters', () => {
  it('still shows the winner to all and the reason behind the gate', async () => {
    await showJudge([])
    expect(screen.queryByRole('button', { name: 'Use the secret of the running case' })).toBeNull()
    click('The confidant enters a secret')
    screen.getByRole('dialog', { name: 'Hand the phone to the confidant.' })
    click('I am the confidant: show')
    const tile = (group: string, name: string) =>
      fireEvent.click(
        within(screen.getByRole('group', { name: group })).getByRole('radio', { name }),
      )
    tile('The culprit', 'Hairdresser')
    tile('The weapon', 'Poison')
    click('Hide the secret')
    click('Done')
    for (const card of TRICK) enterCard(card)
    screen.getByRole('heading', { name: WINS })
    expect(document.body.textContent).not.toContain('shows the weapon')
    click('Confidant: why did this card win?')
    click('I am the confidant: show')
    screen.getByText(WHY)
  })
})
