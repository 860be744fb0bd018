import { named } from '../../../core/reason'
import { say, t } from '../../../i18n'
import { seatAnswer, seatRequests } from '../../tablePresence'
import '../../tableStrings'

/** Through the table's code, loaded by now: this phone is at a table. */
const decide = (phone: string, allow: boolean) =>
  void import('../../table').then((m) => (allow ? m.approveSeat(phone) : m.denySeat(phone)))

/**
 * The seats other phones asked for that the host's player decides (#23): a phone takes a free
 * seat once by itself; any other change asks here, on the host's screen, with what it would
 * take from whom.
 */
export function SeatRequests({ players }: { players: readonly string[] }) {
  const requests = seatRequests.value
  if (requests.length === 0) return null
  // In the asks that float above the dock (TableAsks): the host's player may be far down the
  // page, and the phone asking waits for an answer.
  return (
    <>
      {requests.map((r) => {
        const player = players[r.seat] ?? ''
        const from = r.from === null ? null : (players[r.from] ?? '')
        return (
          <section
            key={r.phone}
            class="banner warn seat-ask"
            role="alertdialog"
            aria-labelledby={`seat-ask-${r.phone}`}
          >
            <p id={`seat-ask-${r.phone}`}>
              {from === null
                ? t('table.seatAsk.new', { player })
                : t('table.seatAsk.move', { player, from })}{' '}
              {r.holder === 'host'
                ? t('table.seatAsk.mine', { player })
                : r.holder !== undefined && t('table.seatAsk.held', { player })}
            </p>
            <button type="button" class="btn primary" onClick={() => decide(r.phone, true)}>
              {t('table.seatAsk.allow')}
            </button>
            <button type="button" class="btn" onClick={() => decide(r.phone, false)}>
              {t('table.seatAsk.refuse')}
            </button>
          </section>
        )
      })}
    </>
  )
}

/** On a guest: the seat it asked for waits for the host's player, or it did not get it. */
export function SeatAnswer({ players }: { players: readonly string[] }) {
  const answer = seatAnswer.value
  if (!answer) return null
  if ('waiting' in answer) {
    return (
      <p class="hint seat-wait" role="status">
        {t('table.seatWait', { player: players[answer.seat] ?? '' })}
      </p>
    )
  }
  return (
    <p class="message error seat-wait" role="alert">
      {say(named(answer.reason, players))}
    </p>
  )
}
