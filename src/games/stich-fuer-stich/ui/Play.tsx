import { useEffect } from 'preact/hooks'
import { t } from '../../../i18n'
import { Alert } from '../../../ui/Alert'
import { useDraft } from '../../../ui/draft'
import { useEntry } from '../../../ui/entry'
import { MatchOver } from '../../../ui/MatchOver'
import { closeOverlay, overlay, underCover } from '../../../ui/overlay'
import { SeatButtons } from '../../../ui/Tabs'
import { TrickModeTabs, trickMode } from '../../../ui/TrickMode'
import type { PlayProps, PlayTable } from '../../types'
import {
  currentCase,
  pendingSleuths,
  playedSoFar,
  type SfsCard,
  type SfsCase,
  type SfsEvent,
  type SfsState,
} from '../rules'
import { CardsEntry } from './CardsEntry'
import { Clipped } from './Clip'
import { isCards, TRICK } from './drafts'
import { enteredEarlier, rememberEntered } from './entered'
import { CaseNews, SearchNews, TrickNews } from './News'
import { sayCards } from './names'
import { Pad } from './Pad'
import { PeekButton } from './Peek'
import { Search } from './Search'
import { SecretEntry } from './SecretEntry'
import { Status } from './Status'
import { TrickList } from './TrickList'

const mode = trickMode('sfs')

/** At a table the confidant's phone judges cards entered on any phone. */
const judgedThere = (c: SfsCase, table: PlayTable | undefined): boolean =>
  c.secret === null && table?.seats.includes(c.confidant) === true

/**
 * The trick is entered card by card: the mode says cards and the cards can be judged here (the
 * secret on this phone) or on the confidant's phone at the table. With "Cards" chosen and neither,
 * the winner buttons show under a hint, and the status keeps its leader line.
 */
const byCards = (c: SfsCase | undefined, table: PlayTable | undefined) =>
  c !== undefined && mode.value === 'cards' && (c.secret !== null || judgedThere(c, table))

/**
 * A case at the table: the status in two lines, then what is entered now (the secret, the trick,
 * the search), fitting one phone screen; the case's tricks and the pad below.
 */
export function Play({ match, state, record, table, seat }: PlayProps<SfsState, SfsEvent>) {
  const players = match.setup.players
  const { problem, send } = useEntry(record, match.events.length)
  // A private screen never outlives the match page.
  useEffect(() => closeOverlay, [])
  const Cover = overlay.value
  // This phone is the confidant's own (its player's seat at the match's table, also after a
  // reload took it away from the table): its private screens speak to them.
  const c = currentCase(state)
  const own = seat !== undefined && seat !== null && seat === c?.confidant
  return (
    <>
      {Cover && <Cover />}
      <div class="stack sfs-play" {...underCover(Cover !== null)}>
        <Status state={state} players={players} byCards={byCards(c, table)} />
        <Phase
          state={state}
          players={players}
          record={record}
          send={send}
          table={table}
          matchId={match.id}
          own={own}
        />
        {/* Under what is entered now, whatever the entry's phase is now (another phone's entry
            may have moved the case on before this one's refusal came). */}
        {problem && <Alert>{sayCards(problem)}</Alert>}
        <TrickList state={state} players={players} own={own} />
        <Pad state={state} players={players} />
      </div>
    </>
  )
}

interface PhaseProps {
  state: SfsState
  players: string[]
  record: PlayProps<SfsState, SfsEvent>['record']
  /** An entry whose refusal the page shows (`useEntry`) rather than the entry's own screen. */
  send: (event: SfsEvent) => Promise<boolean>
  /** At a table of phones: a hidden secret is on the confidant's phone, not on paper tiles. */
  table: PlayTable | undefined
  /** The match, for what this phone remembers of it (the cards it entered, entered.ts). */
  matchId: string
  /** This phone is the confidant's own: its private screens speak to them, with no gate. */
  own: boolean
}

