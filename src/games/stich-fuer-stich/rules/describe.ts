// An entry of the match log in a few words, for the dock's "Undone: trick 5, Dan". A secret is
// named only as "the secret of case 2": never its culprit or weapon.
import type { Reason } from '../../../core/reason'
import type { SfsEvent, SfsState } from './state'

/** `before` is the state the entry was applied to; a {player} comes from the `seat` param. */
export function describeEvent(event: SfsEvent, before: SfsState): Reason {
  const n = before.cases.length
  const tricks = before.cases.at(-1)?.tricks.length ?? 0
  switch (event.t) {
    case 'secret':
      return 'hidden' in event && event.hidden
        ? { key: 'sfs.describe.tiles', params: { n } }
        : { key: 'sfs.describe.secret', params: { n } }
    case 'trick':
      return { key: 'cards.describe.trick', params: { n: tricks + 1, seat: event.winner } }
    case 'guess':
      return { key: 'sfs.describe.guess', params: { n: tricks, seat: event.seat } }
    default:
      return { key: 'sfs.describe.search', params: { n: tricks } }
  }
}
