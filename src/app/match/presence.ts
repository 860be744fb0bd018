// This phone at a table of phones, as the screens see it (#16): the table the open match is
// shared at, this phone's place there, and where it sat (kept beside the match over a reload).
// src/app/table.ts keeps them up to date.
import { signal } from '@preact/signals'
import type { Op } from '../../core/change'
import type { Reason } from '../../core/reason'
import type { Answer } from '../../games/types'
import { storeReady } from '../storage'
import { open } from './open'

/**
 * The table the open match is shared at, if any: its changes are proposed to the table's host
 * (this phone's own HostTable, or another phone's), which decides, saves and shows them.
 */
export interface SharedTable {
  matchId: string
  /** `base`: how many changes the phone had seen when its player tapped (default: now). */
  propose(op: Op, base?: number): Promise<Reason | null>
  /** How many changes this phone has seen of the table. */
  seen(): number
  /** This phone's seat (null: not chosen) and the seats at a phone, as the table last said. */
  seat: number | null
  seats: readonly number[]
  /** A private question to the phone at `seat`, answered by its game (`GameModule.answer`). */
  ask(seat: number, body: unknown): Promise<Answer>
}
export const sharedTable = signal<SharedTable | null>(null)

export interface AtTable {
  role: 'host' | 'guest'
  matchId: string
  /** Phones joined besides this one (the host's count); a guest counts the host. */
  phones: number
  /** A guest whose host's phone left: it carries on alone, and may join again. */
  left: boolean
  /** Why the host turned this phone away (the table was full), if it did. */
  turnedAway?: Reason
  /** The connection to the host broke (no word for about 15 s), rather than the host leaving. */
  lost?: boolean
}

/** This phone's place at a table (src/app/table.ts keeps it); null when it plays alone. */
export const atTable = signal<AtTable | null>(null)

/** Where this phone sat at the open match's table, also after a reload (stored beside it). */
export interface Place {
  matchId: string
  role: 'host' | 'guest'
  /** Its player's seat; null: not chosen. */
  seat: number | null
}
export const place = signal<Place | null>(null)

/** A stored place, checked like any stored value: null when it is not one. */
export function readPlace(matchId: string, stored: unknown): Place | null {
  const p = (typeof stored === 'object' && stored !== null ? stored : {}) as Partial<Place>
  const role = p.role === 'host' || p.role === 'guest' ? p.role : null
  const seat =
    p.seat === null || (Number.isInteger(p.seat) && (p.seat as number) >= 0) ? p.seat : undefined
  return role && seat !== undefined ? { matchId, role, seat } : null
}

/** The stored place of a match (a rejoin after a reload takes its seat again); null if none. */
export async function storedPlace(matchId: string): Promise<Place | null> {
  const store = await storeReady()
  return readPlace(matchId, await store.getNote('place', matchId).catch(() => undefined))
}

/**
 * Notes where this phone sits at a match's table (null: it closed the table on purpose). Best
 * effort: a phone that cannot store it only forgets, after a reload, whose number it may show.
 */
export async function rememberPlace(matchId: string, at: Omit<Place, 'matchId'> | null) {
  const next = at && { matchId, ...at }
  if (open.value?.match.id === matchId || place.value?.matchId === matchId) place.value = next
  const store = await storeReady()
  await store.setNote('place', matchId, at ?? undefined).catch(() => {})
}
