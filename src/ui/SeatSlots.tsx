import type { ComponentChildren } from 'preact'

interface Props {
  players: readonly string[]
  /** Who played first; slot i belongs to the seat i places to the leader's left. */
  leader: number
  /** The seat the judge gave the trick to, once every card is in. */
  winner?: number | null
  /** What slot i shows: the card entered there, or null while it is still open. */
  card: (i: number) => ComponentChildren | null
}

/** A trick being entered card by card: one line per player, in play order. */
export function SeatSlots({ players, leader, winner = null, card }: Props) {
  return (
    <ol class="seat-slots">
      {players.map((_, i) => {
        const seat = (leader + i) % players.length
        const shown = card(i)
        return (
          <li key={seat} class={winner === seat ? 'win' : shown === null ? 'open' : ''}>
            <span>{players[seat]}</span>
            {shown ?? <span class="slot-empty">—</span>}
          </li>
        )
      })}
    </ol>
  )
}
