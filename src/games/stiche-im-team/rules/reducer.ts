// The match log: round after round, the trump, the numbers and the tricks, up the ladder.
import type { Setup } from '../../../core/game'
import { type Applied, accept, type Reason, reject } from '../../../core/reason'
import { isSeat, leftOf } from '../../../core/seats'
import {
  type Card,
  cardKey,
  cardLabel,
  SUITS,
  type Suit,
  trickWinner,
  validateTrick,
} from '../../cards/french'
import { fail } from './fail'
import { checkOptions, climb, fullOptions, roundHasTrump, type SitOptions } from './options'
import { choosers, isBid, newRound, progress, type SitRound, target } from './round'
import { pendingBidder, type SitEvent, type SitState, stillChoosing } from './state'

/** Throws on a setup the app would never create (storage and imports check before replaying). */
export function init(setup: Setup<SitOptions>): SitState {
  const players = setup.players.length
  const problem = checkOptions(players, setup.options)
  if (problem) fail(problem)
  if (!isSeat(setup.firstDealer, players)) fail({ key: 'cards.noSuchSeat' })
  const options = fullOptions(setup.options)
  const ladder = climb(options)
  return {
    players,
    options,
    ladder,
    lives: options.lives,
    rung: 0,
    round: newRound(0, ladder[0] ?? 1, setup.firstDealer, players),
    history: [],
    phase: 'trump',
    leader: leftOf(setup.firstDealer, players),
    over: false,
    won: false,
    reached: 1,
  }
}

const withRound = (state: SitState, round: SitRound): SitState => ({ ...state, round })

/** The same or the next rung, dealt by the next player clockwise, won or lost. */
function deal(state: SitState, rung: number, lives: number): SitState {
  const dealer = leftOf(state.round.dealer, state.players)
  return {
    ...state,
    lives,
    rung,
    round: newRound(rung, state.ladder[rung] ?? 1, dealer, state.players),
    phase: 'trump',
    leader: leftOf(dealer, state.players),
    reached: Math.max(state.reached, rung + 1),
  }
}

function endRound(state: SitState, finished: SitRound): Applied<SitState> {
  const done: SitState = { ...state, round: finished, history: [...state.history, finished] }
  if (finished.outcome === 'won') {
    const last = state.rung === state.ladder.length - 1
    return accept(
      last
        ? { ...done, phase: 'over', over: true, won: true }
        : deal(done, state.rung + 1, state.lives),
    )
  }
  // "Müsst ihr ein Leben abgeben und es ist keines mehr da, ist das Spiel vorbei."
  if (state.lives === 0) return accept({ ...done, phase: 'over', over: true })
  return accept(deal(done, state.rung, state.lives - 1))
}

function onTrump(state: SitState, suit: unknown): Applied<SitState> {
  if (suit !== null && !SUITS.includes(suit as Suit)) return reject('cards.badEntry')
  if (state.phase !== 'trump') return reject('sit.trumpSet')
  const { round } = state
  const trumps = roundHasTrump(state.options, round.cards)
  if (!trumps && suit !== null) return reject('sit.noTrumpRound', { cards: round.cards })
  if (trumps && suit === null) return reject('sit.trumpNeeded')
  return accept({ ...withRound(state, { ...round, trump: suit as Suit | null }), phase: 'bids' })
}

/** All numbers are in: the dealer's is forced, or the round is lost when the others bid more. */
function settle(state: SitState, round: SitRound): Applied<SitState> {
  const others = choosers(round).map((seat) => round.bids[seat] ?? 0)
  const forced = target(round.cards, others)
  if (forced === null) return endRound(state, { ...round, outcome: 'lost-bids' })
  const bids = round.bids.map((bid, seat) => (seat === round.dealer ? forced : bid))
  const leader = leftOf(round.dealer, state.players)
  return accept({ ...withRound(state, { ...round, bids }), phase: 'play', leader })
}

/** Why the table cannot enter numbers now, or null. */
function notBidding(state: SitState): Reason | null {
  if (state.phase === 'trump') return { key: 'sit.trumpFirst' }
  return state.phase === 'bids' ? null : { key: 'sit.bidsDone' }
}

