// What the screens show of this phone's table beyond the match (#23): the seats guests asked
// for that wait for the host's player, what other phones were refused (the host's log), the
// answer to a seat this phone asked for, a join that takes long. Signals only, so the match
// page reads them without loading the table's code; src/app/table.ts sets them.
import { signal } from '@preact/signals'
import type { SeatAnswer } from '../table/guest'
import type { JoinedPhone, Refusal } from '../table/host'
import type { SeatRequest } from '../table/seating'

/** The host's log of what other phones asked for and did not get, newest first. */
export const refusals = signal<Refusal[]>([])

/** Seats guests asked for that wait for the host's player to agree. */
export const seatRequests = signal<SeatRequest[]>([])

/** A guest's seat that waits for the host's player, or that it did not get, and why. */
export const seatAnswer = signal<SeatAnswer | null>(null)

/**
 * The phones joined to the table this phone hosts, with their seats and whether each answers:
 * the Phones screen lists them, and the table bar counts the same list (`atTable.phones`).
 */
export const joinedPhones = signal<readonly JoinedPhone[]>([])

/** A joining phone has waited long for the host's table (it keeps asking). */
export const joinSlow = signal(false)

/** Nothing of a table left to show: this phone left it. */
export function forgetPresence(): void {
  refusals.value = []
  seatRequests.value = []
  joinedPhones.value = []
  seatAnswer.value = null
  joinSlow.value = false
}
