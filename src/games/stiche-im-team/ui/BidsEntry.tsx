import { t } from '../../../i18n'
import { useDraft } from '../../../ui/draft'
import { dealerTarget, type SitEvent } from '../rules'
import { Named } from './Named'
import { NumberChoice } from './NumberChoice'

interface Props {
  players: string[]
  dealer: number
  cards: number
  send: (event: SitEvent) => Promise<boolean>
}

type Bids = (number | null)[]

/** A stored draft fits this round: a number 0..cards or nothing per seat, none for the dealer. */
const fits =
  (players: number, dealer: number, cards: number) =>
  (stored: unknown): stored is Bids =>
    Array.isArray(stored) &&
    stored.length === players &&
    stored.every(
      (bid, seat) =>
        bid === null || (seat !== dealer && Number.isInteger(bid) && bid >= 0 && bid <= cards),
    )

/**
 * Open numbers: everybody shows fingers at once; the dealer's forced number appears at once. The
 * numbers tapped so far live in the match's draft ('bids'), so a reload keeps them and undoing
 * the saved numbers brings them back.
 */
export function BidsEntry({ players, dealer, cards, send }: Props) {
  const n = players.length
  const order = Array.from({ length: n - 1 }, (_, i) => (dealer + 1 + i) % n)
  const [bids, setBids] = useDraft<Bids>(
    'bids',
    players.map(() => null),
    fits(n, dealer, cards),
  )
  const others = order.map((seat) => bids[seat] ?? null)
  const complete = others.every((b) => b !== null)
  const target = complete ? dealerTarget(cards, others as number[]) : undefined
  const sum = others.reduce<number>((a, b) => a + (b ?? 0), 0)
  const dealerName = players[dealer] ?? ''
  return (
    <section class="stack sit-bids" aria-labelledby="sit-bids-h">
      <h2 id="sit-bids-h">{t('sit.ui.bidsTitle')}</h2>
      {order.map((seat) => (
        <NumberChoice
          key={seat}
          name={`bid-${seat}`}
          label={t('sit.ui.bidOf', { name: players[seat] ?? '' })}
          short={players[seat] ?? ''}
          max={cards}
          value={bids[seat] ?? null}
          onChange={(b) => setBids(players.map((_, i) => (i === seat ? b : (bids[i] ?? null))))}
        />
      ))}
      <p class="sit-dealer" aria-live="polite">
        {target === undefined ? (
          <Named k="sit.ui.dealerWaits" name={dealerName} />
        ) : target === null ? (
          t('sit.ui.overBid', { sum, cards })
        ) : (
          <Named k="sit.ui.dealerMust" name={dealerName} count={target} />
        )}
      </p>
      <button
        type="button"
        class="btn primary"
        disabled={!complete}
        onClick={() => void send({ t: 'bids', bids: players.map((_, i) => bids[i] ?? null) })}
      >
        {t('sit.ui.saveBids')}
      </button>
    </section>
  )
}
