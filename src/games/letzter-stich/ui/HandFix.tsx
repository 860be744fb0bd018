import { useState } from 'preact/hooks'
import { t } from '../../../i18n'
import { Tabs } from '../../../ui/Tabs'
import type { LsEvent, LsHand } from '../rules'
import { CountsEntry } from './CountsEntry'
import { QuickEntry } from './QuickEntry'

interface Props {
  n: number
  hand: LsHand
  players: string[]
  disabled: boolean
  send: (event: LsEvent) => Promise<boolean>
  onCancel: () => void
}

/** Corrects a finished hand: enter it again as counts or as last trick; later hands replay. */
export function HandFix({ n, hand, players, disabled, send, onCancel }: Props) {
  const [byCounts, setByCounts] = useState(hand.tricksWon !== null)
  return (
    <section class="ls-fix stack" aria-labelledby="ls-fix-h">
      <h2 id="ls-fix-h">{t('ls.ui.fixTitle', { n })}</h2>
      <p class="hint">{t('ls.ui.fixHint')}</p>
      <Tabs
        label={t('ls.ui.entryMode')}
        options={[
          { value: 'quick', label: t('ls.ui.mode.quick') },
          { value: 'counts', label: t('ls.ui.mode.counts') },
        ]}
        value={byCounts ? 'counts' : 'quick'}
        onChange={(m) => setByCounts(m === 'counts')}
      />
      {byCounts ? (
        <CountsEntry
          players={players}
          disabled={disabled}
          send={send}
          initial={
            hand.tricksWon ? { tricksWon: hand.tricksWon, lastTrick: hand.lastTrick } : undefined
          }
        />
      ) : (
        <QuickEntry
          players={players}
          disabled={disabled}
          send={send}
          initial={{ lastTrick: hand.lastTrick, sweep: hand.sweep }}
        />
      )}
      <button type="button" class="btn" onClick={onCancel}>
        {t('ls.ui.fixCancel')}
      </button>
    </section>
  )
}
