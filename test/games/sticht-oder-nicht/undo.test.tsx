// #12: what undo and redo say about each Sticht oder nicht entry, in both languages, and what an
// undone entry puts back into the match's draft (the trick's cards, the plusminus told with its
// winner, the round's numbers, the special cards) so the table changes one thing and confirms.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact'
import { beforeEach, describe, expect, it } from 'vitest'
import { format, named, type Reason } from '../../../src/core/reason'
import type { SonEvent, SonState } from '../../../src/games/sticht-oder-nicht/rules'
import { describe as said } from '../../../src/games/sticht-oder-nicht/rules/describe'
import { sonStrings } from '../../../src/games/sticht-oder-nicht/strings'
import { undoneDraft } from '../../../src/games/sticht-oder-nicht/ui/drafts'
import { sonUiStrings } from '../../../src/games/sticht-oder-nicht/ui/strings'
import { freshDevice } from '../../helpers/device'
import { withTrickWords } from '../../helpers/strings'
import {
  BEN,
  CARLA,
  c,
  cardTrick,
  custom,
  DAN,
  most,
  mostTricks,
  play,
  scored,
  setup,
  specials,
  start,
  trick,
  tricksFor,
  trump,
} from './table'

const table = setup(4)
const words = withTrickWords({
  en: { ...sonStrings.en, ...sonUiStrings.en },
  de: { ...sonStrings.de, ...sonUiStrings.de },
})

/** What the dock says after "Undone: ", in English and German. */
function dock(reason: Reason): [string, string] {
  const { key, params } = named(reason, table.players)
  return [format(words.en[key] ?? key, params), format(words.de[key] ?? key, params)]
}

/** The state each of `events` was applied to, and the event. */
function steps(events: SonEvent[]): [SonEvent, SonState][] {
  let state = start(4)
  return events.map((event) => {
    const before = state
    state = play(state, [event])
    return [event, before]
  })
}

describe('what undo and redo say', () => {
  it('names the special cards, each trick with its winner and plusminus, the scoring', () => {
    const round: SonEvent[] = [
      specials(most('wasp'), custom('Dragon hoard')),
      trick(CARLA),
      trick(DAN, { seat: BEN, sign: -2 }),
      ...tricksFor([3, 2, 2, 1]),
      scored({ animalCounts: [[4, 2, 4, 0], null], custom: [null, [1, 0, 0, -2]] }),
    ]
    const all = steps(round).map(([event, before]) => dock(said(event, before, table)))
    expect(all[0]).toEqual(['the special cards of round 1', 'die Sonderkarten von Runde 1'])
    expect(all[1]).toEqual(['trick 1, Carla', 'Stich 1, Carla'])
    expect(all[2]).toEqual([
      'trick 2, Dan, plusminus −2 by Ben',
      'Stich 2, Dan, Plusminus −2 von Ben',
    ])
    // The last trick leaves the numbers to the table: it does not score the round.
    expect(all[10]).toEqual(['trick 10, Dan', 'Stich 10, Dan'])
    expect(all[11]).toEqual(['the scoring of round 1', 'die Wertung von Runde 1'])
  })

  it('says when the last trick scored the round, and finds a plusminus on the cards', () => {
    const before = play(start(4), [
      specials(trump('wasp'), mostTricks()),
      ...tricksFor([3, 3, 2, 1]),
    ])
    const last: SonEvent = cardTrick(before, [
      c('scorpion', 4),
      c('scorpion', 6, 2),
      c('wasp', 1),
      c('scorpion', 9),
    ])
    // Dan led: Anna's 6 +2 is hers, and the wasp (trump) takes it for Ben.
    expect(dock(said(last, before, table))).toEqual([
      'trick 10, Ben, plusminus +2 by Anna, and the scoring of round 1',
      'Stich 10, Ben, Plusminus +2 von Anna, und die Wertung von Runde 1',
    ])
  })
})

