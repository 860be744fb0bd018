import { useState } from 'preact/hooks'
import { t } from '../../../i18n'
import { Choices, seatOptions } from '../../../ui/Choices'
import type { LsEvent } from '../rules'

interface Props {
  players: string[]
  send: (event: LsEvent) => Promise<boolean>
  disabled: boolean
  /** Prefilled when correcting an earlier hand. */
  initial?: { lastTrick: number; sweep: boolean }
}

/** The hand was played without the phone: who took the last trick, and was it a sweep. */
export function QuickEntry({ players, send, disabled, initial }: Props) {
  const [last, setLast] = useState<number | null>(initial?.lastTrick ?? null)
  const [sweep, setSweep] = useState(initial?.sweep ?? false)
  async function save(event: Event) {
    event.preventDefault()
    if (last === null) return
    if (await send({ t: 'quick', lastTrick: last, sweep })) {
      setLast(null)
      setSweep(false)
    }
  }
  return (
    <form class="ls-entry stack" onSubmit={save}>
      <Choices
        grid
        legend={t('ls.ui.whoLastDone')}
        name="last"
        options={seatOptions(players)}
        value={last}
        onChange={setLast}
      />
      <label class="toggle">
        <input
          type="checkbox"
          checked={sweep}
          onChange={(e) => setSweep(e.currentTarget.checked)}
        />
        <span>{t('ls.ui.sweepQuestion')}</span>
      </label>
      <button type="submit" class="btn primary big" disabled={disabled || last === null}>
        {t('ls.ui.saveHand')}
      </button>
    </form>
  )
}
