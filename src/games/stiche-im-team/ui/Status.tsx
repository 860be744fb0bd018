import { t, tn } from '../../../i18n'
import { SUIT_SYMBOL } from '../../cards/french'
import type { SitState } from '../rules'

/** Round, cards, lives as coins, dealer, leader and trump: what the table keeps asking. */
export function Status({ state, players }: { state: SitState; players: string[] }) {
  const { round } = state
  const of = state.options.lives
  return (
    <section class="sit-status" aria-label={t('sit.ui.status')}>
      <p class="sit-where">
        <strong>{t('sit.ui.round', { n: state.rung + 1, of: state.ladder.length })}</strong>
        <span>{tn('sit.ui.cards', round.cards)}</span>
      </p>
      <p class="sit-lives">
        <span class="sit-lives-label">{t('sit.ui.livesLabel')}</span>
        <span class="coins" role="img" aria-label={t('sit.ui.lives', { n: state.lives, of })}>
          {Array.from({ length: of }, (_, i) => (
            <span key={`coin-${i + 1}`} class={`coin ${i < state.lives ? 'full' : 'spent'}`} />
          ))}
        </span>
      </p>
      {!state.over && (
        <p class="sit-who">
          <span class="badge">{t('sit.ui.dealer', { name: players[round.dealer] ?? '' })}</span>
          {state.phase === 'play' && (
            <span class="badge accent">
              {t('sit.ui.leads', { name: players[state.leader] ?? '' })}
            </span>
          )}
          {round.trump !== undefined && (
            <span class="badge">
              {round.trump
                ? t('sit.ui.trumpIs', {
                    suit: `${SUIT_SYMBOL[round.trump]} ${t(`cards.suitName.${round.trump}`)}`,
                  })
                : t('sit.ui.noTrump')}
            </span>
          )}
        </p>
      )}
    </section>
  )
}
