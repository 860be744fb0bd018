// Stich für Stich in Chromium against the production build, the secret of a running case: it is
// nowhere in the page, the title, the address, the history or the console while it is hidden (on
// every screen of a case, after a reload, in the judge, which judges with it only behind the
// confidant's gate); an export made mid-case leaves it out; it hides by itself when the phone is
// put away or left 8 seconds; and the confidant's reveal meter goes with it, behind the gate only.

import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Suspect, Weapon } from '../../src/games/stich-fuer-stich/rules'
import { type SfsCardSpec as Card, secretWords, sfsPickCard } from './games'
import { axeViolations, settled, smallTargets, useBrowser } from './harness'
import { sfsNewGame } from './play/sfs'

const env = useBrowser()

// ---------------------------------------------------------------------------------------------
// The secret on the page: nowhere while hidden.

/** Every console message of the context since it opened, whatever its level. */
function listen(page: Page): string[] {
  const said: string[] = []
  page.context().on('console', (m) => said.push(`${m.type()}: ${m.text()}`))
  page.context().on('weberror', (e) => said.push(`error: ${e.error().message}`))
  return said
}

/** Where the page shows any of `words`: markup with every attribute, title, address, history. */
async function foundIn(page: Page, logged: string[], words: string[]): Promise<string[]> {
  const places = await page.evaluate(() => ({
    html: document.documentElement.outerHTML,
    title: document.title,
    address: location.href,
    history: JSON.stringify(history.state) ?? '',
  }))
  const all = { ...places, console: logged.join('\n') }
  return Object.entries(all).flatMap(([where, text]) =>
    words.filter((w) => text.toLowerCase().includes(w)).map((w) => `${where}: ${w}`),
  )
}

