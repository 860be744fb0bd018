import type { Setup } from '../../core/game'
import { mergeStrings } from '../../i18n'
import { pickerStrings } from '../../ui/cardStrings'
import { cardStrings } from '../cards/strings'
import type { GameModule } from '../types'
import {
  checkOptions,
  describeEvent,
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
import { Judge } from './ui/Judge'
import { Options } from './ui/Options'
import { Play } from './ui/Play'
import './ui/sit.css'
import { sitRevokeStrings } from './ui/revokeStrings'
import { sitUiStrings } from './ui/strings'

/**
 * At a table of phones (#16), a hidden number goes to the table without its value; the phone it
 * was entered on keeps it (src/table/kept.ts) and shows it when the round is judged.
 */
function standIn(event: SitEvent): SitEvent | null {
  return event.t === 'bid' && event.hidden === true && event.bid !== undefined
    ? { t: 'bid', seat: event.seat, hidden: true }
    : null
}

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
  strings: mergeStrings(cardStrings, pickerStrings, sitStrings, sitUiStrings, sitRevokeStrings),
  defaultOptions,
  schemas: sitSchemas,
  checkOptions: (players, options) => checkOptions(players, options as SitOptions),
  Options: Options as GameModule['Options'],
  Play,
  Judge,
  standIn,
  redact: (events, setup) => redactSecretBids(events, setup as Setup<SitOptions>),
  report,
  describe: (event, before) => describeEvent(event, before),
  undoneDraft: (event) => undoneDraft(event),
}

export default sticheImTeam
