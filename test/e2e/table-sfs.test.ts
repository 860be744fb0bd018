// Stich für Stich at a table of three phones (#16), as the players use it: each phone its own
// context inside the test's own network namespace (phones.ts). The host's phone (Anna) starts the
// match and invites two guests by their codes; Ben, the first confidant, sits at a guest's phone,
// so every private message between the other phones and his goes through the host's phone, which
// passes it on unread. Ben enters the secret on his own phone only; each sleuth searches on their
// own phone (one solves, one does not) and only that phone hears the answer; a trick entered by
// its cards on Cora's phone is judged on Ben's, and the table learns only the winner. The secret,
// the guesses and the cards are nowhere on the host's phone (page, storage, data channels), and
// the secret nowhere on Cora's; Ben's phone keeps it, and still knows it after a reload.
// The tests build on each other, in order: one table for the file.
// STICHBLOCK_TABLE_SHOTS=<dir> saves a screenshot of each screen on the way (360×740).
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { format } from '../../src/core/reason'
import type { Suspect, Weapon } from '../../src/games/stich-fuer-stich/rules'
import { sfsUiStrings } from '../../src/games/stich-fuer-stich/ui/strings'
import {
  SFS_ANSWERS as ANSWERS,
  matchId as idOf,
  saved,
  sfsPad,
  sfsPickCard,
  sfsSearchHere,
  suspectName,
  sfsTiles as tiles,
  weaponName,
  secretWords as wordsOf,
} from './games'
import { settled } from './harness'
import {
  comparePrompt,
  inviteAll,
  nowhereOn,
  type Phone,
  sameCode,
  storedEvents as storedEventsOf,
  storedValue,
  tableAgrees,
  takeSeats,
  useTable,
} from './phones'

const PLAYERS = ['Anna', 'Ben', 'Cora']
const [ANNA, BEN, CORA] = PLAYERS as [string, string, string]
/** Ben last had a knife in hand: the first confidant; Cora, on his left, leads the first trick. */
const CONFIDANT = 1

/** Ben's secret; Cora guesses it. */
const SECRET: [Suspect, Weapon] = ['gardener', 'spade']
/** Anna's wrong guess. */
const WRONG: [Suspect, Weapon] = ['mechanic', 'pillow']
/** Trick 2, from its leader Anna: by the numbers Anna's 13 would take it; Ben's phantom does. */
const TRICK_2 = {
  leader: 0,
  cards: [['hairdresser', 'knife', 13], 'phantom', ['influencer', 'revolver', 12]] as (
    | [Suspect, Weapon, number]
    | 'phantom'
  )[],
  winner: 1,
}

// The game's words as the app has them (they are still being worded).
const SFS = sfsUiStrings.en
const SECRET_ON_OWN_PHONE = format(SFS['sfs.ui.secretOnOwnPhone'], { name: BEN })
const SEARCH_HERE = SFS['sfs.ui.searchHere']
const searchingOnPhones = (names: string) => format(SFS['sfs.ui.searchingOnPhones'], { names })

let matchId = ''
const at = useTable(3, 'sfs-')
/** The host's phone (Anna's), Ben's (the confidant's) and Cora's. */
const phones = () => at.phones() as [Phone, Phone, Phone]
const shot = at.shot

// What each phone stored and sent ------------------------------------------------------------

/** The shared log as a phone stored it. */
const storedEvents = (phone: Phone) => storedEventsOf(phone, matchId)

/** Every phone shows `n` entries saved, and stores the same log; that log. */
const allAgree = (n: number) => tableAgrees(phones(), matchId, n)

type Private = { t: 'private'; from: number; to: number; iv: string; data: string }

/** The sealed private messages a phone sent or received. */
async function privates(phone: Phone, way: 'sent' | 'received'): Promise<Private[]> {
  return (await phone.traffic())
    .filter((m) => m.way === way && m.text.includes('"t":"private"'))
    .map((m) => JSON.parse(m.text) as Private)
}

// The steps at the table ---------------------------------------------------------------------

