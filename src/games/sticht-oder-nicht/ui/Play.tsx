import { useEffect } from 'preact/hooks'
import { t } from '../../../i18n'
import { Alert } from '../../../ui/Alert'
import { useEntry } from '../../../ui/entry'
import { MatchOver } from '../../../ui/MatchOver'
import type { PlayProps } from '../../types'
import {
  cardsGone,
  plusminusAvailable,
  revokeOf,
  type SonEvent,
  type SonState,
  trumpOf,
  valueRange,
} from '../rules'
import { sayReason } from './names'
import { ScoreEntry } from './ScoreEntry'
import { ScoreTable } from './ScoreTable'
import { SetAside } from './SetAside'
import { SpecialsEntry } from './SpecialsEntry'
import { Status } from './Status'
import { Tally } from './Tally'
import { ModeSwitch, TrickEntry } from './TrickEntry'
import { Tricks } from './Tricks'

/**
 * A round on one screen: the compact status, then what is entered now (the special cards, a
 * trick, the round's end), a refusal right under it, the tally of tricks and plusminus cards,
 * and the score sheet below.
 */
export function Play({ match, state, record }: PlayProps<SonState, SonEvent>) {
  const players = match.setup.players
  const { problem, send } = useEntry(record, match.events.length)
  const { round } = state
  // A new step (the special cards, a trick, the round's end) starts at the top: the mode switch
  // and the status are not left under the header after a trick entered by cards (#25).
  useEffect(() => window.scrollTo?.(0, 0), [state.phase, round.n, round.tricks.length])
  const notice = problem && <Alert>{sayReason(problem)}</Alert>
  return (
    <div class="stack son-play">
      <Status
        state={state}
        players={players}
        aside={state.phase === 'play' && !state.over && <ModeSwitch />}
      />
      {state.over ? (
        <MatchOver title={t('son.ui.over')} players={players} winners={state.winners} />
      ) : state.phase === 'specials' ? (
        <SpecialsEntry
          key={round.n}
          players={players}
          choosers={round.choosers}
          send={send}
          setAside={<SetAside players={state.players} ones={state.setAsideOnes} />}
        />
      ) : state.phase === 'score' ? (
        <ScoreEntry key={round.n} state={state} players={players} send={send} />
      ) : (
        <TrickEntry
          key={`${round.n}-${round.tricks.length}`}
          players={players}
          leader={state.leader}
          trump={trumpOf(round.specials)}
          trickNo={round.tricks.length + 1}
          tricks={state.cardsPerPlayer}
          maxValue={valueRange(state.players).max}
          available={plusminusAvailable(state)}
          gone={cardsGone(state)}
          revokeOf={(seat, card) => revokeOf(state, seat, card)}
          send={send}
          notice={notice}
        />
      )}
      {state.phase !== 'play' && notice}
      {state.phase === 'play' && <Tally state={state} players={players} />}
      <Tricks state={state} players={players} />
      <ScoreTable state={state} players={players} />
    </div>
  )
}
