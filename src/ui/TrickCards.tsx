import type { ComponentChildren } from 'preact'
import { useState } from 'preact/hooks'
import type { Reason } from '../core/reason'
import { say } from '../i18n'
import { Alert } from './Alert'
import { useDraft } from './draft'
import { SeatSlots } from './SeatSlots'

/** A trick being entered card by card, in play order, and why the last card tapped was refused. */
export interface TrickCards<C> {
  cards: C[]
  problem: Reason | null
  /** The slot (play order) the next picked card fills: a tapped earlier slot, else the next one. */
  at: number
  /** Puts the card at `at` unless `validate` refuses the trick it would make; then says why. */
  add: (card: C) => void
  /** Tapping slot `i` (a card already in it) makes the next pick replace that card. */
  choose: (i: number) => void
  removeLast: () => void
  clear: () => void
}

/**
 * The cards of one trick; `validate` gets the trick with the new card and names what is wrong.
 * Inside a match they live in its draft under `draftKey`, so a reload or an undo keeps them.
 */
export function useTrickCards<C>(
  validate: (next: C[]) => Reason | null,
  draftKey = 'trick',
): TrickCards<C> {
  const [cards, setCards] = useDraft<C[]>(draftKey, [], Array.isArray as (v: unknown) => v is C[])
  const [editing, setEditing] = useState<number | null>(null)
  const [problem, setProblem] = useState<Reason | null>(null)
  const at = editing !== null && editing < cards.length ? editing : cards.length
  return {
    cards,
    problem,
    at,
    add(card) {
      const next = [...cards]
      next[at] = card
      const wrong = validate(next)
      setProblem(wrong)
      if (wrong) return
      setCards(next)
      setEditing(null)
    },
    choose(i) {
      setEditing(i === editing ? null : i)
      setProblem(null)
    },
    removeLast() {
      setCards(cards.slice(0, -1))
      setEditing(null)
      setProblem(null)
    },
    clear() {
      setCards([])
      setEditing(null)
      setProblem(null)
    },
  }
}

/** What the undo buttons need of a trick, whatever its cards are. */
type Undo = Pick<TrickCards<unknown>, 'cards' | 'removeLast' | 'clear'>

/**
 * Takes back the card entered last; `class` adds to the button's classes. With `glyph` the button
 * shows only that sign (a picker's last key, ⌫) and is named by `label`.
 */
export function RemoveCardButton(p: {
  trick: Undo
  label: string
  class?: string
  glyph?: string
}) {
  const { trick, label, glyph } = p
  return (
    <button
      type="button"
      class={p.class ? `btn ${p.class}` : 'btn'}
      aria-label={glyph && label}
      title={glyph && label}
      disabled={trick.cards.length === 0}
      onClick={trick.removeLast}
    >
      {glyph ? <span aria-hidden="true">{glyph}</span> : label}
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
  /** What picks the card of `seat`, the next to play (or the one whose card is being changed). */
  picker: (seat: number) => ComponentChildren
  /** The button that records the judged trick for the winner. */
  takeLabel: (name: string) => string
  removeLabel: string
  /** Records the trick; the cards are cleared once it is saved. */
  onTake: (winner: number, played: C[]) => Promise<boolean>
  /** Why slot i's card is flagged (a revoke); null when it is not. */
  flag?: (i: number) => string | null
  /** A flag's line, right under the slots (the trick can still be taken as it is). */
  flagLine?: ComponentChildren
}

/**
 * A trick of a running game entered card by card: the judge names the winner, one tap saves it.
 * Any card already in can be tapped and picked again; a refusal shows right under the picker.
 */
export function CardByCardTrick<C>(p: EntryProps<C>) {
  const { players, leader, trick } = p
  const { cards, problem } = trick
  const n = players.length
  const seatAt = (i: number) => (leader + i) % n
  const complete = cards.length === n && trick.at === n
  const judged = complete ? seatAt(p.judge(cards)) : null
  const next = seatAt(trick.at)
  return (
    <>
      <SeatSlots
        players={players}
        leader={leader}
        winner={judged}
        active={complete ? null : trick.at}
        onSlot={trick.choose}
        flag={p.flag}
        card={(i) => {
          const card = cards[i]
          return card ? p.show(card) : null
        }}
      />
      {p.flagLine}
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
          {/* The highlighted slot says whose card comes next; on a short phone, this line says
              it to screen readers only (common.css). */}
          <p class="hint hidden-when-short">{p.cardOf(players[next] ?? '')}</p>
          {p.picker(next)}
        </>
      )}
      {problem && <Alert>{say(problem)}</Alert>}
      <RemoveCardButton trick={trick} label={p.removeLabel} />
    </>
  )
}
