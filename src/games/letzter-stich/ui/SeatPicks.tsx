import '../../../ui/choices.css'

interface Props {
  legend: string
  /** The radio group's name; unique on the page. */
  name: string
  players: readonly string[]
  value: number | null
  onChange: (seat: number) => void
}

/**
 * One radio card per player, two to a row, a long name shortened with … after 8 characters at
 * least (its start tells the players apart; a screen reader hears all of it): four players take
 * two rows. The radio lies over its card unseen (plain), so the name has the card's width (#25).
 */
export function SeatPicks({ legend, name, players, value, onChange }: Props) {
  return (
    // A plain fieldset, its cards in a grid of their own (the WebKitGTK fault of #25, as Choices).
    <fieldset>
      <legend>{legend}</legend>
      <div class="choices grid plain ls-picks">
        {players.map((player, seat) => (
          <label key={player} class="choice">
            <input
              type="radio"
              name={name}
              checked={value === seat}
              onChange={() => onChange(seat)}
            />
            <span class="ls-pick-name">{player}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
