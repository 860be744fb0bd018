// #16 with #12's promise: at a table of phones, the table bar on top, a trick is still recorded
// on one screen. Two phones (the test's own network namespace, phones.ts), Stiche im Team with
// five 24-character names and secret numbers; the guest's phone is Bwww…'s, three players have
// no phone. Checked at 360×740 and 320×640 (fit.ts): the guest's own number and the names of the
// players without a phone ("No phone? Choose here:"), on the guest's phone and on the host's,
// then, once everybody has chosen, the trick's winner buttons.
import { describe, expect, it } from 'vitest'
import { fits, longNames } from './fit/fit'
import { textCut, wordsCut } from './fit/words'
import { newMatch, saved, sitTrump } from './games'
import { inviteAll, type Phone, takeSeats, useTable } from './phones'

const PLAYERS = longNames(5)
const at = useTable(2, 'fit-')
const phones = () => at.phones() as [Phone, Phone]

describe('Stiche im Team at a table of two phones, five long names', () => {
  it('records numbers and a trick without scrolling, with the table bar on top', async () => {
    const [host, guest] = phones()
    const id = await newMatch(host.page, /^Stiche im Team/, 'deals', {
      players: PLAYERS,
      options: ['Secret numbers (harder)'],
    })
    await inviteAll(host.page, [guest.page], id)
    await takeSeats(phones(), PLAYERS)
    await sitTrump(host.page, 'Hearts', 1)

    const { page } = guest
    const [, own, ...phoneless] = PLAYERS as [string, string, ...string[]]
    const hide = page.getByRole('button', { name: 'Hide my number' })
    await hide.waitFor()
    const problems = await fits(page, 'the numbers on a guest’s phone', [
      page.getByRole('group', { name: `${own}: your number` }).getByRole('radio', { name: '1' }),
      hide,
      ...phoneless.map((name) => page.getByRole('button', { name: `${name}: enter your number` })),
    ])
    await at.shot(page, 'numbers')
    // The host's phone (the dealer's: it chooses last) has the same "No phone? Choose here:"
    // buttons (#25).
    problems.push(
      ...(await fits(
        host.page,
        'the numbers on the host’s phone',
        phoneless.map((name) =>
          host.page.getByRole('button', { name: `${name}: enter your number` }),
        ),
      )),
    )
    await at.shot(host.page, 'host-numbers')
    // Whose turn it is on the guest's phone, on the host's: the name whole at 320 px too (#25).
    const size = host.page.viewportSize()
    await host.page.setViewportSize({ width: 320, height: 640 })
    const waiting = host.page.locator('.sit-waiting li')
    await expect.poll(() => waiting.count()).toBe(1)
    problems.push(...(await textCut(waiting)), ...(await wordsCut(waiting, 0)))
    if (size) await host.page.setViewportSize(size)

    // Everybody chooses: the guest's player on the phone, the rest behind the gate on it.
    await page.getByRole('radio', { name: '0', exact: true }).check()
    await hide.click()
    await saved(page, 2)
    for (const [i, name] of phoneless.entries()) {
      await page.getByRole('button', { name: `${name}: enter your number` }).click()
      await page.getByRole('button', { name: `I am ${name}: show` }).click()
      const mine = page.getByRole('dialog', { name: `${name}: your number` })
      await mine.getByRole('radio', { name: '0', exact: true }).check()
      await mine.getByRole('button', { name: 'Hide my number' }).click()
      await saved(page, 3 + i)
      await page.getByRole('button', { name: 'Done' }).click()
    }
    const winners = page.locator('.seat-grid').getByRole('button')
    await winners.first().waitFor()
    expect(await winners.count()).toBe(PLAYERS.length)
    problems.push(...(await fits(page, 'a trick on a guest’s phone', await winners.all())))
    await at.shot(page, 'trick')
    expect(problems).toEqual([])
    // The host's phone has every number, hidden: the round is on.
    await saved(host.page, 2 + phoneless.length)
  })
})
