import { t } from '../../../i18n'
import { Alert } from '../../../ui/Alert'
import type { LsEvent } from '../rules'
import type { QuickDraft } from '../rules/entries'
import { SeatPicks } from './SeatPicks'

interface Props {
  players: string[]
  /** What is entered so far; kept by the page in the match's draft. */
  value: QuickDraft
  onChange: (value: QuickDraft) => void
  send: (event: LsEvent) => Promise<boolean>
  disabled: boolean
  /** Why the last save was refused: said right under the save button. */
  problem?: string | null
  /** Radio names are per page: the correction has its own. */
  name?: string
}

/** The hand was played without the phone: who took the last trick, and was it a sweep. */
export function QuickEntry(props: Props) {
  const { players, value, onChange, send, disabled, problem = null, name = 'last' } = props
  const { lastTrick, sweep } = value
  function save(event: Event) {
    event.preventDefault()
    if (lastTrick !== null) void send({ t: 'quick', lastTrick, sweep })
  }
  return (
    <form class="ls-entry stack" onSubmit={save}>
      <SeatPicks
        legend={t('ls.ui.whoLast')}
        name={name}
        players={players}
        value={lastTrick}
        onChange={(seat) => onChange({ ...value, lastTrick: seat })}
      />
      <div class="ls-save">
        <label class="toggle">
          <input
            type="checkbox"
            checked={sweep}
            onChange={(e) => onChange({ ...value, sweep: e.currentTarget.checked })}
          />
          <span>{t('ls.ui.sweepQuestion')}</span>
        </label>
        <button type="submit" class="btn primary" disabled={disabled || lastTrick === null}>
          {t('ls.ui.saveHand')}
        </button>
      </div>
      {problem && <Alert>{problem}</Alert>}
    </form>
  )
}
