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

/**
 * The two tiles, as on the rack: one suspect, one weapon. Pictures and names, no typing. Each
 * fieldset is plain, its tiles in a grid of their own: WebKitGTK lays out a fieldset that is
 * itself a grid shown again with its legend in the first row, too tall until a tap's focus lays
 * it out again, and the tap's release then lands beside the tile (#25).
 */
export function TilePicker({ value, onChange, name }: Props) {
  return (
    <div class="tiles stack">
      <fieldset class="tile-group suspects">
        <legend>{t('sfs.ui.pickCulprit')}</legend>
        <div class="tile-grid">
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
        </div>
      </fieldset>
      <fieldset class="tile-group weapons">
        <legend>{t('sfs.ui.pickWeapon')}</legend>
        <div class="tile-grid">
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
        </div>
      </fieldset>
    </div>
  )
}
