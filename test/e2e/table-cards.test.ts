// Stich für Stich at a table of three phones (#24): a card played in an earlier trick of the case
// is offered by no phone that knows it, and accepted by none. Anna's phone (the host's) is the
// confidant's and keeps the secret and every trick's cards; Ben's phone enters trick 1 by its
// cards and has it judged on Anna's. In trick 2 neither Anna's nor Ben's picker offers one of
// those cards again; Cora's phone, which never saw them (the table's log holds only the winner),
// sends one, and Anna's phone refuses it, saying in which trick it was played. Nothing is entered.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { format } from '../../src/core/reason'
import type { Suspect, Weapon } from '../../src/games/stich-fuer-stich/rules'
import { sfsStrings } from '../../src/games/stich-fuer-stich/strings'
import { sfsUiStrings } from '../../src/games/stich-fuer-stich/ui/strings'
import { en as shell } from '../../src/i18n/en'
import {
  newMatch,
  type SfsCardSpec,
  sfsPickCard,
  sfsSearchHere,
  sfsSecret,
  suspectName,
  weaponName,
} from './games'
import { settled } from './harness'
import {
  inviteAll,
  type Phone,
  sameCode,
  storedEvents,
  tableAgrees,
  takeSeats,
  useTable,
} from './phones'

const PLAYERS = ['Anna', 'Ben', 'Cora']
const [ANNA, BEN, CORA] = PLAYERS as [string, string, string]
const SFS = { ...sfsStrings.en, ...sfsUiStrings.en }

/** Trick 1 from its leader Ben (left of Anna): Ben, Cora, Anna. Anna's secret: gardener, statue. */
const TRICK_1: [Suspect, Weapon, number][] = [
  ['gardener', 'knife', 3],
  ['mechanic', 'ax', 9],
  ['hairdresser', 'spade', 5],
]
/** Ben's gardener is the only culprit trump: he takes it, and leads trick 2. */
const WINNER_1 = 1

const at = useTable(3, 'cards-')
const phones = () => at.phones() as [Phone, Phone, Phone]
let matchId = ''

const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true })
const cardStep = (page: Page, name: string) => (what: string) =>
  group(page, `Card of ${name}: ${what}`)

/** The cards tab of the trick being entered. */
const cardsTab = (page: Page) =>
  group(page, 'How to enter the trick').getByRole('button', { name: 'Cards', exact: true }).click()

/**
 * Whether the picker, for `name`'s card, offers this card (its number's button enabled); the
 * picker is back at its first step afterwards.
 */
async function offers(page: Page, name: string, [suspect, weapon, n]: [Suspect, Weapon, number]) {
  const step = cardStep(page, name)
  const back = (what: string) => step(what).getByRole('button', { name: shell['nav.back'] })
  await step('Suspect')
    .getByRole('button', { name: suspectName(suspect) })
    .click()
  const weaponButton = step('Weapon').getByRole('button', { name: weaponName(weapon) })
  let offered = false
  if (await weaponButton.isEnabled()) {
    await weaponButton.click()
    offered = await step('Number')
      .getByRole('button', { name: String(n), exact: true })
      .isEnabled()
    await back('Number').click()
  }
  await back('Weapon').click()
  return offered
}

describe('a card played in an earlier trick of the case, at a table', () => {
  it('is judged once on the confidant’s phone, entered by its cards on a sleuth’s', async () => {
    const [host, ben, cora] = phones()
    matchId = await newMatch(host.page, /^Stich für Stich/, 'confidant', { players: PLAYERS })
    await inviteAll(host.page, [ben.page, cora.page], matchId)
    await takeSeats(phones(), PLAYERS)
    await host.page.getByRole('button', { name: 'Choose them on this phone' }).waitFor()
    await sfsSecret(host.page, 1, { own: true })
    await tableAgrees(phones(), matchId, 1)

    await cardsTab(ben.page)
    for (const [i, card] of TRICK_1.entries()) {
      const name = PLAYERS[(1 + i) % PLAYERS.length] ?? ''
      await sfsPickCard(cardStep(ben.page, name), card)
    }
    await ben.page
      .getByRole('button', { name: format(SFS['sfs.ui.judgeThere'], { name: ANNA }) })
      .click()
    // The first private question between Ben's phone and Anna's: they compare codes first.
    await sameCode({ page: ben.page, name: BEN }, { page: host.page, name: ANNA })
    const log = await tableAgrees(phones(), matchId, 2)
    expect(log.at(-1)).toEqual({ t: 'trick', winner: WINNER_1 })

    // Ben and Cora search on their phones; trick 2 comes.
    await sfsSearchHere(ben.page, BEN, ['mechanic', 'ax'])
    await sfsSearchHere(cora.page, CORA, ['mechanic', 'pillow'], {
      compare: async () => {
        await sameCode({ page: cora.page, name: CORA }, { page: host.page, name: ANNA })
      },
    })
    await tableAgrees(phones(), matchId, 4)
    for (const { page } of phones()) {
      // The confidant's own phone asks "Who won trick 2, as you judged it?" (#25).
      await page.getByRole('region', { name: /^Who won trick 2[?,]/ }).waitFor()
      await settled(page)
    }
  })

  it('is offered by no phone that knows it: the confidant’s, and the one that entered it', async () => {
    const [host, ben] = phones()
    // Trick 2 is led by Ben: the first card is his.
    for (const { page } of [host, ben]) {
      await cardsTab(page)
      for (const card of TRICK_1) expect(await offers(page, BEN, card), card.join(' ')).toBe(false)
      // A card not played yet is offered.
      expect(await offers(page, BEN, ['influencer', 'poison', 7])).toBe(true)
    }
  })

  it('is refused by the confidant’s phone from a phone that did not know it', async () => {
    const [host, ben, cora] = phones()
    const { page } = cora
    await cardsTab(page)
    // Cora's phone offers Ben's gardener with the knife: it never saw trick 1's cards.
    expect(await offers(page, BEN, TRICK_1[0] as [Suspect, Weapon, number])).toBe(true)
    const trick: SfsCardSpec[] = [TRICK_1[0] as SfsCardSpec, ['influencer', 'poison', 7], 'phantom']
    for (const [i, card] of trick.entries()) {
      await sfsPickCard(cardStep(page, PLAYERS[(1 + i) % PLAYERS.length] ?? ''), card)
    }
    await page
      .getByRole('button', { name: format(SFS['sfs.ui.judgeThere'], { name: ANNA }) })
      .click()
    const said = format(SFS['sfs.playedBefore'], {
      suspect: suspectName('gardener'),
      number: 3,
      trick: 1,
    })
    await page.getByRole('alert').filter({ hasText: said }).waitFor()
    // Nothing was entered, on any phone.
    for (const phone of [host, ben, cora]) {
      expect(await storedEvents(phone, matchId)).toHaveLength(4)
    }
  })
})