function Phase({ state, players, record, send, table, matchId, own }: PhaseProps) {
  const c = currentCase(state)
  if (state.over || !c) return <Over state={state} players={players} />
  const confidant = players[c.confidant] ?? ''
  const trickNo = c.tricks.length + (state.phase === 'search' ? 0 : 1)
  if (state.phase === 'secret') {
    // At a table the confidant's own phone takes the secret, and keeps it; no other phone asks.
    const elsewhere = table && table.seat !== c.confidant && table.seats.includes(c.confidant)
    return (
      <>
        <CaseNews state={state} />
        {elsewhere ? (
          <p class="sfs-ask" role="status">
            <Clipped k="sfs.ui.secretOnOwnPhone" name={confidant} />
          </p>
        ) : (
          <SecretEntry
            n={state.cases.length}
            confidant={confidant}
            record={record}
            onTiles={() => void send({ t: 'secret', hidden: true })}
            own={own}
          />
        )}
      </>
    )
  }
  if (state.phase === 'search') {
    const solved = c.solvedAfter.flatMap((s, seat) => (s === null ? [] : [seat]))
    return (
      <Search
        key={`${state.cases.length}-${trickNo}`}
        players={players}
        confidant={c.confidant}
        secret={c.secret}
        trickNo={trickNo}
        pending={pendingSleuths(state)}
        solved={solved}
        record={record}
        table={table}
        peek={<PeekButton c={c} confidant={confidant} own={own} />}
      >
        <TrickNews state={state} players={players} />
      </Search>
    )
  }
  return (
    <Trick
      key={`${state.cases.length}-${trickNo}`}
      state={state}
      players={players}
      record={record}
      send={send}
      table={table}
      matchId={matchId}
      own={own}
    />
  )
}

/** The trick being entered: by its winner (one tap) or card by card. */
function Trick({ state, players, record, send, table, matchId, own }: PhaseProps) {
  const c = currentCase(state)
  const [draft] = useDraft<SfsCard[]>(TRICK, [], isCards)
  // Cards put back by an undo, or kept over a reload, show in the cards entry.
  useEffect(() => {
    if (draft.length > 0 && c?.secret) mode.value = 'cards'
  }, [draft])
  if (!c) return null
  const confidant = players[c.confidant] ?? ''
  const trickNo = c.tricks.length + 1
  const caseKey = `${matchId}:${state.cases.length}`
  const judgeThere = judgedThere(c, table)
  const cards = byCards(c, table)
  return (
    <section class="stack sfs-trick" aria-labelledby="sfs-trick-h">
      {c.tricks.length > 0 && <SearchNews state={state} players={players} />}
      <div class="sfs-tabs-row">
        <TrickModeTabs mode={mode} />
        <PeekButton c={c} confidant={confidant} own={own} />
      </div>
      <h2 id="sfs-trick-h" class={cards ? 'visually-hidden' : 'sfs-ask'}>
        {own ? (
          t('sfs.ui.whoWonOwn', { n: trickNo })
        ) : (
          <Clipped k="sfs.ui.whoWon" name={confidant} params={{ n: trickNo }} />
        )}
      </h2>
      {mode.value === 'cards' && !cards && (
        <p class="hint">
          {table && c.hidden
            ? t('sfs.ui.cardsOnConfidantsPhone', { name: confidant })
            : t('sfs.ui.cardsNeedSecret')}
        </p>
      )}
      {cards ? (
        <CardsEntry
          players={players}
          leader={state.leader}
          confidant={c.confidant}
          secret={c.secret}
          earlier={[...playedSoFar(c), ...enteredEarlier(caseKey, c)]}
          record={record}
          own={own}
          judge={
            table && judgeThere
              ? (played) => table.ask(c.confidant, { kind: 'trick', played })
              : undefined
          }
          onJudged={(played, winner) => rememberEntered(caseKey, trickNo, winner, played)}
        />
      ) : (
        <SeatButtons players={players} onPick={(winner) => void send({ t: 'trick', winner })} />
      )}
      {c.hidden && c.secret === null && !table && (
        <SecretEntry later n={state.cases.length} confidant={confidant} record={record} />
      )}
    </section>
  )
}

function Over({ state, players }: { state: SfsState; players: string[] }) {
  return (
    <>
      <CaseNews state={state} />
      <MatchOver title={t('sfs.ui.over')} players={players} winners={state.winners} />
    </>
  )
}
