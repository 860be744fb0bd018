// The match page's table bar (#25): it says at once that a phone is not reachable (the host's
// count of quiet guests; a guest's own host), in both languages, and goes back to its usual line
// when every phone is heard again; a guest whose link broke says the connection was lost.
import { act, render, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it } from 'vitest'
import { shareQuestion } from '../../src/app/historyPresence'
import { atTable } from '../../src/app/match/presence'
import { TableAsks, TableBar } from '../../src/app/screens/match/TableBar'
import {
  forgetPresence,
  hostReachable,
  seatRequests,
  tablePhones,
} from '../../src/app/tablePresence'
import { lang } from '../../src/i18n'

const PLAYERS = ['Anna', 'Ben', 'Cora', 'Dana']
const phone = (n: number, reachable: boolean) => ({ phone: `phone-${n}`, seat: n, reachable })

afterEach(() => {
  lang.value = 'en'
  atTable.value = null
  shareQuestion.value = null
  forgetPresence()
})

const status = () => screen.getAllByRole('status')[0]?.textContent

describe('the table bar', () => {
  it('counts the host’s guests that are not reachable now, and stops when they are back', () => {
    atTable.value = { role: 'host', matchId: 'm1', phones: 3, left: false }
    tablePhones.value = [phone(1, true), phone(2, false), phone(3, false)]
    render(<TableBar id="m1" players={PLAYERS} />)
    expect(status()).toBe('Host · 3 joined · 2 phones not reachable')
    act(() => {
      lang.value = 'de'
    })
    expect(status()).toBe('Gastgeber · 3 verbunden · 2 Handys nicht erreichbar')
    act(() => {
      lang.value = 'en'
      tablePhones.value = [phone(1, true), phone(2, true), phone(3, true)]
    })
    expect(status()).toBe('Host · 3 phones joined')
  })

  it('says on a guest that the host’s phone is not reachable, and that its link was lost', () => {
    atTable.value = { role: 'guest', matchId: 'm1', phones: 1, left: false }
    hostReachable.value = false
    render(<TableBar id="m1" players={PLAYERS} />)
    expect(status()).toBe('The host’s phone is not reachable. Entries wait for it.')
    act(() => {
      hostReachable.value = true
    })
    expect(status()).toBe('Joined the host’s table')
    act(() => {
      atTable.value = { role: 'guest', matchId: 'm1', phones: 0, left: true, lost: true }
    })
    expect(status()).toBe(
      'The connection to the host’s phone was lost. This phone carries on alone.',
    )
  })

  it('floats what waits for an answer in one column above the dock, none over another', () => {
    atTable.value = { role: 'host', matchId: 'm1', phones: 2, left: false }
    const { container } = render(<TableAsks id="m1" players={PLAYERS} />)
    // Nothing asked: nothing floats (an empty column would still be a box over the page).
    expect(container.querySelector('.seat-asks')?.childElementCount).toBe(0)
    act(() => {
      seatRequests.value = [{ phone: 'phone-1', seat: 2, from: 1, holder: undefined }]
      shareQuestion.value = { players: PLAYERS, matches: 2, answer: () => {} }
    })
    const column = container.querySelectorAll('.seat-asks')
    expect(column).toHaveLength(1)
    expect([...(column[0]?.children ?? [])].map((ask) => ask.getAttribute('role'))).toEqual([
      'alertdialog',
      'alertdialog',
    ])
  })
})
