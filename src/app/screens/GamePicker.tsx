import type { GameId } from '../../core/game'
import type { GameEntry } from '../../games/types'
import { t } from '../../i18n'

interface Props {
  games: readonly GameEntry[]
  value: GameId
  onChange: (id: GameId) => void
}

/** All seed games, the unbuilt ones visible but not choosable. */
export function GamePicker({ games, value, onChange }: Props) {
  return (
    <fieldset class="choices">
      <legend>{t('new.game')}</legend>
      {games.map((g) => (
        <label key={g.id} class={`choice ${g.load ? '' : 'soon'}`}>
          <input
            type="radio"
            name="game"
            value={g.id}
            checked={value === g.id}
            disabled={!g.load}
            onChange={() => onChange(g.id)}
          />
          <span>
            <strong>{t(`game.${g.id}.name`)}</strong>
            <small>
              {g.load
                ? t('new.playerRange', { min: g.minPlayers, max: g.maxPlayers })
                : t('new.soon')}
            </small>
          </span>
        </label>
      ))}
    </fieldset>
  )
}
