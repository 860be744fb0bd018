import type { GameId } from '../core/game'
import type { Reach } from '../core/report'
import type { CountedGame } from '../core/stats'
import { addStrings, type Lang, type Strings, t } from '../i18n'
import { GAME_LIST } from './list'
import type { GameEntry, GameModule } from './types'

/** Every game, in the order the app shows them (list.ts); one without `load` is coming soon. */
export const GAMES: readonly GameEntry[] = GAME_LIST

/** Every game's id: what storage accepts in a match and an imported file. */
export const GAME_IDS: readonly GameId[] = GAMES.map((g) => g.id)

export const gameEntry = (id: GameId): GameEntry | undefined => GAMES.find((g) => g.id === id)

/** The games as the statistics count them, each with its own figures. */
export const COUNTED: readonly CountedGame[] = GAMES.map((g) => ({
  id: g.id,
  figures: g.figures ?? [],
}))

// The keys of a game's name and of its own figures' words, which `gameWords` puts into i18n.
const nameKey = (id: GameId): string => `game.${id}.name`
const figureKey = (id: GameId, figure: string): string => `game.${id}.figure.${figure}`

/** A game's name in the player's language; an unknown id (a newer version's game) as it is. */
export const gameName = (id: GameId): string =>
  gameEntry(id) ? t(nameKey(id)) : String(id).slice(0, 40)

/** A game's own figure as the statistics show it: its label, and a reach in words. */
export const figureLabel = (id: GameId, figure: string): string => t(figureKey(id, figure))
export const figureReach = (id: GameId, figure: string, reach: Reach) =>
  t(`${figureKey(id, figure)}.value`, { ...reach })

/** What every game declares in words, as i18n keys: shown before any game's chunk loads. */
function gameWords(games: readonly GameEntry[]): Strings {
  const words = (lang: Lang) =>
    Object.fromEntries(
      games.flatMap((g) => [
        [nameKey(g.id), g.names[lang]],
        ...(g.figures ?? []).flatMap((f) => [
          [figureKey(g.id, f.id), f.label[lang]],
          ...(f.value ? [[`${figureKey(g.id, f.id)}.value`, f.value[lang]]] : []),
        ]),
      ]),
    )
  return { en: words('en'), de: words('de') }
}
/** Every game's name and figure labels, as i18n keys (joined into the dictionaries here). */
export const GAME_WORDS: Strings = gameWords(GAMES)
addStrings(GAME_WORDS)

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
