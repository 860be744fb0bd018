import { fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Setup } from '../../src/core/game'
import { GAME_IDS } from '../../src/games'
import { freshDevice } from '../helpers/device'

beforeEach(freshDevice)
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const SETUP: Setup = {
  game: 'letzter-stich',
  players: ['Anna', 'Ben', 'Cora'],
  options: {},
  firstDealer: 2,
}

/** A Letzter Stich match played to its end: Anna pays all five counters, Ben and Cora tie. */
async function finishedMatch() {
  const session = await import('../helpers/session')
  const id = await session.startMatch(SETUP)
  if (typeof id !== 'string') throw new Error('could not start')
  for (let hand = 0; hand < 5; hand++) {
    expect(await session.record({ t: 'quick', lastTrick: 0, sweep: false })).toBeNull()
  }
  const open = session.open.value
  if (!open?.match.finished) throw new Error('the match did not end')
  const { Finished } = await import('../../src/app/screens/match/Finished')
  render(<Finished open={open} />)
  return { id, session }
}

/** Puts a stand-in on navigator for one test. */
function onNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true })
}

afterEach(() => {
  onNavigator('share', undefined)
  onNavigator('clipboard', undefined)
})

const shareButton = () => screen.getByRole('button', { name: 'Share result' })

describe('sharing the result', () => {
  it('hands the text with the final counters and the tied winners to the share sheet', async () => {
    const share = vi.fn().mockResolvedValue(undefined)
    onNavigator('share', share)
    await finishedMatch()
    fireEvent.click(shareButton())
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1))
    const { text } = (share.mock.calls[0]?.[0] ?? { text: '' }) as { text: string }
    expect(text).toMatch(/^Letzter Stich · /)
    expect(text).toContain('Anna: 0 counters\n🏆 Ben: 5 counters\n🏆 Cora: 5 counters')
    expect(text).toContain('Won by Ben, Cora')
  })

  it('copies the text to the clipboard and says so where the share sheet fails', async () => {
    onNavigator('share', vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError')))
    const writeText = vi.fn().mockResolvedValue(undefined)
    onNavigator('clipboard', { writeText })
    await finishedMatch()
    fireEvent.click(shareButton())
    expect(await screen.findByText('Copied. Paste the result into any chat.')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Copied. Paste the result into any chat.')
    expect(writeText.mock.calls[0]?.[0]).toContain('🏆 Ben: 5 counters')
  })

  it('copies without a share sheet at all', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    onNavigator('clipboard', { writeText })
    await finishedMatch()
    fireEvent.click(shareButton())
    await screen.findByText('Copied. Paste the result into any chat.')
    expect(writeText).toHaveBeenCalledTimes(1)
  })

  it('does nothing more when the player closes the share sheet', async () => {
    onNavigator('share', vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError')))
    const writeText = vi.fn().mockResolvedValue(undefined)
    onNavigator('clipboard', { writeText })
    await finishedMatch()
    fireEvent.click(shareButton())
    await waitFor(() => expect(shareButton()).toHaveProperty('disabled', false))
    expect(writeText).not.toHaveBeenCalled()
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('shows the text to copy by hand when sharing and copying both fail', async () => {
    onNavigator('clipboard', { writeText: vi.fn().mockRejectedValue(new Error('denied')) })
    await finishedMatch()
    fireEvent.click(shareButton())
    const box = await screen.findByRole<HTMLTextAreaElement>('textbox', {
      name: /Select the text and copy it/,
    })
    expect(box.readOnly).toBe(true)
    expect(box.value).toContain('Won by Ben, Cora')
  })
})

describe('rematch', () => {
  it('starts the same game with the same players and options, the next seat dealing first', async () => {
    const { id, session } = await finishedMatch()
    const router = await import('../../src/app/router')
    expect(screen.getByRole('button', { name: /^Rematch/ }).textContent).toContain(
      'Same players, Anna deals first',
    )
    fireEvent.click(screen.getByRole('button', { name: /^Rematch/ }))
    await waitFor(() => expect(router.route.value.name).toBe('match'))
    const route = router.route.value as { name: 'match'; id: string }
    expect(route.id).not.toBe(id)
    expect(location.hash).toBe(`#/match/${route.id}`)
    expect(session.open.value?.match.id).toBe(route.id)

    const { openStore } = await import('../../src/storage')
    const stored = await (await openStore(GAME_IDS)).getMatch(route.id)
    expect(stored?.setup).toEqual({ ...SETUP, firstDealer: 0 })
    expect(stored?.events).toEqual([])
    expect(stored?.finished).toBe(false)
  })
})

describe('exporting the match', () => {
  it('downloads it as a CSV file with its hands and final counters', async () => {
    const blobs: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob)
      return 'blob:csv'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    await finishedMatch()
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1))
    const today = new Date().toISOString().slice(0, 10)
    expect(await screen.findByText(`Saved as stichblock-letzter-stich-${today}.csv.`)).toBeTruthy()
    const text = await blobs[0]?.text()
    expect(text).toContain(`,Letzter Stich,yes,final,,Ben,2,counters,5,yes\r\n`)
    expect(text).toContain(`,Letzter Stich,yes,hand,5,Anna,1,counters,0,\r\n`)
  })
})
