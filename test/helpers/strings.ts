import { expect } from 'vitest'
import { trickStrings } from '../../src/games/cards/trickStrings'

type Words = { en: Record<string, string>; de: Record<string, string> }

/** A game's words with those every card game shares (games/cards/trickStrings.ts), as its chunk has them. */
export const withTrickWords = (strings: Words): Words => ({
  en: { ...trickStrings.en, ...strings.en },
  de: { ...trickStrings.de, ...strings.de },
})

/** The `{name}` placeholders of a template, each once, sorted. */
export const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''))].sort()

/**
 * Checks one set of words in both languages: the same keys, nothing empty, and the same
 * placeholders, so a German screen never shows a raw `{n}` or loses a number the English one has.
 */
export function expectBothLanguages(
  name: string,
  strings: { en: Record<string, string>; de: Record<string, string> },
): void {
  expect(Object.keys(strings.de).sort(), `${name}: German keys`).toEqual(
    Object.keys(strings.en).sort(),
  )
  for (const [key, english] of Object.entries(strings.en)) {
    const german = strings.de[key] ?? ''
    expect(english.trim(), `${name}: en ${key}`).not.toBe('')
    expect(german.trim(), `${name}: de ${key}`).not.toBe('')
    expect(placeholders(german), `${name}: placeholders of ${key}`).toEqual(placeholders(english))
  }
}
