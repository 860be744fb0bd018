// Stiche im Team in Chromium against the production build, what a reload keeps (#12): a reload
// mid-round comes back exactly as it was and play goes on; the numbers chosen and the cards of a
// trick half-entered survive a reload; an undo of a trick by cards puts its cards back to change
// (a card already played is not offered again), an undo of the numbers the numbers.
import { describe, expect, it } from 'vitest'
import { sitCounts as counts, sitNews as news, sitRounds as rounds } from './games'
import { drafted, settled, storedDraft, useBrowser } from './harness'
import {
  dealerSays,
  entryTab,
  lines,
  newClimb,
  pickCard,
  question,
  slots,
  status,
} from './play/sit'

const env = useBrowser()

describe('Stiche im Team', () => {
  it('comes back after a reload mid-round exactly as it was, and plays on', async () => {
    const { page } = await env.open()
    const climb = await newClimb(page, { dealer: 1 })
    await climb.overBid('Ben', 1)
    await climb.makeRound('Carla', 'Dan', 1)
    // Round 2, Dan deals; Anna leads and takes the first trick.
    await climb.trump('Diamonds')
    await climb.bids({ Anna: 1, Ben: 1, Carla: 0 }, 'Dan (dealer) must take 0 tricks.')
    await climb.tricks('Anna')
    const before = {
      status: await status(page),
      counts: await counts(page),
      question: await question(page),
    }
    expect(before).toEqual({
      status: {
        round: 'Round 2 of 7',
        cards: '2 cards',
        lives: 'Lives: 2 of 3',
        coins: 2,
        badges: ['Anna leads', 'Trump: ♦ Diamonds'],
      },
      counts: [
        ['Anna', '1', '1', '0'],
        ['Ben', '1', '0', '1'],
        ['Carla', '0', '0', '0'],
        ['Dan deals', '0', '0', '0'],
      ],
      question: 'Trick 2 of 2',
    })

    await page.reload()
    await page.getByRole('region', { name: 'The round', exact: true }).waitFor()
    await settled(page)
    expect(new URL(page.url()).hash).toBe(`#/match/${climb.id}`)
    expect({
      status: await status(page),
      counts: await counts(page),
      question: await question(page),
    }).toEqual(before)

    await climb.tricks('Ben')
    expect(await news(page)).toBe('Round 2 made! Everybody hit their number.')
    expect(await status(page)).toEqual({
      round: 'Round 3 of 7',
      cards: '3 cards',
      lives: 'Lives: 2 of 3',
      coins: 2,
      badges: ['Anna deals'],
    })
  })

  it('keeps the numbers chosen and the cards of a trick through a reload', async () => {
    const { page } = await env.open()
    const climb = await newClimb(page, { dealer: 0 })
    const reload = async () => {
      await page.reload()
      await page.getByRole('region', { name: 'The round', exact: true }).waitFor()
      await settled(page)
    }

    // Round 1, Anna deals: Ben and Carla have shown their fingers, Dan not yet.
    await climb.trump('Hearts')
    await climb.choose({ Ben: 1, Carla: 0 })
    await drafted(page, 'bids', [null, 1, 0, null])
    await reload()
    // Their lines show them; the chips are open for Dan, who has none yet.
    expect(await lines(page)).toEqual([
      'Number of Ben: 1',
      'Number of Carla: 0',
      'Number of Dan: not yet',
    ])
    expect(await page.locator('.numbers-row legend').allTextContents()).toEqual(['Number of Dan'])
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0)
    await climb.bids({ Dan: 0 }, 'Anna (dealer) must take 0 tricks.')

    // Ben leads the A♥; Carla follows in one tap, the hearts being open already.
    await entryTab(page, 'Cards').click()
    await pickCard(page, 'Ace of Hearts')
    await page
      .getByRole('group', { name: 'Rank of the Hearts card' })
      .getByRole('button', { name: '2 of Hearts', exact: true })
      .click()
    await expect.poll(async () => ((await storedDraft(page)).trick as unknown[])?.length).toBe(2)
    await reload()
    expect(await slots(page)).toEqual(['Ben A♥', 'Carla 2♥', 'Dan —', 'Anna —'])
    expect(await entryTab(page, 'Cards').getAttribute('aria-pressed')).toBe('true')
    await pickCard(page, '3 of Hearts')
    await pickCard(page, 'King of Clubs')
    expect(await slots(page)).toEqual(['Ben A♥ wins', 'Carla 2♥', 'Dan 3♥', 'Anna K♣'])
    await page.getByRole('button', { name: 'Take the trick: Ben' }).click()
    await climb.saved()
    expect(await news(page)).toBe('Round 1 made! Everybody hit their number.')
  })

  it('undoes a trick by cards into a trick to change, and the numbers into numbers to change', async () => {
    const { page } = await env.open()
    const climb = await newClimb(page, { dealer: 0 })
    const dock = () => page.locator('.dock .saved').textContent()
    const undo = async (what: string) => {
      await page.locator('.dock').getByRole('button', { name: 'Undo' }).click()
      await page.locator('.dock .saved', { hasText: `Undone: ${what}` }).waitFor()
      await settled(page)
      climb.entries--
    }

    // Round 1, Anna deals: Ben says 1 and takes it with the A♥.
    await climb.trump('Hearts')
    await climb.bids({ Ben: 1, Carla: 0, Dan: 0 })
    await entryTab(page, 'Cards').click()
    for (const card of ['Ace of Hearts', '2 of Hearts', '3 of Hearts', 'King of Clubs']) {
      await pickCard(page, card)
    }
    await page.getByRole('button', { name: 'Take the trick: Ben' }).click()
    await climb.saved()
    expect(await news(page)).toBe('Round 1 made! Everybody hit their number.')

    // Carla's card was the 5♥: undo, tap her card, pick the right one, take the trick again.
    await undo('trick 1, Ben')
    expect(await slots(page)).toEqual(['Ben A♥ wins', 'Carla 2♥', 'Dan 3♥', 'Anna K♣'])
    await page.getByRole('button', { name: /^Carla\s*2♥/ }).click()
    const hearts = page.getByRole('group', { name: 'Rank of the Hearts card' })
    // Hers is offered again; the others' are not; the hearts are open, one tap.
    expect(await hearts.getByRole('button', { name: '2 of Hearts' }).isEnabled()).toBe(true)
    expect(await hearts.getByRole('button', { name: '3 of Hearts' }).isDisabled()).toBe(true)
    expect(await hearts.getByRole('button', { name: 'Ace of Hearts' }).isDisabled()).toBe(true)
    await hearts.getByRole('button', { name: '5 of Hearts', exact: true }).click()
    expect(await slots(page)).toEqual(['Ben A♥ wins', 'Carla 5♥', 'Dan 3♥', 'Anna K♣'])
    await page.getByRole('button', { name: 'Take the trick: Ben' }).click()
    await climb.saved()
    expect(await rounds(page)).toEqual(['1 1 ♥ 0/0 1/1 0/0 0/0 ✓3'])

    // Round 2, Ben deals, clubs: Carla says 2. The numbers come back after an undo.
    await climb.trump('Clubs')
    await climb.bids({ Carla: 2, Dan: 0, Anna: 0 }, 'Ben (dealer) must take 0 tricks.')
    await undo('the numbers of round 2')
    expect(await dealerSays(page)).toBe('Ben (dealer) must take 0 tricks.')
    await climb.bids({ Dan: 0 })

    // Trick 1 by cards: Carla's A♣ takes it. In trick 2 no club of trick 1 is offered.
    await entryTab(page, 'Cards').click()
    for (const card of ['Ace of Clubs', '2 of Clubs', '3 of Clubs', '4 of Clubs']) {
      await pickCard(page, card)
    }
    await page.getByRole('button', { name: 'Take the trick: Carla' }).click()
    await climb.saved()
    expect(await dock()).toBe('✓ Entry 6 saved')
    await page.getByRole('group', { name: 'Suit' }).getByRole('button', { name: 'Clubs' }).click()
    const clubs = page.getByRole('group', { name: 'Rank of the Clubs card' }).getByRole('button')
    const greyed = await clubs.evaluateAll((buttons) =>
      buttons
        .filter((b) => (b as HTMLButtonElement).disabled)
        .map((b) => b.getAttribute('aria-label')),
    )
    expect(greyed).toEqual(['Ace of Clubs', '4 of Clubs', '3 of Clubs', '2 of Clubs'])
    await undo('trick 1, Carla')
    expect(await slots(page)).toEqual(['Carla A♣ wins', 'Dan 2♣', 'Anna 3♣', 'Ben 4♣'])
  })
})
