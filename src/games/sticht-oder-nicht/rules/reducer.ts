// The match log: round after round, the two special cards, the tricks and the points.
import type { Setup } from '../../../core/game'
import { type Applied, accept, type Reason, reject } from '../../../core/reason'
import { isSeat, leaders, leftOf } from '../../../core/seats'
import { dealt, type SonCard, verdict } from './cards'
import { fail } from './fail'
import { checkOptions, fullOptions, type SonOptions } from './options'
import { checkRound, type RoundInput, type RoundScore, score } from './score'
import { readSpecials, trumpOf } from './specials'
import {
  countsIn,
  firstLeader,
  neededIn,
  newRound,
  onesSeen,
  type SonEvent,
  type SonRound,
  type SonState,
  type SonTrick,
  tricksIn,
} from './state'
import { readCards, readPlusminus, samePlusminus } from './trick'

/** Throws on a setup the app would never create (storage and imports check before replaying). */
export function init(setup: Setup<SonOptions>): SonState {
  const players = setup.players.length
  const problem = checkOptions(players, setup.options)
  if (problem) fail(problem)
  if (!isSeat(setup.firstDealer, players)) fail({ key: 'cards.noSuchSeat' })
  const { rounds, setAsideOnes } = fullOptions(players, setup.options)
  return {
    players,
    rounds,
    cardsPerPlayer: dealt(players),
    setAsideOnes,
    round: newRound(1, setup.firstDealer, players),
    history: [],
    phase: 'specials',
    leader: firstLeader(setup.firstDealer, players),
    totals: Array.from({ length: players }, () => 0),
    over: false,
    winners: [],
  }
}

const withRound = (state: SonState, round: SonRound): SonState => ({ ...state, round })

function onSpecials(state: SonState, cards: unknown): Applied<SonState> {
  if (state.phase !== 'specials') return reject('son.specialsSet')
  const specials = readSpecials(cards)
  if (!Array.isArray(specials)) return { ok: false, reason: specials }
  return accept({ ...withRound(state, { ...state.round, specials }), phase: 'play' })
}

function onTrick(state: SonState, e: Record<string, unknown>): Applied<SonState> {
  const { winner, played } = e
  const told = readPlusminus(e.plusminus)
  if (typeof winner !== 'number' || told === undefined) return reject('cards.badEntry')
  if (played !== undefined && !Array.isArray(played)) return reject('cards.badEntry')
  if (state.phase === 'specials') return reject('son.specialsFirst')
  if (state.phase === 'score') return reject('son.allTricksPlayed')
  const { players, round } = state
  if (!isSeat(winner, players)) return reject('cards.noSuchSeat')
  if (told && !isSeat(told.seat, players)) return reject('cards.noSuchSeat')
  let cards: SonCard[] | null = null
  let plusminus = told
  if (played !== undefined) {
    const read = readCards(state, played)
    if (!Array.isArray(read)) return { ok: false, reason: read }
    ;[cards, plusminus] = read
    if (told && !samePlusminus(told, plusminus)) return reject('son.plusminusMismatch')
  }
  if (plusminus && round.plusminusUsed[plusminus.seat]) {
    return reject('son.plusminusUsed', { seat: plusminus.seat })
  }
  if (cards) {
    const seat = (state.leader + verdict(cards, trumpOf(round.specials)).winner) % players
    if (seat !== winner) return reject('cards.winnerMismatch', { seat })
  }
  const trick: SonTrick = { leader: state.leader, winner, plusminus, played: cards }
  const spent = plusminus?.seat
  const next: SonRound = {
    ...round,
    tricks: [...round.tricks, trick],
    plusminusUsed: round.plusminusUsed.map((used, seat) => used || seat === spent),
  }
  const led = { ...withRound(state, next), leader: winner }
  if (next.tricks.length < state.cardsPerPlayer) return accept(led)
  // The last trick: score at once, unless a special card needs what only the table knows.
  if (neededIn(next, players).some((need) => need !== null))
    return accept({ ...led, phase: 'score' })
  return scoreWith(led, {})
}

/** The input as given, with the counts the cards of the tricks already tell. */
function withKnown(state: SonState, input: RoundInput): RoundInput | Reason {
  const { round, players } = state
  const given = input.animalCounts
  if (given !== undefined && !Array.isArray(given)) return { key: 'cards.badEntry' }
  const animalCounts = [0, 1].map((i) => {
    const special = round.specials?.[i]
    const known =
      special?.kind === 'animal' || special?.kind === 'perCard'
        ? countsIn(round, players, special.animal)
        : null
    const mine = given?.[i] ?? null
    if (known === null) return mine
    const same =
      Array.isArray(mine) && mine.length === players && mine.every((c, s) => c === known[s])
    return mine === null || same ? known : { key: 'son.countsDiffer', params: { n: i + 1 } }
  })
  const differ = animalCounts.find((c) => c !== null && !Array.isArray(c))
  if (differ) return differ as Reason
  return { ...input, animalCounts: animalCounts as (number[] | null)[] }
}

function scoreWith(state: SonState, input: unknown): Applied<SonState> {
  const { round, players } = state
  if (typeof input !== 'object' || input === null || round.specials === null) {
    return reject('cards.badEntry')
  }
  const full = withKnown(state, input as RoundInput)
  if ('key' in full) return { ok: false, reason: full as Reason }
  const facts = {
    players,
    tricksWon: tricksIn(round, players),
    specials: round.specials,
    input: full,
    cardsPerPlayer: state.cardsPerPlayer,
  }
  const problem = checkRound(facts, state.setAsideOnes, onesSeen(round))
  if (problem) return { ok: false, reason: problem }
  return finish(state, score(facts))
}

/**
 * Why the round's end would be refused with this input, or null: the score screen says it
 * beside the counts before anything is sent.
 */
export function scoreProblem(state: SonState, input: RoundInput): Reason | null {
  const applied = onScore(state, input)
  return applied.ok ? null : applied.reason
}

/** The round's points go on the pad; then the next dealer, or the end of the game. */
function finish(state: SonState, points: RoundScore): Applied<SonState> {
  const round = { ...state.round, score: points }
  const totals = state.totals.map((total, seat) => total + (points.total[seat] ?? 0))
  const done: SonState = { ...state, round, history: [...state.history, round], totals }
  if (done.history.length >= state.rounds) {
    return accept({ ...done, phase: 'over', over: true, winners: leaders(totals) })
  }
  const dealer = leftOf(round.dealer, state.players)
  return accept({
    ...done,
    round: newRound(round.n + 1, dealer, state.players),
    phase: 'specials',
    leader: firstLeader(dealer, state.players),
  })
}

function onScore(state: SonState, input: unknown): Applied<SonState> {
  if (state.phase === 'specials') return reject('son.specialsFirst')
  if (state.phase === 'play') {
    return reject('son.tricksLeft', { n: state.cardsPerPlayer - state.round.tricks.length })
  }
  return scoreWith(state, input)
}

export function apply(state: SonState, event: SonEvent): Applied<SonState> {
  if (state.over) return reject('cards.over')
  // Events come back from storage and imports, so their shape is checked, not trusted.
  const e: Record<string, unknown> = typeof event === 'object' && event !== null ? event : {}
  if (e.t === 'specials') return onSpecials(state, e.cards)
  if (e.t === 'trick') return onTrick(state, e)
  if (e.t === 'score') return onScore(state, e.input)
  return reject('cards.badEntry')
}
