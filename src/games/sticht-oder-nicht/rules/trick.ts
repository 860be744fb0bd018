// A trick as the table entered it: its plusminus card, and its cards checked against the round.
import type { Reason } from '../../../core/reason'
import { cardId, cleanCard, type SonCard, topValue, validateTrick } from './cards'
import type { SonState } from './state'

export type Plusminus = { seat: number; sign: 2 | -2 }

/** The event's plusminus: null when there is none, undefined when it is malformed. */
export function readPlusminus(x: unknown): Plusminus | null | undefined {
  if (x === undefined || x === null) return null
  if (typeof x !== 'object') return undefined
  const { seat, sign } = x as Record<string, unknown>
  if (typeof seat !== 'number' || (sign !== 2 && sign !== -2)) return undefined
  return { seat, sign }
}

/** A card of this trick that does not exist at this table or was played earlier this round. */
function missing(state: SonState, cards: readonly SonCard[]): Reason | null {
  for (const [i, card] of cards.entries()) {
    if (card.value === 1 && state.setAsideOnes.includes(card.animal)) {
      return { key: 'son.setAsideOne', params: { n: i + 1, animal: card.animal } }
    }
    const trick = state.round.tricks.findIndex((t) =>
      t.played?.some((c) => cardId(c) === cardId(card)),
    )
    if (trick >= 0) {
      const params = { animal: card.animal, value: card.value, trick: trick + 1 }
      return { key: 'son.playedBefore', params }
    }
  }
  return null
}

/** The cards as entered, checked, with the plusminus they carry (seat from the leader). */
export function readCards(
  state: SonState,
  played: unknown[],
): Reason | [SonCard[], Plusminus | null] {
  const n = state.players
  const size = { minCards: n, maxCards: n, maxValue: topValue(n) }
  const problem = validateTrick(played, size)
  if (problem) return problem
  const cards = (played as SonCard[]).map(cleanCard)
  const gone = missing(state, cards)
  if (gone) return gone
  const at = cards.findIndex((card) => card.plusminus !== undefined)
  const sign = cards[at]?.plusminus
  return [cards, sign === undefined ? null : { seat: (state.leader + at) % n, sign }]
}

export const samePlusminus = (a: Plusminus | null, b: Plusminus | null): boolean =>
  a === null || b === null ? a === b : a.seat === b.seat && a.sign === b.sign
