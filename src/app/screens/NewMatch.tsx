import { useEffect, useState } from 'preact/hooks'
import type { GameId } from '../../core/game'
import { checkPlayers, MAX_NAME, tidyName } from '../../core/players'
import type { Reason } from '../../core/reason'
import { GAMES, gameEntry, loadGame } from '../../games'
import { say, t } from '../../i18n'
import { Alert } from '../../ui/Alert'
import { Screen } from '../../ui/Screen'
import { go } from '../router'
import { startMatch } from '../session'
import { storeReady } from '../storage'
import { GamePicker } from './GamePicker'
import { SeatList } from './SeatList'

/** Pick a game, name the players in seat order, choose the first dealer, start. */
export function NewMatch() {
  const [game, setGame] = useState<GameId>('letzter-stich')
  const [players, setPlayers] = useState<string[]>(['', '', ''])
  const [dealer, setDealer] = useState(0)
  const [known, setKnown] = useState<string[]>([])
  const [problem, setProblem] = useState<Reason | null>(null)
  const entry = gameEntry(game)

  useEffect(() => {
    void storeReady.then((s) => s.names()).then(setKnown)
  }, [])

  async function start(event: Event) {
    event.preventDefault()
    if (!entry?.load) return
    const names = players.map(tidyName)
    const wrong = checkPlayers(names, entry.minPlayers, entry.maxPlayers)
    setProblem(wrong)
    if (wrong) return
    const { defaultOptions } = await loadGame(game)
    const outcome = await startMatch({
      game,
      players: names,
      options: defaultOptions,
      firstDealer: dealer,
    })
    if (typeof outcome === 'string') go({ name: 'match', id: outcome }, true)
    else setProblem(outcome)
  }

  return (
    <Screen title={t('new.title')}>
      <form class="stack" onSubmit={start} noValidate>
        <GamePicker games={GAMES} value={game} onChange={setGame} />
        <SeatList
          players={players}
          dealer={dealer}
          known={known}
          max={entry?.maxPlayers ?? 6}
          maxLength={MAX_NAME}
          onPlayers={(next) => {
            setPlayers(next)
            setProblem(null)
          }}
          onDealer={setDealer}
        />
        {problem && <Alert>{say(problem)}</Alert>}
        <button type="submit" class="btn primary big" disabled={!entry?.load}>
          {t('new.start')}
        </button>
      </form>
    </Screen>
  )
}
