import { t } from '../../../i18n'
import { ScoreHead, TotalsRow } from '../../../ui/ScoreSheet'
import type { SonState } from '../rules'

/** The score sheet: points per round and player (tricks + special cards), the totals. The match
 * page draws the running totals as a chart for every game (src/ui/Chart.tsx). */
export function ScoreTable({ state, players }: { state: SonState; players: string[] }) {
  const scored = state.history.filter((r) => r.score)
  if (scored.length === 0) return null
  return (
    <section aria-labelledby="son-table-h" class="son-table">
      <h2 id="son-table-h">{t('son.ui.table')}</h2>
      <div class="table-wrap">
        <table>
          <caption id="son-table-caption" class="visually-hidden">
            {t('son.ui.tableCaption')}
          </caption>
          <ScoreHead label={t('son.ui.roundCol')} players={players} />
          <tbody>
            {scored.map((r) => (
              <tr key={`round-${r.n}`}>
                <th scope="row">{r.n}</th>
                {players.map((name, seat) => (
                  <td key={name}>{r.score?.total[seat] ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
          <TotalsRow label={t('son.ui.total')} players={players} totals={state.totals} />
        </table>
      </div>
    </section>
  )
}
