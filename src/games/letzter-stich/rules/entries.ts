// What the dock says about an entry, and what an undone entry puts back into the draft of the
// match page (src/ui/draft.ts). The draft shapes are here too, so the page and undo agree on them.
import type { Reason } from '../../../core/reason'
import type { LsEvent, LsState } from './state'

/** How a hand is entered: trick by trick, by its last trick, or by counted piles. */
export type Mode = 'tricks' | 'quick' | 'counts'
export const MODES: readonly Mode[] = ['tricks', 'quick', 'counts']

/** The 'Last trick' entry half-done: who took it (null: nobody tapped yet), and the sweep box. */
export interface QuickDraft {
  lastTrick: number | null
  sweep: boolean
}

/** The 'Counts' entry half-done: tricks per seat, who took the last, whose count comes next. */
export interface CountsDraft {
  tricksWon: number[]
  lastTrick: number | null
  /** The seat the number chips fill; null once every seat had its turn. */
  at: number | null
}

/** A finished hand being entered again (0-based), in either whole-hand way. */
export interface FixDraft {
  hand: number
  mode: 'quick' | 'counts'
  quick: QuickDraft
  counts: CountsDraft
}

export const emptyQuick: QuickDraft = { lastTrick: null, sweep: false }
export const emptyCounts = (players: number): CountsDraft => ({
  tricksWon: Array.from({ length: players }, () => 0),
  lastTrick: null,
  at: 0,
})

// A draft comes back from storage, so its shape is checked before it is shown.
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const isSeatOrNull = (v: unknown, players: number) =>
  v === null || (Number.isInteger(v) && (v as number) >= 0 && (v as number) < players)

export const isMode = (v: unknown): v is Mode => MODES.includes(v as Mode)

export const isQuickDraft =
  (players: number) =>
  (v: unknown): v is QuickDraft =>
    isObject(v) && isSeatOrNull(v.lastTrick, players) && typeof v.sweep === 'boolean'

export const isCountsDraft =
  (players: number) =>
  (v: unknown): v is CountsDraft =>
    isObject(v) &&
    Array.isArray(v.tricksWon) &&
    v.tricksWon.length === players &&
    v.tricksWon.every((n) => Number.isInteger(n) && n >= 0 && n <= 8) &&
    isSeatOrNull(v.lastTrick, players) &&
    isSeatOrNull(v.at, players)

export const isFixDraft =
  (players: number) =>
  (v: unknown): v is FixDraft =>
    isObject(v) &&
    Number.isInteger(v.hand) &&
    (v.hand as number) >= 0 &&
    (v.mode === 'quick' || v.mode === 'counts') &&
    isQuickDraft(players)(v.quick) &&
    isCountsDraft(players)(v.counts)

const swept = (tricksWon: readonly number[], seat: number) =>
  (tricksWon[seat] ?? 0) === tricksWon.reduce((a, b) => a + b, 0)

/**
 * "trick 5, Dan"; a whole hand: "hand 3, last trick: Dan" or "hand 3, all 8 tricks: Dan".
 * `before` is the state the entry was applied to. The seat becomes {player} on the way out.
 */
export function describeEvent(event: LsEvent, before: LsState): Reason {
  if (event.t === 'trick') {
    return {
      key: 'cards.describe.trick',
      params: { n: before.tricks.length + 1, seat: event.winner },
    }
  }
  const sweep = event.t === 'quick' ? event.sweep : swept(event.tricksWon, event.lastTrick)
  return {
    key: sweep ? 'ls.describe.sweep' : 'ls.describe.hand',
    params: { n: before.hands.length + 1, seat: event.lastTrick },
  }
}

/** A whole hand is half-entered by its last trick or by its counts; a trick by its winner is one tap. */
export function drafted(event: LsEvent): readonly string[] {
  return event.t === 'trick' ? [] : ['quick', 'counts']
}

/**
 * An undone whole hand goes back into its entry, on its tab, ready to change and save again.
 * A trick by its winner has nothing to enter again: the buttons ask for it once more.
 */
export function undoneDraft(event: LsEvent): Record<string, unknown> {
  if (event.t === 'quick') {
    return { mode: 'quick', quick: { lastTrick: event.lastTrick, sweep: event.sweep } }
  }
  if (event.t === 'counts') {
    const counts: CountsDraft = {
      tricksWon: [...event.tricksWon],
      lastTrick: event.lastTrick,
      at: null,
    }
    return { mode: 'counts', counts }
  }
  return {}
}
