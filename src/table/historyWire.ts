// What two phones at a table say to each other about their finished matches (#27), on the same
// link as the table (lanes.ts): an offer (what a phone holds), a question (what the other lacks)
// and the answer, an export file in parts. Another phone's bytes are input like a file to import:
// each message is checked here before anything acts on it, the file it makes by import.ts.
import * as v from 'valibot'
import type { Reason } from '../core/reason'
import { ID_PATTERN, LIMITS } from '../storage'
import { MAX_OFFERED, type Offered } from './history'

/** Version of these messages, apart from the table's (messages.ts PROTOCOL). */
const HISTORY_PROTOCOL = 1
/** Every history message starts so (encode writes `t` first): the lanes tell them apart by it. */
export const HISTORY_MARK = '{"t":"history"'
/** One part of a file: a data channel's message stays well under 256 KiB. */
export const PART_CHARS = 128 * 1024
/** Parts of one file at most: a file as large as an import may be. */
const MAX_PARTS = Math.ceil(LIMITS.importBytes / PART_CHARS) + 1
/** Longer messages are refused unread: an offer of MAX_OFFERED matches and a part fit. */
export const MAX_HISTORY_MESSAGE = 512 * 1024

type HistoryMessage =
  /** What this phone holds that may travel at this table (history.ts offerOf). */
  | { t: 'history'; v: number; k: 'offer'; have: Offered[] }
  /** What this phone lacks of the other's offer. */
  | { t: 'history'; v: number; k: 'want'; ids: string[] }
  /** Part `i` of `of` of an export file (src/storage/file.ts) with what was asked for. */
  | { t: 'history'; v: number; k: 'part'; i: number; of: number; text: string }

const id = v.pipe(v.string(), v.regex(ID_PATTERN))
const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER))

const schema = v.variant('k', [
  v.strictObject({
    t: v.literal('history'),
    v: v.literal(HISTORY_PROTOCOL),
    k: v.literal('offer'),
    have: v.pipe(
      v.array(v.strictObject({ id, at: count, n: v.pipe(count, v.maxValue(LIMITS.events)) })),
      v.maxLength(MAX_OFFERED),
    ),
  }),
  v.strictObject({
    t: v.literal('history'),
    v: v.literal(HISTORY_PROTOCOL),
    k: v.literal('want'),
    ids: v.pipe(v.array(id), v.maxLength(MAX_OFFERED)),
  }),
  v.strictObject({
    t: v.literal('history'),
    v: v.literal(HISTORY_PROTOCOL),
    k: v.literal('part'),
    i: v.pipe(count, v.maxValue(MAX_PARTS - 1)),
    of: v.pipe(count, v.minValue(1), v.maxValue(MAX_PARTS)),
    text: v.pipe(v.string(), v.maxLength(PART_CHARS)),
  }),
])

export type ParsedHistory = { ok: true; message: HistoryMessage } | { ok: false; reason: Reason }

/** A received history text as a message, or why not (too long, not JSON, another version). */
export function parseHistory(text: string): ParsedHistory {
  if (text.length > MAX_HISTORY_MESSAGE) return { ok: false, reason: { key: 'history.tooLong' } }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return { ok: false, reason: { key: 'history.notAMessage' } }
  }
  const version = (raw as { v?: unknown } | null)?.v
  if (typeof version === 'number' && version !== HISTORY_PROTOCOL) {
    return { ok: false, reason: { key: 'history.otherVersion' } }
  }
  const checked = v.safeParse(schema, raw)
  if (!checked.success) return { ok: false, reason: { key: 'history.notAMessage' } }
  const message = checked.output as HistoryMessage
  if (message.k === 'part' && message.i >= message.of) {
    return { ok: false, reason: { key: 'history.notAMessage' } }
  }
  return { ok: true, message }
}

/** Messages as sent, `t` first (HISTORY_MARK). */
export const offerMessage = (have: Offered[]): string =>
  JSON.stringify({ t: 'history', v: HISTORY_PROTOCOL, k: 'offer', have })
export const wantMessage = (ids: string[]): string =>
  JSON.stringify({ t: 'history', v: HISTORY_PROTOCOL, k: 'want', ids })

/** A file's text as the parts that carry it, in order. */
export function partMessages(text: string): string[] {
  const of = Math.max(1, Math.ceil(text.length / PART_CHARS))
  return Array.from({ length: of }, (_, i) =>
    JSON.stringify({
      t: 'history',
      v: HISTORY_PROTOCOL,
      k: 'part',
      i,
      of,
      text: text.slice(i * PART_CHARS, (i + 1) * PART_CHARS),
    }),
  )
}

export type Assembled =
  /** More parts to come. */
  { kind: 'more' } | { kind: 'file'; text: string } | { kind: 'refused'; reason: Reason }

/**
 * Puts a file together from its parts, which come in order on one link. A part out of order, or
 * a file longer than an import may be, ends that file: refused, and nothing of it is kept.
 */
export class Parts {
  #parts: string[] = []
  #of = 0
  #chars = 0

  take(part: { i: number; of: number; text: string }): Assembled {
    const first = part.i === 0
    if (first) this.#reset(part.of)
    if (part.of !== this.#of || part.i !== this.#parts.length) {
      this.#reset(0)
      return { kind: 'refused', reason: { key: 'history.outOfOrder' } }
    }
    this.#chars += part.text.length
    if (this.#chars > LIMITS.importBytes) {
      this.#reset(0)
      return {
        kind: 'refused',
        reason: { key: 'import.tooLarge', params: { megabytes: LIMITS.importBytes / 2 ** 20 } },
      }
    }
    this.#parts.push(part.text)
    if (this.#parts.length < this.#of) return { kind: 'more' }
    const text = this.#parts.join('')
    this.#reset(0)
    return { kind: 'file', text }
  }

  #reset(of: number): void {
    this.#parts = []
    this.#of = of
    this.#chars = 0
  }
}
