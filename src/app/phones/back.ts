// The host's ways back (#25): for each seat a guest's phone sat at, the answer that phone joined
// with. A phone answers every offer the same way (its ticket, phones/ticket.ts), so an offer the
// host makes for that seat takes the kept answer at once, and the phone comes back by scanning
// that one code: after a reload (either phone's) or an outage longer than the spare waits. Kept
// beside the match on the host's phone, never sent; a table closed on purpose forgets them.
import type { PhoneId } from '../../table/authority'
import type { PhoneAt } from '../../table/guestPhone'
import { bareTerms } from '../../table/spare'
import { storeReady } from '../storage'
import { backSeats } from '../tablePresence'

/** The longest answer kept: a description, as a join code carries it. */
const MAX_ANSWER = 16_000

/** Stored ways back, checked like any stored value: only seats with a description. */
export function readWays(stored: unknown): Map<number, string> {
  const ways = new Map<number, string>()
  if (typeof stored !== 'object' || stored === null) return ways
  for (const [key, answer] of Object.entries(stored)) {
    const seat = Number(key)
    const fits = typeof answer === 'string' && answer.length <= MAX_ANSWER
    if (Number.isInteger(seat) && seat >= 0 && seat < 8 && fits && answer.startsWith('v=0')) {
      ways.set(seat, answer)
    }
  }
  return ways
}

let kept: { matchId: string; ways: Map<number, string> } | null = null
/** The answer each phone at the table now joined with. */
const joinedWith = new Map<PhoneId, string>()

const shown = () => {
  backSeats.value = kept ? [...kept.ways.keys()].sort((a, b) => a - b) : []
}

/** A new table for `matchId` (hosted, or hosted again after a reload): its stored ways back. */
export async function loadWays(matchId: string): Promise<void> {
  joinedWith.clear()
  kept = { matchId, ways: new Map() }
  shown()
  const store = await storeReady()
  const ways = readWays(await store.getNote('back', matchId).catch(() => undefined))
  if (kept?.matchId !== matchId) return
  kept = { matchId, ways }
  shown()
}

/** A phone joined with this answer. */
export function joinedBy(phone: PhoneId, answer: string): void {
  joinedWith.set(phone, bareTerms(answer))
}

/** The table's phones as they sit now: each seated phone's answer is that seat's way back. */
export function noteSeats(phones: readonly PhoneAt[]): void {
  if (!kept) return
  let changed = false
  for (const { phone, seat } of phones) {
    const answer = joinedWith.get(phone)
    if (seat === null || answer === undefined || kept.ways.get(seat) === answer) continue
    kept.ways.set(seat, answer)
    changed = true
  }
  if (!changed) return
  shown()
  const { matchId, ways } = kept
  void storeReady().then((store) =>
    store.setNote('back', matchId, Object.fromEntries(ways)).catch(() => {}),
  )
}

/** The way back to `seat`'s phone at `matchId`'s table, if there is one. */
export const wayBack = (matchId: string, seat: number): string | undefined =>
  kept?.matchId === matchId ? kept.ways.get(seat) : undefined

/** The table was closed on purpose: its ways back are forgotten too. */
export function forgetWays(matchId: string): void {
  if (kept?.matchId === matchId) kept = null
  joinedWith.clear()
  shown()
  void storeReady().then((store) => store.setNote('back', matchId, undefined).catch(() => {}))
}
