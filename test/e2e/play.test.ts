// A whole match of Letzter Stich through the UI, checked hand by hand against the rulebook.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  axeViolations,
  createMatch,
  drafted,
  expectTable,
  PLAYERS,
  readTable,
  settled,
  tapTricks,
  trickQuestion,
  useBrowser,
} from './harness'

const env = useBrowser()

// The rulebook, written out again here so the app is checked against it and not against itself:
// 5 counters each, an empty pot; the last trick costs its winner 1 counter into the pot, unless
// they took all 8 tricks: then they take 2 from the pot, or what it holds. Nobody goes into
// debt. The match ends with the hand that leaves someone without counters; the most counters
// win, tied leaders share. The deal passes clockwise (to the next seat) after each hand.
interface Expected {
  counters: number[]
  pot: number
  dealer: number
  hand: number
  over: boolean
}

const start = (dealer: number): Expected => ({
  counters: PLAYERS.map(() => 5),
  pot: 0,
  dealer,
  hand: 1,
  over: false,
})

function settle(before: Expected, lastTrick: number, sweep: boolean): Expected {
  const counters = [...before.counters]
  let pot = before.pot
  const own = counters[lastTrick] ?? 0
  const moved = sweep ? Math.min(2, pot) : -Math.min(1, own)
  counters[lastTrick] = own + moved
  pot -= moved
  const over = counters.includes(0)
  const dealer = over ? before.dealer : (before.dealer + 1) % counters.length
  return { counters, pot, dealer, hand: before.hand + 1, over }
}

function winners(counters: number[]): string[] {
  const best = Math.max(...counters)
  return PLAYERS.filter((_, seat) => counters[seat] === best)
}

/** What the page says about the hand just finished. */
function outcome(before: Expected, after: Expected, lastTrick: number, sweep: boolean): string {
  const name = PLAYERS[lastTrick]
  if (!sweep)
    return `Hand ${before.hand}: ${name} took the last trick and pays 1 counter into the pot.`
  const took = before.pot - after.pot
  const counters = took === 1 ? '1 counter' : `${took} counters`
  return `Hand ${before.hand}: ${name} took all 8 tricks and takes ${counters} from the pot.`
}

type Entry =
  | { mode: 'tricks'; winners: number[] }
  | { mode: 'quick'; lastTrick: number; sweep: boolean }
  | { mode: 'counts'; tricks: number[]; lastTrick: number }

/** Who took the last trick and whether it was a sweep, as the test reads the entry. */
function result(entry: Entry): { lastTrick: number; sweep: boolean } {
  if (entry.mode === 'quick') return entry
  if (entry.mode === 'counts') {
    return { lastTrick: entry.lastTrick, sweep: entry.tricks[entry.lastTrick] === 8 }
  }
  const last = entry.winners.at(-1) ?? -1
  return { lastTrick: last, sweep: entry.winners.every((w) => w === last) }
}

const tab = (page: Page, name: 'Tricks' | 'Last trick' | 'Counts') =>
  page.getByRole('group', { name: 'How to enter the hand' }).getByRole('button', { name })

const lastTrickChoice = (page: Page) =>
  page.getByRole('group', { name: 'Who took the last trick?' })

/** The chips of the player whose count is open ("Tricks of Anna"). */
const chipsOf = (page: Page, name: string) =>
  page.getByRole('group', { name: `Tricks of ${name}`, exact: true })

/**
 * Counted piles: one tap on each player's number (the chips move on by themselves; a player
 * whose count is not open is tapped first), who took the last trick, save.
 */
async function countsEntry(page: Page, tricks: number[], lastTrick: number) {
  await tab(page, 'Counts').click()
  for (const [seat, n] of tricks.entries()) {
    const name = PLAYERS[seat] ?? ''
    if ((await chipsOf(page, name).count()) === 0) {
      await page.getByRole('button', { name: new RegExp(`^Tricks of ${name}: \\d$`) }).click()
    }
    await chipsOf(page, name)
      .getByRole('radio', { name: String(n), exact: true })
      .click()
    await page.getByRole('button', { name: `Tricks of ${name}: ${n}` }).waitFor()
  }
  const sum = tricks.reduce((a, b) => a + b, 0)
  await page.getByText(`Together: ${sum} of 8`).waitFor()
  await page.getByRole('radio', { name: `${PLAYERS[lastTrick]} took the last trick` }).check()
  await page.getByRole('button', { name: 'Save hand' }).click()
}

