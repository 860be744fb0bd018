// Entries kept on their own phone at a table (#16): shown in their stand-ins' places, gone with
// a stand-in undone, and read back from storage as strictly as any stored entry.
import { describe, expect, it } from 'vitest'
import { sfsSchemas } from '../../src/games/stich-fuer-stich/rules/schema'
import { keep, placed, readKept, withKept } from '../../src/table/kept'

// Entries as stored: any shape (the game's schema checks them on reading back).
const hidden: unknown = { t: 'secret', hidden: true }
const secret: unknown = { t: 'secret', culprit: 'gardener', weapon: 'spade' }
const trick: unknown = { t: 'trick', winner: 1 }
const cards: unknown = { t: 'trick', winner: 1, played: [{ kind: 'phantom' }] }

describe('kept entries', () => {
  it('show in the place of their stand-in, and only while it is still there', () => {
    const kept = [
      { at: 0, standIn: hidden, event: secret },
      { at: 1, standIn: trick, event: cards },
    ]
    expect(withKept([hidden, trick], kept)).toEqual([secret, cards])
    // The trick was undone: its cards are not shown; the secret still is.
    expect(withKept([hidden], kept)).toEqual([secret])
    // Another entry in the stand-in's place (a correction): nothing kept shows there.
    expect(withKept([hidden, { t: 'trick', winner: 2 }], kept)).toEqual([
      secret,
      { t: 'trick', winner: 2 },
    ])
  })

  it('keep a new entry in place of one at or after its place (an undone one)', () => {
    const first = { at: 0, standIn: hidden, event: secret }
    const old = { at: 1, standIn: trick, event: cards }
    const next = { at: 1, standIn: trick, event: trick }
    expect(keep([first, old], next)).toEqual([first, next])
  })

  it('read back from storage only what fits the game’s entries', () => {
    const good = { at: 0, standIn: hidden, event: secret }
    const bad = [{ at: -1, standIn: hidden, event: secret }, 'x']
    expect(readKept([good, ...bad], sfsSchemas)).toEqual([good])
    const unknown = { ...good, event: { t: 'secret', culprit: 'nobody' } }
    expect(readKept([unknown], sfsSchemas)).toEqual([])
    expect(readKept(undefined, sfsSchemas)).toEqual([])
  })

  it('follow their stand-in to where the table put it, after another phone’s entries', () => {
    const mine = { t: 'bid', seat: 1, hidden: true }
    const value = { t: 'bid', seat: 1, bid: 2, hidden: true }
    const other = { t: 'bid', seat: 2, hidden: true }
    const first = { at: 0, standIn: hidden, event: secret }
    const entry = { at: 1, standIn: mine, event: value }
    // Seat 2's phone got in first: the table holds this phone's stand-in one place later.
    const moved = placed([first, entry], entry, [hidden, other, mine])
    expect(moved).toEqual([first, { ...entry, at: 2 }])
    expect(withKept([hidden, other, mine], moved)).toEqual([secret, other, value])
    // Where it was made: nothing moves; not on the table at all: nothing either.
    expect(placed([first, entry], entry, [hidden, mine])).toEqual([first, entry])
    expect(placed([first, entry], entry, [hidden, other])).toEqual([first, entry])
  })
})
