import { mergeStrings } from '../../i18n'
import { scoreStrings } from '../../ui/scoreStrings'
import { trickStrings } from '../cards/trickStrings'
import type { GameModule } from '../types'
import { redactSecret, report, rules, type SfsEvent, type SfsState } from './rules'
import { describeEvent } from './rules/describe'
import { sfsSchemas } from './rules/schema'
import { sfsStrings } from './strings'
import { answer, openTable, standIn } from './table'
import { drafted, undoneDraft } from './ui/drafts'
import { Judge } from './ui/Judge'
import { Play } from './ui/Play'
import './ui/sfs.css'
import './ui/sfs-tiles.css'
import { sfsUiStrings } from './ui/strings'

/** Stich für Stich as one lazy chunk: rules, words, the case screens, the pad and the judge. */
const stichFuerStich: GameModule<SfsState, SfsEvent> = {
  rules,
  strings: mergeStrings(trickStrings, scoreStrings, sfsStrings, sfsUiStrings),
  defaultOptions: {},
  schemas: sfsSchemas,
  Play,
  Judge,
  redact: (events, setup) => redactSecret(events, setup.players.length),
  standIn,
  openTable,
  answer: (body, from, asked) => answer(body, from, asked),
  report,
  describe: (event, before) => describeEvent(event, before),
  undoneDraft: (event) => undoneDraft(event),
  drafted,
}

export default stichFuerStich
