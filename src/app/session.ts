import { computed, signal } from '@preact/signals'
import type { Setup } from '../core/game'
import type { Change, Match } from '../core/match'
import { newMatch, replay, splice } from '../core/match'
import { named, type Reason } from '../core/reason'
import { loadGame } from '../games'
import type { Answer, GameModule } from '../games/types'
import { newId, requestPersistence, StaleMatch, StorageError } from '../storage'
import { type Kept, keep, mergeKept, placed, readKept, withKept } from '../table/kept'
import { applyOp, type Op } from '../table/log'
import { once } from '../ui/once'
import { loadDraft, readDraft, resetDraft } from './draft'
import { saveError } from './status'
import { storeReady } from './storage'
import { whyNotOpened } from './stored'

export { saveError }

export interface Open {
  match: Match
  game: GameModule
  state: unknown
}

/** The match on screen; only ever set to what storage has committed. */
export const open = signal<Open | null>(null)
/**
 * A save that is taking long enough to see (SLOW_SAVE_MS): the page says "Saving…". A save is
 * usually done within a frame; flagging every one would repaint the page twice per tap for nothing.
 */
export const busy = signal(false)
const SLOW_SAVE_MS = 150

/** What the last undo or redo did, for the dock ("Undone: trick 5, Dan"); null after an entry. */
export const lastStep = signal<{ kind: 'undone' | 'redone'; what: Reason } | null>(null)

/**
 * The table the open match is shared at (#16), if any: its changes are proposed to the table's
 * host (this phone's own HostTable, or another phone's) instead of saved here directly. The
 * table saves what it commits and shows it (sets `open`); the rest of a change (the draft, the
 * dock's message) is the same as on one phone.
 */
export interface SharedTable {
  matchId: string
  propose(op: Op): Promise<Reason | null>
  /** This phone's seat (null: not chosen) and the seats at a phone, as the table last said. */
  seat: number | null
  seats: readonly number[]
  /** A private question to the phone at `seat`, answered by its game (`GameModule.answer`). */
  ask(seat: number, body: unknown): Promise<Answer>
}
export const sharedTable = signal<SharedTable | null>(null)

export interface AtTable {
  role: 'host' | 'guest'
  matchId: string
  /** Phones joined besides this one (the host's count); a guest counts the host. */
  phones: number
  /** A guest whose host's phone left: it carries on alone, and may join again. */
  left: boolean
  /** Why the host turned this phone away (the table was full), if it did. */
  turnedAway?: Reason
}

/** This phone's place at a table (src/app/table.ts keeps it); null when it plays alone. */
export const atTable = signal<AtTable | null>(null)

/** Where this phone sat at the open match's table, also after a reload (stored beside it). */
export interface Place {
  matchId: string
  role: 'host' | 'guest'
  /** Its player's seat; null: not chosen. */
  seat: number | null
}
export const place = signal<Place | null>(null)

/** A stored place, checked like any stored value: null when it is not one. */
function readPlace(matchId: string, stored: unknown): Place | null {
  const p = (typeof stored === 'object' && stored !== null ? stored : {}) as Partial<Place>
  const role = p.role === 'host' || p.role === 'guest' ? p.role : null
  const seat =
    p.seat === null || (Number.isInteger(p.seat) && (p.seat as number) >= 0) ? p.seat : undefined
  return role && seat !== undefined ? { matchId, role, seat } : null
}

/** The stored place of a match (a rejoin after a reload takes its seat again); null if none. */
export async function storedPlace(matchId: string): Promise<Place | null> {
  const store = await storeReady()
  return readPlace(matchId, await store.getPlace(matchId).catch(() => undefined))
}

/**
 * Notes where this phone sits at a match's table (null: it closed the table on purpose). Best
 * effort: a phone that cannot store it only forgets, after a reload, whose number it may show.
 */
export async function rememberPlace(matchId: string, at: Omit<Place, 'matchId'> | null) {
  const next = at && { matchId, ...at }
  if (open.value?.match.id === matchId || place.value?.matchId === matchId) place.value = next
  const store = await storeReady()
  await store.setPlace(matchId, at ?? undefined).catch(() => {})
}

export const canUndo = computed(() => (open.value?.match.events.length ?? 0) > 0)
export const canRedo = computed(() => (open.value?.match.redo.length ?? 0) > 0)

// One change at a time, also with another tab's reload: each waits for the one before.
let queue: Promise<unknown> = Promise.resolve()
function serial<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task)
  queue = run.catch(() => undefined)
  return run
}

