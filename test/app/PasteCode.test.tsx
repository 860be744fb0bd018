// The field a join code is pasted into (#16, #23): text far longer than any code (a chat, a file
// pasted by mistake) is refused at once with why, the field emptied, and nothing is handed on;
// a code that fits is handed on as before.
import { fireEvent, render, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PasteCode } from '../../src/app/screens/table/CodePanel'
import { lang } from '../../src/i18n'
import { MAX_CODE_TEXT } from '../../src/table/code'
import '../../src/app/tableStrings'

const CODE = 'STICHBLOCK-JOIN-abc.0123abcd'
const PASTED = `STICHBLOCK-JOIN-${'A'.repeat(5 << 20)}`

afterEach(() => {
  lang.value = 'en'
})

function paste(label = 'Or paste the code', action = 'Join') {
  const onCode = vi.fn()
  render(<PasteCode label={label} action={action} onCode={onCode} />)
  const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: label })
  const button = screen.getByRole<HTMLButtonElement>('button', { name: action })
  return { onCode, field, button }
}

describe('pasting a join code', () => {
  it('hands on a code that fits, without the spaces around it', () => {
    const { onCode, field, button } = paste()
    fireEvent.input(field, { target: { value: `  ${CODE}\n` } })
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.click(button)
    expect(onCode).toHaveBeenCalledWith(CODE)
  })

  it('takes at most one character more than a code can be, so a pasted megabyte never fills it', () => {
    const { field } = paste()
    expect(field.maxLength).toBe(MAX_CODE_TEXT + 1)
  })

  it('refuses 5 MiB at once, empties the field and says why', () => {
    const { onCode, field, button } = paste()
    fireEvent.input(field, { target: { value: PASTED } })
    expect(screen.getByRole('alert').textContent).toBe(
      'This text is far longer than a table code. Copy only the code, or scan it.',
    )
    expect(field.value).toBe('')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(button.disabled).toBe(true)
    expect(onCode).not.toHaveBeenCalled()
    // The next code that fits is taken, and the refusal goes.
    fireEvent.input(field, { target: { value: CODE } })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(field.getAttribute('aria-invalid')).toBe('false')
    fireEvent.click(button)
    expect(onCode).toHaveBeenCalledWith(CODE)
  })

  it('says it in German', () => {
    lang.value = 'de'
    const { onCode, field } = paste('Oder den Code einfügen', 'Beitreten')
    fireEvent.input(field, { target: { value: 'x'.repeat(MAX_CODE_TEXT + 1) } })
    expect(screen.getByRole('alert').textContent).toBe(
      'Dieser Text ist viel länger als ein Tisch-Code. Kopiert nur den Code oder scannt ihn.',
    )
    expect(onCode).not.toHaveBeenCalled()
  })

  it('takes a code with as many spaces and line breaks as characters, the most a code may have', () => {
    const { onCode, field, button } = paste()
    const wrapped = `${'x'.repeat(MAX_CODE_TEXT / 2)}${' '.repeat(MAX_CODE_TEXT / 2)}`
    fireEvent.input(field, { target: { value: wrapped } })
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.click(button)
    expect(onCode).toHaveBeenCalledWith('x'.repeat(MAX_CODE_TEXT / 2))
  })

  it('refuses a program’s text over the limit when sent, even without an input event', () => {
    const { onCode, field } = paste()
    fireEvent.input(field, { target: { value: CODE } })
    field.value = PASTED // set by a program: no input event, and the form sent by it too
    const form = field.closest('form')
    if (!form) throw new Error('a form')
    fireEvent.submit(form)
    expect(screen.getByRole('alert').textContent).toBe(
      'This text is far longer than a table code. Copy only the code, or scan it.',
    )
    expect(field.value).toBe('')
    expect(onCode).not.toHaveBeenCalled()
  })
})
