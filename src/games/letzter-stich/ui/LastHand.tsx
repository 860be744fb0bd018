import { t, tn } from '../../../i18n'
import type { LsState } from '../rules'

/** What the hand just finished did to the counters, said once in words. */
export function LastHand({ state, players }: { state: LsState; players: string[] }) {
  const hand = state.hands.at(-1)
  const before = state.hands.at(-2)?.pot ?? 0
  if (!hand) return null
  const player = players[hand.lastTrick] ?? ''
  return (
    <p class="ls-outcome">
      {t('ls.ui.lastHand', { n: state.hands.length })}{' '}
      {hand.sweep
        ? tn('ls.hand.sweep', before - hand.pot, { player })
        : t('ls.hand.pays', { player })}
    </p>
  )
}
