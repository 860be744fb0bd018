import type { SfsCard, Suspect, Weapon } from '../../../src/games/stich-fuer-stich/rules'

/** A suspect card: suspect, weapon, number. */
export const k = (suspect: Suspect, weapon: Weapon, number: number): SfsCard => ({
  kind: 'card',
  suspect,
  weapon,
  number,
})

export const phantom: SfsCard = { kind: 'phantom' }
