import { signal } from '@preact/signals'
import { useState } from 'preact/hooks'
import type { Reason } from '../../../core/reason'
import { say, t } from '../../../i18n'
import { Alert } from '../../../ui/Alert'
import { MatchOver } from '../../../ui/MatchOver'
import { Tabs } from '../../../ui/Tabs'
import type { PlayProps } from '../../types'
import { handSpans, type LsEvent, type LsState } from '../rules'
import { CountsEntry } from './CountsEntry'
import { HandFix } from './HandFix'
import { HandsTable } from './HandsTable'
import { LastHand } from './LastHand'
import { QuickEntry } from './QuickEntry'
import { Table } from './Table'
import { TrickEntry } from './TrickEntry'

type Mode = 'tricks' | 'quick' | 'counts'
const MODES: readonly Mode[] = ['tricks', 'quick', 'counts']
/** Kept across hands and screens: a table settles into one way of entering. */
const mode = signal<Mode>('tricks')

export function Play({ match, state, record, correct }: PlayProps<LsState, LsEvent>) {
  const players = match.setup.players
  const [problem, setProblem] = useState<Reason | null>(null)
  const [saving, setSaving] = useState(false)
  const [fixing, setFixing] = useState<number | null>(null)

  async function save(change: () => Promise<Reason | null>): Promise<boolean> {
    setSaving(true)
    const refused = await change()
    setSaving(false)
    setProblem(refused)
    return refused === null
  }
  const send = (event: LsEvent) => save(() => record(event))
  async function fix(hand: number, event: LsEvent) {
    const span = handSpans(match.events)[hand]
    if (!span) return false
    const done = await save(() => correct(span.start, span.end - span.start, [event]))
    if (done) setFixing(null)
    return done
  }

  const fixed = fixing === null ? undefined : state.hands[fixing]
  if (fixing !== null && fixed) {
    return (
      <div class="stack">
        <Table state={state} players={players} />
        {problem && (
          <Alert>
            {problem.params?.later ? `${t('ls.ui.fixRefused')} ` : ''}
            {say(problem)}
          </Alert>
        )}
        <HandFix
          n={fixing + 1}
          hand={fixed}
          players={players}
          disabled={saving}
          send={(event) => fix(fixing, event)}
          onCancel={() => {
            setFixing(null)
            setProblem(null)
          }}
        />
      </div>
    )
  }

  const handNo = state.hands.length + 1
  const midHand = state.tricks.length > 0
  return (
    <div class="stack">
      <Table state={state} players={players}>
        {!state.over && (
          <p class="ls-status" aria-live="polite">
            {t('ls.ui.status', { hand: handNo, dealer: players[state.dealer] ?? '' })}
          </p>
        )}
      </Table>
      {state.over ? (
        <MatchOver
          title={t('ls.ui.over')}
          players={players}
          winners={state.winners}
          one="ls.ui.winnerIs"
          shared="ls.ui.winners"
        />
      ) : (
        <>
          {!midHand && <LastHand state={state} players={players} />}
          <Tabs
            label={t('ls.ui.entryMode')}
            options={MODES.map((m) => ({
              value: m,
              label: t(`ls.ui.mode.${m}`),
              disabled: m !== 'tricks' && midHand,
            }))}
            value={mode.value}
            onChange={(m) => (mode.value = m)}
          />
          {mode.value === 'tricks' || midHand ? (
            <TrickEntry
              state={state}
              players={players}
              disabled={saving}
              send={(e) => void send(e)}
            />
          ) : mode.value === 'quick' ? (
            <QuickEntry key={handNo} players={players} disabled={saving} send={send} />
          ) : (
            <CountsEntry key={handNo} players={players} disabled={saving} send={send} />
          )}
          {problem && <Alert>{say(problem)}</Alert>}
        </>
      )}
      <HandsTable
        state={state}
        players={players}
        onFix={(hand) => {
          setProblem(null)
          setFixing(hand)
        }}
      />
    </div>
  )
}
