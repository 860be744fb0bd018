interface Props {
  label: string
  max: number
  value: number | null
  /** Called on every tap of a chip, the chosen one too (so a tap on it can still move on). */
  onChange: (n: number) => void
  name: string
}

/** 0..max as a row of big chips under their label: a number is one tap, like showing fingers. */
export function NumberChoice({ label, max, value, onChange, name }: Props) {
  return (
    <fieldset class="numbers-row">
      <legend>{label}</legend>
      <span class="chips">
        {Array.from({ length: max + 1 }, (_, n) => (
          <label key={n} class="num">
            <input
              type="radio"
              name={name}
              checked={value === n}
              // A click, not a change: tapping the number already shown still counts.
              onClick={() => onChange(n)}
            />
            <span>{n}</span>
          </label>
        ))}
      </span>
    </fieldset>
  )
}
