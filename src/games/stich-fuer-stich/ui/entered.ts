// The cards this phone entered at a table and had judged on the confidant's phone (#24). The
// table's log holds only each trick's winner, so a sleuth's phone would offer a card played in an
// earlier trick of the case again; it remembers the cards it entered itself, with the trick and
// its winner, and offers none of them while that trick stands. In memory: after a reload the
// confidant's phone still refuses such a card, saying in which trick it was played.
import type { SfsCard, SfsCase } from '../rules'

interface Entered {
  trick: number
  winner: number
  cards: SfsCard[]
}

const byCase = new Map<string, Entered[]>()

/** This phone's cards of trick `trick` (from 1), judged to `winner`, in case `key`. */
export function rememberEntered(key: string, trick: number, winner: number, cards: SfsCard[]) {
  const kept = (byCase.get(key) ?? []).filter((e) => e.trick !== trick)
  byCase.set(key, [...kept, { trick, winner, cards }])
}

/** The cards this phone entered in the case's tricks that still stand as they were judged. */
export function enteredEarlier(key: string, c: SfsCase): { card: SfsCard; trick: number }[] {
  return (byCase.get(key) ?? [])
    .filter((e) => c.tricks[e.trick - 1]?.winner === e.winner && !c.tricks[e.trick - 1]?.played)
    .flatMap((e) => e.cards.map((card) => ({ card, trick: e.trick })))
}
