// The table, the options chosen before the climb, and the ladder of rounds they make.
import type { Reason } from '../../../core/reason'
import { LONG_TOP, MAX_PLAYERS, MIN_PLAYERS, type SitOptions } from './schema'

export type { SitOptions } from './schema'

/** The top of the climb: 7 cards, or 10 with the long ascent. */
const TOP = 7

const FLAGS = ['longAscent', 'upAndDown', 'noTrumpOdd', 'secretBids'] as const

/** Why these options cannot be played with this many players, or null. */
export function checkOptions(players: number, o: SitOptions): Reason | null {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    return { key: 'sit.players', params: { n: players } }
  }
  // A stored setup comes back from storage and imports, so its options are checked, not trusted.
  if (o !== undefined && (typeof o !== 'object' || o === null)) return { key: 'cards.badOptions' }
  const given = (o ?? {}) as Record<string, unknown>
  if (FLAGS.some((flag) => given[flag] !== undefined && typeof given[flag] !== 'boolean')) {
    return { key: 'cards.badOptions' }
  }
  if (given.lives !== undefined && given.lives !== 3 && given.lives !== 4) {
    return { key: 'sit.lives' }
  }
  if (given.longAscent === true && players === 5) return { key: 'sit.longAscentFive' }
  return null
}

/** The options with every default filled in; for options that passed `checkOptions`. */
export const fullOptions = (o: SitOptions | undefined): Required<SitOptions> => ({
  lives: o?.lives ?? 3,
  longAscent: o?.longAscent ?? false,
  upAndDown: o?.upAndDown ?? false,
  noTrumpOdd: o?.noTrumpOdd ?? false,
  secretBids: o?.secretBids ?? false,
})

/** The card counts to climb, for options that passed `checkOptions`. */
export function climb(o: { longAscent?: boolean; upAndDown?: boolean }): number[] {
  const top = o.longAscent ? LONG_TOP : TOP
  const up = Array.from({ length: top }, (_, i) => i + 1)
  return o.upAndDown ? [...up, ...up.slice(0, -1).reverse()] : up
}

/** Under the no-trump variant a round with an odd card count is played without trump. */
export const roundHasTrump = (o: { noTrumpOdd?: boolean }, cards: number): boolean =>
  !(o.noTrumpOdd && cards % 2 === 1)
