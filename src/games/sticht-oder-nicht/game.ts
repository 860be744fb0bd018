import type { GameEntry, GameModule } from '../types'

/** Sticht oder nicht, declared once: the registry lists this; its chunk loads when first played. */
export const stichtOderNicht: GameEntry = {
  id: 'sticht-oder-nicht',
  names: { en: 'Sticht oder nicht', de: 'Sticht oder nicht' },
  minPlayers: 3,
  maxPlayers: 6,
  figures: [
    {
      id: 'specialPoints',
      adds: 'sum',
      label: { en: 'Points from special cards', de: 'Punkte aus Sonderkarten' },
    },
  ],
  load: () => import('./index').then((m) => m.default as GameModule),
}
