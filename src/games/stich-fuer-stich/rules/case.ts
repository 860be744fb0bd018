// The running case of a Stich für Stich match: a new one, the one being played, who still
// searches in it, and the state with it replaced. Shared by the reducer (rules.ts) and the
// proposer (proposer.ts).
import type { SfsCase, SfsState } from './state'

export const newCase = (confidant: number, players: number): SfsCase => ({
  confidant,
  secret: null,
  hidden: false,
  tricks: [],
  solvedAfter: Array.from({ length: players }, () => null),
  searched: [],
  score: null,
})

export const currentCase = (state: SfsState): SfsCase | undefined => state.cases.at(-1)

/** Sleuths still to search after the case's last trick, in turn from the confidant's left. */
export function pendingIn(c: SfsCase, players: number): number[] {
  const order = Array.from({ length: players - 1 }, (_, i) => (c.confidant + 1 + i) % players)
  return order.filter((seat) => c.solvedAfter[seat] === null && !c.searched.includes(seat))
}

/**
 * In the current search: sleuths (not the confidant) who have not solved and not yet searched,
 * in seat order starting left of the confidant. [] outside a search.
 */
export function pendingSleuths(state: SfsState): number[] {
  const c = currentCase(state)
  return state.phase === 'search' && c ? pendingIn(c, state.players) : []
}

/** The running case replaced; the state's own arrays are never written to. */
export const withCase = (state: SfsState, c: SfsCase): SfsState => ({
  ...state,
  cases: [...state.cases.slice(0, -1), c],
})
