import { useCallback, useMemo, useRef, useState } from 'preact/hooks'
import type { Reason } from '../../../core/reason'
import { say, t } from '../../../i18n'
import { Alert } from '../../../ui/Alert'
import { MatchOver } from '../../../ui/MatchOver'
import { remembered } from '../../../ui/remembered'
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
/** Kept across hands, screens and reloads: a table settles into one way of entering. */
const mode = remembered<Mode>('ls.entry', MODES, 'tricks')

export function Play({
  match,
  state,
  record,
  correct,
  saving: slow = false,
}: PlayProps<LsState, LsEvent>) {
  const players = match.setup.players
  const [problem, setProblem] = useState<Reason | null>(null)
  const [fixing, setFixing] = useState<number | null>(null)
  // A second tap while the first is being saved is a double tap: ignored, without repainting
  // every button to disabled and back for the few milliseconds a save takes.
  const saving = useRef(false)
  const startFix = useCallback((hand: number) => {
    setProblem(null)
    setFixing(hand)
  }, [])
  // The table of every hand so far only changes when a hand ends: not redrawn for each trick.
  const handsTable = useMemo(
    () => <HandsTable hands={state.hands} players={players} onFix={startFix} />,
    [state.hands, players, startFix],
  )

  async function save(change: () => Promise<Reason | null>): Promise<boolean> {
    if (saving.current) return false
    saving.current = true
    try {
      const refused = await change()
      setProblem(refused)
      return refused === null
    } finally {
      saving.current = false
    }
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
          disabled={slow}
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
              disabled={slow}
              send={(e) => void send(e)}
            />
          ) : mode.value === 'quick' ? (
            <QuickEntry key={handNo} players={players} disabled={slow} send={send} />
          ) : (
            <CountsEntry key={handNo} players={players} disabled={slow} send={send} />
          )}
          {problem && <Alert>{say(problem)}</Alert>}
        </>
      )}
      {handsTable}
    </div>
  )
}
