// This phone's side of a table of phones (#16): the table it hosts or the host's table it joined
// (at most one of them), the seat its player chose per match, and
// what the open match needs of either side (`sharedTable`). hosting.ts and joining.ts set them.
import type { Op } from '../../core/change'
import type { GameModule } from '../../games/types'
import type { GuestTable } from '../../table/guest'
import type { HostTable } from '../../table/host'
import type { SeatAt } from '../../table/messages'
import type { Keys } from '../../table/seal'
import { unshare } from '../match/desk'
import { rememberPlace, sharedTable, storedPlace } from '../match/presence'
import { forgetWays } from './back'
import { ask } from './questions'

/** The table this phone hosts, or the host's table it joined; never both. */
export const sides: {
  host: { table: HostTable<unknown, unknown>; game: GameModule } | null
  guest: GuestTable<unknown, unknown> | null
} = { host: null, guest: null }

/** The seat this phone's player chose per match: taken again on rejoining. */
export const chosen = new Map<string, number | null>()

/** What the open match needs of either side: propose, seats, private messages. */
type Side = HostTable<unknown, unknown> | GuestTable<unknown, unknown>

/** The open match is shared at `side`'s table: its entries, seats and questions go there. */
export function shareAt(matchId: string, side: Side, own: Keys): void {
  const seats = side.seats
  sharedTable.value = {
    matchId,
    propose: (op: Op, base?: number) => side.propose(op, base),
    seen: () => side.held?.seen ?? 0,
    seat: seats.find((s: SeatAt) => s.key === own.publicKey)?.seat ?? null,
    seats: seats.map((s: SeatAt) => s.seat),
    ask: (to, body) => ask(side, to, body),
  }
}

/** The seat this phone's player had at a match's table: this session's, else the stored one. */
export async function seatOf(matchId: string): Promise<number | null> {
  const seat = chosen.get(matchId)
  if (seat !== undefined) return seat
  return (await storedPlace(matchId))?.seat ?? null
}

/** This phone leaves the host's table it joined: it carries on alone. */
export function leaveGuest(): void {
  const was = sides.guest
  sides.guest = null
  was?.channel.close()
}

/** This phone closes the table it hosts, on purpose: a reload does not say it lost it. */
export function closeHosted(): void {
  if (!sides.host) return
  void rememberPlace(sides.host.table.held.match.id, null)
  forgetWays(sides.host.table.held.match.id)
  sides.host.table.close()
  unshare(sides.host.table)
  sides.host = null
}
