// The match on screen and what the page shows of its changes. Only ever set to what storage has
// committed (road.ts, desk.ts, opening.ts set it).
import { computed, signal } from '@preact/signals'
import type { Op } from '../../core/change'
import type { Match } from '../../core/match'
import type { Reason } from '../../core/reason'
import type { GameModule } from '../../games/types'

export interface Open {
  match: Match
  game: GameModule
  /** The state as this phone shows it: with what it keeps to itself (a secret) in its place. */
  state: unknown
}

export const open = signal<Open | null>(null)

/**
 * A save that is taking long enough to see (SLOW_SAVE_MS): the page says "Saving…". A save is
 * usually done within a frame; flagging every one would repaint the page twice per tap for nothing.
 */
export const busy = signal(false)
export const SLOW_SAVE_MS = 150

/**
 * What the dock says of the last change when it is more than "✓ Entry n saved": this phone's own
 * undo or redo ("Undone: trick 5, Dan"), or another phone's change ("Carla's phone: trick 5,
 * Dan"), by the player at its seat (`by`; null: a phone with no seat yet); `cleared`: it recorded
 * what this phone had half-entered, which is gone. Null after this phone's own entry.
 */
export type LastStep =
  | { kind: 'undone' | 'redone'; what: Reason }
  | { kind: 'elsewhere'; did: Op['kind']; by: number | null; what: Reason; cleared: boolean }
export const lastStep = signal<LastStep | null>(null)

export const canUndo = computed(() => (open.value?.match.events.length ?? 0) > 0)
export const canRedo = computed(() => (open.value?.match.redo.length ?? 0) > 0)

// One change at a time, also with another tab's reload: each waits for the one before.
let queue: Promise<unknown> = Promise.resolve()
export function serial<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task)
  queue = run.catch(() => undefined)
  return run
}
