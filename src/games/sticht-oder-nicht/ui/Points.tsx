import { t } from '../../../i18n'
import { signed } from './names'

interface Props {
  label: string
  value: number
  min: number
  max: number
  onChange: (value: number) => void
}

/**
 * A custom card's points, − value +: the shared stepper's look, but the value written as players
 * write it (−2 with a real minus sign, +3), since these points may be negative.
 */
export function Points({ label, value, min, max, onChange }: Props) {
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
        {signed(value)}
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
