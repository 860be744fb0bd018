// The host's side (#16, #23): the phone that shares its open match hosts its table. What is still
// secret in the match stays here (the table gets stand-ins); guests join one at a time by their
// codes; the host's player decides on seats asked for; what other phones are refused is logged.
import type { Reason } from '../../core/reason'
import type { GameModule } from '../../games/types'
import type { PhoneId } from '../../table/authority'
import type { Channel } from '../../table/channel'
import { decodeCode, encodeCode } from '../../table/code'
import { HostTable } from '../../table/host'
import { lanes } from '../../table/lanes'
import { LinkError, offer } from '../../table/link'
import { adopt } from '../../table/log'
import { persistFor, share, show } from '../match/desk'
import { openForTable } from '../match/kept'
import { open } from '../match/open'
import { atTable, rememberPlace } from '../match/presence'
import { forgetPresence, refusals, seatRequests, tablePhones } from '../tablePresence'
import { joinedBy, loadWays, noteSeats, wayBack } from './back'
import { compareAsked } from './compare'
import { historyLink } from './history'
import { myKeys } from './keys'
import { heard } from './questions'
import { closeHosted, leaveGuest, seatOf, shareAt, sides } from './sides'

/** How many refusals the host keeps to show. */
const REFUSALS_SHOWN = 20

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
  if (sides.host && sides.host.table.held.match.id === current.match.id) return sides.host
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
  const held = adopt(game.rules, match, 0)
  const table: HostTable<unknown, unknown> = new HostTable(game, held, {
    persist: persistFor(game),
    onChange: (held, made) => show(game, held, made),
    keys: own,
    keptHere: opening.kept,
    onSeats: () => {
      if (sides.host?.table !== table) return
      shareAt(match.id, table, own)
      counted()
    },
    onPrivate: (from, text) => void heard(table, from, text),
    onCompare: (from) => void compareAsked(table, from),
    onRefused: (refusal) => {
      if (sides.host?.table === table) {
        refusals.value = [refusal, ...refusals.value].slice(0, REFUSALS_SHOWN)
      }
    },
    onRequests: (requests) => {
      if (sides.host?.table === table) seatRequests.value = requests
    },
    onPhones: () => {
      if (sides.host?.table === table) counted()
    },
  })
  sides.host = { table, game }
  void loadWays(match.id)
  share(match.id, table)
  shareAt(match.id, table, own)
  atTable.value = { role: 'host', matchId: match.id, phones: 0, left: false }
  const seat = await seatOf(match.id)
  if (seat !== null) table.claim(seat)
  void rememberPlace(match.id, { role: 'host', seat })
  return sides.host
}

/** The host's player lets a guest's phone take the seat it asked for. */
export function approveSeat(phone: PhoneId): void {
  sides.host?.table.approve(phone)
}

/** The host's player says no: that phone keeps the seat it had. */
export function denySeat(phone: PhoneId): void {
  sides.host?.table.deny(phone)
}

/** The joined phones, listed and counted from one list: the Phones screen and the bar agree. */
const counted = () => {
  const value = atTable.value
  if (!sides.host || value?.role !== 'host') return
  const phones = sides.host.table.phones
  noteSeats(phones)
  tablePhones.value = phones
  atTable.value = { ...value, phones: phones.length }
}

/**
 * A guest's phone joins `table` over `channel`: the table on one lane of it, the finished matches
 * the two phones exchange (#27) on the other.
 */
function joinGuest(table: HostTable<unknown, unknown>, channel: Channel) {
  const lane = lanes(channel)
  const phone = table.addGuest(lane.table, counted)
  if (phone) void historyLink(table, lane.history, () => table.held.match.setup.players)
  return phone
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
      const phone = joinGuest(hosted.table, channel)
      if (phone) joinedBy(phone, decoded.sdp)
      counted()
      return null
    },
    close: () => side.close(),
  }
}

/** How long a way back waits for its phone to scan it: a table takes its time. */
const BACK_WAIT_MS = 10 * 60_000

/** A way back for one seat's phone: the code it scans, and its return. */
export interface BringBack {
  code: string
  /** null once that phone is back at the table, or why not. */
  joined: Promise<Reason | null>
  close(): void
}

/**
 * Brings back the phone that sat at `seat` (reloaded, or away longer than its spare waited): an
 * offer that holds the answer that phone joined with, so it comes back by scanning this one code,
 * and this phone scans nothing. Only that phone can: the answer names its certificate.
 */
export async function bringBack(seat: number): Promise<BringBack | Reason> {
  const hosted = await hostOpenMatch()
  if ('key' in hosted) return hosted
  const answer = wayBack(hosted.table.held.match.id, seat)
  if (!answer) return { key: 'table.back.none' }
  let side: Awaited<ReturnType<typeof offer>>
  try {
    side = await offer()
  } catch (error) {
    return { key: error instanceof LinkError ? error.key : 'table.link.failed' }
  }
  const joined = side.accept(answer, BACK_WAIT_MS).then(
    (channel) => {
      const phone = joinGuest(hosted.table, channel)
      if (phone) joinedBy(phone, answer)
      counted()
      return null
    },
    (error: unknown) => ({ key: error instanceof LinkError ? error.key : 'table.link.failed' }),
  )
  return { code: encodeCode('offer', side.sdp), joined, close: () => side.close() }
}
