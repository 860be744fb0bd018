import { SeatSlots } from '../../../ui/SeatSlots'

interface Props {
  players: readonly string[]
  /** Per seat, the number chosen so far. */
  values: readonly number[]
  /** Per seat, the most that player can have: the numbers stop there. */
  limits: readonly number[]
  /** The numbers' group for screen readers: "Wasp cards of Ben". */
  labelOf: (name: string) => string
  /**
   * Whose numbers are up: kept by the caller in the match's draft, so a reload keeps the turn;
   * the caller moves it on after each count.
   */
  active: number
  onActive: (seat: number) => void
  onChange: (seat: number, value: number) => void
}

/**
 * One count per player on one screen at any table size: every player's count in a slot (tap one
 * to change it), and the numbers 0..n of the player whose turn it is. A count is one tap on its
 * number, and the next player's numbers come up.
 */
export function CountChips(props: Props) {
  const { players, values, limits, labelOf, active, onActive, onChange } = props
  const name = players[active] ?? ''
  const value = values[active] ?? 0
  return (
    <div class="son-count">
      <SeatSlots
        players={players}
        leader={0}
        active={active}
        onSlot={onActive}
        card={(seat) => <strong class="son-count-value">{values[seat] ?? 0}</strong>}
      />
      <div class="son-count-chips" role="group" aria-label={labelOf(name)}>
        {Array.from({ length: (limits[active] ?? 0) + 1 }, (_, n) => (
          <button
            key={n}
            type="button"
            class="btn count"
            aria-pressed={value === n}
            onClick={() => onChange(active, n)}
          >
            {n}
          </button>
        ))}
      </div>
    </div>
  )
}
