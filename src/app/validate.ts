import { check, type Match } from '../core/match'
import { named, type Reason } from '../core/reason'
import { gameEntry, loadGame } from '../games'

/** Every imported match must replay through its game's rules, or the whole file is refused. */
export async function validateMatch(
  m: Match,
): Promise<{ ok: true; winners: number[] } | { ok: false; reason: Reason }> {
  const entry = gameEntry(m.setup.game)
  if (!entry?.load) {
    return { ok: false, reason: { key: 'import.gameNotReady', params: { game: m.setup.game } } }
  }
  const { minPlayers: min, maxPlayers: max } = entry
  const n = m.setup.players.length
  if (n < min || n > max)
    return { ok: false, reason: { key: 'players.count', params: { min, max, n } } }
  const game = await loadGame(m.setup.game)
  // Options a game refuses get its own words, before its rules would fail on them.
  const refused = game.checkOptions?.(n, m.setup.options)
  if (refused) return { ok: false, reason: refused }
  const state = check(game.rules, m.setup, m.events)
  if (!state.ok) return { ok: false, reason: named(state.reason, m.setup.players) }
  // Redo must still work after the import: the undone entries have to replay on top.
  const redone = check(game.rules, m.setup, [...m.events, ...[...m.redo].reverse()])
  if (!redone.ok) return { ok: false, reason: named(redone.reason, m.setup.players) }
  return {
    ok: true,
    winners: game.rules.isOver(state.state) ? game.rules.winners(state.state) : [],
  }
}
