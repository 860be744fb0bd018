// Who at a table of phones may propose an entry of Stich für Stich (#23). The secret stays on
// the phone it was entered on (the table gets a hidden one, from the confidant's phone); that
// phone alone checks a guess and records it, and judges a trick's cards (only the winner reaches
// the table). A paper search is the confidant's word, once every sleuth at a phone searched there.
import type { Proposer, TableView } from '../../../core/game'
import { currentCase, pendingSleuths } from './case'
import type { SfsEvent, SfsState } from './state'

/** Where the running case's secret is on the log: the last one entered; -1 before it. */
function secretAt(log: readonly SfsEvent[]): number {
  for (let i = log.length - 1; i >= 0; i--) if (log[i]?.t === 'secret') return i
  return -1
}

export function proposer(state: SfsState, event: SfsEvent, table: TableView<SfsEvent>): Proposer {
  const c = currentCase(state)
  const e = (typeof event === 'object' && event !== null ? event : {}) as Record<string, unknown>
  if (!c) return { by: 'any' }
  if (e.t === 'secret') {
    if (e.hidden !== true) return { by: 'nobody', reason: { key: 'sfs.secretStays' } }
    return { by: 'seat', seat: c.confidant }
  }
  if (e.t === 'trick') {
    return e.played === undefined
      ? { by: 'any' }
      : { by: 'nobody', reason: { key: 'sfs.cardsStay' } }
  }
  const secret = secretAt(table.log)
  if (e.t === 'guess') {
    return secret < 0 ? { by: 'seat', seat: c.confidant } : { by: 'keeper', entry: secret }
  }
  if (e.t === 'search' && table.phones.includes(c.confidant)) {
    const waiting = pendingSleuths(state).find((seat) => table.phones.includes(seat))
    if (waiting !== undefined) {
      return { by: 'nobody', reason: { key: 'sfs.searchOnPhone', params: { seat: waiting } } }
    }
  }
  return { by: 'seat', seat: c.confidant }
}