/** Saves a change made on `base` (undefined for a new match); a stale base throws StaleMatch. */
async function commit(
  game: GameModule,
  change: Change<unknown, unknown>,
  base?: Match,
): Promise<Reason | null> {
  if (!change.ok) return named(change.reason, open.value?.match.setup.players ?? [])
  const store = await storeReady()
  const slow = setTimeout(() => (busy.value = true), SLOW_SAVE_MS)
  try {
    const winners = game.rules.isOver(change.state) ? game.rules.winners(change.state) : []
    await store.saveMatch(change.match, winners, base)
  } catch (error) {
    if (error instanceof StaleMatch) throw error
    const reason = error instanceof StorageError ? error.reason : { key: 'storage.writeFailed' }
    saveError.value = reason
    return reason
  } finally {
    clearTimeout(slow)
    busy.value = false
  }
  saveError.value = null
  open.value = { match: change.match, game, state: change.state }
  tabs?.postMessage({ id: change.match.id, updatedAt: change.match.updatedAt })
  void askPersistenceOnce()
  return null
}

/** Other tabs of the app on this phone: each tells the others when it saved a match. */
const tabs = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('stichblock')
if (tabs) {
  tabs.onmessage = (event: MessageEvent<{ id?: unknown; updatedAt?: unknown }>) => {
    const { id, updatedAt } = event.data ?? {}
    const current = open.value?.match
    if (current && current.id === id && current.updatedAt !== updatedAt) {
      void serial(() => reload(current.id))
    }
  }
}

/** Reads the open match again from storage, as another tab left it. */
async function reload(id: string): Promise<void> {
  const store = await storeReady()
  const match = await store.getMatch(id)
  const current = open.value
  if (!match || !current || current.match.id !== id) return
  await loadDraft(match)
  open.value = { match, game: current.game, state: shownState(current.game, match) }
}

/** The open match's entries kept on this phone while it is shared (#16); [] for most matches. */
let kept: { matchId: string; list: Kept[] } = { matchId: '', list: [] }

/**
 * The match's state as this phone shows it: with its kept entries (a secret) in their
 * stand-ins' places. `state` is the shared log's own, used as it is when nothing is kept.
 */
export function shownState(game: GameModule, match: Match, state?: unknown): unknown {
  const list = kept.matchId === match.id ? kept.list : []
  if (list.length > 0) {
    try {
      return replay(game.rules, match.setup, withKept(match.events, list))
    } catch {
      // A kept entry that no longer fits (the table changed around it) is not shown.
    }
  }
  return state ?? replay(game.rules, match.setup, match.events)
}

/** Best effort: a phone that cannot note the question now is asked after a later save. */
async function askPersistenceOnce() {
  try {
    const store = await storeReady()
    if (!store.persistent || !(await store.shouldAskPersist())) return
    await store.markPersistAsked()
    await requestPersistence()
  } catch {
    // The save itself succeeded; what failed here is said by the next save, if it fails too.
  }
}

/** User Timing marks for `npm run bench`, which splits opening a match into read, replay, draw. */
const mark = (name: string) => performance.mark?.(`stichblock:${name}`)

/**
 * Opens a stored match: true once it is open, false if it is not on this phone, and why not if
 * it is but cannot be opened (damaged, unreadable, a game this version lacks, a broken log).
 */
export async function openMatch(id: string): Promise<boolean | Reason> {
  if (open.value?.match.id === id) return true
  const store = await storeReady()
  // The draft is read beside the match, not after it. Handled here, so a match that does not
  // open (and never asks for its draft) leaves no unhandled rejection.
  const draft = readDraft(id)
  draft.catch(() => {})
  const keptRead = store.getKept(id).catch(() => undefined)
  const placeRead = store.getPlace(id).catch(() => undefined)
  const read = await store.readMatch(id)
  if (!read) return false
  if (!read.ok) return whyNotOpened(store, { id, reason: read.reason })
  const { match } = read
  let opened: Open
  try {
    const game = await loadGame(match.setup.game)
    mark('match-read')
    const stored = await keptRead
    kept = { matchId: id, list: stored === undefined ? [] : readKept(stored, game.schemas) }
    opened = { match, game, state: shownState(game, match) }
    mark('match-replayed')
  } catch (error) {
    return whyNotOpened(store, { match, error })
  }
  await loadDraft(match, draft)
  lastStep.value = null
  place.value = readPlace(id, await placeRead)
  open.value = opened
  return true
}

export function startMatch(setup: Setup): Promise<Reason | string> {
  return serial(async () => {
    const game = await loadGame(setup.game)
    const match = newMatch(newId(), setup, Date.now())
    const state = game.rules.init(setup)
    const failed = await commit(game, { ok: true, match, state })
    if (failed) return failed
    resetDraft(match)
    lastStep.value = null
    const store = await storeReady()
    await store.rememberNames(setup.players)
    return match.id
  })
}

