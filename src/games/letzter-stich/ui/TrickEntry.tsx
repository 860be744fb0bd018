import { t } from '../../../i18n'
import { type LsEvent, type LsState, lastTrickNext, nextTrick, TRICKS } from '../rules'

interface Props {
  state: LsState
  players: string[]
  send: (event: LsEvent) => void
  disabled: boolean
}

/** One tap per trick: who took it. The app counts, knows the last trick, spots the sweep. */
export function TrickEntry({ state, players, send, disabled }: Props) {
  const n = nextTrick(state)
  return (
    <fieldset class="ls-entry">
      <legend>
        {lastTrickNext(state) ? t('ls.ui.whoLast') : t('ls.ui.whoTrick', { n, of: TRICKS })}
      </legend>
      {lastTrickNext(state) && <p class="hint">{t('ls.why.lastNext')}</p>}
      <div class="seat-grid">
        {players.map((name, seat) => (
          <button
            key={name}
            type="button"
            class="btn big"
            disabled={disabled}
            onClick={() => send({ t: 'trick', winner: seat })}
          >
            {name}
          </button>
        ))}
      </div>
    </fieldset>
  )
}
