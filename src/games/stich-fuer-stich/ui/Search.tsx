import type { ComponentChildren } from 'preact'
import type { Reason } from '../../../core/reason'
import { t } from '../../../i18n'
import { remembered } from '../../../ui/remembered'
import { Tabs } from '../../../ui/Tabs'
import type { PlayTable } from '../../types'
import type { Secret, SfsEvent } from '../rules'
import { ClippedList, HandOn } from './Clip'
import { askTurn, turn } from './GuessTurn'
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
  /** At a table of phones: sleuths at a phone search on it, checked by the confidant's phone. */
  table?: PlayTable
}

type Mode = 'phone' | 'paper'
const mode = remembered<Mode>('sfs.search', ['phone', 'paper'], 'phone')

/**
 * After every trick each sleuth still searching guesses in private, or the confidant checks the
 * paper tiles. On the phone a sleuth needs four taps: "I am …", a culprit, a weapon, "Check"; the
 * answer screen hands the phone straight on to the next sleuth.
 */
export function Search(p: Props) {
  const { players, secret, trickNo, solved, table } = p
  // At a table, a sleuth with a phone searches on it; the others as on one phone.
  const atPhones = table?.seats.includes(p.confidant)
    ? p.pending.filter((seat) => table.seats.includes(seat))
    : []
  const pending = p.pending.filter((seat) => !atPhones.includes(seat))
  const onPhone = secret !== null && mode.value === 'phone'
  const next = pending[0]
  // The paper search is the confidant's word: at a table, on their phone, once every sleuth on a
  // phone has searched there (it closes the search for all still in it).
  const paperElsewhere =
    table?.seats.includes(p.confidant) === true &&
    (table.seat !== p.confidant || atPhones.length > 0)
  return (
    <section class="stack sfs-search" aria-labelledby="sfs-search-h">
      <div class="sfs-head-row">
        <h2 id="sfs-search-h">{t('sfs.ui.searchTitle', { n: trickNo })}</h2>
        {p.peek}
      </div>
      {p.children}
      {/* Phone or paper: only for sleuths searching here, not those on their own phones. */}
      {secret && pending.length > 0 && (
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
      {table && atPhones.length > 0 && <OwnPhones table={table} {...p} searching={atPhones} />}
      {pending.length === 0 ? null : onPhone && secret && next !== undefined ? (
        <HandOn
          class="sfs-gate"
          name={players[next] ?? ''}
          onTake={() => turn({ ...p, pending, secret }, next)}
        />
      ) : paperElsewhere ? (
        <p class="hint">
          {table?.seat === p.confidant
            ? t('sfs.ui.paperAfterPhones')
            : t('sfs.ui.paperOnConfidantsPhone', { name: players[p.confidant] ?? '' })}
        </p>
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

/**
 * Sleuths searching on their own phones: this phone's player opens their guess here (only they
 * see it, and the answer); the others are named, so the table knows whom it waits for.
 */
function OwnPhones(p: Props & { table: PlayTable; searching: number[] }) {
  const { players, table, searching } = p
  const mine = table.seat !== null && searching.includes(table.seat) ? table.seat : null
  const others = searching.filter((seat) => seat !== mine)
  return (
    <div class="stack sfs-own-phones">
      {mine !== null && (
        <button
          type="button"
          class="btn primary big"
          onClick={() => askTurn({ ...p, table }, mine)}
        >
          {t('sfs.ui.searchHere')}
        </button>
      )}
      {others.length > 0 && (
        <p class="hint">
          <ClippedList
            text={(names) => t('sfs.ui.searchingOnPhones', { names })}
            names={others.map((s) => players[s] ?? '')}
          />
        </p>
      )}
    </div>
  )
}