/** New match → Stich für Stich → the players → Ben marked as the first confidant → start. */
async function newSfsMatch(page: Page): Promise<string> {
  await page.getByRole('link', { name: 'New match' }).click()
  await page.getByRole('heading', { level: 1, name: 'New match' }).waitFor()
  await settled(page)
  await page.getByRole('radio', { name: /^Stich für Stich/ }).check()
  for (const [seat, name] of PLAYERS.entries()) {
    await page.getByRole('combobox', { name: `Player ${seat + 1}`, exact: true }).fill(name)
  }
  await page.getByText('Mark the first confidant (who last had a knife in hand).').waitFor()
  await page.getByRole('radio', { name: 'confidant', exact: true }).nth(CONFIDANT).check()
  await page.getByRole('button', { name: 'Start match' }).click()
  await page.waitForURL(/#\/match\/[^/]+$/)
  await settled(page)
  return idOf(page)
}

/** Trick `n`'s question by its winner: Ben's own phone asks him as the one who judged it (#25). */
const whoWon = (page: Page, n: number) =>
  page.getByRole('region', {
    name:
      page === phones()[CONFIDANT].page
        ? `Who won trick ${n}, as you judged it?`
        : `Who won trick ${n}? (as ${BEN} says)`,
  })

const group = (within: Page | Locator, name: string) =>
  within.getByRole('group', { name, exact: true })

/** The running case's tricks as a phone lists them: number and winner. */
const trickList = (page: Page) =>
  page
    .locator('.sfs-trick-list li')
    .evaluateAll((items) =>
      items.map((li) => [
        li.querySelector('.sfs-trick-no')?.textContent,
        li.querySelector('.sfs-trick-winner')?.textContent,
      ]),
    )

/** The pad's totals as shown. */
const padTotals = (page: Page) =>
  page
    .locator('section.sfs-pad tfoot td')
    .evaluateAll((cells) => cells.map((td) => Number(td.textContent)))

/** A phone that is not the one searching shows no answer: neither its dialog nor its line. */
async function noAnswerOn(page: Page): Promise<void> {
  expect(await page.getByRole('dialog', { name: ANSWERS }).count()).toBe(0)
  expect(
    await page.getByText(/^(You get \d+ investigation points?\.|Keep looking\.)$/).count(),
  ).toBe(0)
}

/**
 * From now on the page notes every answer dialog it ever shows ("Case solved", "False
 * suspicion"), however briefly: a phone that is not the searching one must never show one.
 */
async function noteAnswers(page: Page): Promise<void> {
  await page.evaluate((answers) => {
    const seen: string[] = []
    Object.assign(window, { answersSeen: seen })
    const look = () => {
      for (const dialog of document.querySelectorAll('[role="dialog"]')) {
        const by = dialog.getAttribute('aria-labelledby')
        const title = (by && document.getElementById(by)?.textContent) || ''
        if (new RegExp(answers).test(title)) seen.push(title)
      }
    }
    new MutationObserver(look).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    })
  }, ANSWERS.source)
}

/** The answer dialogs the page showed since noteAnswers, each once. */
const answersSeen = (page: Page) =>
  page.evaluate(() => [...new Set((window as unknown as { answersSeen: string[] }).answersSeen)])

/**
 * A sleuth's own search on their own phone (games.ts), with a screenshot of the guess and the
 * answer (`shots`); its first question to Ben's phone compares their safety codes first, both
 * players tap "Same" (a screenshot of each phone's). Resolves with the answer's title and line.
 */
const search = (
  phone: Phone,
  name: string,
  guess: [Suspect, Weapon],
  during: () => Promise<void>,
  shots: { guess: string; answer: string; compare: string },
) =>
  sfsSearchHere(phone.page, name, guess, {
    compare: async () => {
      await shot(phone.page, shots.compare, (page) => comparePrompt(page).waitFor())
      await shot(phones()[1].page, `${shots.compare}-confidant`, (page) =>
        comparePrompt(page).waitFor(),
      )
      await sameCode({ page: phone.page, name }, { page: phones()[1].page, name: BEN })
    },
    during,
    look: (step) => shot(phone.page, shots[step]),
  })

