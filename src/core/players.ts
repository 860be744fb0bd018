import type { Reason } from './reason'

export const MAX_NAME = 24

/** Names as they will be stored: trimmed, inner runs of spaces collapsed. */
export const tidyName = (name: string): string => name.trim().replace(/\s+/g, ' ')

/**
 * Characters that show nothing on their own: controls, format characters (zero-width space,
 * joiners, soft hyphen, bidi marks and isolates, the byte order mark…), every other default
 * ignorable code point, and white space. A name needs at least one character besides these.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{White_Space}]/gu

/**
 * Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): one left open in a
 * name reorders the text shown after it (a right-to-left override made "Ben wins, Cora" show
 * backwards), so a name may not hold any. The marks U+200E, U+200F and U+061C stay allowed: each
 * acts as one letter of its direction, as any Hebrew or Arabic letter in a name would.
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u

/** The name as far as anyone can see it; '' for a name made only of invisible characters. */
export const visiblePart = (name: string): string => name.replace(INVISIBLE, '')

/**
 * What makes two names the same person: case and invisible characters ignored, so "Anna",
 * "anna", "ANNA" and "An\u200Bna" are one name. Locale-independent, so every phone agrees.
 */
export const nameKey = (name: string): string => visiblePart(tidyName(name)).toLowerCase()

/**
 * The app's rule for one name, on the screen and in an imported file alike: after tidying,
 * 1 to MAX_NAME characters, at least one of them visible, no bidi control among them. `seat`
 * counts from 1, for the message.
 */
export function checkName(raw: string, seat: number): Reason | null {
  const name = tidyName(raw)
  if (name === '') return { key: 'players.empty', params: { seat } }
  if (visiblePart(name) === '') return { key: 'players.invisible', params: { seat } }
  if (BIDI_CONTROL.test(name)) return { key: 'players.bidi', params: { seat } }
  if (name.length > MAX_NAME) return { key: 'players.tooLong', params: { seat, max: MAX_NAME } }
  return null
}

/** The first problem with a table of players, or null. Names are compared ignoring case. */
export function checkPlayers(names: readonly string[], min: number, max: number): Reason | null {
  if (names.length < min || names.length > max) {
    return { key: 'players.count', params: { min, max, n: names.length } }
  }
  const seen = new Set<string>()
  for (const [seat, raw] of names.entries()) {
    const problem = checkName(raw, seat + 1)
    if (problem) return problem
    const key = nameKey(raw)
    if (seen.has(key)) return { key: 'players.duplicate', params: { name: tidyName(raw) } }
    seen.add(key)
  }
  return null
}
