// The one road of a change to the open match (#24): a tap, an answer given for another phone,
// a correction. Each goes, in its turn, to the table that decides for the open match: this
// phone's own (a table of one, or the table it hosts) or the host's at a table it joined. That
// table decides with the rules, saves (save.ts) and shows; here the draft and the dock follow.
import type { Op } from '../../core/change'
import { named, type Reason } from '../../core/reason'
import { once } from '../../ui/once'
import { resetDraft } from '../draft'
import { desk } from './desk'
import { keepAndRecord } from './kept'
import { busy, lastStep, type Open, open, SLOW_SAVE_MS, serial } from './open'
import { reloadOpen } from './opening'
import { sharedTable } from './presence'
import { describe } from './told'

/** What happens once a change is committed: the draft and the dock's message follow it. */
type After = (before: Open, committed: Open) => void

/** How often an entry is proposed again after another tab saved first; each try reloads. */
const STALE_RETRIES = 5

/** Where the open match's changes go: the table it is shared at, else this phone's own. */
function road(): {
  propose: (op: Op, base?: number) => Promise<Reason | null>
  seen: () => number
  shared: boolean
} | null {
  const o = open.value
  const table = sharedTable.value
  if (o && table && table.matchId === o.match.id) return { ...table, shared: true }
  const own = desk()
  if (!own) return null
  return { propose: (op, base) => own.propose(op, base), seen: () => own.held.seen, shared: false }
}

/**
 * A step that only means something on the version of the match it was made on (an undo takes
 * back what was last *on screen*): the table's count at the tap, this phone's own changes done by
 * then, and what to say when the match changed since (another tab or phone saved first) instead
 * of doing the step on what nobody saw.
 */
interface MadeOn {
  seen: number
  own: number
  changed: Reason
}

/**
 * How many changes this phone's own taps and answers have made: a change that was ahead of a step
 * in this phone's queue (a winner tapped, then Undo at once) is what the player meant that step
 * for, not a change made elsewhere.
 */
let ownDone = 0

function madeOn(changed: Reason): MadeOn | undefined {
  const at = road()
  return at ? { seen: at.seen(), own: ownDone, changed } : undefined
}

/**
 * A tap's change, in its turn after the ones under way (src/ui/once.ts): a tap that comes while
 * another is being saved waits, it is never dropped; a repeat of the same tap never gets here.
 */
async function change(op: Op, after: After = cleared, made?: MadeOn): Promise<Reason | null> {
  return once(() => queued(op, after, made))
}

/** A change in its turn after the ones under way, asked for by the page, not by a tap. */
function queued(op: Op, after: After = cleared, made?: MadeOn): Promise<Reason | null> {
  return serial(() => propose(op, after, made))
}

async function propose(op: Op, after: After, made?: MadeOn): Promise<Reason | null> {
  for (let attempt = 0; ; attempt++) {
    const before = open.value
    const at = road()
    if (!before || !at) return { key: 'core.noMatch' }
    const slow = setTimeout(() => (busy.value = true), SLOW_SAVE_MS)
    let refused: Reason | null
    try {
      refused = await at.propose(op, made && made.seen + (ownDone - made.own))
    } finally {
      clearTimeout(slow)
      busy.value = false
    }
    if (refused?.key === 'storage.stale') {
      // Another tab saved between this phone's last look and its save: show what it saved; an
      // entry goes on top of it, a step made on what was on screen (undo) is not done.
      await reloadOpen(before.match.id)
      if (!made && attempt < STALE_RETRIES) continue
      refused = made?.changed ?? { key: 'storage.writeFailed' }
    }
    if (made && !at.shared && refused?.key === 'table.someoneFirst') refused = made.changed
    if (refused) {
      if (made && refused === made.changed) lastStep.value = null
      return named(refused, before.match.setup.players)
    }
    ownDone++
    if (open.value) after(before, open.value)
    return null
  }
}

export const record = (event: unknown) => recordAs(event, change)

/**
 * An entry this phone makes by itself, not on a tap: for another phone's question (the
 * confidant's phone recording a sleuth's guess), or a page's own (`PlayProps.recordAuto`: a
 * number this phone keeps, shown when the round waits for it). Queued behind whatever is being
 * saved, and no tap's action.
 */
export const recordAsked = (event: unknown) => recordAs(event, queued)

function recordAs(event: unknown, how: typeof change): Promise<Reason | null> {
  const o = open.value
  const table = sharedTable.value
  const standIn = o && table?.matchId === o.match.id ? o.game.standIn?.(event) : null
  if (!o || !standIn) return how({ kind: 'record', event })
  return keepAndRecord(o, { at: o.match.events.length, standIn, event }, (op) => how(op))
}

/** Corrects earlier entries (a hand of Letzter Stich) and replays the rest; same contract. */
export const correct = (start: number, deleteCount: number, events: unknown[]) =>
  change({ kind: 'splice', start, deleteCount, events })

/** A new entry or a correction: nothing is half-entered any more, nothing undone to report. */
function cleared(_: Open, committed: Open): void {
  resetDraft(committed.match)
  lastStep.value = null
}

/**
 * Says what was undone, and puts its cards or numbers back into the draft. It undoes the last
 * entry of the match as shown at the tap, or the last of this phone's own changes that were still
 * being saved then: if another tab saved the match since, it undoes nothing and says so
 * (`match.undoChanged`), showing the other tab's change.
 */
export const undo = () =>
  change(
    { kind: 'undo' },
    (before, after) => {
      const event = before.match.events.at(-1)
      const { game, match } = after
      resetDraft(match, game.undoneDraft?.(event, after.state) ?? {})
      lastStep.value = { kind: 'undone', what: describe(game, event, after.state, match) }
    },
    madeOn({ key: 'match.undoChanged' }),
  )

/** Like undo: redoes what was undone as shown at the tap, or nothing (`match.redoChanged`). */
export const redo = () =>
  change(
    { kind: 'redo' },
    (before, after) => {
      const event = after.match.events.at(-1)
      resetDraft(after.match)
      lastStep.value = {
        kind: 'redone',
        what: describe(after.game, event, before.state, after.match),
      }
    },
    madeOn({ key: 'match.redoChanged' }),
  )
