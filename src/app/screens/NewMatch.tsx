import { useEffect, useState } from 'preact/hooks'
import type { GameId } from '../../core/game'
import { checkPlayers, MAX_NAME, tidyName } from '../../core/players'
import type { Reason } from '../../core/reason'
import { GAMES, gameEntry, loadGame } from '../../games'
import type { GameModule } from '../../games/types'
import { say, t } from '../../i18n'
import { Alert } from '../../ui/Alert'
import { once } from '../../ui/once'
import { startMatch } from '../match/opening'
import { go } from '../router'
import { storeReady } from '../storage'
import { GamePicker } from './GamePicker'
import { Screen } from './Screen'
import { SeatList } from './SeatList'

/** Names seen before, as last read: the form's suggestions. */
let knownBefore: string[] = []

/**
 * Reads the names seen before ahead of the form (the router prepares it, App.tsx): their
 * suggestions are there at its first render, not arriving a moment later and pushing "Add
 * player" and Start away under a finger (seen in a test that tapped in that moment).
 */
export async function readKnownNames(): Promise<void> {
  knownBefore = await (await storeReady()).names()
}

/** Pick a game, name the players in seat order, choose who starts (dealer or confidant), start. */
export function NewMatch() {
  const [game, setGame] = useState<GameId>(GAMES[0]?.id ?? '')
  const [players, setPlayers] = useState<string[]>(['', '', ''])
  const [dealer, setDealer] = useState(0)
  const [known, setKnown] = useState<string[]>(knownBefore)
  const [problem, setProblem] = useState<Reason | null>(null)
  const [module, setModule] = useState<GameModule | null>(null)
  const [options, setOptions] = useState<unknown>(undefined)
  const entry = gameEntry(game)

  useEffect(() => {
    // Names seen before are only suggestions: without them the form works as well.
    readKnownNames().then(
      () => setKnown(knownBefore),
      () => {},
    )
  }, [])
  // The game's chunk brings its options screen and defaults; it is needed to start anyway.
  useEffect(() => {
    setModule(null)
    if (!entry?.load) return
    void loadGame(game).then((m) => {
      setModule(m)
      setOptions(m.defaultOptions)
    })
  }, [game])

  function start(event: Event) {
    event.preventDefault()
    // A double tap on Start match starts one match (src/ui/once.ts).
    void once(begin)
  }

  async function begin() {
    if (!entry?.load) return
    const names = players.map(tidyName)
    const m = module ?? (await loadGame(game))
    const chosen = module ? options : m.defaultOptions
    const wrong =
      checkPlayers(names, entry.minPlayers, entry.maxPlayers) ??
      m.checkOptions?.(names.length, chosen) ??
      null
    setProblem(wrong)
    if (wrong) return
    const outcome = await startMatch({ game, players: names, options: chosen, firstDealer: dealer })
    if (typeof outcome === 'string') go({ name: 'match', id: outcome }, true)
    else setProblem(outcome)
  }

  return (
    <Screen title={t('home.new')}>
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
          role={entry?.firstRole ?? 'dealer'}
        />
        {module?.Options && (
          <module.Options
            value={options}
            players={players.length}
            onChange={(next) => {
              setOptions(next)
              setProblem(null)
            }}
          />
        )}
        {problem && <Alert>{say(problem)}</Alert>}
        <button type="submit" class="btn primary big" disabled={!entry?.load}>
          {t('new.start')}
        </button>
      </form>
    </Screen>
  )
}
