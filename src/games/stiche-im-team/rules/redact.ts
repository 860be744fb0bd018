import type { Setup } from '../../../core/game'
import type { SitOptions } from './options'
import { apply, init } from './reducer'
import type { SitEvent, SitState } from './state'

/**
 * For an export made mid-round with secret numbers: the running round's entries are left out,
 * so nobody's hidden number leaves the phone. The round is entered again after an import. Open
 * numbers, revealed rounds and finished games are exported whole.
 */
export function redactSecretBids(
  events: readonly SitEvent[],
  setup: Setup<SitOptions>,
): SitEvent[] {
  let state: SitState = init(setup)
  let roundStart = 0
  for (const [i, event] of events.entries()) {
    const next = apply(state, event)
    if (!next.ok) return [...events]
    if (next.state.history.length !== state.history.length) roundStart = i + 1
    state = next.state
  }
  const { round } = state
  const hidden = state.options.secretBids && !state.over && !round.revealed
  const bidding = round.bids.some((b, seat) => b !== null && seat !== round.dealer)
  return hidden && bidding ? events.slice(0, roundStart) : [...events]
}
