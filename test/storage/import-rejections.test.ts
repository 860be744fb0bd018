import { describe, expect, it } from 'vitest'
import type { Match } from '../../src/core/match'
import { GAME_IDS } from '../../src/games'
import { de } from '../../src/i18n/de'
import { en } from '../../src/i18n/en'
import { tooDeepAt } from '../../src/storage/file'
import type { ValidateMatch } from '../../src/storage/import'
import { idbKv } from '../../src/storage/kv'
import { openStore } from '../../src/storage/store'
import { storageStrings } from '../../src/storage/strings'
import { acceptAll, dump, freshDbName, makeMatch, spyKv } from './helpers'

const file = (overrides: Record<string, unknown> = {}, matches: unknown[] = [makeMatch()]) =>
  JSON.stringify({
    app: 'stichblock',
    schema: 1,
    exportedAt: 9000,
    matches,
    names: [],
    ...overrides,
  })

const withSetup = (setup: Partial<Match['setup']>): Match => {
  const match = makeMatch()
  return { ...match, setup: { ...match.setup, ...setup } }
}

const MB = 2 ** 20
/** The phone's clock in these tests. */
const NOW = Date.UTC(2026, 11, 1)
const DAY = 24 * 60 * 60 * 1000
const cases: [string, string, { key: string; params?: object }][] = [
  ['too large', 'x'.repeat(5 * MB + 1), { key: 'import.tooLarge', params: { megabytes: 5 } }],
  ['too large in UTF-8', `"${'ä'.repeat(3 * MB)}"`, { key: 'import.tooLarge' }],
  ['not JSON', '{"app": "stichblock",', { key: 'import.notJson' }],
  ['not an object', '[1, 2]', { key: 'import.notStichblock' }],
  ['another app', file({ app: 'other' }), { key: 'import.notStichblock' }],
  ['no schema', file({ schema: undefined }), { key: 'import.notStichblock' }],
  ['newer', file({ schema: 2 }), { key: 'import.newer', params: { version: 2 } }],
  [
    'players not a list',
    file({}, [makeMatch(), withSetup({ players: 'Anna' as never })]),
    { key: 'import.badShape', params: { path: 'matches.1.setup.players' } },
  ],
  [
    'no matches',
    file({ matches: undefined }),
    { key: 'import.badShape', params: { path: 'matches' } },
  ],
  [
    'nine players',
    file({}, [withSetup({ players: 'ABCDEFGHI'.split('') })]),
    { key: 'import.badValue', params: { path: 'matches.0.setup.players' } },
  ],
  [
    'a name too long',
    file({}, [withSetup({ players: ['Anna', 'B'.repeat(25)] })]),
    { key: 'players.tooLong', params: { seat: 2, max: 24, match: 1 } },
  ],
  [
    'a blank name',
    file({}, [withSetup({ players: ['Anna', '   '] })]),
    { key: 'players.empty', params: { seat: 2, match: 1 } },
  ],
  [
    'the same name ignoring case',
    file({}, [makeMatch(), withSetup({ players: ['Anna', 'anna', 'ANNA'] })]),
    { key: 'players.duplicate', params: { name: 'anna', match: 2 } },
  ],
  [
    'the same name but for an invisible character',
    file({}, [withSetup({ players: ['Anna', 'An\u200Bna', 'Cem'] })]),
    { key: 'players.duplicate', params: { name: 'An\u200Bna', match: 1 } },
  ],
  [
    'a name of zero-width characters only',
    file({}, [withSetup({ players: ['Anna', '\u200B\u200C\u200D', 'Cem'] })]),
    { key: 'players.invisible', params: { seat: 2, match: 1 } },
  ],
  [
    'a name of bidi controls only',
    file({}, [withSetup({ players: ['Anna', '\u202E\u2066\u200F\u061C', 'Cem'] })]),
    { key: 'players.invisible', params: { seat: 2, match: 1 } },
  ],
  [
    'a name with a right-to-left override (issue #23)',
    file({}, [makeMatch(), withSetup({ players: ['Anna', 'Ben', 'Cora\u202Egnp.exe'] })]),
    { key: 'players.bidi', params: { seat: 3, match: 2 } },
  ],
  [
    'a name with a bidi isolate',
    file({}, [withSetup({ players: ['\u2067Anna', 'Ben', 'Cem'] })]),
    { key: 'players.bidi', params: { seat: 1, match: 1 } },
  ],
  [
    'a remembered name with a bidi embedding',
    file({ names: ['Anna', 'Ben\u202B'] }),
    { key: 'import.badValue', params: { path: 'names.1' } },
  ],
  [
    'a remembered name of a soft hyphen only',
    file({ names: ['Anna', '\u00AD'] }),
    { key: 'import.badValue', params: { path: 'names.1' } },
  ],
  [
    'nested too deep',
    file({}, [makeMatch({ events: [JSON.parse(`${'['.repeat(70)}${']'.repeat(70)}`)] })]),
    { key: 'import.tooDeep', params: { max: 64 } },
  ],
  [
    'a date beyond any calendar',
    file({}, [makeMatch({ updatedAt: 1e300 })]),
    { key: 'import.badTime', params: { path: 'matches.0.updatedAt' } },
  ],
  [
    'a date between two milliseconds',
    file({}, [makeMatch({ updatedAt: 2000.5 })]),
    { key: 'import.badTime', params: { path: 'matches.0.updatedAt' } },
  ],
  [
    'last played before it began',
    file({}, [makeMatch(), makeMatch({ createdAt: 3000, updatedAt: 2000 })]),
    { key: 'import.timeOrder', params: { match: 2, path: 'matches.1.createdAt' } },
  ],
  [
    'played more than a day from now',
    file({}, [makeMatch({ updatedAt: NOW + DAY + 1 })]),
    { key: 'import.future', params: { match: 1, path: 'matches.0.updatedAt' } },
  ],
  [
    'dealer not a seat',
    file({}, [withSetup({ firstDealer: 3 })]),
    { key: 'import.badValue', params: { path: 'matches.0.setup.firstDealer' } },
  ],
  [
    'negative time',
    file({}, [makeMatch({ createdAt: -1 })]),
    { key: 'import.badTime', params: { path: 'matches.0.createdAt' } },
  ],
  [
    'bad id',
    file({}, [makeMatch({ id: 'no spaces' })]),
    { key: 'import.badValue', params: { path: 'matches.0.id' } },
  ],
  [
    'too many events',
    file({}, [makeMatch({ events: Array.from({ length: 10_001 }, () => 1) })]),
    { key: 'import.badValue', params: { path: 'matches.0.events' } },
  ],
  [
    'too many matches',
    file(
      {},
      Array.from({ length: 5001 }, (_, i) => makeMatch({ id: `m-${i}`, events: [] })),
    ),
    { key: 'import.badValue', params: { path: 'matches' } },
  ],
  [
    'the same id twice',
    file({}, [makeMatch({ id: 'twice' }), makeMatch({ id: 'twice' })]),
    { key: 'import.badValue', params: { path: 'matches.1.id' } },
  ],
  [
    'unknown game',
    file({}, [makeMatch(), withSetup({ game: 'skat' as never })]),
    { key: 'import.unknownGame', params: { match: 2, game: 'skat' } },
  ],
]

