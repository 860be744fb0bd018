import { mergeStrings } from '../../i18n'
import { scoreStrings } from '../../ui/scoreStrings'
import { trickStrings } from '../cards/trickStrings'
import type { GameModule } from '../types'
import { checkOptions, report, rules, type SonEvent, type SonOptions, type SonState } from './rules'
import { describe } from './rules/describe'
import { sonSchemas } from './rules/schema'
import { sonStrings } from './strings'
import { drafted, undoneDraft } from './ui/drafts'
import { Judge } from './ui/Judge'
import { Options } from './ui/Options'
import { Play } from './ui/Play'
import './ui/son.css'
import './ui/son-cards.css'
import './ui/son-specials.css'
import { sonRevokeStrings } from './ui/revokeStrings'
import { sonUiStrings } from './ui/strings'

/** Sticht oder nicht as one lazy chunk: rules, words, the rounds, the score sheet and the judge. */
const stichtOderNicht: GameModule<SonState, SonEvent> = {
  rules,
  strings: mergeStrings(trickStrings, scoreStrings, sonStrings, sonUiStrings, sonRevokeStrings),
  defaultOptions: {},
  schemas: sonSchemas,
  checkOptions: (players, options) => checkOptions(players, options as SonOptions),
  Options: Options as GameModule['Options'],
  Play,
  Judge,
  report,
  describe,
  undoneDraft,
  drafted,
}

export default stichtOderNicht
