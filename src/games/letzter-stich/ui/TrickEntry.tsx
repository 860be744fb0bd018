import { t } from '../../../i18n'
import { SeatButtons } from '../../../ui/Tabs'
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
      <SeatButtons
        players={players}
        disabled={disabled}
        onPick={(winner) => send({ t: 'trick', winner })}
      />
    </fieldset>
  )
}
