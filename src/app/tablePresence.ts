// What the screens show of this phone's table beyond the match (#23): the seats guests asked
// for that wait for the host's player, what other phones were refused (the host's log), the
// answer to a seat this phone asked for, a join that takes long, which phones are reachable
// now (#25). Signals only, so the match
// page reads them without loading the table's code; src/app/table.ts sets them.
import { signal } from '@preact/signals'
import type { PhoneAt, Refusal } from '../table/guestPhone'
import type { SeatAnswer } from '../table/options'
import type { SafetyCode } from '../table/safety'
import type { SeatRequest } from '../table/seating'

/** The host's log of what other phones asked for and did not get, newest first. */
export const refusals = signal<Refusal[]>([])

/** Seats guests asked for that wait for the host's player to agree. */
export const seatRequests = signal<SeatRequest[]>([])

/** A guest's seat that waits for the host's player, or that it did not get, and why. */
export const seatAnswer = signal<SeatAnswer | null>(null)

/**
 * A safety code this phone's player compares with another phone's before anything private goes
 * there (#25, phones/compare.ts): the pair of keys, the other phone's seat, the code; `differ`
 * once the player said the codes differ (said until they close it).
 */
export interface Comparison {
  pair: string
  seat: number
  code: SafetyCode
  differ?: true
}
export const comparisons = signal<Comparison[]>([])

/**
 * The guests' phones at the table this phone hosts, in the order they joined: each one's seat
 * and whether it is reachable now (HostTable.phones). Empty on a guest's phone.
 */
export const tablePhones = signal<PhoneAt[]>([])

/** The host's seats whose phone can come back by one scan (phones/back.ts). */
export const backSeats = signal<number[]>([])

/** A guest's phone: false while the host's phone is not reachable (entries wait for it). */
export const hostReachable = signal(true)

/** A joining phone has waited long for the host's table (it keeps asking). */
export const joinSlow = signal(false)

/** Nothing of a table left to show: this phone left it. */
export function forgetPresence(): void {
  refusals.value = []
  seatRequests.value = []
  seatAnswer.value = null
  joinSlow.value = false
  tablePhones.value = []
  backSeats.value = []
  hostReachable.value = true
}
