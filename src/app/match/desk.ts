// This phone's authority over the open match: one HostTable (src/table/host.ts). While the phone
// plays alone it is a table of one, made from what is on screen; when other phones join, the
// table they join takes its place (src/app/table.ts `share`). Either way a change is decided by
// the same rules, saved by the same save (save.ts) and shown the same way: one road.
import { replay } from '../../core/match'
import type { GameModule } from '../../games/types'
import { HostTable } from '../../table/host'
import type { Held, Made } from '../../table/log'
import { answered } from '../../ui/once'
import { dropDrafted } from '../draft'
import { shownState } from './kept'
import { lastStep, open } from './open'
import { save } from './save'
import { madeElsewhere } from './told'

type Table = HostTable<unknown, unknown>

let current: { matchId: string; table: Table; shared: boolean } | null = null
/** The last table's count of changes: a new one goes on from it, so no tap's base matches twice. */
let counted = 0

/**
 * The table moved on: the match page shows it, if it is the one open. `made`: the change, and
 * whose; another phone's is said in the dock, and an entry it recorded takes with it what this
 * phone had half-entered for one like it.
 */
export function show(game: GameModule, held: Held, made?: Made): void {
  const before = open.value
  if (before && before.match.id !== held.match.id) return
  // The dock's "Undone: …" / "Redone: …" was this phone's own last step; after any other change
  // it is stale. This phone's own undo or redo says it again right after its commit is shown.
  lastStep.value = null
  const elsewhere = made && !made.mine ? made : null
  const cleared =
    elsewhere?.op.kind === 'record' &&
    dropDrafted(held.match, game.drafted?.(elsewhere.op.event) ?? [])
  const after = { match: held.match, game, state: shownState(game, held.match, held.state) }
  open.value = after
  if (elsewhere && before) lastStep.value = madeElsewhere(before, after, elsewhere, cleared)
  // The tap that asked for it has its answer: the next tap on its control is a new one.
  answered()
}

/** What a table saves with: the one save, made from the table as it was (`before`). */
export const persistFor = (game: GameModule) => (held: Held, before?: Held) =>
  save(game, held.match, held.state, before?.match)

/**
 * The table that decides changes to the open match: the shared one while it is shared, else a
 * table of one made from the screen (again whenever the screen shows another version: another
 * tab's save, a table closed). Null when no match is open.
 */
export function desk(): Table | null {
  const o = open.value
  if (!o) return null
  if (current?.matchId === o.match.id && (current.shared || current.table.held.match === o.match)) {
    return current.table
  }
  if (current) counted = Math.max(counted, current.table.held.seen)
  const { game } = o
  // Alone, the phone decides on what it shows (its kept entries too): nothing leaves it.
  const held = { match: o.match, state: o.state, seen: ++counted }
  const table: Table = new HostTable(game, held, {
    persist: persistFor(game),
    onChange: (next) => show(game, next),
    shared: false,
  })
  current = { matchId: o.match.id, table, shared: false }
  return table
}

/** Other phones joined: the open match's changes are decided by their table from now on. */
export function share(matchId: string, table: Table): void {
  if (current) counted = Math.max(counted, current.table.held.seen)
  current = { matchId, table, shared: true }
}

/** The table closed: this phone decides alone again, on what it shows. */
export function unshare(table: Table): void {
  if (current?.table !== table) return
  counted = Math.max(counted, table.held.seen)
  current = null
}

/**
 * Another tab saved the open match, now on screen: a shared table takes it as one more change
 * (its guests get it whole); a table of one is made afresh from the screen at the next change.
 */
export function followScreen(): void {
  const o = open.value
  if (!o || !current?.shared || current.matchId !== o.match.id) return
  const state = replay(o.game.rules, o.match.setup, o.match.events)
  current.table.replace({ match: o.match, state, seen: 0 })
}
