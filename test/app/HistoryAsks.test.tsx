// #27 on the match page at a table: the question asked once per group, a match from another phone
// that would replace a different one here (asked as an import asks), and what came or was refused.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { historyConflict, historyNews, shareQuestion } from '../../src/app/historyPresence'
import { HistoryAsks } from '../../src/app/screens/match/HistoryAsks'
import { lang } from '../../src/i18n'
import type { Summary } from '../../src/storage'

const summary = (players: string[]): Summary => ({
  id: 'same-id',
  game: 'letzter-stich',
  players,
  createdAt: Date.UTC(2026, 10, 1),
  updatedAt: Date.UTC(2026, 10, 1),
  finished: true,
  entries: 40,
  winners: [1],
})

afterEach(() => {
  lang.value = 'en'
  shareQuestion.value = null
  historyConflict.value = null
  historyNews.value = null
})

describe('what the table asks about finished matches', () => {
  it('asks "Share your finished matches…?" with how many would travel, in either language', () => {
    const answer = vi.fn()
    shareQuestion.value = { players: ['Anna', 'Ben', 'Cora'], matches: 3, answer }
    const { rerender } = render(<HistoryAsks />)
    const question = screen.getByRole('alertdialog', {
      name: 'Share your finished matches with these players?',
    })
    expect(question.textContent).toContain(
      '3 finished matches on this phone with at least two of Anna, Ben, Cora.',
    )
    fireEvent.click(within(question).getByRole('button', { name: 'Don’t share' }))
    expect(answer).toHaveBeenCalledWith(false)
    lang.value = 'de'
    rerender(<HistoryAsks />)
    expect(
      screen.getByRole('alertdialog', {
        name: 'Eure beendeten Partien mit diesen Spielern teilen?',
      }),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Teilen' }))
    expect(answer).toHaveBeenCalledWith(true)
  })

  it('asks about a different match under one of this phone’s ids, as an import asks', () => {
    const answer = vi.fn()
    historyConflict.value = {
      conflicts: [
        {
          id: 'same-id',
          ours: summary(['Anna', 'Ben', 'Dora']),
          theirs: summary(['Anna', 'Ben', 'Cora']),
        },
      ],
      answer,
    }
    render(<HistoryAsks />)
    expect(screen.getByText(/Anna, Ben, Dora/)).toBeTruthy()
    // Named as coming from the other phone, not from a file.
    expect(screen.getByText('From the other phone')).toBeTruthy()
    expect(screen.queryByText('In the file')).toBeNull()
    fireEvent.click(screen.getByRole('radio', { name: /Replace the one on this phone/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Take it' }))
    expect(answer).toHaveBeenCalledWith({ 'same-id': 'replace' })
  })

  it('says what came and why what another phone sent was refused, until dismissed', async () => {
    historyNews.value = { received: 4 }
    render(<HistoryAsks />)
    expect(screen.getByRole('status').textContent).toBe(
      '4 finished matches came from other phones.',
    )
    historyNews.value = { refused: { key: 'history.notFinished', params: { match: 2 } } }
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Matches another phone sent were not taken: Match 2 is not finished.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    expect(historyNews.value).toBeNull()
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })
})
