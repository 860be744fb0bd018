// Pasting a join code in Chromium (#23): 5 MiB pasted with the keyboard, or put into the field by
// a program, is refused with why and the field emptied, and the page goes on answering (before,
// the field took all of it and the page hung for minutes); a code that fits is read as before.
import { describe, expect, it } from 'vitest'
import { tableStrings } from '../../src/app/tableStrings'
import { MAX_CODE_TEXT } from '../../src/table/code'
import { useBrowser } from './harness'

const env = useBrowser()
const TABLE = tableStrings.en
const PASTED = `STICHBLOCK-JOIN-${'A'.repeat(5 << 20)}`

describe('the Join screen’s paste field', () => {
  it('refuses 5 MiB with why, pasted or put in by a program, and still reads a code that fits', async () => {
    const { page, context } = await env.open()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/#/join')
    const field = page.getByRole('textbox', { name: TABLE['table.join.paste'] })
    const join = page.getByRole('button', { name: TABLE['table.join.go'], exact: true })
    const tooLong = page.getByRole('alert').filter({ hasText: TABLE['table.code.tooLong'] })
    expect(await field.getAttribute('maxlength')).toBe(String(MAX_CODE_TEXT + 1))

    // Pasted from the clipboard, as a player does.
    await page.evaluate((text) => navigator.clipboard.writeText(text), PASTED)
    await field.focus()
    await page.keyboard.press('Control+V')
    await tooLong.waitFor()
    expect(await field.inputValue()).toBe('')
    expect(await join.isDisabled()).toBe(true)

    // Typing takes the refusal away; a program's 5 MiB (no paste, no maxlength) is refused too.
    await field.fill('S')
    await tooLong.waitFor({ state: 'detached' })
    await field.evaluate((box: HTMLTextAreaElement, text) => {
      box.value = text
      box.dispatchEvent(new Event('input', { bubbles: true }))
    }, PASTED)
    await tooLong.waitFor()
    expect(await field.inputValue()).toBe('')

    // The page still answers, and a code that fits is read: this one is damaged, and says so.
    await field.fill('STICHBLOCK-JOIN-abc.0123abcd')
    await join.click()
    await page.getByRole('alert').filter({ hasText: TABLE['table.code.damaged'] }).waitFor()
    expect(await tooLong.count()).toBe(0)
  })
})