describe('what an undone entry puts back', () => {
  const round = play(start(4), [specials(trump('wasp'), mostTricks())])

  it('a trick entered by cards: its cards, a plusminus on its card', () => {
    const cards = [c('scorpion', 4), c('scorpion', 6, 2), c('wasp', 1), c('scorpion', 9)]
    expect(undoneDraft(cardTrick(round, cards), round)).toEqual({ trick: cards })
  })

  it('a trick by winner: the plusminus told with it, or nothing', () => {
    expect(undoneDraft(trick(DAN, { seat: BEN, sign: -2 }), round)).toEqual({
      pm: { sign: -2, seat: BEN },
    })
    expect(undoneDraft(trick(DAN), round)).toEqual({})
  })

  it('the scoring: its counts and points, one row per special card', () => {
    const event = scored({ animalCounts: [[4, 2, 1, 0], null], custom: [null, [1, 0, 0, -2]] })
    expect(undoneDraft(event, round)).toEqual({
      counts: [
        [4, 2, 1, 0],
        [1, 0, 0, -2],
      ],
    })
  })

  it('the special cards: the first taken, the second in hand', () => {
    expect(undoneDraft(specials(trump('wasp'), most('porcupine', -3)), start(4))).toEqual({
      specials: {
        first: { kind: 'trump', animal: 'wasp' },
        draft: { kind: 'animal', animal: 'porcupine', which: 'most', sign: -1 },
      },
    })
  })
})

describe('undo in a running match', () => {
  beforeEach(freshDevice)

  it('puts a trick’s cards back, ready to change one card and take it again', async () => {
    const session = await import('../../helpers/session')
    const { draftsOf } = await import('../../../src/app/draft')
    const { loadGame } = await import('../../../src/games')
    const { DraftContext } = await import('../../../src/ui/draft')
    const { t } = await import('../../../src/i18n')
    const game = await loadGame('sticht-oder-nicht')
    const id = await session.startMatch(setup(4))
    if (typeof id !== 'string') throw new Error(id.key)
    expect(await session.record(specials(trump('scorpion'), mostTricks()))).toBeNull()
    const cards = [c('wasp', 7), c('wasp', 9), c('wasp', 3), c('wasp', 2)]
    expect(await session.record({ t: 'trick', winner: 0, played: cards })).toBeNull()
    expect(await session.undo()).toBeNull()
    const open = session.open.value
    if (!open) throw new Error('no match open')
    expect(draftsOf(open.match).values.value).toEqual({ trick: cards })
    const what = session.lastStep.value?.what as Reason
    expect(t('match.undone', { what: t(what.key, what.params) })).toBe('Undone: trick 1, Anna')

    // The page shows the four cards and the button that takes the trick: one card changed.
    const Play = game.Play
    const page = () => {
      const now = session.open.value
      if (!now) return null
      return (
        <DraftContext.Provider value={draftsOf(now.match)}>
          <Play
            match={now.match}
            state={now.state}
            record={session.record}
            correct={session.correct}
          />
        </DraftContext.Provider>
      )
    }
    const view = render(page())
    await screen.findByRole('button', { name: 'Take the trick: Anna' })
    fireEvent.click(screen.getByRole('button', { name: /^Anna Wasp 9/ }))
    const values = screen.getByRole('group', { name: 'Card of Anna: Wasp, Value' })
    fireEvent.click(within(values).getByRole('button', { name: '4', exact: true }))
    fireEvent.click(await screen.findByRole('button', { name: 'Take the trick: Dan' }))
    await waitFor(() => expect(session.open.value?.match.events).toHaveLength(2))
    expect(session.open.value?.match.events[1]).toEqual({
      t: 'trick',
      winner: DAN,
      played: [c('wasp', 7), c('wasp', 4), c('wasp', 3), c('wasp', 2)],
    })
    view.unmount()
  })
})

describe('the words', () => {
  const tables = { rules: sonStrings, screens: sonUiStrings }

  it('has every English string in German too, and both forms of every count', () => {
    for (const [name, strings] of Object.entries(tables)) {
      const en = Object.keys(strings.en).sort()
      expect(Object.keys(strings.de).sort(), name).toEqual(en)
      for (const key of en) {
        if (key.endsWith('.one')) expect(en, key).toContain(key.replace(/\.one$/, '.other'))
      }
    }
  })

  it('writes a minus with a real minus sign, never a hyphen', () => {
    for (const strings of Object.values(tables)) {
      for (const lang of ['en', 'de'] as const) {
        for (const [key, text] of Object.entries(strings[lang] as Record<string, string>)) {
          expect(text, `${lang} ${key}`).not.toMatch(/(^|[\s(])-\d/)
        }
      }
    }
  })

  it('names an animal the same way in every message: capitalised, as on the cards', () => {
    for (const lang of ['en', 'de'] as const) {
      const all = Object.values(words[lang]).join('\n')
      for (const animal of ['wasp', 'porcupine', 'scorpion', 'swordfish']) {
        const name = words[lang][`son.animal.${animal}`] ?? ''
        expect(name[0], name).toBe(name[0]?.toUpperCase())
        expect(all, `${lang}: ${animal}`).not.toContain(` ${name.toLowerCase()}`)
      }
    }
  })
})
