import { t } from '../../../i18n'
import { SUSPECTS, type Suspect, WEAPONS, type Weapon } from '../rules'
import { Icon } from './icons'
import { suspectName, weaponName } from './names'

export interface Tiles {
  culprit?: Suspect
  weapon?: Weapon
}

interface Props {
  value: Tiles
  onChange: (value: Tiles) => void
  /** Radio group names, unique on the page. */
  name: string
}

/** The two tiles, as on the rack: one suspect, one weapon. Pictures and names, no typing. */
export function TilePicker({ value, onChange, name }: Props) {
  return (
    <div class="tiles stack">
      <fieldset class="tile-group suspects">
        <legend>{t('sfs.ui.pickCulprit')}</legend>
        {SUSPECTS.map((s) => (
          <label key={s} class="tile">
            <input
              type="radio"
              name={`${name}-culprit`}
              checked={value.culprit === s}
              onChange={() => onChange({ ...value, culprit: s })}
            />
            <Icon of={s} />
            <span>{suspectName(s)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset class="tile-group weapons">
        <legend>{t('sfs.ui.pickWeapon')}</legend>
        {WEAPONS.map((w) => (
          <label key={w} class="tile">
            <input
              type="radio"
              name={`${name}-weapon`}
              checked={value.weapon === w}
              onChange={() => onChange({ ...value, weapon: w })}
            />
            <Icon of={w} />
            <span>{weaponName(w)}</span>
          </label>
        ))}
      </fieldset>
    </div>
  )
}
