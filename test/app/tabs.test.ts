import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Setup } from '../../src/core/game'
import type { Match } from '../../src/core/match'
import { GAME_IDS } from '../../src/games'
import { freshDevice } from '../helpers/device'

const setup: Setup = {
  game: 'letzter-stich',
  players: ['Anna', 'Ben', 'Cem', 'Dora'],
  options: {},
  firstDealer: 0,
}
const trick = (winner: number) => ({ t: 'trick', winner })

/** This tab (the app's session) and a second tab on the same phone (its own store). */
async function twoTabs() {
  const session = await import('../helpers/session')
  const { storeReady } = await import('../../src/app/storage')
  const { openStore, StaleMatch } = await import('../../src/storage')
  const started = await session.startMatch(setup)
  if (typeof started !== 'string') throw new Error(started.key)
  const id: string = started
  const other = await openStore(GAME_IDS)
  /** The other tab records a trick the way the app does: on what it read, retrying if stale. */
  const otherTabRecords = (winner: number) =>
    otherTabSaves((base) => ({ events: [...base.events, trick(winner)], redo: [] }))
  /** The other tab undoes its last entry. */
  const otherTabUndoes = () =>
    otherTabSaves((base) => ({
      events: base.events.slice(0, -1),
      redo: [...base.redo, base.events.at(-1)],
    }))
  async function otherTabSaves(changed: (base: Match) => Pick<Match, 'events' | 'redo'>) {
    for (;;) {
      const base = (await other.getMatch(id)) as Match
      const next = { ...base, ...changed(base), updatedAt: base.updatedAt + 1 }
      try {
        await other.saveMatch(next, [], base)
        return
      } catch (error) {
        if (!(error instanceof StaleMatch)) throw error
      }
    }
  }
  const stored = async () => ((await (await storeReady()).getMatch(id)) as Match).events
  return { session, id, otherTabRecords, otherTabUndoes, stored, here: await storeReady() }
}

/** The other tab's app tells this one it saved the match (here the test does). */
const announce = (id: string) =>
  new BroadcastChannel('stichblock').postMessage({ id, updatedAt: -1 })

/** What the dock says for a reason, in English and in German. */
async function inBoth(reason: unknown) {
  const { lang, say } = await import('../../src/i18n')
  const said = (l: 'en' | 'de') => {
    lang.value = l
    return say(reason as { key: string })
  }
  return { en: said('en'), de: said('de') }
}

