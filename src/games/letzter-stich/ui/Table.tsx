import type { ComponentChildren } from 'preact'
import { t, tn } from '../../../i18n'
import type { LsState } from '../rules'
import { tricksSoFar } from '../rules'

interface Props {
  state: LsState
  players: string[]
  /** Shown beside the pot: which hand, who deals. */
  children?: ComponentChildren
}

/** What the paper can't show at a glance: counters and pot, large, and who deals and leads. */
export function Table({ state, players, children }: Props) {
  const tricks = tricksSoFar(state)
  const inHand = !state.over
  return (
    <section class="ls-table" aria-label={t('ls.ui.table')}>
      <div class="ls-head">
        <div class="ls-pot" role="group" aria-label={t('ls.ui.potLabel', { n: state.pot })}>
          <span class="ls-pot-label" aria-hidden="true">
            {t('ls.ui.pot')}
          </span>
          <span class="ls-pot-value" aria-hidden="true">
            {state.pot}
          </span>
        </div>
        {children}
      </div>
      <ul class="ls-players">
        {players.map((name, seat) => {
          const dealer = inHand && seat === state.dealer
          const leads = inHand && seat === state.leader
          const winner = state.over && state.winners.includes(seat)
          return (
            <li key={name} class={`ls-player ${leads ? 'leads' : ''} ${winner ? 'winner' : ''}`}>
              <span class="ls-name">
                {name}
                <span class="ls-badges">
                  {dealer && <span class="badge">{t('ls.ui.dealer')}</span>}
                  {leads && <span class="badge accent">{t('ls.ui.leads')}</span>}
                  {winner && <span class="badge accent">{t('ls.ui.winner')}</span>}
                </span>
              </span>
              <span class="ls-counters">
                <span aria-hidden="true">{state.counters[seat]}</span>
                <span class="visually-hidden">
                  {t('ls.ui.countersOf', { player: name, n: state.counters[seat] ?? 0 })}
                </span>
              </span>
              {inHand && state.tricks.length > 0 && (
                <small class="ls-tricks">{tn('ls.ui.tricksNow', tricks[seat] ?? 0)}</small>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
