import type { ComponentChildren } from 'preact'
import { t } from '../i18n'
import './slots.css'

interface Props {
  players: readonly string[]
  /** Who played first; slot i belongs to the seat i places to the leader's left. */
  leader: number
  /** The seat the judge gave the trick to, once every card is in. */
  winner?: number | null
  /** What slot i shows: the card entered there, or null while it is still open. */
  card: (i: number) => ComponentChildren | null
  /** The slot (play order) the next picked card goes to; marked so the eye finds it. */
  active?: number | null
  /** Tapping a slot with a card in it: change that card. Without it the slots are plain text. */
  onSlot?: (i: number) => void
  /** Why slot i's card is flagged (a revoke), said to screen readers; null when it is not. */
  flag?: (i: number) => string | null
}

/**
 * A trick being entered card by card, in play order: two columns from four players on, so six
 * long names still leave the picker on the same screen. Any entered card can be tapped to change.
 */
export function SeatSlots(props: Props) {
  const { players, leader, winner = null, card, active = null, onSlot, flag } = props
  const n = players.length
  return (
    <ol class={`seat-slots ${n > 3 ? 'two' : ''}`}>
      {players.map((_, i) => {
        const seat = (leader + i) % n
        const name = players[seat] ?? ''
        const shown = card(i)
        const state =
          winner === seat ? 'win' : i === active ? 'active' : shown === null ? 'open' : ''
        const flagged = shown === null ? null : (flag?.(i) ?? null)
        const inner = (
          <>
            <span class="slot-name">{name}</span>
            {shown ?? <span class="slot-empty">—</span>}
            {flagged !== null && (
              <>
                <span class="slot-flag" aria-hidden="true">
                  !
                </span>
                <span class="visually-hidden">{`, ${flagged}`}</span>
              </>
            )}
          </>
        )
        return (
          <li key={seat} class={`${state}${flagged === null ? '' : ' flagged'}`.trim()}>
            {onSlot && shown !== null ? (
              <button
                type="button"
                class="slot-btn"
                aria-pressed={i === active}
                onClick={() => onSlot(i)}
              >
                {inner}
                <span class="visually-hidden">{t('slots.change')}</span>
              </button>
            ) : (
              <span class="slot-btn">{inner}</span>
            )}
          </li>
        )
      })}
    </ol>
  )
}
