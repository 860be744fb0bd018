import { beforeEach, describe, expect, it } from 'vitest'
import { answered, ignoreRepeatedTaps, once } from '../../src/ui/once'

/** A click as the browser sends it: `detail` counts the clicks of a double tap (0: a script's). */
const click = (el: Element, detail = 0) =>
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail }))

const button = (id: string) => document.getElementById(id) as HTMLButtonElement

/** A save that ends when the test says so. */
function held() {
  let release = () => {}
  const done = new Promise<void>((go) => (release = go))
  return { done, release }
}

beforeEach(() => ignoreRepeatedTaps(document))

describe('one tap, one action, and no tap lost', () => {
  it('runs every action in its turn: one asked for while another runs waits, never dropped', async () => {
    const order: string[] = []
    const first = held()
    const a = once(async () => {
      await first.done
      order.push('a')
      return 'a'
    })
    const b = once(async () => {
      order.push('b')
      return 'b'
    })
    const c = once(async () => {
      order.push('c')
      return 'c'
    })
    await Promise.resolve()
    expect(order).toEqual([])
    first.release()
    expect(await Promise.all([a, b, c])).toEqual(['a', 'b', 'c'])
    expect(order).toEqual(['a', 'b', 'c'])
  })

  it('lets the next action run after one that failed', async () => {
    const failed = once(() => Promise.reject(new Error('disk full')))
    const next = once(async () => 1)
    await expect(failed).rejects.toThrow('disk full')
    expect(await next).toBe(1)
  })

  it('takes a tap on another control while an entry is being saved, in its turn', async () => {
    document.body.innerHTML = '<button id="anna">Anna</button><button id="ben">Ben</button>'
    const save = held()
    const saved: string[] = []
    for (const id of ['anna', 'ben']) {
      button(id).addEventListener('click', () => {
        void once(async () => {
          if (id === 'anna') await save.done
          saved.push(id)
        })
      })
    }
    // Ben 50 ms after Anna, or in the same tick, or as the browser's second click at that spot.
    click(button('anna'), 1)
    click(button('ben'), 2)
    save.release()
    await once(async () => {})
    expect(saved).toEqual(['anna', 'ben'])
  })

  it('swallows the taps on the same control that come before the screen answered the first', async () => {
    document.body.innerHTML = '<button id="save">Save</button>'
    const save = held()
    let saves = 0
    button('save').addEventListener('click', () => {
      void once(async () => {
        saves++
        await save.done
      })
    })
    // Three taps in one tick (a script, an assistive tool), then a key held down.
    click(button('save'))
    click(button('save'))
    click(button('save'))
    await Promise.resolve()
    click(button('save'))
    save.release()
    await once(async () => {})
    expect(saves).toBe(1)
    // Answered: the next tap on it is an action of its own.
    click(button('save'), 1)
    await once(async () => {})
    expect(saves).toBe(2)
  })

  it('takes a tap on the same control in the microtasks right after its entry is shown', async () => {
    document.body.innerHTML = '<button id="point">Point for Ben</button>'
    let points = 0
    const shown = held()
    button('point').addEventListener('click', () => {
      void once(async () => {
        points++
        if (points > 1) return
        answered()
        shown.release()
        // The action's last lines (the dock's message) run after the screen shows the entry.
        await new Promise<void>((turn) => setTimeout(turn))
      })
    })
    click(button('point'), 1)
    await shown.done
    click(button('point'), 1)
    await once(async () => {})
    expect(points).toBe(2)
  })

  it('swallows the second click of a double tap on the same control, except where taps add up', () => {
    document.body.innerHTML =
      '<button id="save">Save</button><div data-repeat><button id="plus">+</button></div>'
    const clicks: string[] = []
    for (const id of ['save', 'plus']) button(id).addEventListener('click', () => clicks.push(id))
    for (const id of ['save', 'plus']) {
      for (const detail of [1, 2, 3]) click(button(id), detail)
      // A keyboard press or a script's click() counts 0: nothing of it is under way, it is taken.
      button(id).click()
    }
    expect(clicks).toEqual(['save', 'save', 'plus', 'plus', 'plus', 'plus'])
  })

  it('takes a tap on another control, or on one whose words changed, at any speed (#25)', () => {
    document.body.innerHTML =
      '<button id="suspect">Influencer</button><button id="other">Knife</button>'
    const clicks: string[] = []
    const suspect = button('suspect')
    suspect.addEventListener('click', () => {
      clicks.push(suspect.textContent ?? '')
      // The grid changes under the finger: the same button now offers a weapon.
      suspect.textContent = 'Revolver'
    })
    button('other').addEventListener('click', () => clicks.push('Knife'))
    click(suspect, 1)
    // The browser counts the next click at the same spot as the second of a double tap.
    click(suspect, 2)
    // Now the same control, saying the same: a double tap, one action.
    click(suspect, 3)
    click(button('other'), 4)
    expect(clicks).toEqual(['Influencer', 'Revolver', 'Knife'])
  })

  it('sends a form once for a burst of taps on its button, and takes a file chosen once', async () => {
    document.body.innerHTML =
      '<form><button id="start">Start match</button></form><input id="file" type="file">'
    let started = 0
    let imported = 0
    const form = document.querySelector('form') as HTMLFormElement
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      void once(async () => {
        started++
      })
    })
    const file = document.getElementById('file') as HTMLInputElement
    file.addEventListener('change', () => void once(async () => void imported++))
    for (let i = 0; i < 3; i++) button('start').click()
    for (let i = 0; i < 3; i++) file.dispatchEvent(new Event('change', { bubbles: true }))
    await once(async () => {})
    expect({ started, imported }).toEqual({ started: 1, imported: 1 })
  })
})
