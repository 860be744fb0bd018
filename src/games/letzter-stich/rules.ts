import type { GameRules, Setup } from '../../core/game'
import {
  type Applied,
  accept,
  format,
  named,
  type Reason,
  RuleError,
  reject,
} from '../../core/reason'
import type { Report } from '../../core/report'
import { isSeat, leaders, leftOf } from '../../core/seats'
import {
  type Card,
  cardLabel,
  type TrickVerdict,
  trickWinner,
  validateTrick,
} from '../cards/french'
import { cardStrings } from '../cards/strings'
import { trickStrings } from '../cards/trickStrings'
import type { LsEvent, LsOptions, LsState } from './rules/state'
import { lsStrings } from './strings'

export type { LsEvent, LsHand, LsOptions, LsState } from './rules/state'

export const TRICKS = 8
export const START_COUNTERS = 5
/** What a sweep takes from the pot, if the pot holds that much. */
const SWEEP_TAKE = 2

// 7..14 in any trick; a trick has one card per player, so a 3-card trick comes from a 3-player
// table, whose short deck lacks the 7s and 8s (see setAsideCard).
const TRICK_RANGE = { minRank: 7, maxRank: 14, minCards: 3, maxCards: 4 }

/** The ranks dealt: 3 players play without 7s and 8s. */
export function deckRanks(players: number): number[] {
  const low = players === 3 ? 9 : 7
  return Array.from({ length: 15 - low }, (_, i) => low + i)
}

const english: Record<string, string> = { ...trickStrings.en, ...cardStrings.en, ...lsStrings.en }

/** Kept here too: callers of the Letzter Stich rules name seats the same way. */
export { named }

function fail(reason: Reason): never {
  const { params } = named(reason, [])
  throw new RuleError(reason, format(english[reason.key] ?? reason.key, params))
}

/** A card of a valid trick that its table set aside: a 7 or 8 in a 3-card trick; or null. */
function setAsideCard(played: readonly Card[]): Reason | null {
  const low = deckRanks(played.length)[0] ?? 7
  const at = played.findIndex((card) => card.rank < low)
  const card = played[at]
  if (!card) return null
  return { key: 'ls.setAsideRank', params: { n: at + 1, card: cardLabel(card), players: 3 } }
}

/** Index of the winning card: the highest card of the led suit. There are no trumps. */
export function judgeTrick(played: Card[]): number {
  return explainTrick(played).winner
}

/** Why the trick went where it did: the led suit and the off-suit cards that could not win. */
export function explainTrick(played: Card[]): TrickVerdict {
  const problem = validateTrick(played, TRICK_RANGE) ?? setAsideCard(played)
  if (problem) fail(problem)
  return trickWinner(played, null)
}

const isCount = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0

/** What is wrong with a hand's result, or null; one check for settleHand and 'counts' alike. */
function checkHand(
  players: number,
  tricksWon: readonly unknown[],
  lastTrick: unknown,
): Reason | null {
  if (tricksWon.length !== players) {
    return { key: 'ls.tricksLength', params: { players, n: tricksWon.length } }
  }
  for (const [seat, n] of tricksWon.entries()) {
    if (!isCount(n)) return { key: 'ls.tricksBad', params: { seat } }
  }
  const sum = (tricksWon as number[]).reduce((a, b) => a + b, 0)
  if (sum !== TRICKS) return { key: 'ls.tricksSum', params: { sum } }
  if (!isSeat(lastTrick, players)) return { key: 'cards.noSuchSeat' }
  if (tricksWon[lastTrick] === 0) {
    return { key: 'ls.lastTrickNoTricks', params: { seat: lastTrick } }
  }
  return null
}

function checkSettle(s: unknown): Reason | null {
  if (typeof s !== 'object' || s === null) return { key: 'cards.badEntry' }
  const { counters, pot, tricksWon, lastTrick } = s as Record<string, unknown>
  if (!Array.isArray(counters) || !Array.isArray(tricksWon)) return { key: 'cards.badEntry' }
  const players = counters.length
  if (players < 3 || players > 4) return { key: 'ls.players', params: { n: players } }
  for (const [seat, c] of counters.entries()) {
    if (!isCount(c)) return { key: 'ls.countersBad', params: { seat } }
  }
  if (!isCount(pot)) return { key: 'ls.potBad' }
  return checkHand(players, tricksWon, lastTrick)
}

/** The last trick costs 1 counter; a sweep takes 2 from the pot instead. Nobody goes into debt. */
function pay(counters: readonly number[], pot: number, lastTrick: number, sweep: boolean) {
  const next = [...counters]
  const own = next[lastTrick] ?? 0
  const moved = sweep ? Math.min(SWEEP_TAKE, pot) : -Math.min(1, own)
  next[lastTrick] = own + moved
  return { counters: next, pot: pot - moved }
}

/** The match ends with the hand that leaves someone without counters; the pot stays put. */
function outcome(counters: readonly number[]) {
  const over = counters.some((c) => c === 0)
  return { over, winners: over ? leaders(counters) : [] }
}

export function settleHand(s: {
  counters: number[]
  pot: number
  tricksWon: number[]
  lastTrick: number
}): { counters: number[]; pot: number; over: boolean; winners: number[] } {
  const problem = checkSettle(s)
  if (problem) fail(problem)
  const paid = pay(s.counters, s.pot, s.lastTrick, s.tricksWon[s.lastTrick] === TRICKS)
  return { ...paid, ...outcome(paid.counters) }
}

