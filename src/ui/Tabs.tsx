import './tabs.css'

interface Props<T extends string> {
  /** Names the group for screen readers ("How to enter the trick"). */
  label: string
  options: readonly { value: T; label: string; disabled?: boolean }[]
  value: T
  onChange: (value: T) => void
}

/** A row of toggle buttons for one choice that changes how the screen below works. */
export function Tabs<T extends string>({ label, options, value, onChange }: Props<T>) {
  return (
    <div class="tabs" role="group" aria-label={label}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          class={`tab ${value === o.value ? 'on' : ''}`}
          aria-pressed={value === o.value}
          disabled={o.disabled}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  )
}

/**
 * One big button per player, two to a row: "who took it" is one tap. A long name takes two lines
 * at most (its start tells players apart), so six players fit above the fold on a small phone.
 */
export function SeatButtons(props: {
  players: string[]
  onPick: (seat: number) => void
  disabled?: boolean
  /** Names the buttons as a group where other buttons on the screen carry the same names. */
  label?: string
}) {
  const { players, onPick, disabled = false, label } = props
  return (
    <div class="seat-grid" role="group" aria-label={label}>
      {players.map((name, seat) => (
        <button
          key={name}
          type="button"
          class="btn big"
          disabled={disabled}
          onClick={() => onPick(seat)}
        >
          <span class="seat-name">{name}</span>
        </button>
      ))}
    </div>
  )
}
