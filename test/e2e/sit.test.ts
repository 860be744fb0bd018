// Stiche im Team in Chromium against the production build, played and scored through the UI
// (play/sit.ts): the rulebook's worked example with cards, after two quick rounds; lives lost at
// bidding and in play, the end of a climb (lost and won) and the best of the table; an option the
// rules refuse for five players; a revoke flagged as its card goes in.
import { describe, expect, it } from 'vitest'
import { sitCounts as counts, sitNews as news, sitRounds as rounds } from './games'
import { axeViolations, settled, useBrowser } from './harness'
import {
  best,
  dealerSays,
  entryTab,
  leftOf,
  lines,
  newClimb,
  option,
  pickCard,
  question,
  sitNewMatchForm,
  slots,
  status,
  TABLE,
} from './play/sit'

const env = useBrowser()

describe('Stiche im Team', () => {
  it('plays the rulebook’s round 3 with cards, after two quick rounds', async () => {
    const { page } = await env.open()
    // Carla deals round 1, Dan round 2, so Anna deals round 3 as in the rulebook.
    const climb = await newClimb(page, { dealer: 2 })
    expect(await best(page)).toBe('First climb of this table.')
    // Its place was held while the past climbs were read, by a line of the same height: nothing
    // below it moved as it came in.
    const [line, held] = await page.evaluate(() => {
      const shown = document.querySelector<HTMLElement>('.sit-best')
      const wait = document.createElement('p')
      wait.className = 'sit-best-wait'
      wait.textContent = '\u00a0'
      shown?.after(wait)
      const heights = [shown?.offsetHeight ?? 0, wait.offsetHeight]
      wait.remove()
      return heights
    })
    expect(line).toBeGreaterThan(0)
    expect(held).toBe(line)
    expect(await status(page)).toEqual({
      round: 'Round 1 of 7',
      cards: '1 card',
      lives: 'Lives: 3 of 3',
      coins: 3,
      badges: ['Carla deals'],
    })
    expect(await page.locator('#sit-trump-h').textContent()).toBe(
      'Carla turns the next card. Its suit is trump.',
    )
    await climb.trump('Hearts')
    await climb.bids({ Dan: 1, Anna: 0, Ben: 0 }, 'Carla (dealer) must take 0 tricks.')
    await climb.tricks('Dan')
    expect(await news(page)).toBe('Round 1 made! Everybody hit their number.')

    await climb.trump('Clubs')
    await climb.bids({ Anna: 2, Ben: 0, Carla: 0 }, 'Dan (dealer) must take 0 tricks.')
    await climb.tricks('Anna', 'Anna')
    expect(await news(page)).toBe('Round 2 made! Everybody hit their number.')

    // Round 3: Anna deals and turns the 9♠.
    expect(await status(page)).toEqual({
      round: 'Round 3 of 7',
      cards: '3 cards',
      lives: 'Lives: 3 of 3',
      coins: 3,
      badges: ['Anna deals'],
    })
    await climb.trump('Spades')
    // The numbers are asked from the dealer's left, a line each; the chips open for the first.
    // The dealer only learns what is left.
    expect(await lines(page)).toEqual([
      'Number of Ben: not yet',
      'Number of Carla: not yet',
      'Number of Dan: not yet',
    ])
    expect(await page.locator('.numbers-row legend').allTextContents()).toEqual(['Number of Ben'])
    expect(await dealerSays(page)).toBe('Anna deals and takes what is left.')
    await climb.choose({ Ben: 1, Carla: 0 }, 'Anna deals and takes what is left.')
    await climb.bids({ Dan: 1 }, 'Anna (dealer) must take 1 trick.')
    expect(await status(page)).toMatchObject({ badges: ['Ben leads', 'Trump: ♠ Spades'] })
    expect(await counts(page)).toEqual([
      ['Anna deals', '1', '0', '1'],
      ['Ben', '1', '0', '1'],
      ['Carla', '0', '0', '0'],
      ['Dan', '1', '0', '1'],
    ])

    await entryTab(page, 'Cards').click()
    /** The cards in play order, each asked for by name; then the slots as judged. */
    const trick = async (cards: string[], order: string[]) => {
      for (const [i, card] of cards.entries()) {
        expect(await page.locator('.hint').textContent()).toBe(`Card of ${order[i]}`)
        await pickCard(page, card)
      }
      return slots(page)
    }
    expect(await question(page)).toBe('Trick 1 of 3')
    // Trick 1: Dan's 8♣ is the highest club; no trump falls.
    const one = await trick(
      ['3 of Clubs', '6 of Clubs', '8 of Clubs', '7 of Clubs'],
      ['Ben', 'Carla', 'Dan', 'Anna'],
    )
    expect(one).toEqual(['Ben 3♣', 'Carla 6♣', 'Dan 8♣ wins', 'Anna 7♣'])
    await page.getByRole('button', { name: 'Take the trick: Dan' }).click()
    await climb.saved()
    expect(await counts(page)).toEqual([
      ['Anna deals', '1', '0', '1'],
      ['Ben', '1', '0', '1'],
      ['Carla', '0', '0', '0'],
      ['Dan', '1', '1', '0'],
    ])
    expect(await status(page)).toMatchObject({ badges: ['Dan leads', 'Trump: ♠ Spades'] })

    // Trick 2: Dan leads his small trump, Ben takes it with the K♠; the diamonds are thrown off.
    expect(await question(page)).toBe('Trick 2 of 3')
    const two = await trick(
      ['2 of Spades', '4 of Diamonds', 'King of Spades', '2 of Diamonds'],
      ['Dan', 'Anna', 'Ben', 'Carla'],
    )
    expect(two).toEqual(['Dan 2♠', 'Anna 4♦', 'Ben K♠ wins', 'Carla 2♦'])
    await page.getByRole('button', { name: 'Take the trick: Ben' }).click()
    await climb.saved()
    expect(await counts(page)).toEqual([
      ['Anna deals', '1', '0', '1'],
      ['Ben', '1', '1', '0'],
      ['Carla', '0', '0', '0'],
      ['Dan', '1', '1', '0'],
    ])

    // Trick 3: Anna's A♥ takes it; Dan has no heart and throws the Q♦.
    expect(await question(page)).toBe('Trick 3 of 3')
    const three = await trick(
      ['10 of Hearts', '5 of Hearts', 'Queen of Diamonds', 'Ace of Hearts'],
      ['Ben', 'Carla', 'Dan', 'Anna'],
    )
    expect(three).toEqual(['Ben 10♥', 'Carla 5♥', 'Dan Q♦', 'Anna A♥ wins'])
    await page.getByRole('button', { name: 'Take the trick: Anna' }).click()
    await climb.saved()

    // Everybody made their number: on to round 4, Ben deals, no life lost.
    expect(await news(page)).toBe('Round 3 made! Everybody hit their number.')
    expect(await status(page)).toEqual({
      round: 'Round 4 of 7',
      cards: '4 cards',
      lives: 'Lives: 3 of 3',
      coins: 3,
      badges: ['Ben deals'],
    })
    expect(await page.locator('#sit-trump-h').textContent()).toBe(
      'Ben turns the next card. Its suit is trump.',
    )
    // Paper's list: every round's numbers and tricks, as the table said and took them.
    await page.getByRole('heading', { name: 'Rounds so far' }).waitFor()
    expect(await rounds(page)).toEqual([
      '1 1 ♥ 0/0 0/0 0/0 1/1 ✓3',
      '2 2 ♣ 2/2 0/0 0/0 0/0 ✓3',
      '3 3 ♠ 1/1 1/1 0/0 1/1 ✓3',
    ])
  })

  it('loses lives at bidding and in play, runs out, then wins: the best is kept', async () => {
    const { page } = await env.open()
    const lost = await newClimb(page, { dealer: 0 })
    expect(await best(page)).toBe('First climb of this table.')

    // Round 1, Anna deals: Ben and Carla both say 1 of the 1 card. Lost before any card.
    await lost.trump('Clubs')
    await lost.choose(
      { Ben: 1, Carla: 1, Dan: 0 },
      'The others bid 2, more than 1: the round is lost.',
    )
    await lost.bids({})
    expect(await news(page)).toBe(
      'Round 1 lost. The others bid 2 together, more than the card count of this round (1). ' +
        'One life gone.',
    )
    expect(await status(page)).toEqual({
      round: 'Round 1 of 7',
      cards: '1 card',
      lives: 'Lives: 2 of 3',
      coins: 2,
      badges: ['Ben deals'],
    })

    // Round 1 again, Ben deals: made.
    await lost.makeRound('Ben', 'Carla', 1)
    expect(await news(page)).toBe('Round 1 made! Everybody hit their number.')

    // Round 2, Carla deals: Ben said 0 and takes the first trick; lost before the second.
    await lost.trump('Spades')
    await lost.bids({ Dan: 0, Anna: 1, Ben: 0 }, 'Carla (dealer) must take 1 trick.')
    expect(await question(page)).toBe('Trick 1 of 2')
    await lost.tricks('Ben')
    expect(await news(page)).toBe(
      'Round 2 lost. Ben has taken more tricks than their number. One life gone.',
    )
    expect(await status(page)).toEqual({
      round: 'Round 2 of 7',
      cards: '2 cards',
      lives: 'Lives: 1 of 3',
      coins: 1,
      badges: ['Dan deals'],
    })
    expect(await page.locator('#sit-trick-h').count()).toBe(0)

    // The last life goes at bidding; then a round lost with no life left ends the climb.
    await lost.overBid('Dan', 2)
    expect(await status(page)).toMatchObject({ lives: 'Lives: 0 of 3', coins: 0 })
    await lost.trump('Hearts')
    await lost.bids({ Ben: 0, Carla: 0, Dan: 0 }, 'Anna (dealer) must take 2 tricks.')
    await lost.tricks('Dan')
    await page.getByRole('heading', { name: 'Out of lives. You reached round 2 of 7.' }).waitFor()
    // The end also says why the last round was lost, without a life to give.
    expect(await news(page)).toBe('Round 2 lost. Dan has taken more tricks than their number.')
    expect(await best(page)).toBe('First climb of this table. This time: round 2')
    // Every round on the way down: lost at bidding (no tricks), made, lost by who went over.
    expect(await rounds(page)).toEqual([
      '1 1 ♣ –/– 1/– 1/– 0/– ✗2',
      '1 1 ♥ 0/0 0/0 1/1 0/0 ✓2',
      '2 2 ♠ 1/0 0/1✗ 1/0 0/0 ✗1',
      '2 2 ♣ 2/– 2/– 0/– –/– ✗0',
      '2 2 ♥ 2/0 0/0 0/0 0/1✗ ✗0',
    ])
    expect(await page.locator('.sit-who').count()).toBe(0)
    expect(await page.getByRole('group', { name: 'Trump suit' }).count()).toBe(0)
    expect(await page.getByRole('link', { name: 'New match' }).count()).toBe(1)

    // The same four in another seat order, with 4 lives: the table's best so far is shown.
    const order = ['Dan', 'Carla', 'Anna', 'Ben']
    const won = await newClimb(page, {
      players: order,
      dealer: 0,
      options: (p) => p.getByRole('radio', { name: '4 lives' }).check(),
    })
    expect(await best(page)).toBe('Best of this table: round 2')
    expect(await status(page)).toMatchObject({ lives: 'Lives: 4 of 4', coins: 4 })
    await won.overBid('Dan', 1)
    for (let round = 1; round <= 7; round++) {
      // Round 1 was lost once, so Carla deals it again; then the deal goes round.
      const dealer = order[round % 4] ?? ''
      expect(await status(page)).toMatchObject({
        round: `Round ${round} of 7`,
        badges: [`${dealer} deals`],
      })
      await won.makeRound(dealer, leftOf(order, dealer)[0] ?? '', round)
    }
    await page.getByRole('heading', { name: 'The team wins with 3 of 4 lives left!' }).waitFor()
    expect(await best(page)).toBe('Best of this table: round 2 This time: won with 3 lives')
    expect(await status(page)).toMatchObject({ round: 'Round 7 of 7', lives: 'Lives: 3 of 4' })

    // The next time these four sit down, the win is the best to beat.
    await newClimb(page, { players: ['Ben', 'Anna', 'Dan', 'Carla'] })
    expect(await best(page)).toBe('Best of this table: won with 3 lives')
    // Another table does not share it.
    await newClimb(page, { players: ['Anna', 'Ben', 'Carla'] })
    expect(await best(page)).toBe('First climb of this table.')
  })

  it('refuses the long ascent for 5 players, says why, and starts nothing', async () => {
    const { page } = await env.open()
    await sitNewMatchForm(page, ['Anna', 'Ben', 'Carla', 'Dan', 'Eva'], 0)
    await option(page, /^Long ascent/)
    await page.getByRole('button', { name: 'Start match' }).click()
    await page
      .getByRole('alert')
      .getByText('The long ascent (up to 10 cards) is for 3 or 4 players, not 5.', { exact: true })
      .waitFor()
    expect(new URL(page.url()).hash).toBe('#/new')
    await page.goto('/')
    await page.getByRole('link', { name: 'New match' }).waitFor()
    expect(await page.getByRole('link', { name: /Continue match/ }).count()).toBe(0)
    await page.getByRole('link', { name: 'Past matches' }).click()
    await settled(page)
    expect(await page.getByText('Eva').count()).toBe(0)

    // With four the same option climbs to 10 cards.
    await sitNewMatchForm(page, TABLE, 0)
    await option(page, /^Long ascent/)
    await page.getByRole('button', { name: 'Start match' }).click()
    await page.getByRole('region', { name: 'The round', exact: true }).waitFor()
    expect(await status(page)).toMatchObject({ round: 'Round 1 of 10' })
  })

  it('flags a revoke as its card goes in: fixed, the flag goes; kept, the list marks it', async () => {
    const { page } = await env.open()
    const climb = await newClimb(page, {})
    await climb.makeRound('Anna', 'Ben', 1)
    // Round 2, Ben deals, hearts trump: Carla says both tricks and leads.
    await climb.trump('Hearts')
    await climb.bids({ Carla: 2, Dan: 0, Anna: 0 })
    await entryTab(page, 'Cards').click()
    // Trick 1: Dan has no spade and plays the 2♣; he has shown out of spades.
    for (const card of ['Ace of Spades', '2 of Clubs', '2 of Spades', '3 of Spades']) {
      await pickCard(page, card)
    }
    await page.getByRole('button', { name: 'Take the trick: Carla' }).click()
    await climb.saved()
    // Trick 2: Dan's 10♠ is flagged at once, with the trick where he showed out.
    await pickCard(page, 'King of Spades')
    await pickCard(page, '10 of Spades')
    const flag = page.getByRole('alert').filter({ hasText: 'showed out' })
    await flag.waitFor()
    expect(await flag.textContent()).toBe('Dan: Showed out of ♠ in trick 1 — fix or keep')
    // Fixed: his slot tapped, another card picked, and the flag goes.
    await page.getByRole('button', { name: /^Dan\s*10♠/ }).click()
    await pickCard(page, '3 of Clubs')
    await flag.waitFor({ state: 'detached' })
    expect(await page.locator('.seat-slots li.flagged').count()).toBe(0)
    // The table says it was the 10♠ after all: flagged again, and recorded anyway.
    await page.getByRole('button', { name: /^Dan\s*3♣/ }).click()
    await pickCard(page, '10 of Spades')
    await flag.waitFor()
    expect(await axeViolations(page)).toEqual([])
    await pickCard(page, '4 of Spades')
    await pickCard(page, '5 of Spades')
    await page.getByRole('button', { name: 'Take the trick: Carla' }).click()
    await climb.saved()
    // Round 2 made; its tricks stay listed until round 3 has one, the revoke marked in words.
    const list = page.getByRole('region', { name: /^Tricks of round 2/ })
    await list.waitFor()
    expect(await list.getByRole('heading').textContent()).toBe('Tricks of round 21 revoke')
    expect(await list.getByRole('listitem').allTextContents()).toEqual([
      'Carla led: A♠ 2♣ 2♠ 3♠ · Carla took it',
      'Carla led: K♠ 10♠ 4♠ 5♠ · Carla took itRevoke: Dan played ♠ after showing out of it in trick 1',
    ])
    expect(await axeViolations(page)).toEqual([])
  })
})
