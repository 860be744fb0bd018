import { t, tn } from '../../../i18n'
import { ScoreHead, TotalsRow } from '../../../ui/ScoreSheet'
import { padRows, padTotals, type SfsState } from '../rules'

interface Props {
  state: SfsState
  players: string[]
}

/**
 * The investigation pad, filled in by the rules: per case and player, magnifier and cards. The
 * totals count a sleuth's points the moment they solve; the winners are marked at the end.
 */
export function Pad({ state, players }: Props) {
  const rows = padRows(state)
  if (rows.length === 0) return null
  return (
    <section aria-labelledby="sfs-pad-h" class="sfs-pad">
      <h2 id="sfs-pad-h">{t('sfs.ui.pad')}</h2>
      <div class="table-wrap">
        <table>
          <caption class="visually-hidden">{t('sfs.ui.padCaption')}</caption>
          <ScoreHead label={t('score.step.case')} players={players} winners={state.winners} />
          <tbody>
            {rows.map((row, i) => (
              <tr key={`case-${i + 1}`}>
                <th scope="row">{i + 1}</th>
                {players.map((name, seat) => {
                  const inv = row.investigation[seat]
                  const tricks = row.tricks[seat] ?? 0
                  return (
                    <td key={name}>
                      <span aria-hidden="true">
                        {seat === row.confidant && '★ '}
                        {inv ?? '·'} + {tricks}
                      </span>
                      <span class="visually-hidden">
                        {t('sfs.ui.points', {
                          inv: tn('sfs.ui.invPoints', inv ?? 0),
                          tricks: tn('sfs.ui.trickPoints', tricks),
                        })}
                      </span>
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
          <TotalsRow
            label={t('score.total')}
            players={players}
            totals={padTotals(state)}
            winners={state.winners}
          />
        </table>
      </div>
      <p class="hint">{t('sfs.ui.padLegend')}</p>
    </section>
  )
}
