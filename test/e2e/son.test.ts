// Sticht oder nicht in Chromium against the production build, played and scored: a whole game at
// four through the UI (play/son.ts), checked round by round against the rulebook and the README
// rulings written out again here (with a double tap, and a reload in the middle of a round); the
// first leader and the setup for 3 to 6 players; a revoke flagged as its card goes in.
import { describe, expect, it } from 'vitest'
import { axeViolations, PLAYERS, useBrowser } from './harness'
import {
  ANIMAL,
  ANNA,
  type Animal,
  animalCard,
  BEN,
  type Card,
  CORA,
  cards,
  custom,
  DANA,
  EMIL,
  FINN,
  NAMES,
  perCard,
  SonTable,
  type Special,
  shown,
  signed,
  sonNewMatch,
  sonStartedMatch,
  sonStartMatch,
  type Tap,
  tricksCard,
  trump,
} from './play/son'

const env = useBrowser()

// The game written out again here, so the app is checked against the rulebook and not against
// itself: who takes a trick, and what each special card gives at the end of a round.

/** What the status calls a special card in effect, short. */
function short(s: Special): string {
  switch (s.kind) {
    case 'trump':
      return `Trump: ${ANIMAL[s.animal]}`
    case 'tricks':
      return `${signed(s.points)} ${s.which} tricks`
    case 'animal':
      return `${signed(s.points)} ${s.which} ${ANIMAL[s.animal]} cards`
    case 'perCard':
      return `+1 per ${ANIMAL[s.animal]} card`
    case 'custom':
      return s.name
  }
}

/**
 * Which card takes the trick: with a trump card in it the highest trump, else the highest card of
 * the led animal; a plusminus card that ties with such a card takes it.
 */
function takes(trick: Card[], trump: Animal | null): number {
  const power = trump && trick.some((c) => c.animal === trump) ? trump : trick[0]?.animal
  const worth = (c: Card) => c.value + (c.pm ?? 0)
  let best = -1
  for (const [i, card] of trick.entries()) {
    if (card.animal !== power) continue
    const top = trick[best]
    if (!top || worth(card) > worth(top) || (worth(card) === worth(top) && card.pm)) best = i
  }
  return best
}

type Trick = Tap | string

interface RoundPlan {
  specials: [Special, Special]
  /** In order; a string is a trick entered with its cards, in play order from the leader. */
  tricks: Trick[]
  /** What the table counts at the end: an animal's cards in each player's won tricks. */
  counts?: Partial<Record<Animal, number[]>>
  /** The custom card's points per player. */
  custom?: number[]
  /** Reload the page after this many tricks. */
  reloadAfter?: number
  /** Tap a winner twice at once with the plusminus of `pm.seat` chosen: one entry. */
  doubleTap?: { pm: { seat: number; sign: 2 | -2 }; winner: number }
}

interface Expected {
  /** Per trick, who took it. */
  winners: number[]
  tricks: number[]
  /** Per special card, what the app must ask at the end: null for nothing. */
  asks: ('counts' | 'custom' | null)[]
  points: number[]
}

const trumpOf = (plan: RoundPlan) => {
  const trump = plan.specials.find((s) => s.kind === 'trump')
  return trump?.kind === 'trump' ? trump.animal : null
}

/** Every seat holding the highest or lowest number; ties share. */
const holders = (values: number[], which: 'most' | 'fewest') => {
  const target = which === 'most' ? Math.max(...values) : Math.min(...values)
  return values.map((v) => v === target)
}

