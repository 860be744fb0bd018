import { useEffect } from 'preact/hooks'
import { t, tn } from '../../../i18n'
import { Stepper } from '../../../ui/Stepper'
import type { OptionsProps } from '../../types'
import {
  ANIMALS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  roundsFor,
  roundsWarning,
  type SonOptions,
  setAside,
} from '../rules'
import { animalName } from './names'
import { SetAside } from './SetAside'
import '../../../ui/choices.css'

/**
 * What stays in the box and how many cards each gets; how many rounds (the rulebook's number for
 * this table, changeable, with a fairness warning); which random 1s were set aside, if recorded.
 */
export function Options({ value, onChange, players }: OptionsProps<SonOptions>) {
  const fits = players >= MIN_PLAYERS && players <= MAX_PLAYERS
  const rounds = value.rounds ?? (fits ? roundsFor(players) : 6)
  const aside = fits ? setAside(players).ones : 0
  const ones = value.setAsideOnes ?? []
  // A record of 1s from another table size would be refused at the start, and with 4 or 6
  // players its checkboxes are not even shown: a new table size starts without it.
  useEffect(() => {
    if (ones.length > aside) onChange({ ...value, setAsideOnes: [] })
  }, [aside])
  return (
    <fieldset class="stack">
      <legend>{t('cards.ui.options')}</legend>
      {fits && <SetAside players={players} ones={ones} />}
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
      {aside > 0 && (
        <fieldset>
          <legend>{t('son.opt.ones', { n: aside })}</legend>
          <div class="choices grid">
            {ANIMALS.map((a) => (
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
            ))}
          </div>
        </fieldset>
      )}
      {fits && roundsWarning(players, rounds) && (
        <p class="message warn" role="status">
          {tn('son.opt.warning', rounds)}
        </p>
      )}
    </fieldset>
  )
}
