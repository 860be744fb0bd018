// Stich für Stich at a table of phones (#16): the confidant's phone answers from its secret
// (src/games/stich-fuer-stich/table.ts); a sleuth's phone, which has no secret, searches on its
// own screen and hears only its own answer.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Setup } from '../../../src/core/game'
import { type Match, newMatch, replay } from '../../../src/core/match'
import type { Reason } from '../../../src/core/reason'
import { rules, type SfsEvent, type SfsState } from '../../../src/games/stich-fuer-stich/rules'
import { sfsStrings } from '../../../src/games/stich-fuer-stich/strings'
import { answer, forgetAnswers, MAX_ANSWERS } from '../../../src/games/stich-fuer-stich/table'
import type { Answer, PlayTable } from '../../../src/games/types'
import { addStrings, lang, say } from '../../../src/i18n'
import { freshDevice } from '../../helpers/device'
import { k } from './cards'

addStrings(sfsStrings)

beforeEach(() => {
  freshDevice()
  forgetAnswers()
})
afterEach(cleanup)

// Ben (seat 1) is the first confidant; the sleuths are Cora, Dana and Anna.
const setup: Setup = {
  game: 'stich-fuer-stich',
  players: ['Anna', 'Ben', 'Cora', 'Dana'],
  options: {},
  firstDealer: 1,
}
const secret: SfsEvent = { t: 'secret', culprit: 'gardener', weapon: 'spade' }
const hidden: SfsEvent = { t: 'secret', hidden: true }
const matchOf = (events: SfsEvent[]) => ({
  ...(newMatch('m', setup, 0) as Match<SfsEvent>),
  events,
})

/** The confidant's phone as asked: its state with the secret, its seat, what it records. */
function confidantPhone(events: SfsEvent[], seat = 1) {
  const recorded: SfsEvent[] = []
  const asked = {
    match: matchOf(events),
    state: replay(rules, setup, events),
    seat,
    record: vi.fn(async (event: SfsEvent): Promise<Reason | null> => {
      recorded.push(event)
      return null
    }),
  }
  return { asked, recorded }
}

/** This phone's sleuth opens their search, picks a culprit and a weapon, and taps Check. */
function searchHere(name: string, culprit: string, weapon: string): HTMLElement {
  fireEvent.click(screen.getByRole('button', { name: 'Search now: only you see it' }))
  const guess = screen.getByRole('dialog', { name: `Your suspicion, ${name}` })
  for (const [group, tile] of [
    ['The culprit', culprit],
    ['The weapon', weapon],
  ] as const) {
    const tiles = within(guess).getByRole('group', { name: group })
    fireEvent.click(within(tiles).getByRole('radio', { name: tile }))
  }
  fireEvent.click(within(guess).getByRole('button', { name: 'Check' }))
  return guess
}

