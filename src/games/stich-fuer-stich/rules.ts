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
import { trickStrings } from '../cards/trickStrings'
import {
  clash,
  cleanCard,
  isSecret,
  isSuspect,
  isWeapon,
  type Secret,
  type SfsCard,
  type SfsVerdict,
  type Suspect,
  validateTrick,
  verdict,
  type Weapon,
} from './rules/cards'
import { currentCase, newCase, pendingIn, withCase } from './rules/case'
import { proposer } from './rules/proposer'
import { sfsReport } from './rules/report'
import { ALL_SECRETS } from './rules/reveal'
import { checkCase, score, TRICKS } from './rules/score'
import type { SfsCase, SfsEvent, SfsOptions, SfsState, SfsTrick } from './rules/state'
import { sfsStrings } from './strings'

export {
  cardNumber,
  checkGuess,
  clash,
  playable,
  type Secret,
  type SfsCard,
  type SfsVerdict,
  SUSPECTS,
  type Suspect,
  trumpClass,
  validateTrick,
  WEAPONS,
  type Weapon,
} from './rules/cards'
export { currentCase, pendingSleuths } from './rules/case'
export { padRows, padTotals } from './rules/pad'
export { redactSecret } from './rules/redact'
export { ALL_SECRETS, revealSteps } from './rules/reveal'
export { TRICKS } from './rules/score'
export type { SfsCase, SfsEvent, SfsOptions, SfsState, SfsTrick } from './rules/state'

const TRICK_SIZE = { minCards: 3, maxCards: 4 }

/**
 * Puts the names of suspects and weapons (from a dictionary holding the sfs strings) into a
 * reason's {suspect} and {weapon}, which the rules fill with ids.
 */
export function withCardNames(reason: Reason, words: Readonly<Record<string, string>>): Reason {
  const p = reason.params
  if (!p || (p.suspect === undefined && p.weapon === undefined)) return reason
  const params = { ...p }
  if (p.suspect !== undefined) params.suspect = words[`sfs.suspect.${p.suspect}`] ?? p.suspect
  if (p.weapon !== undefined) params.weapon = words[`sfs.weapon.${p.weapon}`] ?? p.weapon
  return { ...reason, params }
}

const english: Readonly<Record<string, string>> = { ...trickStrings.en, ...sfsStrings.en }

function fail(reason: Reason): never {
  const { params } = withCardNames(named(reason, []), english)
  throw new RuleError(reason, format(english[reason.key] ?? reason.key, params))
}

/** Who takes the trick and why: the strongest trump class, then the number, then who was first. */
export function explainTrick(played: SfsCard[], secret: Secret): SfsVerdict {
  const problem = validateTrick(played, TRICK_SIZE)
  if (problem) fail(problem)
  if (!isSecret(secret)) fail({ key: 'sfs.badSecret' })
  return verdict(played, secret)
}

/** Index into `played` (3 or 4 cards, in play order) of the card that takes the trick. */
export function judgeTrick(played: SfsCard[], secret: Secret): number {
  return explainTrick(played, secret).winner
}

/** Investigation and trick points of one case; see the README rulings. */
export function scoreCase(c: {
  players: number
  confidant: number
  trickWinners: number[]
  solvedAfter: (number | null)[]
}): { investigation: number[]; tricks: number[] } {
  const problem = checkCase(c)
  if (problem) fail(problem)
  return score(c)
}

/**
 * The reveal meter: every secret of the 28 under which each trick so far was won by the card
 * recorded as its winner (winner = index into played).
 */
export function consistentSecrets(tricks: { played: SfsCard[]; winner: number }[]): Secret[] {
  if (!Array.isArray(tricks)) fail({ key: 'cards.badEntry' })
  for (const trick of tricks) {
    if (typeof trick !== 'object' || trick === null) fail({ key: 'cards.badEntry' })
    const problem = validateTrick(trick.played, TRICK_SIZE)
    if (problem) fail(problem)
  }
  return ALL_SECRETS.filter((secret) =>
    tricks.every((t) => verdict(t.played, secret).winner === t.winner),
  )
}

