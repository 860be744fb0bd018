import { signal } from '@preact/signals'
import { format, type Params, type Reason } from '../core/reason'
import { storageStrings } from '../storage/strings'
import { de } from './de'
import { en } from './en'

export type Lang = 'de' | 'en'
export const LANGS: readonly Lang[] = ['de', 'en']

/** A game's or screen's strings: the English set defines the keys, German must have them all. */
export interface Strings<K extends string = string> {
  en: Record<K, string>
  de: Record<K, string>
}

// Storage speaks at start-up (private mode, a failed save), so its words load with the shell.
const dictionaries: Record<Lang, Record<string, string>> = {
  de: { ...de, ...storageStrings.de },
  en: { ...en, ...storageStrings.en },
}

export function browserLang(languages: readonly string[]): Lang {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0]
    if (base === 'de' || base === 'en') return base
  }
  return 'en'
}

export const lang = signal<Lang>(
  browserLang(typeof navigator === 'undefined' ? [] : navigator.languages),
)

/** One table from several, for a chunk that brings words from more than one file. */
export function mergeStrings(...sets: Strings[]): Strings {
  return {
    en: Object.assign({}, ...sets.map((s) => s.en)),
    de: Object.assign({}, ...sets.map((s) => s.de)),
  }
}

/** Lazy chunks bring their own strings and add them here when they load. */
export function addStrings(strings: Strings): void {
  Object.assign(dictionaries.de, strings.de)
  Object.assign(dictionaries.en, strings.en)
}

/** Reading `lang.value` here makes every component that calls `t` re-render on a switch. */
export function t(key: string, params?: Params): string {
  const template = dictionaries[lang.value][key] ?? dictionaries.en[key]
  if (template === undefined) {
    if (import.meta.env.DEV) console.warn(`Missing string: ${key}`)
    return key
  }
  return format(template, params)
}

const plurals = new Map<Lang, Intl.PluralRules>()
/** The language's own plural rule ('one' or 'other' in German and English). */
function plural(n: number): string {
  let rules = plurals.get(lang.value)
  if (!rules) {
    rules = new Intl.PluralRules(lang.value)
    plurals.set(lang.value, rules)
  }
  return rules.select(n) === 'one' ? 'one' : 'other'
}

/** Picks `key.one` or `key.other` by `n` (Intl.PluralRules) and passes `n` along. */
export function tn(key: string, n: number, params?: Params): string {
  return t(`${key}.${plural(n)}`, { n, ...params })
}

export const say = (reason: Reason): string => t(reason.key, reason.params)
