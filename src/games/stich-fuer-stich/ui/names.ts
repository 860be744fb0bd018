import type { Reason } from '../../../core/reason'
import { say, t } from '../../../i18n'
import { type SfsCard, SUSPECTS, type Suspect, WEAPONS, type Weapon, withCardNames } from '../rules'

export const suspectName = (s: Suspect) => t(`sfs.suspect.${s}`)
export const weaponName = (w: Weapon) => t(`sfs.weapon.${w}`)

/** "Gardener · Poison 7", or "Phantom". */
export const cardName = (card: SfsCard) =>
  card.kind === 'phantom'
    ? t('sfs.phantom')
    : `${suspectName(card.suspect)} · ${weaponName(card.weapon)} ${card.number}`

/**
 * A refusal in the reader's language. The rules name cards by id ({suspect} 'gardener'); this
 * puts in the names ("Gardener", "Gärtner") first.
 */
export function sayCards(reason: Reason): string {
  const words: Record<string, string> = {}
  for (const s of SUSPECTS) words[`sfs.suspect.${s}`] = suspectName(s)
  for (const w of WEAPONS) words[`sfs.weapon.${w}`] = weaponName(w)
  return say(withCardNames(reason, words))
}
