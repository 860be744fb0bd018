import { say, t } from '../../../i18n'
import { roundReason, type SitState } from '../rules'

/** What the last round came to, said once while the next one begins. */
export function News({ state, players }: { state: SitState; players: string[] }) {
  const last = state.history.at(-1)
  const fresh = state.round.trump === undefined && state.round.tricks.length === 0
  if (!last || !fresh || state.over) return null
  const n = last.rung + 1
  if (last.outcome === 'won') {
    return <p class="sit-news ok">{t('sit.ui.lastWon', { n })}</p>
  }
  const why = say(roundReason(last, players))
  return <p class="sit-news lost">{t('sit.ui.lastLost', { n, why })}</p>
}
