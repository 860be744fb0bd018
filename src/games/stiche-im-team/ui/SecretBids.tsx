import { useState } from 'preact/hooks'
import type { Reason } from '../../../core/reason'
import { say, t } from '../../../i18n'
import { Alert } from '../../../ui/Alert'
import { closeOverlay, handOver, overlay } from '../../../ui/overlay'
import { Cover, PassPhone } from '../../../ui/privacy'
import type { SitEvent } from '../rules'
import { NumberChoice } from './NumberChoice'

interface Props {
  players: string[]
  /** Who enters a number now; null when all are in. */
  bidder: number
  /** Who comes after, for the hand-over screen. */
  next: number | null
  cards: number
  record: (event: SitEvent) => Promise<Reason | null>
}

/** Secret numbers: one player at a time behind the gate; nobody sees anyone else's. */
export function SecretBids({ players, bidder, next, cards, record }: Props) {
  const name = players[bidder] ?? ''
  const open = () => {
    overlay.value = () => (
      <SecretBid
        name={name}
        seat={bidder}
        nextName={next === null ? undefined : players[next]}
        cards={cards}
        record={record}
      />
    )
  }
  return (
    <section class="stack" aria-labelledby="sit-secret-h">
      <h2 id="sit-secret-h">{t('sit.ui.secretTitle')}</h2>
      <button type="button" class="btn primary big" onClick={open}>
        {t('sit.ui.secretNext', { name })}
      </button>
    </section>
  )
}

interface BidProps {
  name: string
  seat: number
  nextName: string | undefined
  cards: number
  record: (event: SitEvent) => Promise<Reason | null>
  /** At a table of phones: the number stays on this phone, hidden on the table's log. */
  hidden?: true
}

/** One player's number, behind the gate; then the phone is handed on (to `nextName`, if any). */
export function SecretBid({ name, seat, nextName, cards, record, hidden }: BidProps) {
  const [passed, setPassed] = useState(false)
  if (!passed)
    return <PassPhone to={name} onReady={() => setPassed(true)} onCancel={closeOverlay} />
  async function hide(bid: number) {
    const refused = await record(hidden ? { t: 'bid', seat, bid, hidden } : { t: 'bid', seat, bid })
    if (!refused) handOver(nextName)
    return refused
  }
  return (
    <Cover label={t('sit.ui.secretPick', { name })}>
      <NumberToHide
        name="secret-bid"
        label={t('sit.ui.bidOf', { name })}
        cards={cards}
        onHide={hide}
      />
    </Cover>
  )
}

interface HideProps {
  /** The chips' form name. */
  name: string
  label: string
  cards: number
  /** Said under the chips, if anything. */
  hint?: string
  /** Records the number: null once it is in, or why not (shown here). */
  onHide: (bid: number) => Promise<Reason | null>
}

/** A secret number: its chips, why it was refused, and "Hide my number". */
export function NumberToHide({ name, label, cards, hint, onHide }: HideProps) {
  const [bid, setBid] = useState<number | null>(null)
  const [problem, setProblem] = useState<Reason | null>(null)
  return (
    <>
      <NumberChoice name={name} label={label} max={cards} value={bid} onChange={setBid} />
      {hint && <p class="hint">{hint}</p>}
      {problem && <Alert>{say(problem)}</Alert>}
      <button
        type="button"
        class="btn primary big"
        disabled={bid === null}
        onClick={() => bid !== null && void onHide(bid).then(setProblem)}
      >
        {t('sit.ui.hide')}
      </button>
    </>
  )
}
