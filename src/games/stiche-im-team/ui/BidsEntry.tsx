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

/** A stored open line fits this round: a seat that chooses a number (not the dealer's). */
const isSeatOf =
  (order: number[]) =>
  (stored: unknown): stored is number | null =>
    stored === null || (typeof stored === 'number' && order.includes(stored))

/**
 * The seat whose chips are open: the one picked, else the first in turn without a number, else
 * the last in turn (all are in; the chips stay where the thumb is).
 */
function openSeat(order: number[], bids: Bids, picked: number | null): number {
  if (picked !== null) return picked
  return (
    order.find((seat) => bids[seat] === null || bids[seat] === undefined) ??
    order[order.length - 1] ??
    0
  )
}

/**
 * Open numbers: everybody shows fingers at once; the dealer's forced number appears at once. One
 * line per player with their number; one row of chips 0..cards for the open player, below the
 * lines (a row each would not fit a phone from round 5 on). A tap on a chip records the number
 * and opens the next player without one; a tap on a line opens that player's chips again. The
 * numbers tapped so far live in the match's draft ('bids'), and the line open ('bidsAt'), so a
 * reload keeps them and undoing the saved numbers brings them back.
 */
export function BidsEntry({ players, dealer, cards, send }: Props) {
  const n = players.length
  const order = Array.from({ length: n - 1 }, (_, i) => (dealer + 1 + i) % n)
  const [bids, setBids] = useDraft<Bids>(
    'bids',
    players.map(() => null),
    fits(n, dealer, cards),
  )
  // The line tapped open is in the draft too ('bidsAt'): a reload opens the same player's chips.
  const [picked, setPicked] = useDraft<number | null>('bidsAt', null, isSeatOf(order))
  const open = openSeat(order, bids, picked)
  const others = order.map((seat) => bids[seat] ?? null)
  const complete = others.every((b) => b !== null)
  const target = complete ? dealerTarget(cards, others as number[]) : undefined
  const sum = others.reduce<number>((a, b) => a + (b ?? 0), 0)
  const dealerName = players[dealer] ?? ''
  function choose(b: number) {
    const next = players.map((_, i) => (i === open ? b : (bids[i] ?? null)))
    setBids(next)
    // On to the next player in turn without a number; the chips stay if there is none.
    const at = order.indexOf(open)
    const later = [...order.slice(at + 1), ...order.slice(0, at)]
    setPicked(later.find((seat) => next[seat] === null) ?? open)
  }
  return (
    <section class="stack sit-bids" aria-labelledby="sit-bids-h">
      <h2 id="sit-bids-h">{t('sit.ui.bidsTitle')}</h2>
      <ul class="sit-bid-lines">
        {order.map((seat) => {
          const name = players[seat] ?? ''
          const b = bids[seat] ?? null
          return (
            <li key={seat}>
              <button
                type="button"
                class="sit-bid-line"
                aria-pressed={seat === open}
                aria-label={
                  b === null ? t('sit.ui.bidOfNone', { name }) : t('sit.ui.bidOfN', { name, n: b })
                }
                onClick={() => setPicked(seat)}
              >
                <span class="nm">{name}</span>
                <span class="sit-bid-n">{b ?? '–'}</span>
              </button>
            </li>
          )
        })}
      </ul>
      <NumberChoice
        name={`bid-${open}`}
        label={t('sit.ui.bidOf', { name: players[open] ?? '' })}
        max={cards}
        value={bids[open] ?? null}
        onChange={choose}
      />
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
