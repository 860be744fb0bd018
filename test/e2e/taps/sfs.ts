// stich-fuer-stich: the scripted match of the tap count. TODO(#12) fill in.
import type { TapScenario } from './taps'

export const sfsTaps: TapScenario = {
  game: 'stich-fuer-stich',
  run: async () => [],
}
