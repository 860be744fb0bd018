// Sticht oder nicht in Chromium against the production build, every screen of the game: the new
// match for 3 and 5 players, the special cards, a trick by its winner and by its cards, the end of
// a round, the game's end and the judge, each through axe, light and dark, at 360 px with every
// target 44×44 and nothing sticking out; and the long German animal names at 320 px.
import { describe, expect, it } from 'vitest'
import {
  axeViolations,
  sidewaysScroll,
  smallTargets,
  spilledLabels,
  theme,
  useBrowser,
} from './harness'
import {
  ANIMAL,
  ANNA,
  animalCard,
  BEN,
  CORA,
  cards,
  custom,
  DANA,
  EMIL,
  KIND,
  NAMES,
  SonTable,
  sonNewMatch,
  sonStartMatch,
} from './play/son'

const env = useBrowser()

describe('Sticht oder nicht', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`has no axe violations on any Sticht oder nicht screen: ${scheme}`, async () => {
      const { page } = await env.open({ colorScheme: scheme })
      const found: string[] = []
      const seen: string[] = []
      async function check(screen: string) {
        seen.push(screen)
        expect(await theme(page), screen).toBe(scheme)
        for (const v of await axeViolations(page)) found.push(`[${screen}] ${v}`)
        // And for thumbs on a 360 px phone: big enough targets, nothing sticking out.
        const sideways = await sidewaysScroll(page, 360)
        if (sideways) found.push(`[${screen}] scrolls sideways: ${sideways}`)
        for (const t of await smallTargets(page)) found.push(`[${screen}] too small: ${t}`)
        for (const l of await spilledLabels(page)) found.push(`[${screen}] spills: ${l}`)
      }
      const names = NAMES.slice(0, 5)
      const table = new SonTable(page, names)

      await sonNewMatch(page, names.slice(0, 3), ANNA)
      await check('new match, 3 players')
      for (const [seat, name] of names.entries()) {
        if (seat < 3) continue
        await page.getByRole('button', { name: 'Add player' }).click()
        await page.getByRole('combobox', { name: `Player ${seat + 1}`, exact: true }).fill(name)
      }
      await table.group('Which 1s were set aside (3, optional; they are public)').waitFor()
      for (const one of ['Wasp 1', 'Porcupine 1', 'Scorpion 1']) {
        await page.getByRole('checkbox', { name: one }).check()
      }
      await check('new match, 5 players: the set-aside 1s')
      // One round only, so the game is soon over; not everyone deals: the warning shows.
      for (let i = 0; i < 4; i++)
        await page.getByRole('button', { name: 'Rounds: one less' }).click()
      await page.getByText('With 1 round not everyone deals equally often.').waitFor()
      await check('new match, 5 players: the rounds warning')
      await sonStartMatch(page)
      await check('special cards: the catalogue')
      for (const kind of ['trump', 'tricks', 'animal', 'perCard', 'custom'] as const) {
        await table.group('Kind of card').getByRole('radio', { name: KIND[kind] }).click()
        const parameters = {
          trump: ['Animal'],
          tricks: ['Who scores', 'Points'],
          animal: ['Animal', 'Who scores', 'Points'],
          perCard: ['Animal'],
          custom: [],
        }[kind]
        for (const legend of parameters) await table.group(legend).waitFor()
        const named = page.getByRole('textbox', { name: 'Name of the card' })
        expect(await named.count()).toBe(kind === 'custom' ? 1 : 0)
        await check(`special cards: ${kind}`)
        await page.getByRole('button', { name: 'Other kind' }).click()
      }
      await table.specials([animalCard('wasp', 'most', 3), custom('Dragon hoard')], [BEN, CORA])

      await table.mode('Winner')
      await table.choosePlusminus({ seat: EMIL, sign: -2 })
      await check('a trick: the winner, and whose plusminus card')
      await table.mode('Cards')
      await check('a trick: the cards, the animal')
      await table.group('Card of Dana: Animal').getByRole('button', { name: 'Wasp' }).click()
      await table.group('With plusminus').waitFor()
      await check('a trick: the cards, the value and the plusminus')
      await table
        .group('Card of Dana: Wasp, Value')
        .getByRole('button', { name: '2', exact: true })
        .click()
      for (const [i, card] of cards('W5 W9 P12 W12').entries()) {
        const who = table.name((DANA + 1 + i) % 5)
        await table
          .group(`Card of ${who}: Animal`)
          .getByRole('button', { name: ANIMAL[card.animal] })
          .click()
        await table
          .group(`Card of ${who}: ${ANIMAL[card.animal]}, Value`)
          .getByRole('button', { name: String(card.value), exact: true })
          .click()
      }
      await page.getByRole('button', { name: 'Take the trick: Cora' }).waitFor()
      await check('a trick: the cards, judged')
      await page.getByRole('button', { name: 'Take the trick: Cora' }).click()
      await table.saved()
      for (const winner of [ANNA, BEN, CORA, DANA, EMIL, ANNA, BEN, CORA]) {
        await table.tap({ winner })
      }
      await page.getByRole('region', { name: 'End of round 1' }).waitFor()
      await table.count('Wasp cards of Cora', 4)
      await table.step('Dragon hoard: points of Emil', -1)
      // The wasps do not add up yet: the screen says so above the button.
      await page.locator('#son-score-why', { hasText: '4 of 11 Wasp cards counted' }).waitFor()
      await check('the end of a round: what the app cannot know')
      // The three set-aside 1s are recorded: all 11 wasps lie in won tricks. Dana's count fills
      // in Emil's.
      for (const [name, n] of [
        ['Anna', 2],
        ['Ben', 2],
        ['Dana', 2],
      ] as const) {
        await table.count(`Wasp cards of ${name}`, n)
      }
      await expect.poll(() => table.counted('Emil')).toBe('1')
      await page.getByRole('button', { name: 'Score the round' }).click()
      await page.getByRole('heading', { name: 'The game is over' }).waitFor()
      await page.getByRole('region', { name: 'Over the rounds' }).getByRole('img').waitFor()
      await check('game over: the score table and the chart')

      await page.goto('/#/judge/sticht-oder-nicht')
      await table.group('Trump animal').getByRole('radio', { name: 'Swordfish' }).check()
      for (const [i, card] of cards('S5 F6+2 F8 S10').entries()) {
        const slot = `Card ${i + 1}`
        await table
          .group(`${slot}: Animal`)
          .getByRole('button', { name: ANIMAL[card.animal] })
          .click()
        if (card.pm) await table.group('With plusminus').getByRole('button', { name: '+2' }).click()
        await table
          .group(`${slot}: ${ANIMAL[card.animal]}, Value`)
          .getByRole('button', { name: String(card.value), exact: true })
          .click()
      }
      await page.getByRole('heading', { name: 'Swordfish 6 +2 (card 2) takes the trick' }).waitFor()
      await page
        .getByText('Swordfish 6 +2 ties with Swordfish 8, and the plusminus card wins.', {
          exact: true,
        })
        .waitFor()
      await check('the judge: a verdict')

      expect(seen).toHaveLength(16)
      expect(found, found.join('\n')).toEqual([])
    }, 150_000)
  }

  it('fits the long German animal names on a 320 px phone', async () => {
    // Stachelschwein and Schwertfisch are wider than half the screen: they take a row of their
    // own instead of pushing the page sideways. The judge has both pickers of animals.
    const { page } = await env.open({ locale: 'de-DE', viewport: { width: 320, height: 740 } })
    await page.goto('/#/judge/sticht-oder-nicht')
    const fits = async (screen: string) => {
      expect(await sidewaysScroll(page, 320), screen).toBeNull()
      expect(await spilledLabels(page), screen).toEqual([])
    }
    await page.getByRole('group', { name: 'Trumpftier', exact: true }).waitFor()
    await fits('the trump animal and the first card')
    await page
      .getByRole('group', { name: 'Karte 1: Tier', exact: true })
      .getByRole('button', { name: 'Stachelschwein' })
      .click()
    await page.getByRole('group', { name: 'Karte 1: Stachelschwein, Wert', exact: true }).waitFor()
    await fits('the values and Back')
  })
})
