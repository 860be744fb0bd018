import { useState } from 'preact/hooks'
import { t } from '../../../i18n'
import { PlayerHead, uprightNames } from '../../../ui/ScoreSheet'
import { type LsHand, type LsState, START_COUNTERS } from '../rules'

interface Props {
  hands: LsState['hands']
  players: string[]
  /** Once the match is over: their column heads and final counters are highlighted. */
  winners?: readonly number[]
  /** Opens the correction of hand i (0-based); absent where nothing may be changed. */
  onFix?: (hand: number) => void
}

/** What the hand moved for its last-trick winner, as written on paper: "−1", "+2". */
function moved(hand: LsHand, before: readonly number[]): string {
  const change = (hand.counters[hand.lastTrick] ?? 0) - (before[hand.lastTrick] ?? 0)
  if (change === 0) return ''
  return change < 0 ? `−${-change}` : `+${change}`
}

/**
 * A long match shows its last hands only, and the earlier ones behind one tap: opening a match
 * of hundreds of hands draws ten rows, not hundreds (#15: a long match opens fast on a cheap phone).
 */
const RECENT_HANDS = 10

/** The paper's column of counters, hand by hand, with what each hand cost or paid. */
export function HandsTable({ hands, players, winners = [], onFix }: Props) {
  const [all, setAll] = useState(false)
  if (hands.length === 0) return null
  const start = players.map(() => START_COUNTERS)
  const from = all || hands.length <= RECENT_HANDS ? 0 : hands.length - RECENT_HANDS
  return (
    <section aria-labelledby="ls-hands-h" class="ls-hands">
      <h2 id="ls-hands-h">{t('ls.ui.hands')}</h2>
      <div class="table-wrap">
        <table>
          <caption class="visually-hidden">{t('ls.ui.handsCaption')}</caption>
          {/* Long names stand upright (as in the score sheets): every column stays on screen. */}
          <thead class={uprightNames(players) ? 'upright' : undefined}>
            <tr>
              <th scope="col">{t('score.step.hand')}</th>
              {/* Marked as in every score sheet; the pot's column follows. */}
              {players.map((name, seat) => (
                <PlayerHead key={name} name={name} won={winners.includes(seat)} />
              ))}
              <th scope="col">{t('ls.ui.pot')}</th>
            </tr>
          </thead>
          <tbody>
            {from === 0 ? (
              <tr>
                <th scope="row">{t('score.start')}</th>
                {players.map((name) => (
                  <td key={name}>{START_COUNTERS}</td>
                ))}
                <td>0</td>
              </tr>
            ) : (
              <tr>
                <td colSpan={players.length + 2} class="ls-earlier">
                  <button type="button" class="btn small" onClick={() => setAll(true)}>
                    {t('ls.ui.showAll', { n: hands.length })}
                  </button>
                </td>
              </tr>
            )}
            {hands.slice(from).map((hand, k) => {
              const i = from + k
              const final = i === hands.length - 1
              return (
                <tr key={i}>
                  <th scope="row">
                    {onFix ? (
                      <button
                        type="button"
                        class="btn small ls-fix-btn"
                        aria-label={t('ls.ui.fix', { n: i + 1 })}
                        onClick={() => onFix(i)}
                      >
                        {i + 1} <span aria-hidden="true">✎</span>
                      </button>
                    ) : (
                      i + 1
                    )}
                  </th>
                  {hand.counters.map((c, seat) => {
                    const last = seat === hand.lastTrick
                    const won = final && winners.includes(seat)
                    const what = hand.sweep ? t('ls.ui.sweep') : t('ls.ui.lastTrick')
                    return (
                      <td
                        key={players[seat]}
                        class={`${last ? 'ls-last' : ''} ${won ? 'winner' : ''}`}
                      >
                        {c}
                        {last && (
                          <span class="ls-mark" title={what}>
                            <span aria-hidden="true">
                              {' '}
                              {hand.sweep && '★'}
                              {moved(hand, hands[i - 1]?.counters ?? start)}
                            </span>
                            <span class="visually-hidden">{what}</span>
                          </span>
                        )}
                      </td>
                    )
                  })}
                  <td>{hand.pot}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <p class="hint">{t('ls.ui.legend')}</p>
    </section>
  )
}
