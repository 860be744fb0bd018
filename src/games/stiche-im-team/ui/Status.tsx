import { t, tn } from '../../../i18n'
import { SUIT_SYMBOL, type Suit } from '../../cards/french'
import type { SitState } from '../rules'

/**
 * Round, cards and lives on one line; on the next who matters now and the trump: the dealer while
 * trump and numbers are entered, the leader while tricks are played (the counts below mark the
 * dealer then). Two short lines, so the trick below fits on the screen; a long name is cut short
 * with an ellipsis here (the counts and the buttons show it whole).
 */
export function Status({ state, players }: { state: SitState; players: string[] }) {
  const { round } = state
  const of = state.options.lives
  const lives = t('sit.ui.lives', { n: state.lives, of })
  return (
    <section class="sit-status" aria-label={t('cards.ui.status')}>
      <p class="sit-where">
        <strong>{t('cards.ui.round', { n: state.rung + 1, of: state.ladder.length })}</strong>
        <span>{tn('sit.ui.cards', round.cards)}</span>
        <span class="sit-lives">
          <span class="coins" role="img" aria-label={lives} title={lives}>
            {Array.from({ length: of }, (_, i) => (
              <span key={`coin-${i + 1}`} class={`coin ${i < state.lives ? 'full' : 'spent'}`} />
            ))}
          </span>
        </span>
      </p>
      {!state.over && (
        <p class="sit-who">
          {state.phase === 'play' ? (
            <Badge accent name={players[state.leader] ?? ''} word={t('cards.role.leader')} />
          ) : (
            <Badge name={players[round.dealer] ?? ''} word={t('new.role.dealer')} />
          )}
          {round.trump !== undefined && (
            <span class="badge trump">
              {round.trump ? (
                // Seen: "Trump ♠"; said and read: "Trump: ♠ Spades".
                <>
                  {t('sit.ui.trumpShort')}
                  <span class="visually-hidden">:</span>{' '}
                  <span aria-hidden="true" class={isRed(round.trump) ? 'red' : undefined}>
                    {SUIT_SYMBOL[round.trump]}
                  </span>
                  <span class="visually-hidden"> {t(`cards.suitName.${round.trump}`)}</span>
                </>
              ) : (
                t('cards.ui.noTrump')
              )}
            </span>
          )}
        </p>
      )}
    </section>
  )
}

/** "Anna deals": the name gives way (ellipsis) before the word does. */
function Badge({ name, word, accent = false }: { name: string; word: string; accent?: boolean }) {
  return (
    <span class={`badge who ${accent ? 'accent' : ''}`} title={`${name} ${word}`}>
      <span class="nm">{name}</span> {word}
    </span>
  )
}

const isRed = (suit: Suit) => suit === 'hearts' || suit === 'diamonds'
