import { useState } from 'preact/hooks'
import type { Reason } from '../../../core/reason'
import { say, t } from '../../../i18n'
import { Alert } from '../../../ui/Alert'
import { useDraft } from '../../../ui/draft'
import type { SfsEvent } from '../rules'
import { Clipped } from './Clip'
import { isSeats, SEARCH } from './drafts'
import '../../../ui/choices.css'

interface PaperProps {
  players: string[]
  confidant: number
  pending: number[]
  record: (event: SfsEvent) => Promise<Reason | null>
}

/** The confidant looked at the tiles by hand and ticks who solved; the ticks are in the draft. */
export function PaperSearch({ players, confidant, pending, record }: PaperProps) {
  const [ticked, setSolved] = useDraft<number[]>(SEARCH, [], isSeats)
  const solved = ticked.filter((seat) => pending.includes(seat))
  const [problem, setProblem] = useState<Reason | null>(null)
  async function save() {
    setProblem(await record({ t: 'search', solved }))
  }
  return (
    <fieldset class="stack">
      <legend>
        <Clipped k="sfs.ui.paperQuestion" name={players[confidant] ?? ''} />
      </legend>
      {pending.map((seat) => (
        <label key={seat} class="choice">
          <input
            type="checkbox"
            checked={solved.includes(seat)}
            onChange={(e) =>
              setSolved(
                e.currentTarget.checked ? [...solved, seat] : solved.filter((s) => s !== seat),
              )
            }
          />
          <span>{players[seat]}</span>
        </label>
      ))}
      {problem && <Alert>{say(problem)}</Alert>}
      <button type="button" class="btn primary big" onClick={() => void save()}>
        {t('sfs.ui.saveSearch')}
      </button>
    </fieldset>
  )
}
