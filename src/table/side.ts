// A table of phones at work (#16): what the host's side (host.ts) and a guest's side (guest.ts)
// share. No UI, no storage of its own: `persist` saves a phone's copy (the app's store),
// `onChange` shows it.
import * as v from 'valibot'
import type { GameRules, GameSchemas } from '../core/game'
import type { Reason } from '../core/reason'
import type { Channel } from './channel'
import type { Held } from './log'
import { encode, type Message, PROTOCOL, type SeatAt } from './messages'
import { type Keys, seal, unseal } from './seal'

/** How long a guest waits for the host's answer to an entry. */
export const ANSWER_MS = 10_000

export interface TableGame<S, E> {
  rules: GameRules<S, E>
  schemas: GameSchemas
}

/** Until the game is known, no entry of any game is read (only the host's table is awaited). */
export const NO_GAME: GameSchemas = { options: v.never(), event: v.never() }

/**
 * Saves a phone's copy of the table, made from `before` (the host's: so a save can tell that
 * another tab saved first). A rejection means it was not saved; one carrying a `reason` says why.
 */
export type Persist<S, E> = (held: Held<S, E>, before?: Held<S, E>) => Promise<void>

/** Why a save failed, if its error says (`{ reason }`); else storage's plain failure. */
export function saveFailure(error: unknown): Reason {
  const reason = (error as { reason?: Reason } | null)?.reason
  return typeof reason?.key === 'string' ? reason : { key: 'storage.writeFailed' }
}

/** Seats and private messages (seal.ts): what a phone needs to take a seat and talk to one. */
export interface SeatOptions {
  /** This phone's keys for private messages; without them it sends and reads none. */
  keys?: Keys
  /** The seats taken at phones changed (a phone took one, or left). */
  onSeats?: (seats: SeatAt[]) => void
  /** A private message for this phone's seat, opened: from which seat, and its text. */
  onPrivate?: (from: number, text: string) => void
  /** The phone at seat `from` compares the safety code with this phone's: show it here too. */
  onCompare?: (from: number) => void
}

export const NO_SEATS = { onSeats: () => {}, onPrivate: () => {}, onCompare: () => {} }

/** Runs tasks one after another, each after the last has settled: one decision at a time. */
export function serialQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let queue: Promise<unknown> = Promise.resolve()
  return (task) => {
    const run = queue.then(task, task)
    queue = run.catch(() => undefined)
    return run
  }
}

/** A private message's text, sealed from seat `from` to the phone at seat `to`. */
export async function sealedFor(
  keys: Keys | undefined,
  seats: readonly SeatAt[],
  from: number | null,
  to: number,
  text: string,
): Promise<Message | Reason> {
  const them = seats.find((s) => s.seat === to)
  if (!keys || from === null) return { key: 'table.noSeat' }
  if (!them) return { key: 'table.seatAway' }
  try {
    const sealed = await seal(keys, them.key, { from, to }, text)
    return { t: 'private', v: PROTOCOL, from, to, ...sealed }
  } catch {
    // A key the host should never have passed on: said, never thrown into the page.
    return { key: 'table.badKey' }
  }
}

/** A private message for this phone's seat, opened; null if it is not one it can read. */
export async function opened(
  keys: Keys | undefined,
  seats: readonly SeatAt[],
  own: number | null,
  m: { from: number; to: number; iv: string; data: string },
): Promise<string | null> {
  const them = seats.find((s) => s.seat === m.from)
  if (!keys || own === null || m.to !== own || !them) return null
  return unseal(keys, them.key, { from: m.from, to: m.to }, { iv: m.iv, data: m.data })
}

export const send = <E>(channel: Channel, message: Message<E>) => {
  try {
    channel.send(encode(message))
  } catch {
    // A channel that closed meanwhile: its onclose says so.
  }
}