describe('the secret of a running case', () => {
  // Neither name occurs anywhere in the app's words except as a card or tile name, so every
  // sighting outside an open picker would come from the secret.
  const SECRET: [Suspect, Weapon] = ['mechanic', 'pillow']
  // Both languages' names of its culprit and weapon, and their ids, lower case.
  const WORDS = [...new Set(secretWords(SECRET).map((w) => w.toLowerCase()))]

  it('is nowhere in the page, the title, the address, the history or the console', async () => {
    const { page } = await env.open()
    const logged = listen(page)
    const hidden = async (where: string) => {
      expect(await foundIn(page, logged, WORDS), where).toEqual([])
    }
    const table = await sfsNewGame(page, 2) // Cora is the first confidant
    // Case 1 goes by with another secret: Dana, Anna and Ben all solve after trick 1.
    await table.secret(1, 'Cora', ['influencer', 'spade'])
    await table.winner(1, 'Cora', 3)
    await table.paper(1, 'Cora', [3, 0, 1])
    for (const [i, seat] of [0, 1, 2, 3, 0, 1].entries()) await table.winner(i + 2, 'Cora', seat)
    await page
      .getByText('Case 1: the culprit was the Influencer, the weapon the Spade.', { exact: true })
      .waitFor()
    await hidden('between the cases')

    // Case 2: Dana draws the mechanic with the pillow.
    await table.secret(2, 'Dana', SECRET, {
      gate: () => hidden('the gate before the tiles'),
      handOver: () => hidden('the hand-over after hiding the secret'),
    })
    await table.mode('Winner')
    await hidden('the trick entry and the pad')

    // The check finds the names when they are there: Dana's own look.
    expect(await table.private('Dana: show the secret', 'Dana')).toBe(
      'The culprit is the Mechanic, the weapon the Pillow.',
    )
    expect(await foundIn(page, logged, WORDS)).toEqual(['html: mechanic', 'html: pillow'])
    await table.hidePrivate('Dana')
    await hidden('after Dana’s look')

    await table.winner(1, 'Dana', 1)
    await table.searchMode(1, 'On the phone')
    await hidden('the search on the phone')
    await table.guess(1, 'Anna', ['gardener', 'pillow'], 'Ben', {
      gate: () => hidden('the gate before a guess'),
      handOver: () => hidden('the hand-over after a false suspicion'),
    })
    await table.guess(1, 'Ben', SECRET, 'Cora', {
      handOver: () => hidden('the hand-over after a solve'),
    })
    await table.searchMode(1, 'Paper tiles')
    await hidden('the search on paper')
    await table.paper(1, 'Dana', [])
    await table.winner(2, 'Dana', 2)
    await hidden('the search after trick 2')

    await page.reload()
    await table.searchRegion(2).waitFor()
    await settled(page)
    await hidden('after a reload')

    // The judge offers the running case's secret without showing it, and judges a trick with it
    // only behind Dana's gate: no winner of a made-up trick for the table to test the secret on.
    await page.goto('/#/judge/stich-fuer-stich')
    const useCase = page.getByRole('button', { name: 'Use the secret of the running case' })
    await useCase.waitFor()
    await hidden('the judge')
    await useCase.click() // the card picker names every suspect and weapon from here on
    const judged: Card[] = [
      ['gardener', 'knife', 5],
      ['hairdresser', 'spade', 3],
      ['influencer', 'ax', 12],
      'phantom', // the only culprit trump: it takes the trick
    ]
    for (const [i, card] of judged.entries()) {
      await sfsPickCard(
        (what) => page.getByRole('group', { name: `Card ${i + 1}: ${what}`, exact: true }),
        card,
      )
    }
    const verdict = page.getByText(/takes the trick|counts as the culprit/)
    await page.getByRole('button', { name: 'Dana: who takes this trick?' }).click()
    await table.gate('Dana', async () => {
      expect(await verdict.count(), 'the judge before the gate').toBe(0)
      await hidden('the judge’s gate')
    })
    const behind = page.getByRole('dialog', { name: 'Dana', exact: true })
    await behind.getByRole('heading', { name: 'Card 4 takes the trick.' }).waitFor()
    await behind
      .getByText('Phantom counts as the culprit, and no other trump was played.')
      .waitFor()
    expect(await axeViolations(page), 'the judge’s verdict behind the gate').toEqual([])
    await table.hidePrivate('Dana')
    await page.getByRole('button', { name: 'Dana: who takes this trick?' }).waitFor()
    expect(await axeViolations(page), 'the judge after its gate').toEqual([])
    expect(await verdict.count(), 'the judge after the gate').toBe(0)
    await hidden('the judge after its gate')
    await page.goBack()
    await table.searchRegion(2).waitFor()
    await hidden('back from the judge')
  })

  it('is left out of an export made mid-case; a closed case’s secret stays', async () => {
    const { page } = await env.open()
    const table = await sfsNewGame(page, 0) // Anna is the first confidant
    await table.secret(1, 'Anna', ['influencer', 'spade'])
    await table.winner(1, 'Anna', 1)
    await table.paper(1, 'Anna', [1, 2, 3])
    for (const [i, seat] of [1, 2, 3, 0, 1, 2].entries()) await table.winner(i + 2, 'Anna', seat)
    await table.secret(2, 'Ben', SECRET)
    await table.winner(1, 'Ben', 3)
    await table.guess(1, 'Cora', ['mechanic', 'ax'], 'Dana')
    await table.toTable()
    // Undone and redone, so the redo list held an entry too before the export.
    await page.getByRole('button', { name: 'Undo' }).click()
    // The dock says what was undone, without a word of the secret.
    await page.getByText('Undone: Cora’s search after trick 1', { exact: true }).waitFor()

    await page.getByRole('link', { name: 'Back to the start' }).click()
    await page.getByRole('link', { name: 'Settings' }).click()
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export backup' }).click()
    const file = await readFile((await (await download).path()) ?? '', 'utf8')

    const backup = JSON.parse(file)
    const match = backup.matches.find(
      (m: { setup: { game: string } }) => m.setup.game === 'stich-fuer-stich',
    )
    const secrets = match.events.filter((e: { t: string }) => e.t === 'secret')
    expect(secrets).toEqual([
      { t: 'secret', culprit: 'influencer', weapon: 'spade' },
      { t: 'secret', hidden: true },
    ])
    expect(match.redo).toEqual([])
    expect(match.events).toHaveLength(table.entries - 1)
    // Not in any form: neither the ids nor a name in either language.
    for (const word of WORDS) expect(file.toLowerCase()).not.toContain(word)

    // The phone itself still has it: the case goes on as before.
    await page.goBack()
    await page.goBack()
    await page.getByRole('button', { name: 'Redo' }).click()
    await page.getByText('Redone: Cora’s search after trick 1', { exact: true }).waitFor()
    expect(await table.private('Ben: show the secret', 'Ben')).toBe(
      'The culprit is the Mechanic, the weapon the Pillow.',
    )
    await table.hidePrivate('Ben')
  })

  it('hides by itself when the phone is put away, and after 8 seconds without a tap', async () => {
    const { page } = await env.open()
    await page.clock.install()
    const logged = listen(page)
    // The reveal meter goes with the secret (with no trick yet it says it needs cards).
    const GONE = [...WORDS, 'reveal meter', 'the meter needs']
    const table = await sfsNewGame(page, 1)
    await table.secret(1, 'Ben', SECRET)
    const trick = table.trickRegion(1, 'Ben')
    await trick.waitFor()

    // Preact sets up effects after the next frame: let the page's clock run that far first.
    const shown = async () => {
      await table.private('Ben: show the secret', 'Ben')
      await page.clock.runFor(500)
      expect(await foundIn(page, logged, WORDS)).not.toEqual([])
      await page.getByRole('region', { name: 'Reveal meter' }).waitFor()
    }

    // Locked or switched away: the page is hidden, and the secret goes at once.
    await shown()
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await trick.waitFor()
    expect(await foundIn(page, logged, GONE)).toEqual([])
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    })

    // Left on the table: still there after 7 seconds, gone after 8.
    await shown()
    await page.clock.fastForward(6500)
    expect(await page.getByRole('dialog', { name: 'Ben', exact: true }).isVisible()).toBe(true)
    expect(await foundIn(page, logged, WORDS)).not.toEqual([])
    await page.clock.fastForward(1500)
    await trick.waitFor()
    expect(await foundIn(page, logged, GONE)).toEqual([])
    expect(await page.getByRole('dialog').count()).toBe(0)
  })
})

