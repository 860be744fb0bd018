// Thousands of broken, hostile and oversized import files against the app's real import path
// (src/app/backup.ts importText: openStore + importFile + the games' validator): none may throw,
// each is refused with a reason the player can read in English and German, and the stored data
// stays exactly as it was. A valid file still imports afterwards.
import fc from 'fast-check'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Match } from '../../src/core/match'
import type { Reason } from '../../src/core/reason'
import { tooDeepAt } from '../../src/storage/file'
import { freshDevice } from '../helpers/device'

type ImportResult = { ok: true; added: number } | { ok: false; reason: Reason }
const NONE = { ok: true, added: 0, updated: 0, unchanged: 0, copied: 0, replaced: 0 }

interface Device {
  importText: (text: string) => Promise<ImportResult>
  /** The stored data as export text, without the export time. */
  snapshot: () => Promise<string>
  /** English and German words of the reason; throws when either is missing. */
  words: (reason: Reason) => [string, string]
}

let device: Device

async function newDevice(): Promise<Device> {
  freshDevice()
  const { importText } = await import('../../src/app/backup')
  const { storeReady } = await import('../../src/app/storage')
  const i18n = await import('../../src/i18n')
  const { de } = await import('../../src/i18n/de')
  const { storageStrings } = await import('../../src/storage/strings')
  const { GAME_IDS, loadGame } = await import('../../src/games')
  const games = await Promise.all(GAME_IDS.map((id) => loadGame(id)))
  // German must have the key itself: t() falls back to English, which would hide a gap.
  const german = new Set([
    ...Object.keys(de),
    ...Object.keys(storageStrings.de),
    ...games.flatMap((g) => Object.keys(g.strings.de)),
  ])
  const store = await storeReady()
  return {
    importText: (text) => importText(text) as Promise<ImportResult>,
    snapshot: async () => JSON.stringify({ ...(await store.exportAll(0)), exportedAt: 0 }),
    words: (reason) => {
      const said = (lang: 'en' | 'de') => {
        i18n.lang.value = lang
        return i18n.say(reason)
      }
      const [en, deText] = [said('en'), said('de')]
      i18n.lang.value = 'en'
      if (en === reason.key || deText === reason.key || !german.has(reason.key)) {
        throw new Error(`no words for ${reason.key}: ${JSON.stringify(reason)}`)
      }
      if (/\{\w+\}/.test(en) || /\{\w+\}/.test(deText)) {
        throw new Error(`unfilled placeholder for ${JSON.stringify(reason)}: ${en} / ${deText}`)
      }
      return [en, deText]
    },
  }
}

// ---- A valid export, one match of every game, played by the rules ----------------------------

const match = (id: string, setup: Match['setup'], events: unknown[], redo: unknown[] = []) => ({
  id,
  setup,
  events,
  redo,
  createdAt: 1000,
  updatedAt: 2000,
  finished: false,
})

const VALID = {
  app: 'stichblock',
  schema: 1,
  exportedAt: 9000,
  matches: [
    match(
      'ls-1',
      { game: 'letzter-stich', players: ['Anna', 'Ben', 'Cem'], options: {}, firstDealer: 0 },
      [
        { t: 'quick', lastTrick: 0, sweep: false },
        { t: 'counts', tricksWon: [3, 3, 2], lastTrick: 2 },
        { t: 'trick', winner: 1 },
      ],
      [{ t: 'trick', winner: 2 }],
    ),
    match(
      'sfs-1',
      { game: 'stich-fuer-stich', players: ['Anna', 'Ben', 'Cem'], options: {}, firstDealer: 1 },
      [
        { t: 'secret', culprit: 'gardener', weapon: 'ax' },
        { t: 'trick', winner: 0 },
        { t: 'search', solved: [] },
      ],
    ),
    match(
      'sit-1',
      {
        game: 'stiche-im-team',
        players: ['Anna', 'Ben', 'Cem', 'Dora'],
        options: { lives: 3 },
        firstDealer: 0,
      },
      [
        { t: 'trump', suit: 'hearts' },
        { t: 'bids', bids: [null, 1, 0, 0] },
        { t: 'trick', winner: 1 },
      ],
    ),
    match(
      'son-1',
      {
        game: 'sticht-oder-nicht',
        players: ['Anna', 'Ben', 'Cem', 'Dora'],
        options: { rounds: 1 },
        firstDealer: 0,
      },
      [
        {
          t: 'specials',
          cards: [
            { kind: 'trump', animal: 'wasp' },
            { kind: 'tricks', which: 'most', points: 5 },
          ],
        },
        { t: 'trick', winner: 3, plusminus: { seat: 1, sign: 2 } },
        { t: 'trick', winner: 0 },
      ],
    ),
  ],
  names: ['Anna', 'Ben', 'Cem', 'Dora'],
}
const VALID_TEXT = JSON.stringify(VALID)

