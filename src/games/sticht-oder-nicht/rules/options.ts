// The table and the options chosen before the first deal.
import type { Reason } from '../../../core/reason'
import { type Animal, asideFor, defaultRounds, isAnimal, isPlayers } from './cards'
import { MAX_ROUNDS, MIN_ROUNDS, type SonOptions } from './schema'

export type { SonOptions } from './schema'

/** Why these options cannot be played with this many players, or null. */
export function checkOptions(players: number, o: SonOptions): Reason | null {
  if (!isPlayers(players)) return { key: 'son.players', params: { n: String(players) } }
  // A stored setup comes back from storage and imports, so its options are checked, not trusted.
  if (o !== undefined && (typeof o !== 'object' || o === null)) return { key: 'cards.badOptions' }
  const { rounds, setAsideOnes } = (o ?? {}) as Record<string, unknown>
  const fits = Number.isInteger(rounds) && (rounds as number) >= MIN_ROUNDS
  if (rounds !== undefined && (!fits || (rounds as number) > MAX_ROUNDS)) {
    return { key: 'son.rounds', params: { min: MIN_ROUNDS, max: MAX_ROUNDS } }
  }
  if (setAsideOnes === undefined) return null
  if (!Array.isArray(setAsideOnes) || !setAsideOnes.every(isAnimal)) {
    return { key: 'cards.badOptions' }
  }
  if (new Set(setAsideOnes).size !== setAsideOnes.length) return { key: 'son.onesTwice' }
  const { ones } = asideFor(players)
  // None recorded is fine; a partial record is not: every 1 set aside, or none.
  if (setAsideOnes.length > 0 && setAsideOnes.length !== ones) {
    return ones === 0
      ? { key: 'son.noOnesAside', params: { players } }
      : { key: 'son.onesCount', params: { ones, n: setAsideOnes.length } }
  }
  return null
}

/** Not every player deals equally often: the rulebook asks for a multiple of the players. */
export const roundsWarning = (players: number, rounds: number): boolean => rounds % players !== 0

/** The options with every default filled in; for options that passed `checkOptions`. */
export const fullOptions = (
  players: number,
  o: SonOptions | undefined,
): { rounds: number; setAsideOnes: Animal[] } => ({
  rounds: o?.rounds ?? defaultRounds(players),
  setAsideOnes: [...(o?.setAsideOnes ?? [])],
})
