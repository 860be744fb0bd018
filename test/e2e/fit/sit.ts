// stiche-im-team in the table-fit test: TODO(#12) fill in the screens of this game.
import type { FitScenario } from './fit'

export const sitFit: FitScenario = {
  game: 'stiche-im-team',
  counts: [],
  walk: async () => {},
}
