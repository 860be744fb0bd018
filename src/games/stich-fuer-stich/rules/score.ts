// The investigation pad: points for one criminal case.
import type { Reason } from '../../../core/reason'
import { isSeat } from '../../../core/seats'

export const TRICKS = 7
const MIN_PLAYERS = 3
export const MAX_PLAYERS = 4

export interface CaseResult {
  players: number
  confidant: number
  trickWinners: number[]
  solvedAfter: (number | null)[]
}

export interface CaseScore {
  investigation: number[]
  tricks: number[]
}

const isTrick = (t: unknown): t is number =>
  Number.isInteger(t) && (t as number) >= 1 && (t as number) <= TRICKS

/** What is wrong with a case's result, or null. The confidant's own search entry is ignored. */
export function checkCase(c: unknown): Reason | null {
  if (typeof c !== 'object' || c === null) return { key: 'cards.badEntry' }
  const { players, confidant, trickWinners, solvedAfter } = c as Record<string, unknown>
  if (typeof players !== 'number' || !Array.isArray(trickWinners) || !Array.isArray(solvedAfter)) {
    return { key: 'cards.badEntry' }
  }
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    return { key: 'sfs.players', params: { n: players } }
  }
  if (!isSeat(confidant, players)) return { key: 'cards.noSuchSeat' }
  if (trickWinners.length !== TRICKS) {
    return { key: 'sfs.trickCount', params: { n: trickWinners.length } }
  }
  for (const [i, seat] of trickWinners.entries()) {
    if (!isSeat(seat, players)) return { key: 'sfs.trickWinner', params: { trick: i + 1 } }
  }
  if (solvedAfter.length !== players) {
    return { key: 'sfs.solvedLength', params: { players, n: solvedAfter.length } }
  }
  for (const [seat, t] of solvedAfter.entries()) {
    if (seat !== confidant && t !== null && !isTrick(t)) {
      return { key: 'sfs.solvedBad', params: { seat } }
    }
  }
  return null
}

/**
 * For a result that passed `checkCase`. A sleuth who solves after trick t keeps 7 - t cards and
 * scores 8 - t; the confidant scores the trick of the last solve, or 8 if someone never solved.
 */
export function score(c: CaseResult): CaseScore {
  const sleuths = c.solvedAfter.flatMap((t, seat) => (seat === c.confidant ? [] : [t]))
  const last = sleuths.every((t) => t !== null) ? Math.max(...(sleuths as number[])) : TRICKS + 1
  const investigation = c.solvedAfter.map((t, seat) => {
    if (seat === c.confidant) return last
    return t === null ? 0 : TRICKS + 1 - t
  })
  const tricks = c.solvedAfter.map((_, seat) => c.trickWinners.filter((w) => w === seat).length)
  return { investigation, tricks }
}
