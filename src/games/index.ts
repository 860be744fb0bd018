import type { GameId } from '../core/game'
import { addStrings } from '../i18n'
import type { GameEntry, GameModule } from './types'

/** Every seed game; one without `load` is listed as coming soon. Each `load` is its own chunk. */
export const GAMES: readonly GameEntry[] = [
  {
    id: 'letzter-stich',
    minPlayers: 3,
    maxPlayers: 4,
    load: () => import('./letzter-stich').then((m) => m.default as GameModule),
  },
  {
    id: 'stich-fuer-stich',
    minPlayers: 3,
    maxPlayers: 4,
    firstRole: 'confidant',
    load: () => import('./stich-fuer-stich').then((m) => m.default as GameModule),
  },
  {
    id: 'stiche-im-team',
    minPlayers: 3,
    maxPlayers: 5,
    load: () => import('./stiche-im-team').then((m) => m.default as GameModule),
  },
  {
    id: 'sticht-oder-nicht',
    minPlayers: 3,
    maxPlayers: 6,
    load: () => import('./sticht-oder-nicht').then((m) => m.default as GameModule),
  },
]

export const gameEntry = (id: GameId): GameEntry | undefined => GAMES.find((g) => g.id === id)

const loaded = new Map<GameId, Promise<GameModule>>()

/** Loads a game's chunk once; its strings join the dictionaries before anyone renders it. */
export function loadGame(id: GameId): Promise<GameModule> {
  const entry = gameEntry(id)
  if (!entry?.load) return Promise.reject(new Error(`Game not available: ${id}`))
  let pending = loaded.get(id)
  if (!pending) {
    pending = entry.load().then((game) => {
      addStrings(game.strings)
      return game
    })
    loaded.set(id, pending)
  }
  return pending
}