/** The round by the rulebook: 1 point a trick, and what each special card gives to whom. */
function expected(plan: RoundPlan, firstLeader: number, players: number): Expected {
  let leader = firstLeader
  const winners: number[] = []
  const inTricks = new Map<Animal, number[]>()
  let known = true
  for (const trick of plan.tricks) {
    if (typeof trick !== 'string') {
      known = false
      winners.push(trick.winner)
      leader = trick.winner
      continue
    }
    const played = cards(trick)
    const winner = (leader + takes(played, trumpOf(plan))) % players
    for (const card of played) {
      const counts = inTricks.get(card.animal) ?? Array.from({ length: players }, () => 0)
      counts[winner] = (counts[winner] ?? 0) + 1
      inTricks.set(card.animal, counts)
    }
    winners.push(winner)
    leader = winner
  }
  const tricks = Array.from(
    { length: players },
    (_, seat) => winners.filter((w) => w === seat).length,
  )
  const countsOf = (animal: Animal): number[] => {
    const counts = known ? inTricks.get(animal) : plan.counts?.[animal]
    if (!counts) throw new Error(`the plan needs the ${animal} counts`)
    return counts
  }
  const points = [...tricks]
  const asks: Expected['asks'] = []
  for (const s of plan.specials) {
    let gets: number[] = tricks.map(() => 0)
    if (s.kind === 'tricks') gets = holders(tricks, s.which).map((yes) => (yes ? s.points : 0))
    if (s.kind === 'animal') {
      gets = holders(countsOf(s.animal), s.which).map((yes) => (yes ? s.points : 0))
    }
    if (s.kind === 'perCard') gets = countsOf(s.animal)
    if (s.kind === 'custom') gets = plan.custom ?? []
    for (const [seat, p] of gets.entries()) points[seat] = (points[seat] ?? 0) + p
    const counted = s.kind === 'animal' || s.kind === 'perCard'
    asks.push(s.kind === 'custom' ? 'custom' : counted && !known ? 'counts' : null)
  }
  return { winners, tricks, asks, points }
}

/** What the chips say a screen reader: "Ben: 1 trick, plusminus used". */
const chipsOf = (players: readonly string[], tricks: number[], used: boolean[]) =>
  players.map((name, seat) => {
    const n = tricks[seat] ?? 0
    const card = used[seat] ? 'used' : 'available'
    return `${name}: ${n} ${n === 1 ? 'trick' : 'tricks'}, plusminus ${card}`
  })

// The rounds of the game at four: Ben deals first, so the dealers are Ben, Cora, Dana, Anna,
// Ben, ... Every kind of special card is chosen at least once; most tricks are tapped by their
// winner, round 3 is entered card by card (so the app counts the animals itself), and round 5
// has one trick with its cards and the rest tapped (so it still has to ask).
const taps = (...seats: number[]): Tap[] => seats.map((winner) => ({ winner }))
const pm = (winner: number, seat: number, sign: 2 | -2): Tap => ({ winner, pm: { seat, sign } })

