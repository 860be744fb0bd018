// #12 for Stich für Stich: which cards the picker may still offer, what undo and redo say, what an
// undone trick puts back, and the pad's totals as soon as a sleuth solves.
import { describe, expect, it } from 'vitest'
import type { Setup } from '../../../src/core/game'
import { replay } from '../../../src/core/match'
import { format, named } from '../../../src/core/reason'
import {
  padTotals,
  playable,
  rules,
  type SfsEvent,
  SUSPECTS,
  WEAPONS,
} from '../../../src/games/stich-fuer-stich/rules'
import { describeEvent } from '../../../src/games/stich-fuer-stich/rules/describe'
import { sfsStrings } from '../../../src/games/stich-fuer-stich/strings'
import { undoneDraft } from '../../../src/games/stich-fuer-stich/ui/drafts'
import { withTrickWords } from '../../helpers/strings'
import { k, phantom } from './cards'

const setup: Setup = {
  game: 'stich-fuer-stich',
  players: ['Anna', 'Ben', 'Cora', 'Dan'],
  options: {},
  firstDealer: 1,
}
const secret: SfsEvent = { t: 'secret', culprit: 'mechanic', weapon: 'pillow' }
const state = (events: SfsEvent[]) => replay(rules, setup, events)

describe('playable: what the picker still offers', () => {
  it('offers every card and the phantom before anything is played', () => {
    const open = playable([])
    expect(open.phantom).toBe(true)
    for (const s of SUSPECTS) {
      expect(open.suspect(s)).toBe(true)
      for (const w of WEAPONS) for (let n = 1; n <= 13; n++) expect(open.card(s, w, n)).toBe(true)
    }
  })

  it('takes out the suspect and number, and the weapon and number, of a card played', () => {
    const open = playable([k('gardener', 'knife', 5)])
    expect(open.card('gardener', 'statue', 5)).toBe(false) // the gardener 5 exists once
    expect(open.card('hairdresser', 'knife', 5)).toBe(false) // no weapon shows the 5 twice
    expect(open.card('hairdresser', 'spade', 5)).toBe(true)
    expect(open.card('gardener', 'knife', 6)).toBe(true)
  })

  it('closes a weapon, then a suspect, once none of its cards is left', () => {
    // The knife with every number: no suspect can have a knife any more.
    const knives = Array.from({ length: 13 }, (_, i) =>
      k(SUSPECTS[i % 4] ?? 'gardener', 'knife', i + 1),
    )
    const open = playable(knives)
    for (const s of SUSPECTS) expect(open.weapon(s, 'knife')).toBe(false)
    expect(open.weapon('gardener', 'ax')).toBe(true)
    // All 13 gardeners played: the gardener is closed, the others are not.
    const gardeners = Array.from({ length: 13 }, (_, i) =>
      k('gardener', WEAPONS[i % 7] ?? 'ax', i + 1),
    )
    expect(playable(gardeners).suspect('gardener')).toBe(false)
    expect(playable(gardeners).suspect('mechanic')).toBe(true)
  })

  it('offers no fourth phantom', () => {
    expect(playable([phantom, phantom]).phantom).toBe(true)
    expect(playable([phantom, phantom, phantom]).phantom).toBe(false)
  })
})

/** What the dock says, in a language: "Undone: " + this. */
function said(event: SfsEvent, before: SfsEvent[], lang: 'en' | 'de' = 'en'): string {
  const reason = named(describeEvent(event, state(before)), setup.players)
  const template = withTrickWords(sfsStrings)[lang][reason.key]
  if (!template) throw new Error(`no string for ${reason.key}`)
  return format(template, reason.params)
}

describe('describe: an entry in a few words for undo and redo', () => {
  const trick1: SfsEvent = { t: 'trick', winner: 3 }
  it('names a trick by its number and winner', () => {
    expect(said(trick1, [secret])).toBe('trick 1, Dan')
    expect(said(trick1, [secret], 'de')).toBe('Stich 1, Dan')
    const five = [
      secret,
      ...[0, 1, 2, 3].flatMap((w): SfsEvent[] => [
        { t: 'trick', winner: w },
        { t: 'search', solved: [] },
      ]),
    ]
    expect(said({ t: 'trick', winner: 3 }, five)).toBe('trick 5, Dan')
  })

  it('names a sleuth’s search and a paper search by the trick they follow', () => {
    expect(said({ t: 'guess', seat: 3, solved: false }, [secret, trick1])).toBe(
      'Dan’s search after trick 1',
    )
    expect(said({ t: 'guess', seat: 3, solved: true }, [secret, trick1], 'de')).toBe(
      'Suche von Dan nach Stich 1',
    )
    expect(said({ t: 'search', solved: [0] }, [secret, trick1])).toBe('search after trick 1')
    expect(said({ t: 'search', solved: [] }, [secret, trick1], 'de')).toBe('Suche nach Stich 1')
  })

  it('calls the secret "the secret of case n" and never says what it is', () => {
    for (const lang of ['en', 'de'] as const) {
      const text = said(secret, [], lang)
      expect(text).toBe(lang === 'en' ? 'the secret of case 1' : 'das Geheimnis von Fall 1')
      const reason = describeEvent(secret, state([]))
      const all = `${text} ${JSON.stringify(reason)}`.toLowerCase()
      for (const word of ['mechanic', 'pillow', 'mechaniker', 'kissen']) {
        expect(all).not.toContain(word)
      }
    }
    expect(said({ t: 'secret', hidden: true }, [])).toBe('case 1 on paper tiles')
  })
})

describe('undoneDraft: what an undone entry puts back', () => {
  const played = [
    k('gardener', 'knife', 5),
    k('hairdresser', 'spade', 3),
    k('mechanic', 'poison', 2),
    k('influencer', 'ax', 12),
  ]
  it('puts back the cards of a trick entered by cards, and the ticks of a paper search', () => {
    expect(undoneDraft({ t: 'trick', winner: 0, played })).toEqual({ trick: played })
    expect(undoneDraft({ t: 'search', solved: [0, 3] })).toEqual({ search: [0, 3] })
  })
  it('puts back nothing for a trick by its winner, a guess or a secret', () => {
    expect(undoneDraft({ t: 'trick', winner: 0 })).toEqual({})
    expect(undoneDraft({ t: 'guess', seat: 2, solved: true })).toEqual({})
    expect(undoneDraft(secret)).toEqual({})
  })
})

describe('padTotals: the pad’s totals', () => {
  it('count a sleuth’s points the moment they solve, and the tricks won so far', () => {
    // Ben is the confidant; Cora won trick 1; Dan solves in its search.
    const events: SfsEvent[] = [secret, { t: 'trick', winner: 2 }, { t: 'search', solved: [3] }]
    expect(padTotals(state(events))).toEqual([0, 0, 1, 7])
    // The closed cases' totals are the rules' totals.
    const s = state(events)
    expect(s.totals).toEqual([0, 0, 0, 0])
  })
})
