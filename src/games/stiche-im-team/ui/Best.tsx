import { useEffect, useState } from 'preact/hooks'
import { storeReady } from '../../../app/storage'
import { replay } from '../../../core/match'
import { t, tn } from '../../../i18n'
import { bestResult, resultOf, rules, type SitResult } from '../rules'

/** Same table = the same set of names, in any seat order, ignoring case. */
const group = (players: readonly string[]) =>
  players
    .map((p) => p.toLocaleLowerCase())
    .sort()
    .join('\n')

const describe = (r: SitResult) =>
  r.won ? tn('sit.ui.bestWon', r.lives) : t('sit.ui.bestRound', { n: r.reached })

/**
 * "Best: round 6 — this time: won with 2 lives". Reads the finished climbs of this table from
 * storage and replays them through the rules; nothing extra is stored.
 */
export function Best({ id, players, now }: { id: string; players: string[]; now?: SitResult }) {
  const [best, setBest] = useState<SitResult | null | undefined>(undefined)
  useEffect(() => {
    let live = true
    const key = group(players)
    void (async () => {
      const store = await storeReady()
      const mine = (await store.list()).filter(
        (s) => s.finished && s.game === 'stiche-im-team' && s.id !== id && group(s.players) === key,
      )
      const matches = await Promise.all(mine.map((s) => store.getMatch(s.id)))
      const results = matches.flatMap((m) =>
        m ? [resultOf(replay(rules, m.setup, m.events))] : [],
      )
      if (live) setBest(bestResult(results))
    })()
    return () => {
      live = false
    }
  }, [id, players.join('\n')])
  if (best === undefined) return null
  return (
    <p class="sit-best">
      {best ? t('sit.ui.best', { best: describe(best) }) : t('sit.ui.firstTime')}
      {now && <> {t('sit.ui.thisTime', { result: describe(now) })}</>}
    </p>
  )
}
