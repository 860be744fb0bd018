import { useState } from 'preact/hooks'
import { t } from '../../../i18n'
import { Choices, seatOptions } from '../../../ui/Choices'
import { Stepper } from '../../../ui/Stepper'
import { type LsEvent, TRICKS } from '../rules'

interface Props {
  players: string[]
  send: (event: LsEvent) => Promise<boolean>
  disabled: boolean
  /** Prefilled when correcting an earlier hand. */
  initial?: { tricksWon: number[]; lastTrick: number }
}

/** Counted piles: tricks per player and who took the last one. The rules check the sum. */
export function CountsEntry({ players, send, disabled, initial }: Props) {
  const [counts, setCounts] = useState<number[]>(() => initial?.tricksWon ?? players.map(() => 0))
  const [last, setLast] = useState<number | null>(initial?.lastTrick ?? null)
  const sum = counts.reduce((a, b) => a + b, 0)
  async function save(event: Event) {
    event.preventDefault()
    if (last === null) return
    if (await send({ t: 'counts', tricksWon: counts, lastTrick: last })) {
      setCounts(players.map(() => 0))
      setLast(null)
    }
  }
  return (
    <form class="ls-entry stack" onSubmit={save}>
      <fieldset class="stack">
        <legend>{t('ls.ui.tricksEach')}</legend>
        {players.map((name, seat) => (
          <div key={name} class="count-row">
            <span>{name}</span>
            <Stepper
              label={t('ls.ui.tricksOf', { player: name })}
              value={counts[seat] ?? 0}
              min={0}
              max={TRICKS}
              onChange={(v) => setCounts(counts.map((c, i) => (i === seat ? v : c)))}
            />
          </div>
        ))}
        <p class="hint" aria-live="polite">
          {t('ls.ui.sum', { sum, of: TRICKS })}
        </p>
      </fieldset>
      <Choices
        grid
        legend={t('ls.ui.whoLastDone')}
        name="last-count"
        options={seatOptions(players)}
        value={last}
        onChange={setLast}
      />
      <button type="submit" class="btn primary big" disabled={disabled || last === null}>
        {t('ls.ui.saveHand')}
      </button>
    </form>
  )
}
