import { describe, expect, it } from 'vitest'
import type { Setup } from '../../../src/core/game'
import { replay } from '../../../src/core/match'
import { format, named, type Reason } from '../../../src/core/reason'
import { trickStrings } from '../../../src/games/cards/trickStrings'
import letzterStich from '../../../src/games/letzter-stich'
import { type LsEvent, rules } from '../../../src/games/letzter-stich/rules'
import {
  isCountsDraft,
  isFixDraft,
  isQuickDraft,
} from '../../../src/games/letzter-stich/rules/entries'
import { lsStrings } from '../../../src/games/letzter-stich/strings'
import { mergeStrings } from '../../../src/i18n'

const setup: Setup = {
  game: 'letzter-stich',
  players: ['Anna', 'Ben', 'Cem', 'Dan'],
  options: {},
  firstDealer: 0,
}
const trick = (winner: number): LsEvent => ({ t: 'trick', winner })

const words = mergeStrings(trickStrings, lsStrings)

/** What the dock says after "Undone: ", in both languages, for `event` entered after `log`. */
function said(log: LsEvent[], event: LsEvent) {
  const describe = letzterStich.describe
  if (!describe) throw new Error('Letzter Stich does not describe its entries')
  const reason: Reason = named(describe(event, replay(rules, setup, log), setup), setup.players)
  return {
    en: format(words.en[reason.key] ?? reason.key, reason.params),
    de: format(words.de[reason.key] ?? reason.key, reason.params),
  }
}

describe('what the dock says an entry was', () => {
  it('names a trick by its number in the hand and who took it', () => {
    expect(said([trick(0), trick(1), trick(2), trick(3)], trick(3))).toEqual({
      en: 'trick 5, Dan',
      de: 'Stich 5, Dan',
    })
    // The 8th trick ends the hand; the next hand counts from 1 again.
    const hand = [0, 1, 2, 3, 0, 1, 2].map(trick)
    expect(said(hand, trick(1)).en).toBe('trick 8, Ben')
    expect(said([...hand, trick(1)], trick(2)).en).toBe('trick 1, Cem')
  })

  it('names a whole hand by its number and who took the last trick, or all 8', () => {
    const first: LsEvent = { t: 'quick', lastTrick: 1, sweep: false }
    expect(said([], first)).toEqual({
      en: 'hand 1, last trick: Ben',
      de: 'Runde 1, letzter Stich: Ben',
    })
    expect(said([first], { t: 'quick', lastTrick: 2, sweep: true })).toEqual({
      en: 'hand 2, all 8 tricks: Cem',
      de: 'Runde 2, alle 8 Stiche: Cem',
    })
    expect(said([first], { t: 'counts', tricksWon: [2, 2, 2, 2], lastTrick: 3 }).en).toBe(
      'hand 2, last trick: Dan',
    )
    expect(said([first], { t: 'counts', tricksWon: [0, 0, 0, 8], lastTrick: 3 }).de).toBe(
      'Runde 2, alle 8 Stiche: Dan',
    )
  })
})

describe('what an undo puts back', () => {
  const undone = (event: LsEvent) =>
    letzterStich.undoneDraft?.(event, replay(rules, setup, [])) ?? null

  it('puts a whole hand back into its entry, on its tab', () => {
    expect(undone({ t: 'quick', lastTrick: 2, sweep: true })).toEqual({
      mode: 'quick',
      quick: { lastTrick: 2, sweep: true },
    })
    expect(undone({ t: 'counts', tricksWon: [3, 2, 2, 1], lastTrick: 0 })).toEqual({
      mode: 'counts',
      counts: { tricksWon: [3, 2, 2, 1], lastTrick: 0, at: null },
    })
  })

  it('has nothing to put back for a trick entered by its winner', () => {
    expect(undone(trick(2))).toEqual({})
  })

  it('puts back only what the entries read back', () => {
    const quick = undone({ t: 'quick', lastTrick: 2, sweep: false })
    const counts = undone({ t: 'counts', tricksWon: [3, 2, 2, 1], lastTrick: 0 })
    expect(isQuickDraft(4)(quick?.quick)).toBe(true)
    expect(isCountsDraft(4)(counts?.counts)).toBe(true)
  })
})

describe('a draft read back from storage', () => {
  it('is used only when it fits this table', () => {
    expect(isQuickDraft(3)({ lastTrick: 3, sweep: false })).toBe(false)
    expect(isQuickDraft(3)({ lastTrick: null, sweep: 'yes' })).toBe(false)
    const counts = { tricksWon: [1, 2, 5], lastTrick: null, at: 2 }
    expect(isCountsDraft(3)(counts)).toBe(true)
    expect(isCountsDraft(4)(counts)).toBe(false)
    expect(isCountsDraft(3)({ ...counts, tricksWon: [1, 2, 9] })).toBe(false)
    expect(isCountsDraft(3)({ ...counts, at: 3 })).toBe(false)
    const fix = { hand: 0, mode: 'counts', quick: { lastTrick: 1, sweep: false }, counts }
    expect(isFixDraft(3)(fix)).toBe(true)
    expect(isFixDraft(3)({ ...fix, mode: 'tricks' })).toBe(false)
    expect(isFixDraft(3)({ ...fix, hand: -1 })).toBe(false)
    expect(isFixDraft(3)(null)).toBe(false)
  })
})
