import { t } from '../i18n'

interface Props {
  label: string
  value: number
  min: number
  max: number
  onChange: (value: number) => void
}

/** − value +, with buttons big enough for a thumb and names a screen reader can say. */
export function Stepper({ label, value, min, max, onChange }: Props) {
  return (
    <div class="stepper" role="group" aria-label={label}>
      <button
        type="button"
        class="btn round"
        aria-label={t('stepper.less', { label })}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output class="stepper-value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        class="btn round"
        aria-label={t('stepper.more', { label })}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  )
}
