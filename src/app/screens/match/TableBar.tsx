import { t, tn } from '../../../i18n'
import { href } from '../../router'
import { atTable } from '../../session'
import '../table/table.css'

/**
 * The match's table, if it is shared (#16): this phone hosts it (and how many phones joined),
 * is a guest at it, or lost its host and carries on alone (with a way to join again).
 */
export function TableBar({ id }: { id: string }) {
  const here = atTable.value
  if (!here || here.matchId !== id) return null
  if (here.left) {
    return (
      <div class="table-bar left" role="status">
        <p>{here.turnedAway ? t(here.turnedAway.key) : t('table.bar.left')}</p>
        <a class="btn small" href={href({ name: 'join' })}>
          {t('table.bar.rejoin')}
        </a>
      </div>
    )
  }
  return (
    <div class="table-bar" role="status">
      <p>{here.role === 'host' ? tn('table.bar.host', here.phones) : t('table.bar.guest')}</p>
    </div>
  )
}
