import { say, t } from '../../../i18n'
import { roundReason, type SitState } from '../rules'

/** What the last round came to, said while the next one begins, and at the end of the climb. */
export function News({ state, players }: { state: SitState; players: string[] }) {
  const last = state.history.at(-1)
  const fresh = state.round.trump === undefined && state.round.tricks.length === 0
  if (!last || !(fresh || state.over)) return null
  const n = last.rung + 1
  if (last.outcome === 'won') {
    return <p class="sit-news ok">{t('sit.ui.lastWon', { n })}</p>
  }
  const why = say(roundReason(last, players))
  // At the end of the climb there is no life left to lose: only the why.
  return (
    <p class="sit-news lost">
      {t(state.over ? 'sit.ui.lastLostFinal' : 'sit.ui.lastLost', { n, why })}
    </p>
  )
}
