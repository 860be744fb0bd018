import { t, tn } from '../../../i18n'
import type { LsState } from '../rules'

/** What the hand just finished did to the counters, said once in words. */
export function LastHand({ state, players }: { state: LsState; players: string[] }) {
  const hand = state.hands.at(-1)
  const before = state.hands.at(-2)?.pot ?? 0
  if (!hand) return null
  const player = '\u0000'
  const said = hand.sweep
    ? tn('ls.hand.sweep', before - hand.pot, { player })
    : t('ls.hand.pays', { player })
  const [start = '', end = ''] = said.split(player)
  // The name on one line, cut short with … where it is longer (#25): never broken inside.
  return (
    <p class="ls-outcome">
      {t('ls.ui.lastHand', { n: state.hands.length })} {start}
      <span class="name-cut">{players[hand.lastTrick] ?? ''}</span>
      {end}
    </p>
  )
}
