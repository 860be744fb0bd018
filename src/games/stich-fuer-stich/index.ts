import { mergeStrings } from '../../i18n'
import type { GameModule } from '../types'
import { redactSecret, report, rules, type SfsEvent, type SfsState } from './rules'
import { describeEvent } from './rules/describe'
import { sfsSchemas } from './rules/schema'
import { sfsStrings } from './strings'
import { answer } from './table'
import { undoneDraft } from './ui/drafts'
import { Judge } from './ui/Judge'
import { Play } from './ui/Play'
import './ui/sfs.css'
import { sfsUiStrings } from './ui/strings'

/**
 * At a table of phones the secret stays on the confidant's phone, and so do the cards of a trick
 * it judged: the other phones get a hidden secret and the trick's winner.
 */
function standIn(event: SfsEvent): SfsEvent | null {
  if (event.t === 'secret' && !('hidden' in event)) return { t: 'secret', hidden: true }
  if (event.t === 'trick' && event.played) return { t: 'trick', winner: event.winner }
  return null
}

/** Stich für Stich as one lazy chunk: rules, words, the case screens, the pad and the judge. */
const stichFuerStich: GameModule<SfsState, SfsEvent> = {
  rules,
  strings: mergeStrings(sfsStrings, sfsUiStrings),
  defaultOptions: {},
  schemas: sfsSchemas,
  Play,
  Judge,
  redact: (events, setup) => redactSecret(events, setup.players.length),
  standIn,
  answer: (body, from, asked) => answer(body, from, asked),
  report,
  describe: (event, before) => describeEvent(event, before),
  undoneDraft: (event) => undoneDraft(event),
}

export default stichFuerStich
