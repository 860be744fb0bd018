import { useEffect, useRef, useState } from 'preact/hooks'
import type { Reason } from '../../../core/reason'
import { say, t } from '../../../i18n'
import { place } from '../../match/presence'
import { type BringBack, bringBack } from '../../table'
import { backSeats, tablePhones } from '../../tablePresence'
import { CodePanel } from './CodePanel'

/**
 * The phones that sat at this table and are not here now (#25): reloaded, or away longer than
 * their link's spare waited. One tap shows a code for that phone's seat; that phone scans it
 * ("Join again") and is back, and this phone scans nothing.
 */
export function WaysBack({ id, players }: { id: string; players: readonly string[] }) {
  const [bringing, setBringing] = useState<(BringBack & { seat: number }) | null>(null)
  const [back, setBack] = useState<number | null>(null)
  const [problem, setProblem] = useState<Reason | null>(null)
  const current = useRef<BringBack | null>(null)
  // Leaving the screen drops a way back nobody took; one taken is the table's connection now.
  useEffect(() => () => current.current?.close(), [])

  const here = new Set(tablePhones.value.map((p) => p.seat))
  const own = place.value?.matchId === id ? place.value.seat : null
  const away = backSeats.value.filter((s) => !here.has(s) && s !== own && s < players.length)

  const start = async (seat: number) => {
    current.current?.close()
    current.current = null
    setProblem(null)
    setBack(null)
    const made = await bringBack(seat)
    if ('key' in made) {
      setProblem(made)
      return
    }
    current.current = made
    setBringing({ ...made, seat })
    const joined = await made.joined
    if (current.current !== made) return
    current.current = null
    setBringing(null)
    if (joined) setProblem(joined)
    else setBack(seat)
  }

  if (away.length === 0 && !bringing && back === null && !problem) return null
  const player = (seat: number) => players[seat] ?? ''
  return (
    <section class="table-step table-back" aria-labelledby="back-h">
      <h2 id="back-h">{t('table.back.title')}</h2>
      {back !== null && (
        <p class="message" role="status">
          {t('table.back.done', { player: player(back) })}
        </p>
      )}
      {problem && (
        <p class="message error" role="alert">
          {say(problem)}
        </p>
      )}
      {bringing && (
        <>
          <p>{t('table.back.step', { player: player(bringing.seat) })}</p>
          <CodePanel
            code={bringing.code}
            label={t('table.back.qr', { player: player(bringing.seat) })}
          />
        </>
      )}
      {/* Tapped again: a new code (one that another phone scanned first waits in vain). */}
      {away.map((seat) => (
        <button key={seat} type="button" class="btn" onClick={() => void start(seat)}>
          {t('table.back.bring', { player: player(seat) })}
        </button>
      ))}
    </section>
  )
}
