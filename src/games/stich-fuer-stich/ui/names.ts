import { t } from '../../../i18n'
import type { SfsCard, Suspect, Weapon } from '../rules'

export const suspectName = (s: Suspect) => t(`sfs.suspect.${s}`)
export const weaponName = (w: Weapon) => t(`sfs.weapon.${w}`)

/** "Gardener · Poison 7", or "Phantom". */
export const cardName = (card: SfsCard) =>
  card.kind === 'phantom'
    ? t('sfs.phantom')
    : `${suspectName(card.suspect)} · ${weaponName(card.weapon)} ${card.number}`
