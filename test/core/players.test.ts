import { describe, expect, it } from 'vitest'
import {
  checkName,
  checkPlayers,
  MAX_NAME,
  nameKey,
  tidyName,
  visiblePart,
} from '../../src/core/players'
import { format, type Reason } from '../../src/core/reason'
import { de } from '../../src/i18n/de'
import { en, type ShellKey } from '../../src/i18n/en'

/** The English message a player sees; German has the key and every placeholder filled too. */
function message(reason: Reason | null): string {
  if (!reason) throw new Error('expected a problem')
  const key = reason.key as ShellKey
  expect(en[key], key).toBeTypeOf('string')
  expect(de[key], key).toBeTypeOf('string')
  expect(format(de[key], reason.params), key).not.toMatch(/\{\w+\}/)
  return format(en[key], reason.params)
}

describe('checkPlayers', () => {
  it('accepts a full table of different names', () => {
    expect(checkPlayers(['Anna', 'Ben', 'Cem'], 3, 4)).toBeNull()
    expect(checkPlayers(['Anna', 'Ben', 'Cem', 'Dora'], 3, 4)).toBeNull()
  })

  it('refuses too few and too many players', () => {
    const two = checkPlayers(['Anna', 'Ben'], 3, 4)
    expect(two).toEqual({ key: 'players.count', params: { min: 3, max: 4, n: 2 } })
    expect(message(two)).toBe('This game needs 3 to 4 players, not 2.')
    const five = checkPlayers(['A', 'B', 'C', 'D', 'E'], 3, 4)
    expect(message(five)).toBe('This game needs 3 to 4 players, not 5.')
  })

  it('checks the count before the names', () => {
    expect(checkPlayers(['', ''], 3, 4)?.key).toBe('players.count')
  })

  it('names the seat that has no name, counting from 1', () => {
    const blank = checkPlayers(['Anna', '   ', 'Cem'], 3, 4)
    expect(blank).toEqual({ key: 'players.empty', params: { seat: 2 } })
    expect(message(blank)).toBe('Player 2 has no name yet.')
    expect(message(checkPlayers(['', 'Ben', 'Cem'], 3, 4))).toBe('Player 1 has no name yet.')
  })

  it('refuses a name longer than the limit, counted after tidying', () => {
    const long = 'A'.repeat(MAX_NAME + 1)
    const refused = checkPlayers(['Anna', 'Ben', long], 3, 4)
    expect(refused).toEqual({ key: 'players.tooLong', params: { seat: 3, max: MAX_NAME } })
    expect(message(refused)).toBe('The name of player 3 is too long (at most 24 characters).')
    expect(checkPlayers(['Anna', 'Ben', 'C'.repeat(MAX_NAME)], 3, 4)).toBeNull()
    expect(checkPlayers(['Anna', 'Ben', `  ${'C'.repeat(MAX_NAME)}  `], 3, 4)).toBeNull()
  })

  it('refuses the same name twice, ignoring case and surrounding spaces', () => {
    const twice = checkPlayers(['Anna', 'Ben', ' ANNA '], 3, 4)
    expect(twice).toEqual({ key: 'players.duplicate', params: { name: 'ANNA' } })
    expect(message(twice)).toBe('“ANNA” is at the table twice. Give each player a different name.')
    expect(checkPlayers(['Anna  Lena', 'Ben', 'anna lena'], 3, 4)?.key).toBe('players.duplicate')
    expect(checkPlayers(['Jörg', 'JÖRG', 'Cem'], 3, 4)?.key).toBe('players.duplicate')
  })

  it('has English and German words for every problem it reports', () => {
    for (const key of ['players.count', 'players.empty', 'players.tooLong', 'players.duplicate']) {
      expect(en[key as ShellKey], key).toBeTruthy()
      expect(de[key as ShellKey], key).toBeTruthy()
      expect(de[key as ShellKey]).not.toBe(en[key as ShellKey])
    }
  })
})

describe('tidyName', () => {
  it('trims and collapses inner runs of white space', () => {
    expect(tidyName('  Anna   Lena ')).toBe('Anna Lena')
    expect(tidyName('\tBen\n')).toBe('Ben')
    expect(tidyName('   ')).toBe('')
    expect(tidyName('Cem')).toBe('Cem')
  })
})