describe('Stich für Stich at a table of three phones', () => {
  it('joins two guests to the host’s new match by their codes', async () => {
    const [host, ben, cora] = phones()
    matchId = await newSfsMatch(host.page)

    // Two guests join by the host's codes; each invitation has a code of its own.
    const codes = await inviteAll(host.page, [ben.page, cora.page], matchId)
    expect(new Set(codes).size).toBe(2)
    // Each guest has the match stored: its players, Ben the first confidant, nothing entered yet.
    const setup = async (phone: Phone) =>
      ((await storedValue(phone, `match:${matchId}`)) as { setup?: unknown } | undefined)?.setup
    const hosts = await setup(host)
    expect(hosts).toMatchObject({ game: 'stich-fuer-stich', players: PLAYERS })
    for (const phone of [ben, cora]) {
      await expect.poll(() => setup(phone)).toEqual(hosts)
      expect(await storedEvents(phone)).toEqual([])
    }
  })

  it('seats a phone for each player; the confidant’s phone alone asks for the secret', async () => {
    const [host, ben, cora] = phones()
    // Each phone takes its player's seat; every phone marks the other two as at a phone.
    await takeSeats(phones(), PLAYERS)

    // Only Ben's phone asks for the secret; the others say where it is entered.
    for (const { page } of [host, cora]) {
      await page.getByRole('status').filter({ hasText: SECRET_ON_OWN_PHONE }).waitFor()
      expect(await page.getByRole('button', { name: /: choose them on the phone$/ }).count()).toBe(
        0,
      )
      expect(await page.getByRole('button', { name: 'Keep them on paper tiles' }).count()).toBe(0)
    }
    await shot(cora.page, 'secret-elsewhere')
    // On Ben's own phone it speaks to Ben, and nothing is handed over (#25).
    const choose = ben.page.getByRole('button', { name: 'Choose them on this phone' })
    await choose.waitFor()
    expect(await ben.page.getByText(SECRET_ON_OWN_PHONE).count()).toBe(0)
    await shot(ben.page, 'secret-confidant')

    // Ben draws on his own phone: no gate, the tiles, hide, and the match again.
    await choose.click()
    const title = 'Case 1: draw the culprit and the weapon'
    await tiles(ben.page, title, SECRET)
    await ben.page
      .getByRole('dialog', { name: title, exact: true })
      .getByRole('button', { name: 'Hide the secret' })
      .click()
    await ben.page.getByRole('dialog').waitFor({ state: 'detached' })
    expect(await ben.page.getByText(`Hand the phone to ${BEN}.`).count()).toBe(0)

    // The table holds a hidden secret; every phone moves on to trick 1, led by Cora.
    expect(await allAgree(1)).toEqual([{ t: 'secret', hidden: true }])
    for (const { page } of phones()) {
      await whoWon(page, 1).waitFor()
      await page.getByRole('region', { name: 'Who does what' }).getByText(`${CORA} leads`).waitFor()
      expect(await page.getByText(SECRET_ON_OWN_PHONE).count()).toBe(0)
    }
    // Ben's phone knows it (its look at the secret is offered); the others do not.
    await ben.page.getByRole('button', { name: `${BEN}: show the secret` }).waitFor()
    for (const phone of [host, cora]) {
      expect(
        await phone.page.getByRole('button', { name: `${BEN}: show the secret` }).count(),
      ).toBe(0)
      await nowhereOn(phone, wordsOf(SECRET), 'the secret')
    }
  })

  it('lets each sleuth search on their own phone, and answers that phone alone', async () => {
    const [host, ben, cora] = phones()
    for (const { page } of phones()) await noteAnswers(page)
    // Trick 1 by its winner, from the host's phone.
    await group(host.page, 'How to enter the trick')
      .getByRole('button', { name: 'Winner', exact: true })
      .click()
    await host.page
      .getByRole('region', { name: `Who won trick 1? (as ${BEN} says)` })
      .getByRole('button', { name: ANNA, exact: true })
      .click()
    await allAgree(2)

    // Each sleuth's phone offers its own search and names the other; Ben's names both.
    for (const [{ page }, other] of [
      [host, CORA],
      [cora, ANNA],
    ] as const) {
      const region = page.getByRole('region', { name: 'Search after trick 1' })
      await region.getByRole('button', { name: SEARCH_HERE }).waitFor()
      await region.getByText(searchingOnPhones(other)).waitFor()
    }
    const onBens = ben.page.getByRole('region', { name: 'Search after trick 1' })
    // In turn from the confidant's left: Cora, then Anna.
    await onBens.getByText(searchingOnPhones(`${CORA}, ${ANNA}`)).waitFor()
    expect(await ben.page.getByRole('button', { name: SEARCH_HERE }).count()).toBe(0)
    await shot(cora.page, 'search-button')

    // Cora (a guest: her question goes through the host's phone to Ben's) solves it.
    const coraSaid = await search(
      cora,
      CORA,
      SECRET,
      async () => {
        // Ben's phone recorded it for the table; only Cora's phone shows the answer.
        await allAgree(3)
        for (const { page } of [host, ben]) await noAnswerOn(page)
        await shot(host.page, 'search-host')
        await shot(ben.page, 'search-confidant')
      },
      { guess: 'guess', answer: 'answer-solved', compare: 'compare' },
    )
    expect(coraSaid).toBe('Case solved: You get 7 investigation points.')
    // Cora has solved: she searches no more; the others' screens say she solved.
    for (const { page } of phones()) {
      await page.getByText(`Solved: ${CORA}`).waitFor()
    }
    expect(await cora.page.getByRole('button', { name: SEARCH_HERE }).count()).toBe(0)

    // Anna, on the host's phone, does not.
    const annaSaid = await search(
      host,
      ANNA,
      WRONG,
      async () => {
        await allAgree(4)
        for (const { page } of [ben, cora]) await noAnswerOn(page)
      },
      { guess: 'guess-host', answer: 'answer-false', compare: 'compare-host' },
    )
    expect(annaSaid).toBe('False suspicion: Keep looking.')

    // The table got whether each solved, nothing of what they guessed; the pad agrees everywhere.
    expect(await storedEvents(host)).toEqual([
      { t: 'secret', hidden: true },
      { t: 'trick', winner: 0 },
      { t: 'guess', seat: 2, solved: true },
      { t: 'guess', seat: 0, solved: false },
    ])
    // Each answer showed on the searching phone only, and never on any other.
    expect(await answersSeen(cora.page)).toEqual(['Case solved'])
    expect(await answersSeen(host.page)).toEqual(['False suspicion'])
    expect(await answersSeen(ben.page)).toEqual([])
    for (const { page } of phones()) {
      await whoWon(page, 2).waitFor()
      await noAnswerOn(page)
      expect(await sfsPad(page)).toEqual([['· + 1', '★ · + 0', '7 + 0']])
      expect(await padTotals(page)).toEqual([1, 0, 7])
    }
  })

  it('judges a trick entered by its cards on a sleuth’s phone on the confidant’s', async () => {
    const [host, ben, cora] = phones()
    const { page } = cora
    await group(page, 'How to enter the trick')
      .getByRole('button', { name: 'Cards', exact: true })
      .click()
    for (const [i, card] of TRICK_2.cards.entries()) {
      const name = PLAYERS[(TRICK_2.leader + i) % PLAYERS.length]
      await sfsPickCard((what) => group(page, `Card of ${name}: ${what}`), card)
    }
    const judge = page.getByRole('button', {
      name: format(SFS['sfs.ui.judgeThere'], { name: BEN }),
    })
    await judge.waitFor()
    await shot(page, 'cards-judge')
    await judge.click()
    // Cora's and Ben's phones compared their codes at her search: no comparison again.

    // Ben's phone judged it: every phone lists trick 2 as Ben's; the table has the winner only.
    const log = await allAgree(5)
    expect(log.at(-1)).toEqual({ t: 'trick', winner: TRICK_2.winner })
    for (const { page } of phones()) {
      await expect
        .poll(() => trickList(page))
        .toEqual([
          ['Trick 1', ANNA],
          ['Trick 2', BEN],
        ])
      await page.getByRole('region', { name: 'Search after trick 2' }).waitFor()
    }
    // Ben's phone kept the cards: it shows the phantom that took the trick, and may say why.
    await ben.page.locator('.sfs-trick-list li').nth(1).locator('.sfs-card.phantom').waitFor()
    await ben.page.getByRole('button', { name: `${BEN}: why did this card win?` }).waitFor()
    for (const { page } of [host, cora]) {
      expect(await page.locator('.sfs-trick-list .sfs-card').count()).toBe(0)
    }
    // Only Anna still searches: on the host's phone.
    await host.page.getByRole('button', { name: SEARCH_HERE }).waitFor()
    for (const { page } of [ben, cora]) {
      await page.getByText(searchingOnPhones(ANNA)).waitFor()
    }
    await shot(ben.page, 'confidant')
  })

  it('keeps the secret, the guesses and the cards off every phone but the confidant’s', async () => {
    const [host, ben, cora] = phones()
    // Nowhere on the host's phone, which passed every question on: neither the secret, nor
    // either guess, nor the cards of trick 2.
    await nowhereOn(host, wordsOf(SECRET), 'the secret')
    await nowhereOn(host, wordsOf(WRONG), 'Anna’s guess')
    await nowhereOn(host, ['hairdresser', 'influencer', 'phantom', '"played"'], 'the cards')
    // Nor on Cora's, which guessed it and sent the cards, both sealed.
    await nowhereOn(cora, wordsOf(SECRET), 'the secret')
    await nowhereOn(cora, wordsOf(WRONG), 'Anna’s guess')
    // Her cards went to Ben's phone sealed; nothing of them stays in her draft.
    await nowhereOn(cora, ['hairdresser', 'influencer', 'phantom', '"played"'], 'the cards')
    // Ben's phone checked the guesses and keeps none of them.
    await nowhereOn(ben, wordsOf(WRONG), 'Anna’s guess')
    // And still no answer ever showed on a phone but the one that asked.
    for (const phone of phones()) {
      expect(await answersSeen(phone.page)).toHaveLength(phone === ben ? 0 : 1)
    }

    // The questions went through the host's phone sealed, and on as they came.
    const relayed = await privates(host, 'received')
    const fromCora = relayed.filter((m) => m.from === 2 && m.to === 1)
    expect(fromCora).toHaveLength(2) // her guess, her cards
    const passedOn = await privates(host, 'sent')
    for (const m of fromCora) expect(passedOn).toContainEqual(m)
    expect(relayed.filter((m) => m.from === 1 && m.to === 2)).toHaveLength(2)
    expect(await privates(ben, 'received')).toEqual(passedOn.filter((m) => m.to === 1))

    // Ben's phone does have the secret and the cards, kept beside the table's log.
    const kept = JSON.stringify(await storedValue(ben, `kept:${matchId}`))
    for (const word of SECRET) expect(kept).toContain(`"${word}"`)
    expect(kept).toContain('"played"')
    expect(await storedEvents(ben)).toEqual(await storedEvents(host))

    // And after a reload it still knows it: its look at the secret says it.
    await ben.page.reload()
    await saved(ben.page, 5)
    // On his own phone, with no gate.
    await ben.page.getByRole('button', { name: `${BEN}: show the secret` }).click()
    const shown = ben.page.getByRole('dialog', { name: BEN, exact: true })
    await expect
      .poll(() => shown.locator('.secret-shown').textContent())
      .toBe(
        `The culprit is the ${suspectName(SECRET[0])}, the weapon the ${weaponName(SECRET[1])}.`,
      )
    await shot(ben.page, 'confidant-reloaded')
    await shown.getByRole('button', { name: 'Hide' }).click()
    await shown.waitFor({ state: 'detached' })
  })
})
