import { useCallback, useMemo, useRef } from 'preact/hooks'
import { say, t } from '../../../i18n'
import { Alert } from '../../../ui/Alert'
import { useDraft } from '../../../ui/draft'
import { useEntry } from '../../../ui/entry'
import { MatchOver } from '../../../ui/MatchOver'
import { remembered } from '../../../ui/remembered'
import { Tabs } from '../../../ui/Tabs'
import type { PlayProps } from '../../types'
import { handSpans, type LsEvent, type LsState } from '../rules'
import {
  type CountsDraft,
  emptyCounts,
  emptyQuick,
  type FixDraft,
  isCountsDraft,
  isFixDraft,
  isMode,
  isQuickDraft,
  MODES,
  type Mode,
  type QuickDraft,
} from '../rules/entries'
import { CountCells, CountColumns, CountsForm } from './CountsEntry'
import { fixOf, HandFix } from './HandFix'
import { HandsTable } from './HandsTable'
import { LastHand } from './LastHand'
import { QuickEntry } from './QuickEntry'
import { Status, Table } from './Table'
import { TrickEntry } from './TrickEntry'

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
  const seats = players.length
  const { problem, setProblem, save, send } = useEntry(record, match.events.length)
  // Half-entered hands and corrections live in the match's draft: a reload keeps them, and an
  // undone whole hand comes back into its entry, on its own tab ('mode').
  const [undoneMode, setUndoneMode] = useDraft<Mode | undefined>('mode', undefined, isMode)
  const [quick, setQuick] = useDraft<QuickDraft>('quick', emptyQuick, isQuickDraft(seats))
  const [counts, setCounts] = useDraft<CountsDraft>(
    'counts',
    emptyCounts(seats),
    isCountsDraft(seats),
  )
  const [fix, setFix] = useDraft<FixDraft | undefined>('fix', undefined, isFixDraft(seats))
  // Stable, so the hands table below is not redrawn for each trick.
  const openFix = useRef((_: number) => {})
  openFix.current = (hand) => {
    const entered = state.hands[hand]
    if (!entered) return
    setProblem(null)
    setFix(fixOf(hand, entered, seats))
  }
  const startFix = useCallback((hand: number) => openFix.current(hand), [])
  // The table of every hand so far only changes when a hand ends: not redrawn for each trick.
  const handsTable = useMemo(
    () => (
      <HandsTable hands={state.hands} players={players} winners={state.winners} onFix={startFix} />
    ),
    [state.hands, state.winners, players, startFix],
  )

  if (fix && state.hands[fix.hand]) {
    const span = handSpans(match.events)[fix.hand]
    return (
      <div class="stack">
        <HandFix
          players={players}
          value={fix}
          onChange={setFix}
          disabled={slow}
          problem={problem}
          send={async (event) => {
            if (!span) return false
            const done = await save(() => correct(span.start, span.end - span.start, [event]))
            if (done) setFix(undefined)
            return done
          }}
          onCancel={() => {
            setFix(undefined)
            setProblem(null)
          }}
        />
      </div>
    )
  }

  const handNo = state.hands.length + 1
  const midHand = state.tricks.length > 0
  // Mid-hand only tricks can be entered; an undone whole hand shows on its own tab.
  const entry: Mode = midHand ? 'tricks' : (undoneMode ?? mode.value)
  const counting = !state.over && entry === 'counts'
  const said = problem && say(problem)
  return (
    <div class="stack ls-play">
      <Table
        state={state}
        players={players}
        columns={counting && <CountColumns />}
        extra={
          counting
            ? (seat) => (
                <CountCells
                  players={players}
                  value={counts}
                  onChange={setCounts}
                  seat={seat}
                  name="last-count"
                />
              )
            : undefined
        }
      >
        {!state.over && <Status hand={handNo} dealer={players[state.dealer] ?? ''} />}
      </Table>
      {state.over ? (
        <MatchOver title={t('ls.ui.over')} players={players} winners={state.winners} />
      ) : (
        <>
          {entry === 'tricks' ? (
            <>
              <TrickEntry
                state={state}
                players={players}
                disabled={slow}
                send={(e) => void send(e)}
              />
              {said && <Alert>{said}</Alert>}
            </>
          ) : entry === 'quick' ? (
            <QuickEntry
              players={players}
              value={quick}
              onChange={setQuick}
              disabled={slow}
              send={send}
              problem={said}
            />
          ) : (
            <CountsForm
              players={players}
              value={counts}
              onChange={setCounts}
              disabled={slow}
              send={send}
              problem={said}
            />
          )}
          <Tabs
            label={t('ls.ui.entryMode')}
            options={MODES.map((m) => ({
              value: m,
              label: t(`ls.ui.mode.${m}`),
              disabled: m !== 'tricks' && midHand,
            }))}
            value={entry}
            onChange={(m) => {
              mode.value = m
              if (undoneMode) setUndoneMode(undefined)
              setProblem(null)
            }}
          />
          {!midHand && <LastHand state={state} players={players} />}
        </>
      )}
      {handsTable}
    </div>
  )
}
