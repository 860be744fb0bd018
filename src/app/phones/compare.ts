// Comparing safety codes before anything private goes to a phone (#25): private messages are
// sealed to the key the host's `seats` message names for a seat, so a host's phone running other
// code could name its own and read along. Before the first private message between two phones
// (keys), both show a code made from both keys (table/safety.ts) and each player says whether the
// other phone shows the same. Only after "Same" does anything private go to that key, or is taken
// from it; "Different" is said, and nothing private goes there. Asked once per pair of keys: a
// phone that joins again with a new key is compared again.
import type { GuestTable } from '../../table/guest'
import type { HostTable } from '../../table/host'
import { safetyCode } from '../../table/safety'
import { comparisons } from '../tablePresence'
import { myKeys } from './keys'

type Side = HostTable<unknown, unknown> | GuestTable<unknown, unknown>

/** What this phone's player said per pair (this phone's key, the other's): the same code or not. */
const said = new Map<string, boolean>()
/**
 * Pairs the other phone asked about again after this player said "Same" (it reloaded and forgot):
 * shown again once, not each time it asks, so a phone sending `compare` over and over cannot keep
 * a prompt in front of this player.
 */
const askedAgain = new Set<string>()
/** Comparisons on screen, by pair: resolve with the player's answer. */
const waiting = new Map<string, { answer: Promise<boolean>; resolve: (same: boolean) => void }>()

const keyAt = (side: Side, seat: number) => side.seats.find((s) => s.seat === seat)?.key
const pairOf = async (theirs: string) => `${(await myKeys()).publicKey} ${theirs}`

/**
 * Whether private messages may go to the phone at `seat`, asked of this phone's player once per
 * pair of keys; `tell`: the other phone shows its code now too. It resolves for the key the table
 * names now (a key named meanwhile is compared in turn), so a message sealed right after it goes
 * to a compared key. True when no phone is at that seat: nothing can be sealed to it anyway.
 */
export async function compared(side: Side, seat: number, tell: boolean): Promise<boolean> {
  const theirs = keyAt(side, seat)
  if (theirs === undefined) return true
  const pair = await pairOf(theirs)
  const known = said.get(pair)
  if (known === false) return false
  if (known === undefined) {
    const asking = show(pair, seat, theirs)
    if (tell) side.compare(seat)
    if (!(await asking)) return false
  }
  return keyAt(side, seat) === theirs ? true : compared(side, seat, tell)
}

/** True if this phone's player said the phone at `seat` shows the same code (for its key now). */
export async function trusted(side: Side, seat: number): Promise<boolean> {
  const theirs = keyAt(side, seat)
  return theirs !== undefined && said.get(await pairOf(theirs)) === true
}

/**
 * The phone at `seat` compares its code with this one's: show it here (asked again once, if this
 * player said "Same" before; a pair said to differ stays so).
 */
export async function compareAsked(side: Side, seat: number): Promise<void> {
  const theirs = keyAt(side, seat)
  if (theirs === undefined) return
  const pair = await pairOf(theirs)
  if (said.get(pair) === false || waiting.has(pair)) return
  if (said.get(pair) === true) {
    if (askedAgain.has(pair)) return
    askedAgain.add(pair)
  }
  said.delete(pair)
  void show(pair, seat, theirs)
}

/** Shows the code of a pair (once, however often asked) until its player answers. */
function show(pair: string, seat: number, theirs: string): Promise<boolean> {
  const shown = waiting.get(pair)
  if (shown) return shown.answer
  let resolve: (same: boolean) => void = () => {}
  const answer = new Promise<boolean>((r) => {
    resolve = r
  })
  waiting.set(pair, { answer, resolve })
  void myKeys()
    .then((mine) => safetyCode(mine.publicKey, theirs))
    .then((code) => {
      if (waiting.has(pair)) comparisons.value = [...comparisons.value, { pair, seat, code }]
    })
  return answer
}

/** This phone's player says whether the other phone shows the same code. */
export function answerComparison(pair: string, same: boolean): void {
  said.set(pair, same)
  waiting.get(pair)?.resolve(same)
  waiting.delete(pair)
  comparisons.value = same
    ? comparisons.value.filter((c) => c.pair !== pair)
    : comparisons.value.map((c) => (c.pair === pair ? { ...c, differ: true } : c))
}

/** The player read that the codes differ: the note goes. */
export function closeComparison(pair: string): void {
  comparisons.value = comparisons.value.filter((c) => c.pair !== pair)
}
