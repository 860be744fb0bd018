// Stich für Stich at a table of phones (#16): the confidant's phone keeps the secret (the table
// gets a hidden one, see index.ts `standIn`) and answers the other phones' private questions
// with it: a sleuth's guess (the answer goes to that sleuth's phone only; whether they solved is
// recorded for all, as the confidant says it at the table), and a trick entered by its cards
// (only the winner goes to the table; the cards and the reason stay on the confidant's phone).
import type { Match } from '../../core/match'
import type { Reason } from '../../core/reason'
import { type Kept, type StoodIn, standInAt } from '../../table/kept'
import type { Answer, Asked } from '../types'
import {
  checkGuess,
  clash,
  currentCase,
  explainTrick,
  playedSoFar,
  rules,
  type SfsCard,
  type SfsEvent,
  type SfsState,
  type SfsVerdict,
  validateTrick,
} from './rules'

/**
 * At a table of phones the secret stays on the confidant's phone, and so do the cards of a trick
 * it judged: the other phones get a hidden secret and the trick's winner.
 */
export function standIn(event: SfsEvent): SfsEvent | null {
  if (event.t === 'secret' && !('hidden' in event)) return { t: 'secret', hidden: true }
  if (event.t === 'trick' && event.played) return { t: 'trick', winner: event.winner }
  return null
}

/**
 * A table opened mid-case (#23): the running case's secret and the cards of its tricks stay on
 * this phone, as if entered at the table; so do those among the undone entries. A paper case's
 * secret filled in later is kept in the hidden one's place (the table's log has one secret).
 */
export function openTable(match: Match<SfsEvent>): {
  match: Match<SfsEvent>
  kept: Kept<SfsEvent>[]
} {
  let state = rules.init(match.setup as never)
  let start = 0
  for (const [i, event] of match.events.entries()) {
    const next = rules.apply(state, event)
    if (!next.ok) return { match, kept: [] } // a stored match replays; nothing to share otherwise
    if (next.state.cases.length !== state.cases.length) start = i + 1
    state = next.state
  }
  if (state.over) start = match.events.length
  const secret = currentCase(state)?.secret ?? null
  const log = [...match.events, ...[...match.redo].reverse()]
  const at = new Map<number, StoodIn<SfsEvent>>()
  const drop = new Set<number>()
  let first = true
  for (let i = start; i < log.length; i++) {
    const event = log[i] as SfsEvent
    if (i < match.events.length && event.t === 'secret') {
      if (!first) drop.add(i)
      else if (secret)
        at.set(i, { standIn: { t: 'secret', hidden: true }, event: { t: 'secret', ...secret } })
      first = false
      continue
    }
    const stood = standIn(event)
    if (stood) at.set(i, { standIn: stood, event })
  }
  return standInAt(match, at, drop)
}

/**
 * How often the confidant's phone answers one sleuth's guess after one trick, and judges one
 * trick's cards: a second time after an undo (a mistaken tap), never as an oracle that finds
 * the secret by asking pair after pair and undoing each wrong answer.
 */
export const MAX_ANSWERS = 2
const answered = new Map<string, number>()

/** Forgets how often each question was answered (a new table; a test's fresh start). */
export function forgetAnswers(): void {
  answered.clear()
}

/** Counts one more answer to `key`; false once it had its share. */
function once(key: string): boolean {
  const n = answered.get(key) ?? 0
  if (n >= MAX_ANSWERS) return false
  answered.set(key, n + 1)
  return true
}

/** What a sleuth's phone asks the confidant's. */
type SfsQuestion =
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
  const at = `${asked.match.id}:${state.cases.length}:${c.tricks.length}`
  if (q.kind === 'guess') {
    // Only a sleuth asks for themself: the seat is the asking phone's, not one it names.
    const checked = checkGuess(c.secret, q)
    if (!checked.ok) return refused(checked.reason)
    if (state.phase !== 'search') return refused({ key: 'sfs.notSearching' })
    if (!once(`${at}:guess:${from}`))
      return refused({ key: 'sfs.askedEnough', params: { seat: from } })
    const no = await asked.record({ t: 'guess', seat: from, solved: checked.solved })
    return no ? refused(no) : { ok: true, reply: { solved: checked.solved } }
  }
  if (q.kind === 'trick') {
    const size = { minCards: state.players, maxCards: state.players }
    const problem = validateTrick(q.played, size) ?? clash(q.played as SfsCard[], playedSoFar(c))
    if (problem) return refused(problem)
    if (state.phase !== 'trick') return refused({ key: 'sfs.searchOpen' })
    if (!once(`${at}:trick`)) return refused({ key: 'sfs.judgedEnough' })
    const played = q.played as SfsCard[]
    const verdict = explainTrick(played, c.secret)
    const winner = (state.leader + verdict.winner) % state.players
    const no = await asked.record({ t: 'trick', winner, played })
    if (no) return refused(no)
    onJudged({ played, verdict })
    return { ok: true, reply: { winner } }
  }
  return refused({ key: 'cards.badEntry' })
}

/** A guess's answer as the confidant's phone sent it: solved or not; null if it is not one. */
export function solvedIn(reply: unknown): boolean | null {
  const solved = (reply as { solved?: unknown } | null)?.solved
  return typeof solved === 'boolean' ? solved : null
}
