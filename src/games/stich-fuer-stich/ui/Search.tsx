import type { ComponentChildren } from 'preact'
import type { Reason } from '../../../core/reason'
import { t } from '../../../i18n'
import { remembered } from '../../../ui/remembered'
import { Tabs } from '../../../ui/Tabs'
import type { Secret, SfsEvent } from '../rules'
import { ClippedList, HandOn } from './Clip'
import { turn } from './GuessTurn'
import { PaperSearch } from './PaperSearch'

type Record = (event: SfsEvent) => Promise<Reason | null>

interface Props {
  players: string[]
  confidant: number
  secret: Secret | null
  trickNo: number
  pending: number[]
  solved: number[]
  record: Record
  /** What the table just learned (the trick's winner), under the heading. */
  children?: ComponentChildren
  /** The confidant's look at the secret, beside the heading. */
  peek?: ComponentChildren
}

type Mode = 'phone' | 'paper'
const mode = remembered<Mode>('sfs.search', ['phone', 'paper'], 'phone')

/**
 * After every trick each sleuth still searching guesses in private, or the confidant checks the
 * paper tiles. On the phone a sleuth needs four taps: "I am …", a culprit, a weapon, "Check"; the
 * answer screen hands the phone straight on to the next sleuth.
 */
export function Search(p: Props) {
  const { players, secret, trickNo, pending, solved } = p
  const onPhone = secret !== null && mode.value === 'phone'
  const next = pending[0]
  return (
    <section class="stack sfs-search" aria-labelledby="sfs-search-h">
      <div class="sfs-head-row">
        <h2 id="sfs-search-h">{t('sfs.ui.searchTitle', { n: trickNo })}</h2>
        {p.peek}
      </div>
      {p.children}
      {secret && (
        <Tabs
          label={t('sfs.ui.searchMode')}
          options={(['phone', 'paper'] as const).map((m) => ({
            value: m,
            label: t(`sfs.ui.search.${m}`),
          }))}
          value={mode.value}
          onChange={(m) => (mode.value = m)}
        />
      )}
      {solved.length > 0 && (
        <p class="sfs-solved">
          <ClippedList
            text={(names) => t('sfs.ui.solvedSoFar', { names })}
            names={solved.map((s) => players[s] ?? '')}
          />
        </p>
      )}
      {onPhone && secret && next !== undefined ? (
        <HandOn
          class="sfs-gate"
          name={players[next] ?? ''}
          onTake={() => turn({ ...p, secret }, next)}
        />
      ) : (
        <PaperSearch
          players={players}
          confidant={p.confidant}
          pending={pending}
          record={p.record}
        />
      )}
    </section>
  )
}
