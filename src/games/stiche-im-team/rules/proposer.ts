// Who at a table of phones may propose an entry (#23). A secret number stays on the phone it was
// chosen on: the table gets it hidden, from the phone that holds the player's seat, and only that
// phone shows it once the round waits for it (any phone, once it left: the number is said aloud).
// Everything else (the trump, open numbers, the tricks, revealing early) is the table's.
import type { Proposer, TableView } from '../../../core/game'
import type { SitEvent, SitState } from './state'

/** Where seat `seat`'s hidden number of the running round is on the log; -1 if it is not. */
function hiddenAt(log: readonly SitEvent[], seat: number): number {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]
    if (e?.t === 'bid' && e.seat === seat && e.hidden === true) return i
  }
  return -1
}

export function proposer(state: SitState, event: SitEvent, table: TableView<SitEvent>): Proposer {
  const e = (typeof event === 'object' && event !== null ? event : {}) as Record<string, unknown>
  if (e.t === 'bid' && typeof e.seat === 'number') {
    // A number with its value would reach every phone.
    if (state.options.secretBids && e.bid !== undefined) {
      return { by: 'nobody', reason: { key: 'sit.numberStays', params: { seat: e.seat } } }
    }
    return { by: 'seat', seat: e.seat }
  }
  if (e.t === 'show' && typeof e.seat === 'number') {
    const at = hiddenAt(table.log, e.seat)
    return at < 0 ? { by: 'seat', seat: e.seat } : { by: 'keeper', entry: at }
  }
  return { by: 'any' }
}
