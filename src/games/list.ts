import { letzterStich } from './letzter-stich/game'
import { stichFuerStich } from './stich-fuer-stich/game'
import { sticheImTeam } from './stiche-im-team/game'
import { stichtOderNicht } from './sticht-oder-nicht/game'
import type { GameEntry } from './types'

/**
 * The registry's list: every game, one line each, in the order the app shows them. A new game is
 * its folder (src/games/<id>/, declared in its game.ts) and one line here.
 */
export const GAME_LIST: readonly GameEntry[] = [
  letzterStich,
  stichFuerStich,
  sticheImTeam,
  stichtOderNicht,
]
