// Stich für Stich in Chromium against the production build, what a reload keeps (#12): a reload
// mid-case keeps the tricks, the searches and the secret, and play goes on with them; the cards of
// a trick and the ticks of a paper search half-entered survive a reload, a half-chosen guess does
// not; an undo of a trick by cards puts its cards back to change, and no card already played is
// offered again.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { SfsCardSpec as Card } from './games'
import { storedDraft, useBrowser } from './harness'
import { sfsNewGame } from './play/sfs'

const env = useBrowser()

describe('playing Stich für Stich', () => {
  it('a reload mid-case keeps the tricks, the searches and the secret, and play goes on', async () => {
    const { page } = await env.open()
    const table = await sfsNewGame(page, 3) // Dana is the first confidant; Anna leads
    await table.secret(1, 'Dana', ['gardener', 'statue'])
    await table.winner(1, 'Dana', 2)
    expect(await table.guess(1, 'Anna', ['gardener', 'ax'], 'Ben')).toBe(
      'False suspicion: Keep looking.',
    )
    expect(await table.guess(1, 'Ben', ['gardener', 'statue'], 'Cora')).toBe(
      'Case solved: You get 7 investigation points.',
    )
    await table.paper(1, 'Dana', [])
    await table.winner(2, 'Dana', 0)
    await table.paper(2, 'Dana', [2])
    await table.winner(3, 'Dana', 0)
    // The search after trick 3 is under way: Anna has not guessed yet.
    await table.searchMode(3, 'On the phone')
    await table.searchRegion(3).getByRole('button', { name: 'I am Anna: show' }).waitFor()
    const status = await table.status()
    expect(status).toEqual(['Case 1 of 4', 'Trick 3 of 7', 'Confidant: Dana', 'Anna leads'])
    const pad = await table.pad()
    expect(pad.rows).toEqual([['· + 2', '7 + 0', '6 + 1', '★ · + 0']])

    await page.reload()
    await table.searchRegion(3).getByRole('button', { name: 'I am Anna: show' }).waitFor()
    expect(await table.status()).toEqual(status)
    expect(await table.pad()).toEqual(pad)
    await page.getByText('Trick 3: Anna wins.', { exact: true }).waitFor()
    await page.getByText(`✓ Entry ${table.entries} saved`, { exact: true }).waitFor()
    // The secret survived: Dana, and only after the gate, sees the same culprit and weapon.
    expect(await table.private('Dana: show the secret', 'Dana')).toBe(
      'The culprit is the Gardener, the weapon the Statue.',
    )
    await table.hidePrivate('Dana')

    // Play goes on with that secret: Anna solves now; her guess is checked against it.
    expect(await table.guess(3, 'Anna', ['gardener', 'statue'])).toBe(
      'News: Search: solved by Anna',
    )
    // Everyone has solved: Dana's points are known, the rest of the case has no searches.
    expect((await table.pad()).rows).toEqual([['5 + 2', '7 + 0', '6 + 1', '★ 3 + 0']])
    for (const [i, seat] of [3, 3, 1, 2].entries()) await table.winner(i + 4, 'Dana', seat)
    await page
      .getByText('Case 1: the culprit was the Gardener, the weapon the Statue.', { exact: true })
      .waitFor()
    expect((await table.pad()).rows).toEqual([
      ['5 + 2', '7 + 1', '6 + 2', '★ 3 + 2'],
      ['★ · + 0', '· + 0', '· + 0', '· + 0'],
    ])
    expect(await table.status()).toEqual(['Case 2 of 4', 'Trick 1 of 7', 'Confidant: Anna'])
  })
})

// ---------------------------------------------------------------------------------------------
// #12: nothing half-entered is lost, a wrong card is never offered, undo puts a trick back.

