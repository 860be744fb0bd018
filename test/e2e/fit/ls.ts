// letzter-stich in the table-fit test: TODO(#12) fill in the screens of this game.
import type { FitScenario } from './fit'

export const lsFit: FitScenario = {
  game: 'letzter-stich',
  counts: [],
  walk: async () => {},
}
