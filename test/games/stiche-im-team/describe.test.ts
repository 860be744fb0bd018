// What the dock says after an undo or redo ("Undone: trick 2, Dan"), in both languages, and what
// an undone entry puts back into the draft: a trick's cards, the open numbers, never a secret.
import { describe, expect, it } from 'vitest'
import { format, named, type Reason } from '../../../src/core/reason'
import sticheImTeam from '../../../src/games/stiche-im-team'
import {
  describeEvent,
  rules,
  type SitEvent,
  type SitState,
  undoneDraft,
} from '../../../src/games/stiche-im-team/rules'
import { sitStrings } from '../../../src/games/stiche-im-team/strings'
import { withTrickWords } from '../../helpers/strings'
import {
  ANNA,
  BEN,
  bid,
  bids,
  CARLA,
  c,
  climbTo,
  DAN,
  NAMES,
  play,
  setup,
  trick,
  trump,
} from './table'

const TABLE = NAMES.slice(0, 4)
const words = withTrickWords(sitStrings)

/** The entry as the dock says it, in English and in German, the seat named as the app does. */
function said(event: SitEvent, before: SitState): [string, string] {
  const reason: Reason = named(describeEvent(event, before), TABLE)
  const en = words.en[reason.key]
  const de = words.de[reason.key]
  expect(en, reason.key).toBeTypeOf('string')
  expect(de, reason.key).toBeTypeOf('string')
  return [format(en ?? '', reason.params), format(de ?? '', reason.params)]
}

/** Round 3 at four, Anna deals (Carla dealt round 1). */
const round3 = (options = {}) => climbTo(rules.init(setup(4, options, CARLA)), 2)

describe('what an undo or redo says', () => {
  it('names the trump and the round it was turned in, or that the round had none', () => {
    const start = round3()
    expect(said(trump('spades'), start)).toEqual([
      'trump ♠ Spades in round 3',
      'Trumpf ♠ Pik in Runde 3',
    ])
    expect(said(trump('diamonds'), start)).toEqual([
      'trump ♦ Diamonds in round 3',
      'Trumpf ♦ Karo in Runde 3',
    ])
    const odd = rules.init(setup(3, { noTrumpOdd: true }))
    expect(said(trump(null), odd)).toEqual(['round 1 without trump', 'Runde 1 ohne Trumpf'])
  })

  it('names the open numbers by their round', () => {
    const before = play(round3(), [trump('spades')])
    expect(said(bids(null, 1, 0, 1), before)).toEqual([
      'the numbers of round 3',
      'die Zahlen von Runde 3',
    ])
  })

  it('names whose secret number it was, never the number', () => {
    const before = play(round3({ secretBids: true }), [trump('spades')])
    const reason = describeEvent(bid(BEN, 2), before)
    expect(Object.values(reason.params ?? {})).not.toContain(2)
    expect(said(bid(BEN, 2), before)).toEqual(['Ben’s secret number', 'die geheime Zahl von Ben'])
    // Whatever the number, the same words.
    expect(describeEvent(bid(BEN, 0), before)).toEqual(reason)
  })

  it('names the trick by its number in the round and who took it', () => {
    const playing = play(round3(), [trump('spades'), bids(null, 1, 0, 1)])
    expect(said(trick(DAN), playing)).toEqual(['trick 1, Dan', 'Stich 1, Dan'])
    const second = play(playing, [trick(DAN)])
    const cards = [c(2, 'spades'), c(4, 'diamonds'), c(13, 'spades'), c(2, 'diamonds')]
    expect(said(trick(BEN, cards), second)).toEqual(['trick 2, Ben', 'Stich 2, Ben'])
  })

  it('names the early reveal of secret numbers', () => {
    const before = play(round3({ secretBids: true }), [
      trump('spades'),
      bid(BEN, 1),
      bid(CARLA, 0),
      bid(DAN, 1),
    ])
    expect(said({ t: 'reveal' }, before)).toEqual([
      'revealing the numbers in round 3',
      'das Aufdecken der Zahlen in Runde 3',
    ])
  })

  it('is what the game module tells the dock', () => {
    const before = play(round3(), [trump('spades'), bids(null, 1, 0, 1)])
    expect(sticheImTeam.describe?.(trick(ANNA), before, setup(4, {}, CARLA))).toEqual(
      describeEvent(trick(ANNA), before),
    )
  })
})

describe('what an undo puts back into the draft', () => {
  it('puts a trick entered by cards back, card by card in play order', () => {
    const cards = [c(3, 'clubs'), c(6, 'clubs'), c(8, 'clubs'), c(7, 'clubs')]
    expect(undoneDraft(trick(DAN, cards))).toEqual({ trick: cards })
    expect(sticheImTeam.undoneDraft?.(trick(DAN, cards), round3())).toEqual({ trick: cards })
  })

  it('puts the open numbers back, one per seat, the dealer without', () => {
    expect(undoneDraft(bids(null, 1, 0, 1))).toEqual({ bids: [null, 1, 0, 1] })
  })

  it('puts nothing back for a trick by winner, the trump, a reveal, or a secret number', () => {
    expect(undoneDraft(trick(DAN))).toEqual({})
    expect(undoneDraft(trump('hearts'))).toEqual({})
    expect(undoneDraft({ t: 'reveal' })).toEqual({})
    expect(undoneDraft(bid(BEN, 2))).toEqual({})
  })
})
