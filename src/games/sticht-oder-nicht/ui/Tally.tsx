import { t, tn } from '../../../i18n'
import { plusminusAvailable, type SonState, tricksWon } from '../rules'

/** Per player, in words: the tricks taken this round and whether the plusminus card is still there. */
export function Tally({ state, players }: { state: SonState; players: string[] }) {
  const available = plusminusAvailable(state)
  const won = tricksWon(state)
  return (
    <ul class="son-tally" aria-label={t('son.ui.plusminus')}>
      {players.map((name, seat) => {
        const n = won[seat] ?? 0
        const pm = t(available[seat] ? 'son.ui.pmUnused' : 'son.ui.pmUsed')
        return (
          <li key={name} class={available[seat] ? 'has' : 'used'}>
            <span class="son-name name-cut" aria-hidden="true">
              {name}
            </span>
            <span class="son-tally-what" aria-hidden="true">
              {tn('cards.ui.tricksN', n)} · {pm}
            </span>
            <span class="visually-hidden">
              {tn('son.ui.chip', n, {
                name,
                pm: t(available[seat] ? 'son.ui.pmAvailable' : 'son.ui.pmGone'),
              })}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