describe('what is half-entered', () => {
  const TRICK: Card[] = [
    ['gardener', 'knife', 5],
    ['hairdresser', 'spade', 3],
    ['mechanic', 'poison', 2],
    ['influencer', 'ax', 12],
  ]
  const slots = (page: Page) =>
    page.locator('.sfs-cards .seat-slots li').evaluateAll((items) =>
      items.map((li) => {
        const name = li.querySelector('.slot-name')?.textContent ?? ''
        const card = li.querySelector('.sfs-card .visually-hidden')?.textContent ?? '—'
        return `${name}: ${card}`
      }),
    )

  it('keeps the cards of a trick and the ticks of a paper search over a reload; never a guess', async () => {
    const { page } = await env.open()
    const table = await sfsNewGame(page, 1) // Ben is the confidant; Cora leads
    await table.secret(1, 'Ben', ['hairdresser', 'poison'])
    await table.cards(2, TRICK.slice(0, 2))
    await expect.poll(async () => ((await storedDraft(page)).trick as unknown[])?.length).toBe(2)
    await page.reload()
    await page.getByRole('group', { name: 'Card of Anna: Suspect', exact: true }).waitFor()
    expect(await slots(page)).toEqual([
      'Cora: Gardener · Knife 5',
      'Dana: Hairdresser · Spade 3',
      'Anna: —',
      'Ben: —',
    ])
    // The rest of the trick, and Ben said Anna won, as the cards say.
    for (const [i, card] of TRICK.slice(2).entries()) {
      await table.cards(0 + i, [card])
    }
    await table.announce('Ben').getByRole('button', { name: 'Anna', exact: true }).click()
    await table.saved()

    // The paper search: Dana ticked, then a reload.
    await table.searchMode(1, 'Paper tiles')
    const form = page.getByRole('group', { name: 'Ben checks the tiles. Who solved the case?' })
    await form.getByRole('checkbox', { name: 'Dana' }).check()
    await expect.poll(async () => (await storedDraft(page)).search).toEqual([3])
    await page.reload()
    await form.getByRole('checkbox', { name: 'Dana' }).waitFor()
    expect(await form.getByRole('checkbox', { name: 'Dana' }).isChecked()).toBe(true)
    expect(await form.getByRole('checkbox', { name: 'Cora' }).isChecked()).toBe(false)
    await form.getByRole('button', { name: 'Save the search' }).click()
    await table.saved()

    // A half-chosen guess is not kept: after a reload Cora starts from nothing.
    await table.winner(2, 'Ben', 2)
    await table.searchMode(2, 'On the phone')
    await table.searchRegion(2).getByRole('button', { name: 'I am Cora: show' }).click()
    await table.tiles('Your suspicion, Cora', 'gardener', 'knife')
    await page.reload()
    await table.searchRegion(2).getByRole('button', { name: 'I am Cora: show' }).click()
    const guess = table.dialog('Your suspicion, Cora')
    await guess.waitFor()
    expect(await guess.getByRole('radio', { checked: true }).count()).toBe(0)
  })

  it('undo of a trick by cards puts its cards back: change one, confirm; the dock says so', async () => {
    const { page } = await env.open()
    const table = await sfsNewGame(page, 1) // Ben is the confidant; Cora leads
    await table.secret(1, 'Ben', ['hairdresser', 'poison'])
    await table.cards(2, TRICK)
    await table.announce('Ben').getByRole('button', { name: 'Anna', exact: true }).click()
    await table.saved()
    await table.searchRegion(1).waitFor()

    await page.getByRole('button', { name: 'Undo' }).click()
    await page.getByText('Undone: trick 1, Anna', { exact: true }).waitFor()
    table.entries--
    await table.announce('Ben').waitFor()
    expect(await slots(page)).toEqual([
      'Cora: Gardener · Knife 5',
      'Dana: Hairdresser · Spade 3',
      'Anna: Mechanic · Poison 2',
      'Ben: Influencer · Ax 12',
    ])

    // Dana's card was the hairdresser with the poison, 3: she wins with the only full trump.
    await page.getByRole('button', { name: /^Dana.*: change$/ }).click()
    const dana = (what: string) =>
      page.getByRole('group', { name: `Card of Dana: ${what}`, exact: true })
    // Her own card is offered again while it is being changed, the others' are not.
    await dana('Suspect').getByRole('button', { name: 'Hairdresser' }).click()
    await dana('Weapon').getByRole('button', { name: 'Poison' }).click()
    expect(await dana('Number').getByRole('button', { name: '2', exact: true }).isDisabled()).toBe(
      true, // Anna's poison 2
    )
    await dana('Number').getByRole('button', { name: '3', exact: true }).click()
    expect(await slots(page)).toEqual([
      'Cora: Gardener · Knife 5',
      'Dana: Hairdresser · Poison 3',
      'Anna: Mechanic · Poison 2',
      'Ben: Influencer · Ax 12',
    ])
    await table.announce('Ben').getByRole('button', { name: 'Dana', exact: true }).click()
    await table.saved()
    await page.getByText('Trick 1: Dana wins.', { exact: true }).waitFor()
    // The trick list keeps the winning card face up, as the winner's pile does.
    const tricks = page.getByRole('region', { name: 'Tricks of case 1' })
    expect(await tricks.getByRole('listitem').textContent()).toContain('Hairdresser · Poison 3')

    // Trick 2: no card of trick 1 is offered again; a fourth phantom never is (none played yet).
    await table.paper(1, 'Ben', [])
    await table.mode('Cards')
    const dana2 = (what: string) =>
      page.getByRole('group', { name: `Card of Dana: ${what}`, exact: true })
    await dana2('Suspect').getByRole('button', { name: 'Gardener' }).click()
    await dana2('Weapon').getByRole('button', { name: 'Knife' }).click()
    expect(await dana2('Number').getByRole('button', { name: '5', exact: true }).isDisabled()).toBe(
      true,
    )
    expect(await dana2('Number').getByRole('button', { name: '6', exact: true }).isDisabled()).toBe(
      false,
    )
    // Undo of the paper search: the dock names it, and its ticks come back (none here).
    await page.getByRole('button', { name: 'Undo' }).click()
    await page.getByText('Undone: search after trick 1', { exact: true }).waitFor()
  })
})
