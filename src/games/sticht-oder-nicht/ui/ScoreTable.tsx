import { t } from '../../../i18n'
import { minus, ScoreHead, TotalsRow } from '../../../ui/ScoreSheet'
import type { SonState } from '../rules'

/**
 * The score sheet: points per round and player (tricks + special cards), the totals, the winners
 * marked once the game is over. From five players or with long names the shared head sets the names
 * upright (uprightNames), so six 24-character names fit a 320 px phone. The match page draws the running totals as a chart.
 */
export function ScoreTable({ state, players }: { state: SonState; players: string[] }) {
  const scored = state.history.filter((r) => r.score)
  if (scored.length === 0) return null
  return (
    <section aria-labelledby="son-table-h" class="son-table">
      <h2 id="son-table-h">{t('score.measure.points')}</h2>
      <div class="table-wrap">
        <table>
          <caption id="son-table-caption" class="visually-hidden">
            {t('son.ui.tableCaption')}
          </caption>
          <ScoreHead label={t('score.step.round')} players={players} winners={state.winners} />
          <tbody>
            {scored.map((r) => (
              <tr key={`round-${r.n}`}>
                <th scope="row">{r.n}</th>
                {players.map((name, seat) => (
                  <td key={name}>{minus(r.score?.total[seat] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
          <TotalsRow
            label={t('score.total')}
            players={players}
            totals={state.totals}
            winners={state.winners}
          />
        </table>
      </div>
    </section>
  )
}
