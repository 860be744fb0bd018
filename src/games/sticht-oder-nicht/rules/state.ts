// A game as the table sees it: rounds, the special cards, the tricks and the plusminus cards.
import type { Animal, SonCard } from './cards'
import { animalTotal, onesAside, type RoundScore } from './score'
import { type InputKind, inputFor, type Special } from './specials'

// The match log: its entries' type is read off the import schema.
export type { SonEvent } from './schema'

export interface SonTrick {
  leader: number
  winner: number
  plusminus: { seat: number; sign: 2 | -2 } | null
  /** In play order from the leader; null for a trick entered by its winner only. */
  played: SonCard[] | null
}

export interface SonRound {
  /** From 1. */
  n: number
  dealer: number
  /** The dealer's left neighbour takes the first special card, the next player the second. */
  choosers: [number, number]
  specials: [Special, Special] | null
  tricks: SonTrick[]
  /** Per seat: the plusminus card of this round is spent. */
  plusminusUsed: boolean[]
  score: RoundScore | null
}

export interface SonState {
  players: number
  rounds: number
  cardsPerPlayer: number
  /** The random 1s set aside, when the table recorded them; [] otherwise. */
  setAsideOnes: Animal[]
  /** The running round; once the game is over, the last round played (also in history). */
  round: SonRound
  /** Every scored round, in order. */
  history: SonRound[]
  phase: 'specials' | 'play' | 'score' | 'over'
  /** Who leads the next trick. */
  leader: number
  /** Per seat, the points of every scored round. */
  totals: number[]
  over: boolean
  /** Every seat with the highest total once the game is over; [] before. */
  winners: number[]
}

/** The first trick is led by the player left of the second chooser: 3 seats left of the dealer. */
export const firstLeader = (dealer: number, players: number): number => (dealer + 3) % players

export function newRound(n: number, dealer: number, players: number): SonRound {
  return {
    n,
    dealer,
    choosers: [(dealer + 1) % players, (dealer + 2) % players],
    specials: null,
    tricks: [],
    plusminusUsed: Array.from({ length: players }, () => false),
    score: null,
  }
}

/** Per seat, the tricks won so far in a round. */
export function tricksIn(round: SonRound, players: number): number[] {
  const won = Array.from({ length: players }, () => 0)
  for (const trick of round.tricks) won[trick.winner] = (won[trick.winner] ?? 0) + 1
  return won
}

/** Per seat, the tricks won so far in the current round. */
export const tricksWon = (state: SonState): number[] => tricksIn(state.round, state.players)

/** Per seat: the plusminus card can still be played this round. */
export const plusminusAvailable = (state: SonState): boolean[] =>
  state.round.plusminusUsed.map((used) => !used && !state.over)

/** Per seat, the cards of `animal` in the tricks they won; null when a trick lacks its cards. */
export function countsIn(round: SonRound, players: number, animal: Animal): number[] | null {
  const counts = Array.from({ length: players }, () => 0)
  for (const trick of round.tricks) {
    if (trick.played === null) return null
    const n = trick.played.filter((card) => card.animal === animal).length
    counts[trick.winner] = (counts[trick.winner] ?? 0) + n
  }
  return counts
}

/**
 * When every trick of the round so far was entered with its cards, the app knows each player's
 * cards of `animal` in won tricks and need not ask; null otherwise.
 */
export const knownAnimalCounts = (state: SonState, animal: Animal): number[] | null =>
  countsIn(state.round, state.players, animal)

/** What the app must ask at a round's end for each of its two cards, as things stand. */
export function neededIn(round: SonRound, players: number): (InputKind | null)[] {
  if (round.specials === null) return [null, null]
  return round.specials.map((special) => {
    if (special.kind !== 'animal' && special.kind !== 'perCard') return inputFor(special)
    return countsIn(round, players, special.animal) === null ? 'animalCounts' : null
  })
}

/** For the current round's two special cards, taking `knownAnimalCounts` into account. */
export const inputNeeded = (state: SonState): (InputKind | null)[] =>
  neededIn(state.round, state.players)

/**
 * The cards nobody can play any more this round: those in its tricks entered with their cards,
 * and the set-aside 1s the table recorded. (The 11s and 12s of a 3- or 4-player table are not in
 * its range at all; unrecorded set-aside 1s are unknown, so every other 1 may still come.)
 */
export function cardsGone(state: SonState): SonCard[] {
  const ones = state.setAsideOnes.map((animal) => ({ animal, value: 1 }))
  const played = state.round.tricks.flatMap((trick) => trick.played ?? [])
  return [...ones, ...played.map(({ animal, value }) => ({ animal, value }))]
}

/** The animals whose 1 was played in a trick of this round entered with its cards. */
export const onesSeen = (round: SonRound): Animal[] => [
  ...new Set(
    round.tricks.flatMap((t) => (t.played ?? []).filter((c) => c.value === 1).map((c) => c.animal)),
  ),
]

/**
 * What the round's counts of `animal` must add up to: all its cards are played, so `all` of them
 * lie in won tricks; `short` when its 1 may have been set aside unseen (then `all` − 1 too).
 */
export const countTarget = (state: SonState, animal: Animal): { all: number; short: boolean } =>
  animalTotal(
    state.players,
    animal,
    onesAside(state.players, state.setAsideOnes, onesSeen(state.round)),
  )

/**
 * Per seat, the most cards of `animal` that player's won tricks can hold this round: one per
 * card in each trick won, and never more than the game has of that animal.
 */
export function countLimits(state: SonState, animal: Animal): number[] {
  const { all } = countTarget(state, animal)
  return tricksWon(state).map((won) => Math.min(all, won * state.players))
}

/**
 * The last seat's count when the others' counts leave it no choice: what is left of all the
 * cards of `animal`, if that fits the last player's tricks; null when its 1 may be set aside
 * (two sums are possible) or nothing fits.
 */
export function lastCount(
  state: SonState,
  animal: Animal,
  counts: readonly number[],
): number | null {
  const { all, short } = countTarget(state, animal)
  const last = state.players - 1
  const left = all - counts.slice(0, last).reduce((a, b) => a + b, 0)
  const limit = countLimits(state, animal)[last] ?? 0
  return short || left < 0 || left > limit ? null : left
}

/** totals[round][seat]: each seat's running total after each scored round. */
export function runningTotals(state: SonState): number[][] {
  let sum = Array.from({ length: state.players }, () => 0)
  return state.history.map((round) => {
    sum = sum.map((total, seat) => total + (round.score?.total[seat] ?? 0))
    return sum
  })
}
