import { useEffect, useLayoutEffect, useMemo, useState } from 'preact/hooks'
import type { Match } from '../../core/match'
import type { Reason } from '../../core/reason'
import { gameName } from '../../games'
import { say, t } from '../../i18n'
import { DraftContext } from '../../ui/draft'
import { NewMatchHref, OverActions } from '../../ui/MatchOver'
import { draftsOf } from '../draft'
import { busy, canRedo, canUndo, lastStep, open } from '../match/open'
import { openMatch } from '../match/opening'
import { atTable, place, sharedTable } from '../match/presence'
import { correct, record, recordAsked, redo, undo } from '../match/road'
import { sayStep } from '../match/told'
import { pastOf } from '../past'
import { href, LOADING_AFTER_MS, sinceNavigation } from '../router'
import { saveError } from '../status'
import { reasonOf } from '../stored'
import { keepAwake } from '../wakeLock'
import { Finished } from './match/Finished'
import { Progress } from './match/Progress'
import { TableAsks, TableBar } from './match/TableBar'
import { Unopenable } from './match/Unopenable'
import { Screen } from './Screen'
import './match.css'

/**
 * The dock's line up to this many characters sits between undo and redo (one row: more of the
 * entry on screen at 320×640); a longer one, another phone's change or why not, goes above them.
 */
const DOCK_INLINE = 26

/** Whether `ms` have passed since `key` was first given (or changed). */
function useAfter(ms: number, key: unknown): boolean {
  const [passedFor, setPassedFor] = useState<unknown>(undefined)
  useEffect(() => {
    const timer = setTimeout(() => setPassedFor(key), ms)
    return () => clearTimeout(timer)
  }, [ms, key])
  return passedFor === key
}

/** Not on this phone; on it but it cannot be opened (why); or storage failed reading it. */
type Problem = { missing: true } | { unopenable: Reason } | { failed: Reason }

/** A match in play: the game's own page, with undo and redo always one tap away. */
export function MatchPage({ id }: { id: string }) {
  const [problem, setProblem] = useState<Problem | null>(null)
  // Reading starts as this page is put in, not a frame later (useEffect waits for a paint).
  useLayoutEffect(() => {
    setProblem(null)
    openMatch(id).then(
      (found) =>
        setProblem(
          found === true ? null : found === false ? { missing: true } : { unopenable: found },
        ),
      (error: unknown) => setProblem({ failed: reasonOf(error, 'app.loadFailed') }),
    )
  }, [id])
  useEffect(() => keepAwake(() => open.value?.match.finished === false), [])
  // "Loading…" LOADING_AFTER_MS after the tap, the router's preparing included.
  const loadingIn = useMemo(() => Math.max(0, LOADING_AFTER_MS - sinceNavigation()), [id])
  const slow = useAfter(loadingIn, id)

  const current = open.value?.match.id === id ? open.value : null
  const drafts = useMemo(() => current && draftsOf(current.match), [current?.match])
  // One function per match, so a game's page reads the past once, not after every entry.
  const past = useMemo(() => current && (() => pastOf(current.match)), [current?.match.id])
  // Why an undo or redo did nothing ("The match changed in another tab…"), said in the dock for
  // as long as the match stays as it was then. A failed save is said by its banner instead.
  const [refused, setRefused] = useState<{ on: Match; reason: Reason } | null>(null)
  const step = (action: () => Promise<Reason | null>) => async () => {
    const reason = await action()
    const on = open.value?.match
    setRefused(reason && on && reason !== saveError.value ? { on, reason } : null)
  }
  if (problem && 'missing' in problem) {
    return (
      <Screen title={t('match.missingTitle')}>
        <p role="alert">{t('match.missing')}</p>
      </Screen>
    )
  }
  if (problem && 'unopenable' in problem) return <Unopenable id={id} reason={problem.unopenable} />
  if (problem) {
    // Storage failed, not the match: nothing to delete, the reason says what to do.
    return (
      <Screen title={t('stored.title')}>
        <p class="message error" role="alert">
          {say(problem.failed)}
        </p>
      </Screen>
    )
  }
  if (!current || !drafts) {
    // A match read at once shows no "Loading…" first: that screen would flash by, and drawing
    // it (a frame, the title's focus) holds up the match itself.
    if (!slow) return null
    return (
      <Screen title={t('app.loading')}>
        <p aria-busy="true">{t('app.loading')}</p>
      </Screen>
    )
  }
  const { game, match, state } = current
  const Play = game.Play
  const shared = sharedTable.value
  const table = shared?.matchId === id ? shared : undefined
  const seat = table ? table.seat : place.value?.matchId === id ? place.value.seat : null
  // A guest's phone does not invite: the host's phone does (its table, its code).
  const guest = atTable.value?.matchId === id && atTable.value.role === 'guest'
  const said = busy.value
    ? t('match.saving')
    : refused?.on === match
      ? say(refused.reason)
      : lastStep.value
        ? sayStep(lastStep.value, match.setup.players)
        : match.events.length > 0
          ? t('match.savedN', { n: match.events.length })
          : ''
  return (
    <Screen
      title={gameName(match.setup.game)}
      line={<TableBar id={id} players={match.setup.players} />}
      actions={
        !match.finished &&
        !guest && (
          // An icon, so the game's name keeps its one line at 320 px (the entry must fit below).
          <a class="btn icon" href={href({ name: 'table', id })} title={t('table.phones')}>
            <span class="visually-hidden">{t('table.phonesLabel')}</span>
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
              <path
                d="M4 6h7v14H4zM13 4h7v14h-7z"
                fill="none"
                stroke="currentColor"
                stroke-width="2"
                stroke-linejoin="round"
              />
            </svg>
          </a>
        )
      }
      footer={
        <>
          <button type="button" class="btn" disabled={!canUndo.value} onClick={step(undo)}>
            <span aria-hidden="true">↶ </span>
            {t('match.undo')}
          </button>
          <p
            class={said.length > DOCK_INLINE ? 'saved long' : 'saved'}
            role="status"
            // How many entries are saved, also while the dock says another phone's change.
            data-entries={busy.value ? undefined : match.events.length}
          >
            {said}
          </p>
          <button type="button" class="btn" disabled={!canRedo.value} onClick={step(redo)}>
            <span aria-hidden="true">↷ </span>
            {t('match.redo')}
          </button>
        </>
      }
    >
      <TableAsks id={id} players={match.setup.players} />
      <div aria-busy={busy.value}>
        <OverActions.Provider value={match.finished ? <Finished open={current} /> : null}>
          <NewMatchHref.Provider value={href({ name: 'new' })}>
            <DraftContext.Provider value={drafts}>
              <Play
                match={match}
                state={state}
                record={record}
                recordAuto={recordAsked}
                correct={correct}
                saving={busy.value}
                table={table}
                seat={seat}
                past={past ?? undefined}
              />
            </DraftContext.Provider>
          </NewMatchHref.Provider>
        </OverActions.Provider>
      </div>
      <Progress open={current} />
    </Screen>
  )
}
