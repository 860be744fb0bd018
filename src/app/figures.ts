import { type Match, replay } from '../core/match'
import type { MatchFigures } from '../core/report'
import { gameEntry, loadGame } from '../games'

/**
 * A stored match in numbers: replayed through its game's rules and counted by its report, for the
 * statistics and the CSV export. null when it cannot be (a game this version cannot open, a log
 * its rules refuse); loadGame loads each game's chunk once.
 */
export async function figuresOf(m: Match): Promise<MatchFigures | null> {
  if (!gameEntry(m.setup.game)?.load) return null
  try {
    const game = await loadGame(m.setup.game)
    const state = replay(game.rules, m.setup, m.events)
    return {
      id: m.id,
      game: m.setup.game,
      players: m.setup.players,
      finished: m.finished,
      winners: game.rules.isOver(state) ? game.rules.winners(state) : [],
      updatedAt: m.updatedAt,
      report: game.report(state, m.setup),
    }
  } catch {
    return null
  }
}
