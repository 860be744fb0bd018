// An export made mid-case must not carry the running case's secret off the phone.

import { MAX_PLAYERS, TRICKS } from './score'
import type { SfsEvent } from './state'

/**
 * The table size, as far as the log shows it: the cards of a trick entered with cards, or a seat
 * that only a table of 4 has. undefined when 3 and 4 both fit.
 */
function playersIn(events: readonly SfsEvent[]): number | undefined {
  let least = 0
  for (const e of events) {
    if (e?.t === 'trick' && Array.isArray(e.played)) return e.played.length
    const seats = e?.t === 'trick' ? [e.winner] : e?.t === 'guess' ? [e.seat] : []
    if (e?.t === 'search' && Array.isArray(e.solved)) seats.push(...e.solved)
    for (const seat of seats) if (typeof seat === 'number') least = Math.max(least, seat + 1)
  }
  return least >= MAX_PLAYERS ? MAX_PLAYERS : undefined
}

/**
 * The log with the running (unfinished) case's secret replaced by `{ t: 'secret', hidden: true }`;
 * a secret entered later in that case is dropped, so the log still replays. Finished cases and
 * finished games are unchanged. Pass the number of players (setup.players.length) for an exact
 * answer: without it, and when the log does not show it, a case whose 7th search may still be open
 * counts as running, so its secret is hidden rather than leaked.
 */
export function redactSecret(
  events: readonly SfsEvent[],
  players: number | undefined = playersIn(events),
): SfsEvent[] {
  const sleuths = players === undefined ? Number.POSITIVE_INFINITY : players - 1
  let secrets: number[] = [] // where the running case's secret events are
  let tricks = 0
  let solved = 0
  let open = false // a search is under way
  let waiting = 0 // sleuths still to search in it
  for (const [i, e] of events.entries()) {
    if (e?.t === 'secret') {
      // A secret after a closed 7th trick opens the next case; else it is a late one.
      if (secrets.length === 0 || (tricks === TRICKS && !open)) {
        secrets = [i]
        tricks = 0
        solved = 0
      } else secrets.push(i)
    } else if (e?.t === 'trick') {
      tricks++
      waiting = sleuths - solved
      open = waiting > 0
    } else if (e?.t === 'guess') {
      waiting--
      if (e.solved) solved++
      open = waiting > 0
    } else if (e?.t === 'search') {
      solved += Array.isArray(e.solved) ? e.solved.length : 0
      open = false
    }
  }
  const running = secrets.length > 0 && (tricks < TRICKS || open)
  if (!running) return [...events]
  const [first, ...later] = secrets
  return events.flatMap((e, i): SfsEvent[] => {
    if (i === first) return [{ t: 'secret', hidden: true }]
    return later.includes(i) ? [] : [e]
  })
}