function init(setup: Setup<SfsOptions>): SfsState {
  const players = setup.players.length
  return {
    players,
    cases: [newCase(setup.firstDealer, players)],
    phase: 'secret',
    leader: leftOf(setup.firstDealer, players),
    totals: Array.from({ length: players }, () => 0),
    over: false,
    winners: [],
  }
}

/** Every earlier trick of the case whose cards are known must go the same way under `secret`. */
function contradiction(c: SfsCase, secret: Secret, players: number): number | null {
  for (const [i, trick] of c.tricks.entries()) {
    if (!trick.played) continue
    const seat = (trick.leader + verdict(trick.played, secret).winner) % players
    if (seat !== trick.winner) return i + 1
  }
  return null
}

function onSecret(state: SfsState, c: SfsCase, e: Record<string, unknown>): Applied<SfsState> {
  const hidden = e.hidden === true && e.culprit === undefined && e.weapon === undefined
  const known = isSuspect(e.culprit) && isWeapon(e.weapon) && !e.hidden
  if (!hidden && !known) return reject('cards.badEntry')
  if (state.phase !== 'secret' && !(c.hidden && known)) return reject('sfs.secretSet')
  if (hidden) return accept({ ...withCase(state, { ...c, hidden: true }), phase: 'trick' })
  const secret: Secret = { culprit: e.culprit as Suspect, weapon: e.weapon as Weapon }
  const trick = contradiction(c, secret, state.players)
  if (trick !== null) return reject('sfs.secretContradicts', { trick })
  const phase = state.phase === 'secret' ? 'trick' : state.phase
  return accept({ ...withCase(state, { ...c, secret, hidden: false }), phase })
}

/**
 * The cards of this case before the new trick, with the trick (from 1) each was played in;
 * tricks entered by their winner only add none.
 */
export const playedSoFar = (c: SfsCase): { card: SfsCard; trick: number }[] =>
  c.tricks.flatMap((t, i) => (t.played ?? []).map((card) => ({ card, trick: i + 1 })))

function onTrick(state: SfsState, c: SfsCase, e: Record<string, unknown>): Applied<SfsState> {
  if (state.phase === 'search') return reject('sfs.searchOpen')
  const { winner, played } = e
  if (typeof winner !== 'number') return reject('cards.badEntry')
  if (!isSeat(winner, state.players)) return reject('cards.noSuchSeat')
  const trick: SfsTrick = { leader: state.leader, winner }
  if (played !== undefined) {
    const size = { minCards: state.players, maxCards: state.players }
    const problem = validateTrick(played, size) ?? clash(played as SfsCard[], playedSoFar(c))
    if (problem) return { ok: false, reason: problem }
    const cards = (played as SfsCard[]).map(cleanCard)
    if (c.secret) {
      const seat = (state.leader + verdict(cards, c.secret).winner) % state.players
      if (seat !== winner) return reject('cards.winnerMismatch', { seat })
    }
    trick.played = cards
  }
  const next = { ...c, tricks: [...c.tricks, trick], searched: [] }
  return afterSearch({ ...withCase(state, next), leader: winner, phase: 'search' })
}

/** Closes the search once nobody is left in it; the 7th trick's closes the case. */
function afterSearch(state: SfsState): Applied<SfsState> {
  const c = currentCase(state)
  if (!c || pendingIn(c, state.players).length > 0) return accept(state)
  if (c.tricks.length < TRICKS) return accept({ ...state, phase: 'trick' })
  const trickWinners = c.tricks.map((t) => t.winner)
  const { confidant: was, solvedAfter } = c
  const points = score({ players: state.players, confidant: was, trickWinners, solvedAfter })
  const totals = state.totals.map(
    (total, seat) => total + (points.investigation[seat] ?? 0) + (points.tricks[seat] ?? 0),
  )
  const closed = withCase(state, { ...c, score: points })
  if (closed.cases.length >= state.players) {
    return accept({ ...closed, totals, phase: 'over', over: true, winners: leaders(totals) })
  }
  const confidant = leftOf(was, state.players)
  return accept({
    ...closed,
    cases: [...closed.cases, newCase(confidant, state.players)],
    totals,
    phase: 'secret',
    leader: leftOf(confidant, state.players),
  })
}

