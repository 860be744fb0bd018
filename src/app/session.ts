import { computed, signal } from '@preact/signals'
import type { Setup } from '../core/game'
import type { Change, Match } from '../core/match'
import {
  newMatch,
  record as recordEvent,
  redo as redoEvent,
  replay,
  splice,
  undo as undoEvent,
} from '../core/match'
import { named, type Reason } from '../core/reason'
import { loadGame } from '../games'
import type { GameModule } from '../games/types'
import { requestPersistence, StaleMatch, StorageError } from '../storage'
import { newId } from '../storage/id'
import { saveError } from './status'
import { storeReady } from './storage'

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

export const canUndo = computed(() => (open.value?.match.events.length ?? 0) > 0)
export const canRedo = computed(() => (open.value?.match.redo.length ?? 0) > 0)

// One change at a time: a second tap waits for the first to be committed, then sees its state.
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
  open.value = {
    match,
    game: current.game,
    state: replay(current.game.rules, match.setup, match.events),
  }
}

async function askPersistenceOnce() {
  const store = await storeReady()
  if (!store.persistent || !(await store.shouldAskPersist())) return
  await store.markPersistAsked()
  await requestPersistence()
}

export async function openMatch(id: string): Promise<boolean> {
  if (open.value?.match.id === id) return true
  const store = await storeReady()
  const match = await store.getMatch(id)
  if (!match) return false
  const game = await loadGame(match.setup.game)
  open.value = { match, game, state: replay(game.rules, match.setup, match.events) }
  return true
}

export function startMatch(setup: Setup): Promise<Reason | string> {
  return serial(async () => {
    const game = await loadGame(setup.game)
    const match = newMatch(newId(), setup, Date.now())
    const state = game.rules.init(setup)
    const failed = await commit(game, { ok: true, match, state })
    if (failed) return failed
    const store = await storeReady()
    await store.rememberNames(setup.players)
    return match.id
  })
}

type Step = (o: Open) => Change<unknown, unknown>

/** How often a change is applied again after another tab saved first; each try reloads. */
const STALE_RETRIES = 5

/**
 * Applies a step to the open match and saves it. If another tab saved the match in between, the
 * match is reloaded and the step applied again on top, so no entry is lost or doubled.
 */
function change(step: Step): Promise<Reason | null> {
  return serial(async () => {
    for (let attempt = 0; ; attempt++) {
      const current = open.value
      if (!current) return { key: 'core.noMatch' }
      try {
        return await commit(current.game, step(current), current.match)
      } catch (error) {
        if (!(error instanceof StaleMatch) || attempt >= STALE_RETRIES) {
          const reason =
            error instanceof StorageError ? error.reason : { key: 'storage.writeFailed' }
          saveError.value = reason
          return reason
        }
        await reload(current.match.id)
      }
    }
  })
}

export const record = (event: unknown) =>
  change((o) => recordEvent(o.game.rules, o.match, o.state, event, Date.now()))
/** A refusal caused by an entry after the corrected ones is marked `later`, so the page can say so. */
export const correct = (start: number, deleteCount: number, events: unknown[]) =>
  change((o) => {
    const done = splice(o.game.rules, o.match, start, deleteCount, events, Date.now())
    if (done.ok || !('index' in done) || done.index < start + events.length) return done
    return { ok: false, reason: { ...done.reason, params: { ...done.reason.params, later: 1 } } }
  })
export const undo = () => change((o) => undoEvent(o.game.rules, o.match, Date.now()))
export const redo = () => change((o) => redoEvent(o.game.rules, o.match, Date.now()))