type Step = (o: Open) => Change<unknown, unknown>
/** What happens once a step is committed: the draft and the dock's message follow it. */
type After = (o: Open, committed: Open) => void

/** How often a change is applied again after another tab saved first; each try reloads. */
const STALE_RETRIES = 5

/** An op as this phone applies it alone. */
const applied =
  (op: Op): Step =>
  (o) =>
    applyOp(o.game.rules, o.match, o.state, op, Date.now())

/**
 * A step that only means something on the version of the match it was made on (an undo takes
 * back what was last *on screen*): that version, taken at the tap, and what to say when the match
 * has changed since (another tab saved first) instead of doing the step on what nobody saw.
 */
interface MadeOn {
  match: Match
  changed: Reason
}

/** The open match's version now, for a step that must not outlive it; undefined: none open. */
function madeOn(changed: Reason): MadeOn | undefined {
  const match = open.value?.match
  return match && { match, changed }
}

/** The same stored version (as storage compares a save's base): nothing saved in between. */
const sameVersion = (a: Match, b: Match): boolean =>
  a.id === b.id &&
  a.updatedAt === b.updatedAt &&
  a.events.length === b.events.length &&
  a.redo.length === b.redo.length

/**
 * Applies a change to the open match and saves it: on this phone (`step`), or through the table
 * it is shared at (`op`). If another tab saved the match in between, the match is reloaded and
 * the step applied again on top, so no entry is lost or doubled; a step `made` on the version
 * shown at the tap (undo, redo) is refused instead, with the reload on screen.
 */
async function change(
  op: Op,
  after: After = cleared,
  step = applied(op),
  made?: MadeOn,
): Promise<Reason | null> {
  // A tap while another change is being saved is ignored (src/ui/once.ts): one tap, one action.
  const done = await once(() => queued(op, after, step, made))
  return done ?? null
}

/** A change in its turn after the ones under way: not a tap, so never dropped as a second one. */
function queued(
  op: Op,
  after: After = cleared,
  step = applied(op),
  made?: MadeOn,
): Promise<Reason | null> {
  return serial(() => {
    const table = sharedTable.value
    // At a table the host checks every proposal against the log it was made on.
    if (table && table.matchId === open.value?.match.id) return propose(table, op, after)
    return apply(step, after, made)
  })
}

/** A change made at a table: the host decides, commits, and every phone (this one too) shows it. */
async function propose(table: SharedTable, op: Op, after: After): Promise<Reason | null> {
  const before = open.value as Open
  const slow = setTimeout(() => (busy.value = true), SLOW_SAVE_MS)
  let refused: Reason | null
  try {
    refused = await table.propose(op)
  } finally {
    clearTimeout(slow)
    busy.value = false
  }
  if (refused) return named(refused, before.match.setup.players)
  if (open.value) after(before, open.value)
  return null
}

async function apply(step: Step, after: After, made?: MadeOn): Promise<Reason | null> {
  for (let attempt = 0; ; attempt++) {
    const current = open.value
    if (!current) return { key: 'core.noMatch' }
    // Another tab's save came between the tap and now (reloaded before this step, or found stale
    // on saving it and reloaded below): the step is not done on what the player never saw.
    if (made && !sameVersion(current.match, made.match)) {
      lastStep.value = null
      return made.changed
    }
    try {
      const refused = await commit(current.game, step(current), current.match)
      if (!refused && open.value) after(current, open.value)
      return refused
    } catch (error) {
      if (!(error instanceof StaleMatch) || attempt >= STALE_RETRIES) {
        const reason = error instanceof StorageError ? error.reason : { key: 'storage.writeFailed' }
        saveError.value = reason
        return reason
      }
      await reload(current.match.id)
    }
  }
}

export const record = (event: unknown) => recordAs(event, change)

/**
 * An entry this phone makes for another phone's question (the confidant's phone recording a
 * sleuth's guess): queued behind whatever is being saved, never dropped as a double tap.
 */
export const recordAsked = (event: unknown) => recordAs(event, queued)

function recordAs(event: unknown, how: typeof change): Promise<Reason | null> {
  const o = open.value
  const table = sharedTable.value
  const standIn = o && table?.matchId === o.match.id ? o.game.standIn?.(event) : null
  if (!o || !standIn) return how({ kind: 'record', event })
  return keepAndRecord(o, { at: o.match.events.length, standIn, event }, how)
}

/**
 * An entry that stays on this phone at a table (#16): kept here first (so a reload still shows
 * it), then its stand-in goes to the table; a refused stand-in takes the kept entry back.
 */
