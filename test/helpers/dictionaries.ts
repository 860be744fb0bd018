import { historyStrings } from '../../src/app/historyStrings'
import { resultStrings } from '../../src/app/resultStrings'
import { tableStrings } from '../../src/app/tableStrings'
import { cardStrings } from '../../src/games/cards/strings'
import { trickStrings } from '../../src/games/cards/trickStrings'
import { lsStrings } from '../../src/games/letzter-stich/strings'
import { lsUiStrings } from '../../src/games/letzter-stich/ui/strings'
import { sfsStrings } from '../../src/games/stich-fuer-stich/strings'
import { sfsUiStrings } from '../../src/games/stich-fuer-stich/ui/strings'
import { sitStrings } from '../../src/games/stiche-im-team/strings'
import { sitRevokeStrings } from '../../src/games/stiche-im-team/ui/revokeStrings'
import { sitUiStrings } from '../../src/games/stiche-im-team/ui/strings'
import { sonStrings } from '../../src/games/sticht-oder-nicht/strings'
import { sonRevokeStrings } from '../../src/games/sticht-oder-nicht/ui/revokeStrings'
import { sonUiStrings } from '../../src/games/sticht-oder-nicht/ui/strings'
import type { Strings } from '../../src/i18n'
import { de } from '../../src/i18n/de'
import { en } from '../../src/i18n/en'
import { storageStrings } from '../../src/storage/strings'
import { pickerStrings } from '../../src/ui/cardStrings'
import { scoreStrings } from '../../src/ui/scoreStrings'

/**
 * Every set of words in src, by its file under src (the shell's German is i18n/de.ts): the shell's,
 * the lazy screens', each game's. test/i18n/one-key.test.ts checks that none is missing.
 */
export const DICTIONARIES: Readonly<Record<string, Strings>> = {
  'i18n/en.ts': { en, de },
  'storage/strings.ts': storageStrings,
  'app/resultStrings.ts': resultStrings,
  'app/historyStrings.ts': historyStrings,
  'app/tableStrings.ts': tableStrings,
  'ui/cardStrings.ts': pickerStrings,
  'ui/scoreStrings.ts': scoreStrings,
  'games/cards/strings.ts': cardStrings,
  'games/cards/trickStrings.ts': trickStrings,
  'games/letzter-stich/strings.ts': lsStrings,
  'games/letzter-stich/ui/strings.ts': lsUiStrings,
  'games/stich-fuer-stich/strings.ts': sfsStrings,
  'games/stich-fuer-stich/ui/strings.ts': sfsUiStrings,
  'games/stiche-im-team/strings.ts': sitStrings,
  'games/stiche-im-team/ui/strings.ts': sitUiStrings,
  'games/stiche-im-team/ui/revokeStrings.ts': sitRevokeStrings,
  'games/sticht-oder-nicht/strings.ts': sonStrings,
  'games/sticht-oder-nicht/ui/strings.ts': sonUiStrings,
  'games/sticht-oder-nicht/ui/revokeStrings.ts': sonRevokeStrings,
}

/** One key as it stands in one file, in both languages. */
export interface Entry {
  file: string
  key: string
  en: string
  de: string
}

/** Every (key, words) pair of every dictionary; a key defined in two files is listed twice. */
export const entries = (dictionaries = DICTIONARIES): Entry[] =>
  Object.entries(dictionaries).flatMap(([file, strings]) =>
    Object.entries(strings.en).map(([key, english]) => ({
      file,
      key,
      en: english,
      de: strings.de[key] ?? '',
    })),
  )

/** The key `tn` is called with: `x.one` and `x.other` are two forms of the one key `x`. */
const baseKey = (key: string): string => key.replace(/\.(one|other)$/, '')

/** The English texts that stand under more than one key, each with those keys (sorted). */
export function sharedTexts(list: readonly Entry[]): Map<string, string[]> {
  const byText = new Map<string, Set<string>>()
  for (const { en, key } of list) byText.set(en, (byText.get(en) ?? new Set()).add(baseKey(key)))
  const shared = new Map<string, string[]>()
  for (const [text, keys] of byText) if (keys.size > 1) shared.set(text, [...keys].sort())
  return shared
}
