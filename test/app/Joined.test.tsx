// The host's Phones screen lists the joined phones (#25 item 5): counted as the match page's bar
// counts them (the host not among them), each by its player's seat and whether it answers.
import { render, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it } from 'vitest'
import { Joined } from '../../src/app/screens/table/Joined'
import { lang, tn } from '../../src/i18n'
import type { PhoneAt } from '../../src/table/guestPhone'
import '../../src/app/tableStrings'

afterEach(() => {
  lang.value = 'en'
})

const PLAYERS = ['Anna', 'Ben', 'Cora']
const PHONES: PhoneAt[] = [
  { phone: 'phone-1', seat: 1, reachable: true },
  { phone: 'phone-2', seat: null, reachable: false },
]
const rows = () => screen.getAllByRole('listitem').map((li) => li.textContent)

describe('the joined phones', () => {
  it('counts them as the bar does and names each by its seat and whether it answers', () => {
    render(<Joined phones={PHONES} players={PLAYERS} />)
    expect(screen.getByRole('status').textContent).toBe('2 phones joined')
    expect(tn('table.bar.host', PHONES.length)).toBe('Host · 2 phones joined')
    expect(rows()).toEqual([
      'Ben’s phone · reachable',
      'A phone, no seat chosen yet · not reachable',
    ])
  })

  it('says when none joined yet, and one as one', () => {
    const { unmount } = render(<Joined phones={[]} players={PLAYERS} />)
    expect(screen.getByRole('status').textContent).toBe('No phone joined yet.')
    expect(screen.queryByRole('list')).toBeNull()
    unmount()
    render(<Joined phones={PHONES.slice(0, 1)} players={PLAYERS} />)
    expect(screen.getByRole('status').textContent).toBe('1 phone joined')
    expect(tn('table.bar.host', 1)).toBe('Host · 1 phone joined')
  })

  it('speaks German', () => {
    lang.value = 'de'
    render(<Joined phones={PHONES} players={PLAYERS} />)
    expect(screen.getByRole('status').textContent).toBe('2 Handys verbunden')
    expect(rows()).toEqual([
      'Handy von Ben · erreichbar',
      'Ein Handy, noch ohne Platz · nicht erreichbar',
    ])
  })
})
