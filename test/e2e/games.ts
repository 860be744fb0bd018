// A few entries of each game through the UI, for the tests that care that entries survive (a
// killed browser, no network, an update) rather than about the rules. Each step waits until the
// dock says its entry is saved.
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { format } from '../../src/core/reason'
import type { Suspect, Weapon } from '../../src/games/stich-fuer-stich/rules'
import { sfsStrings } from '../../src/games/stich-fuer-stich/strings'
import { sfsUiStrings } from '../../src/games/stich-fuer-stich/ui/strings'
import { sitUiStrings } from '../../src/games/stiche-im-team/ui/strings'
import { fillNewMatch, PLAYERS, settled } from './harness'
import type { Phone } from './phones'

/**
 * The dock says "✓ Entry n saved" once the nth entry is committed; at a table, after another
 * phone's change, it says that phone's change instead (with the count in `data-entries`).
 */
export const saved = (page: Page, n: number) =>
  page
    .locator('.dock .saved', { hasText: new RegExp(`^✓ Entry ${n} saved$`) })
    .or(page.locator(`.dock .saved[data-entries="${n}"]`, { hasText: ELSEWHERE }))
    .waitFor()

/** The dock saying another phone's change ("Carla's phone: trick 5, Dan", "Another phone undid…"). */
const ELSEWHERE = /^(.+’s phone|Another phone)\b/

/** The match id from the page's address. */
export const matchId = (page: Page) =>
  decodeURIComponent(new URL(page.url()).hash.replace('#/match/', ''))

/**
 * New match from the home screen: `game` picked, names in seat order (`players`, four unless
 * told), the game's `options` checked by name, seat 0 marked, Start.
 */
