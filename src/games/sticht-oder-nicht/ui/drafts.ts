// What each entry of a running round keeps in the match's draft (src/ui/draft.ts), by key:
// 'trick' the cards of a trick entered card by card (SonCard[], kept by useTrickCards), 'pm' the
// plusminus told before the winner, 'counts' the numbers of the round's end and 'countsAt' whose
// count is up, 'specials' the
// special cards being chosen. An undo puts an entry's values back under the same keys.
import type { RoundInput, SonCard, SonEvent, SonState, Special } from '../rules'
import { checkSpecials } from '../rules'
import type { Draft } from './SpecialPicker'

/** The plusminus asked before the winner: its sign, then whose it was (null: not yet told). */
export type PmDraft = { sign: 2 | -2; seat: number | null } | null

export const isPmDraft = (x: unknown): x is PmDraft => {
  if (x === null) return true
  if (typeof x !== 'object') return false
  const { sign, seat } = x as Record<string, unknown>
  return (sign === 2 || sign === -2) && (seat === null || Number.isInteger(seat))
}

/** The numbers of the round's end: per special card, one per seat (counts or custom points). */
export type Counts = [number[], number[]]

export const isCounts =
  (players: number) =>
  (x: unknown): x is Counts =>
    Array.isArray(x) &&
    x.length === 2 &&
    x.every((row) => Array.isArray(row) && row.length === players && row.every(Number.isInteger))

/**
 * Whose count is up at the round's end ('countsAt'): the question open (two count cards ask one
 * at a time) and, per special card, the seat whose numbers show.
 */
export interface CountsTurn {
  open: number
  at: [number, number]
}

export const isCountsTurn =
  (players: number) =>
  (x: unknown): x is CountsTurn => {
    if (typeof x !== 'object' || x === null) return false
    const { open, at } = x as Record<string, unknown>
    const seat = (s: unknown) =>
      Number.isInteger(s) && (s as number) >= 0 && (s as number) < players
    return (open === 0 || open === 1) && Array.isArray(at) && at.length === 2 && at.every(seat)
  }

/** The numbers a scored round's input held, as the round's end screen keeps them. */
function countsOf(input: RoundInput, players: number): Counts {
  const zeros = () => Array.from({ length: players }, () => 0)
  const row = (i: number) => [...(input.animalCounts?.[i] ?? input.custom?.[i] ?? zeros())]
  return [row(0), row(1)]
}

/** The two special cards being chosen: the first once taken, and the one in hand. */
export interface SpecialsDraft {
  first: Special | null
  draft: Draft
}

export const EMPTY_SPECIALS: SpecialsDraft = { first: null, draft: {} }

export const isSpecialsDraft = (x: unknown): x is SpecialsDraft => {
  if (typeof x !== 'object' || x === null) return false
  const { first, draft } = x as Record<string, unknown>
  const fine = first === null || checkSpecials([first, { kind: 'custom', name: 'x' }]) === null
  return fine && typeof draft === 'object' && draft !== null
}

/** A card in effect as the picker holds it while it is being chosen. */
function draftOf(card: Special): Draft {
  const draft: Draft = { kind: card.kind }
  if ('animal' in card) draft.animal = card.animal
  if ('which' in card) draft.which = card.which
  if ('points' in card) draft.sign = card.points > 0 ? 1 : -1
  if (card.kind === 'custom') draft.name = card.name
  return draft
}

/**
 * What an undone entry puts back: a trick's cards (or the plusminus told with its winner), the
 * round's numbers, the special cards with the second one in hand, ready to change and confirm.
 */
/** A trick is half-entered by its cards or its plus/minus, the counts and the specials on their own. */
export function drafted(event: SonEvent): readonly string[] {
  if (event.t === 'trick') return ['trick', 'pm']
  return event.t === 'score' ? ['counts'] : ['specials']
}

export function undoneDraft(event: SonEvent, state: SonState): Record<string, unknown> {
  switch (event.t) {
    case 'specials':
      return { specials: { first: event.cards[0], draft: draftOf(event.cards[1]) } }
    case 'trick': {
      if (event.played) return { trick: event.played.map((card: SonCard) => ({ ...card })) }
      const pm = event.plusminus
      return pm ? { pm: { sign: pm.sign, seat: pm.seat } } : {}
    }
    case 'score':
      return { counts: countsOf(event.input, state.players) }
  }
}
