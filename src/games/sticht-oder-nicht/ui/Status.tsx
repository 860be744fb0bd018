import { t, tn } from '../../../i18n'
import { plusminusAvailable, type SonState, tricksWon } from '../rules'
import { specialText } from './names'

/** Round, dealer, leader, the two special cards in effect and who still holds a plusminus. */
export function Status({ state, players }: { state: SonState; players: string[] }) {
  const { round } = state
  const available = plusminusAvailable(state)
  const won = tricksWon(state)
  return (
    <section class="son-status" aria-label={t('son.ui.status')}>
      <p class="son-where">
        <strong>{t('son.ui.round', { n: round.n, of: state.rounds })}</strong>
        {state.phase === 'play' && (
          <span>{t('son.ui.trick', { n: round.tricks.length + 1, of: state.cardsPerPlayer })}</span>
        )}
      </p>
      <p class="son-who">
        <span class="badge">{t('son.ui.dealer', { name: players[round.dealer] ?? '' })}</span>
        {state.phase === 'play' && (
          <span class="badge accent">
            {t('son.ui.leads', { name: players[state.leader] ?? '' })}
          </span>
        )}
      </p>
      {round.specials && (
        <ul class="son-specials" aria-label={t('son.ui.inEffect')}>
          {round.specials.map((s, i) => (
            <li key={`special-${i + 1}`} class={`special ${s.kind}`}>
              {specialText(s)}
            </li>
          ))}
        </ul>
      )}
      {state.phase === 'play' && (
        <ul class="son-pm" aria-label={t('son.ui.plusminus')}>
          {players.map((name, seat) => (
            <li key={name} class={available[seat] ? 'has' : 'used'}>
              <span aria-hidden="true">
                <span class="pm">±</span> {name} <strong>{won[seat] ?? 0}</strong>
              </span>
              <span class="visually-hidden">
                {tn('son.ui.chip', won[seat] ?? 0, {
                  name,
                  pm: t(available[seat] ? 'son.ui.pmAvailable' : 'son.ui.pmUsed'),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
