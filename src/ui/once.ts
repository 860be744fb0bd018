/**
 * One tap is one action, and no tap is lost (#25). A tap is a click, a form sent or a field
 * changed (a file chosen). Exactly two rules, for every control in the app:
 *
 * - A second tap on the control the last tap took, still saying the same, is one action with the
 *   first when it comes within the double-tap interval (the browser counts it as a repeat:
 *   `detail` 2 or more) or before the screen answered the first (the action it started is still
 *   under way and nothing it did is shown yet: three taps in one tick, a key held down). It never
 *   reaches the control, unless the control sits in an element marked `data-repeat` (a stepper,
 *   where quick taps add up on purpose).
 * - Every other tap is taken, at any speed: a tap on another control, or on one whose words
 *   changed under the finger (the grid of weapons after a suspect, "Connect" where "Next" was).
 *   Actions that change data (`once`) run one at a time, in the order of their taps: a tap that
 *   comes while an entry is being saved waits its turn and is never dropped.
 */

/** A tap as a player sees it: the control, and what it says. */
interface Tap {
  control: Element
  says: string
  /** The event being dispatched for it: an action asked for during it is this tap's. */
  event: Event
  /** Its action is under way and nothing of it is shown yet. */
  unanswered: boolean
}

const CONTROLS = 'button, a, input, select, textarea, label, summary, [role="button"]'
const TAPS = ['click', 'submit', 'change'] as const

/** The last tap taken; a repeat of it is swallowed. */
let last: Tap | null = null
/** The tap whose action runs now. */
let running: Tap | null = null
let queue: Promise<unknown> = Promise.resolve()
/** Actions asked for and not settled. */
let asked = 0
const guarded = new WeakSet<Document>()

function tapped(event: Event): Tap | null {
  const target = (event as SubmitEvent).submitter ?? event.target
  if (!(target instanceof Element)) return null
  const control = target.closest(CONTROLS) ?? target
  const value = control instanceof HTMLInputElement ? control.value : ''
  return {
    control,
    says: `${control.getAttribute('aria-label') ?? ''}\n${control.textContent ?? ''}\n${value}`,
    event,
    unanswered: false,
  }
}

function repeats(now: Tap, before: Tap | null): boolean {
  if (!before || now.control !== before.control || now.says !== before.says) return false
  const counted = now.event instanceof MouseEvent && now.event.detail >= 2
  return counted || before.unanswered
}

/**
 * Runs `task` in its turn, after the actions asked for before it: an action that changes data
 * (an entry, Start match, Import, Delete). Asked for during a tap, it is that tap's action, and
 * the tap counts as unanswered until `task` settles or `answered` is called. A task never asks
 * for another `once` and waits for it: that one's turn comes after its own.
 */
export function once<T>(task: () => Promise<T>): Promise<T> {
  const tap = last && last.event.eventPhase !== Event.NONE ? last : null
  if (tap) tap.unanswered = true
  const start = async () => {
    running = tap
    try {
      return await task()
    } finally {
      running = null
      asked--
      if (tap) tap.unanswered = false
    }
  }
  // Nothing under way: it starts at once, ahead of whatever the page asks for after the tap.
  const run = asked++ === 0 ? start() : queue.then(start)
  queue = run.catch(() => undefined)
  return run
}

/**
 * The screen shows what the running action did (a committed entry): a tap on its control from
 * now on is a new action, even in the microtasks before the action's last lines have run.
 */
export function answered(): void {
  if (running) running.unanswered = false
}

/** Swallows the repeated taps of the rules above, on the whole document, before any control. */
export function ignoreRepeatedTaps(doc: Document): void {
  if (guarded.has(doc)) return
  guarded.add(doc)
  const listen = (event: Event) => {
    const now = tapped(event)
    if (!now) return
    if (repeats(now, last) && !now.control.closest('[data-repeat]')) {
      event.preventDefault()
      event.stopImmediatePropagation()
      return
    }
    last = now
  }
  for (const type of TAPS) doc.addEventListener(type, listen, { capture: true })
}
