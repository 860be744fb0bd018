// What phones at one table send each other (#16), and the check every received message passes
// before anything acts on it: another phone's bytes are input like a file to import. A message
// is one JSON text; `v` is the protocol's version, so a phone running another version says so
// instead of misreading it. Entries are checked against the game's own schema here and by its
// rules when applied (src/table/log.ts).
import * as v from 'valibot'
import type { GameSchemas } from '../core/game'
import type { Reason } from '../core/reason'
import { ID_PATTERN, LIMITS, matchSchema } from '../storage'
import type { Commit, Proposal } from './log'

/**
 * 2: seats bound to phones, the host's answer to a seat asked for (#23). 3: the reasons a table
 * sends are worded under other keys (one key per text, #24): a phone of version 2 would show a
 * refusal as its raw key, so the two say that they run different versions instead. 4: a commit
 * names the seat of the phone that proposed it (`by`), which every other phone says, and
 * `compare`: a phone's player compares the safety code with another phone's (#25).
 */
export const PROTOCOL = 4
/** Longer messages are refused unread: a whole match of LIMITS.events entries fits. */
export const MAX_MESSAGE = 2 * 1024 * 1024
/**
 * What a guest's phone sends is far smaller (an entry, a hand's correction, a seat, a sealed
 * note): the host refuses anything longer unread, so no phone keeps it parsing megabytes.
 */
export const MAX_FROM_GUEST = 64 * 1024
/** Seats at a table: six, the most any of the games seats. */
const MAX_SEATS = 6
/** A private message's sealed text: a guess, an answer, a trick's cards are far smaller. */
const MAX_PRIVATE = 4096

export type Message<E = unknown> =
  /** A phone asks to join (or, after a gap, for the whole table again). */
  | { t: 'hello'; v: number; phone: string }
  /** The host's whole table: the match and how many changes it has committed. */
  | { t: 'table'; v: number; match: unknown; seen: number }
  | { t: 'propose'; v: number; proposal: Proposal<E> }
  | { t: 'commit'; v: number; commit: Commit<E> }
  | { t: 'refused'; v: number; proposal: string; reason: Reason }
  /** The host turns a phone away (the table is full), then closes its channel. */
  | { t: 'turnedAway'; v: number; reason: Reason }
  /** A phone says which seat its player has (null: none yet) and its key for private messages. */
  | { t: 'seat'; v: number; seat: number | null; key: string }
  /** The host tells every phone which seats are at a phone, with their keys. */
  | { t: 'seats'; v: number; seats: SeatAt[] }
  /** The host to one phone: the seat it asked for waits for the host's player to agree. */
  | { t: 'seatWait'; v: number; seat: number }
  /** The host to one phone: it does not get the seat it asked for, and why. */
  | { t: 'seatRefused'; v: number; seat: number | null; reason: Reason }
  /** A private message from one seat's phone to another's, sealed (seal.ts); the host passes it on. */
  | { t: 'private'; v: number; from: number; to: number; iv: string; data: string }
  /**
   * A phone's player compares the safety code of its key and the key of the phone at seat `to`
   * (safety.ts) before anything private goes there: that phone shows it too. Passed on like a
   * private message, from the seat of the phone that sent it; it carries no secret.
   */
  | { t: 'compare'; v: number; from: number; to: number }

/** A seat taken by a phone at the table, and that phone's public key. */
export interface SeatAt {
  seat: number
  key: string
}

const id = v.pipe(v.string(), v.regex(ID_PATTERN))
const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER))
const reason = v.strictObject({
  key: v.pipe(v.string(), v.maxLength(100)),
  params: v.optional(
    v.pipe(
      v.record(
        v.pipe(v.string(), v.maxLength(40)),
        v.union([v.pipe(v.string(), v.maxLength(200)), v.number()]),
      ),
      v.check((p) => Object.keys(p).length <= 10),
    ),
  ),
})

const seatNo = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_SEATS - 1))
/** A raw P-256 public key in base64url (65 bytes: 87 characters). */
const key = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{87}$/))
const b64 = (max: number) => v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]*$/), v.maxLength(max))

