// A text shared by games is one key (#24): the same English words meaning the same thing stand
// under one key, in the place every screen or game that says them can load, so that a German
// fix lands everywhere at once. Shell words live in src/i18n, a score's words in
// src/ui/scoreStrings.ts, what every card game says in src/games/cards/trickStrings.ts.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { GAME_WORDS } from '../../src/games'
import { DICTIONARIES, entries, sharedTexts } from '../helpers/dictionaries'

/** Texts that stand under more than one key on purpose, the keys sorted, each with why. */
const ALLOWED: readonly { keys: readonly string[]; why: string }[] = [
  {
    keys: ['gate.handTo', 'gate.passTo'],
    why: 'German hands the phone on ("weiter") to the next player, but not at the first hand-over',
  },
  {
    keys: ['gate.passed', 'sfs.ui.done'],
    why: 'German: the hand-over is "Erledigt" (done with), reading one’s search result "Fertig"',
  },
  {
    keys: ['cards.ui.mode.cards', 'sit.ui.cardsCol'],
    why: 'a way to enter a trick (by its cards), beside a column of how many cards a round deals',
  },
  {
    keys: ['cards.ui.tricks', 'ls.ui.mode.tricks'],
    why: 'a column of tricks taken, beside a way to enter a hand (trick by trick)',
  },
  {
    keys: ['sfs.pick.number', 'sit.ui.bid'],
    why: 'the number printed on a card, beside the number of tricks a player bids',
  },
  {
    keys: ['son.short.trump', 'son.special.trump'],
    why: 'a special card in short (son.short.<kind>) and in full (son.special.<kind>); this one reads the same',
  },
  {
    keys: ['son.short.perCard', 'son.special.perCard'],
    why: 'a special card in short (son.short.<kind>) and in full (son.special.<kind>); this one reads the same',
  },
]

// The words each game declares in its game.ts (its name, its figures' labels) count too: the
// registry joins them into the dictionaries under game.<id>.*.
const checked = [...entries(), ...entries({ 'games/*/game.ts': GAME_WORDS })]
const shared = sharedTexts(checked)
const allowed = new Set(ALLOWED.map((a) => a.keys.join(' ')))

const src = join(import.meta.dirname, '../../src')

/** The files under src that hold a dictionary: an English table `en` of words. */
function dictionaryFiles(dir = src): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return dictionaryFiles(path)
    const holds =
      /\.ts$/.test(entry.name) && /^(export )?const en\b/m.test(readFileSync(path, 'utf8'))
    return holds ? [relative(src, path)] : []
  })
}

describe('one key per text', () => {
  it('looks at every dictionary in src', () => {
    expect(dictionaryFiles().sort()).toEqual(Object.keys(DICTIONARIES).sort())
  })

  it('says each English text under one key, but for the texts allowed twice', () => {
    const unexplained = [...shared]
      .filter(([, keys]) => !allowed.has(keys.join(' ')))
      .map(([text, keys]) => `"${text}": ${keys.join(', ')}`)
    expect(unexplained).toEqual([])
  })

  it('allows only texts that are still under two keys', () => {
    const now = new Set([...shared.values()].map((keys) => keys.join(' ')))
    expect(ALLOWED.filter((a) => !now.has(a.keys.join(' ')))).toEqual([])
  })

  it('defines each key in one file only, so that no chunk overwrites another’s words', () => {
    const files = new Map<string, string[]>()
    for (const { key, file } of entries()) files.set(key, [...(files.get(key) ?? []), file])
    expect([...files].filter(([, where]) => where.length > 1)).toEqual([])
  })
})
