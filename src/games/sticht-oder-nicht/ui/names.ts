import { t } from '../../../i18n'
import type { Animal, SonCard, Special } from '../rules'

export const animalName = (a: Animal) => t(`son.animal.${a}`)

/** "Swordfish 6 +2" */
export const cardName = (c: SonCard) =>
  `${animalName(c.animal)} ${c.value}${c.plusminus ? ` ${c.plusminus > 0 ? '+2' : '−2'}` : ''}`

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`.replace('-', '−'))

/** What a special card in effect does, in the table's words. */
export function specialText(s: Special): string {
  switch (s.kind) {
    case 'trump':
      return t('son.special.trump', { animal: animalName(s.animal) })
    case 'tricks':
      return t(`son.special.tricks.${s.which}`, { points: signed(s.points) })
    case 'animal':
      return t(`son.special.animal.${s.which}`, {
        points: signed(s.points),
        animal: animalName(s.animal),
      })
    case 'perCard':
      return t('son.special.perCard', { animal: animalName(s.animal) })
    case 'custom':
      return t('son.special.custom', { name: s.name })
  }
}
