// Opening a match: a stored one (with what this phone keeps of it, its draft and its place at a
// table), a new one, or the open one again as another tab saved it.
import type { Setup } from '../../core/game'
import { newMatch } from '../../core/match'
import type { Reason } from '../../core/reason'
import { loadGame } from '../../games'
import { newId } from '../../storage'
import { loadDraft, resetDraft, takeDraft } from '../draft'
import { storeReady } from '../storage'
import { whyNotOpened } from '../stored'
import { followScreen } from './desk'
import { keptFromStore, shownState } from './kept'
import { lastStep, type Open, open, serial } from './open'
import { place, readPlace } from './presence'
import { onOtherTab, SaveFailed, save } from './save'

/** User Timing marks for `npm run bench`, which splits opening a match into read, replay, draw. */
const mark = (name: string) => performance.mark?.(`stichblock:${name}`)

/**
 * Opens a stored match: true once it is open, false if it is not on this phone, and why not if
 * it is but cannot be opened (damaged, unreadable, a game this version lacks, a broken log).
 */
export function openMatch(id: string): Promise<boolean | Reason> {
  // One read at a time per match: the router's preparing and the page itself both ask for it.
  if (reading?.id === id) return reading.opened
  const opened = readAndOpen(id).finally(() => {
    if (reading?.opened === opened) reading = undefined
  })
  reading = { id, opened }
  return opened
}

let reading: { id: string; opened: Promise<boolean | Reason> } | undefined

async function readAndOpen(id: string): Promise<boolean | Reason> {
  if (open.value?.match.id === id) return true
  const store = await storeReady()
  // The match, its draft, what this phone keeps of it and its place: one read, not four.
  const { match: read, draft, kept, place: stored } = await store.readOpening(id)
  if (!read) return false
  if (!read.ok) return whyNotOpened(store, { id, reason: read.reason })
  const { match } = read
  let opened: Open
  try {
    const game = await loadGame(match.setup.game)
    mark('match-read')
    keptFromStore(id, kept, game)
    opened = { match, game, state: shownState(game, match) }
    mark('match-replayed')
  } catch (error) {
    return whyNotOpened(store, { match, error })
  }
  takeDraft(match, draft)
  lastStep.value = null
  place.value = readPlace(id, stored)
  open.value = opened
  return true
}

/** A new match, saved and open: its id, or why it could not be saved. */
export function startMatch(setup: Setup): Promise<Reason | string> {
  return serial(async () => {
    const game = await loadGame(setup.game)
    const match = newMatch(newId(), setup, Date.now())
    const state = game.rules.init(setup)
    try {
      await save(game, match, state)
    } catch (error) {
      return error instanceof SaveFailed ? error.reason : { key: 'storage.writeFailed' }
    }
    open.value = { match, game, state }
    resetDraft(match)
    lastStep.value = null
    const store = await storeReady()
    await store.rememberNames(setup.players)
    return match.id
  })
}

/** Reads the open match again from storage, as another tab left it, and shows it. */
export async function reloadOpen(id: string): Promise<void> {
  const store = await storeReady()
  const match = await store.getMatch(id)
  const current = open.value
  if (!match || !current || current.match.id !== id) return
  await loadDraft(match)
  open.value = { match, game: current.game, state: shownState(current.game, match) }
  followScreen()
}

onOtherTab((id, updatedAt) => {
  const current = open.value?.match
  if (current && current.id === id && current.updatedAt !== updatedAt) {
    void serial(() => reloadOpen(current.id))
  }
})
