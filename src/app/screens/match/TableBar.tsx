import { t, tn } from '../../../i18n'
import { atTable, place, sharedTable } from '../../match/presence'
import { href } from '../../router'
import { hostReachable, tablePhones } from '../../tablePresence'
import '../table/table.css'
import '../../tableStrings'
import { Compare } from './Compare'
import { HistoryAsks } from './HistoryAsks'
import { SeatAnswer, SeatRequests } from './SeatAsks'

/** Takes the seat through the table's code, loaded by now: this phone is at a table. */
const choose = (seat: number | null) => void import('../../table').then((m) => m.chooseSeat(seat))

/** The table this phone is at, if it is match `id`'s. */
function tableOf(id: string) {
  const here = atTable.value
  return here?.matchId === id ? here : null
}

/**
 * The match's table, if it is shared (#16): this phone hosts it (and how many phones joined),
 * is a guest at it, or lost its host and carries on alone (with a way to join again); and the
 * seat this phone's player has, marked, so a secret can find its phone. A line of the header
 * (Screen's `line`): always in view, and on a phone in place of the game's name (#25).
 */
export function TableBar({ id, players }: { id: string; players: readonly string[] }) {
  const here = tableOf(id)
  if (!here) {
    // A guest before, not now (this phone was reloaded): it plays alone until it joins again.
    // (A host's phone is the table's copy: after a reload it invites again, from Phones.)
    const was = place.value
    if (was?.matchId !== id || was.role !== 'guest') return null
    return (
      <div class="table-bar left">
        <p role="status">{t('table.bar.away')}</p>
        <a class="btn small" href={href({ name: 'join' })}>
          {t('table.bar.rejoin')}
        </a>
      </div>
    )
  }
  if (here.left) {
    return (
      <div class="table-bar left">
        <p role="status">
          {here.turnedAway
            ? t(here.turnedAway.key)
            : t(here.lost ? 'table.bar.lost' : 'table.bar.left')}
        </p>
        <a class="btn small" href={href({ name: 'join' })}>
          {t('table.bar.rejoin')}
        </a>
      </div>
    )
  }
  const shared = sharedTable.value
  const mine = shared?.matchId === id ? shared.seat : null
  const taken = shared?.matchId === id ? shared.seats : []
  return <Bar role={here.role} phones={here.phones} mine={mine} taken={taken} players={players} />
}

/** What the table asks of this phone's player: a seat asked for, a safety code to compare. */
export function TableAsks({ id, players }: { id: string; players: readonly string[] }) {
  const here = tableOf(id)
  if (!here || here.left) return null
  return (
    <>
      {here.role === 'guest' && <SeatAnswer players={players} />}
      <Compare players={players} />
      {/* What waits for an answer floats above the dock, one under the other, never one over the
          other; the page under it does not move. */}
      <div class="seat-asks">
        {here.role === 'host' && <SeatRequests players={players} />}
        <HistoryAsks />
      </div>
    </>
  )
}

function Bar({
  role,
  phones,
  mine,
  taken,
  players,
}: {
  role: 'host' | 'guest'
  phones: number
  mine: number | null
  taken: readonly number[]
  players: readonly string[]
}) {
  // Said at once when another phone goes quiet (keep-alive, #25), and again when it is back.
  const quiet =
    role === 'host'
      ? tablePhones.value.filter((p) => !p.reachable).length
      : Number(!hostReachable.value)
  let status = role === 'host' ? tn('table.bar.host', phones) : t('table.bar.guest')
  if (quiet > 0) {
    status =
      role === 'host' ? tn('table.bar.quiet', quiet, { joined: phones }) : t('table.bar.hostQuiet')
  }
  return (
    <div class={quiet > 0 ? 'table-bar quiet' : 'table-bar'}>
      <p role="status">{status}</p>
      <label class="table-seat">
        <span aria-hidden="true">{t('table.me')}</span>
        <select
          aria-label={t('table.yourSeat')}
          value={mine === null ? '' : String(mine)}
          onChange={(e) => {
            const value = e.currentTarget.value
            // The select shows the seat this phone holds until the table says it changed: a
            // guest's new seat may wait for the host's player (the line below says so).
            e.currentTarget.value = mine === null ? '' : String(mine)
            choose(value === '' ? null : Number(value))
          }}
        >
          <option value="">{t('table.noSeatYet')}</option>
          {players.map((name, seat) => (
            <option key={seat} value={String(seat)}>
              {seat !== mine && taken.includes(seat) ? t('table.seatTaken', { name }) : name}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
