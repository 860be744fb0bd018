interface Props {
  label: string
  max: number
  value: number | null
  onChange: (n: number) => void
  name: string
}

/** 0..max as a row of big chips: a number is one tap, like showing fingers. */
export function NumberChoice({ label, max, value, onChange, name }: Props) {
  return (
    <fieldset class="numbers-row">
      <legend>{label}</legend>
      {Array.from({ length: max + 1 }, (_, n) => (
        <label key={n} class="num">
          <input type="radio" name={name} checked={value === n} onChange={() => onChange(n)} />
          <span>{n}</span>
        </label>
      ))}
    </fieldset>
  )
}
