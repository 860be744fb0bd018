import { t } from '../../../i18n'
import { Stepper } from '../../../ui/Stepper'
import type { OptionsProps } from '../../types'
import { ANIMALS, roundsFor, roundsWarning, type SonOptions, setAside } from '../rules'
import { animalName } from './names'

/** How many rounds: the rulebook's number for this table, changeable, with a fairness warning. */
export function Options({ value, onChange, players }: OptionsProps<SonOptions>) {
  const fits = players >= 3 && players <= 6
  const rounds = value.rounds ?? (fits ? roundsFor(players) : 6)
  return (
    <fieldset class="stack">
      <legend>{t('son.opt.title')}</legend>
      <div class="count-row">
        <span>{t('son.opt.rounds')}</span>
        <Stepper
          label={t('son.opt.rounds')}
          value={rounds}
          min={1}
          max={30}
          onChange={(r) => onChange({ ...value, rounds: r })}
        />
      </div>
      {fits && setAside(players).ones > 0 && (
        <fieldset class="choices grid">
          <legend>{t('son.opt.ones', { n: setAside(players).ones })}</legend>
          {ANIMALS.map((a) => {
            const ones = value.setAsideOnes ?? []
            return (
              <label key={a} class="choice">
                <input
                  type="checkbox"
                  checked={ones.includes(a)}
                  onChange={(e) =>
                    onChange({
                      ...value,
                      setAsideOnes: e.currentTarget.checked
                        ? [...ones, a]
                        : ones.filter((x) => x !== a),
                    })
                  }
                />
                <span>{animalName(a)} 1</span>
              </label>
            )
          })}
        </fieldset>
      )}
      {fits && roundsWarning(players, rounds) && (
        <p class="message warn" role="status">
          {t('son.opt.warning', { rounds })}
        </p>
      )}
    </fieldset>
  )
}
