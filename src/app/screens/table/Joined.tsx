import { t, tn } from '../../../i18n'
import type { PhoneAt } from '../../../table/guestPhone'

/**
 * The phones joined to this phone's table (#25): how many, counted as the match page's bar counts
 * them ("Host · 1 phone joined"), and each one by its player's seat and whether it answers now.
 */
export function Joined({
  phones,
  players,
}: {
  phones: readonly PhoneAt[]
  players: readonly string[]
}) {
  return (
    <section class="table-joined" aria-labelledby="joined-h">
      <p id="joined-h" class="table-count" role="status">
        {phones.length === 0 ? t('table.joined.none') : tn('table.joined.count', phones.length)}
      </p>
      {phones.length > 0 && (
        <ul>
          {phones.map((phone) => {
            const player = phone.seat === null ? undefined : players[phone.seat]
            return (
              <li key={phone.phone} class={phone.reachable ? undefined : 'away'}>
                <bdi>
                  {player === undefined
                    ? t('table.joined.noSeat')
                    : t('table.joined.seat', { player })}
                </bdi>
                {' · '}
                {phone.reachable ? t('table.joined.reachable') : t('table.joined.unreachable')}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
