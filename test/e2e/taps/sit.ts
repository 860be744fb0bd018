// stiche-im-team: the scripted match of the tap count. TODO(#12) fill in.
import type { TapScenario } from './taps'

export const sitTaps: TapScenario = {
  game: 'stiche-im-team',
  run: async () => [],
}
