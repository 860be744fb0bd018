import { t, tn } from '../../../i18n'
import { Choices } from '../../../ui/Choices'
import type { OptionsProps } from '../../types'
import type { SitOptions } from '../rules'

const FLAGS = ['longAscent', 'upAndDown', 'noTrumpOdd', 'secretBids'] as const

/** The climb's options on the new-match screen; the rules refuse combinations that can't work. */
export function Options({ value, onChange }: OptionsProps<SitOptions>) {
  return (
    <fieldset class="stack">
      <legend>{t('cards.ui.options')}</legend>
      <Choices
        row
        legend={t('score.measure.lives')}
        name="sit-lives"
        options={[3, 4].map((n) => ({ value: n as 3 | 4, label: tn('score.amount.lives', n) }))}
        value={value.lives ?? 3}
        onChange={(lives) => onChange({ ...value, lives })}
      />
      {FLAGS.map((flag) => (
        <label key={flag} class="toggle">
          <input
            type="checkbox"
            checked={value[flag] === true}
            onChange={(e) => onChange({ ...value, [flag]: e.currentTarget.checked })}
          />
          <span>{t(`sit.opt.${flag}`)}</span>
        </label>
      ))}
    </fieldset>
  )
}
