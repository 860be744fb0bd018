/**
 * One tap is one action. Two rules, shared by every control that changes data:
 *
 * - While an action is being carried out (saving an entry, starting a match, importing, deleting),
 *   any other guarded action is ignored: a second tap landed on a screen that is about to change,
 *   so doing it on the new state would do what nobody saw. Three taps in one tick do one thing.
 * - The second click of a double tap (a click whose `detail` counts 2 or more at the same spot)
 *   is swallowed before it reaches the control, anywhere in the app, unless the control sits in
 *   an element marked `data-repeat` (a stepper, where quick taps add up on purpose).
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

/** Swallows the repeated clicks of a double (or triple) tap on the whole document. */
export function ignoreRepeatedTaps(doc: Document): void {
  doc.addEventListener(
    'click',
    (event) => {
      if (event.detail < 2) return
      const target = event.target
      if (target instanceof Element && target.closest('[data-repeat]')) return
      event.preventDefault()
      event.stopImmediatePropagation()
    },
    { capture: true },
  )
}
