// A table's past on this phone, handed to a game's page (PlayProps.past): the finished matches of
// the same game that the same players played before. Stiche im Team shows its best result.
import type { Match } from '../core/match'
import { storeReady } from './storage'

/** Same table = the same set of names, in any seat order, ignoring case. */
const group = (players: readonly string[]) =>
  players
    .map((p) => p.toLocaleLowerCase())
    .sort()
    .join('\n')

/** The finished matches of `match`'s game and players (any seats), `match` itself left out. */
export async function pastOf(match: Match): Promise<Match[]> {
  const { id, setup } = match
  const store = await storeReady()
  const key = group(setup.players)
  const mine = (await store.list()).filter(
    (s) => s.finished && s.game === setup.game && s.id !== id && group(s.players) === key,
  )
  const matches = await Promise.all(mine.map((s) => store.getMatch(s.id)))
  return matches.flatMap((m) => (m ? [m] : []))
}
