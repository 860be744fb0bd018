// Stich für Stich in Chromium against the production build, played and scored: a whole game at
// four through the UI (play/sfs.ts), checked case by case against the rulebook written out again
// here: tricks by their winner and by their cards (with a confidant who names another winner than
// the cards, and one who lets Stichblock judge), searches on the phone and on paper, the pad and
// its totals after every trick, the winners, and the match in Past matches.
import { describe, expect, it } from 'vitest'
import type { Suspect, Weapon } from '../../src/games/stich-fuer-stich/rules'
import { type SfsCardSpec as Card, suspectName, weaponName } from './games'
import { PLAYERS, useBrowser } from './harness'
import { type SfsTable, sfsNewGame } from './play/sfs'

const env = useBrowser()

// ---------------------------------------------------------------------------------------------
// The rulebook, written out again so the app is checked against it and not against itself:
// a case has 7 tricks; the player left of the confidant leads the first, the winner of a trick
// the next. A sleuth who solves in the search after trick t scores 8 - t, one who never solves 0;
// the confidant scores the t of the last sleuth to solve, or 8 if someone never did; everybody
// scores 1 per trick won. Sleuths who solved search no more. The confidant moves one seat left
// per case; after one case per player, the highest totals win.

type Plan =
  | { winner: number }
  /** By cards: who wins by the rulebook (worked out by hand), and whom the confidant named. */
  | { cards: Card[]; judged: number; said: number | null }

interface Search {
  /** Guesses on the phone, in turn from the confidant's left. */
  phone?: [seat: number, guess: [Suspect, Weapon]][]
  /** Then the rest on paper: who solved. */
  paper?: number[]
}

interface CasePlan {
  secret: [Suspect, Weapon] | 'paper'
  tricks: { trick: Plan; search?: Search }[]
}

const solves = (secret: CasePlan['secret'], guess: [Suspect, Weapon]) =>
  secret !== 'paper' && secret[0] === guess[0] && secret[1] === guess[1]

/** What the rulebook gives for a case so far: per seat [investigation or null, tricks]. */
function expectedRow(
  players: number,
  confidant: number,
  winners: number[],
  solvedAfter: Map<number, number>,
): { cells: string[]; points: number[] } {
  const sleuths = [...Array(players).keys()].filter((s) => s !== confidant)
  const closed = winners.length === 7
  const allSolved = sleuths.every((s) => solvedAfter.has(s))
  const last = Math.max(...sleuths.map((s) => solvedAfter.get(s) ?? 0))
  const cells: string[] = []
  const points: number[] = []
  for (let seat = 0; seat < players; seat++) {
    const tricks = winners.filter((w) => w === seat).length
    let inv: number | null
    if (seat === confidant) inv = allSolved ? last : closed ? 8 : null
    else {
      const t = solvedAfter.get(seat)
      inv = t !== undefined ? 8 - t : closed ? 0 : null
    }
    cells.push(`${seat === confidant ? '★ ' : ''}${inv ?? '·'} + ${tricks}`)
    points.push((inv ?? 0) + tricks)
  }
  return { cells, points }
}

