import { expect } from 'vitest'

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
