// letzter-stich: the scripted match of the tap count. TODO(#12) fill in.
import type { TapScenario } from './taps'

export const lsTaps: TapScenario = {
  game: 'letzter-stich',
  run: async () => [],
}
