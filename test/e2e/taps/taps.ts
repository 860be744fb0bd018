// What a scripted match of one game cost in taps and scrolls, per action (#12).
import type { Page } from 'playwright-core'
import type { GameId } from '../../../src/core/game'
import type { Counter } from '../fit/taps'

export interface TapRow {
  /** What was done, as the README's "taps per action" table names it. */
  action: string
  players: number
  /** The average per action over the scripted match (a trick: over every trick entered). */
  taps: number
  scrolls: number
  /** At most this many taps; scrolls must always be 0. */
  target: number
}

export interface TapScenario {
  game: GameId
  /** Plays a scripted match from a fresh one (seat 0 marked) through `count`; one row per action. */
  run: (page: Page, count: Counter) => Promise<TapRow[]>
}
