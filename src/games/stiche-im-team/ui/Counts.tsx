import { t } from '../../../i18n'
import { type SitState, stillNeeded, tricksTaken } from '../rules'

/** A count as players read it: the real minus sign for one over their number. */
const signed = (n: number) => (n < 0 ? `−${-n}` : String(n))

/** Live per player: the number, the tricks so far, what is still needed. */
export function Counts({ state, players }: { state: SitState; players: string[] }) {
  const { round } = state
  const taken = tricksTaken(state)
  const still = stillNeeded(state)
  // Secret numbers stay hidden while the round is played, unless the table revealed them.
  const secret = state.options.secretBids && round.outcome === 'playing' && !round.revealed
  return (
    <table class="sit-counts">
      <caption class="visually-hidden">{t('sit.ui.table')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('sit.ui.player')}</th>
          <th scope="col">{t('sit.ui.bid')}</th>
          <th scope="col">{t('sit.ui.taken')}</th>
          <th scope="col">{t('sit.ui.needed')}</th>
        </tr>
      </thead>
      <tbody>
        {players.map((name, seat) => {
          const need = still[seat]
          return (
            <tr key={name} class={seat === state.leader ? 'leads' : ''}>
              <th scope="row" title={name}>
                <span class="cell">
                  <span class="nm">{name}</span>
                  {seat === round.dealer && (
                    <>
                      {' '}
                      <small class="tag">{t('sit.ui.deals')}</small>
                    </>
                  )}
                </span>
              </th>
              <td>{secret ? t('sit.ui.hidden') : (round.bids[seat] ?? '–')}</td>
              <td>{taken[seat] ?? 0}</td>
              <td>{secret ? '' : need === null || need === undefined ? '–' : signed(need)}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