const GAME: RoundPlan[] = [
  // Ben deals. Cora makes scorpion trump, Dana adds +5 for the most tricks. Ben's plusminus goes
  // with the first trick, and a second tap with it still chosen is refused.
  {
    specials: [trump('scorpion'), tricksCard('most', 5)],
    doubleTap: { pm: { seat: BEN, sign: 2 }, winner: CORA },
    tricks: [
      pm(CORA, BEN, 2),
      ...taps(BEN, BEN),
      pm(ANNA, DANA, -2),
      ...taps(BEN, CORA, DANA, BEN, ANNA, BEN),
    ],
  },
  // Cora deals. Dana: +3 for the most wasps (Anna and Ben tie); Anna: a custom card.
  {
    specials: [animalCard('wasp', 'most', 3), custom('Dragon hoard')],
    tricks: [
      ...taps(BEN, ANNA),
      pm(ANNA, BEN, -2),
      ...taps(DANA, CORA, ANNA, BEN, DANA, CORA, BEN),
    ],
    counts: { wasp: [4, 4, 2, 0] },
    custom: [2, 0, -1, 1],
  },
  // Dana deals. Anna: +1 per swordfish; Ben: −3 for the fewest porcupines (Ben and Dana tie).
  // Every trick with its cards, all 40 of them; a reload after the fifth.
  {
    specials: [perCard('swordfish'), animalCard('porcupine', 'fewest', -3)],
    tricks: [
      'F3 F7 P2 F9', // Cora leads; Ben's 9 is highest
      'W4 W8 W6+2 P5', // Dana's 6 +2 ties Cora's 8: the plusminus card takes it
      'S10 S2 S5 S7',
      'P6 P10 F1 P4',
      'W10 W1 F2 W3',
      'S6 S4 S8-2 F4', // Cora's 8 −2 ties Anna's 6: Cora takes it
      'F10 F5 P3 F6',
      'W2 W5 W7 W9',
      'P7 P8 S3 F8',
      'S1 P1 S9 P9',
    ],
    reloadAfter: 5,
  },
  // Anna deals. Ben: −5 for the fewest tricks (Ben and Cora tie); Cora: wasp is trump.
  {
    specials: [tricksCard('fewest', -5), trump('wasp')],
    tricks: [
      pm(DANA, ANNA, 2),
      ...taps(ANNA, DANA, BEN, ANNA),
      pm(CORA, CORA, -2),
      ...taps(DANA, ANNA, DANA, ANNA),
    ],
  },
  // Ben deals. Cora: +1 per wasp; Dana: +5 for the fewest tricks. One trick with its cards.
  {
    specials: [perCard('wasp'), tricksCard('fewest', 5)],
    tricks: [
      'W10 W2 P3 S4',
      ...taps(ANNA, BEN, CORA),
      pm(CORA, DANA, 2),
      ...taps(CORA, DANA, DANA, DANA, DANA),
    ],
    counts: { wasp: [3, 1, 2, 4] },
  },
  // Cora deals. Dana: −3 for the fewest scorpions; Anna: a custom card with minus points.
  {
    specials: [animalCard('scorpion', 'fewest', -3), custom('Rainbow')],
    tricks: taps(BEN, BEN, CORA, ANNA, DANA, BEN, CORA, ANNA, BEN, DANA),
    counts: { scorpion: [3, 5, 0, 2] },
    custom: [0, -2, 3, 0],
  },
  // Dana deals. Anna: +3 for the most swordfish; Ben: +1 per swordfish. One count for both.
  {
    specials: [animalCard('swordfish', 'most', 3), perCard('swordfish')],
    tricks: taps(CORA, CORA, DANA, ANNA, ANNA, BEN, CORA, DANA, ANNA, CORA),
    counts: { swordfish: [4, 0, 5, 1] },
  },
  // Anna deals. Ben: porcupine is trump; Cora: +5 for the most tricks. Anna and Cora draw level.
  {
    specials: [trump('porcupine'), tricksCard('most', 5)],
    tricks: [
      ...taps(CORA, ANNA, CORA),
      pm(CORA, BEN, -2),
      ...taps(ANNA, CORA, ANNA, CORA, ANNA, CORA),
    ],
  },
]

