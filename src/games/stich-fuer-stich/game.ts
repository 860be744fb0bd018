import type { GameEntry, GameModule } from '../types'

/** Stich für Stich, declared once: the registry lists this; its chunk loads when first played. */
export const stichFuerStich: GameEntry = {
  id: 'stich-fuer-stich',
  names: { en: 'Stich für Stich', de: 'Stich für Stich' },
  minPlayers: 3,
  maxPlayers: 4,
  firstRole: 'confidant',
  figures: [
    {
      id: 'solved',
      from: 'solvedAfter',
      adds: 'count',
      label: { en: 'Cases solved', de: 'Fälle gelöst' },
    },
    {
      id: 'averageSolvedAfter',
      from: 'solvedAfter',
      adds: 'mean',
      label: { en: 'Solved on average after trick', de: 'Gelöst im Schnitt nach Stich' },
    },
  ],
  load: () => import('./index').then((m) => m.default as GameModule),
}
