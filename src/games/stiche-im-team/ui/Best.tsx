import { useEffect, useState } from 'preact/hooks'
import { replay } from '../../../core/match'
import { t, tn } from '../../../i18n'
import type { PlayProps } from '../../types'
import { bestResult, resultOf, rules, type SitEvent, type SitResult, type SitState } from '../rules'

const describe = (r: SitResult) =>
  r.won ? tn('sit.ui.bestWon', r.lives) : t('sit.ui.bestRound', { n: r.reached })

type Past = PlayProps<SitState, SitEvent>['past']

/**
 * "Best: round 6 — this time: won with 2 lives". Replays the finished climbs of this table, as the
 * app hands them over (`past`), through the rules; nothing extra is stored. Without them, nothing.
 */
export function Best({ past, now }: { past: Past; now?: SitResult }) {
  const [best, setBest] = useState<SitResult | null | undefined>(undefined)
  useEffect(() => {
    if (!past) return
    let live = true
    void (async () => {
      const matches = await past()
      const results = matches.map((m) => resultOf(replay(rules, m.setup, m.events)))
      if (live) setBest(bestResult(results))
    })()
    return () => {
      live = false
    }
  }, [past])
  if (best === undefined) return null
  return (
    <p class="sit-best">
      {best ? t('sit.ui.best', { best: describe(best) }) : t('sit.ui.firstTime')}
      {now && <> {t('sit.ui.thisTime', { result: describe(now) })}</>}
    </p>
  )
}
