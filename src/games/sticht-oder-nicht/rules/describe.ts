// What undo and redo say they took back or put back: "Undone: trick 5, Dan".
import type { Setup } from '../../../core/game'
import type { Reason } from '../../../core/reason'
import { apply } from './reducer'
import type { SonEvent, SonState } from './state'

const signText = (sign: 2 | -2) => (sign > 0 ? '+2' : '−2')

/** The plusminus of a trick: told with its winner, or on one of its cards (seat from the leader). */
function plusminusOf(event: SonEvent & { t: 'trick' }, before: SonState) {
  if (event.plusminus) return event.plusminus
  const at = event.played?.findIndex((card) => card.plusminus !== undefined) ?? -1
  const sign = event.played?.[at]?.plusminus
  return sign === undefined ? null : { seat: (before.leader + at) % before.players, sign }
}

/**
 * An entry in a few words, from the state it was applied to: the special cards of a round, a
 * trick with its winner and plusminus (and the round's scoring when its last trick scored it),
 * the scoring of a round. Names and signs only: the dock says it in the player's language.
 */
export function describe(event: SonEvent, before: SonState, setup: Setup): Reason {
  const round = before.round.n
  switch (event.t) {
    case 'specials':
      return { key: 'son.describe.specials', params: { round } }
    case 'score':
      return { key: 'son.describe.score', params: { round } }
    case 'trick': {
      const n = before.round.tricks.length + 1
      const pm = plusminusOf(event, before)
      // The last trick scores the round at once unless the table has numbers to tell.
      const after = apply(before, event)
      const scores = after.ok && after.state.history.length > before.history.length
      const params = { n, seat: event.winner, round }
      if (!pm) return { key: scores ? 'son.describe.lastTrick' : 'cards.describe.trick', params }
      const by = setup.players[pm.seat] ?? ''
      return {
        key: scores ? 'son.describe.lastTrickPm' : 'son.describe.trickPm',
        params: { ...params, sign: signText(pm.sign), by },
      }
    }
  }
}
