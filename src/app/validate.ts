import * as v from 'valibot'
import type { GameSchemas } from '../core/game'
import { check, type Match } from '../core/match'
import { named, type Reason } from '../core/reason'
import { gameEntry, loadGame } from '../games'

type Verdict = { ok: true; winners: number[]; finished: boolean } | { ok: false; reason: Reason }

/**
 * The game's schemas before its rules: options, every entry and every redo entry, strict and
 * bounded. A refusal names the path inside the match (`events.12.played.0.rank`).
 */
function shapeProblem(schemas: GameSchemas, m: Match): Reason | null {
  const parts: [string, v.GenericSchema, unknown][] = [
    ['setup.options', schemas.options, m.setup.options],
    ...m.events.map((e, i): [string, v.GenericSchema, unknown] => [
      `events.${i}`,
      schemas.event,
      e,
    ]),
    ...m.redo.map((e, i): [string, v.GenericSchema, unknown] => [`redo.${i}`, schemas.event, e]),
  ]
  for (const [at, schema, value] of parts) {
    const parsed = v.safeParse(schema, value, { abortEarly: true })
    if (parsed.success) continue
    const [issue] = parsed.issues
    const inner = v.getDotPath(issue)
    const path = inner ? `${at}.${inner}` : at
    // A wrong type or an unknown key means a damaged file; a right type out of range a bad value.
    const key = issue.kind === 'schema' ? 'import.badShape' : 'import.badValue'
    return { key, params: { path } }
  }
  return null
}

/**
 * Every imported match must fit its game's schemas and replay through its game's rules, or the
 * whole file is refused. Whether it is over, and who won, is what the replay says.
 */
export async function validateMatch(m: Match): Promise<Verdict> {
  const entry = gameEntry(m.setup.game)
  if (!entry?.load) {
    return { ok: false, reason: { key: 'import.gameNotReady', params: { game: m.setup.game } } }
  }
  const { minPlayers: min, maxPlayers: max } = entry
  const n = m.setup.players.length
  if (n < min || n > max)
    return { ok: false, reason: { key: 'players.count', params: { min, max, n } } }
  const game = await loadGame(m.setup.game)
  const shape = shapeProblem(game.schemas, m)
  if (shape) return { ok: false, reason: shape }
  // Options a game refuses get its own words, before its rules would fail on them.
  const refused = game.checkOptions?.(n, m.setup.options)
  if (refused) return { ok: false, reason: refused }
  const state = check(game.rules, m.setup, m.events)
  if (!state.ok) return { ok: false, reason: named(state.reason, m.setup.players) }
  // Redo must still work after the import: the undone entries have to replay on top.
  const redone = check(game.rules, m.setup, [...m.events, ...[...m.redo].reverse()])
  if (!redone.ok) return { ok: false, reason: named(redone.reason, m.setup.players) }
  const finished = game.rules.isOver(state.state)
  return { ok: true, winners: finished ? game.rules.winners(state.state) : [], finished }
}
