import { mergeStrings } from '../../i18n'
import { pickerStrings } from '../../ui/cardStrings'
import { scoreStrings } from '../../ui/scoreStrings'
import { cardStrings } from '../cards/strings'
import { trickStrings } from '../cards/trickStrings'
import type { GameModule } from '../types'
import {
  describeEvent,
  drafted,
  type LsEvent,
  type LsState,
  report,
  rules,
  undoneDraft,
} from './rules'
import { lsSchemas } from './rules/schema'
import { lsStrings } from './strings'
import { Judge } from './ui/Judge'
import { Play } from './ui/Play'
import './ui/ls.css'
import './ui/ls-entries.css'
import { lsUiStrings } from './ui/strings'

/** Letzter Stich as one lazy chunk: rules, words, the play screen and the judge. */
const letzterStich: GameModule<LsState, LsEvent> = {
  rules,
  strings: mergeStrings(
    trickStrings,
    cardStrings,
    pickerStrings,
    scoreStrings,
    lsStrings,
    lsUiStrings,
  ),
  defaultOptions: {},
  schemas: lsSchemas,
  Play,
  Judge,
  report,
  describe: (event, before) => describeEvent(event, before),
  undoneDraft: (event) => undoneDraft(event),
  drafted,
}

export default letzterStich
