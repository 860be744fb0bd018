// Stich für Stich at a table of phones (#16): the confidant's phone keeps the secret (the table
// gets a hidden one, see index.ts `standIn`) and answers the other phones' private questions
// with it: a sleuth's guess (the answer goes to that sleuth's phone only; whether they solved is
// recorded for all, as the confidant says it at the table), and a trick entered by its cards
// (only the winner goes to the table; the cards and the reason stay on the confidant's phone).
import type { Reason } from '../../core/reason'
import type { Answer, Asked } from '../types'
import {
  checkGuess,
  currentCase,
  explainTrick,
  type SfsCard,
  type SfsEvent,
  type SfsState,
  type SfsVerdict,
  validateTrick,
} from './rules'

/** What a sleuth's phone asks the confidant's. */
export type SfsQuestion =
  | { kind: 'guess'; culprit: unknown; weapon: unknown }
  | { kind: 'trick'; played: unknown }

/** What the confidant's phone last judged: the cards' winner and why, for its own eyes only. */
export interface Judged {
  played: SfsCard[]
  verdict: SfsVerdict
}

const refused = (reason: Reason): Answer => ({ ok: false, reason })

/**
 * The confidant's phone answers a question from the phone at seat `from`; null if this phone is
 * not the running case's confidant with its secret (another phone is, or the case is on paper).
 */
export async function answer(
  body: unknown,
  from: number,
  asked: Asked<SfsState, SfsEvent>,
  onJudged: (judged: Judged) => void = () => {},
): Promise<Answer | null> {
  const { state } = asked
  const c = currentCase(state)
  if (!c || state.over || asked.seat !== c.confidant || !c.secret) return null
  const q = (typeof body === 'object' && body !== null ? body : {}) as Partial<SfsQuestion>
  if (q.kind === 'guess') {
    // Only a sleuth asks for themself: the seat is the asking phone's, not one it names.
    const checked = checkGuess(c.secret, q)
    if (!checked.ok) return refused(checked.reason)
    const no = await asked.record({ t: 'guess', seat: from, solved: checked.solved })
    return no ? refused(no) : { ok: true, reply: { solved: checked.solved } }
  }
  if (q.kind === 'trick') {
    const size = { minCards: state.players, maxCards: state.players }
    const problem = validateTrick(q.played, size)
    if (problem) return refused(problem)
    const played = q.played as SfsCard[]
    const verdict = explainTrick(played, c.secret)
    const winner = (state.leader + verdict.winner) % state.players
    const no = await asked.record({ t: 'trick', winner, played })
    if (no) return refused(no)
    onJudged({ played, verdict })
    return { ok: true, reply: { winner } }
  }
  return refused({ key: 'sfs.badEntry' })
}

/** A guess's answer as the confidant's phone sent it: solved or not; null if it is not one. */
export function solvedIn(reply: unknown): boolean | null {
  const solved = (reply as { solved?: unknown } | null)?.solved
  return typeof solved === 'boolean' ? solved : null
}
