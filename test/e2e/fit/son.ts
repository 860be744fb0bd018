// sticht-oder-nicht in the table-fit test: TODO(#12) fill in the screens of this game.
import type { FitScenario } from './fit'

export const sonFit: FitScenario = {
  game: 'sticht-oder-nicht',
  counts: [],
  walk: async () => {},
}
