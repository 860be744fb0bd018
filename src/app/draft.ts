import { signal } from '@preact/signals'
import type { Match } from '../core/match'
import type { Drafts, DraftValues } from '../ui/draft'
import { storeReady } from './storage'

/** As stored: the values, and how many events the match had when they were entered. */
interface Stored {
  at: number
  values: DraftValues
}

/** The open match's draft. Only meaningful for `matchId` at `at` events; stale ones are dropped. */
const current = signal<{ id: string; at: number; values: DraftValues }>({
  id: '',
  at: 0,
  values: {},
})
const values = signal<DraftValues>({})

// Draft writes queue among themselves, never behind or ahead of each other. A match's write
// that has not started yet takes the newest draft: the changes of one tap (a number and the next
// line opened) are stored together, never the first without the second.
let writes: Promise<unknown> = Promise.resolve()
const waiting = new Map<string, Stored | undefined>()
function persist(id: string, stored: Stored | undefined): void {
  const queued = waiting.has(id)
  waiting.set(id, stored)
  if (queued) return
  writes = writes
    .then(async () => {
      const store = await storeReady()
      const newest = waiting.get(id)
      waiting.delete(id)
      await store.saveDraft(id, newest)
    })
    .catch(() => undefined) // a draft that cannot be kept is still there until the tab closes
}

function put(id: string, at: number, next: DraftValues): void {
  current.value = { id, at, values: next }
  values.value = next
  persist(id, Object.keys(next).length > 0 ? { at, values: next } : undefined)
}

/** The drafts a match page hands its game through DraftContext. */
export function draftsOf(match: Match): Drafts {
  return {
    values,
    set(key, value) {
      const base = current.value.id === match.id ? current.value.values : {}
      const next = { ...base }
      if (value === undefined) delete next[key]
      else next[key] = value
      put(match.id, match.events.length, next)
    },
  }
}

/** Takes up the stored draft of a match being opened (read from storage here). */
export async function loadDraft(match: Match): Promise<void> {
  takeDraft(match, await readDraft(match.id))
}

/**
 * Takes up `stored`, the draft read for a match being opened, when its caller read it beside the
 * match (`openMatch`: opening then waits for storage once); one made on another version is dropped.
 */
export function takeDraft(match: Match, stored: unknown): void {
  const draft = stored as Stored | undefined
  const fits =
    draft !== undefined &&
    draft !== null &&
    typeof draft === 'object' &&
    draft.at === match.events.length &&
    typeof draft.values === 'object' &&
    draft.values !== null
  current.value = { id: match.id, at: match.events.length, values: fits ? draft.values : {} }
  values.value = current.value.values
}

/** The stored draft of a match, for `loadDraft`. */
async function readDraft(id: string): Promise<unknown> {
  return (await storeReady()).getDraft(id)
}

/** After a commit: what the game puts back (an undone entry), or nothing. */
export function resetDraft(match: Match, next: DraftValues = {}): void {
  const same = current.value.id === match.id && Object.keys(current.value.values).length === 0
  if (same && Object.keys(next).length === 0) {
    current.value = { id: match.id, at: match.events.length, values: {} }
    return
  }
  put(match.id, match.events.length, next)
}

/** Something half-entered: not a value left empty (no cards picked, none ticked). */
const entered = (value: unknown) =>
  value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0)

/**
 * Another phone recorded an entry (#25): what this phone had half-entered for one like it
 * (`keys`, the game's `GameModule.drafted`) is dropped; the rest stays, for the table as it is
 * now (also over a reload). True if something half-entered was dropped.
 */
export function dropDrafted(match: Match, keys: readonly string[]): boolean {
  const { id, values: was } = current.value
  if (id !== match.id || Object.keys(was).length === 0) return false
  const next = { ...was }
  const dropped = keys.filter((key) => entered(next[key]))
  for (const key of keys) delete next[key]
  put(match.id, match.events.length, next)
  return dropped.length > 0
}
