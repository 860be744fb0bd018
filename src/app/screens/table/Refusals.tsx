import { named } from '../../../core/reason'
import { lang, say, t } from '../../../i18n'
import type { Refusal } from '../../../table/guestPhone'
import { refusals } from '../../tablePresence'

const WHAT = new Set(['undo', 'redo', 'correction', 'seat', 'messages'])

function row(r: Refusal, players: readonly string[]): string {
  const player = r.seat === null ? undefined : players[r.seat]
  const who =
    player === undefined ? t('table.refusals.noSeat') : t('table.refusals.from', { player })
  // Anything else is an entry, said as the dock says an undone one.
  const what = WHAT.has(r.what) ? t(`table.what.${r.what}`) : t('match.entry')
  const time = new Date(r.at).toLocaleTimeString(lang.value, { timeStyle: 'short' })
  return t('table.refusals.row', { time, who, what, reason: say(named(r.reason, players)) })
}

/**
 * The host's log of what other phones asked for and did not get (#23): a phone entering for
 * another player's seat, a secret sent to the table, a burst of undos. Newest first.
 */
export function Refusals({ players }: { players: readonly string[] }) {
  const list = refusals.value
  return (
    <section class="table-refusals" aria-labelledby="refusals-h">
      <h2 id="refusals-h">{t('table.refusals.title')}</h2>
      {list.length === 0 ? (
        <p class="hint">{t('table.refusals.none')}</p>
      ) : (
        <ul>
          {list.map((r, i) => (
            <li key={`${r.at}-${i}`}>{row(r, players)}</li>
          ))}
        </ul>
      )}
    </section>
  )
}
