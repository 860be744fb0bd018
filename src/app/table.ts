// This phone at a table of phones (#16): what the screens ask of it. The host's side
// (phones/hosting.ts) invites guests; a guest's side (phones/joining.ts) joins by a code. While a
// match is shared its changes go to the table (match/road.ts); the host's table takes the place
// of the phone's table of one (match/desk.ts), and every table saves with the one save.
import { atTable, rememberPlace, sharedTable } from './match/presence'
import { chosen, closeHosted, leaveGuest, sides } from './phones/sides'
import { forgetPresence, seatAnswer } from './tablePresence'
import './tableStrings'

export { answerComparison, closeComparison } from './phones/compare'
export {
  approveSeat,
  type BringBack,
  bringBack,
  denySeat,
  type Invite,
  invite,
} from './phones/hosting'
export { type Joining, join, lossQuestion } from './phones/joining'

/** This phone's player takes a seat at the open match's table (null: none). */
export function chooseSeat(seat: number | null): void {
  const matchId = sharedTable.value?.matchId
  const side = sides.host?.table ?? sides.guest
  if (!matchId || !side) return
  if (side === sides.guest) {
    // The host decides: the seat is this phone's once the host says so (onSeats).
    seatAnswer.value = null
    side.claim(seat)
    return
  }
  chosen.set(matchId, seat)
  side.claim(seat)
  void rememberPlace(matchId, { role: 'host', seat })
}

/** This phone leaves its table: a guest carries on alone, a host closes the table for all. */
export function leave(): void {
  leaveGuest()
  closeHosted()
  sharedTable.value = null
  atTable.value = null
  forgetPresence()
}
