import type { ComponentChildren } from 'preact'
import { useState } from 'preact/hooks'
import type { Reason } from '../core/reason'
import { say } from '../i18n'
import { Alert } from './Alert'
import { SeatSlots } from './SeatSlots'

/** A trick being entered card by card, in play order, and why the last card was refused. */
export interface TrickCards<C> {
  cards: C[]
  problem: Reason | null
  /** Adds the card unless `validate` refuses the trick it would make; then says why. */
  add: (card: C) => void
  removeLast: () => void
  clear: () => void
}

/** The cards of one trick; `validate` gets the trick with the new card and names what is wrong. */
export function useTrickCards<C>(validate: (next: C[]) => Reason | null): TrickCards<C> {
  const [cards, setCards] = useState<C[]>([])
  const [problem, setProblem] = useState<Reason | null>(null)
  return {
    cards,
    problem,
    add(card) {
      const next = [...cards, card]
      const wrong = validate(next)
      setProblem(wrong)
      if (!wrong) setCards(next)
    },
    removeLast() {
      setCards(cards.slice(0, -1))
      setProblem(null)
    },
    clear() {
      setCards([])
      setProblem(null)
    },
  }
}

/** What the undo buttons need of a trick, whatever its cards are. */
type Undo = Pick<TrickCards<unknown>, 'cards' | 'removeLast' | 'clear'>

/** Takes back the card entered last. */
export function RemoveCardButton({ trick, label }: { trick: Undo; label: string }) {
  return (
    <button
      type="button"
      class="btn"
      disabled={trick.cards.length === 0}
      onClick={trick.removeLast}
    >
      {label}
    </button>
  )
}

/** Starts the trick over. */
export function ClearTrickButton({ trick, label }: { trick: Undo; label: string }) {
  return (
    <button type="button" class="btn" disabled={trick.cards.length === 0} onClick={trick.clear}>
      {label}
    </button>
  )
}

/** A judge's bottom row: take back the last card, or start the trick over. */
export function JudgeUndoRow(props: { trick: Undo; backLabel: string; clearLabel: string }) {
  return (
    <div class="row">
      <RemoveCardButton trick={props.trick} label={props.backLabel} />
      <ClearTrickButton trick={props.trick} label={props.clearLabel} />
    </div>
  )
}

interface EntryProps<C> {
  players: string[]
  /** Who played first; card i belongs to the seat i places to the leader's left. */
  leader: number
  trick: TrickCards<C>
  /** Which card (in play order) takes the complete trick. */
  judge: (cards: C[]) => number
  /** How an entered card shows in its slot. */
  show: (card: C) => ComponentChildren
  /** The hint above the picker: whose card comes next. */
  cardOf: (name: string) => string
  /** What picks the card of `seat`, the next to play. */
  picker: (seat: number) => ComponentChildren
  /** The button that records the judged trick for the winner. */
  takeLabel: (name: string) => string
  removeLabel: string
  /** Records the trick; the cards are cleared once it is saved. */
  onTake: (winner: number, played: C[]) => Promise<boolean>
}

/** A trick of a running game entered card by card: the judge names the winner, one tap saves it. */
export function CardByCardTrick<C>(p: EntryProps<C>) {
  const { players, leader, trick } = p
  const { cards, problem } = trick
  const n = players.length
  const seatAt = (i: number) => (leader + i) % n
  const judged = cards.length === n ? seatAt(p.judge(cards)) : null
  const next = seatAt(cards.length)
  return (
    <>
      <SeatSlots
        players={players}
        leader={leader}
        winner={judged}
        card={(i) => {
          const card = cards[i]
          return card ? p.show(card) : null
        }}
      />
      {problem && <Alert>{say(problem)}</Alert>}
      {judged !== null ? (
        <button
          type="button"
          class="btn primary big"
          onClick={() => void p.onTake(judged, cards).then((ok) => ok && trick.clear())}
        >
          {p.takeLabel(players[judged] ?? '')}
        </button>
      ) : (
        <>
          <p class="hint">{p.cardOf(players[next] ?? '')}</p>
          {p.picker(next)}
        </>
      )}
      <RemoveCardButton trick={trick} label={p.removeLabel} />
    </>
  )
}
