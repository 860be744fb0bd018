// Shared by the Sticht oder nicht tests: a table, cards, special cards and quick ways to play.
import { expect } from 'vitest'
import type { Setup } from '../../../src/core/game'
import { type Applied, format, named, RuleError } from '../../../src/core/reason'
import {
  type Animal,
  judgeTrick,
  type RoundInput,
  rules,
  type SonCard,
  type SonEvent,
  type SonOptions,
  type SonState,
  type Special,
  trumpOf,
  withAnimalNames,
} from '../../../src/games/sticht-oder-nicht/rules'
import { sonStrings } from '../../../src/games/sticht-oder-nicht/strings'
import { withTrickWords } from '../../helpers/strings'

export const NAMES = ['Anna', 'Ben', 'Carla', 'Dan', 'Eva', 'Finn']
export const [ANNA, BEN, CARLA, DAN] = [0, 1, 2, 3]

export const setup = (
  players: number,
  options: SonOptions = {},
  firstDealer = 0,
): Setup<SonOptions> => ({
  game: 'sticht-oder-nicht',
  players: NAMES.slice(0, players),
  options,
  firstDealer,
})

export const c = (animal: Animal, value: number, plusminus?: 2 | -2): SonCard =>
  plusminus === undefined ? { animal, value } : { animal, value, plusminus }

// The special cards used throughout.
export const trump = (animal: Animal): Special => ({ kind: 'trump', animal })
export const mostTricks = (points: 5 | -5 = 5): Special => ({
  kind: 'tricks',
  which: 'most',
  points,
})
export const fewestTricks = (points: 5 | -5 = -5): Special => ({
  kind: 'tricks',
  which: 'fewest',
  points,
})
export const most = (animal: Animal, points: 3 | -3 = 3): Special => ({
  kind: 'animal',
  animal,
  which: 'most',
  points,
})
export const fewest = (animal: Animal, points: 3 | -3 = -3): Special => ({
  kind: 'animal',
  animal,
  which: 'fewest',
  points,
})
export const perCard = (animal: Animal): Special => ({ kind: 'perCard', animal })
export const custom = (name: string): Special => ({ kind: 'custom', name })

export const specials = (a: Special, b: Special): SonEvent => ({ t: 'specials', cards: [a, b] })
export const trick = (winner: number, plusminus?: { seat: number; sign: 2 | -2 }): SonEvent =>
  plusminus ? { t: 'trick', winner, plusminus } : { t: 'trick', winner }
export const scored = (input: RoundInput): SonEvent => ({ t: 'score', input })

/** A trick entered with its cards (in play order from the leader), the winner as judged. */
export function cardTrick(state: SonState, played: SonCard[]): SonEvent {
  const at = judgeTrick(played, trumpOf(state.round.specials))
  return { t: 'trick', winner: (state.leader + at) % state.players, played }
}

/** Tricks by winner only: seat i takes counts[i] of them. */
export const tricksFor = (counts: number[]): SonEvent[] =>
  counts.flatMap((n, seat) => Array.from({ length: n }, () => trick(seat)))

export const play = (state: SonState, events: readonly unknown[]): SonState =>
  events.reduce<SonState>((s, e, i) => {
    const next = rules.apply(s, e as SonEvent)
    if (!next.ok) throw new Error(`event ${i} rejected: ${next.reason.key}`)
    return next.state
  }, state)

export const start = (players: number, options: SonOptions = {}, firstDealer = 0): SonState =>
  rules.init(setup(players, options, firstDealer))

const { en, de } = withTrickWords(sonStrings)

/** The English sentence for a reason's key, with its params. */
export const english = (key: string, params?: Record<string, string | number>): string =>
  format(en[key] ?? key, params)

/** The key and English message of a rejection, as a player reads it; German has the key too. */
export function refused(applied: Applied<SonState>): [string, string] {
  if (applied.ok) throw new Error('expected a rejection')
  const reason = withAnimalNames(named(applied.reason, NAMES), en)
  expect(de[reason.key], reason.key).toBeTypeOf('string')
  expect(en[reason.key], reason.key).toBeTypeOf('string')
  return [reason.key, format(en[reason.key] ?? '', reason.params)]
}

/** The RuleError a call throws; both languages must have a template for its reason. */
export function thrown(run: () => unknown): RuleError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(RuleError)
    const { key } = (error as RuleError).reason
    expect(de[key], key).toBeTypeOf('string')
    expect(en[key], key).toBeTypeOf('string')
    return error as RuleError
  }
  throw new Error('expected a RuleError')
}

export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}
