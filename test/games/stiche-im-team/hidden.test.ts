// Secret numbers at a table of phones (#16): each number is hidden on the table's log (its own
// phone keeps it), the round is played unjudged, and judged once every phone has shown its number.

import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  bidsComplete,
  dealerBid,
  describeEvent,
  pendingBidder,
  rules,
  type SitEvent,
  type SitState,
  stillNeeded,
} from '../../../src/games/stiche-im-team/rules'
import { redactSecretBids } from '../../../src/games/stiche-im-team/rules/redact'
import { sitSchemas } from '../../../src/games/stiche-im-team/rules/schema'
import { stillChoosing } from '../../../src/games/stiche-im-team/rules/state'
import {
  ANNA,
  BEN,
  bid,
  CARLA,
  climbTo,
  DAN,
  english,
  NAMES,
  play,
  refused,
  setup,
  trick,
  trump,
} from './table'

const hidden = (seat: number): SitEvent => ({ t: 'bid', seat, hidden: true })
/** What the phone that entered it keeps in the hidden number's place. */
const kept = (seat: number, n: number): SitEvent => ({ t: 'bid', seat, bid: n, hidden: true })
const show = (seat: number, n: number): SitEvent => ({ t: 'show', seat, bid: n })

// Round 3 at four with secret numbers, Anna deals: the rulebook's example (Ben 1, Carla 0, Dan 1).
const start = climbTo(rules.init(setup(4, { secretBids: true }, CARLA)), 2)
const bidding = play(start, [trump('spades')])
/** The table's log: in any order, from three phones. */
const playing = play(bidding, [hidden(DAN), hidden(BEN), hidden(CARLA)])
const played = play(playing, [trick(DAN), trick(BEN), trick(ANNA)])

