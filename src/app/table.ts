// This phone at a table of phones (#16): the app's side of src/table. The host's phone keeps one
// HostTable for its open match and invites guests one at a time (a join code, then their
// answer); a guest's phone answers a join code, takes the host's table into its own storage and
// opens it. While a match is shared, session.ts proposes its changes to the table
// (`sharedTable`); the table saves what it commits and shows it here (`open`). A guest whose
// host left carries on alone: its entries are saved on its own phone again.
import { signal } from '@preact/signals'
import type { Match } from '../core/match'
import type { Reason } from '../core/reason'
import { loadGame } from '../games'
import type { Answer, GameModule } from '../games/types'
import { newId } from '../storage'
import type { PhoneId } from '../table/authority'
import { decodeCode, encodeCode } from '../table/code'
import { GuestTable } from '../table/guest'
import { HostTable } from '../table/host'
import { answer, type Channel, LinkError, offer } from '../table/link'
import { adopt, type Held, type Op } from '../table/log'
import type { SeatAt } from '../table/messages'
import { type Keys, makeKeys } from '../table/seal'
import { ANSWER_MS } from '../table/side'
import {
  atTable,
  lastStep,
  open,
  openForTable,
  recordAsked,
  rememberPlace,
  sharedTable,
  shownState,
  storedPlace,
} from './session'
import { storeReady } from './storage'
import { forgetPresence, joinSlow, refusals, seatAnswer, seatRequests } from './tablePresence'
import './tableStrings'

/** A rejoining phone is asked before the table replaces entries only it has (both went on alone). */
export const lossQuestion = signal<{ lost: number; answer: (take: boolean) => void } | null>(null)

/** How many refusals the host keeps to show. */
const REFUSALS_SHOWN = 20

let host: { table: HostTable<unknown, unknown>; game: GameModule } | null = null
let guest: GuestTable<unknown, unknown> | null = null

/** This phone's keys for private messages: one pair for as long as the app runs. */
let keys: Promise<Keys> | null = null
const myKeys = () => {
  keys ??= makeKeys()
  return keys
}

/** The seat this phone's player chose per match: taken again on rejoining. */
const chosen = new Map<string, number | null>()

/** What session.ts needs of either side: propose, seats, private messages. */
type Side = HostTable<unknown, unknown> | GuestTable<unknown, unknown>

/** The open match is shared at `side`'s table: its entries, seats and questions go there. */
function shareAt(matchId: string, side: Side, own: Keys): void {
  const seats = side.seats
  sharedTable.value = {
    matchId,
    propose: (op: Op) => side.propose(op),
    seat: seats.find((s: SeatAt) => s.key === own.publicKey)?.seat ?? null,
    seats: seats.map((s: SeatAt) => s.seat),
    ask: (to, body) => ask(side, to, body),
  }
}

/** This phone's player takes a seat at the open match's table (null: none). */
export function chooseSeat(seat: number | null): void {
  const matchId = sharedTable.value?.matchId
  const side = host?.table ?? guest
  if (!matchId || !side) return
  if (side === guest) {
    // The host decides: the seat is this phone's once the host says so (onSeats).
    seatAnswer.value = null
    side.claim(seat)
    return
  }
  chosen.set(matchId, seat)
  side.claim(seat)
  void rememberPlace(matchId, { role: 'host', seat })
}

/** The seat this phone's player had at a match's table: this session's, else the stored one. */
async function seatOf(matchId: string): Promise<number | null> {
  const seat = chosen.get(matchId)
  if (seat !== undefined) return seat
  return (await storedPlace(matchId))?.seat ?? null
}

const questions = new Map<string, (answer: Answer) => void>()

