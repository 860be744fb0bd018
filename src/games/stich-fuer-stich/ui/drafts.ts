// What Stich für Stich keeps in a match's draft (src/ui/draft.ts) while it is half-entered: the
// cards of the trick so far and the paper search's ticks. Never the secret, never a guess.
import type { DraftValues } from '../../../ui/draft'
import type { SfsCard, SfsEvent } from '../rules'

export const TRICK = 'trick'
export const SEARCH = 'search'

/** A stored tick list: seats. */
export const isSeats = (x: unknown): x is number[] =>
  Array.isArray(x) && x.every((s) => Number.isInteger(s))

/** A stored trick: cards (the rules check each one again before anything is recorded). */
export const isCards = (x: unknown): x is SfsCard[] =>
  Array.isArray(x) && x.every((c) => typeof c === 'object' && c !== null && 'kind' in c)

/** A trick is half-entered by its cards, a paper search by its ticks. */
export function drafted(event: SfsEvent): readonly string[] {
  if (event.t === 'trick') return [TRICK]
  return event.t === 'search' ? [SEARCH] : []
}

/** An undone trick entered by cards puts its cards back; an undone paper search its ticks. */
export function undoneDraft(event: SfsEvent): DraftValues {
  if (event.t === 'trick' && event.played) return { [TRICK]: event.played }
  if (event.t === 'search') return { [SEARCH]: event.solved }
  return {}
}
