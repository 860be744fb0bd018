import { render, screen, within } from '@testing-library/preact'
import { beforeEach, describe, expect, it } from 'vitest'
import { freshDevice } from '../helpers/device'

beforeEach(freshDevice)

async function showJudge(game?: string) {
  const { Judge } = await import('../../src/app/screens/Judge')
  render(<Judge game={game} />)
}

describe('the judge screen', () => {
  it('lists every game as a link', async () => {
    await showJudge()
    const menu = within(await screen.findByRole('navigation', { name: 'Games' }))
    expect(menu.getByRole('link', { name: 'Letzter Stich' }).getAttribute('href')).toBe(
      '#/judge/letzter-stich',
    )
    expect(menu.getByRole('link', { name: 'Stich für Stich' }).getAttribute('href')).toBe(
      '#/judge/stich-fuer-stich',
    )
    expect(menu.getByRole('link', { name: 'Stiche im Team' }).getAttribute('href')).toBe(
      '#/judge/stiche-im-team',
    )
    expect(menu.getByRole('link', { name: 'Sticht oder nicht' }).getAttribute('href')).toBe(
      '#/judge/sticht-oder-nicht',
    )
    expect(menu.getAllByRole('link')).toHaveLength(4)
  })

  it.each(['no-such-game'])('shows the list for %s, not endless loading', async (game) => {
    await showJudge(game)
    expect(await screen.findByText('Which game is being played?')).toBeTruthy()
    expect(screen.queryByText('Loading…')).toBeNull()
  })

  it('opens the card picker of a built game', async () => {
    await showJudge('letzter-stich')
    expect(await screen.findByRole('group', { name: 'Suit' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Judge: Letzter Stich' })).toBeTruthy()
  })
})