async function storeWithData() {
  const db = freshDbName()
  const kv = spyKv(idbKv(db))
  const store = await openStore(GAME_IDS, { kv, persistent: true })
  await store.saveMatch(makeMatch({ id: 'kept' }), [])
  await store.rememberNames(['Anna'])
  kv.setMany.mockClear()
  kv.update.mockClear()
  return { db, kv, store, before: await dump(db) }
}

describe('a rejected import writes nothing', () => {
  it.each(cases)('%s', async (_, text, reason) => {
    const { db, kv, store, before } = await storeWithData()
    const result = await store.importFile(text, acceptAll, NOW)
    expect(result).toMatchObject({ ok: false, reason })
    if (!result.ok) expect({ ...en, ...storageStrings.en }).toHaveProperty([result.reason.key])
    if (!result.ok) expect({ ...de, ...storageStrings.de }).toHaveProperty([result.reason.key])
    expect(kv.setMany).not.toHaveBeenCalled()
    expect(kv.update).not.toHaveBeenCalled()
    expect(await dump(db)).toBe(before)
  })

  it("a match the game's rules reject: the game's reason plus the match number", async () => {
    const { db, kv, store, before } = await storeWithData()
    const rejectSecond: ValidateMatch = async (match) =>
      match.id === 'bad'
        ? { ok: false, reason: { key: 'letzter-stich.cardTwice', params: { card: 'A♠' } } }
        : acceptAll(match)
    const text = file({}, [makeMatch(), makeMatch({ id: 'bad' }), makeMatch()])
    expect(await store.importFile(text, rejectSecond)).toEqual({
      ok: false,
      reason: { key: 'letzter-stich.cardTwice', params: { card: 'A♠', match: 2 } },
    })
    expect(kv.setMany).not.toHaveBeenCalled()
    expect(kv.update).not.toHaveBeenCalled()
    expect(await dump(db)).toBe(before)
  })

  it('a match that makes the rules throw is a bad match, not a crash', async () => {
    const { db, store, before } = await storeWithData()
    const throwing: ValidateMatch = async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'suit')")
    }
    expect(await store.importFile(file(), throwing)).toEqual({
      ok: false,
      reason: { key: 'import.badMatch', params: { match: 1 } },
    })
    expect(await dump(db)).toBe(before)
  })

  it('a day ahead of the phone’s clock is a clock that is a little off: accepted', async () => {
    const { store } = await storeWithData()
    const result = await store.importFile(
      file({}, [makeMatch({ updatedAt: NOW + DAY })]),
      acceptAll,
      NOW,
    )
    expect(result).toMatchObject({ ok: true, added: 1 })
  })
})

describe('a file nested too deep is refused at its 65th bracket, however long it is', () => {
  // Steps, not milliseconds (#26): the refusal's work is the characters the scan reads, and it
  // stops at the first bracket deeper than 64, so a busy phone refuses 20,000 levels as fast as 65.
  const nested = (levels: number) =>
    `{"app":"stichblock","matches":[{"s":"[[[ in a string","o":${'['.repeat(levels)}${']'.repeat(levels)}}]}`
  const prefix = '{"app":"stichblock","matches":[{"s":"[[[ in a string","o":'.length

  it.each([65, 20_000, 2_000_000])('%i levels: stops at the same character', (levels) => {
    // Three levels open before the nesting ({, [, {); the 62nd `[` of the nesting is the 65th.
    expect(tooDeepAt(nested(levels), 64)).toBe(prefix + 61)
  })

  it('64 levels in all: read to the end and let through to the parser', () => {
    expect(tooDeepAt(nested(61), 64)).toBe(-1)
    expect(JSON.parse(nested(61))).toBeTruthy()
  })
})
