/**
 * One tap is one action. Two rules, shared by every control that changes data:
 *
 * - While an action is being carried out (saving an entry, starting a match, importing, deleting),
 *   any other guarded action is ignored: a second tap landed on a screen that is about to change,
 *   so doing it on the new state would do what nobody saw. Three taps in one tick do one thing.
 * - The second click of a double tap (a click whose `detail` counts 2 or more at the same spot)
 *   on the same control, still saying the same, is swallowed before it reaches the control,
 *   anywhere in the app, unless the control sits in an element marked `data-repeat` (a stepper,
 *   where quick taps add up on purpose). The browser counts clicks by the spot; a player by the
 *   control: a tap on another control, or on one whose words changed under the finger (the grid
 *   of weapons after a suspect, "Connect" where "Next" was), is a new action at any speed (#25).
 *
 * The first rule alone misses a double tap whose second click comes after a fast save; the second
 * alone misses taps that a script or an assistive tool sends in one tick.
 */

let acting = false

/** Runs `task` unless another guarded action is running; resolves undefined when it was ignored. */
export async function once<T>(task: () => Promise<T>): Promise<T | undefined> {
  if (acting) return undefined
  acting = true
  try {
    return await task()
  } finally {
    acting = false
  }
}

/** What a click lands on, as a player sees it: the control, and what it says. */
interface Tapped {
  control: Element
  says: string
}

const CONTROLS = 'button, a, input, select, textarea, label, summary, [role="button"]'

function tapped(target: EventTarget | null): Tapped | null {
  if (!(target instanceof Element)) return null
  const control = target.closest(CONTROLS) ?? target
  const value = control instanceof HTMLInputElement ? control.value : ''
  return {
    control,
    says: `${control.getAttribute('aria-label') ?? ''}\n${control.textContent ?? ''}\n${value}`,
  }
}

/**
 * Swallows the repeated clicks of a double (or triple) tap on the whole document: a click the
 * browser counts as a repeat (`detail` 2 or more) that lands on the control the last click took,
 * saying the same.
 */
export function ignoreRepeatedTaps(doc: Document): void {
  let last: Tapped | null = null
  doc.addEventListener(
    'click',
    (event) => {
      const now = tapped(event.target)
      const repeat =
        event.detail >= 2 &&
        now !== null &&
        last !== null &&
        now.control === last.control &&
        now.says === last.says
      if (!repeat) {
        last = now
        return
      }
      if (now.control.closest('[data-repeat]')) return
      event.preventDefault()
      event.stopImmediatePropagation()
    },
    { capture: true },
  )
}
