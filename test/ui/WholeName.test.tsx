// A name shown whole where it is the point (#25): the words as the translation has them, the name
// and what is glued to it in one span that never breaks, sized by its length.
import { render } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { WholeName } from '../../src/ui/WholeName'

describe('a name shown whole', () => {
  it('says the words as the translation has them, the name and its full stop in one piece', () => {
    const { container } = render(
      <WholeName text={(name) => `Hand the phone to ${name}.`} name="Annemarie-Josephine" />,
    )
    expect(container.textContent).toBe('Hand the phone to Annemarie-Josephine.')
    const whole = container.querySelector<HTMLElement>('.whole-name')
    expect(whole?.textContent).toBe('Annemarie-Josephine.')
    expect(whole?.style.getPropertyValue('--chars')).toBe('20')
  })

  it('keeps the words after the name apart from it, and counts characters, not code units', () => {
    const { container } = render(<WholeName text={(name) => `I am ${name}: show`} name="Zoë 🂡" />)
    expect(container.textContent).toBe('I am Zoë 🂡: show')
    const whole = container.querySelector<HTMLElement>('.whole-name')
    expect(whole?.textContent).toBe('Zoë 🂡:')
    expect(whole?.style.getPropertyValue('--chars')).toBe('6')
  })
})
