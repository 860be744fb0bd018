// sticht-oder-nicht: the scripted match of the tap count. TODO(#12) fill in.
import type { TapScenario } from './taps'

export const sonTaps: TapScenario = {
  game: 'sticht-oder-nicht',
  run: async () => [],
}