describe('the confidant’s phone answers', () => {
  it('a sleuth’s guess: recorded for the phone that asked, the answer only to it', async () => {
    const { asked, recorded } = confidantPhone([secret, { t: 'trick', winner: 2 }])
    const right = await answer({ kind: 'guess', culprit: 'gardener', weapon: 'spade' }, 3, asked)
    expect(right).toEqual({ ok: true, reply: { solved: true } })
    const wrong = await answer({ kind: 'guess', culprit: 'mechanic', weapon: 'spade' }, 2, asked)
    expect(wrong).toEqual({ ok: true, reply: { solved: false } })
    expect(recorded).toEqual([
      { t: 'guess', seat: 3, solved: true },
      { t: 'guess', seat: 2, solved: false },
    ])
    expect(await answer({ kind: 'guess', culprit: 'gardener' }, 2, asked)).toEqual({
      ok: false,
      reason: { key: 'sfs.guessIncomplete' },
    })
  })

  it('a trick by its cards: judged with the secret, only the winner in the reply', async () => {
    const { asked, recorded } = confidantPhone([secret])
    // Cora leads (left of Ben): a gardener with the spade is the culprit and the weapon.
    const played = [
      k('mechanic', 'revolver', 9),
      k('gardener', 'spade', 2),
      k('influencer', 'statue', 4),
      k('hairdresser', 'pillow', 6),
    ]
    const got = await answer({ kind: 'trick', played }, 0, asked)
    expect(got?.ok).toBe(true)
    const winner = (got as { reply: { winner: number } }).reply.winner
    expect(recorded).toEqual([{ t: 'trick', winner, played }])
    expect(JSON.stringify(got)).not.toMatch(/gardener|spade|revolver/)
  })

  it('one sleuth at most twice after one trick: no finding the secret by undoing wrong answers', async () => {
    const { asked, recorded } = confidantPhone([secret, { t: 'trick', winner: 2 }])
    const pairs = [
      ['mechanic', 'knife'],
      ['hairdresser', 'ax'],
      ['influencer', 'poison'],
    ]
    const answers: (Answer | null)[] = []
    for (const [culprit, weapon] of pairs) {
      // Each wrong answer undone at once: the table is the same each time it asks.
      answers.push(await answer({ kind: 'guess', culprit, weapon }, 2, asked))
    }
    expect(answers.slice(0, MAX_ANSWERS).every((a) => a?.ok)).toBe(true)
    expect(answers[MAX_ANSWERS]).toEqual({
      ok: false,
      reason: { key: 'sfs.askedEnough', params: { seat: 2 } },
    })
    expect(recorded).toHaveLength(MAX_ANSWERS)
    // Another sleuth still searches.
    expect(await answer({ kind: 'guess', culprit: 'gardener', weapon: 'spade' }, 3, asked)).toEqual(
      {
        ok: true,
        reply: { solved: true },
      },
    )
    const said = { key: 'sfs.askedEnough', params: { seat: 2, player: 'Cora' } }
    expect(say(said)).toBe(
      'Cora has already searched twice after this trick: the confidant checks the tiles at the table.',
    )
    lang.value = 'de'
    expect(say(said)).toBe(
      'Cora hat nach diesem Stich schon zweimal gesucht: Die Vertrauensperson prüft die Plättchen am Tisch.',
    )
    lang.value = 'en'
  })

  it('a trick’s cards at most twice, and never a card played before in the case', async () => {
    const first = [
      k('mechanic', 'revolver', 9),
      k('gardener', 'statue', 2),
      k('influencer', 'statue', 4),
      k('hairdresser', 'pillow', 6),
    ]
    const earlier: SfsEvent = { t: 'trick', winner: 3, played: first }
    const { asked } = confidantPhone([
      secret,
      earlier,
      { t: 'guess', seat: 2, solved: false },
      { t: 'guess', seat: 3, solved: false },
      { t: 'guess', seat: 0, solved: false },
    ])
    const again = [
      first[1],
      k('mechanic', 'ax', 1),
      k('influencer', 'ax', 3),
      k('hairdresser', 'ax', 5),
    ]
    expect(await answer({ kind: 'trick', played: again }, 0, asked)).toMatchObject({
      ok: false,
      reason: { key: 'sfs.playedBefore' },
    })
    const fresh = [
      k('mechanic', 'ax', 1),
      k('influencer', 'ax', 3),
      k('hairdresser', 'ax', 5),
      k('gardener', 'ax', 7),
    ]
    for (let i = 0; i < MAX_ANSWERS; i++) {
      expect((await answer({ kind: 'trick', played: fresh }, 0, asked))?.ok).toBe(true)
    }
    expect(await answer({ kind: 'trick', played: fresh }, 0, asked)).toEqual({
      ok: false,
      reason: { key: 'sfs.judgedEnough' },
    })
    expect(say({ key: 'sfs.judgedEnough' })).toBe(
      'This trick’s cards were already judged twice: enter its winner, as the confidant says it.',
    )
  })

  it('nothing, on a phone that is not the confidant’s or has no secret', async () => {
    const body = { kind: 'guess', culprit: 'gardener', weapon: 'spade' }
    const sleuth = confidantPhone([secret, { t: 'trick', winner: 2 }], 2)
    expect(await answer(body, 3, sleuth.asked)).toBeNull()
    const paper = confidantPhone([hidden, { t: 'trick', winner: 2 }])
    expect(await answer(body, 3, paper.asked)).toBeNull()
    expect(sleuth.recorded).toEqual([])
  })
})

