import { pickerStrings } from '../../ui/cardStrings'
import { cardStrings } from '../cards/strings'
import type { GameModule } from '../types'
import { type LsEvent, type LsState, rules } from './rules'
import { lsStrings } from './strings'
import { Judge } from './ui/Judge'
import { Play } from './ui/Play'
import './ui/ls.css'
import { lsUiStrings } from './ui/strings'

const merge = (...sets: { en: Record<string, string>; de: Record<string, string> }[]) => ({
  en: Object.assign({}, ...sets.map((s) => s.en)),
  de: Object.assign({}, ...sets.map((s) => s.de)),
})

/** Letzter Stich as one lazy chunk: rules, words, the play screen and the judge. */
const letzterStich: GameModule<LsState, LsEvent> = {
  rules,
  strings: merge(cardStrings, pickerStrings, lsStrings, lsUiStrings),
  defaultOptions: {},
  Play,
  Judge,
}

export default letzterStich