// ---------------------------------------------------------------------------------------------
// The confidant's reveal meter: behind the gate only, counted from the tricks entered with cards.

describe('the confidant’s reveal meter', () => {
  // Everything the meter could show: its name, its count, its steps.
  const METER = ['Reveal meter', 'Still possible', 'of 28', '→', 'from 28 to 7', 'trick 2.']
  const noMeter = async (page: Page, where: string) => {
    const html = await page.content()
    expect(
      METER.filter((w) => html.includes(w)),
      where,
    ).toEqual([])
  }

  it('counts the pairs the cards still allow, passes axe, and no sleuth ever sees it', async () => {
    const { page } = await env.open()
    const table = await sfsNewGame(page, 1) // Ben is the confidant; Cora leads
    await table.secret(1, 'Ben', ['hairdresser', 'poison'])
    // Trick 1, Cora, Dana, Anna, Ben: Anna's poison wins. By hand: 7 of the 28 pairs allow that
    // (the poison with any culprit; the mechanic with the revolver, the statue or the pillow).
    await table.cards(2, [
      ['gardener', 'knife', 5],
      ['hairdresser', 'spade', 3],
      ['mechanic', 'poison', 2],
      ['influencer', 'ax', 12],
    ])
    await table.announce('Ben').getByRole('button', { name: 'Anna', exact: true }).click()
    await table.saved()
    await table.paper(1, 'Ben', [])
    // Trick 2 by its winner only: it narrows nothing.
    await table.winner(2, 'Ben', 1)
    await table.paper(2, 'Ben', [])
    // Trick 3, Ben, Cora, Dana, Anna: Ben's full trump wins; of the 7, only the 4 with the poison
    // allow that (the revolver would give it to Cora, the statue to Anna, the pillow to Dana).
    await table.cards(1, [
      ['hairdresser', 'poison', 4],
      ['gardener', 'revolver', 11],
      ['influencer', 'pillow', 13],
      ['mechanic', 'statue', 9],
    ])
    await table.announce('Ben').getByRole('button', { name: 'Ben', exact: true }).click()
    await table.saved()
    await table.searchRegion(3).waitFor()
    await noMeter(page, 'the table')

    await page.getByRole('button', { name: 'Ben: show the secret' }).click()
    await table.gate('Ben', () => noMeter(page, 'the gate'))
    const shown = table.dialog('Ben')
    const meter = shown.getByRole('region', { name: 'Reveal meter' })
    await meter.waitFor()
    expect(await meter.locator('.sfs-meter-left').textContent()).toBe('Still possible: 4 of 28')
    expect(await meter.getByRole('meter', { name: 'Still possible: 4 of 28' }).count()).toBe(1)
    const steps = meter.getByRole('list', { name: 'How each trick narrowed it' })
    expect(await steps.locator('li > [aria-hidden="true"]').allTextContents()).toEqual([
      'Trick 1: 28 → 7',
      'Trick 3: 7 → 4',
    ])
    await meter
      .getByText('Entered by winner only, so they do not narrow it: trick 2.', { exact: true })
      .waitFor()
    expect(await axeViolations(page)).toEqual([])
    expect(await smallTargets(page)).toEqual([])
    await table.hidePrivate('Ben')
    await noMeter(page, 'after hiding')

    // The sleuths' own private screens: the gate, the guess, its answer, the hand-over.
    await table.searchMode(3, 'On the phone')
    await table.searchRegion(3).getByText('Hand the phone to Cora.').waitFor()
    await noMeter(page, 'a sleuth’s gate')
    await table.searchRegion(3).getByRole('button', { name: 'I am Cora: show' }).click()
    await table.dialog('Your suspicion, Cora').waitFor()
    await noMeter(page, 'a sleuth’s guess')
    await table.tiles('Your suspicion, Cora', 'mechanic', 'pillow')
    await table.dialog('Your suspicion, Cora').getByRole('button', { name: 'Check' }).click()
    await table.saved()
    const result = table.dialog('False suspicion')
    await result.getByRole('button', { name: 'I am Dana: show' }).waitFor()
    await noMeter(page, 'a sleuth’s answer, which hands the phone on')
    await table.toTable()
    await noMeter(page, 'the search')
  })
})
