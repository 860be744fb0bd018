import type { Reason } from '../../../core/reason'
import { say, t } from '../../../i18n'
import type { Animal, SonCard, Special } from '../rules'

export const animalName = (a: Animal) => t(`son.animal.${a}`)

/** "Swordfish 6 +2" */
export const cardName = (c: SonCard) =>
  `${animalName(c.animal)} ${c.value}${c.plusminus ? ` ${c.plusminus > 0 ? '+2' : '−2'}` : ''}`

/** A number as players write it: +5, −3 (a real minus sign). */
export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0')

/** A refusal in the player's words: the rules name an animal by its id ('wasp'). */
export function sayReason(reason: Reason): string {
  const params = reason.params
  if (params?.animal === undefined && params?.animal2 === undefined) return say(reason)
  const names = { ...params }
  for (const field of ['animal', 'animal2']) {
    const id = params[field]
    if (id !== undefined) names[field] = animalName(id as Animal)
  }
  return say({ ...reason, params: names })
}

/** What a special card in effect does, in the table's words; `short` for the status chips. */
export function specialText(s: Special, short = false): string {
  const at = short ? 'son.short' : 'son.special'
  switch (s.kind) {
    case 'trump':
      return t(`${at}.trump`, { animal: animalName(s.animal) })
    case 'tricks':
      return t(`${at}.tricks.${s.which}`, { points: signed(s.points) })
    case 'animal':
      return t(`${at}.animal.${s.which}`, {
        points: signed(s.points),
        animal: animalName(s.animal),
      })
    case 'perCard':
      return t(`${at}.perCard`, { animal: animalName(s.animal) })
    case 'custom':
      return t('son.special.custom', { name: s.name })
  }
}