describe('a sleuth’s phone at the table', () => {
  async function sleuthPhone(
    seat: number,
    reply: Answer,
    events: SfsEvent[] = [hidden, { t: 'trick', winner: 2 }],
  ) {
    const { loadGame } = await import('../../../src/games')
    await loadGame('stich-fuer-stich')
    await import('../../../src/app/tableStrings') // at a table, its words are loaded
    const { Play } = await import('../../../src/games/stich-fuer-stich/ui/Play')
    const state: SfsState = replay(rules, setup, events)
    const ask = vi.fn(async () => reply)
    const table: PlayTable = { seat, seats: [0, 1, 2, 3], ask }
    render(
      <Play
        match={matchOf(events)}
        state={state}
        record={async () => null}
        correct={async () => null}
        table={table}
      />,
    )
    return { ask }
  }

  it('searches on its own screen; the confidant’s phone checks, the answer shows here', async () => {
    const { ask } = await sleuthPhone(2, { ok: true, reply: { solved: true } })
    // The others search on their own phones; no paper tiles, no phone passed round.
    const waiting = document.querySelector('.sfs-own-phones .hint')
    expect(waiting?.textContent).toBe('Searching on their phones: Dana, Anna')
    expect(screen.queryByRole('button', { name: /I am/ })).toBeNull()
    searchHere('Cora', 'Gardener', 'Spade')
    await screen.findByRole('dialog', { name: 'Case solved' })
    expect(ask).toHaveBeenCalledWith(1, { kind: 'guess', culprit: 'gardener', weapon: 'spade' })
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
  })

  it('says why when the confidant’s phone could not answer', async () => {
    await sleuthPhone(3, { ok: false, reason: { key: 'table.seatAway' } })
    const guess = searchHere('Dana', 'Gardener', 'Spade')
    await within(guess).findByText(
      'No phone at the table has that seat: its player must join and choose it.',
    )
  })

  it('enters a trick by its cards; the confidant’s phone judges it', async () => {
    const { ask } = await sleuthPhone(2, { ok: true, reply: { winner: 3 } }, [hidden])
    fireEvent.click(screen.getByRole('button', { name: 'Cards' }))
    const played = [
      k('mechanic', 'revolver', 9),
      k('gardener', 'spade', 2),
      k('influencer', 'statue', 4),
      k('hairdresser', 'pillow', 6),
    ]
    for (const card of played) {
      if (card.kind !== 'card') continue
      fireEvent.click(
        screen.getByRole('button', { name: sfsStrings.en[`sfs.suspect.${card.suspect}`] }),
      )
      fireEvent.click(
        screen.getByRole('button', { name: sfsStrings.en[`sfs.weapon.${card.weapon}`] }),
      )
      fireEvent.click(screen.getByRole('button', { name: String(card.number), exact: true }))
    }
    fireEvent.click(screen.getByRole('button', { name: 'Judge on Ben’s phone' }))
    await vi.waitFor(() => expect(ask).toHaveBeenCalledWith(1, { kind: 'trick', played }))
    // Nothing to announce here: who won is for the confidant's phone to say.
    expect(screen.queryByRole('button', { name: 'Let Stichblock judge' })).toBeNull()
  })
})

