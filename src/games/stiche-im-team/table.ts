// Stiche im Team at a table of phones (#16, #23): a secret number stays on the phone it was chosen
// on. The table's log holds it hidden; the phone keeps it (src/table/kept.ts) and shows it when
// the round is judged.
import type { Setup } from '../../core/game'
import type { Match } from '../../core/match'
import { type Kept, type StoodIn, standInAt } from '../../table/kept'
import type { SitOptions } from './rules'
import { apply, init } from './rules/reducer'
import type { SitEvent, SitState } from './rules/state'

/** What the other phones get instead of a number chosen at a table: the seat, hidden. */
export function standIn(event: SitEvent): SitEvent | null {
  return event.t === 'bid' && event.hidden === true && event.bid !== undefined
    ? { t: 'bid', seat: event.seat, hidden: true }
    : null
}

/**
 * A table opened mid-round with secret numbers (#23): the numbers already chosen on this phone
 * in the running round (and among the undone entries) are kept here and hidden on the table's
 * log, exactly as if chosen at the table; the round then waits for them to be shown.
 */
export function openTable(match: Match<SitEvent>): {
  match: Match<SitEvent>
  kept: Kept<SitEvent>[]
} {
  const setup = match.setup as Setup<SitOptions>
  if (!setup.options?.secretBids) return { match, kept: [] }
  let state: SitState = init(setup)
  let start = 0
  for (const [i, event] of match.events.entries()) {
    const next = apply(state, event)
    if (!next.ok) return { match, kept: [] } // a stored match replays; nothing to share otherwise
    if (next.state.history.length !== state.history.length) start = i + 1
    state = next.state
  }
  // A finished or revealed round's numbers are the table's already.
  if (state.over || state.round.revealed) start = match.events.length
  const log = [...match.events, ...[...match.redo].reverse()]
  const at = new Map<number, StoodIn<SitEvent>>()
  for (let i = start; i < log.length; i++) {
    const event = log[i] as SitEvent
    if (event.t !== 'bid' || event.bid === undefined) continue
    const kept: SitEvent = { t: 'bid', seat: event.seat, bid: event.bid, hidden: true }
    at.set(i, { standIn: { t: 'bid', seat: event.seat, hidden: true }, event: kept })
  }
  return standInAt(match, at)
}