// Seats: 0 Anna, 1 Ben, 2 Cora, 3 Dana. Ben last had a knife in hand: he is the first confidant.
const GAME: CasePlan[] = [
  {
    // Case 1, confidant Ben, Cora leads. The hairdresser with the poison.
    secret: ['hairdresser', 'poison'],
    tricks: [
      {
        // Cora, Dana, Anna, Ben: Anna's poison is the only weapon trump; Ben names her.
        trick: {
          cards: [
            ['gardener', 'knife', 5],
            ['hairdresser', 'spade', 3],
            ['mechanic', 'poison', 2],
            ['influencer', 'ax', 12],
          ],
          judged: 0,
          said: 0,
        },
        search: {
          phone: [
            [2, ['gardener', 'knife']],
            [3, ['hairdresser', 'poison']],
            [0, ['mechanic', 'poison']],
          ],
        },
      },
      { trick: { winner: 1 }, search: { paper: [0] } },
      {
        // Ben, Cora, Dana, Anna: Cora's hairdresser 4 beats Dana's phantom (0); no weapon.
        // Ben says he won it himself: only he may learn, behind the gate, that the cards disagree.
        trick: {
          cards: [
            ['influencer', 'revolver', 10],
            ['hairdresser', 'statue', 4],
            'phantom',
            ['gardener', 'pillow', 13],
          ],
          judged: 2,
          said: 1,
        },
        search: { phone: [[2, ['mechanic', 'statue']]] },
      },
      {
        // Cora, Dana, Anna, Ben: Ben's hairdresser is the only trump. Ben names nobody.
        trick: {
          cards: [
            ['mechanic', 'revolver', 7],
            ['gardener', 'statue', 8],
            ['influencer', 'spade', 1],
            ['hairdresser', 'knife', 2],
          ],
          judged: 1,
          said: null,
        },
        search: { paper: [] },
      },
      { trick: { winner: 3 }, search: { phone: [[2, ['hairdresser', 'poison']]] } },
      { trick: { winner: 3 } },
      { trick: { winner: 1 } },
    ],
  },
  {
    // Case 2, confidant Cora, Dana leads. The secret stays on the paper tiles.
    secret: 'paper',
    tricks: [
      { trick: { winner: 3 }, search: { paper: [] } },
      { trick: { winner: 0 }, search: { paper: [3] } },
      { trick: { winner: 0 }, search: { paper: [] } },
      { trick: { winner: 1 }, search: { paper: [0, 1] } },
      { trick: { winner: 2 } },
      { trick: { winner: 2 } },
      { trick: { winner: 3 } },
    ],
  },
  {
    // Case 3, confidant Dana, Anna leads. Ben never solves: Dana gets 8.
    secret: ['influencer', 'ax'],
    tricks: [
      {
        trick: { winner: 0 },
        search: {
          phone: [
            [0, ['influencer', 'revolver']],
            [1, ['gardener', 'ax']],
            [2, ['influencer', 'ax']],
          ],
        },
      },
      { trick: { winner: 3 }, search: { paper: [] } },
      { trick: { winner: 3 }, search: { paper: [] } },
      { trick: { winner: 1 }, search: { paper: [] } },
      { trick: { winner: 2 }, search: { paper: [] } },
      { trick: { winner: 2 }, search: { paper: [0] } },
      { trick: { winner: 0 }, search: { paper: [] } },
    ],
  },
  {
    // Case 4, confidant Anna, Ben leads. Dana never solves.
    secret: ['gardener', 'revolver'],
    tricks: [
      {
        // Ben, Cora, Dana, Anna: Ben's gardener with the revolver is a full trump.
        trick: {
          cards: [
            ['gardener', 'revolver', 13],
            'phantom',
            ['mechanic', 'revolver', 6],
            ['gardener', 'statue', 12],
          ],
          judged: 1,
          said: 1,
        },
        search: { phone: [[1, ['gardener', 'revolver']]], paper: [2] },
      },
      ...[2, 2, 0, 3, 1, 0].map((winner) => ({ trick: { winner }, search: { paper: [] } })),
    ],
  },
]

