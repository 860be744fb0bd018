import type { Reason } from '../../../core/reason'
import { say, t } from '../../../i18n'
import { Tabs } from '../../../ui/Tabs'
import type { LsEvent, LsHand } from '../rules'
import type { FixDraft } from '../rules/entries'
import { CountsEntry } from './CountsEntry'
import { QuickEntry } from './QuickEntry'

interface Props {
  players: string[]
  /** The correction so far, kept by the page in the match's draft. */
  value: FixDraft
  onChange: (value: FixDraft) => void
  disabled: boolean
  send: (event: LsEvent) => Promise<boolean>
  /** Why the correction was refused: said right under its save button. */
  problem: Reason | null
  onCancel: () => void
}

/** What a correction starts from: the hand as it was entered. */
export function fixOf(hand: number, entered: LsHand, players: number): FixDraft {
  return {
    hand,
    mode: entered.tricksWon ? 'counts' : 'quick',
    quick: { lastTrick: entered.lastTrick, sweep: entered.sweep },
    counts: {
      tricksWon: entered.tricksWon ?? Array.from({ length: players }, () => 0),
      lastTrick: entered.lastTrick,
      at: null,
    },
  }
}

/** Corrects a finished hand: enter it again as counts or as last trick; later hands replay. */
export function HandFix({ players, value, onChange, disabled, send, problem, onCancel }: Props) {
  const n = value.hand + 1
  // A hand after this one that no longer fits is why: the rules' words alone would not say so.
  const refused =
    problem && `${problem.params?.later ? `${t('ls.ui.fixRefused')} ` : ''}${say(problem)}`
  return (
    <section class="ls-fix stack" aria-labelledby="ls-fix-h">
      <h2 id="ls-fix-h">{t('ls.ui.fix', { n })}</h2>
      <p class="hint">{t('ls.ui.fixHint')}</p>
      <Tabs
        label={t('ls.ui.entryMode')}
        options={[
          { value: 'quick', label: t('ls.ui.mode.quick') },
          { value: 'counts', label: t('ls.ui.mode.counts') },
        ]}
        value={value.mode}
        onChange={(mode) => onChange({ ...value, mode })}
      />
      {value.mode === 'counts' ? (
        <CountsEntry
          players={players}
          name="fix-last-count"
          value={value.counts}
          onChange={(counts) => onChange({ ...value, counts })}
          disabled={disabled}
          send={send}
          problem={refused}
        />
      ) : (
        <QuickEntry
          players={players}
          name="fix-last"
          value={value.quick}
          onChange={(quick) => onChange({ ...value, quick })}
          disabled={disabled}
          send={send}
          problem={refused}
        />
      )}
      <button type="button" class="btn" onClick={onCancel}>
        {t('app.cancel')}
      </button>
    </section>
  )
}