async function enter(page: Page, entry: Entry) {
  if (entry.mode === 'tricks') {
    await tab(page, 'Tricks').click()
    await page.getByRole('group', { name: trickQuestion(1) }).waitFor()
    await tapTricks(
      page,
      entry.winners.slice(0, 7).map((s) => PLAYERS[s] ?? ''),
    )
    // The 8th trick costs a counter, and the page says so before it is played.
    await page
      .getByText('The next trick is the last one: whoever takes it pays 1 counter.')
      .waitFor()
    await tapTricks(
      page,
      entry.winners.slice(7).map((s) => PLAYERS[s] ?? ''),
    )
  } else if (entry.mode === 'quick') {
    await tab(page, 'Last trick').click()
    await lastTrickChoice(page)
      .getByRole('radio', { name: PLAYERS[entry.lastTrick] ?? '' })
      .check()
    if (entry.sweep) await page.getByRole('checkbox', { name: /sweep/ }).check()
    await page.getByRole('button', { name: 'Save hand' }).click()
  } else {
    await countsEntry(page, entry.tricks, entry.lastTrick)
  }
}

const status = (page: Page) => page.locator('.ls-status').textContent()

/** The last row of the hands table: the counters, the pot, and the marked seat. */
function lastRow(page: Page) {
  return page.evaluate(() => {
    const rows = [...document.querySelectorAll('.ls-hands tbody tr')]
    const row = rows.at(-1)
    const cells = [...(row?.querySelectorAll('td') ?? [])]
    const marked = cells.findIndex((td) => td.classList.contains('ls-last'))
    return {
      hand: Number.parseInt(row?.querySelector('th')?.textContent ?? '', 10),
      numbers: cells.map((td) => Number.parseInt(td.textContent ?? '', 10)),
      marked,
      mark: cells[marked]?.querySelector('.visually-hidden')?.textContent,
    }
  })
}

async function expectHand(page: Page, done: Expected, entry: Entry, after: Expected) {
  const { lastTrick, sweep } = result(entry)
  await expectTable(page, { counters: after.counters, pot: after.pot })
  expect(await lastRow(page)).toEqual({
    hand: done.hand,
    numbers: [...after.counters, after.pot],
    marked: lastTrick,
    mark: sweep ? 'sweep' : 'took the last trick',
  })
  if (after.over) return
  expect(await status(page)).toBe(`Hand ${after.hand} · ${PLAYERS[after.dealer]} deals`)
  await page.getByText(outcome(done, after, lastTrick, sweep), { exact: true }).waitFor()
  // The player left of the dealer leads the first trick.
  const leads = page.locator('.ls-player').filter({ has: page.getByText('leads', { exact: true }) })
  expect(await leads.locator('.ls-name').textContent()).toMatch(
    new RegExp(`^${PLAYERS[(after.dealer + 1) % PLAYERS.length]}`),
  )
}

// Ten hands from Ben's first deal: every entry mode several times, sweeps with a full pot
// (hand 6) and with a short one (hands 2 and 7), and Anna paying out to 0 in hand 10.
const HANDS: Entry[] = [
  { mode: 'tricks', winners: [0, 1, 2, 3, 0, 1, 2, 0] },
  { mode: 'quick', lastTrick: 1, sweep: true },
  { mode: 'counts', tricks: [2, 2, 2, 2], lastTrick: 2 },
  { mode: 'tricks', winners: [3, 3, 0, 1, 2, 3, 0, 3] },
  { mode: 'quick', lastTrick: 0, sweep: false },
  { mode: 'counts', tricks: [0, 0, 8, 0], lastTrick: 2 },
  { mode: 'tricks', winners: [3, 3, 3, 3, 3, 3, 3, 3] },
  { mode: 'quick', lastTrick: 0, sweep: false },
  { mode: 'counts', tricks: [3, 1, 3, 1], lastTrick: 0 },
  { mode: 'tricks', winners: [1, 2, 3, 0, 1, 2, 3, 0] },
]