function onBids(state: SitState, bids: unknown): Applied<SitState> {
  if (!Array.isArray(bids)) return reject('cards.badEntry')
  const problem = notBidding(state)
  if (problem) return { ok: false, reason: problem }
  if (state.options.secretBids) return reject('sit.secretBids')
  const { round, players } = state
  if (bids.length !== players) return reject('sit.bidsLength', { players, n: bids.length })
  for (let seat = 0; seat < players; seat++) {
    const bid: unknown = bids[seat]
    if (seat === round.dealer) {
      if (bid !== null && bid !== undefined) return reject('sit.dealerBids', { seat })
    } else if (bid === null || bid === undefined) return reject('sit.bidMissing', { seat })
    else if (!isBid(bid, round.cards)) return reject('sit.bidRange', { max: round.cards, seat })
  }
  const entered = bids.map((bid, seat) => (seat === round.dealer ? null : (bid as number)))
  return settle(state, { ...round, bids: entered })
}

function onBid(state: SitState, seat: unknown, bid: unknown, hidden: unknown): Applied<SitState> {
  if (typeof seat !== 'number') return reject('cards.badEntry')
  if (hidden !== undefined && hidden !== true) return reject('cards.badEntry')
  // A hidden number is on the table's log without its value (`bid` only on its own phone).
  if (hidden ? bid !== undefined && typeof bid !== 'number' : typeof bid !== 'number') {
    return reject('cards.badEntry')
  }
  const problem = notBidding(state)
  if (problem) return { ok: false, reason: problem }
  if (!state.options.secretBids) return reject('sit.openBids')
  const { round } = state
  if (!isSeat(seat, state.players)) return reject('cards.noSuchSeat')
  if (seat === round.dealer) return reject('sit.dealerBids', { seat })
  // Hidden numbers come from several phones at once, in any order; the others in turn.
  const waiting = hidden ? stillChoosing(state).includes(seat) : seat === pendingBidder(state)
  if (!waiting) return reject(hidden ? 'sit.bidIn' : 'sit.notYourTurn', { seat })
  if (bid !== undefined && !isBid(bid, round.cards)) {
    return reject('sit.bidRange', { max: round.cards, seat })
  }
  const next = {
    ...round,
    bids: round.bids.map((b, s) => (s === seat ? ((bid as number | undefined) ?? null) : b)),
    hidden: hidden ? [...round.hidden, seat] : round.hidden,
  }
  const after = withRound(state, next)
  if (stillChoosing(after).length > 0) return accept(after)
  // With hidden numbers the round is played unjudged: the numbers are compared once shown.
  if (next.hidden.length > 0) {
    return accept({ ...after, phase: 'play', leader: leftOf(round.dealer, state.players) })
  }
  return settle(state, next)
}

/** A hidden number shown to the table; with the last of them, the round is judged. */
function onShow(state: SitState, seat: unknown, bid: unknown): Applied<SitState> {
  if (typeof seat !== 'number' || typeof bid !== 'number') return reject('cards.badEntry')
  const { round } = state
  if (state.phase !== 'show') return reject('sit.showWhen')
  if (!isSeat(seat, state.players)) return reject('cards.noSuchSeat')
  if (!round.hidden.includes(seat)) return reject('sit.shown', { seat })
  if (!isBid(bid, round.cards)) return reject('sit.bidRange', { max: round.cards, seat })
  const next = {
    ...round,
    bids: round.bids.map((b, s) => (s === seat ? bid : b)),
    hidden: round.hidden.filter((s) => s !== seat),
  }
  if (next.hidden.length > 0) return accept(withRound(state, next))
  // "Die Runde misslingt, wenn jemand danebenliegt oder die Zahlen der anderen zusammen mehr als
  // die Kartenzahl ergeben": the same checks as open numbers, now.
  const others = choosers(next).map((s) => next.bids[s] ?? 0)
  const forced = target(next.cards, others)
  if (forced === null) return endRound(state, { ...next, outcome: 'lost-bids' })
  const known = { ...next, bids: next.bids.map((b, s) => (s === next.dealer ? forced : b)) }
  const after = { ...known, ...progress(known, known.revealed) }
  if (after.outcome !== 'playing') return endRound(state, after)
  return accept({ ...withRound(state, after), phase: 'play' })
}