describe('Sticht oder nicht', () => {
  it('plays a whole game at four, every round checked against the rulebook', async () => {
    const { page } = await env.open()
    const players = PLAYERS
    const n = players.length
    const table = await sonStartedMatch(page, players, BEN)
    const sheet: number[][] = []
    let dealer = BEN

    for (const [r, plan] of GAME.entries()) {
      const round = r + 1
      const choosers: [number, number] = [(dealer + 1) % n, (dealer + 2) % n]
      // The first trick is led by the player left of the second chooser.
      let leader = (dealer + 3) % n
      const want = expected(plan, leader, n)
      await page.getByText(`Round ${round} of 8`, { exact: true }).waitFor()
      await page.getByText(`${table.name(dealer)} deals`, { exact: true }).waitFor()
      await table.specials(plan.specials, choosers)
      await page.getByText(`${table.name(leader)} leads`, { exact: true }).waitFor()
      expect(await table.status()).toEqual([
        `Round ${round} of 8, Trick 1 of 10`,
        // The dealer was said before the tricks (above); while they are played, who leads.
        `${table.name(leader)} leads`,
        ...plan.specials.map(short),
      ])
      // Every plusminus card is back at the start of a round.
      const won = players.map(() => 0)
      const used = players.map(() => false)
      expect(await table.chips(), `round ${round}`).toEqual(chipsOf(players, won, used))

      if (plan.doubleTap) {
        // A second tap on the same winner lands before the first is saved, with the plusminus
        // still chosen: it would be Ben's second plusminus card.
        const { pm: card, winner } = plan.doubleTap
        await table.mode('Winner')
        await table.choosePlusminus(card)
        await table.winnerButton(winner).evaluate((button: HTMLElement) => {
          button.click()
          button.click()
        })
        await table.saved()
        // One tap is one action (src/ui/once.ts): the second tap on the same control, landing
        // before the screen showed the first, is one with it; nothing refused, nothing twice.
        expect(await page.getByRole('alert').count()).toBe(0)
        won[winner] = 1
        used[card.seat] = true
        expect(await table.chips()).toEqual(chipsOf(players, won, used))
        await page.getByRole('heading', { name: 'Trick 2 of 10' }).waitFor()
        expect(await page.getByText('✓ Entry 2 saved', { exact: true }).count()).toBe(1)
        // A spent plusminus card is not offered again this round.
        await table
          .group('Was a plusminus card played?')
          .getByRole('button', { name: '+2' })
          .click()
        const holders = table.group('Who played the plusminus card (+2)?').getByRole('button')
        const offered = await holders.evaluateAll((all) =>
          all.flatMap((b) => ((b as HTMLButtonElement).disabled ? [] : [b.textContent])),
        )
        expect(offered).toEqual(players.filter((_, seat) => !used[seat]))
        await table
          .group('Was a plusminus card played?')
          .getByRole('button', { name: 'No' })
          .click()
        leader = winner
      }

      const from = plan.doubleTap ? 1 : 0
      for (const [i, trick] of plan.tricks.entries()) {
        if (i < from) continue
        const winner = want.winners[i] ?? -1
        await page.getByRole('heading', { name: `Trick ${i + 1} of 10`, exact: true }).waitFor()
        if (typeof trick === 'string') {
          const played = cards(trick)
          await table.cards(leader, played, winner)
          const at = played.findIndex((c) => c.pm)
          if (at >= 0) used[(leader + at) % n] = true
        } else {
          await table.tap(trick)
          if (trick.pm) used[trick.pm.seat] = true
        }
        won[winner] = (won[winner] ?? 0) + 1
        leader = winner
        if (i < 9) {
          await page.getByText(`${table.name(leader)} leads`, { exact: true }).waitFor()
          expect(await table.chips(), `round ${round}, trick ${i + 1}`).toEqual(
            chipsOf(players, won, used),
          )
        }
        if (plan.reloadAfter === i + 1) {
          // Everything is still there after a reload, and play goes on where it was.
          const before = { status: await table.status(), chips: await table.chips() }
          const scores = await table.scores()
          const url = page.url()
          await page.reload()
          await page.getByRole('heading', { name: `Trick ${i + 2} of 10`, exact: true }).waitFor()
          expect(page.url()).toBe(url)
          expect({ status: await table.status(), chips: await table.chips() }).toEqual(before)
          expect(await table.scores()).toEqual(scores)
          await page.getByText(`✓ Entry ${table.entries} saved`, { exact: true }).waitFor()
        }
      }
      expect(won).toEqual(want.tricks)

      // The round's end asks only what the app cannot know.
      const asked = want.asks.flatMap((ask, i) => {
        const s = plan.specials[i] as Special
        if (ask === 'custom') return [`${shown(s)}: points of each player`]
        if (ask !== 'counts' || !('animal' in s)) return []
        return [`${ANIMAL[s.animal]} cards in each player’s tricks`]
      })
      const legends = [...new Set(asked)]
      if (legends.length > 0) {
        const form = page.getByRole('region', {
          name: `End of round ${round}`,
        })
        await form.waitFor()
        expect(await form.locator('fieldset > legend').allTextContents()).toEqual(legends)
        // A custom card asks each player's points; a count has a slot per player.
        const customs = legends.filter((l) => l.endsWith(': points of each player')).length
        const steppers = new RegExp(`: points of (${players.join('|')})$`)
        expect(await form.getByRole('group', { name: steppers }).count()).toBe(customs * n)
        expect(await form.locator('.son-count .seat-slots li').count()).toBe(
          (legends.length - customs) * n,
        )
        for (const [i, s] of plan.specials.entries()) {
          for (const [seat, name] of players.entries()) {
            if (want.asks[i] === 'custom') {
              await table.step(`${shown(s)}: points of ${name}`, plan.custom?.[seat] ?? 0)
            }
            const first = plan.specials.findIndex(
              (o) => 'animal' in o && 'animal' in s && o.animal === s.animal,
            )
            if (want.asks[i] === 'counts' && 'animal' in s && first === i) {
              const count = plan.counts?.[s.animal]?.[seat] ?? 0
              await table.count(`${ANIMAL[s.animal]} cards of ${name}`, count)
            }
          }
        }
        await page.getByRole('button', { name: 'Score the round' }).click()
        await table.saved()
      }
      await expect
        .poll(() => page.getByRole('region', { name: /^End of round \d+$/ }).count())
        .toBe(0)

      sheet.push(want.points)
      const totals = players.map((_, seat) => sheet.reduce((sum, row) => sum + (row[seat] ?? 0), 0))
      await expect.poll(() => table.scores()).toEqual({ rounds: sheet, totals })
      dealer = (dealer + 1) % n
    }

    // Anna and Cora both end on 37: the win is shared.
    const totals = (await table.scores()).totals
    expect(totals).toEqual([37, 24, 37, 20])
    await page.getByRole('heading', { name: 'The game is over' }).waitFor()
    await page.getByText('Anna & Cora share the win!', { exact: true }).waitFor()
    expect(await page.getByRole('button', { name: 'Score the round' }).count()).toBe(0)
    expect(await page.getByRole('heading', { name: /chooses special card/ }).count()).toBe(0)
  }, 90_000)

  it('sets up 3 to 6 players: set-aside cards, rounds, choosers and the first leader', async () => {
    const { page } = await env.open()
    // From the rulebook: set aside 11s and 12s and one random 1 / 11s and 12s / three random 1s
    // / nothing, deal 13 / 10 / 9 / 8 cards each, play 6 / 8 / 5 / 6 rounds. The player left of
    // the dealer chooses first, the next player second, and the one left of them leads.
    const sizes = [
      {
        players: 3,
        dealer: CORA,
        aside: 'Set aside: all 11s and 12s, 1 random 1. Each player gets 13 cards.',
        rounds: 6,
        ones: 1,
        choosers: [ANNA, BEN],
        leader: CORA, // 3 seats left of the dealer is the dealer
      },
      {
        players: 4,
        dealer: DANA,
        aside: 'Set aside: all 11s and 12s. Each player gets 10 cards.',
        rounds: 8,
        ones: 0,
        choosers: [ANNA, BEN],
        leader: CORA,
      },
      {
        players: 5,
        dealer: DANA,
        aside: 'Set aside: 3 random 1s. Each player gets 9 cards.',
        rounds: 5,
        ones: 3,
        choosers: [EMIL, ANNA],
        leader: BEN,
      },
      {
        players: 6,
        dealer: EMIL,
        aside: 'Nothing is set aside. Each player gets 8 cards.',
        rounds: 6,
        ones: 0,
        choosers: [FINN, ANNA],
        leader: BEN,
      },
    ] as const
    const uneven = /not everyone deals equally often/
    for (const size of sizes) {
      const names = NAMES.slice(0, size.players)
      const table = new SonTable(page, names)
      await sonNewMatch(page, names, size.dealer)
      const options = table.group('Options')
      const rounds = table.group('Rounds').locator('output')
      if (size.players === 4) {
        // A record of 1s made with five players does not stay behind, unseen, with four.
        await page.getByRole('button', { name: 'Add player' }).click()
        await page.getByRole('combobox', { name: 'Player 5', exact: true }).fill('Emil')
        await options.getByRole('checkbox', { name: 'Wasp 1' }).check()
        await page.getByRole('button', { name: 'Remove player 5' }).click()
      }
      await options.getByText(size.aside, { exact: true }).waitFor()
      expect(await rounds.textContent()).toBe(String(size.rounds))
      expect(await options.getByText(uneven).count()).toBe(0)
      // One round more and not everyone deals equally often; the screen says so.
      await page.getByRole('button', { name: 'Rounds: one more' }).click()
      await options
        .getByText(`With ${size.rounds + 1} rounds not everyone deals equally often.`, {
          exact: true,
        })
        .waitFor()
      await page.getByRole('button', { name: 'Rounds: one less' }).click()
      await expect.poll(() => options.getByText(uneven).count()).toBe(0)
      let playing: number = size.rounds
      if (size.players === 4) {
        // Fewer rounds, still a multiple of the players: no warning.
        for (playing = 8; playing > 4; playing--) {
          await page.getByRole('button', { name: 'Rounds: one less' }).click()
          if (playing > 5) await options.getByText(uneven).waitFor()
        }
        await expect.poll(() => rounds.textContent()).toBe('4')
        expect(await options.getByText(uneven).count()).toBe(0)
      }
      const checkboxes = options.getByRole('checkbox')
      expect(await checkboxes.count()).toBe(size.ones > 0 ? 4 : 0)
      let aside: string = size.aside
      if (size.ones > 0) {
        await table
          .group(`Which 1s were set aside (${size.ones}, optional; they are public)`)
          .waitFor()
      }
      if (size.players === 5) {
        for (const animal of ['Wasp', 'Scorpion', 'Swordfish']) {
          await options.getByRole('checkbox', { name: `${animal} 1` }).check()
        }
        aside = 'Set aside: Wasp 1, Scorpion 1, Swordfish 1. Each player gets 9 cards.'
        await options.getByText(aside, { exact: true }).waitFor()
      }
      await sonStartMatch(page)
      await page.getByText(aside, { exact: true }).waitFor()
      await page.getByText(`Round 1 of ${playing}`, { exact: true }).waitFor()
      await page.getByText(`${table.name(size.dealer)} deals`, { exact: true }).waitFor()
      await table.specials([trump('wasp'), tricksCard('most', 5)], [...size.choosers])
      await page.getByRole('heading', { name: 'Trick 1 of ' }).waitFor()
      expect((await table.status()).slice(0, 2)).toEqual([
        `Round 1 of ${playing}, Trick 1 of ${[13, 10, 9, 8][size.players - 3]}`,
        `${table.name(size.leader)} leads`,
      ])
    }
  }, 60_000)

  it('flags a revoke as its card goes in: fixed, the flag goes; kept, the list marks it', async () => {
    const { page } = await env.open()
    const table = await sonStartedMatch(page, PLAYERS, BEN)
    await table.specials([trump('wasp'), tricksCard('most', 5)], [CORA, DANA])
    // Trick 1, Anna leads the scorpion 10: Cora has no scorpion and plays the porcupine 3.
    await table.cards(ANNA, cards('S10 S2 P3 S4'), ANNA)
    const value = (who: string, n: number) =>
      table
        .group(`Card of ${who}: Scorpion, Value`)
        .getByRole('button', { name: String(n), exact: true })
        .click()
    await table.group('Card of Anna: Animal').getByRole('button', { name: 'Scorpion' }).click()
    await value('Anna', 9)
    await value('Ben', 1)
    await value('Cora', 5)
    // Cora's scorpion is flagged at once, with the trick where she showed out.
    const flag = page.getByRole('alert').filter({ hasText: 'showed out' })
    await flag.waitFor()
    expect(await flag.textContent()).toBe('Cora: Showed out of Scorpion in trick 1 — fix or keep')
    // Fixed: her slot tapped, a porcupine picked, and the flag goes.
    await page.getByRole('button', { name: /^Cora Scorpion 5/ }).click()
    await table.group('Card of Cora: Animal').getByRole('button', { name: 'Porcupine' }).click()
    await table
      .group('Card of Cora: Porcupine, Value')
      .getByRole('button', { name: '5', exact: true })
      .click()
    await flag.waitFor({ state: 'detached' })
    expect(await page.locator('.seat-slots li.flagged').count()).toBe(0)
    // The table says it was the scorpion after all: flagged again, and recorded anyway.
    await page.getByRole('button', { name: /^Cora Porcupine 5/ }).click()
    await table.group('Card of Cora: Animal').getByRole('button', { name: 'Scorpion' }).click()
    await value('Cora', 5)
    await flag.waitFor()
    expect(await axeViolations(page)).toEqual([])
    await value('Dana', 3)
    await page.getByRole('button', { name: 'Take the trick: Anna' }).click()
    await table.saved()
    const list = page.getByRole('region', { name: /^Tricks of round 1/ })
    expect(await list.getByRole('heading').textContent()).toBe('Tricks of round 11 revoke')
    expect(await list.getByRole('listitem').allTextContents()).toEqual([
      'Anna led: Scorpion 10, Scorpion 2, Porcupine 3, Scorpion 4 · Anna took it',
      'Anna led: Scorpion 9, Scorpion 1, Scorpion 5, Scorpion 3 · Anna took it' +
        'Revoke: Cora played Scorpion after showing out of it in trick 1',
    ])
    expect(await axeViolations(page)).toEqual([])
  }, 60_000)
})
