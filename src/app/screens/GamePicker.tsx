import type { GameId } from '../../core/game'
import { gameName } from '../../games'
import type { GameEntry } from '../../games/types'
import { t } from '../../i18n'
import { Choices } from '../../ui/Choices'

interface Props {
  games: readonly GameEntry[]
  value: GameId
  onChange: (id: GameId) => void
}

/** All seed games, the unbuilt ones visible but not choosable. */
export function GamePicker({ games, value, onChange }: Props) {
  return (
    <Choices
      legend={t('new.game')}
      name="game"
      value={value}
      onChange={onChange}
      options={games.map((g) => ({
        value: g.id,
        label: gameName(g.id),
        hint: g.load
          ? t('new.playerRange', { min: g.minPlayers, max: g.maxPlayers })
          : t('new.soon'),
        disabled: !g.load,
      }))}
    />
  )
}