/** A sleuth's reason to be turned away from this search, or null. */
function notPending(state: SfsState, c: SfsCase, seat: number): Reason | null {
  if (!isSeat(seat, state.players)) return { key: 'cards.noSuchSeat' }
  if (seat === c.confidant) return { key: 'sfs.confidantSearches', params: { seat } }
  if (!pendingIn(c, state.players).includes(seat))
    return { key: 'sfs.notPending', params: { seat } }
  return null
}

function solve(c: SfsCase, seats: readonly number[]): (number | null)[] {
  return c.solvedAfter.map((t, seat) => (seats.includes(seat) ? c.tricks.length : t))
}

function onGuess(state: SfsState, c: SfsCase, e: Record<string, unknown>): Applied<SfsState> {
  const { seat, solved } = e
  if (typeof seat !== 'number' || typeof solved !== 'boolean') return reject('cards.badEntry')
  if (state.phase !== 'search') return reject('sfs.notSearching')
  const problem = notPending(state, c, seat)
  if (problem) return { ok: false, reason: problem }
  const solvedAfter = solved ? solve(c, [seat]) : c.solvedAfter
  return afterSearch(withCase(state, { ...c, solvedAfter, searched: [...c.searched, seat] }))
}

function onSearch(state: SfsState, c: SfsCase, e: Record<string, unknown>): Applied<SfsState> {
  const { solved } = e
  if (!Array.isArray(solved) || !solved.every((s) => typeof s === 'number')) {
    return reject('cards.badEntry')
  }
  if (state.phase !== 'search') return reject('sfs.notSearching')
  for (const [i, seat] of (solved as number[]).entries()) {
    const problem = notPending(state, c, seat)
    if (problem) return { ok: false, reason: problem }
    if (solved.indexOf(seat) < i) return reject('sfs.solvedTwice', { seat })
  }
  // Covers every sleuth still searching, also after some searched on the phone.
  const searched = [...c.searched, ...pendingIn(c, state.players)]
  return afterSearch(withCase(state, { ...c, solvedAfter: solve(c, solved), searched }))
}

function apply(state: SfsState, event: SfsEvent): Applied<SfsState> {
  if (state.over) return reject('sfs.over')
  // Events come back from storage and imports, so their shape is checked, not trusted.
  const e: Record<string, unknown> = typeof event === 'object' && event !== null ? event : {}
  const c = currentCase(state)
  if (!c || !['secret', 'trick', 'guess', 'search'].includes(e.t as string)) {
    return reject('cards.badEntry')
  }
  if (e.t === 'secret') return onSecret(state, c, e)
  if (state.phase === 'secret') return reject('sfs.noSecretYet')
  if (e.t === 'trick') return onTrick(state, c, e)
  if (e.t === 'guess') return onGuess(state, c, e)
  return onSearch(state, c, e)
}

/**
 * The match in numbers: everyone's running total after each closed case, and per player the
 * final total and the trick (1..7) after which they solved each case they were a sleuth in.
 */
export function report(
  state: SfsState,
  _setup: Setup,
): Report<{ points: number; solvedAfter: number[] }> {
  return sfsReport(state)
}

export const rules: GameRules<SfsState, SfsEvent, SfsOptions> = {
  init,
  apply,
  isOver: (state) => state.over,
  winners: (state) => state.winners,
  proposer,
}