async function keepAndRecord(o: Open, entry: Kept, how: typeof change): Promise<Reason | null> {
  const store = await storeReady()
  const before = kept.matchId === o.match.id ? kept.list : []
  const list = keep(before, entry)
  try {
    await store.setKept(o.match.id, list)
  } catch (error) {
    return error instanceof StorageError ? error.reason : { key: 'storage.writeFailed' }
  }
  kept = { matchId: o.match.id, list }
  const refused = await how({ kind: 'record', event: entry.standIn })
  if (refused) {
    kept = { matchId: o.match.id, list: before }
    await store.setKept(o.match.id, before).catch(() => {})
    return refused
  }
  // Another phone's entry may have come first: the kept one goes where its stand-in went.
  const now = open.value
  if (now?.match.id === o.match.id && kept.matchId === o.match.id) {
    const moved = placed(kept.list, entry, now.match.events)
    if (moved.some((k, i) => k !== kept.list[i])) {
      kept = { matchId: o.match.id, list: moved }
      await store.setKept(o.match.id, moved).catch(() => {})
      open.value = { ...now, state: shownState(now.game, now.match) }
    }
  }
  return null
}

/**
 * The open match as a table opened on it now shares it (#23): what is still secret in it (a
 * secret, numbers chosen) stays on this phone, its stand-ins go on the log, both saved in one
 * transaction before any phone is told; exactly as if each had been entered at the table. The
 * match to share, and the places of every entry this phone keeps (also from an earlier table).
 */
export function openForTable(): Promise<{ match: Match; kept: number[] } | Reason> {
  return serial(async () => {
    const o = open.value
    if (!o) return { key: 'core.noMatch' }
    const before = kept.matchId === o.match.id ? kept.list : []
    const opening = o.game.openTable?.(o.match) ?? { match: o.match, kept: [] }
    if (opening.kept.length === 0) return { match: o.match, kept: before.map((k) => k.at) }
    const list = mergeKept(before, opening.kept)
    const { rules } = o.game
    const shared = replay(rules, opening.match.setup, opening.match.events)
    const winners = rules.isOver(shared) ? rules.winners(shared) : []
    try {
      const store = await storeReady()
      await store.saveMatch(opening.match, winners, o.match, list)
    } catch (error) {
      return error instanceof StorageError ? error.reason : { key: 'storage.writeFailed' }
    }
    kept = { matchId: o.match.id, list }
    const state = shownState(o.game, opening.match, shared)
    open.value = { match: opening.match, game: o.game, state }
    return { match: opening.match, kept: list.map((k) => k.at) }
  })
}

/** A refusal caused by an entry after the corrected ones is marked `later`, so the page can say so. */
export const correct = (start: number, deleteCount: number, events: unknown[]) =>
  change({ kind: 'splice', start, deleteCount, events }, cleared, (o) => {
    const done = splice(o.game.rules, o.match, start, deleteCount, events, Date.now())
    if (done.ok || !('index' in done) || done.index < start + events.length) return done
    return { ok: false, reason: { ...done.reason, params: { ...done.reason.params, later: 1 } } }
  })

/** A new entry or a correction: nothing is half-entered any more, nothing undone to report. */
function cleared(_: Open, committed: Open): void {
  resetDraft(committed.match)
  lastStep.value = null
}

/**
 * Says what was undone, and puts its cards or numbers back into the draft. It undoes the last
 * entry of the match as shown at the tap: if another tab saved the match since, it undoes nothing
 * and says so (`match.undoChanged`), showing the other tab's change.
 */
export const undo = () => {
  const made = madeOn({ key: 'match.undoChanged' })
  const op: Op = { kind: 'undo' }
  return change(
    op,
    (before, after) => {
      const event = before.match.events.at(-1)
      const { game, match } = after
      resetDraft(match, game.undoneDraft?.(event, after.state) ?? {})
      lastStep.value = { kind: 'undone', what: describe(game, event, after.state, match) }
    },
    applied(op),
    made,
  )
}

/** Like undo: redoes what was undone as shown at the tap, or nothing (`match.redoChanged`). */
export const redo = () => {
  const made = madeOn({ key: 'match.redoChanged' })
  const op: Op = { kind: 'redo' }
  return change(
    op,
    (before, after) => {
      const event = after.match.events.at(-1)
      resetDraft(after.match)
      lastStep.value = {
        kind: 'redone',
        what: describe(after.game, event, before.state, after.match),
      }
    },
    applied(op),
    made,
  )
}

function describe(game: GameModule, event: unknown, state: unknown, match: Match): Reason {
  const n = match.events.length + (match.redo.at(-1) === event ? 1 : 0)
  const said = game.describe?.(event, state, match.setup) ?? { key: 'match.entryN', params: { n } }
  return named(said, match.setup.players)
}