/** A second valid file: new ids, so importing it changes what is stored. */
const LATER_TEXT = JSON.stringify({
  ...VALID,
  matches: VALID.matches.map((m) => ({ ...m, id: `${m.id}-later` })),
  names: ['Eva'],
})

// ---- The check every attempt goes through -------------------------------------------------

interface Tally {
  /** The stored data a refused file must leave as it is. */
  baseline: string
  refused: number
  accepted: string[]
  keys: Set<string>
}

/**
 * Imports `text`; nothing may throw. Refused: words in both languages, and the data untouched.
 * Accepted (only where `mayAccept`): the data may change only as an import of new or newer matches.
 */
async function attempt(
  text: string,
  tally: Tally,
  label: string,
  mayAccept = false,
): Promise<void> {
  let result: ImportResult
  try {
    result = await device.importText(text)
  } catch (error) {
    throw new Error(`${label}: import threw ${String(error)} for ${text.slice(0, 200)}`)
  }
  expect(Object.prototype).not.toHaveProperty('polluted')
  if (result.ok) {
    if (!mayAccept) throw new Error(`${label}: accepted ${text.slice(0, 300)}`)
    tally.accepted.push(label)
    tally.baseline = await device.snapshot()
    return
  }
  tally.refused++
  tally.keys.add(result.reason.key)
  device.words(result.reason)
  const after = await device.snapshot()
  if (after !== tally.baseline) throw new Error(`${label}: a refused file changed the data`)
}

const newTally = async (): Promise<Tally> => ({
  baseline: await device.snapshot(),
  refused: 0,
  accepted: [],
  keys: new Set(),
})

beforeEach(async () => {
  device = await newDevice()
  const seeded = await device.importText(VALID_TEXT)
  expect(seeded).toEqual({ ...NONE, added: 4 })
})

// ---- Generators ---------------------------------------------------------------------------

/** Every path into a JSON value, with the value found there. */
function paths(value: unknown, at: (string | number)[] = []): [(string | number)[], unknown][] {
  const here: [(string | number)[], unknown][] = [[at, value]]
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => paths(v, [...at, i]))]
  if (typeof value === 'object' && value !== null) {
    return [...here, ...Object.entries(value).flatMap(([k, v]) => paths(v, [...at, k]))]
  }
  return here
}

function setAt(root: unknown, at: readonly (string | number)[], value: unknown): unknown {
  const copy = structuredClone(root)
  if (at.length === 0) return value
  let node = copy as Record<string | number, unknown>
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  node[at.at(-1) as string | number] = value
  return copy
}

const kindOf = (x: unknown) => (Array.isArray(x) ? 'array' : x === null ? 'null' : typeof x)
const SAMPLES: unknown[] = [null, 0, -1, 1.5, 1e308, '', 'x', true, false, [], {}, [null], { a: 1 }]
/** Values of another JSON kind than `x`. */
const wrongFor = (x: unknown) => SAMPLES.filter((s) => kindOf(s) !== kindOf(x))

/** Under these paths the storage schema takes anything and the game decides. */
const inGameHands = (at: readonly (string | number)[]) =>
  at.includes('options') || (at.length > 4 && (at[2] === 'events' || at[2] === 'redo'))

