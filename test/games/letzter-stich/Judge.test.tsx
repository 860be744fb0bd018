import { fireEvent, render, screen, within } from '@testing-library/preact'
import { beforeEach, describe, expect, it } from 'vitest'
import { freshDevice } from '../../helpers/device'

// A fresh module copy per test, so the language switched in one test stays in that test.
beforeEach(freshDevice)

async function showJudge(lang: 'en' | 'de' = 'en') {
  const i18n = await import('../../../src/i18n')
  i18n.lang.value = lang
  const { Judge } = await import('../../../src/app/screens/Judge')
  render(<Judge game="letzter-stich" />)
  await screen.findByRole('group', { name: lang === 'en' ? 'Suit' : 'Farbe' })
}

/** Two taps: the suit, then the rank, both by the names a screen reader says. */
function pick(suit: string, card: string) {
  fireEvent.click(screen.getByRole('button', { name: suit }))
  fireEvent.click(screen.getByRole('button', { name: card }))
}

const slots = (name = 'The trick in play order') =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((slot) => slot.textContent)

const players = (label: string) => fireEvent.click(screen.getByRole('radio', { name: label }))

describe('judging a trick', () => {
  it('settles the rulebook example: K♠ takes it, the off-suit ace cannot win', async () => {
    await showJudge()
    pick('Spades', '9 of Spades')
    pick('Spades', 'King of Spades')
    pick('Hearts', 'Ace of Hearts')
    expect(slots()).toEqual(['9♠', 'K♠', 'A♥', 'Card 4'])
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull()
    pick('Spades', 'Queen of Spades')

    expect(slots()).toEqual(['9♠', 'K♠', 'A♥', 'Q♠'])
    expect(screen.getByRole('heading', { name: 'K♠ (card 2) takes the trick' })).toBeTruthy()
    expect(screen.getByText('K♠ is the highest spade. A♥ is off suit and cannot win.')).toBeTruthy()
    // The trick is complete: no more cards can be picked.
    expect(screen.queryByRole('group', { name: 'Suit' })).toBeNull()
  })

  it('says when the lead is the only card of its suit', async () => {
    await showJudge()
    players('3 players')
    pick('Clubs', '10 of Clubs')
    pick('Hearts', 'Ace of Hearts')
    pick('Diamonds', 'Ace of Diamonds')
    expect(screen.getByRole('heading', { name: '10♣ (card 1) takes the trick' })).toBeTruthy()
    expect(
      screen.getByText('10♣ is the only club in the trick. A♥, A♦ are off suit and cannot win.'),
    ).toBeTruthy()
  })

  it('does not offer a card that is already in the trick', async () => {
    await showJudge()
    pick('Spades', 'King of Spades')
    fireEvent.click(screen.getByRole('button', { name: 'Spades' }))
    const king = screen.getByRole('button', { name: 'King of Spades' }) as HTMLButtonElement
    expect(king.disabled).toBe(true)
    fireEvent.click(king)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(slots()).toEqual(['K♠', 'Card 2', 'Card 3', 'Card 4'])
    expect(screen.getByText('Card 2: pick the suit, then the rank.')).toBeTruthy()
  })

  it('offers no 7 or 8 when three play', async () => {
    await showJudge()
    fireEvent.click(screen.getByRole('button', { name: 'Spades' }))
    expect(screen.getByRole('button', { name: '7 of Spades' })).toBeTruthy()
    players('3 players')
    expect(slots()).toEqual(['Card 1', 'Card 2', 'Card 3'])
    for (const suit of ['Clubs', 'Spades', 'Hearts', 'Diamonds']) {
      fireEvent.click(screen.getByRole('button', { name: suit }))
      const ranks = within(screen.getByRole('group', { name: `Rank of the ${suit} card` }))
        .getAllByRole('button')
        .map((b) => b.textContent)
      expect(ranks.map((r) => r?.slice(0, -1))).toEqual(['A', 'K', 'Q', 'J', '10', '9'])
      expect(screen.queryByRole('button', { name: `8 of ${suit}` })).toBeNull()
      expect(screen.queryByRole('button', { name: `7 of ${suit}` })).toBeNull()
    }
  })

  it('opens the suit led for the next card: following suit is one tap', async () => {
    await showJudge()
    pick('Hearts', '10 of Hearts')
    // No suit tapped: the hearts are there already, the 10 greyed out.
    const hearts = within(screen.getByRole('group', { name: 'Rank of the Hearts card' }))
    expect(hearts.getByRole<HTMLButtonElement>('button', { name: '10 of Hearts' }).disabled).toBe(
      true,
    )
    fireEvent.click(hearts.getByRole('button', { name: 'Queen of Hearts' }))
    expect(slots()).toEqual(['10♥', 'Q♥', 'Card 3', 'Card 4'])
    // Another suit is still two taps.
    pick('Clubs', 'Ace of Clubs')
    expect(slots()).toEqual(['10♥', 'Q♥', 'A♣', 'Card 4'])
  })

  it('takes back the last card, or starts over', async () => {
    await showJudge()
    pick('Spades', '9 of Spades')
    pick('Spades', 'King of Spades')
    fireEvent.click(screen.getByRole('button', { name: 'Remove last card' }))
    expect(slots()).toEqual(['9♠', 'Card 2', 'Card 3', 'Card 4'])
    fireEvent.click(screen.getByRole('button', { name: 'New trick' }))
    expect(slots()).toEqual(['Card 1', 'Card 2', 'Card 3', 'Card 4'])
  })
})

describe('in German', () => {
  it('gives the verdict in German and letters the queen D', async () => {
    await showJudge('de')
    pick('Pik', 'Pik 9')
    pick('Pik', 'Pik König')
    pick('Herz', 'Herz Ass')
    fireEvent.click(screen.getByRole('button', { name: 'Pik' }))
    expect(screen.getByRole('button', { name: 'Pik Dame' }).textContent).toBe('D♠')
    fireEvent.click(screen.getByRole('button', { name: 'Pik Dame' }))

    expect(slots('Der Stich in Spielreihenfolge')).toEqual(['9♠', 'K♠', 'A♥', 'D♠'])
    expect(screen.getByRole('heading', { name: 'K♠ (Karte 2) bekommt den Stich' })).toBeTruthy()
    expect(
      screen.getByText(
        'K♠ ist die höchste Pik-Karte. ' +
          'A♥ gehört nicht zur ausgespielten Farbe und kann den Stich nicht gewinnen.',
      ),
    ).toBeTruthy()
  })

  it('does not offer a queen that is already in the trick, in German either', async () => {
    await showJudge('de')
    pick('Herz', 'Herz Dame')
    fireEvent.click(screen.getByRole('button', { name: 'Herz' }))
    expect((screen.getByRole('button', { name: 'Herz Dame' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })
})
