import { signal } from '@preact/signals'

// How many matches were finished when the last backup was made. In localStorage like the
// settings: it only decides whether to remind, and losing it costs one extra reminder.
const KEY = 'stichblock.backup'
const REMIND_AFTER = 3

function read(): number {
  try {
    const n = Number(JSON.parse(localStorage.getItem(KEY) ?? '{}').finished)
    return Number.isInteger(n) && n >= 0 ? n : 0
  } catch {
    return 0
  }
}

/** Finished matches counted at the last backup. */
export const backedUpAt = signal(read())

export function markBackedUp(finished: number): void {
  backedUpAt.value = finished
  try {
    localStorage.setItem(KEY, JSON.stringify({ finished }))
  } catch {
    // Private mode: the reminder simply comes back.
  }
}

/**
 * Remind after every few finished matches while the browser has not promised to keep the data
 * (a persisted store needs no nagging).
 */
export const shouldRemind = (finished: number, persisted: boolean | null): boolean =>
  persisted !== true && finished - backedUpAt.value >= REMIND_AFTER
