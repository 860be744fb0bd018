// Stiche im Team in Chromium against the production build, every screen of the game through axe,
// light and dark: the options, the trump, open numbers (and a round lost at bidding), both ways to
// enter a trick, the climb lost and won, secret numbers (the gate, the private choice, the
// hand-over), a round without trump, and the judge with a verdict.
import { mkdir } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { axeViolations, useBrowser } from './harness'
import { entryTab, type Look, leftOf, newClimb, option, pickCard, status } from './play/sit'

const env = useBrowser()

/** Screenshots of every screen axe checks, for a look at them: SIT_SHOTS=/some/dir. */
const SHOTS = process.env.SIT_SHOTS

describe('Stiche im Team', () => {
  it('has no axe violations on any of its screens, light and dark', async () => {
    const { page } = await env.open()
    const found: string[] = []
    const seen: string[] = []
    if (SHOTS) await mkdir(SHOTS, { recursive: true })
    const look: Look = async (screen) => {
      seen.push(screen)
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        for (const v of await axeViolations(page)) found.push(`[${screen}, ${scheme}] ${v}`)
        if (SHOTS)
          await page.screenshot({ path: `${SHOTS}/${screen}-${scheme}.png`, fullPage: true })
      }
    }

    // Open numbers: options, trump, numbers, a round lost, both ways to enter a trick.
    const open = await newClimb(page, {
      options: (p) => option(p, /^Up and down/),
      look,
    })
    await look('sit-trump')
    await open.trump('Spades')
    await open.choose({ Ben: 1, Carla: 0 })
    await look('sit-bids')
    await open.choose({ Dan: 1 }, 'The others bid 2, more than 1: the round is lost.')
    await look('sit-bids-over')
    await open.bids({})
    await look('sit-news-lost')
    await open.trump('Hearts')
    await open.bids({ Carla: 1, Dan: 0, Anna: 0 })
    await look('sit-play-winner')
    await entryTab(page, 'Cards').click()
    await pickCard(page, 'Jack of Hearts')
    await page.getByRole('group', { name: 'Suit' }).getByRole('button', { name: 'Spades' }).click()
    await look('sit-play-cards')
    await pickCard(page, '2 of Spades')
    await pickCard(page, 'Ace of Clubs')
    await pickCard(page, '9 of Hearts')
    await look('sit-play-judged')
    // Out of lives at bidding: three more rounds lost before a card is played.
    await page.getByRole('button', { name: 'Take the trick: Carla' }).click()
    await open.saved()
    for (const dealer of ['Carla', 'Dan', 'Anna']) await open.overBid(dealer, 2)
    await page.getByRole('heading', { name: /^Out of lives/ }).waitFor()
    await look('sit-over-lost')

    // Secret numbers: the gate, the private choice, the hand-over, the hidden counts.
    // With no trump in odd rounds too: round 1 is played without.
    const secret = await newClimb(page, {
      players: ['Anna', 'Ben', 'Carla'],
      options: async (p) => {
        await option(p, 'Secret numbers (harder)')
        await option(p, /^No trump in rounds/)
      },
    })
    expect(await page.locator('#sit-trump-h').textContent()).toBe(
      'No trump in this round (odd card count).',
    )
    await look('sit-no-trump')
    await page.getByRole('button', { name: 'Play without trump' }).click()
    await secret.saved()
    expect(await status(page)).toMatchObject({ badges: ['Anna deals', 'No trump'] })
    await look('sit-secret')
    await secret.secretBid('Ben', 1, 'Carla', look)
    await secret.secretBid('Carla', 0, null)
    await look('sit-play-secret')

    // A climb won, three players, as quick as it gets.
    const three = ['Anna', 'Ben', 'Carla']
    const won = await newClimb(page, { players: three })
    for (let round = 1; round <= 7; round++) {
      const dealer = three[(round - 1) % 3] ?? ''
      await won.makeRound(dealer, leftOf(three, dealer)[0] ?? '', round)
    }
    await page.getByRole('heading', { name: 'The team wins with 3 of 3 lives left!' }).waitFor()
    await look('sit-over-won')

    // The judge with a verdict: the rulebook's trick 2.
    await page.goto('/#/judge')
    await page.getByRole('link', { name: 'Stiche im Team' }).click()
    await page.getByRole('group', { name: 'Trump' }).waitFor()
    await look('sit-judge')
    for (const card of ['2 of Spades', '4 of Diamonds', 'King of Spades', '2 of Diamonds']) {
      await pickCard(page, card)
    }
    await page.getByRole('heading', { name: 'K♠ (card 3) takes the trick' }).waitFor()
    expect(await page.locator('.verdict p').textContent()).toBe(
      'K♠ is the highest trump. 4♦, 2♦ neither follow suit nor are trump.',
    )
    await look('sit-judge-verdict')

    expect(seen).toEqual([
      'sit-options',
      'sit-trump',
      'sit-bids',
      'sit-bids-over',
      'sit-news-lost',
      'sit-play-winner',
      'sit-play-cards',
      'sit-play-judged',
      'sit-over-lost',
      'sit-no-trump',
      'sit-secret',
      'sit-gate',
      'sit-secret-pick',
      'sit-handover',
      'sit-play-secret',
      'sit-over-won',
      'sit-judge',
      'sit-judge-verdict',
    ])
    expect(found, found.join('\n')).toEqual([])
    // Eighteen screens, each checked twice: on a busy machine this takes minutes.
  }, 300_000)
})
