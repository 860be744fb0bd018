import type { GameEntry, GameModule } from '../types'

/** Letzter Stich, declared once: the registry lists this; its chunk loads when first played. */
export const letzterStich: GameEntry = {
  id: 'letzter-stich',
  names: { en: 'Letzter Stich', de: 'Letzter Stich' },
  minPlayers: 3,
  maxPlayers: 4,
  figures: [
    { id: 'sweeps', adds: 'sum', label: { en: 'Hands swept', de: 'Runden mit allen Stichen' } },
  ],
  load: () => import('./index').then((m) => m.default as GameModule),
}
