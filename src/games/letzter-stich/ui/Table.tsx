import type { ComponentChildren } from 'preact'
import { t, tn } from '../../../i18n'
import type { LsState } from '../rules'
import { tricksSoFar } from '../rules'

interface Props {
  state: LsState
  players: string[]
  /** Shown beside the pot: which hand, who deals. */
  children?: ComponentChildren
  /** Above the rows: what the extra cells of each row are (the counts entry's column heads). */
  columns?: ComponentChildren
  /** More cells at the end of a player's row: the counts entry's number and last-trick pick. */
  extra?: (seat: number) => ComponentChildren
}

/**
 * What the paper can't show at a glance, one line per player so the entry below stays on the
 * screen: name, who deals and leads, tricks this hand, counters; and the pot.
 */
export function Table({ state, players, children, columns, extra }: Props) {
  const tricks = tricksSoFar(state)
  const inHand = !state.over
  const counting = inHand && state.tricks.length > 0
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
      {columns}
      <ul class="ls-players">
        {players.map((name, seat) => {
          const dealer = inHand && seat === state.dealer
          const leads = inHand && seat === state.leader
          const winner = state.over && state.winners.includes(seat)
          const counters = state.counters[seat] ?? 0
          return (
            <li key={name} class={`ls-player ${leads ? 'leads' : ''} ${winner ? 'winner' : ''}`}>
              <span class="ls-name">
                <span class="ls-who">{name}</span>
                <span class="ls-badges">
                  {dealer && <span class="badge">{t('new.role.dealer')}</span>}
                  {/* Beside the counts entry's cells the name needs the room: the bar stays. */}
                  {leads && (
                    <span class={extra ? 'visually-hidden' : 'badge accent'}>
                      {t('cards.role.leader')}
                    </span>
                  )}
                  {winner && <span class="badge accent">{t('ls.ui.winner')}</span>}
                </span>
              </span>
              {counting && (
                <small class="ls-tricks">{tn('cards.ui.tricksN', tricks[seat] ?? 0)}</small>
              )}
              <span class="ls-counters">
                <span aria-hidden="true">{counters}</span>
                <span class="visually-hidden">
                  {tn('ls.ui.countersOf', counters, { player: name })}
                </span>
              </span>
              {extra?.(seat)}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** "Hand 2 · Ben deals", the name shortened with … when the line is too narrow for it. */
export function Status({ hand, dealer }: { hand: number; dealer: string }) {
  const [before = '', after = ''] = t('ls.ui.status', { hand, dealer: '\u0000' }).split('\u0000')
  return (
    <p class="ls-status" aria-live="polite">
      <span class="ls-keep">{before}</span>
      {/* The name and "deals" stay on one line: the name gives way, "deals" never leaves it. */}
      <span class="ls-status-tail">
        <span class="ls-status-who">{dealer}</span>
        <span class="ls-keep">{after}</span>
      </span>
    </p>
  )
}