describe('playing Stich für Stich', () => {
  it('plays a 4-player game to its winners, scored case by case as the rulebook says', async () => {
    const { page } = await env.open()
    const table = await sfsNewGame(page, 1)
    const n = PLAYERS.length
    const pad: string[][] = []
    const totals = PLAYERS.map(() => 0)
    let confidant = 1
    let phoneTurns = 0
    const said: string[] = []

    for (const [c, plan] of GAME.entries()) {
      const name = PLAYERS[confidant] ?? ''
      expect(await table.status()).toEqual([
        `Case ${c + 1} of 4`,
        'Trick 1 of 7',
        `Confidant: ${name}`,
      ])
      if (plan.secret === 'paper') await table.paperTiles()
      else await table.secret(c + 1, name, plan.secret)

      let leader = (confidant + 1) % n
      const winners: number[] = []
      const solvedAfter = new Map<number, number>()
      for (const [i, { trick, search }] of plan.tricks.entries()) {
        const t = i + 1
        expect(await table.status()).toEqual([
          `Case ${c + 1} of 4`,
          `Trick ${t} of 7`,
          `Confidant: ${name}`,
          `${PLAYERS[leader]} leads`,
        ])
        let winner: number
        if ('winner' in trick) {
          winner = trick.winner
          await table.winner(t, name, winner)
        } else {
          winner = trick.judged
          await table.cards(leader, trick.cards)
          if (trick.said === null) {
            await table.announce(name).getByRole('button', { name: 'Let Stichblock judge' }).click()
            await table.saved()
          } else if (trick.said === trick.judged) {
            await table
              .announce(name)
              .getByRole('button', { name: PLAYERS[trick.said], exact: true })
              .click()
            await table.saved()
          } else {
            await table
              .announce(name)
              .getByRole('button', { name: PLAYERS[trick.said], exact: true })
              .click()
            await mismatch(table, name, PLAYERS[trick.said] ?? '', PLAYERS[winner] ?? '')
          }
        }
        winners.push(winner)
        leader = winner
        // The 7th trick closes the case: then the case's end is the news (below).
        if (t < 7) {
          await page.getByText(`Trick ${t}: ${PLAYERS[winner]} wins.`, { exact: true }).waitFor()
        }

        // The search: every sleuth who has not solved, in turn from the confidant's left.
        const pending = [1, 2, 3].map((k) => (confidant + k) % n).filter((s) => !solvedAfter.has(s))
        if (pending.length === 0) {
          expect(search).toBeUndefined()
        } else {
          await table.searchRegion(t).waitFor()
          if (!search) throw new Error(`case ${c + 1}, trick ${t}: the plan has no search`)
          const phone = search.phone ?? []
          for (const [k, [seat, guess]] of phone.entries()) {
            expect(seat).toBe(pending[k])
            const next = pending[k + 1]
            const solved = solves(plan.secret, guess)
            const answer = await table.guess(
              t,
              PLAYERS[seat] ?? '',
              guess,
              next === undefined ? undefined : PLAYERS[next],
            )
            said.push(answer)
            if (solved) solvedAfter.set(seat, t)
            if (next === undefined) {
              // The last sleuth puts the phone back: the table hears who solved in this search.
              const found = PLAYERS.filter((_, s) => solvedAfter.get(s) === t)
              expect(answer).toBe(
                found.length > 0
                  ? `News: Search: solved by ${found.join(', ')}`
                  : 'News: Search: nobody solved it.',
              )
            } else {
              expect(answer).toBe(
                solved
                  ? `Case solved: You get ${8 - t} investigation points.`
                  : 'False suspicion: Keep looking.',
              )
            }
            phoneTurns++
          }
          if (search.paper) {
            await table.paper(t, name, search.paper)
            for (const seat of search.paper) solvedAfter.set(seat, t)
          }
          // Only a search still open would leave this region on screen.
          await table.searchRegion(t).waitFor({ state: 'detached' })
        }

        // The pad after every trick: a sleuth's points the moment they solve.
        const row = expectedRow(n, confidant, winners, solvedAfter)
        const rows = [...pad, row.cells]
        if (winners.length === 7) {
          pad.push(row.cells)
          for (const [seat, p] of row.points.entries()) totals[seat] = (totals[seat] ?? 0) + p
          // The next case's row is there at once, its confidant one seat left.
          if (c < GAME.length - 1)
            rows.push(expectedRow(n, (confidant + 1) % n, [], new Map()).cells)
        }
        const view = await table.pad()
        expect(view.rows).toEqual(rows)
        // The totals count the running case's points as they are known.
        const running =
          winners.length === 7 ? totals : totals.map((p, s) => p + (row.points[s] ?? 0))
        expect(view.totals).toEqual(running)
      }
      expect(winners).toHaveLength(7)

      // The case is closed: its secret is told to everyone (or it was on paper).
      const closing =
        plan.secret === 'paper'
          ? `Case ${c + 1} is closed.`
          : `Case ${c + 1}: the culprit was the ${suspectName(plan.secret[0])}, ` +
            `the weapon the ${weaponName(plan.secret[1])}.`
      await page.getByText(closing, { exact: true }).waitFor()
      confidant = (confidant + 1) % n
    }

    // Every way in was used: cards and taps, a mismatch, the app's judgment, phone and paper.
    expect(phoneTurns).toBe(9)
    expect(said).toContain('False suspicion: Keep looking.')
    expect(said).toContain('Case solved: You get 7 investigation points.')

    // Worked out by hand: 7 + 6 + 4 + 10, 8 + 5 + 1 + 9, 4 + 6 + 9 + 9, 9 + 8 + 10 + 1.
    expect(totals).toEqual([27, 23, 28, 28])
    const best = Math.max(...totals)
    const winnersNames = PLAYERS.filter((_, seat) => totals[seat] === best)
    expect(winnersNames).toEqual(['Cora', 'Dana'])
    await page.getByRole('heading', { name: 'All cases are closed' }).waitFor()
    await page.getByText(`${winnersNames.join(' & ')} share the win!`, { exact: true }).waitFor()
    // The pad marks the winners: their column heads and totals.
    const marked = await page
      .locator('section.sfs-pad')
      .evaluate((pad) => [...pad.querySelectorAll('.winner')].map((el) => el.textContent))
    expect(marked).toEqual(['★ Cora (winner)', '★ Dana (winner)', '28', '28'])
    expect(await page.getByRole('region', { name: 'Who does what' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Winner', exact: true }).count()).toBe(0)
    expect((await table.pad()).totals).toEqual(totals)

    // Finished: listed as won in Past matches.
    await page.getByRole('link', { name: 'Back to the start' }).click()
    await page.getByRole('link', { name: 'Past matches' }).click()
    const card = page.getByRole('listitem').filter({ hasText: PLAYERS.join(', ') })
    await card.waitFor()
    expect(await card.textContent()).toContain('won by Cora, Dana')
  })
})

async function mismatch(table: SfsTable, confidant: string, announced: string, judged: string) {
  const { page } = table
  const warning = `You announced ${announced}, but by the cards ${judged} wins the trick.`
  // Nothing about the disagreement is in the page before the confidant has the phone.
  await table.gate(confidant, async () => {
    const html = await page.content()
    for (const hidden of ['The cards say otherwise', 'by the cards', 'shows the culprit']) {
      expect(html).not.toContain(hidden)
    }
  })
  const screen = table.dialog('The cards say otherwise')
  await screen.getByText(warning, { exact: true }).waitFor()
  expect(await screen.locator('.secret-shown').textContent()).toBe(
    'Hairdresser · Statue 4 shows the culprit: it is the highest culprit trump, and no weapon ' +
      'trump was played.',
  )
  await screen.getByRole('button', { name: `Record ${judged} (by the cards)` }).click()
  await table.saved()
  await table.handOver()
}