/** A card of this trick that an earlier trick of the round already holds, or null. */
function playedBefore(round: SitRound, cards: readonly Card[]): Reason | null {
  for (const card of cards) {
    const trick = round.played.findIndex((t) => t?.some((c) => cardKey(c) === cardKey(card)))
    if (trick >= 0) {
      const params = { card: cardLabel(card), suit: card.suit, rank: card.rank, trick: trick + 1 }
      return { key: 'sit.playedBefore', params }
    }
  }
  return null
}

/** The cards of a trick as entered, checked and judged; the winner must be the judged one. */
function checkCards(state: SitState, winner: number, played: unknown[]): Card[] | Reason {
  const n = state.players
  const size = { minRank: 2, maxRank: 14, minCards: n, maxCards: n }
  const problem = validateTrick(played, size)
  if (problem) return problem
  // Just the cards, without anything else an import may have attached to them.
  const cards = (played as Card[]).map(({ suit, rank }) => ({ suit, rank }))
  const before = playedBefore(state.round, cards)
  if (before) return before
  const seat = (state.leader + trickWinner(cards, state.round.trump ?? null).winner) % n
  return seat === winner ? cards : { key: 'cards.winnerMismatch', params: { seat } }
}

function onTrick(state: SitState, winner: unknown, played: unknown): Applied<SitState> {
  if (typeof winner !== 'number') return reject('cards.badEntry')
  if (played !== undefined && !Array.isArray(played)) return reject('cards.badEntry')
  if (state.phase === 'trump') return reject('sit.trumpFirst')
  if (state.phase === 'bids') return reject('sit.bidsFirst')
  if (state.phase === 'show') return reject('sit.showFirst')
  if (!isSeat(winner, state.players)) return reject('cards.noSuchSeat')
  const cards = played === undefined ? null : checkCards(state, winner, played)
  if (cards !== null && !Array.isArray(cards)) return { ok: false, reason: cards }
  const { round } = state
  const next = { ...round, tricks: [...round.tricks, winner], played: [...round.played, cards] }
  const led = { ...state, leader: winner }
  // Hidden numbers: the last trick waits for them to be shown.
  if (round.hidden.length > 0) {
    const done = next.tricks.length === next.cards
    return accept({ ...withRound(led, next), phase: done ? 'show' : 'play' })
  }
  const watching = !state.options.secretBids || round.revealed
  const after = { ...next, ...progress(next, watching) }
  return after.outcome === 'playing' ? accept(withRound(led, after)) : endRound(led, after)
}

/** Secret numbers shown early: from now on the round is watched as if they were open. */
function onReveal(state: SitState): Applied<SitState> {
  if (!state.options.secretBids) return reject('sit.notSecret')
  if (state.phase !== 'play') return reject('sit.revealWhen')
  if (state.round.revealed) return reject('sit.revealed')
  const round = { ...state.round, revealed: true }
  // Hidden numbers: play stops until their phones show them.
  if (round.hidden.length > 0) return accept({ ...withRound(state, round), phase: 'show' })
  const after = { ...round, ...progress(round, true) }
  return after.outcome === 'playing' ? accept(withRound(state, after)) : endRound(state, after)
}

export function apply(state: SitState, event: SitEvent): Applied<SitState> {
  if (state.over) return reject('cards.over')
  // Events come back from storage and imports, so their shape is checked, not trusted.
  const e: Record<string, unknown> = typeof event === 'object' && event !== null ? event : {}
  if (e.t === 'trump') return onTrump(state, e.suit)
  if (e.t === 'bids') return onBids(state, e.bids)
  if (e.t === 'bid') return onBid(state, e.seat, e.bid, e.hidden)
  if (e.t === 'show') return onShow(state, e.seat, e.bid)
  if (e.t === 'trick') return onTrick(state, e.winner, e.played)
  if (e.t === 'reveal') return onReveal(state)
  return reject('cards.badEntry')
}