describe('hidden numbers (a table of phones)', () => {
  it('takes the numbers from several phones in any order, without their values', () => {
    const one = play(bidding, [hidden(DAN)])
    expect(one.phase).toBe('bids')
    expect(stillChoosing(one)).toEqual([BEN, CARLA])
    expect(pendingBidder(one)).toBe(BEN)
    expect(one.round.bids).toEqual([null, null, null, null])
    expect(playing.phase).toBe('play')
    expect(bidsComplete(playing)).toBe(true)
    expect(playing.leader).toBe(BEN)
    // Nobody knows the dealer's number: "er kennt seine eigene Zahl nie".
    expect(dealerBid(playing)).toBeNull()
    expect(stillNeeded(playing)).toEqual([null, null, null, null])
    expect(playing.round.hidden).toEqual([DAN, BEN, CARLA])
  })

  it('on the phone that keeps a number, knows that one and nothing else, in the same phases', () => {
    const mine = play(bidding, [hidden(DAN), kept(BEN, 1), hidden(CARLA)])
    expect(mine.phase).toBe('play')
    expect(mine.round.bids).toEqual([null, 1, null, null])
    expect(mine.round.hidden).toEqual([DAN, BEN, CARLA])
    const done = play(mine, [trick(DAN), trick(BEN), trick(ANNA)])
    expect(done.phase).toBe('show')
  })

  it('plays every trick unjudged, then waits for the numbers', () => {
    // Carla takes a trick though she chose 0: nothing is judged while the numbers are hidden.
    const over = play(playing, [trick(CARLA), trick(CARLA)])
    expect(over.phase).toBe('play')
    expect(over.round.outcome).toBe('playing')
    expect(played.phase).toBe('show')
    expect(played.round.outcome).toBe('playing')
    expect(played.lives).toBe(3)
  })

  it('judges the round when the last number is shown: the rulebook’s example is won', () => {
    const two = play(played, [show(CARLA, 0), show(DAN, 1)])
    expect(two.phase).toBe('show')
    expect(two.round.hidden).toEqual([BEN])
    expect(two.round.bids).toEqual([null, null, 0, 1])
    const done = play(two, [show(BEN, 1)])
    expect(done).toMatchObject({ lives: 3, rung: 3, phase: 'trump' })
    expect(done.history.at(-1)).toMatchObject({
      outcome: 'won',
      bids: [1, 1, 0, 1],
      hidden: [],
    })
  })

  it('judges a missed number at the end, the others’ sum too', () => {
    const missed = play(played, [show(BEN, 0), show(CARLA, 0), show(DAN, 1)])
    expect(missed).toMatchObject({ lives: 2, rung: 2 })
    expect(missed.history.at(-1)).toMatchObject({ outcome: 'lost-missed', failed: [BEN, ANNA] })
    const many = play(played, [show(BEN, 2), show(CARLA, 2), show(DAN, 1)])
    expect(many.lives).toBe(2)
    const last = many.history.at(-1)
    expect(last?.outcome).toBe('lost-bids')
    expect(english('sit.lost.bids', { sum: 5, cards: 3 })).toBe(
      'The others bid 5 together, more than the card count of this round (3).',
    )
  })

  it('stops play for a reveal until every phone has shown its number, then watches the round', () => {
    const one = play(playing, [trick(CARLA)])
    const revealing = play(one, [{ t: 'reveal' }])
    expect(revealing.phase).toBe('show')
    expect(refused(rules.apply(revealing, trick(BEN)))).toEqual([
      'sit.showFirst',
      'The round waits for the hidden numbers before anything else.',
    ])
    // Carla chose 0 and has a trick: lost as soon as that is known.
    const lost = play(revealing, [show(BEN, 1), show(CARLA, 0), show(DAN, 1)])
    expect(lost.history.at(-1)).toMatchObject({ outcome: 'lost-over', failed: [CARLA] })
    // Otherwise the round goes on, watched like open numbers.
    const fine = play(play(playing, [trick(DAN), { t: 'reveal' }]), [
      show(BEN, 1),
      show(CARLA, 0),
      show(DAN, 1),
    ])
    expect(fine.phase).toBe('play')
    expect(fine.round).toMatchObject({ revealed: true, bids: [1, 1, 0, 1], hidden: [] })
    expect(fine.leader).toBe(DAN)
  })

  it('refuses each wrong hidden or shown number with why', () => {
    expect(refused(rules.apply(play(bidding, [hidden(DAN)]), hidden(DAN)))).toEqual([
      'sit.bidIn',
      'Dan has chosen a number already.',
    ])
    expect(refused(rules.apply(bidding, hidden(ANNA)))[0]).toBe('sit.dealerBids')
    expect(refused(rules.apply(bidding, kept(BEN, 4)))[0]).toBe('sit.bidRange')
    expect(refused(rules.apply(start, hidden(BEN)))[0]).toBe('sit.trumpFirst')
    expect(refused(rules.apply(playing, show(BEN, 1)))).toEqual([
      'sit.showWhen',
      'A hidden number is shown once every trick of the round is in.',
    ])
    const shown = play(played, [show(BEN, 1)])
    expect(refused(rules.apply(shown, show(BEN, 1)))).toEqual([
      'sit.shown',
      'Ben’s number is already shown.',
    ])
    expect(refused(rules.apply(played, show(ANNA, 1)))[0]).toBe('sit.shown')
    expect(refused(rules.apply(played, show(BEN, 4)))[0]).toBe('sit.bidRange')
    expect(refused(rules.apply(played, { t: 'show', seat: BEN } as never))[0]).toBe(
      'cards.badEntry',
    )
    const open = play(climbTo(rules.init(setup(4)), 0), [trump('hearts')])
    expect(refused(rules.apply(open, hidden(BEN)))[0]).toBe('sit.openBids')
    expect(refused(rules.apply(bidding, { t: 'bid', seat: BEN, hidden: false } as never))[0]).toBe(
      'cards.badEntry',
    )
  })

  it('is what an import may hold, and an export needs to hide nothing of it', () => {
    for (const e of [hidden(BEN), kept(BEN, 1), show(BEN, 2)]) {
      expect(v.is(sitSchemas.event, e)).toBe(true)
    }
    expect(v.is(sitSchemas.event, { t: 'show', seat: BEN, bid: 1, hidden: true })).toBe(false)
    const log = [trump('spades'), hidden(DAN), hidden(BEN)]
    const s = setup(4, { secretBids: true })
    expect(redactSecretBids(log, s)).toEqual(log)
  })

  it('says what an undo takes back without the number', () => {
    const say = (e: SitEvent, before: SitState) => {
      const r = describeEvent(e, before)
      return english(r.key, { ...r.params, player: NAMES[Number(r.params?.seat)] ?? '' })
    }
    expect(say(hidden(BEN), bidding)).toBe('Ben’s secret number')
    expect(say(show(BEN, 1), played)).toBe('Ben’s number, shown')
  })

  it('keeps a single phone’s secret numbers as before: in turn, with their values', () => {
    expect(refused(rules.apply(bidding, bid(CARLA, 0)))[0]).toBe('sit.notYourTurn')
    expect(play(bidding, [bid(BEN, 1), bid(CARLA, 0), bid(DAN, 1)]).round.hidden).toEqual([])
  })
})
