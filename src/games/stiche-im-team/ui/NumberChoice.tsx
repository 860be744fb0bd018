interface Props {
  label: string
  /** Shown beside the chips (the player's name); the label says the whole thing to a reader. */
  short?: string
  max: number
  value: number | null
  onChange: (n: number) => void
  name: string
}

/**
 * 0..max as a row of big chips: a number is one tap, like showing fingers. With `short` the name
 * stands at the start of the row and the chips beside it, wrapping below only when they must.
 */
export function NumberChoice({ label, short, max, value, onChange, name }: Props) {
  return (
    <fieldset class={`numbers-row ${short ? 'beside' : ''}`}>
      <legend class={short ? 'visually-hidden' : undefined}>{label}</legend>
      {short && (
        <span class="who" aria-hidden="true">
          {short}
        </span>
      )}
      <span class="chips">
        {Array.from({ length: max + 1 }, (_, n) => (
          <label key={n} class="num">
            <input type="radio" name={name} checked={value === n} onChange={() => onChange(n)} />
            <span>{n}</span>
          </label>
        ))}
      </span>
    </fieldset>
  )
}