describe('import of broken files', () => {
  it('refuses random JSON values and random text', async () => {
    const tally = await newTally()
    const texts = fc.sample(
      fc.oneof(
        fc.jsonValue().map((v) => JSON.stringify(v) ?? 'null'),
        fc.string({ maxLength: 200 }),
        fc.string({ unit: 'binary', maxLength: 200 }),
        fc
          .dictionary(fc.string(), fc.jsonValue({ maxDepth: 3 }))
          .map((d) => JSON.stringify({ app: 'stichblock', schema: 1, ...d })),
        fc.record({
          app: fc.constantFrom('stichblock', 'other', 1, null),
          schema: fc.oneof(fc.integer({ min: -3, max: 4 }), fc.double(), fc.string()),
          exportedAt: fc.oneof(fc.double(), fc.string()),
          matches: fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 3 }),
          names: fc.jsonValue({ maxDepth: 2 }),
        }),
      ),
      600,
    )
    for (const [i, t] of texts.entries()) {
      const text = typeof t === 'string' ? t : JSON.stringify(t)
      await attempt(text, tally, `random #${i}`)
    }
    expect(tally.refused).toBe(texts.length)
  })

  it('refuses truncated and bit-flipped exports', async () => {
    const tally = await newTally()
    const cuts = fc.sample(fc.integer({ min: 0, max: VALID_TEXT.length - 1 }), 300)
    for (const cut of cuts) await attempt(VALID_TEXT.slice(0, cut), tally, `cut ${cut}`)
    const flips = fc.sample(
      fc.tuple(fc.nat(VALID_TEXT.length - 1), fc.integer({ min: 0, max: 6 })),
      600,
    )
    for (const [at, bit] of flips) {
      const code = VALID_TEXT.charCodeAt(at) ^ (1 << bit)
      const text = VALID_TEXT.slice(0, at) + String.fromCharCode(code) + VALID_TEXT.slice(at + 1)
      // A flip inside a name or a number may still make a valid, different file.
      await attempt(text, tally, `flip ${at}:${bit}`, true)
    }
    expect(tally.refused).toBeGreaterThan(cuts.length + flips.length / 2)
  })

  it('refuses a wrong type at every path of a valid export, one at a time', async () => {
    const tally = await newTally()
    const { baseline } = tally
    let tried = 0
    for (const [at, value] of paths(VALID)) {
      if (at.length === 0) continue
      for (const wrong of wrongFor(value)) {
        tried++
        // The game checks options and events itself; some games ignore options they lack.
        // Same ids and times, so an accepted file never counts as newer: nothing may change.
        await attempt(JSON.stringify(setAt(VALID, at, wrong)), tally, at.join('.'), true)
        if (tally.accepted.at(-1) === at.join('.')) {
          expect(inGameHands(at), `accepted ${at.join('.')} = ${JSON.stringify(wrong)}`).toBe(true)
          expect(await device.snapshot()).toBe(baseline)
        }
      }
    }
    expect(tried).toBeGreaterThan(500)
    expect(tally.refused).toBeGreaterThan(tried * 0.8)
  })

  it('refuses valid shapes with entries that break the rules', async () => {
    const tally = await newTally()
    const bad: unknown[] = [
      null,
      7,
      'trick',
      [],
      {},
      { t: 'trick', winner: 9 },
      { t: 'trick', winner: -1 },
      { t: 'trick', winner: 1.5 },
      { t: 'trick', winner: '0' },
      { t: 'counts', tricksWon: [9, 0, 0], lastTrick: 0 },
      { t: 'specials', cards: [] },
      { t: 'secret', culprit: 'butler', weapon: 'ax' },
      { t: 'bids', bids: [1, 1, 1, 1] },
      { t: 'score', input: { animalCounts: [[1e9]] } },
      { t: 'trick', winner: 4, played: [{ suit: 'hearts', rank: 99 }] },
      { t: 'trick', winner: 4, played: Array.from({ length: 50 }, () => ({})) },
    ]
    const texts: [string, string][] = []
    for (const [m, game] of VALID.matches.entries()) {
      for (const [b, event] of bad.entries()) {
        for (const where of ['events', 'redo'] as const) {
          for (const at of [0, game[where].length]) {
            const list = [...game[where]]
            list.splice(at, 0, event)
            const file = setAt(VALID, ['matches', m, where], list)
            texts.push([JSON.stringify(file), `${game.id} ${where}@${at} bad #${b}`])
          }
        }
      }
      // Too many or too few players for the game; a dealer who is not at the table.
      const players = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].slice(0, m % 2 === 0 ? 2 : 8)
      texts.push([JSON.stringify(setAt(VALID, ['matches', m, 'setup', 'players'], players)), 'n'])
      texts.push([JSON.stringify(setAt(VALID, ['matches', m, 'setup', 'firstDealer'], 7)), 'd'])
      texts.push([JSON.stringify(setAt(VALID, ['matches', m, 'setup', 'game'], 'skat')), 'g'])
    }
    // A game that cannot be created: options the rules refuse to start with.
    texts.push([
      JSON.stringify(setAt(VALID, ['matches', 2, 'setup', 'options'], { lives: 9 })),
      'sit lives',
    ])
    texts.push([JSON.stringify(setAt(VALID, ['matches', 3, 'setup', 'options'], 5)), 'son opts'])
    for (const [text, label] of texts) await attempt(text, tally, label)
    expect(tally.refused).toBe(texts.length)
  })

  it('refuses a Sticht oder nicht match the cards disprove: counts, one pile twice (#13)', async () => {
    const tally = await newTally()
    const son = VALID.matches[3] as ReturnType<typeof match>
    const round = (counts: number[]) => [
      {
        t: 'specials',
        cards: [
          { kind: 'perCard', animal: 'wasp' },
          { kind: 'trump', animal: 'scorpion' },
        ],
      },
      ...[0, 0, 0, 0, 1, 1, 1, 2, 2, 3].map((winner) => ({ t: 'trick', winner })),
      { t: 'score', input: { animalCounts: [counts, null] } },
    ]
    const bad: [string, unknown[]][] = [
      // At four all 10 wasps are played: 1/0/0/0 cannot be, nor 11.
      ['wasps 1/0/0/0', round([1, 0, 0, 0])],
      ['wasps 4/4/2/1', round([4, 4, 2, 1])],
      // One card of each pile is revealed: never two pink ones.
      [
        'two pink cards',
        [
          {
            t: 'specials',
            cards: [
              { kind: 'tricks', which: 'most', points: 5 },
              { kind: 'tricks', which: 'fewest', points: -5 },
            ],
          },
        ],
      ],
    ]
    for (const [label, events] of bad) {
      const file = { ...VALID, matches: [{ ...son, id: 'son-cards', events }] }
      await attempt(JSON.stringify(file), tally, label)
    }
    expect(tally.refused).toBe(bad.length)
    // The same round with counts that add up is taken.
    const fine = { ...VALID, matches: [{ ...son, id: 'son-cards', events: round([4, 3, 2, 1]) }] }
    await attempt(JSON.stringify(fine), tally, 'wasps 4/3/2/1', true)
    expect(tally.accepted).toEqual(['wasps 4/3/2/1'])
  })

  it('refuses duplicate ids and prototype-pollution keys without polluting anything', async () => {
    const tally = await newTally()
    const { baseline } = tally
    const [first, second] = VALID.matches as [Match, Match]
    const twice = { ...VALID, matches: [first, { ...second, id: first.id }] }
    await attempt(JSON.stringify(twice), tally, 'same id twice')
    const same = { ...VALID, matches: [first, first] }
    await attempt(JSON.stringify(same), tally, 'same match twice')
    expect(tally.refused).toBe(2)

    // JSON.parse makes "__proto__" an own key; nothing may turn it into a prototype.
    const evil = '{"polluted":true,"app":"x","schema":1}'
    const injected = [
      VALID_TEXT.replace('{"app"', `{"__proto__":${evil},"app"`),
      VALID_TEXT.replace('{"app"', `{"constructor":{"prototype":${evil}},"app"`),
      VALID_TEXT.replace('"setup":{', `"setup":{"__proto__":${evil},`),
      VALID_TEXT.replace('"options":{}', `"options":{"__proto__":${evil}}`),
      VALID_TEXT.replace('{"t":"quick"', `{"__proto__":${evil},"t":"quick"`),
      VALID_TEXT.replace('"names":[', `"names":{"__proto__":[],"length":1,"0":"x"},"n":[`),
      VALID_TEXT.replace('"matches":[', '"matches":{"__proto__":[]},"m":['),
      JSON.stringify({ __proto__: null, ...VALID }),
      `{"__proto__":{"app":"stichblock","schema":1,"exportedAt":1,"matches":[],"names":[]}}`,
      `{"constructor":"stichblock","app":"stichblock","schema":1,"exportedAt":1,` +
        `"matches":[{"__proto__":${JSON.stringify(first)}}],"names":[]}`,
    ]
    for (const [i, text] of injected.entries()) {
      // Unknown keys are dropped, so some of these are the same valid file: nothing changes.
      await attempt(text, tally, `pollution #${i}`, true)
      expect(await device.snapshot()).toBe(baseline)
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      expect(Object.getPrototypeOf([])).toBe(Array.prototype)
    }
  })

  it('refuses deep nesting and oversized files and values', async () => {
    const tally = await newTally()
    const deep = (n: number, leaf = '0') => '['.repeat(n) + leaf + ']'.repeat(n)
    const deepObject = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`
    const MB = 2 ** 20
    const big: [string, string][] = [
      [deep(100_000), 'deep array'],
      [deepObject(100_000), 'deep object'],
      [VALID_TEXT.replace('"names":[', `"names":[${deep(20_000, '"x"')},`), 'deep name'],
      [VALID_TEXT.replace('"Anna"', `"${'A'.repeat(MB)}"`), 'long name'],
      [VALID_TEXT.replace('"ls-1"', `"${'a'.repeat(100_000)}"`), 'long id'],
      [VALID_TEXT.replace('"names":[', `"names":[${'"x",'.repeat(1001)}`), 'many names'],
      [
        VALID_TEXT.replace('"redo":[{', `"redo":[${'{"t":"trick","winner":0},'.repeat(10_001)}{`),
        'long redo',
      ],
      [
        JSON.stringify({ ...VALID, matches: Array.from({ length: 5001 }, () => ({})) }),
        'many matches',
      ],
      ['x'.repeat(5 * MB + 1), 'over 5 MB'],
      [`"${'ä'.repeat(3 * MB)}"`, 'over 5 MB in UTF-8'],
      [`[${'1,'.repeat(2 * MB)}1]`, 'long array'],
      [VALID_TEXT.replace('"exportedAt":9000', '"exportedAt":1e999'), 'infinite time'],
      [VALID_TEXT.replace('"createdAt":1000', '"createdAt":-1e-300'), 'negative time'],
    ]
    for (const [text, label] of big) await attempt(text, tally, label)
    expect(tally.refused).toBe(big.length)
  })

  it('refuses deep nesting where only the game looks, and stays intact', async () => {
    const tally = await newTally()
    // A nested event the rules must refuse, appended so the file would be newer if accepted.
    const nested = (n: number) => `${'{"t":'.repeat(n)}"trick"${'}'.repeat(n)}`
    for (const n of [10, 1000, 20_000]) {
      const text = VALID_TEXT.replace(
        '"events":[{"t":"quick"',
        `"events":[${nested(n)},{"t":"quick"`,
      )
      await attempt(text, tally, `nested event ${n}`)
    }
    expect(tally.refused).toBe(3)
  })

  it('still imports a valid file after a burst of broken ones', async () => {
    const tally = await newTally()
    const { baseline } = tally
    const bursts = fc.sample(
      fc.tuple(
        fc.nat(VALID_TEXT.length - 1),
        fc.jsonValue().filter((v) => !Array.isArray(v)),
      ),
      200,
    )
    for (const [cut, value] of bursts) {
      await attempt(VALID_TEXT.slice(0, cut), tally, `cut ${cut}`)
      const text = JSON.stringify({ ...VALID, names: value })
      await attempt(text, tally, 'names', true)
    }
    expect(await device.snapshot()).toBe(baseline)
    const later = await device.importText(LATER_TEXT)
    expect(later).toEqual({ ...NONE, added: 4 })
    const after = JSON.parse(await device.snapshot())
    expect(after.matches).toHaveLength(8)
    expect(after.names).toContain('Eva')
    // And the same file again changes nothing.
    const again = await device.importText(LATER_TEXT)
    expect(again).toEqual({ ...NONE, unchanged: 4 })
  })

  it('refuses any nesting depth up to the 5 MB limit at its 65th bracket, with words for it', async () => {
    const tally = await newTally()
    const deep = (n: number) => '['.repeat(n) + ']'.repeat(n)
    const texts: [string, string][] = [
      [deep(2_500), '2,500 deep'],
      [deep(20_000), '20,000 deep'],
      // About 2.5 million levels: 5 MB of nothing but brackets.
      ['['.repeat(5 * 2 ** 20 - 1), '5 MB of ['],
      [VALID_TEXT.replace('"options":{}', `"options":${deep(2_500)}`), 'options 2,500 deep'],
      [VALID_TEXT.replace('"options":{}', `"options":${deep(20_000)}`), 'options 20,000 deep'],
      [VALID_TEXT.replace('"events":[', `"events":[${deep(70)},`), 'an event 70 deep'],
    ]
    for (const [text, label] of texts) {
      await attempt(text, tally, label)
      // Steps, not milliseconds (#26): the scan that refuses it stops inside the first run of 65
      // brackets, however much nesting follows, so no machine's load can make it slow.
      const stop = tooDeepAt(text, 64)
      expect(stop, label).toBeGreaterThanOrEqual(0)
      expect(stop, label).toBeLessThanOrEqual(text.indexOf('['.repeat(65)) + 64)
    }
    expect([...tally.keys]).toEqual(['import.tooDeep'])
    // Brackets inside strings are text, not nesting: a name of 60 "[" is still just a name.
    expect(await device.importText(LATER_TEXT.replace('"Eva"', `"${'['.repeat(20)}"`))).toEqual({
      ...NONE,
      added: 4,
    })
  })

  it('refuses unknown keys in the options and in every kind of entry of every game', async () => {
    const tally = await newTally()
    const texts: [string, string][] = []
    for (const [m, game] of VALID.matches.entries()) {
      const options = { ...(game.setup.options as object), extra: 1 }
      texts.push([
        JSON.stringify(setAt(VALID, ['matches', m, 'setup', 'options'], options)),
        `${game.id} options`,
      ])
      for (const [e, event] of game.events.entries()) {
        const withKey = { ...(event as object), note: 'hi' }
        texts.push([
          JSON.stringify(setAt(VALID, ['matches', m, 'events', e], withKey)),
          `${game.id} event ${e}`,
        ])
      }
    }
    // Deeper down: a card, a special card, a plusminus, the round's input.
    const ls = { t: 'trick', winner: 0, played: [] }
    texts.push([
      JSON.stringify(setAt(VALID, ['matches', 0, 'events', 2], ls)),
      'ls trick with cards',
    ])
    const sfsCard = { kind: 'phantom', glow: true }
    const sfsTrick = { t: 'trick', winner: 0, played: [sfsCard, sfsCard, sfsCard] }
    texts.push([JSON.stringify(setAt(VALID, ['matches', 1, 'events', 1], sfsTrick)), 'sfs card'])
    const special = { kind: 'trump', animal: 'wasp', points: 1 }
    texts.push([
      JSON.stringify(setAt(VALID, ['matches', 3, 'events', 0, 'cards', 0], special)),
      'son special',
    ])
    const pm = { seat: 1, sign: 2, why: 'x' }
    texts.push([
      JSON.stringify(setAt(VALID, ['matches', 3, 'events', 1, 'plusminus'], pm)),
      'son plusminus',
    ])
    texts.push([
      JSON.stringify(setAt(VALID, ['matches', 3, 'redo'], [{ t: 'score', input: { bonus: [] } }])),
      'son input',
    ])
    for (const [text, label] of texts) await attempt(text, tally, label)
    expect(tally.refused).toBe(texts.length)
    expect([...tally.keys]).toEqual(['import.badShape'])
  })

  it('refuses names the new-match screen refuses: the same ignoring case, or nothing visible', async () => {
    const tally = await newTally()
    const invisible = [
      '\u200B',
      '\u200C\u200D',
      '\u2060',
      '\uFEFF',
      '\u00AD',
      '\u200E\u200F',
      '\u202A\u202E',
      '\u2066\u2069',
      '\u061C',
      ' \u200B ',
    ]
    const tables = [
      ['Anna', 'anna', 'ANNA'],
      ['Anna', 'Ben', 'an\u200Bna'],
      ...invisible.map((name) => ['Anna', 'Ben', name]),
    ]
    for (const [i, players] of tables.entries()) {
      await attempt(
        JSON.stringify(setAt(VALID, ['matches', 0, 'setup', 'players'], players)),
        tally,
        `table ${i}`,
      )
    }
    for (const [i, name] of invisible.entries()) {
      await attempt(JSON.stringify({ ...VALID, names: ['Eva', name] }), tally, `remembered ${i}`)
    }
    expect(tally.refused).toBe(tables.length + invisible.length)
    // A lone byte order mark is trimmed away like a space: that name is empty.
    expect([...tally.keys].sort()).toEqual([
      'import.badValue',
      'players.duplicate',
      'players.empty',
      'players.invisible',
    ])
  })

  it('refuses dates no phone wrote: 1e300, in the future, last played before begun', async () => {
    const tally = await newTally()
    const day = 24 * 60 * 60 * 1000
    const at = (field: string, value: number) =>
      JSON.stringify(setAt(VALID, ['matches', 1, field], value))
    const texts: [string, string][] = [
      [at('updatedAt', 1e300), '1e300'],
      [at('createdAt', 1e300), 'created 1e300'],
      [at('updatedAt', 2000.5), 'a fraction'],
      [at('updatedAt', Date.now() + 2 * day), 'two days ahead'],
      [at('createdAt', 3000), 'created after updated'],
      [JSON.stringify({ ...VALID, exportedAt: 1e300 }), 'exported 1e300'],
    ]
    for (const [text, label] of texts) await attempt(text, tally, label)
    expect(tally.refused).toBe(texts.length)
    expect([...tally.keys].sort()).toEqual(['import.badTime', 'import.future', 'import.timeOrder'])
    // Half a day ahead is a clock that is off a little: accepted.
    const soon = Date.now() + day / 2
    const ahead = { ...VALID, matches: [{ ...VALID.matches[0], id: 'soon', updatedAt: soon }] }
    expect(await device.importText(JSON.stringify(ahead))).toEqual({ ...NONE, added: 1 })
  })

  it('never takes finished from the file: the replay says whether a match is over', async () => {
    const { storeReady } = await import('../../src/app/storage')
    const store = await storeReady()
    const claimed = VALID.matches.map((m) => ({ ...m, id: `${m.id}-claims`, finished: true }))
    const result = await device.importText(JSON.stringify({ ...VALID, matches: claimed }))
    expect(result).toEqual({ ...NONE, added: 4 })
    for (const m of claimed) {
      expect((await store.getMatch(m.id))?.finished, m.id).toBe(false)
      expect((await store.list()).find((s) => s.id === m.id)?.finished, m.id).toBe(false)
    }
  })

  it('keeps both when a file has our id for another game or other players', async () => {
    const { storeReady } = await import('../../src/app/storage')
    const store = await storeReady()
    const [ls, sfs] = VALID.matches as [Match, Match]
    // Our Letzter Stich id, but the Stich für Stich match, played later.
    const otherGame = { ...sfs, id: ls.id, updatedAt: 5000 }
    // Our Stich für Stich id and game, other players.
    const otherPlayers = {
      ...sfs,
      setup: { ...sfs.setup, players: ['Xaver', 'Yara', 'Zoe'] },
      updatedAt: 5000,
    }
    const file = { ...VALID, matches: [otherGame, otherPlayers] }
    expect(await device.importText(JSON.stringify(file))).toEqual({ ...NONE, copied: 2 })
    expect((await store.getMatch(ls.id))?.setup.game).toBe('letzter-stich')
    expect((await store.getMatch('sfs-1'))?.setup.players).toEqual(['Anna', 'Ben', 'Cem'])
    const list = await store.list()
    expect(list).toHaveLength(6)
    expect(list.filter((s) => s.players.includes('Xaver'))).toHaveLength(1)
  })
})
