import type { Setup } from '../../core/game'
import { mergeStrings } from '../../i18n'
import { pickerStrings } from '../../ui/cardStrings'
import { scoreStrings } from '../../ui/scoreStrings'
import { cardStrings } from '../cards/strings'
import { trickStrings } from '../cards/trickStrings'
import type { GameModule } from '../types'
import {
  checkOptions,
  describeEvent,
  drafted,
  redactSecretBids,
  report,
  rules,
  type SitEvent,
  type SitOptions,
  type SitState,
  undoneDraft,
} from './rules'
import { sitSchemas } from './rules/schema'
import { sitStrings } from './strings'
import { openTable, standIn } from './table'
import { Judge } from './ui/Judge'
import { Options } from './ui/Options'
import { Play } from './ui/Play'
import './ui/sit.css'
import './ui/sit-tables.css'
import { sitRevokeStrings } from './ui/revokeStrings'
import { sitUiStrings } from './ui/strings'

const defaultOptions: SitOptions = {
  lives: 3,
  longAscent: false,
  upAndDown: false,
  noTrumpOdd: false,
  secretBids: false,
}

/** Stiche im Team as one lazy chunk: rules, words, the climb, its options and the judge. */
const sticheImTeam: GameModule<SitState, SitEvent> = {
  rules,
  strings: mergeStrings(
    trickStrings,
    cardStrings,
    pickerStrings,
    scoreStrings,
    sitStrings,
    sitUiStrings,
    sitRevokeStrings,
  ),
  defaultOptions,
  schemas: sitSchemas,
  checkOptions: (players, options) => checkOptions(players, options as SitOptions),
  Options: Options as GameModule['Options'],
  Play,
  Judge,
  standIn,
  openTable,
  redact: (events, setup) => redactSecretBids(events, setup as Setup<SitOptions>),
  report,
  describe: (event, before) => describeEvent(event, before),
  undoneDraft: (event) => undoneDraft(event),
  drafted,
}

export default sticheImTeam