describe('the same match open in two tabs', () => {
  beforeEach(freshDevice)

  it('never overwrites the other tab’s entry: a stale change is applied again on top', async () => {
    const { session, otherTabRecords, stored } = await twoTabs()
    expect(await session.record(trick(1))).toBeNull()
    await otherTabRecords(2) // this tab has not seen it yet
    expect(await session.record(trick(3))).toBeNull()
    expect(await stored()).toEqual([trick(1), trick(2), trick(3)])
    expect(session.open.value?.match.events).toEqual([trick(1), trick(2), trick(3)])
  })

  it('follows an entry made in the other tab as soon as it is saved', async () => {
    const { session, id, otherTabRecords } = await twoTabs()
    await otherTabRecords(2)
    // The other tab's app would announce it; here the test does.
    new BroadcastChannel('stichblock').postMessage({ id, updatedAt: -1 })
    await expect.poll(() => session.open.value?.match.events.length).toBe(1)
  })

  it('loses and doubles nothing however the two tabs’ entries interleave', async () => {
    const { session, id, otherTabRecords, stored } = await twoTabs()
    const mine = [0, 1, 2, 3, 0, 1]
    const theirs = [2, 3, 2, 3, 2, 3]
    // This tab's taps come one at a time (each waits for the one before: src/ui/once.ts);
    // the other tab's saves land in between them at any moment.
    const tapsHere = async () => {
      const said: unknown[] = []
      for (const w of mine) said.push(await session.record(trick(w)))
      return said
    }
    const [results] = await Promise.all([tapsHere(), ...theirs.map((w) => otherTabRecords(w))])
    expect(results).toEqual(mine.map(() => null))
    const events = (await stored()) as { winner: number }[]
    expect(events).toHaveLength(mine.length + theirs.length)
    const count = (list: number[]) => [0, 1, 2, 3].map((w) => list.filter((x) => x === w).length)
    expect(count(events.map((e) => e.winner))).toEqual(count([...mine, ...theirs]))
    // Told by the other tab, this one shows exactly what is stored.
    new BroadcastChannel('stichblock').postMessage({ id, updatedAt: -1 })
    await expect.poll(() => session.open.value?.match.events).toEqual(events)
  })

  it('undoes nothing when the other tab saved between the tap and the save, and says so (#23)', async () => {
    const { session, otherTabRecords, stored } = await twoTabs()
    expect(await session.record(trick(1))).toBeNull()
    await otherTabRecords(2) // this tab still shows only trick 1 when the player taps Undo
    const said = await session.undo()
    expect(said).toEqual({ key: 'match.undoChanged' })
    // The other tab's entry survives, and this tab now shows it.
    expect(await stored()).toEqual([trick(1), trick(2)])
    expect(session.open.value?.match.events).toEqual([trick(1), trick(2)])
    expect(session.lastStep.value).toBeNull()
    expect(await inBoth(said)).toEqual({
      en: 'The match changed in another tab: check it and undo again.',
      de: 'Die Partie wurde in einem anderen Tab geändert: bitte prüfen und noch einmal rückgängig machen.',
    })
    // Tapped again, on what is shown now, the undo takes back the entry on screen.
    expect(await session.undo()).toBeNull()
    expect(await stored()).toEqual([trick(1)])
  })

  it('undoes nothing when the other tab’s entry was shown after the tap but before the undo ran', async () => {
    const { session, id, otherTabRecords, stored, here } = await twoTabs()
    expect(await session.record(trick(1))).toBeNull()
    await otherTabRecords(2)
    // The reload the other tab's message asks for is under way (held) when the player taps Undo.
    let release = () => {}
    const held = new Promise<void>((go) => (release = go))
    const read = here.getMatch.bind(here)
    const getMatch = vi.spyOn(here, 'getMatch').mockImplementation(async (matchId) => {
      await held
      return read(matchId)
    })
    announce(id)
    await expect.poll(() => getMatch.mock.calls.length).toBe(1)
    const undone = session.undo() // made on [trick 1], the version on screen
    release()
    expect(await undone).toEqual({ key: 'match.undoChanged' })
    getMatch.mockRestore()
    expect(await stored()).toEqual([trick(1), trick(2)])
    expect(session.open.value?.match.events).toEqual([trick(1), trick(2)])
  })

  it('redoes nothing when the other tab changed the match since, and says so (#23)', async () => {
    const { session, otherTabUndoes, stored, here, id } = await twoTabs()
    expect(await session.record(trick(1))).toBeNull()
    expect(await session.record(trick(2))).toBeNull()
    expect(await session.undo()).toBeNull() // this tab shows [trick 1], Redo puts back trick 2
    await otherTabUndoes() // the other tab took back trick 1: a redo now would put back trick 1
    const said = await session.redo()
    expect(said).toEqual({ key: 'match.redoChanged' })
    expect(await stored()).toEqual([])
    expect((await here.getMatch(id))?.redo).toEqual([trick(2), trick(1)])
    expect(session.open.value?.match.events).toEqual([])
    expect(await inBoth(said)).toEqual({
      en: 'The match changed in another tab: check it and redo again.',
      de: 'Die Partie wurde in einem anderen Tab geändert: bitte prüfen und noch einmal wiederholen.',
    })
  })

  it('never takes back the other tab’s entry, however an undo and its save interleave', async () => {
    const { session, id, otherTabRecords, stored } = await twoTabs()
    const outcomes = new Set<string>()
    for (let round = 0; round < 6; round++) {
      expect(await session.record(trick(0))).toBeNull()
      const shown = session.open.value?.match.events ?? []
      // The player taps Undo on `shown` while the other tab records trick 3: the later the round,
      // the further the other tab's save is along when the undo starts (sooner or later it wins).
      const theirs = otherTabRecords(3)
      for (let tick = 0; tick < round * 2; tick++) await new Promise((go) => setTimeout(go))
      const [said] = await Promise.all([session.undo(), theirs])
      outcomes.add(said === null ? 'undone' : 'refused')
      const events = await stored()
      expect(events.at(-1)).toEqual(trick(3))
      if (said === null) expect(events).toEqual([...shown.slice(0, -1), trick(3)])
      else {
        expect(said).toEqual({ key: 'match.undoChanged' })
        expect(events).toEqual([...shown, trick(3)])
      }
      announce(id)
      await expect.poll(() => session.open.value?.match.events).toEqual(events)
    }
    // Both sides of the race were run: an undo that came first, and one that came too late.
    expect(outcomes).toEqual(new Set(['undone', 'refused']))
  })
})
