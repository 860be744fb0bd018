import { t } from '../../../i18n'
import { type LsState, START_COUNTERS } from '../rules'

interface Props {
  hands: LsState['hands']
  players: string[]
  /** Opens the correction of hand i (0-based); absent where nothing may be changed. */
  onFix?: (hand: number) => void
}

/** The paper's column of counters, hand by hand, with what each hand cost or paid. */
export function HandsTable({ hands, players, onFix }: Props) {
  if (hands.length === 0) return null
  return (
    <section aria-labelledby="ls-hands-h" class="ls-hands">
      <h2 id="ls-hands-h">{t('ls.ui.hands')}</h2>
      <div class="table-wrap">
        <table>
          <caption class="visually-hidden">{t('ls.ui.handsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('ls.ui.handNo')}</th>
              {players.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
              <th scope="col">{t('ls.ui.pot')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('ls.ui.start')}</th>
              {players.map((name) => (
                <td key={name}>{START_COUNTERS}</td>
              ))}
              <td>0</td>
            </tr>
            {hands.map((hand, i) => (
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
                {hand.counters.map((c, seat) => (
                  <td key={players[seat]} class={seat === hand.lastTrick ? 'ls-last' : ''}>
                    {c}
                    {seat === hand.lastTrick && (
                      <span
                        class="ls-mark"
                        title={hand.sweep ? t('ls.ui.sweep') : t('ls.ui.lastTrick')}
                      >
                        {hand.sweep ? ' ★' : ' •'}
                        <span class="visually-hidden">
                          {hand.sweep ? t('ls.ui.sweep') : t('ls.ui.lastTrick')}
                        </span>
                      </span>
                    )}
                  </td>
                ))}
                <td>{hand.pot}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p class="hint">{t('ls.ui.legend')}</p>
    </section>
  )
}
