// Entering a round the fast way (#12): the picker offers only cards that can still be played and
// opens the led suit, any card of the trick can be changed, what is half-entered (the trick's
// cards, the open numbers) lives in the match's draft, a secret number never does, and the
// judge offers every card of the deck once.
import { signal } from '@preact/signals'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { type Match, newMatch } from '../../../src/core/match'
import type { Reason } from '../../../src/core/reason'
import { rules, type SitEvent, type SitState } from '../../../src/games/stiche-im-team/rules'
import type { Drafts, DraftValues } from '../../../src/ui/draft'
import { freshDevice } from '../../helpers/device'
import { BEN, bid, bids, CARLA, c, climbTo, DAN, play, setup, trick, trump } from './table'

beforeEach(freshDevice)

type RecordFn = (event: SitEvent) => Promise<Reason | null>

/** A match page's drafts, kept in memory: what a reload would find is `values.value`. */
function memoryDrafts(start: DraftValues = {}): Drafts {
  const values = signal<DraftValues>(start)
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

/** Round 3 at four, Anna deals (Carla dealt round 1), trump ♠: the rulebook's example. */
function round3(secretBids = false) {
  const options = { secretBids }
  const state = play(climbTo(rules.init(setup(4, options, CARLA)), 2), [trump('spades')])
  const match = newMatch('m', setup(4, options, CARLA), 0) as Match<SitEvent>
  return { match, state }
}

/** The play screen inside a match's drafts, as the match page shows it. */
async function showPlay(
  match: Match<SitEvent>,
  state: SitState,
  drafts: Drafts,
  record: RecordFn = vi.fn<RecordFn>(async () => null),
) {
  const { loadGame } = await import('../../../src/games')
  await loadGame('stiche-im-team')
  const { Play } = await import('../../../src/games/stiche-im-team/ui/Play')
  const { DraftContext } = await import('../../../src/ui/draft')
  const page = (s: SitState) => (
    <DraftContext.Provider value={drafts}>
      <Play match={match} state={s} record={record} correct={vi.fn(async () => null)} />
    </DraftContext.Provider>
  )
  const view = render(page(state))
  return { ...view, again: (s: SitState) => view.rerender(page(s)) }
}

const suit = (name: string) =>
  fireEvent.click(within(screen.getByRole('group', { name: 'Suit' })).getByRole('button', { name }))
const ranksOf = (name: string) => screen.queryByRole('group', { name: `Rank of the ${name} card` })
const rank = (card: string) => screen.getByRole<HTMLButtonElement>('button', { name: card })
/** The ranks of a suit that cannot be picked, as the picker shows them. */
const greyed = (name: string) =>
  within(ranksOf(name) as HTMLElement)
    .getAllByRole<HTMLButtonElement>('button')
    .filter((b) => b.disabled)
    .map((b) => b.getAttribute('aria-label'))
const slotTexts = () =>
  [...document.querySelectorAll('.seat-slots li')].map((li) =>
    [...li.querySelectorAll('.slot-name, strong, .slot-empty')].map((e) => e.textContent).join(' '),
  )
const cardsTab = () =>
  within(screen.getByRole('group', { name: 'How to enter the trick' })).getByRole('button', {
    name: 'Cards',
  })

describe('a trick card by card', () => {
  // Trick 1 of the rulebook's round 3, entered by cards: Dan's 8♣ takes it; Dan leads trick 2.
  const trick1 = [c(3, 'clubs'), c(6, 'clubs'), c(8, 'clubs'), c(7, 'clubs')]
  const atTrick2 = () => {
    const { match, state } = round3()
    return { match, state: play(state, [bids(null, 1, 0, 1), trick(DAN, trick1)]) }
  }

  it('offers no card played earlier in the round, nor one already in the trick', async () => {
    const { match, state } = atTrick2()
    await showPlay(match, state, memoryDrafts())
    fireEvent.click(cardsTab())
    // Nobody has led yet: no suit is open.
    expect(ranksOf('Clubs')).toBeNull()
    suit('Clubs')
    expect(greyed('Clubs')).toEqual(['8 of Clubs', '7 of Clubs', '6 of Clubs', '3 of Clubs'])
    // Dan leads the 2♠: from now on the spades are open, and the 2♠ is greyed.
    suit('Spades')
    fireEvent.click(rank('2 of Spades'))
    expect(ranksOf('Spades')).not.toBeNull()
    expect(greyed('Spades')).toEqual(['2 of Spades'])
    expect(rank('King of Spades').disabled).toBe(false)
  })

  it('takes a card that follows suit in one tap, any other in two', async () => {
    const { match, state } = atTrick2()
    const record = vi.fn<RecordFn>(async () => null)
    await showPlay(match, state, memoryDrafts(), record)
    fireEvent.click(cardsTab())
    suit('Spades')
    fireEvent.click(rank('2 of Spades'))
    suit('Diamonds')
    fireEvent.click(rank('4 of Diamonds'))
    // The spades are open again after a card of another suit.
    fireEvent.click(rank('King of Spades'))
    suit('Diamonds')
    fireEvent.click(rank('2 of Diamonds'))
    expect(slotTexts()).toEqual(['Dan 2♠', 'Anna 4♦', 'Ben K♠', 'Carla 2♦'])
    fireEvent.click(screen.getByRole('button', { name: 'Take the trick: Ben' }))
    expect(record).toHaveBeenCalledWith({
      t: 'trick',
      winner: BEN,
      played: [c(2, 'spades'), c(4, 'diamonds'), c(13, 'spades'), c(2, 'diamonds')],
    })
  })

  it('changes a card in the middle of the trick; that card is offered again', async () => {
    const { match, state } = atTrick2()
    const record = vi.fn<RecordFn>(async () => null)
    await showPlay(match, state, memoryDrafts(), record)
    fireEvent.click(cardsTab())
    suit('Spades')
    fireEvent.click(rank('2 of Spades'))
    suit('Diamonds')
    fireEvent.click(rank('4 of Diamonds'))
    fireEvent.click(rank('King of Spades'))
    // Anna's card was the 5♦, not the 4♦: her slot is tapped and the card picked again.
    fireEvent.click(screen.getByRole('button', { name: /^Anna\s*4♦/ }))
    suit('Diamonds')
    expect(greyed('Diamonds')).toEqual([])
    fireEvent.click(rank('5 of Diamonds'))
    expect(slotTexts()).toEqual(['Dan 2♠', 'Anna 5♦', 'Ben K♠', 'Carla —'])
    // The next card goes where it was going: Carla's.
    suit('Diamonds')
    expect(greyed('Diamonds')).toEqual(['5 of Diamonds'])
    fireEvent.click(rank('2 of Diamonds'))
    fireEvent.click(screen.getByRole('button', { name: 'Take the trick: Ben' }))
    expect(record).toHaveBeenCalledWith({
      t: 'trick',
      winner: BEN,
      played: [c(2, 'spades'), c(5, 'diamonds'), c(13, 'spades'), c(2, 'diamonds')],
    })
  })

  it('keeps the cards in the draft: a reload shows them, in card mode', async () => {
    const { match, state } = atTrick2()
    const drafts = memoryDrafts()
    const first = await showPlay(match, state, drafts)
    fireEvent.click(cardsTab())
    suit('Spades')
    fireEvent.click(rank('2 of Spades'))
    suit('Diamonds')
    fireEvent.click(rank('4 of Diamonds'))
    expect(drafts.values.value).toEqual({ trick: [c(2, 'spades'), c(4, 'diamonds')] })
    // The table went back to tapping winners, then the page was reloaded.
    fireEvent.click(
      within(screen.getByRole('group', { name: 'How to enter the trick' })).getByRole('button', {
        name: 'Winner',
      }),
    )
    first.unmount()
    await showPlay(match, state, drafts)
    expect(slotTexts()).toEqual(['Dan 2♠', 'Anna 4♦', 'Ben —', 'Carla —'])
    expect(cardsTab().getAttribute('aria-pressed')).toBe('true')
  })

  it('shows an undone trick’s cards, ready to change one and confirm again', async () => {
    const { match, state } = atTrick2()
    const sit = (await import('../../../src/games/stiche-im-team')).default
    const played = [c(2, 'spades'), c(4, 'diamonds'), c(13, 'spades'), c(2, 'diamonds')]
    const drafts = memoryDrafts(sit.undoneDraft?.(trick(BEN, played), state))
    const record = vi.fn<RecordFn>(async () => null)
    await showPlay(match, state, drafts, record)
    expect(slotTexts()).toEqual(['Dan 2♠', 'Anna 4♦', 'Ben K♠', 'Carla 2♦'])
    fireEvent.click(screen.getByRole('button', { name: /^Carla\s*2♦/ }))
    suit('Hearts')
    fireEvent.click(rank('Ace of Hearts'))
    fireEvent.click(screen.getByRole('button', { name: 'Take the trick: Ben' }))
    expect(record).toHaveBeenCalledWith({
      t: 'trick',
      winner: BEN,
      played: [c(2, 'spades'), c(4, 'diamonds'), c(13, 'spades'), c(14, 'hearts')],
    })
  })
})

describe('the numbers in the draft', () => {
  const numberOf = (name: string, n: number) =>
    within(screen.getByRole('group', { name: `Number of ${name}` })).getByRole<HTMLInputElement>(
      'radio',
      { name: String(n) },
    )
  const dealerLine = () => document.querySelector('.sit-dealer')?.textContent

  it('keeps open numbers chosen before they are saved', async () => {
    const { match, state } = round3()
    const drafts = memoryDrafts()
    const first = await showPlay(match, state, drafts)
    fireEvent.click(numberOf('Ben', 1))
    fireEvent.click(numberOf('Carla', 0))
    expect(drafts.values.value).toEqual({ bids: [null, 1, 0, null], bidsAt: DAN })
    first.unmount()
    await showPlay(match, state, drafts)
    // The chips open for the first player without a number; the lines show the others'.
    screen.getByRole('group', { name: 'Number of Dan' })
    fireEvent.click(screen.getByRole('button', { name: 'Number of Ben: 1' }))
    expect(numberOf('Ben', 1).checked).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Number of Carla: 0' }))
    expect(numberOf('Carla', 0).checked).toBe(true)
    expect(dealerLine()).toBe('Anna deals and takes what is left.')
  })

  it('keeps the line tapped open over a reload', async () => {
    const { match, state } = round3()
    const drafts = memoryDrafts()
    const first = await showPlay(match, state, drafts)
    fireEvent.click(numberOf('Ben', 1))
    fireEvent.click(numberOf('Carla', 0))
    // Ben's line tapped open again to change his number, then the phone reloads.
    fireEvent.click(screen.getByRole('button', { name: 'Number of Ben: 1' }))
    first.unmount()
    await showPlay(match, state, drafts)
    screen.getByRole('group', { name: 'Number of Ben' })
    fireEvent.click(numberOf('Ben', 2))
    expect(drafts.values.value.bids).toEqual([null, 2, 0, null])
  })

  it('shows undone numbers again, and a stale draft is not used', async () => {
    const { match, state } = round3()
    const sit = (await import('../../../src/games/stiche-im-team')).default
    const record = vi.fn<RecordFn>(async () => null)
    const drafts = memoryDrafts(sit.undoneDraft?.(bids(null, 1, 0, 1), state))
    const view = await showPlay(match, state, drafts, record)
    expect(dealerLine()).toBe('Anna (dealer) must take 1 trick.')
    // German marks the dealer by what she does, not by a (male) noun (#25).
    const { lang } = await import('../../../src/i18n')
    lang.value = 'de'
    try {
      await waitFor(() => expect(dealerLine()).toBe('Anna gibt und muss 1 Stich machen.'))
    } finally {
      lang.value = 'en'
    }
    await waitFor(() => expect(dealerLine()).toBe('Anna (dealer) must take 1 trick.'))
    fireEvent.click(numberOf('Dan', 2))
    fireEvent.click(screen.getByRole('button', { name: 'Save the numbers' }))
    expect(record).toHaveBeenCalledWith({ t: 'bids', bids: [null, 1, 0, 2] })
    view.unmount()
    // A number for the dealer, or one above the card count, is not a draft of this round.
    for (const stale of [
      [2, 1, 0, 1],
      [null, 4, 0, 1],
      [null, 1, 0],
    ]) {
      const other = await showPlay(match, state, memoryDrafts({ bids: stale }))
      expect(dealerLine()).toBe('Anna deals and takes what is left.')
      other.unmount()
    }
  })

  it('never puts a secret number into the draft', async () => {
    const { match, state } = round3(true)
    const drafts = memoryDrafts()
    await showPlay(match, state, drafts)
    fireEvent.click(screen.getByRole('button', { name: 'Ben: enter your number' }))
    fireEvent.click(screen.getByRole('button', { name: 'I am Ben: show' }))
    fireEvent.click(numberOf('Ben', 2))
    expect(numberOf('Ben', 2).checked).toBe(true)
    expect(drafts.values.value).toEqual({})
  })
})

describe('the status', () => {
  const badges = () => [...document.querySelectorAll('.sit-who .badge')].map((b) => b.textContent)

  it('names the dealer while the numbers are chosen, the leader while tricks are played', async () => {
    const { match, state } = round3()
    const view = await showPlay(match, state, memoryDrafts())
    expect(badges()).toEqual(['Anna deals', 'Trump: ♠ Spades'])
    view.again(play(state, [bids(null, 1, 0, 1)]))
    expect(badges()).toEqual(['Ben leads', 'Trump: ♠ Spades'])
    // The counts mark the dealer instead.
    expect(document.querySelector('.sit-counts tbody th')?.textContent).toBe('Anna deals')
    expect(screen.getByRole('img', { name: 'Lives: 3 of 3' })).toBeTruthy()
  })

  it('speaks German', async () => {
    const { lang } = await import('../../../src/i18n')
    lang.value = 'de'
    const { match, state } = round3(true)
    const view = await showPlay(match, state, memoryDrafts())
    expect(badges()).toEqual(['Anna gibt', 'Trumpf: ♠ Pik'])
    view.again(play(state, [bid(BEN, 1), bid(CARLA, 0), bid(DAN, 1)]))
    expect(badges()).toEqual(['Ben spielt aus', 'Trumpf: ♠ Pik'])
    expect(document.querySelector('#sit-trick-h')?.textContent).toBe('Stich 1 von 3')
    expect(screen.getByRole('img', { name: 'Leben: 3 von 3' })).toBeTruthy()
  })
})

describe('the judge', () => {
  async function showJudge() {
    const { loadGame } = await import('../../../src/games')
    await loadGame('stiche-im-team')
    const { Judge } = await import('../../../src/games/stiche-im-team/ui/Judge')
    return render(<Judge />)
  }
  const offered = () =>
    ['Clubs', 'Spades', 'Hearts', 'Diamonds'].flatMap((name) => {
      suit(name)
      return within(ranksOf(name) as HTMLElement)
        .getAllByRole<HTMLButtonElement>('button')
        .filter((b) => !b.disabled)
        .map((b) => b.getAttribute('aria-label'))
    })

  it('offers every card of the deck once, the led suit open, and any card can be changed', async () => {
    await showJudge()
    const deck = offered()
    expect(deck).toHaveLength(52)
    expect(new Set(deck).size).toBe(52)
    suit('Spades')
    fireEvent.click(rank('Ace of Spades'))
    // The spades are open: the next spade is one tap; the ace is not offered twice.
    expect(greyed('Spades')).toEqual(['Ace of Spades'])
    fireEvent.click(rank('King of Spades'))
    expect(offered()).toHaveLength(50)
    // The first card was the ace of hearts: tapped and picked again.
    fireEvent.click(screen.getByRole('button', { name: 'Card 1, A♠: change' }))
    suit('Spades')
    expect(greyed('Spades')).toEqual(['King of Spades'])
    suit('Hearts')
    fireEvent.click(rank('Ace of Hearts'))
    expect([...document.querySelectorAll('.trick .slot')].map((s) => s.textContent)).toEqual([
      'A♥',
      'K♠',
      'Card 3',
      'Card 4',
    ])
  })
})

describe('follow suit, checked as the cards go in', () => {
  // The rulebook's round 3, tricks 1 and 2 by cards: in trick 2 Dan leads the 2♠ (trump), Anna
  // throws the 4♦ and Carla the 2♦: both showed out of spades. Ben took it and leads trick 3.
  const trick1 = [c(3, 'clubs'), c(6, 'clubs'), c(8, 'clubs'), c(7, 'clubs')]
  const trick2 = [c(2, 'spades'), c(4, 'diamonds'), c(13, 'spades'), c(2, 'diamonds')]
  const atTrick3 = () => {
    const { match, state } = round3()
    return {
      match,
      state: play(state, [bids(null, 1, 0, 1), trick(DAN, trick1), trick(BEN, trick2)]),
    }
  }
  const flag = () => document.querySelector('.revoke-flag')

  it('flags a spade from Carla at once, with the trick where she showed out', async () => {
    const { match, state } = atTrick3()
    await showPlay(match, state, memoryDrafts())
    fireEvent.click(cardsTab())
    suit('Spades')
    fireEvent.click(rank('Queen of Spades'))
    expect(flag()).toBeNull()
    fireEvent.click(rank('3 of Spades'))
    expect(screen.getByRole('alert').textContent).toBe(
      'Carla: Showed out of ♠ in trick 2 — fix or keep',
    )
    // Her slot says it too, and can be tapped to change the card.
    const slot = screen.getByRole('button', { name: /^Carla\s*3♠/ })
    expect(slot.textContent).toContain('revoke: showed out of ♠ in trick 2')
    expect(slot.closest('li')?.classList.contains('flagged')).toBe(true)
  })

  it('the flag goes when the card is fixed', async () => {
    const { match, state } = atTrick3()
    await showPlay(match, state, memoryDrafts())
    fireEvent.click(cardsTab())
    suit('Spades')
    fireEvent.click(rank('Queen of Spades'))
    fireEvent.click(rank('3 of Spades'))
    fireEvent.click(screen.getByRole('button', { name: /^Carla\s*3♠/ }))
    suit('Hearts')
    fireEvent.click(rank('5 of Hearts'))
    expect(flag()).toBeNull()
    expect(document.querySelector('.seat-slots li.flagged')).toBeNull()
    expect(slotTexts()).toEqual(['Ben Q♠', 'Carla 5♥', 'Dan —', 'Anna —'])
  })

  it('the trick can still be taken as entered: the revoke is recorded anyway', async () => {
    const { match, state } = atTrick3()
    const record = vi.fn<RecordFn>(async () => null)
    await showPlay(match, state, memoryDrafts(), record)
    fireEvent.click(cardsTab())
    suit('Spades')
    fireEvent.click(rank('Queen of Spades'))
    fireEvent.click(rank('3 of Spades'))
    fireEvent.click(rank('9 of Spades'))
    suit('Hearts')
    fireEvent.click(rank('Ace of Hearts'))
    // Anna's heart is no revoke: she showed out of spades, not hearts.
    expect(document.querySelectorAll('.seat-slots li.flagged')).toHaveLength(1)
    expect(flag()).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Take the trick: Ben' }))
    expect(record).toHaveBeenCalledWith({
      t: 'trick',
      winner: BEN,
      played: [c(12, 'spades'), c(3, 'spades'), c(9, 'spades'), c(14, 'hearts')],
    })
  })

  it('a recorded revoke is marked in the list of the round’s tricks, in words', async () => {
    const { match, state } = atTrick3()
    const revoked = [c(12, 'spades'), c(3, 'spades'), c(9, 'spades'), c(14, 'hearts')]
    // Ben takes a second trick: the round is lost, and the list still shows its tricks.
    const after = play(state, [trick(BEN, revoked)])
    await showPlay(match, after, memoryDrafts())
    const list = screen.getByRole('region', { name: /^Tricks of round 3/ })
    expect(within(list).getByRole('heading').textContent).toBe('Tricks of round 31 revoke')
    const items = within(list).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual([
      'Ben led: 3♣ 6♣ 8♣ 7♣ · Dan took it',
      'Dan led: 2♠ 4♦ K♠ 2♦ · Ben took it',
      'Ben led: Q♠ 3♠ 9♠ A♥ · Ben took itRevoke: Carla played ♠ after showing out of it in trick 2',
    ])
    expect(items[2]?.querySelector('.revoke-card')?.textContent).toBe('3♠')
  })

  it('a trick entered by winner tells nothing: no flag without its cards', async () => {
    const { match, state: start } = round3()
    const state = play(start, [bids(null, 1, 0, 1), trick(DAN), trick(BEN)])
    await showPlay(match, state, memoryDrafts())
    fireEvent.click(cardsTab())
    suit('Spades')
    fireEvent.click(rank('Queen of Spades'))
    fireEvent.click(rank('3 of Spades'))
    expect(flag()).toBeNull()
    // Tricks by winner only are in the counts already: no list of them.
    expect(screen.queryByRole('region', { name: /^Tricks of round/ })).toBeNull()
  })

  it('a round mixing both ways lists every trick, saying which had no cards', async () => {
    const { match, state: start } = round3()
    const state = play(start, [bids(null, 1, 0, 1), trick(DAN), trick(BEN, trick2)])
    await showPlay(match, state, memoryDrafts())
    const list = screen.getByRole('region', { name: 'Tricks of round 3' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Dan took it (entered by winner, no cards)', 'Dan led: 2♠ 4♦ K♠ 2♦ · Ben took it'])
  })
})
