// Counting what a player does (#12): every tap, and every tap whose control was not on the
// screen as the page stood (the player would have had to scroll first). The games' scripted
// matches in test/e2e/taps.test.ts tap through this and compare the counts with the targets.
import type { Locator } from 'playwright-core'
import { unreachable } from './fit'

export interface Counter {
  /** Taps the control; counts a scroll first when it was not on screen and tappable. */
  tap: (control: Locator) => Promise<void>
  /** Checks a checkbox or radio by tapping it (counted like any tap). */
  check: (control: Locator) => Promise<void>
  /** Taps and scrolls since the last `take`, then starts again from zero. */
  take: () => { taps: number; scrolls: number }
}

export function counter(): Counter {
  let taps = 0
  let scrolls = 0
  async function reach(control: Locator): Promise<void> {
    await control.waitFor()
    if ((await unreachable(control)) !== null) scrolls++
    taps++
  }
  return {
    async tap(control) {
      await reach(control)
      await control.click()
    },
    async check(control) {
      await reach(control)
      await control.check()
    },
    take() {
      const counts = { taps, scrolls }
      taps = 0
      scrolls = 0
      return counts
    },
  }
}
