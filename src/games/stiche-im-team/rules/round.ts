// One round: who deals, the trump, everyone's number, the tricks, and when it is won or lost.
import { named, type Reason } from '../../../core/reason'
import type { Card, Suit } from '../../cards/french'
import { MAX_PLAYERS, MIN_PLAYERS } from './schema'

export type Outcome = 'playing' | 'won' | 'lost-bids' | 'lost-over' | 'lost-short' | 'lost-missed'

export interface SitRound {
  /** Index into the ladder. */
  rung: number
  cards: number
  dealer: number
  /** undefined: not entered yet; null: a round without trump. */
  trump: Suit | null | undefined
  /**
   * Each seat's number. The dealer never chooses: their entry is filled in with the forced number
   * once all the others have chosen, and stays null when the others bid more than `cards`.
   */
  bids: (number | null)[]
  /** The winner of each trick so far, in order. */
  tricks: number[]
  /** Per trick, the cards in play order from its leader; null for a trick entered by winner. */
  played: (Card[] | null)[]
  /**
   * At a table of phones (#16): the seats whose secret number only the phone it was entered on
   * knows (elsewhere `bids` holds null for them), until that phone shows it as the round is judged.
   */
  hidden: number[]
  /** Secret numbers shown before the end of the round. */
  revealed: boolean
  outcome: Outcome
  /** The seats that broke the round (over, short or missed), clockwise from the dealer's left. */
  failed: number[]
}

export function newRound(rung: number, cards: number, dealer: number, players: number): SitRound {
  return {
    rung,
    cards,
    dealer,
    trump: undefined,
    bids: Array.from({ length: players }, () => null),
    tricks: [],
    played: [],
    hidden: [],
    revealed: false,
    outcome: 'playing',
    failed: [],
  }
}

/** Every seat, clockwise from the dealer's left, the dealer last: the order of the numbers. */
const fromLeftOf = (dealer: number, players: number): number[] =>
  Array.from({ length: players }, (_, i) => (dealer + 1 + i) % players)

/** The seats that choose a number, in turn. */
export const choosers = (round: SitRound): number[] =>
  fromLeftOf(round.dealer, round.bids.length).slice(0, -1)

/** Per seat, the tricks taken so far. */
export function taken(round: SitRound): number[] {
  const won = round.bids.map(() => 0)
  for (const seat of round.tricks) won[seat] = (won[seat] ?? 0) + 1
  return won
}

/** The sum of the numbers chosen so far (the dealer's forced one left out). */
const othersSum = (round: SitRound): number =>
  choosers(round).reduce((sum, seat) => sum + (round.bids[seat] ?? 0), 0)

export const isBid = (bid: unknown, cards: number): bid is number =>
  Number.isInteger(bid) && (bid as number) >= 0 && (bid as number) <= cards

/** What is wrong with the input of `dealerTarget`, or null. */
export function checkTarget(cards: unknown, others: unknown): Reason | null {
  if (!Number.isInteger(cards) || (cards as number) < 1) {
    const shown = typeof cards === 'number' || typeof cards === 'string' ? String(cards) : '?'
    return { key: 'sit.badCards', params: { cards: shown } }
  }
  if (!Array.isArray(others)) return { key: 'cards.badEntry' }
  if (others.length < MIN_PLAYERS - 1 || others.length > MAX_PLAYERS - 1) {
    return { key: 'sit.othersCount', params: { n: others.length } }
  }
  if (!others.every((bid) => isBid(bid, cards as number))) {
    return { key: 'sit.bidRange', params: { max: cards as number } }
  }
  return null
}

/** What the dealer must take; null when the others already bid more than there are cards. */
export function target(cards: number, others: readonly number[]): number | null {
  const rest = cards - others.reduce((a, b) => a + b, 0)
  return rest < 0 ? null : rest
}

/**
 * Where the round stands after its latest trick. `watching`: the table knows the numbers (open,
 * or revealed), so a round that can no longer succeed ends at once; hidden numbers are only
 * compared once every trick is played.
 */
export function progress(round: SitRound, watching: boolean): Pick<SitRound, 'outcome' | 'failed'> {
  const want = round.bids
  const got = taken(round)
  const left = round.cards - round.tricks.length
  const order = fromLeftOf(round.dealer, want.length)
  const seats = (test: (want: number, got: number) => boolean) =>
    order.filter((seat) => test(want[seat] ?? 0, got[seat] ?? 0))
  if (watching) {
    const over = seats((w, g) => g > w)
    if (over.length > 0) return { outcome: 'lost-over', failed: over }
    const short = seats((w, g) => w - g > left)
    if (short.length > 0) return { outcome: 'lost-short', failed: short }
  }
  if (left > 0) return { outcome: 'playing', failed: [] }
  const missed = seats((w, g) => w !== g)
  return missed.length > 0
    ? { outcome: 'lost-missed', failed: missed }
    : { outcome: 'won', failed: [] }
}

/**
 * Why a round ended as it did ('sit.won', 'sit.lost.*'). With the names, {player} and {players}
 * are filled in; `join` lists several names (default: with commas). `seat` is the first seat
 * that broke the round, so `named` works on the result too.
 */
export function roundReason(
  round: SitRound,
  names: readonly string[] = [],
  join: (names: string[]) => string = (list) => list.join(', '),
): Reason {
  const [seat] = round.failed
  switch (round.outcome) {
    case 'playing':
      return { key: 'sit.playing' }
    case 'won':
      return { key: 'sit.won' }
    case 'lost-bids':
      return { key: 'sit.lost.bids', params: { sum: othersSum(round), cards: round.cards } }
    default: {
      const key = `sit.lost.${round.outcome.slice('lost-'.length)}`
      const players = join(round.failed.map((s) => names[s] ?? `Player ${s + 1}`))
      const params = { seat: seat ?? 0, n: round.failed.length, players }
      return named({ key, params }, names)
    }
  }
}
