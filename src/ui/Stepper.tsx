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
  /**
   * The buttons' names, as message keys with {label}: by default "Rounds: one less". German
   * counts in the label's own gender ("Runden: eine weniger"), so a label that is not a feminine
   * plural names its unit ("Punkte von Anna: einen Punkt weniger").
   */
  names?: { less: string; more: string }
}

const COUNTED = { less: 'stepper.less', more: 'stepper.more' }

/**
 * − value +, with buttons big enough for a thumb and names a screen reader can say. Quick taps
 * add up here on purpose: `data-repeat` exempts it from the double-tap guard (src/ui/once.ts).
 */
export function Stepper({
  label,
  value,
  min,
  max,
  onChange,
  show = minus,
  names = COUNTED,
}: Props) {
  return (
    <div class="stepper" role="group" aria-label={label} data-repeat>
      <button
        type="button"
        class="btn round"
        aria-label={t(names.less, { label })}
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
        aria-label={t(names.more, { label })}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  )
}