describe('playing Letzter Stich', () => {
  it('plays a 4-player match to its winners, mixing all three entry modes', async () => {
    const { page } = await env.open()
    await createMatch(page, { players: PLAYERS, dealer: 1 })

    let state = start(1)
    await expectTable(page, { counters: state.counters, pot: state.pot })
    expect(await status(page)).toBe('Hand 1 · Ben deals')

    let sweeps = 0
    let shortPots = 0
    for (const entry of HANDS) {
      expect(state.over).toBe(false)
      const { lastTrick, sweep } = result(entry)
      const after = settle(state, lastTrick, sweep)
      if (sweep) sweeps++
      if (sweep && state.pot < 2) shortPots++
      await enter(page, entry)
      await expectHand(page, state, entry, after)
      state = after
    }
    expect({ over: state.over, sweeps, shortPots }).toEqual({ over: true, sweeps: 3, shortPots: 2 })

    const best = winners(state.counters)
    expect(best).toEqual(['Ben', 'Cora'])
    await page.getByRole('heading', { name: 'Match over' }).waitFor()
    await page.getByText(`${best.join(' & ')} share the win!`, { exact: true }).waitFor()
    const badged = page
      .locator('.ls-player')
      .filter({ has: page.getByText('wins', { exact: true }) })
    expect(await badged.locator('.ls-name').allTextContents()).toEqual(best.map((n) => `${n}wins`))
    expect(await tab(page, 'Tricks').count()).toBe(0)
    // The hands table marks them too: their column heads and their final counters.
    expect(await page.locator('.ls-hands th.winner').allTextContents()).toEqual(
      best.map((n) => `★ ${n} (winner)`),
    )
    expect(await page.locator('.ls-hands tbody tr').last().locator('td.winner').count()).toBe(2)

    // Finished: listed as won in Past matches, and no longer offered to continue.
    await page.getByRole('link', { name: 'Back to the start' }).click()
    await page.getByRole('link', { name: 'Past matches' }).waitFor()
    expect(await page.getByRole('link', { name: /Continue match/ }).count()).toBe(0)
    await page.getByRole('link', { name: 'Past matches' }).click()
    const card = page.getByRole('listitem').filter({ hasText: PLAYERS.join(', ') })
    await card.waitFor()
    expect(await card.textContent()).toContain('won by Ben, Cora')
    expect(await card.textContent()).not.toContain('in progress')
  })

  it('names a single winner', async () => {
    const { page } = await env.open()
    await createMatch(page, { players: ['Anna', 'Ben', 'Cora'], dealer: 2 })
    await tab(page, 'Last trick').click()
    let counters = [5, 5, 5]
    // Anna pays 4 times, Ben once; Ben then sweeps and takes 2 of the 5; Anna pays her last.
    for (const [seat, sweep] of [
      [0, false],
      [0, false],
      [1, false],
      [0, false],
      [0, false],
      [1, true],
      [0, false],
    ] as const) {
      const before = counters
      await lastTrickChoice(page)
        .getByRole('radio', { name: PLAYERS[seat] ?? '' })
        .check()
      if (sweep) await page.getByRole('checkbox', { name: /sweep/ }).check()
      await page.getByRole('button', { name: 'Save hand' }).click()
      const pot = 15 - before.reduce((a, b) => a + b, 0)
      counters = before.map((c, i) => (i !== seat ? c : sweep ? c + Math.min(2, pot) : c - 1))
      await expectTable(page, { counters, pot: 15 - counters.reduce((a, b) => a + b, 0) })
    }
    expect(counters).toEqual([0, 6, 5])
    await page.getByText('Ben wins!', { exact: true }).waitFor()
  })

  it('refuses counts that add up to 7, says why, and changes nothing', async () => {
    const { page } = await env.open()
    await createMatch(page)
    await enter(page, { mode: 'quick', lastTrick: 3, sweep: false })
    const before = { counters: [5, 5, 5, 4], pot: 1 }
    await expectTable(page, before)
    const rows = page.locator('.ls-hands tbody tr')
    expect(await rows.count()).toBe(2)

    await countsEntry(page, [3, 2, 1, 1], 0)
    await page
      .getByRole('alert')
      .getByText('The tricks add up to 7, but a hand has 8 tricks.', { exact: true })
      .waitFor()
    await settled(page)
    expect(await readTable(page)).toEqual(before)
    expect(await status(page)).toBe('Hand 2 · Ben deals')
    expect(await rows.count()).toBe(2)
    expect(await page.getByRole('button', { name: 'Redo' }).isDisabled()).toBe(true)

    // Nothing was stored either.
    await page.reload()
    await page.getByRole('region', { name: 'Counters and pot' }).waitFor()
    await expectTable(page, before)
    expect(await status(page)).toBe('Hand 2 · Ben deals')

    // The same hand counted right is taken, and the message goes.
    await countsEntry(page, [3, 2, 2, 1], 0)
    await expectTable(page, { counters: [4, 5, 5, 4], pot: 2 })
    expect(await page.getByRole('alert').count()).toBe(0)
  })

  it('undoes and redoes a trick, a whole hand and a quick entry in one tap each', async () => {
    const { page } = await env.open()
    await createMatch(page)
    const undo = page.getByRole('button', { name: 'Undo' })
    const redo = page.getByRole('button', { name: 'Redo' })
    expect(await undo.isDisabled()).toBe(true)
    expect(await redo.isDisabled()).toBe(true)

    await tapTricks(page, ['Anna', 'Ben'])
    await undo.click()
    await page.getByRole('group', { name: trickQuestion(2) }).waitFor()
    await page
      .locator('.ls-player')
      .filter({ hasText: 'Anna' })
      .getByText(/^1 tricks?$/)
      .waitFor()
    await redo.click()
    await page.getByRole('group', { name: trickQuestion(3) }).waitFor()
    expect(await redo.isDisabled()).toBe(true)

    // The last trick ends the hand; undoing it brings the hand back with the 8th trick open.
    await tapTricks(page, ['Cora', 'Dana', 'Anna', 'Ben', 'Cora', 'Dana'])
    const afterHand = { counters: [5, 5, 5, 4], pot: 1 }
    await expectTable(page, afterHand)
    await undo.click()
    await page.getByRole('group', { name: trickQuestion(8) }).waitFor()
    await expectTable(page, { counters: [5, 5, 5, 5], pot: 0 })
    await redo.click()
    await expectTable(page, afterHand)
    await page.getByRole('group', { name: trickQuestion(1) }).waitFor()

    // A hand entered at once goes and comes back as one entry.
    await enter(page, { mode: 'quick', lastTrick: 1, sweep: false })
    await expectTable(page, { counters: [5, 4, 5, 4], pot: 2 })
    await undo.click()
    await expectTable(page, afterHand)
    expect(await status(page)).toBe('Hand 2 · Ben deals')
    await redo.click()
    await expectTable(page, { counters: [5, 4, 5, 4], pot: 2 })
    expect(await status(page)).toBe('Hand 3 · Cora deals')

    // A new entry after an undo replaces what could have been redone.
    await undo.click()
    await expectTable(page, afterHand)
    await enter(page, { mode: 'quick', lastTrick: 2, sweep: false })
    await expectTable(page, { counters: [5, 5, 4, 4], pot: 2 })
    expect(await redo.isDisabled()).toBe(true)
  })

  it('says why a new match cannot start: 2 players, an empty name, a name twice', async () => {
    const { page } = await env.open()
    await page.goto('/')
    await page.getByRole('link', { name: 'New match' }).click()
    const seat = (n: number) => page.getByRole('combobox', { name: `Player ${n}`, exact: true })
    const startButton = page.getByRole('button', { name: 'Start match' })
    const alert = page.getByRole('alert')
    const refused = async (message: string) => {
      await startButton.click()
      await alert.getByText(message, { exact: true }).waitFor()
      expect(page.url()).toMatch(/#\/new$/)
    }

    await seat(1).fill('Anna')
    await seat(2).fill('Ben')
    await refused('Player 3 has no name yet.')
    // Changing a name clears the message.
    await seat(3).fill('C')
    expect(await alert.count()).toBe(0)

    await page.getByRole('button', { name: 'Remove player 3' }).click()
    await refused('This game needs 3 to 4 players, not 2.')

    await page.getByRole('button', { name: 'Add player' }).click()
    await seat(3).fill('  anna ')
    await refused('“anna” is at the table twice. Give each player a different name.')

    await page.getByRole('button', { name: 'Add player' }).click()
    await seat(4).fill('Dana')
    expect(await page.getByRole('button', { name: 'Add player' }).isDisabled()).toBe(true)
    await refused('“anna” is at the table twice. Give each player a different name.')

    await seat(3).fill('Cora')
    await startButton.click()
    await page.getByRole('region', { name: 'Counters and pot' }).waitFor()
    await expectTable(page, { counters: [5, 5, 5, 5], pot: 0 })
  })

  it('keeps a half-entered hand through a reload, and an undo puts it back to change', async () => {
    const { page } = await env.open()
    await createMatch(page)
    const dock = page.locator('.dock .saved')

    // Last trick: Cora, a sweep; not saved yet. The draft is in IndexedDB, the page reloads.
    await tab(page, 'Last trick').click()
    await lastTrickChoice(page).getByRole('radio', { name: 'Cora' }).check()
    await page.getByRole('checkbox', { name: /sweep/ }).check()
    await drafted(page, 'quick', { lastTrick: 2, sweep: true })
    await reload(page)
    expect(await pressed(page)).toBe('Last trick')
    expect(await lastTrickChoice(page).getByRole('radio', { name: 'Cora' }).isChecked()).toBe(true)
    expect(await page.getByRole('checkbox', { name: /sweep/ }).isChecked()).toBe(true)

    // Counts: Anna 3 and Ben 2 (one tap each), Anna took the last trick; reload.
    await tab(page, 'Counts').click()
    await chipsOf(page, 'Anna').getByRole('radio', { name: '3', exact: true }).click()
    await chipsOf(page, 'Ben').getByRole('radio', { name: '2', exact: true }).click()
    await page.getByRole('radio', { name: 'Anna took the last trick' }).check()
    await drafted(page, 'counts', { tricksWon: [3, 2, 0, 0], lastTrick: 0, at: 2 })
    await reload(page)
    expect(await pressed(page)).toBe('Counts')
    await page.getByRole('button', { name: 'Tricks of Anna: 3' }).waitFor()
    await page.getByRole('button', { name: 'Tricks of Ben: 2' }).waitFor()
    expect(await page.getByRole('radio', { name: 'Anna took the last trick' }).isChecked()).toBe(
      true,
    )
    // The chips carry on with Cora, where they were.
    await chipsOf(page, 'Cora').getByRole('radio', { name: '2', exact: true }).click()
    await chipsOf(page, 'Dana').getByRole('radio', { name: '1', exact: true }).click()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Save hand' }).click()
    await expectTable(page, { counters: [4, 5, 5, 5], pot: 1 })
    await dock.getByText('✓ Entry 1 saved').waitFor()

    // Undo says what it took back and puts the counts back on their tab, through a reload too.
    await page.getByRole('button', { name: 'Undo' }).click()
    await dock.getByText('Undone: hand 1, last trick: Anna', { exact: true }).waitFor()
    await expectTable(page, { counters: [5, 5, 5, 5], pot: 0 })
    await drafted(page, 'counts', { tricksWon: [3, 2, 2, 1], lastTrick: 0, at: null })
    await reload(page)
    expect(await pressed(page)).toBe('Counts')
    expect(await page.locator('.ls-count').allTextContents()).toEqual(['3', '2', '2', '1'])
    expect(await page.getByRole('radio', { name: 'Anna took the last trick' }).isChecked()).toBe(
      true,
    )
    // One number changed (Ben 1, Cora then Dana follow on the chips: Cora stays 2, Dana 2).
    await page.getByRole('button', { name: 'Tricks of Ben: 2' }).click()
    await chipsOf(page, 'Ben').getByRole('radio', { name: '1', exact: true }).click()
    await page.getByRole('button', { name: 'Tricks of Dana: 1' }).click()
    await chipsOf(page, 'Dana').getByRole('radio', { name: '2', exact: true }).click()
    await page.getByRole('button', { name: 'Save hand' }).click()
    await expectTable(page, { counters: [4, 5, 5, 5], pot: 1 })
    expect(await lastRow(page)).toMatchObject({ numbers: [4, 5, 5, 5, 1] })
    expect(await page.getByRole('button', { name: 'Redo' }).isDisabled()).toBe(true)
    // The next hand starts empty.
    expect(await page.locator('.ls-count').allTextContents()).toEqual(['0', '0', '0', '0'])
  })

  it('says what undo and redo did: a trick by number and winner, a hand by its last trick', async () => {
    const { page } = await env.open()
    await createMatch(page)
    const dock = page.locator('.dock .saved')
    await tab(page, 'Tricks').click()
    await tapTricks(page, ['Anna', 'Ben'])
    await page.getByRole('button', { name: 'Undo' }).click()
    await dock.getByText('Undone: trick 2, Ben', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Redo' }).click()
    await dock.getByText('Redone: trick 2, Ben', { exact: true }).waitFor()
    // A trick by its winner has nothing to enter again: the buttons ask for it once more.
    await page.getByRole('button', { name: 'Undo' }).click()
    await page.getByRole('group', { name: trickQuestion(2) }).waitFor()
    await page.getByRole('button', { name: 'Undo' }).click()
    await dock.getByText('Undone: trick 1, Anna', { exact: true }).waitFor()

    await enter(page, { mode: 'quick', lastTrick: 2, sweep: false })
    await expectTable(page, { counters: [5, 5, 4, 5], pot: 1 })
    await tab(page, 'Tricks').click()
    await page.getByRole('button', { name: 'Undo' }).click()
    await dock.getByText('Undone: hand 1, last trick: Cora', { exact: true }).waitFor()
    // Back on its own tab, Cora picked, one tap from saving it again.
    expect(await pressed(page)).toBe('Last trick')
    expect(await lastTrickChoice(page).getByRole('radio', { name: 'Cora' }).isChecked()).toBe(true)
    await page.getByRole('button', { name: 'Save hand' }).click()
    await expectTable(page, { counters: [5, 5, 4, 5], pot: 1 })
  })

  it('keeps a correction through a reload and says beside its button why it is refused', async () => {
    const { page } = await env.open()
    await createMatch(page, { players: ['Anna', 'Ben', 'Cora'], dealer: 0 })
    // Anna pays in hands 1-3 and 5, Ben in 4 and 6: Anna is left with 1 counter.
    for (const [i, seat] of [0, 0, 0, 1, 0, 1].entries()) {
      await enter(page, { mode: 'quick', lastTrick: seat, sweep: false })
      await page
        .locator('.dock .saved')
        .getByText(`✓ Entry ${i + 1} saved`)
        .waitFor()
    }
    const before = { counters: [1, 3, 5], pot: 6 }
    await expectTable(page, before)

    // Hand 4 was Anna's after all: then she is out after hand 5, and hand 6 cannot follow.
    await page.getByRole('button', { name: 'Correct hand 4' }).click()
    const fix = page.getByRole('region', { name: 'Correct hand 4' })
    await fix.getByRole('radio', { name: 'Anna' }).check()
    await drafted(page, 'fix', {
      hand: 3,
      mode: 'quick',
      quick: { lastTrick: 0, sweep: false },
      counts: { tricksWon: [0, 0, 0], lastTrick: 1, at: null },
    })
    // The correction is the whole screen until it is saved or cancelled, after a reload too.
    await page.reload()
    await fix.waitFor()
    await settled(page)
    expect(await fix.getByRole('radio', { name: 'Anna' }).isChecked()).toBe(true)

    const save = fix.getByRole('button', { name: 'Save hand' })
    await save.click()
    const alert = fix.getByRole('alert')
    await alert
      .getByText(
        'This correction does not fit the hands entered after it: ' +
          'The match is over. Start a new match to play on.',
        { exact: true },
      )
      .waitFor()
    // Right under the button that was tapped, on the screen with it.
    const [button, said] = await Promise.all([save.boundingBox(), alert.boundingBox()])
    expect(said && button && said.y - (button.y + button.height)).toBeLessThan(24)
    expect(await axeViolations(page)).toEqual([])
    await fix.getByRole('button', { name: 'Cancel' }).click()
    await expectTable(page, before)
    expect(await page.locator('.ls-hands tbody tr').count()).toBe(7)
  })
})

/** The entry tab shown as chosen. */
const pressed = (page: Page) =>
  page
    .getByRole('group', { name: 'How to enter the hand' })
    .locator('[aria-pressed="true"]')
    .textContent()

/** A reload, once the match page is back. */
async function reload(page: Page) {
  await page.reload()
  await page.getByRole('region', { name: 'Counters and pot' }).waitFor()
  await settled(page)
}
