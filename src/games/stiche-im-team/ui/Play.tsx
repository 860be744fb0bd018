import { useEffect } from 'preact/hooks'
import { say, t } from '../../../i18n'
import { Alert } from '../../../ui/Alert'
import { ConfirmButton } from '../../../ui/ConfirmButton'
import { useEntry } from '../../../ui/entry'
import { NewMatchLink, OverSlot } from '../../../ui/MatchOver'
import { closeOverlay, overlay, underCover } from '../../../ui/overlay'
import type { PlayProps } from '../../types'
import { pendingBidder, resultOf, revokeOf, type SitEvent, type SitState } from '../rules'
import { Best } from './Best'
import { BidsEntry } from './BidsEntry'
import { Counts } from './Counts'
import { HiddenBids, ShowBids, useShowKept } from './HiddenBids'
import { News } from './News'
import { Rounds } from './Rounds'
import { SecretBids } from './SecretBids'
import { Status } from './Status'
import { TrickEntry } from './TrickEntry'
import { Tricks } from './Tricks'
import { TrumpEntry } from './TrumpEntry'
import '../../../ui/over.css'

export function Play({
  match,
  state,
  record,
  recordAuto = record,
  table,
  seat,
  past,
}: PlayProps<SitState, SitEvent>) {
  const players = match.setup.players
  const { problem, send } = useEntry(record, match.events.length)
  useEffect(() => closeOverlay, [])
  // A new step of the round (trump, numbers, play) starts at the top, where the round is shown.
  useEffect(() => window.scrollTo?.(0, 0), [state.phase, state.history.length])
  // At a table of phones, the numbers this phone keeps go to the table once the round waits.
  // Not a tap: a show made while a tap is still being saved must not be dropped as a second one.
  const sending = useShowKept(state, recordAuto)
  const Private = overlay.value
  const { round } = state
  const dealer = players[round.dealer] ?? ''
  const noTrump = state.options.noTrumpOdd && round.cards % 2 === 1
  const bidder = pendingBidder(state)

  return (
    <>
      {Private && <Private />}
      <div class="stack sit-play" {...underCover(Private !== null)}>
        <Status state={state} players={players} />
        {(state.over || match.events.length === 0) && (
          <Best past={past} now={state.over ? resultOf(state) : undefined} />
        )}
        <News state={state} players={players} />
        {state.over ? (
          <section class="match-over" aria-live="polite">
            <h2>
              {state.won
                ? t('sit.ui.gameWon', { lives: state.lives, of: state.options.lives })
                : t('sit.ui.gameLost', { n: state.reached, of: state.ladder.length })}
            </h2>
            <OverSlot />
            <NewMatchLink />
          </section>
        ) : state.phase === 'trump' ? (
          <TrumpEntry dealer={dealer} noTrump={noTrump} send={(e) => void send(e)} />
        ) : state.phase === 'show' ? (
          <ShowBids
            state={state}
            players={players}
            record={record}
            table={table}
            sending={sending}
          />
        ) : state.phase === 'bids' && state.options.secretBids && table ? (
          <HiddenBids state={state} players={players} record={record} table={table} />
        ) : state.phase === 'bids' && state.options.secretBids && bidder !== null ? (
          <SecretBids
            players={players}
            bidder={bidder}
            next={nextBidder(bidder, round.dealer, players.length)}
            cards={round.cards}
            record={record}
          />
        ) : state.phase === 'bids' ? (
          <BidsEntry
            key={`${state.history.length}`}
            players={players}
            dealer={round.dealer}
            cards={round.cards}
            send={send}
          />
        ) : (
          <>
            <TrickEntry
              key={`${state.history.length}-${round.tricks.length}`}
              players={players}
              leader={state.leader}
              trump={round.trump ?? null}
              trickNo={round.tricks.length + 1}
              tricks={round.cards}
              playedBefore={round.played.flatMap((cards) => cards ?? [])}
              revokeOf={(seat, card) => revokeOf(state, seat, card)}
              send={send}
            />
            {problem && <Alert>{say(problem)}</Alert>}
            <Counts state={state} players={players} mine={table?.seat ?? seat ?? null} />
            {state.options.secretBids && !round.revealed && (
              <ConfirmButton
                question={t('sit.ui.revealQuestion')}
                onConfirm={() => void send({ t: 'reveal' })}
              >
                {t('sit.ui.reveal')}
              </ConfirmButton>
            )}
          </>
        )}
        {problem && state.phase !== 'play' && <Alert>{say(problem)}</Alert>}
        <Tricks state={state} players={players} />
        <Rounds state={state} players={players} />
      </div>
    </>
  )
}

/** The bidder after `seat`, or null when the next one would be the dealer (who never bids). */
function nextBidder(seat: number, dealer: number, players: number): number | null {
  const next = (seat + 1) % players
  return next === dealer ? null : next
}
