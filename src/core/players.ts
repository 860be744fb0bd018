import type { Reason } from './reason'

export const MAX_NAME = 24

/** Names as they will be stored: trimmed, inner runs of spaces collapsed. */
export const tidyName = (name: string): string => name.trim().replace(/\s+/g, ' ')

/** The first problem with a table of players, or null. Names are compared ignoring case. */
export function checkPlayers(names: readonly string[], min: number, max: number): Reason | null {
  if (names.length < min || names.length > max) {
    return { key: 'players.count', params: { min, max, n: names.length } }
  }
  const seen = new Set<string>()
  for (const [seat, raw] of names.entries()) {
    const name = tidyName(raw)
    if (name === '') return { key: 'players.empty', params: { seat: seat + 1 } }
    if (name.length > MAX_NAME)
      return { key: 'players.tooLong', params: { seat: seat + 1, max: MAX_NAME } }
    const folded = name.toLocaleLowerCase()
    if (seen.has(folded)) return { key: 'players.duplicate', params: { name } }
    seen.add(folded)
  }
  return null
}
