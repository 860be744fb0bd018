// The stepper's buttons in German (#25 item 5): "Runden: eine weniger", not "eins weniger"; a
// card's points typed in count points ("einen Punkt weniger"). English says "one less".
import { render, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it } from 'vitest'
import { sonUiStrings } from '../../src/games/sticht-oder-nicht/ui/strings'
import { addStrings, lang } from '../../src/i18n'
import { Stepper } from '../../src/ui/Stepper'

addStrings(sonUiStrings)

afterEach(() => {
  lang.value = 'en'
})

const names = () =>
  screen.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)

describe('the stepper’s buttons', () => {
  it('say "eine weniger/mehr" in German and "one less/more" in English', () => {
    lang.value = 'de'
    const { unmount } = render(
      <Stepper label="Runden" value={5} min={1} max={30} onChange={() => {}} />,
    )
    expect(names()).toEqual(['Runden: eine weniger', 'Runden: eine mehr'])
    unmount()
    lang.value = 'en'
    render(<Stepper label="Rounds" value={5} min={1} max={30} onChange={() => {}} />)
    expect(names()).toEqual(['Rounds: one less', 'Rounds: one more'])
  })

  it('count a card’s points in points', () => {
    lang.value = 'de'
    render(
      <Stepper
        label="Drachenschatz: Punkte von Anna"
        value={0}
        min={-10}
        max={10}
        onChange={() => {}}
        names={{ less: 'son.ui.pointLess', more: 'son.ui.pointMore' }}
      />,
    )
    expect(names()).toEqual([
      'Drachenschatz: Punkte von Anna: einen Punkt weniger',
      'Drachenschatz: Punkte von Anna: einen Punkt mehr',
    ])
  })
})
