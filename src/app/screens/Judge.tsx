import type { ComponentType } from 'preact'
import { useEffect, useState } from 'preact/hooks'
import type { GameId } from '../../core/game'
import { GAMES, gameEntry, gameName, loadGame } from '../../games'
import type { JudgeProps } from '../../games/types'
import { t } from '../../i18n'
import { open } from '../match/open'
import { openMatch } from '../match/opening'
import { href } from '../router'
import { storeReady } from '../storage'
import { Screen } from './Screen'

/**
 * Settle a disputed trick: choose the game, then that game's own picker and verdict.
 * A game joins by exporting `Judge` from its chunk.
 */
export function Judge({ game }: { game?: string }) {
  // A game that is not built yet gets the list too, not a "Loading…" that never ends.
  const found = game ? gameEntry(game as GameId) : undefined
  const entry = found?.load ? found : undefined
  const [Picker, setPicker] = useState<ComponentType<JudgeProps> | null>(null)
  useEffect(() => {
    setPicker(null)
    if (!entry?.load) return
    void loadGame(entry.id).then((m) => setPicker(() => m.Judge ?? null))
    // After a reload straight into the judge, the running match of this game is still offered.
    if (!open.value) {
      void storeReady()
        .then((store) => store.list())
        .then((all) => all.find((m) => !m.finished && m.game === entry.id))
        .then((latest) => latest && openMatch(latest.id))
    }
  }, [entry?.id])

  const running = open.value
  const sameGame = running && running.match.setup.game === entry?.id ? running : undefined

  if (!entry) {
    return (
      <Screen title={t('judge.title')}>
        <p class="lede">{t('judge.pick')}</p>
        <nav class="menu" aria-label={t('judge.games')}>
          {GAMES.map((g) =>
            g.load ? (
              <a key={g.id} class="btn big" href={href({ name: 'judge', game: g.id })}>
                {gameName(g.id)}
              </a>
            ) : (
              <span key={g.id} class="btn big soon" aria-disabled="true">
                {gameName(g.id)} <small>{t('new.soon')}</small>
              </span>
            ),
          )}
        </nav>
      </Screen>
    )
  }
  return (
    <Screen title={`${t('judge.title')}: ${gameName(entry.id)}`} back={{ name: 'judge' }}>
      {Picker ? <Picker open={sameGame} /> : <p aria-busy="true">{t('app.loading')}</p>}
    </Screen>
  )
}
