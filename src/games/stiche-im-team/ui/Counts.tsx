import { t } from '../../../i18n'
import { type SitState, stillNeeded, tricksTaken } from '../rules'

/** A count as players read it: the real minus sign for one over their number. */
const signed = (n: number) => (n < 0 ? `−${-n}` : String(n))

interface Props {
  state: SitState
  players: string[]
  /** At a table of phones, this phone's seat: its player sees their own hidden number. */
  mine?: number | null
}

/** Live per player: the number, the tricks so far, what is still needed. */
export function Counts({ state, players, mine = null }: Props) {
  const { round } = state
  const taken = tricksTaken(state)
  const still = stillNeeded(state)
  // Secret numbers stay hidden while the round is played, unless the table revealed them.
  const secret = state.options.secretBids && round.outcome === 'playing' && !round.revealed
  // On a table's phone, its own player's number is theirs to see (and nobody else's it keeps).
  const hide = (seat: number) => secret && !(seat === mine && round.hidden.includes(seat))
  return (
    <table class="sit-counts">
      <caption class="visually-hidden">{t('sit.ui.table')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('score.player')}</th>
          <th scope="col">{t('sit.ui.bid')}</th>
          <th scope="col">{t('cards.ui.tricks')}</th>
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
                      <small class="tag">{t('new.role.dealer')}</small>
                    </>
                  )}
                </span>
              </th>
              <td>{hide(seat) ? t('sit.ui.hidden') : (round.bids[seat] ?? '–')}</td>
              <td>{taken[seat] ?? 0}</td>
              <td>{hide(seat) ? '' : need === null || need === undefined ? '–' : signed(need)}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