describe('names of only invisible characters', () => {
  const INVISIBLE = [
    ['zero-width space', '\u200B'],
    ['zero-width non-joiner and joiner', '\u200C\u200D'],
    ['word joiner', '\u2060'],
    ['soft hyphen', '\u00AD'],
    ['left-to-right and right-to-left marks', '\u200E\u200F'],
    ['bidi embeddings and override', '\u202A\u202B\u202C\u202D\u202E'],
    ['bidi isolates', '\u2066\u2067\u2068\u2069'],
    ['Arabic letter mark', '\u061C'],
    ['Hangul filler', '\u3164'],
    ['a mix with spaces', ' \u200B \u2060 '],
  ]

  it.each(INVISIBLE)('refuses a name of %s, naming the seat', (_, name) => {
    const refused = checkPlayers(['Anna', name, 'Cem'], 3, 4)
    expect(refused).toEqual({ key: 'players.invisible', params: { seat: 2 } })
    expect(message(refused)).toBe(
      'The name of player 2 has no visible character (only spaces or invisible marks).',
    )
    expect(checkName(name, 2)).toEqual(refused)
  })

  it('keeps a name that has visible characters besides invisible ones', () => {
    expect(checkName('Anna\u200B', 1)).toBeNull()
    expect(checkName('👩\u200D💻', 1)).toBeNull()
    expect(visiblePart('A\u200Bn\u00ADn\u202Ea')).toBe('Anna')
  })

  it('counts names as the same ignoring case and invisible characters', () => {
    expect(nameKey('  ANNA ')).toBe(nameKey('anna'))
    expect(nameKey('An\u200Bna')).toBe(nameKey('Anna'))
    const refused = checkPlayers(['Anna', 'Ben', 'An\u2060na'], 3, 4)
    expect(refused).toEqual({ key: 'players.duplicate', params: { name: 'An\u2060na' } })
    expect(checkPlayers(['Anna', 'anna', 'ANNA'], 3, 4)?.key).toBe('players.duplicate')
  })
})

describe('names with a bidi control character', () => {
  const CONTROLS = [
    ['left-to-right embedding', '\u202A'],
    ['right-to-left embedding', '\u202B'],
    ['pop directional formatting', '\u202C'],
    ['left-to-right override', '\u202D'],
    ['right-to-left override', '\u202E'],
    ['left-to-right isolate', '\u2066'],
    ['right-to-left isolate', '\u2067'],
    ['first strong isolate', '\u2068'],
    ['pop directional isolate', '\u2069'],
  ]

  it.each(CONTROLS)('refuses a name with a %s in it, naming the seat', (_, control) => {
    for (const name of [`Ben${control}`, `${control}Ben`, `Be${control}n`]) {
      const refused = checkPlayers(['Anna', name, 'Cem'], 3, 4)
      expect(refused).toEqual({ key: 'players.bidi', params: { seat: 2 } })
      expect(checkName(name, 2)).toEqual(refused)
    }
  })

  it('refuses the attack from issue #23: an override that turns what follows around', () => {
    const name = 'Cora\u202Egnp.exe'
    expect(checkPlayers(['Anna', 'Ben', name], 3, 4)).toEqual({
      key: 'players.bidi',
      params: { seat: 3 },
    })
  })

  it('says so in English and in German', () => {
    const refused = checkName('Ben\u202E', 2)
    expect(message(refused)).toBe(
      'The name of player 2 contains a hidden text-direction character, which can scramble the ' +
        'text shown after it. Type the name again without it.',
    )
    expect(format(de['players.bidi'], refused?.params)).toBe(
      'Der Name von Spieler 2 enthält ein verstecktes Zeichen für die Schreibrichtung, das den ' +
        'Text danach durcheinanderbringen kann. Gib den Namen ohne dieses Zeichen neu ein.',
    )
  })

  it('still calls a name of nothing but such controls invisible', () => {
    expect(checkName('\u202E\u2066', 1)).toEqual({ key: 'players.invisible', params: { seat: 1 } })
  })

  it('keeps names in right-to-left scripts and with the plain direction marks', () => {
    expect(checkName('שרה', 1)).toBeNull()
    expect(checkName('ليلى', 1)).toBeNull()
    expect(checkName('Anna\u200E', 1)).toBeNull()
    expect(checkName('שרה\u200F', 1)).toBeNull()
    expect(checkName('ليلى\u061C', 1)).toBeNull()
  })
})
