// Comparing safety codes before anything private goes to a phone (#25): asked once per pair of
// keys, on both phones; "Same" lets private messages go to that key, "Different" is said and
// lets nothing go; a phone with a new key is asked about again.
import { fireEvent, render, screen } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import { compareAsked, compared, trusted } from '../../src/app/phones/compare'
import { myKeys } from '../../src/app/phones/keys'
import { Compare } from '../../src/app/screens/match/Compare'
import { comparisons } from '../../src/app/tablePresence'
import { lang } from '../../src/i18n'
import { safetyCode } from '../../src/table/safety'
import { makeKeys } from '../../src/table/seal'
import { until } from '../table/wire'

/** A table side as compare.ts sees it: the seats the host named, and the note to another phone. */
function sideWith(seats: { seat: number; key: string }[]) {
  return { seats, compare: vi.fn() } as unknown as Parameters<typeof compared>[0] & {
    seats: { seat: number; key: string }[]
    compare: ReturnType<typeof vi.fn>
  }
}

const PLAYERS = ['Anna', 'Ben', 'Cora']

describe('comparing safety codes', () => {
  it('asks once per pair of keys, tells the other phone, and remembers the answer', async () => {
    render(<Compare players={PLAYERS} />)
    const ben = await makeKeys()
    const side = sideWith([{ seat: 1, key: ben.publicKey }])
    const asked = compared(side, 1, true)
    const prompt = await screen.findByRole('alertdialog', { name: 'Compare with Ben’s phone' })
    expect(side.compare).toHaveBeenCalledWith(1)
    // The code this phone shows is the one Ben's phone shows for the pair.
    const code = await safetyCode(ben.publicKey, (await myKeys()).publicKey)
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      `Safety code: ${code.symbols.join(' ')}, ${code.digits}`,
    )
    expect(await trusted(side, 1)).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Same' }))
    expect(await asked).toBe(true)
    await until(() => !prompt.isConnected)
    expect(await trusted(side, 1)).toBe(true)
    // Asked again: no prompt, no note to the other phone.
    expect(await compared(side, 1, true)).toBe(true)
    expect(side.compare).toHaveBeenCalledTimes(1)
    expect(comparisons.value).toEqual([])

    // Ben's phone joins again with a new key: the pair is new, and asked about again.
    const again = await makeKeys()
    side.seats = [{ seat: 1, key: again.publicKey }]
    const second = compared(side, 1, true)
    await screen.findByRole('alertdialog', { name: 'Compare with Ben’s phone' })
    fireEvent.click(screen.getByRole('button', { name: 'Same' }))
    expect(await second).toBe(true)
  })

  it('says that the codes differ, in both languages, and lets nothing go to that key', async () => {
    render(<Compare players={PLAYERS} />)
    const cora = await makeKeys()
    const side = sideWith([{ seat: 2, key: cora.publicKey }])
    // The asked phone: a question (or the other phone's note) shows the code here too.
    await compareAsked(side, 2)
    lang.value = 'de'
    await screen.findByRole('alertdialog', { name: 'Vergleicht mit dem Handy von Cora' })
    fireEvent.click(screen.getByRole('button', { name: 'Anders' }))
    await screen.findByText(
      'Die Codes sind verschieden: Das Handy des Gastgebers könnte mitlesen. Es wurde nichts Privates gesendet.',
    )
    lang.value = 'en'
    await screen.findByText(
      'The codes differ: the host’s phone may be reading along. Nothing private was sent.',
    )
    expect(await compared(side, 2, true)).toBe(false)
    expect(await trusted(side, 2)).toBe(false)
    // A note from that phone again does not ask again: the pair stays refused.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await until(() => comparisons.value.length === 0)
    await compareAsked(side, 2)
    expect(comparisons.value).toEqual([])
  })

  it('asks about the key the table names now, if it changed while the player looked', async () => {
    render(<Compare players={PLAYERS} />)
    const [first, swapped] = await Promise.all([makeKeys(), makeKeys()])
    const side = sideWith([{ seat: 0, key: first.publicKey }])
    const asked = compared(side, 0, false)
    await screen.findByRole('alertdialog', { name: 'Compare with Anna’s phone' })
    side.seats = [{ seat: 0, key: swapped.publicKey }]
    fireEvent.click(screen.getByRole('button', { name: 'Same' }))
    // The new key is compared in turn before anything is sealed to it.
    await until(() => comparisons.value[0]?.pair.endsWith(swapped.publicKey) === true)
    fireEvent.click(screen.getByRole('button', { name: 'Different' }))
    expect(await asked).toBe(false)
  })

  it('shows a pair said to be the same again once when the other phone asks, not each time', async () => {
    comparisons.value = []
    render(<Compare players={PLAYERS} />)
    const cora = await makeKeys()
    const side = sideWith([{ seat: 2, key: cora.publicKey }])
    const asked = compared(side, 2, true)
    await screen.findByRole('alertdialog', { name: 'Compare with Cora’s phone' })
    fireEvent.click(screen.getByRole('button', { name: 'Same' }))
    expect(await asked).toBe(true)
    // Cora's phone reloaded and asks again: shown once more, however often it asks meanwhile.
    for (let i = 0; i < 20; i++) await compareAsked(side, 2)
    await until(() => comparisons.value.length === 1)
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: 'Same' }))
    await until(() => comparisons.value.length === 0)
    // Asked yet again (a phone sending `compare` over and over): no prompt now.
    for (let i = 0; i < 20; i++) await compareAsked(side, 2)
    expect(comparisons.value).toEqual([])
    expect(await trusted(side, 2)).toBe(true)
  })
})