const opOf = (event: v.GenericSchema) =>
  v.variant('kind', [
    v.strictObject({ kind: v.literal('record'), event }),
    v.strictObject({ kind: v.literal('undo') }),
    v.strictObject({ kind: v.literal('redo') }),
    v.strictObject({
      kind: v.literal('splice'),
      start: count,
      deleteCount: count,
      events: v.pipe(v.array(event), v.maxLength(LIMITS.events)),
    }),
  ])

const messageOf = (event: v.GenericSchema) => {
  const op = opOf(event)
  return v.variant('t', [
    v.strictObject({ t: v.literal('hello'), v: v.number(), phone: id }),
    // The match is checked as an imported one (its names by the app's rule: no bidi overrides);
    // its entries by the rules on adopting it.
    v.strictObject({ t: v.literal('table'), v: v.number(), match: matchSchema, seen: count }),
    v.strictObject({
      t: v.literal('propose'),
      v: v.number(),
      proposal: v.strictObject({ id, base: count, op }),
    }),
    v.strictObject({
      t: v.literal('commit'),
      v: v.number(),
      commit: v.strictObject({
        n: count,
        op,
        at: count,
        proposal: v.optional(id),
        by: v.optional(v.nullable(seatNo)),
      }),
    }),
    v.strictObject({ t: v.literal('refused'), v: v.number(), proposal: id, reason }),
    v.strictObject({ t: v.literal('turnedAway'), v: v.number(), reason }),
    v.strictObject({ t: v.literal('seat'), v: v.number(), seat: v.nullable(seatNo), key }),
    v.strictObject({
      t: v.literal('seats'),
      v: v.number(),
      seats: v.pipe(v.array(v.strictObject({ seat: seatNo, key })), v.maxLength(MAX_SEATS)),
    }),
    v.strictObject({ t: v.literal('seatWait'), v: v.number(), seat: seatNo }),
    v.strictObject({
      t: v.literal('seatRefused'),
      v: v.number(),
      seat: v.nullable(seatNo),
      reason,
    }),
    v.strictObject({
      t: v.literal('private'),
      v: v.number(),
      from: seatNo,
      to: seatNo,
      iv: b64(16),
      data: b64(MAX_PRIVATE),
    }),
    v.strictObject({ t: v.literal('compare'), v: v.number(), from: seatNo, to: seatNo }),
  ])
}

export type Parsed<E> = { ok: true; message: Message<E> } | { ok: false; reason: Reason }

/**
 * A received text as a message of this game's table, or why not: too long, not JSON, another
 * version of the app, or not a message of this shape (an entry the game does not know).
 */
export function parseMessage<E>(text: string, schemas: GameSchemas, max = MAX_MESSAGE): Parsed<E> {
  if (text.length > max) return { ok: false, reason: { key: 'table.tooLong' } }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return { ok: false, reason: { key: 'table.notAMessage' } }
  }
  const version = (raw as { v?: unknown } | null)?.v
  if (typeof version === 'number' && version !== PROTOCOL) {
    return { ok: false, reason: { key: 'table.otherVersion' } }
  }
  const checked = v.safeParse(messageOf(schemas.event), raw)
  if (!checked.success) return { ok: false, reason: { key: 'table.notAMessage' } }
  return { ok: true, message: checked.output as Message<E> }
}

/** A message as sent: one JSON text. */
export const encode = <E>(message: Message<E>): string => JSON.stringify(message)

/**
 * The id of a proposal in a text that is not a valid message (an entry the game does not know),
 * so the host can still answer the phone that sent it; null if there is none to be read.
 */
export function proposalIdOf(text: string): string | null {
  if (text.length > MAX_FROM_GUEST) return null
  try {
    const raw = JSON.parse(text) as { t?: unknown; proposal?: { id?: unknown } } | null
    const found = raw?.t === 'propose' ? raw.proposal?.id : undefined
    return v.is(id, found) ? found : null
  } catch {
    return null
  }
}