/** A private question to the phone at seat `to`: its game's answer, or why none came. */
async function ask(side: Side, to: number, body: unknown): Promise<Answer> {
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
async function heard(side: Side, from: number, text: string): Promise<void> {
  let message: { q?: unknown; re?: unknown; body?: unknown; answer?: unknown }
  try {
    message = JSON.parse(text)
  } catch {
    return
  }
  if (typeof message.re === 'string') {
    const answer = answerIn(message.answer)
    if (answer) questions.get(message.re)?.(answer)
    return
  }
  if (typeof message.q !== 'string') return
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
  await side.sendPrivate(
    from,
    JSON.stringify({
      re: message.q,
      answer: answer ?? { ok: false, reason: { key: 'table.notAsked' } },
    }),
  )
}

/** A phone's copy of the table, saved as any match is: its summary says who won. */
async function persist(game: GameModule, held: Held): Promise<void> {
  const store = await storeReady()
  const winners = game.rules.isOver(held.state) ? game.rules.winners(held.state) : []
  await store.saveMatch(held.match, winners)
}

/** The table moved on: the match page shows it, if it is the one open. */
function show(game: GameModule, held: Held): void {
  if (open.value && open.value.match.id !== held.match.id) return
  // The dock's "Undone: …" / "Redone: …" was this phone's own last step; after another phone's
  // change it is stale (an undo redone on another phone still said "Undone" here). This phone's
  // own undo or redo says it again right after its commit is shown.
  lastStep.value = null
  open.value = { match: held.match, game, state: shownState(game, held.match, held.state) }
}

function leaveGuest(): void {
  const was = guest
  guest = null
  was?.channel.close()
}

/**
 * The host's table for the open match, made on first use: the phone that shares its match is
 * its host. Entries on this phone go through it from now on, so guests see them.
 */
async function hostOpenMatch(): Promise<
  { table: HostTable<unknown, unknown>; game: GameModule } | Reason
> {
  const own = await myKeys()
  const current = open.value
  if (!current) return { key: 'core.noMatch' }
  if (host && host.table.held.match.id === current.match.id) return host
  leaveGuest()
  // One table at a time: the table of another match closes, its guests carry on alone.
  closeHosted()
  const { game } = current
  // What is still secret in the match stays here: the table gets its stand-ins (#23).
  const opening = await openForTable()
  if ('key' in opening) return opening
  const { match } = opening
  forgetPresence()
  // The table's state is its log's own: what this phone keeps to itself (a secret) is not in it.
  const table: HostTable<unknown, unknown> = new HostTable(game, adopt(game.rules, match, 0), {
    persist: (held) => persist(game, held),
    onChange: (held) => show(game, held),
    keys: own,
    keptHere: opening.kept,
    onSeats: () => host?.table === table && shareAt(match.id, table, own),
    onPrivate: (from, text) => void heard(table, from, text),
    onRefused: (refusal) => {
      if (host?.table === table) {
        refusals.value = [refusal, ...refusals.value].slice(0, REFUSALS_SHOWN)
      }
    },
    onRequests: (requests) => {
      if (host?.table === table) seatRequests.value = requests
    },
  })
  host = { table, game }
  shareAt(match.id, table, own)
  atTable.value = { role: 'host', matchId: match.id, phones: 0, left: false }
  const seat = await seatOf(match.id)
  if (seat !== null) table.claim(seat)
  void rememberPlace(match.id, { role: 'host', seat })
  return host
}

/** The host's player lets a guest's phone take the seat it asked for. */
export function approveSeat(phone: PhoneId): void {
  host?.table.approve(phone)
}

/** The host's player says no: that phone keeps the seat it had. */
export function denySeat(phone: PhoneId): void {
  host?.table.deny(phone)
}

const counted = () => {
  const value = atTable.value
  if (host && value?.role === 'host') atTable.value = { ...value, phones: host.table.guests }
}

/** One invitation: the code the next guest scans, and what takes that guest's answer. */
export interface Invite {
  code: string
  /** The guest's answer code: null once that phone has joined, or why not. */
  accept(answerCode: string): Promise<Reason | null>
  close(): void
}

/** Invites one more phone to the open match's table (which it opens, if it is not yet). */
export async function invite(): Promise<Invite | Reason> {
  const hosted = await hostOpenMatch()
  if ('key' in hosted) return hosted
  let side: Awaited<ReturnType<typeof offer>>
  try {
    side = await offer()
  } catch (error) {
    return { key: error instanceof LinkError ? error.key : 'table.link.failed' }
  }
  return {
    code: encodeCode('offer', side.sdp),
    async accept(answerCode) {
      const decoded = decodeCode('answer', answerCode)
      if (!decoded.ok) return decoded.reason
      let channel: Channel
      try {
        channel = await side.accept(decoded.sdp)
      } catch (error) {
        return { key: error instanceof LinkError ? error.key : 'table.link.failed' }
      }
      hosted.table.addGuest(channel, counted)
      counted()
      return null
    },
    close: () => side.close(),
  }
}

/** A guest's answer to a join code: the code to show the host, and the table once it came. */
export interface Joining {
  code: string
  /** The id of the match once the host's table is saved on this phone, or why not. */
  joined: Promise<string | Reason>
  close(): void
}

/** Answers the host's join code (scanned or pasted). */
export async function join(offerCode: string): Promise<Joining | Reason> {
  const decoded = decodeCode('offer', offerCode)
  if (!decoded.ok) return decoded.reason
  let side: Awaited<ReturnType<typeof answer>>
  try {
    side = await answer(decoded.sdp)
  } catch (error) {
    return { key: error instanceof LinkError ? error.key : 'table.link.failed' }
  }
  const own = await myKeys()
  joinSlow.value = false
  const joined = side.connected.then(
    (channel) => seat(channel, own),
    (error: unknown) => ({ key: error instanceof LinkError ? error.key : 'table.link.failed' }),
  )
  return { code: encodeCode('answer', side.sdp), joined, close: () => side.close() }
}

/** Resolves when the first table arrived and is saved here; a rejoin may be asked first. */
function seat(channel: Channel, own: Keys): Promise<string | Reason> {
  return new Promise((resolve) => {
    if (host) {
      // This phone hosted before: it joins another table now; its own guests are gone with it.
      sharedTable.value = null
      host = null
    }
    leaveGuest()
    let game: GameModule | null = null
    let first = true
    // The table's match, once it came; and its id again if this phone's player kept its own copy.
    let asked: string | null = null
    let kept: string | null = null
    const table: GuestTable<unknown, unknown> = new GuestTable(
      async (id) => {
        game = await loadGame(id as Match['setup']['game'])
        return game
      },
      channel,
      {
        stored: async (id) => {
          asked = id
          const read = await (await storeReady()).readMatch(id)
          return read?.ok ? read.match : undefined
        },
        confirmLoss: (lost) =>
          new Promise((answered) => {
            lossQuestion.value = {
              lost,
              answer: (take) => {
                lossQuestion.value = null
                if (!take) kept = asked
                answered(take)
              },
            }
          }),
        persist: (held) => persist(game as GameModule, held),
        onSlow: () => {
          if (guest === table) joinSlow.value = true
        },
        onSeatAnswer: (answer) => {
          if (guest === table) seatAnswer.value = answer
        },
        onChange: (held) => {
          show(game as GameModule, held)
          if (!first) return
          first = false
          joinSlow.value = false
          const matchId = held.match.id
          shareAt(matchId, table, own)
          atTable.value = { role: 'guest', matchId, phones: 1, left: false }
          // Rejoining: the seat this phone's player had (also before a reload).
          void seatOf(matchId).then((seat) => {
            if (seat !== null && guest === table) table.claim(seat)
            void rememberPlace(matchId, { role: 'guest', seat })
          })
          resolve(matchId)
        },
        keys: own,
        onSeats: (seats) => {
          const matchId = table.held?.match.id
          if (guest !== table || !matchId) return
          shareAt(matchId, table, own)
          // The seat asked for is this phone's now: nothing waits any more.
          const mine = seats.find((s) => s.key === own.publicKey)?.seat ?? null
          const asked = seatAnswer.value
          if (asked && 'waiting' in asked && asked.seat === mine) seatAnswer.value = null
          if (mine !== null && chosen.get(matchId) !== mine) {
            chosen.set(matchId, mine)
            void rememberPlace(matchId, { role: 'guest', seat: mine })
          }
        },
        onPrivate: (from, text) => void heard(table, from, text),
        onLeft: () => {
          if (guest === table) guest = null
          const matchId = sharedTable.value?.matchId
          if (sharedTable.value && table.held?.match.id === matchId) sharedTable.value = null
          const value = atTable.value
          if (value?.role === 'guest' && value.matchId === table.held?.match.id) {
            const turnedAway = table.turnedAway ?? undefined
            atTable.value = { ...value, phones: 0, left: true, ...(turnedAway && { turnedAway }) }
          }
          // Kept its own copy: back to it, alone. Not "The host's phone left the table, so this
          // entry was not taken": the host is there, and no entry was under way.
          if (first) resolve(kept ?? table.turnedAway ?? { key: 'table.hostLeft' })
        },
      },
    )
    guest = table
  })
}

/** Closes the table this phone hosts, if any; on purpose, so a reload does not say it lost it. */
function closeHosted(): void {
  if (!host) return
  void rememberPlace(host.table.held.match.id, null)
  host.table.close()
  host = null
}

/** This phone leaves its table: a guest carries on alone, a host closes the table for all. */
export function leave(): void {
  leaveGuest()
  closeHosted()
  sharedTable.value = null
  atTable.value = null
  forgetPresence()
}