export async function newMatch(
  page: Page,
  game: RegExp,
  mark: 'deals' | 'confidant',
  { players = PLAYERS, options = [] }: { players?: readonly string[]; options?: string[] } = {},
) {
  await fillNewMatch(page, game, players)
  for (const name of options) {
    await page.getByRole('group', { name: 'Options' }).getByRole('checkbox', { name }).check()
  }
  await page.getByRole('radio', { name: mark, exact: true }).nth(0).check()
  await page.getByRole('button', { name: 'Start match' }).click()
  await page.waitForURL(/#\/match\/[^/]+$/)
  await settled(page)
  return matchId(page)
}

const group = (within: Page | Locator, name: string) =>
  within.getByRole('group', { name, exact: true })

// Letzter Stich -------------------------------------------------------------------------------

export const lsStart = (page: Page) => newMatch(page, /^Letzter Stich/, 'deals')

/** A whole hand on the 'Last trick' entry: `name` took the last trick and pays. */
export async function lsLastTrick(page: Page, name: string, entry: number) {
  await group(page, 'How to enter the hand').getByRole('button', { name: 'Last trick' }).click()
  await group(page, 'Who took the last trick?').getByRole('radio', { name }).check()
  await page.getByRole('button', { name: 'Save hand' }).click()
  await saved(page, entry)
}

// Stich für Stich (seat 0, Anna, is the first confidant; Ben leads) ---------------------------

export const sfsStart = (page: Page) => newMatch(page, /^Stich für Stich/, 'confidant')

/** The pass-the-phone gate for `name`, then shown. */
async function gate(page: Page, name: string) {
  await page
    .getByRole('dialog', { name: `Hand the phone to ${name}.`, exact: true })
    .getByRole('button', { name: `I am ${name}: show` })
    .click()
}

/** Anna draws the Gardener with the Statue on the phone. */
export async function sfsSecret(page: Page, entry: number, { own = false } = {}) {
  // On Anna's own phone at a table, nothing is handed over: it speaks to her (#25).
  if (own) await page.getByRole('button', { name: 'Choose them on this phone' }).click()
  else {
    await page.getByRole('button', { name: 'Anna: choose them on the phone' }).click()
    await gate(page, 'Anna')
  }
  const picker = page.getByRole('dialog', {
    name: own
      ? 'Case 1: draw the culprit and the weapon'
      : 'Case 1: Anna draws the culprit and the weapon',
  })
  const en = sfsStrings.en
  await group(page, 'The culprit').getByRole('radio', { name: en['sfs.suspect.gardener'] }).check()
  await group(page, 'The weapon').getByRole('radio', { name: en['sfs.weapon.statue'] }).check()
  await picker.getByRole('button', { name: 'Hide the secret' }).click()
  await saved(page, entry)
  if (own) return void (await picker.waitFor({ state: 'detached' }))
  const away = page.getByRole('dialog', { name: 'Put the phone back on the table.' })
  await away.getByRole('button', { name: 'Done' }).click()
  await away.waitFor({ state: 'detached' })
}

/** Trick `n` was won by `name`, as Anna announced it (on her own phone: as she judged it). */
export async function sfsWinner(page: Page, n: number, name: string, entry: number) {
  await group(page, 'How to enter the trick').getByRole('button', { name: 'Winner' }).click()
  await page
    .getByRole('region', {
      name: new RegExp(`^Who won trick ${n}(\\? \\(as Anna says\\)|, as you judged it\\?)$`),
    })
    .getByRole('button', { name, exact: true })
    .click()
  await saved(page, entry)
}

/** The search after trick `n` on paper tiles: Anna ticks who solved. */
export async function sfsPaperSearch(page: Page, n: number, solved: string[], entry: number) {
  const region = page.getByRole('region', { name: `Search after trick ${n}` })
  await group(page, 'How to search').getByRole('button', { name: 'Paper tiles' }).click()
  const form = region.getByRole('group', { name: 'Anna checks the tiles. Who solved the case?' })
  for (const name of solved) await form.getByRole('checkbox', { name }).check()
  await form.getByRole('button', { name: 'Save the search' }).click()
  await saved(page, entry)
}

/** What the secret is, as Anna sees it behind the gate; hidden again afterwards. */
export async function sfsShowSecret(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Anna: show the secret' }).click()
  await gate(page, 'Anna')
  const shown = page.getByRole('dialog', { name: 'Anna', exact: true })
  const text = (await shown.locator('.secret-shown').textContent()) ?? ''
  await shown.getByRole('button', { name: 'Hide' }).click()
  await shown.waitFor({ state: 'detached' })
  return text
}

/** The status line: case, trick, confidant and who leads. */
export const sfsStatus = (page: Page) =>
  page
    .getByRole('region', { name: 'Who does what' })
    .evaluate((el) => [...el.querySelectorAll('strong, span')].map((s) => s.textContent))

/** The investigation pad as shown ("★ 5 + 2", "· + 1"). */
export const sfsPad = (page: Page) =>
  page
    .locator('section.sfs-pad tbody tr')
    .evaluateAll((rows) =>
      rows.map((tr) =>
        [...tr.querySelectorAll('td')].map(
          (td) => td.querySelector('[aria-hidden="true"]')?.textContent,
        ),
      ),
    )

// Stich für Stich at a table: a secret's words, a sleuth's search on their own phone ----------

export const suspectName = (s: Suspect, lang: 'en' | 'de' = 'en') =>
  sfsStrings[lang][`sfs.suspect.${s}`]
export const weaponName = (w: Weapon, lang: 'en' | 'de' = 'en') =>
  sfsStrings[lang][`sfs.weapon.${w}`]

/** A Stich für Stich card as the tests write it: suspect, weapon and number, or a phantom. */
export type SfsCardSpec = [Suspect, Weapon, number] | 'phantom'

/** One card in a card picker, step by step: `step(what)` is the picker's group for that step. */
export async function sfsPickCard(
  step: (what: 'Suspect' | 'Weapon' | 'Number') => Locator,
  card: SfsCardSpec,
): Promise<void> {
  if (card === 'phantom') {
    await step('Suspect').getByRole('button', { name: 'Phantom' }).click()
    return
  }
  await step('Suspect')
    .getByRole('button', { name: suspectName(card[0]) })
    .click()
  await step('Weapon')
    .getByRole('button', { name: weaponName(card[1]) })
    .click()
  await step('Number')
    .getByRole('button', { name: String(card[2]), exact: true })
    .click()
}

/** A culprit and a weapon as a phone could hold them: the ids, the English and German names. */
export const secretWords = ([s, w]: [Suspect, Weapon]) => [
  s,
  w,
  suspectName(s),
  weaponName(w),
  suspectName(s, 'de'),
  weaponName(w, 'de'),
]

/** The titles of the answer a sleuth's own search shows. */
export const SFS_ANSWERS = /^(Case solved|False suspicion)$/

/** The culprit and weapon tiles of a private dialog. */
export async function sfsTiles(page: Page, dialog: string, [culprit, weapon]: [Suspect, Weapon]) {
  const picker = page.getByRole('dialog', { name: dialog, exact: true })
  await group(picker, 'The culprit')
    .getByRole('radio', { name: suspectName(culprit) })
    .check()
  await group(picker, 'The weapon')
    .getByRole('radio', { name: weaponName(weapon) })
    .check()
}

/**
 * A sleuth's own search on their own phone at a table: "Search now", culprit, weapon, "Check";
 * the answer shown there, checked and recorded by the confidant's phone. `compare` runs right
 * after "Check": the first question to a phone compares the two phones' safety codes first
 * (phones.ts `sameCode`). `during` runs while the answer is on screen, `look` once the guess and
 * once the answer are. Resolves with the answer's title and line.
 */
export async function sfsSearchHere(
  page: Page,
  name: string,
  guess: [Suspect, Weapon],
  {
    compare = async () => {},
    during = async () => {},
    look = async () => {},
  }: {
    compare?: () => Promise<void>
    during?: () => Promise<void>
    look?: (step: 'guess' | 'answer') => Promise<void>
  } = {},
): Promise<string> {
  await page.getByRole('button', { name: sfsUiStrings.en['sfs.ui.searchHere'] }).click()
  const title = `Your suspicion, ${name}`
  await sfsTiles(page, title, guess)
  await look('guess')
  await page
    .getByRole('dialog', { name: title, exact: true })
    .getByRole('button', { name: 'Check' })
    .click()
  await compare()
  const answer = page.getByRole('dialog', { name: SFS_ANSWERS })
  await answer.getByRole('button', { name: 'Done' }).waitFor()
  const said = `${await answer.locator('h2').textContent()}: ${await answer.locator('p').first().textContent()}`
  await look('answer')
  await during()
  await answer.getByRole('button', { name: 'Done' }).click()
  await answer.waitFor({ state: 'detached' })
  return said
}

// Stiche im Team (Anna deals; round 1 has 1 card) ---------------------------------------------

export const sitStart = (page: Page) => newMatch(page, /^Stiche im Team/, 'deals')

export async function sitTrump(page: Page, suit: string, entry: number) {
  await group(page, 'Trump suit').getByRole('button', { name: suit, exact: true }).click()
  await saved(page, entry)
}

/**
 * A secret number through the gate on one phone: the button that calls `name`, the gate (nothing
 * behind it yet), the private choice, Hide, `saved` (until the number is), and the blank
 * hand-over to `next` (null: back on the table). `look` at each of those screens.
 */
export async function sitSecretBid(
  page: Page,
  name: string,
  n: number,
  next: string | null,
  { saved, look }: { saved: () => Promise<void>; look?: (screen: string) => Promise<void> },
): Promise<void> {
  await page.getByRole('button', { name: `${name}: enter your number` }).click()
  const gate = page.getByRole('dialog', { name: `Hand the phone to ${name}.` })
  await gate.waitFor()
  expect(await page.locator('input[name="secret-bid"]').count()).toBe(0)
  await look?.('sit-gate')
  await gate.getByRole('button', { name: `I am ${name}: show` }).click()
  const mine = page.getByRole('dialog', { name: `${name}: your number` })
  await mine
    .getByRole('group', { name: `Number of ${name}` })
    .getByRole('radio', { name: String(n), exact: true })
    .check()
  await look?.('sit-secret-pick')
  await mine.getByRole('button', { name: 'Hide my number' }).click()
  await saved()
  const away = next ? `Hand the phone to ${next}.` : 'Put the phone back on the table.'
  const handOver = page.getByRole('dialog', { name: away })
  await handOver.waitFor()
  expect(await page.locator('input[name="secret-bid"]').count()).toBe(0)
  await look?.('sit-handover')
  await handOver.getByRole('button', { name: 'Done' }).click()
  await handOver.waitFor({ state: 'detached' })
}

/** The chip `n` of the open numbers for `name`; their line is tapped first if another's are open. */
export async function sitNumber(page: Page, name: string, n: number) {
  const chips = page.getByRole('group', { name: `Number of ${name}`, exact: true })
  if (!(await chips.isVisible())) {
    await page.getByRole('button', { name: new RegExp(`^Number of ${name}: `) }).click()
  }
  // A click, not check(): the chips move on to the next player at once.
  await chips.getByRole('radio', { name: String(n), exact: true }).click()
}

export async function sitBids(page: Page, bids: Record<string, number>, entry: number) {
  for (const [name, n] of Object.entries(bids)) await sitNumber(page, name, n)
  await page.getByRole('button', { name: 'Save the numbers' }).click()
  await saved(page, entry)
}

/**
 * `name` took the trick, on the 'Winner' entry; waits until it is saved as entry `entry`. Without
 * `entry` it does not wait: at a table, what follows a round's last trick may come at once.
 */
export async function sitTrick(page: Page, name: string, entry?: number) {
  await group(page, 'How to enter the trick').getByRole('button', { name: 'Winner' }).click()
  await page.locator('.seat-grid').getByRole('button', { name, exact: true }).click()
  if (entry !== undefined) await saved(page, entry)
}

/** The live counts table: per row the player, number, tricks and still. */
export const sitCounts = (page: Page) =>
  page
    .locator('.sit-counts tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => c.textContent ?? '')))

/** The news line: how the last round went. */
export const sitNews = (page: Page) => page.locator('.sit-news').textContent()

/**
 * The rounds so far, one line per finished round: round, cards, trump, then per player
 * "number/tricks" (✗: missed), then ✓ made or ✗ lost and the lives after it. The signs are
 * aria-hidden; the words beside them are for screen readers and are left out here.
 */
export const sitRounds = (page: Page) =>
  page
    .locator('.sit-rounds tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) =>
        [...r.children]
          .map((c) =>
            [...c.childNodes]
              .flatMap((n) =>
                n instanceof HTMLElement && n.classList.contains('sit-mark')
                  ? [n.querySelector('[aria-hidden="true"]')?.textContent ?? '']
                  : n instanceof HTMLElement && n.classList.contains('visually-hidden')
                    ? []
                    : [n.textContent ?? ''],
              )
              .join(''),
          )
          .join(' '),
      ),
    )

/** Round, cards and the badges (dealer, leader, trump) of the status block. */
export const sitStatus = (page: Page) =>
  page.locator('.sit-status').evaluate((s) => ({
    round: s.querySelector('.sit-where strong')?.textContent,
    cards: s.querySelector('.sit-where span')?.textContent,
    lives: s.querySelector('.sit-lives .coins')?.getAttribute('aria-label'),
    badges: [...s.querySelectorAll('.sit-who .badge')].map((b) => b.textContent),
  }))

// Stiche im Team at a table: a player's own number on their own phone ------------------------

const SIT = sitUiStrings.en

/** The own number's chips on a phone at a table: the row under "{name}: your number". */
export const sitOwnChips = (page: Page, name: string) =>
  page.getByRole('group', { name: format(SIT['sit.ui.secretPick'], { name }), exact: true })

export const sitHideButton = (page: Page) => page.getByRole('button', { name: SIT['sit.ui.hide'] })

/** Chooses `n` among a phone's own chips. A click: the chips take a tap on the chosen one too. */
export async function sitChoose(page: Page, name: string, n: number): Promise<void> {
  await sitOwnChips(page, name)
    .getByRole('radio', { name: String(n), exact: true })
    .click()
  await expect.poll(() => sitHideButton(page).isEnabled()).toBe(true)
}

/** A number with its value somewhere on a phone: where (a key of the app's store, an area). */
export interface FoundNumber {
  at: string
  seat: unknown
  bid: unknown
}

/**
 * Every number with its value (`{t: 'bid', seat, bid}`) in `value`, in JSON texts within too.
 * A hidden number without its value (`{t: 'bid', seat, hidden: true}`) is not one.
 */
function numbersIn(value: unknown, at: string, found: FoundNumber[] = []): FoundNumber[] {
  if (typeof value === 'string') {
    if (/^\s*[[{]/.test(value)) {
      try {
        numbersIn(JSON.parse(value), at, found)
      } catch {
        // Text, not JSON.
      }
    }
  } else if (Array.isArray(value)) {
    for (const each of value) numbersIn(each, at, found)
  } else if (value !== null && typeof value === 'object') {
    const o = value as Record<string, unknown>
    if (o.t === 'bid' && 'bid' in o) found.push({ at, seat: o.seat, bid: o.bid })
    for (const each of Object.values(o)) numbersIn(each, at, found)
  }
  return found
}

/** The numbers with their values a phone stored, each with the key (or area) it is under. */
export async function numbersStored(phone: Phone): Promise<FoundNumber[]> {
  const stored = JSON.parse(await phone.storage()) as {
    indexedDB: Record<string, Record<string, [unknown, unknown][]>>
    localStorage: Record<string, string>
    sessionStorage: Record<string, string>
  }
  const found: FoundNumber[] = []
  for (const [db, stores] of Object.entries(stored.indexedDB)) {
    for (const [store, rows] of Object.entries(stores)) {
      for (const [key, value] of rows) numbersIn(value, `${db}/${store}/${String(key)}`, found)
    }
  }
  numbersIn(stored.localStorage, 'localStorage', found)
  numbersIn(stored.sessionStorage, 'sessionStorage', found)
  return found
}

/** The numbers with their values in what a phone sent or received over its data channels. */
export async function numbersSent(phone: Phone): Promise<FoundNumber[]> {
  return (await phone.traffic()).flatMap((m) => numbersIn(m.text, `${m.way} ${m.label}`))
}

/** Each phone's status, rounds so far and news are the same as the first's (the host's); those. */
export async function sitSameOnEveryPhone(phones: readonly Phone[]) {
  const [host, ...guests] = phones
  if (!host) throw new Error('no phone')
  const seen = async ({ page }: Phone) => ({
    status: await sitStatus(page),
    rounds: await sitRounds(page),
    news: await sitNews(page),
  })
  const hosts = await seen(host)
  for (const phone of guests) await expect.poll(() => seen(phone)).toEqual(hosts)
  return hosts
}

// Sticht oder nicht (Anna deals) --------------------------------------------------------------

export const sonStart = (page: Page) => newMatch(page, /^Sticht oder nicht/, 'deals')

/** Scorpion is trump, and +5 for the most tricks. */
export async function sonSpecials(page: Page, entry: number) {
  await group(page, 'Kind of card').getByRole('radio', { name: 'Violet: trump animal' }).click()
  await group(page, 'Animal').getByRole('radio', { name: 'Scorpion' }).check()
  await page.getByRole('button', { name: 'Next card' }).click()
  await page.getByRole('heading', { name: /chooses special card 2$/ }).waitFor()
  await group(page, 'Kind of card')
    .getByRole('radio', { name: 'Pink: most/fewest tricks (±5)' })
    .click()
  await group(page, 'Who scores').getByRole('radio', { name: 'most', exact: true }).check()
  await group(page, 'Points').getByRole('radio', { name: '+5', exact: true }).check()
  await page.getByRole('button', { name: 'These two are in effect' }).click()
  await saved(page, entry)
}

export async function sonTrick(page: Page, name: string, entry: number) {
  const tab = group(page, 'How to enter the trick').getByRole('button', { name: 'Winner' })
  if ((await tab.getAttribute('aria-pressed')) !== 'true') await tab.click()
  await group(page, 'Took the trick').getByRole('button', { name, exact: true }).click()
  await saved(page, entry)
}

/** The round's lines and the special cards in effect. */
export async function sonStatus(page: Page): Promise<string[]> {
  const region = page.getByRole('region', { name: 'The round', exact: true })
  return [
    ...(await region.locator('p').allTextContents()),
    ...(await region
      .getByRole('list', { name: 'In effect this round' })
      .getByRole('listitem')
      .allTextContents()),
  ]
}

/** Each player's chip as a screen reader hears it: tricks and the plusminus card. */
export const sonChips = (page: Page) =>
  page
    .getByRole('list', { name: 'Plusminus cards and tricks' })
    .locator('.visually-hidden')
    .allTextContents()