describe('a new case at the table', () => {
  async function phoneAt(
    seat: number | null,
    seats: number[],
    events: SfsEvent[] = [],
    record: (event: SfsEvent) => Promise<Reason | null> = async () => null,
  ) {
    const { loadGame } = await import('../../../src/games')
    await loadGame('stich-fuer-stich')
    const { Play } = await import('../../../src/games/stich-fuer-stich/ui/Play')
    const table: PlayTable = { seat, seats, ask: vi.fn() }
    render(
      <Play
        match={matchOf(events)}
        state={replay(rules, setup, events)}
        record={record}
        correct={async () => null}
        table={table}
        seat={seat}
      />,
    )
  }

  it('on the confidant’s own phone speaks to the confidant and hands nothing over (#25)', async () => {
    const record = vi.fn(async (_: SfsEvent): Promise<Reason | null> => null)
    await phoneAt(1, [1, 2], [], record)
    screen.getByRole('heading', { name: 'Case 1: draw the culprit and the weapon' })
    fireEvent.click(screen.getByRole('button', { name: 'Choose them on this phone' }))
    // No "Hand the phone to Ben. Nobody else looks.": Ben holds it.
    expect(screen.queryByText(/Hand the phone to/)).toBeNull()
    expect(screen.queryByText('Nobody else looks.')).toBeNull()
    const dialog = screen.getByRole('dialog', { name: 'Case 1: draw the culprit and the weapon' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Let the phone draw' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide the secret' }))
    await vi.waitFor(() => expect(record).toHaveBeenCalledTimes(1))
    // And back to the match: nothing to put back on the table either.
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    cleanup()

    // With the secret here: the trick by its cards asks Ben as the one who judged it.
    await phoneAt(1, [1, 2], [secret])
    screen.getByRole('heading', { name: 'Who won trick 1, as you judged it?' })
    fireEvent.click(screen.getByRole('button', { name: 'Cards' }))
    for (const card of [
      k('mechanic', 'revolver', 9),
      k('gardener', 'spade', 2),
      k('influencer', 'statue', 4),
      k('hairdresser', 'pillow', 6),
    ]) {
      if (card.kind !== 'card') continue
      fireEvent.click(
        screen.getByRole('button', { name: sfsStrings.en[`sfs.suspect.${card.suspect}`] }),
      )
      fireEvent.click(
        screen.getByRole('button', { name: sfsStrings.en[`sfs.weapon.${card.weapon}`] }),
      )
      fireEvent.click(screen.getByRole('button', { name: String(card.number), exact: true }))
    }
    screen.getByRole('group', { name: 'Who won, as you judged it?' })
    expect(screen.queryByText(/Who did Ben say won/)).toBeNull()
    // The secret at a look, without a gate.
    fireEvent.click(screen.getByRole('button', { name: 'Ben: show the secret' }))
    expect(screen.queryByText(/Hand the phone to/)).toBeNull()
    screen.getByText('The culprit is the Gardener, the weapon the Spade.')
  })

  it('on another phone still hands the phone to the confidant', async () => {
    await phoneAt(2, [2], [secret])
    screen.getByRole('heading', { name: 'Who won trick 1? (as Ben says)' })
    fireEvent.click(screen.getByRole('button', { name: 'Ben: show the secret' }))
    screen.getByRole('heading', { name: 'Hand the phone to Ben.' })
  })

  it('asks for the secret only on the confidant’s own phone', async () => {
    await phoneAt(2, [1, 2])
    expect(screen.getByRole('status').textContent).toBe(
      'Ben draws the secret and enters it on their own phone.',
    )
    expect(screen.queryByRole('button', { name: 'Ben: choose them on the phone' })).toBeNull()
    cleanup()
    await phoneAt(1, [1, 2])
    screen.getByRole('button', { name: 'Choose them on this phone' })
    cleanup()
    // The confidant has no phone at the table: the phone here takes it, as a single phone does.
    await phoneAt(2, [2])
    screen.getByRole('button', { name: 'Ben: choose them on the phone' })
  })
})
