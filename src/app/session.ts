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
import { requestPersistence, StorageError } from '../storage'
import { newId } from '../storage/id'
import { storeReady } from './storage'

export interface Open {
  match: Match
  game: GameModule
  state: unknown
}

/** The match on screen; only ever set to what storage has committed. */
export const open = signal<Open | null>(null)
/** A save that failed: what was not saved, shown until dismissed. */
export const saveError = signal<Reason | null>(null)
export const busy = signal(false)

export const canUndo = computed(() => (open.value?.match.events.length ?? 0) > 0)
export const canRedo = computed(() => (open.value?.match.redo.length ?? 0) > 0)

// One change at a time: a second tap waits for the first to be committed, then sees its state.
let queue: Promise<unknown> = Promise.resolve()
function serial<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task)
  queue = run.catch(() => undefined)
  return run
}

async function commit(game: GameModule, change: Change<unknown, unknown>): Promise<Reason | null> {
  if (!change.ok) return named(change.reason, open.value?.match.setup.players ?? [])
  const store = await storeReady
  busy.value = true
  try {
    await store.saveMatch(
      change.match,
      game.rules.isOver(change.state) ? game.rules.winners(change.state) : [],
    )
  } catch (error) {
    const reason = error instanceof StorageError ? error.reason : { key: 'storage.writeFailed' }
    saveError.value = reason
    return reason
  } finally {
    busy.value = false
  }
  saveError.value = null
  open.value = { match: change.match, game, state: change.state }
  void askPersistenceOnce()
  return null
}

async function askPersistenceOnce() {
  const store = await storeReady
  if (!store.persistent || !(await store.shouldAskPersist())) return
  await store.markPersistAsked()
  await requestPersistence()
}

export async function openMatch(id: string): Promise<boolean> {
  if (open.value?.match.id === id) return true
  const store = await storeReady
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
    const store = await storeReady
    await store.rememberNames(setup.players)
    return match.id
  })
}

type Step = (o: Open) => Change<unknown, unknown>

function change(step: Step): Promise<Reason | null> {
  return serial(async () => {
    const current = open.value
    if (!current) return { key: 'core.noMatch' }
    return commit(current.game, step(current))
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