function init(setup: Setup<LsOptions>): LsState {
  const players = setup.players.length
  return {
    players,
    counters: Array.from({ length: players }, () => START_COUNTERS),
    pot: 0,
    dealer: setup.firstDealer,
    leader: leftOf(setup.firstDealer, players),
    tricks: [],
    hands: [],
    over: false,
    winners: [],
  }
}

/** Per seat, the tricks taken so far in the current hand. */
export function tricksSoFar(state: LsState): number[] {
  const won = Array.from({ length: state.players }, () => 0)
  for (const seat of state.tricks) won[seat] = (won[seat] ?? 0) + 1
  return won
}

/** 1..8: the number of the trick about to be played. */
export const nextTrick = (state: LsState): number => state.tricks.length + 1

/** The next trick is the 8th, the one that costs a counter. */
export const lastTrickNext = (state: LsState): boolean => nextTrick(state) === TRICKS

function endHand(
  state: LsState,
  hand: { tricksWon: number[] | null; lastTrick: number; sweep: boolean },
): Applied<LsState> {
  const paid = pay(state.counters, state.pot, hand.lastTrick, hand.sweep)
  const { over, winners } = outcome(paid.counters)
  // Once the match is over no hand follows, so the dealer stays the one who dealt the last hand.
  const dealer = over ? state.dealer : leftOf(state.dealer, state.players)
  return accept({
    ...state,
    ...paid,
    dealer,
    leader: leftOf(dealer, state.players),
    tricks: [],
    hands: [...state.hands, { dealer: state.dealer, ...hand, ...paid }],
    over,
    winners,
  })
}

function onTrick(state: LsState, winner: unknown): Applied<LsState> {
  if (typeof winner !== 'number') return reject('cards.badEntry')
  if (!isSeat(winner, state.players)) return reject('cards.noSuchSeat')
  const tricks = [...state.tricks, winner]
  if (tricks.length < TRICKS) return accept({ ...state, tricks, leader: winner })
  const tricksWon = tricksSoFar({ ...state, tricks })
  return endHand(state, { tricksWon, lastTrick: winner, sweep: tricksWon[winner] === TRICKS })
}

function onQuick(state: LsState, lastTrick: unknown, sweep: unknown): Applied<LsState> {
  if (typeof lastTrick !== 'number' || typeof sweep !== 'boolean') return reject('cards.badEntry')
  if (!isSeat(lastTrick, state.players)) return reject('cards.noSuchSeat')
  const tricksWon = sweep
    ? state.counters.map((_, seat) => (seat === lastTrick ? TRICKS : 0))
    : null
  return endHand(state, { tricksWon, lastTrick, sweep })
}

function onCounts(state: LsState, tricksWon: unknown, lastTrick: unknown): Applied<LsState> {
  if (!Array.isArray(tricksWon) || typeof lastTrick !== 'number') return reject('cards.badEntry')
  const problem = checkHand(state.players, tricksWon, lastTrick)
  if (problem) return { ok: false, reason: problem }
  const counts = [...tricksWon] as number[]
  return endHand(state, { tricksWon: counts, lastTrick, sweep: counts[lastTrick] === TRICKS })
}

function apply(state: LsState, event: LsEvent): Applied<LsState> {
  if (state.over) return reject('ls.over')
  // Events come back from storage and imports, so their shape is checked, not trusted.
  const e: Record<string, unknown> = typeof event === 'object' && event !== null ? event : {}
  if (e.t === 'trick') return onTrick(state, e.winner)
  if (e.t !== 'quick' && e.t !== 'counts') return reject('cards.badEntry')
  // A hand is entered either trick by trick or all at once, never half and half.
  if (state.tricks.length > 0) return reject('ls.handStarted', { n: state.tricks.length })
  if (e.t === 'quick') return onQuick(state, e.lastTrick, e.sweep)
  return onCounts(state, e.tricksWon, e.lastTrick)
}

export const rules: GameRules<LsState, LsEvent, LsOptions> = {
  init,
  apply,
  isOver: (state) => state.over,
  winners: (state) => state.winners,
  // A hand can be corrected at a table too: one hand for one hand, nothing else removed.
  steps: (events) => handSpans(events),
}
export { describeEvent, drafted, undoneDraft } from './rules/entries'

/**
 * Where each finished hand sits in the event log: [start, end) per hand, in order. A hand is
 * either 8 'trick' entries or one 'quick' or 'counts' entry. Used to correct an earlier hand.
 */
export function handSpans(events: readonly LsEvent[]): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = []
  let start = 0
  let tricks = 0
  for (const [i, event] of events.entries()) {
    if (event.t === 'trick' && ++tricks < TRICKS) continue
    spans.push({ start, end: i + 1 })
    start = i + 1
    tricks = 0
  }
  return spans
}

/**
 * The match in numbers: every seat's counters after each finished hand (a hand being played
 * counts only once settled), and per seat the counters now and the hands they swept. A sweep is
 * recorded on the hand whichever way it was entered, and only its last-trick winner can sweep.
 */
export function report(state: LsState, _setup: Setup): Report<{ points: number; sweeps: number }> {
  const sweeps = Array.from({ length: state.players }, () => 0)
  for (const hand of state.hands) {
    if (hand.sweep) sweeps[hand.lastTrick] = (sweeps[hand.lastTrick] ?? 0) + 1
  }
  return {
    step: 'hand',
    measure: 'counters',
    lines: 'seats',
    start: Array.from({ length: state.players }, () => START_COUNTERS),
    values: state.hands.map((hand) => [...hand.counters]),
    players: state.counters.map((points, seat) => ({ points, sweeps: sweeps[seat] ?? 0 })),
  }
}
