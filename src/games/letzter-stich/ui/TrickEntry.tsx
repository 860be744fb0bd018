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
  const last = lastTrickNext(state)
  return (
    <fieldset class="ls-entry">
      <legend>{last ? t('ls.ui.whoLast') : t('cards.ui.whoTook', { n, of: TRICKS })}</legend>
      <SeatButtons
        players={players}
        disabled={disabled}
        onPick={(winner) => send({ t: 'trick', winner })}
      />
      {/* Under the buttons: the question above already says it is the last trick. */}
      {last && <p class="hint ls-after">{t('ls.why.lastNext')}</p>}
    </fieldset>
  )
}
