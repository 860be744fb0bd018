// What the dock says an undo or redo took back or put back, and what an undo gives back to the
// draft so the table can change one card or one number and confirm again.
import type { Reason } from '../../../core/reason'
import type { Card } from '../../cards/french'
import type { SitEvent, SitState } from './state'

/**
 * An entry in a few words, in the player's language by its key: "trick 2, Dan", "the numbers of
 * round 3". `before` is the state the entry was applied to. A secret number is named by whose it
 * is, never by its value.
 */
export function describeEvent(event: SitEvent, before: SitState): Reason {
  const round = before.rung + 1
  switch (event.t) {
    case 'trump':
      return event.suit === null
        ? { key: 'sit.describe.noTrump', params: { n: round } }
        : { key: `sit.describe.trump.${event.suit}`, params: { n: round } }
    case 'bids':
      return { key: 'sit.describe.bids', params: { n: round } }
    case 'bid':
      return { key: 'sit.describe.bid', params: { n: round, seat: event.seat } }
    case 'show':
      return { key: 'sit.describe.show', params: { n: round, seat: event.seat } }
    case 'trick':
      return {
        key: 'cards.describe.trick',
        params: { n: before.round.tricks.length + 1, seat: event.winner },
      }
    case 'reveal':
      return { key: 'sit.describe.reveal', params: { n: round } }
    default:
      return { key: 'match.entry' }
  }
}

/**
 * What an undone entry puts back into the draft: the cards of a trick entered by cards (under
 * 'trick', as the trick entry reads them) and the open numbers (under 'bids', one per seat, the
 * dealer's null). Nothing for the rest; never a secret number.
 */
/** A trick is half-entered by its cards, the round's bids together. */
export function drafted(event: SitEvent): readonly string[] {
  if (event.t === 'trick') return ['trick']
  return event.t === 'bids' ? ['bids', 'bidsAt'] : []
}

export function undoneDraft(event: SitEvent): Record<string, unknown> {
  if (event.t === 'trick' && Array.isArray(event.played)) {
    return { trick: event.played.map(({ suit, rank }: Card) => ({ suit, rank })) }
  }
  if (event.t === 'bids' && Array.isArray(event.bids)) return { bids: [...event.bids] }
  return {}
}
