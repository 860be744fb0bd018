import type { GameEntry, GameModule } from '../types'

/** Stiche im Team, declared once: the registry lists this; its chunk loads when first played. */
export const sticheImTeam: GameEntry = {
  id: 'stiche-im-team',
  names: { en: 'Stiche im Team', de: 'Stiche im Team' },
  minPlayers: 3,
  maxPlayers: 5,
  figures: [
    {
      id: 'best',
      from: 'reached',
      adds: 'furthest',
      label: { en: 'Best climb', de: 'Weitester Aufstieg' },
      value: { en: 'round {rung} of {of}', de: 'Runde {rung} von {of}' },
    },
  ],
  load: () => import('./index').then((m) => m.default as GameModule),
}
