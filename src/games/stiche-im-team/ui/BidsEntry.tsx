import { useState } from 'preact/hooks'
import { t } from '../../../i18n'
import { dealerTarget, type SitEvent } from '../rules'
import { NumberChoice } from './NumberChoice'

interface Props {
  players: string[]
  dealer: number
  cards: number
  send: (event: SitEvent) => Promise<boolean>
}

/** Open numbers: everybody shows fingers at once; the dealer's forced number appears at once. */
export function BidsEntry({ players, dealer, cards, send }: Props) {
  const n = players.length
  const order = Array.from({ length: n - 1 }, (_, i) => (dealer + 1 + i) % n)
  const [bids, setBids] = useState<(number | null)[]>(() => players.map(() => null))
  const others = order.map((seat) => bids[seat])
  const complete = others.every((b) => b !== null)
  const target = complete ? dealerTarget(cards, others as number[]) : undefined
  const sum = others.reduce<number>((a, b) => a + (b ?? 0), 0)
  const dealerName = players[dealer] ?? ''
  return (
    <section class="stack" aria-labelledby="sit-bids-h">
      <h2 id="sit-bids-h">{t('sit.ui.bidsTitle')}</h2>
      {order.map((seat) => (
        <NumberChoice
          key={seat}
          name={`bid-${seat}`}
          label={t('sit.ui.bidOf', { name: players[seat] ?? '' })}
          max={cards}
          value={bids[seat] ?? null}
          onChange={(b) => setBids(bids.map((x, i) => (i === seat ? b : x)))}
        />
      ))}
      <p class="sit-dealer" aria-live="polite">
        {target === undefined
          ? t('sit.ui.dealerWaits', { name: dealerName })
          : target === null
            ? t('sit.ui.overBid', { sum, cards })
            : t('sit.ui.dealerMust', { name: dealerName, n: target })}
      </p>
      <button
        type="button"
        class="btn primary big"
        disabled={!complete}
        onClick={() => void send({ t: 'bids', bids })}
      >
        {t('sit.ui.saveBids')}
      </button>
    </section>
  )
}
