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
 * While they are read, an empty line of the same height holds the place: the line came in above
 * the trump suits after they were drawn, and a thumb on its way to ♥ landed a line higher (CI,
 * WebKit on a slow machine, 6 Dec 2026).
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
  if (best === undefined) {
    return past ? (
      <p class="sit-best-wait" aria-hidden="true">
        {'\u00a0'}
      </p>
    ) : null
  }
  return (
    <p class="sit-best">
      {best ? t('sit.ui.best', { best: describe(best) }) : t('sit.ui.firstTime')}
      {now && <> {t('sit.ui.thisTime', { result: describe(now) })}</>}
    </p>
  )
}
