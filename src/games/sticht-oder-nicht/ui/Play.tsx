import { useState } from 'preact/hooks'
import type { Reason } from '../../../core/reason'
import { say, t } from '../../../i18n'
import { Alert } from '../../../ui/Alert'
import { MatchOver } from '../../../ui/MatchOver'
import type { PlayProps } from '../../types'
import { plusminusAvailable, type SonEvent, type SonState, valueRange } from '../rules'
import { ScoreEntry } from './ScoreEntry'
import { ScoreTable } from './ScoreTable'
import { SetAside } from './SetAside'
import { SpecialsEntry } from './SpecialsEntry'
import { Status } from './Status'
import { TrickEntry } from './TrickEntry'

export function Play({ match, state, record }: PlayProps<SonState, SonEvent>) {
  const players = match.setup.players
  const [problem, setProblem] = useState<Reason | null>(null)
  async function send(event: SonEvent): Promise<boolean> {
    const refused = await record(event)
    setProblem(refused)
    return refused === null
  }
  const { round } = state
  const trump = round.specials?.find((s) => s.kind === 'trump')
  return (
    <div class="stack">
      <Status state={state} players={players} />
      {state.over ? (
        <MatchOver
          title={t('son.ui.over')}
          players={players}
          winners={state.winners}
          one="son.ui.winnerIs"
          shared="son.ui.winners"
        />
      ) : state.phase === 'specials' ? (
        <>
          <SetAside players={state.players} ones={state.setAsideOnes} />
          <SpecialsEntry key={round.n} players={players} choosers={round.choosers} send={send} />
        </>
      ) : state.phase === 'score' ? (
        <ScoreEntry key={round.n} state={state} players={players} send={send} />
      ) : (
        <TrickEntry
          key={`${round.n}-${round.tricks.length}`}
          players={players}
          leader={state.leader}
          trump={trump?.kind === 'trump' ? trump.animal : null}
          trickNo={round.tricks.length + 1}
          tricks={state.cardsPerPlayer}
          maxValue={valueRange(state.players).max}
          available={plusminusAvailable(state)}
          send={send}
        />
      )}
      {problem && <Alert>{say(problem)}</Alert>}
      <ScoreTable state={state} players={players} />
    </div>
  )
}
