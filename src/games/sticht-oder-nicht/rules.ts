import type { GameRules } from '../../core/game'
import {
  type Animal,
  asideFor,
  dealt,
  defaultRounds,
  isAnimal,
  isPlayers,
  type SonCard,
  type SonVerdict,
  topValue,
  validateTrick,
  verdict,
} from './rules/cards'
import { fail } from './rules/fail'
import type { SonOptions } from './rules/options'
import { apply, init } from './rules/reducer'
import { checkRound, type RoundInput, type RoundScore, score } from './rules/score'
import { type InputKind, inputFor, readSpecial, type Special } from './rules/specials'
import type { SonEvent, SonState } from './rules/state'

export {
  ANIMALS,
  type Animal,
  cardId,
  MAX_PLAYERS,
  MIN_PLAYERS,
  offAnimal,
  type SonCard,
  type SonVerdict,
  validateTrick,
} from './rules/cards'
export { withAnimalNames } from './rules/fail'
export {
  checkOptions,
  roundsWarning,
  type SonOptions,
} from './rules/options'
export { scoreProblem } from './rules/reducer'
export { report } from './rules/report'
export type { RoundInput, RoundScore } from './rules/score'
export {
  CUSTOM_MAX,
  CUSTOM_MIN,
  checkSpecials,
  type InputKind,
  pileOf,
  type Special,
  trumpOf,
} from './rules/specials'
export {
  cardsGone,
  countLimits,
  countTarget,
  firstLeader,
  inputNeeded,
  knownAnimalCounts,
  lastCount,
  plusminusAvailable,
  type SonEvent,
  type SonRound,
  type SonState,
  tricksWon,
} from './rules/state'

/**
 * Any table size judges: 3 to 6 cards, one per player. A trick of 3 or 4 cards comes from a 3- or
 * 4-player table, which set its 11s and 12s aside: values 1 to 10 there, 1 to 12 from 5 cards.
 */
const trickSize = (played: unknown) => ({
  minCards: 3,
  maxCards: 6,
  maxValue: topValue(Array.isArray(played) ? played.length : 6),
})

/**
 * Who takes the trick and why: the highest trump if a trump was played, else the highest card of
 * the led animal; a plusminus card that ties with another card that could win takes the trick.
 */
export function explainTrick(played: SonCard[], trump: Animal | null): SonVerdict {
  const problem = validateTrick(played, trickSize(played))
  if (problem) fail(problem)
  if (trump !== null && !isAnimal(trump)) fail({ key: 'son.badTrump' })
  return verdict(played, trump)
}

/** Index into `played` (in play order) of the card that takes the trick. */
export function judgeTrick(played: SonCard[], trump: Animal | null): number {
  return explainTrick(played, trump).winner
}

function checkPlayers(players: number): void {
  if (!isPlayers(players)) fail({ key: 'son.players', params: { n: String(players) } })
}

/** Everything not set aside is dealt out: 13, 10, 9 or 8 cards for 3, 4, 5 or 6 players. */
export function cardsPerPlayer(players: number): number {
  checkPlayers(players)
  return dealt(players)
}

/** The rulebook's number of rounds: 6, 8, 5 or 6 for 3, 4, 5 or 6 players. */
export function roundsFor(players: number): number {
  checkPlayers(players)
  return defaultRounds(players)
}

/** The cards set aside: every card of these values, and how many random 1s. */
export function setAside(players: number): { values: number[]; ones: number } {
  checkPlayers(players)
  return asideFor(players)
}

/** The values in play at this table: 1 to 10 when the 11s and 12s are set aside, else 1 to 12. */
export function valueRange(players: number): { min: 1; max: 10 | 12 } {
  checkPlayers(players)
  return { min: 1, max: topValue(players) }
}

/** What the app must ask at the round's end for this card: null when it knows it all. */
export function needsInput(special: Special): InputKind | null {
  const read = readSpecial(special, 1)
  if ('key' in read) fail(read)
  return inputFor(read)
}

/**
 * A round's points: 1 per trick, and per special card what it gives; every player who meets a
 * card's condition scores it. `input` holds, per special card, the counts or custom points.
 */
export function scoreRound(r: {
  players: number
  tricksWon: number[]
  specials: [Special, Special]
  input: RoundInput
  cardsPerPlayer: number
}): RoundScore {
  const problem = checkRound(r)
  if (problem) fail(problem)
  return score({ ...r, input: r.input ?? {} })
}

export const rules: GameRules<SonState, SonEvent, SonOptions> = {
  init,
  apply,
  isOver: (state) => state.over,
  winners: (state) => state.winners,
}
export { revokeOf, type TrickLine, trickList } from './rules/revoke'
