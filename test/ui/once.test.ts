import { describe, expect, it, vi } from 'vitest'
import { ignoreRepeatedTaps, once } from '../../src/ui/once'

describe('one tap, one action', () => {
  it('ignores an action asked for while another runs, and takes the next one after it', async () => {
    let release = () => {}
    const task = vi.fn(() => new Promise<string>((done) => (release = () => done('saved'))))
    const first = once(task)
    const second = once(task)
    const third = once(task)
    expect(await second).toBeUndefined()
    expect(await third).toBeUndefined()
    release()
    expect(await first).toBe('saved')
    expect(task).toHaveBeenCalledTimes(1)
    expect(await once(async () => 'next')).toBe('next')
  })

  it('lets the next action run after one that failed', async () => {
    await expect(once(() => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full')
    expect(await once(async () => 1)).toBe(1)
  })

  it('swallows the second click of a double tap, except where quick taps add up', () => {
    ignoreRepeatedTaps(document)
    document.body.innerHTML =
      '<button id="save">Save</button><div data-repeat><button id="plus">+</button></div>'
    const clicks: string[] = []
    for (const id of ['save', 'plus']) {
      document.getElementById(id)?.addEventListener('click', () => clicks.push(id))
    }
    for (const id of ['save', 'plus']) {
      const button = document.getElementById(id) as HTMLButtonElement
      for (const detail of [1, 2, 3]) {
        button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail }))
      }
      // A keyboard press or a script's click() counts 0.
      button.click()
    }
    expect(clicks).toEqual(['save', 'save', 'plus', 'plus', 'plus', 'plus'])
  })

  it('takes a tap on another control, or on one whose words changed, at any speed (#25)', () => {
    ignoreRepeatedTaps(document)
    document.body.innerHTML =
      '<button id="suspect">Influencer</button><button id="other">Knife</button>'
    const clicks: string[] = []
    const suspect = document.getElementById('suspect') as HTMLButtonElement
    const other = document.getElementById('other') as HTMLButtonElement
    suspect.addEventListener('click', () => {
      clicks.push(suspect.textContent ?? '')
      // The grid changes under the finger: the same button now offers a weapon.
      suspect.textContent = 'Revolver'
    })
    other.addEventListener('click', () => clicks.push('Knife'))
    const click = (button: HTMLButtonElement, detail: number) =>
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail }))
    click(suspect, 1)
    // The browser counts the next click at the same spot as the second of a double tap.
    click(suspect, 2)
    // Now the same control, saying the same: a double tap, one action.
    click(suspect, 3)
    click(other, 4)
    expect(clicks).toEqual(['Influencer', 'Revolver', 'Knife'])
  })
})
