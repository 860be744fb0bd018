import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { render, screen } from '@testing-library/preact'
import { h } from 'preact'
import { afterEach, describe, expect, it } from 'vitest'
import { historyStrings } from '../../src/app/historyStrings'
import { resultStrings } from '../../src/app/resultStrings'
import { tableStrings } from '../../src/app/tableStrings'
import { format } from '../../src/core/reason'
import { GAMES, loadGame } from '../../src/games'
import { addStrings, browserLang, lang, type Strings, t, tn } from '../../src/i18n'
import { de } from '../../src/i18n/de'
import { en } from '../../src/i18n/en'
import { storageStrings } from '../../src/storage/strings'
import { DICTIONARIES } from '../helpers/dictionaries'
import { expectBothLanguages } from '../helpers/strings'

afterEach(() => {
  lang.value = 'en'
})

// Every dictionary in src (test/helpers/dictionaries.ts): the shell's, the screens', each game's.
describe('every set of words exists in German and English with the same placeholders', () => {
  it.each(Object.entries(DICTIONARIES))('%s', (name, strings) => expectBothLanguages(name, strings))
})

/** Every .ts/.tsx file under src. */
function sources(dir = join(import.meta.dirname, '../../src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Literal keys only: t('…'), tn('…') and the reasons the code returns. */
function usedKeys(files: readonly string[]): Set<string> {
  const used = new Set<string>()
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    for (const m of text.matchAll(/\bt\(\s*'([\w.-]+)'/g)) used.add(m[1] ?? '')
    for (const m of text.matchAll(/\btn\(\s*'([\w.-]+)'/g)) {
      used.add(`${m[1]}.one`)
      used.add(`${m[1]}.other`)
    }
    for (const m of text.matchAll(/(?:key: |reject\(|fail\()'([\w-]+\.[\w.-]+)'/g)) {
      used.add(m[1] ?? '')
    }
  }
  return used
}

const keysOf = (sets: readonly Strings[], lang: 'en' | 'de') =>
  new Set(sets.flatMap((s) => Object.keys(s[lang])))

describe('every message key written in the code', () => {
  it('has words in both languages once the games are loaded', async () => {
    const sets: Strings[] = [
      { en, de },
      storageStrings,
      resultStrings,
      tableStrings,
      historyStrings,
    ]
    for (const game of GAMES) if (game.load) sets.push((await loadGame(game.id)).strings)
    const used = usedKeys(sources())
    expect(used.size).toBeGreaterThan(100)
    expect([...used].filter((key) => !keysOf(sets, 'en').has(key))).toEqual([])
    expect([...used].filter((key) => !keysOf(sets, 'de').has(key))).toEqual([])
  })

  // A game's words come with its chunk: a key its code says must be there or in the shell's (or,
  // at a table of phones, the table's), not only in another game's chunk that may be loaded.
  it.each(GAMES.filter((game) => game.load).map((game) => game.id))(
    'has the words %s says in its own chunk',
    async (id) => {
      const sets: Strings[] = [
        { en, de },
        storageStrings,
        tableStrings,
        (await loadGame(id)).strings,
      ]
      const used = usedKeys(sources(join(import.meta.dirname, '../../src/games', id)))
      expect(used.size).toBeGreaterThan(20)
      expect([...used].filter((key) => !keysOf(sets, 'en').has(key))).toEqual([])
      expect([...used].filter((key) => !keysOf(sets, 'de').has(key))).toEqual([])
    },
  )
})

describe('browserLang', () => {
  it('picks German for any German locale', () => {
    expect(browserLang(['de-AT'])).toBe('de')
    expect(browserLang(['DE-ch', 'en-GB'])).toBe('de')
  })

  it('picks English for a language the app does not speak', () => {
    expect(browserLang(['fr-FR'])).toBe('en')
  })

  it('takes the first language the app speaks', () => {
    expect(browserLang(['fr-FR', 'de-DE', 'en-US'])).toBe('de')
    expect(browserLang(['fr-FR', 'en-US', 'de-DE'])).toBe('en')
  })

  it('falls back to English when the browser says nothing', () => {
    expect(browserLang([])).toBe('en')
  })
})

describe('t', () => {
  it('switches language when lang changes', () => {
    expect(t('home.new')).toBe('New match')
    lang.value = 'de'
    expect(t('home.new')).toBe('Neue Partie')
    lang.value = 'en'
    expect(t('home.new')).toBe('New match')
  })

  it('fills placeholders', () => {
    expect(t('players.count', { min: 3, max: 4, n: 2 })).toBe(
      'This game needs 3 to 4 players, not 2.',
    )
  })

  it('re-renders a component that uses it when the language changes', async () => {
    render(h(() => h('p', null, t('home.settings')), null))
    expect(screen.getByText('Settings')).toBeTruthy()
    lang.value = 'de'
    expect(await screen.findByText('Einstellungen')).toBeTruthy()
  })

  it('falls back to English for a key German lacks, and shows an unknown key as itself', () => {
    addStrings({ en: { 'test.onlyEnglish': 'Only English' }, de: {} })
    lang.value = 'de'
    expect(t('test.onlyEnglish')).toBe('Only English')
    expect(t('test.noSuchKey')).toBe('test.noSuchKey')
  })
})

describe('tn', () => {
  it('picks .one for 1 and .other for everything else, passing n along', () => {
    addStrings({
      en: { 'test.counter.one': '{n} counter for {player}', 'test.counter.other': '{n} counters' },
      de: { 'test.counter.one': '{n} Chip für {player}', 'test.counter.other': '{n} Chips' },
    })
    expect(tn('test.counter', 1, { player: 'Anna' })).toBe('1 counter for Anna')
    expect(tn('test.counter', 0)).toBe('0 counters')
    expect(tn('test.counter', 2)).toBe('2 counters')
    lang.value = 'de'
    expect(tn('test.counter', 1, { player: 'Anna' })).toBe('1 Chip für Anna')
    expect(tn('test.counter', 5)).toBe('5 Chips')
  })
})

describe('format', () => {
  it('fills known placeholders and leaves unknown ones as they are', () => {
    expect(format('{player} pays {n} into {pot}', { player: 'Anna', n: 1 })).toBe(
      'Anna pays 1 into {pot}',
    )
  })

  it('returns the template unchanged without params', () => {
    expect(format('Take {n}')).toBe('Take {n}')
  })

  it('fills 0 and empty strings, which are values too', () => {
    expect(format('{n}|{name}|', { n: 0, name: '' })).toBe('0||')
  })
})
