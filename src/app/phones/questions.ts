// Private questions between phones at a table (#16): a sleuth's guess to the confidant's phone,
// a trick's cards to be judged there. The asking phone waits for its game's answer from the phone
// asked, sealed to it alone; the phone asked lets its game answer (GameModule.answer). Nothing
// goes to, and nothing is taken from, a phone whose safety code this phone's player has not
// compared (compare.ts, #25): the host names the keys, and could name its own.
import type { Reason } from '../../core/reason'
import type { Answer } from '../../games/types'
import { newId } from '../../storage'
import type { GuestTable } from '../../table/guest'
import type { HostTable } from '../../table/host'
import { ANSWER_MS } from '../../table/side'
import { open } from '../match/open'
import { sharedTable } from '../match/presence'
import { recordAsked } from '../match/road'
import { compared, trusted } from './compare'

type Side = HostTable<unknown, unknown> | GuestTable<unknown, unknown>

const questions = new Map<string, (answer: Answer) => void>()

/** A private question to the phone at seat `to`: its game's answer, or why none came. */
export async function ask(side: Side, to: number, body: unknown): Promise<Answer> {
  // Sealed at once after it, with no task between: to the key the player compared.
  if (!(await compared(side, to, true))) return { ok: false, reason: { key: 'table.codesDiffer' } }
  const q = newId()
  const answered = new Promise<Answer>((resolve) => {
    const timer = setTimeout(() => {
      questions.delete(q)
      resolve({ ok: false, reason: { key: 'table.noReply' } })
    }, ANSWER_MS)
    questions.set(q, (answer) => {
      clearTimeout(timer)
      questions.delete(q)
      resolve(answer)
    })
  })
  const unsent = await side.sendPrivate(to, JSON.stringify({ q, body }))
  if (unsent) questions.get(q)?.({ ok: false, reason: unsent })
  return answered
}

/** An answer as another phone sent it, checked: a reply, or a reason with a key. */
function answerIn(value: unknown): Answer | null {
  const a = value as { ok?: unknown; reply?: unknown; reason?: { key?: unknown } } | null
  if (a?.ok === true) return { ok: true, reply: a.reply }
  if (a?.ok === false && typeof a.reason?.key === 'string') {
    return { ok: false, reason: a.reason as Reason }
  }
  return null
}

/**
 * A private message for this phone: an answer to one of its questions, or a question its game
 * answers (the confidant's phone checking a guess), with the answer sent back to that phone only.
 */
export async function heard(side: Side, from: number, text: string): Promise<void> {
  let message: { q?: unknown; re?: unknown; body?: unknown; answer?: unknown }
  try {
    message = JSON.parse(text)
  } catch {
    return
  }
  if (typeof message.re === 'string') {
    // An answer comes from a phone this one compared before it asked; any other is not taken.
    if (!(await trusted(side, from))) return
    const answer = answerIn(message.answer)
    if (answer) questions.get(message.re)?.(answer)
    return
  }
  if (typeof message.q !== 'string') return
  // Not answered until this phone's player compared the codes (that phone shows its code now);
  // a question the asking phone has given up on meanwhile is not answered late.
  const arrived = Date.now()
  if (!(await compared(side, from, false)) || Date.now() - arrived > ANSWER_MS / 2) return
  const o = open.value
  const shared = sharedTable.value
  let answer: Answer | null = null
  if (o && shared && o.match.id === shared.matchId && o.game.answer) {
    try {
      answer = await o.game.answer(message.body, from, {
        match: o.match,
        state: o.state,
        seat: shared.seat,
        record: recordAsked,
      })
    } catch {
      // A question the game could not take (it checks what it reads; this is a last guard):
      // the asking phone still hears why, instead of waiting.
      answer = { ok: false, reason: { key: 'table.notAMessage' } }
    }
  }
  if (!(await compared(side, from, false))) return
  await side.sendPrivate(
    from,
    JSON.stringify({
      re: message.q,
      answer: answer ?? { ok: false, reason: { key: 'table.notAsked' } },
    }),
  )
}
