import { t } from '../../../i18n'
import { SUIT_SYMBOL, SUITS } from '../../cards/french'
import type { SitEvent } from '../rules'
import '../../../ui/picker.css'

interface Props {
  dealer: string
  /** The variant says this round has no trump: the turned card does not count. */
  noTrump: boolean
  send: (event: SitEvent) => void
}

/** The dealer turns the next card: one tap for its suit. */
export function TrumpEntry({ dealer, noTrump, send }: Props) {
  return (
    <section class="stack" aria-labelledby="sit-trump-h">
      <h2 id="sit-trump-h">
        {noTrump ? t('sit.ui.noTrumpRound') : t('sit.ui.trumpTitle', { name: dealer })}
      </h2>
      {noTrump ? (
        <button
          type="button"
          class="btn primary big"
          onClick={() => send({ t: 'trump', suit: null })}
        >
          {t('sit.ui.noTrumpOk')}
        </button>
      ) : (
        <div class="picker-suits" role="group" aria-label={t('sit.ui.trumpSuit')}>
          {SUITS.map((s) => (
            <button
              key={s}
              type="button"
              class={`btn suit ${s === 'hearts' || s === 'diamonds' ? 'red' : ''}`}
              aria-label={t(`cards.suitName.${s}`)}
              onClick={() => send({ t: 'trump', suit: s })}
            >
              {SUIT_SYMBOL[s]}
            </button>
          ))}
        </div>
      )}
    </section>
  )
}
