import { t } from '../i18n'
import { minus } from './ScoreSheet'
import './stepper.css'

interface Props {
  label: string
  value: number
  min: number
  max: number
  onChange: (value: number) => void
  /** How the value is written; by default with a real minus sign (−2). */
  show?: (value: number) => string
}

/**
 * − value +, with buttons big enough for a thumb and names a screen reader can say. Quick taps
 * add up here on purpose: `data-repeat` exempts it from the double-tap guard (src/ui/once.ts).
 */
export function Stepper({ label, value, min, max, onChange, show = minus }: Props) {
  return (
    <div class="stepper" role="group" aria-label={label} data-repeat>
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
        {show(value)}
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
