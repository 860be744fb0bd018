// Secret numbers at a table of phones (#16): each player chooses on their own phone, which keeps
// the number (the table's log gets it hidden); a player without a phone chooses on another one,
// behind the hand-over gate. Once every trick is in, each phone shows the numbers it keeps; a
// number whose phone is gone is entered as its player says it.

import { useEffect, useRef, useState } from 'preact/hooks'
import type { Reason } from '../../../core/reason'
import { say, t } from '../../../i18n'
import { Alert } from '../../../ui/Alert'
import { overlay } from '../../../ui/overlay'
import { WholeName } from '../../../ui/WholeName'
import type { PlayTable } from '../../types'
import { type SitEvent, type SitState, stillChoosing } from '../rules'
import { NumberChoice } from './NumberChoice'
import { NumberToHide, SecretBid } from './SecretBids'
import '../../../ui/tabs.css'

type Record = (event: SitEvent) => Promise<Reason | null>

interface Props {
  state: SitState
  players: string[]
  record: Record
  table: PlayTable
}

/** The numbers of a round at a table: this phone's player's own, the rest as who still chooses. */
export function HiddenBids({ state, players, record, table }: Props) {
  const waiting = stillChoosing(state)
  const me = table.seat
  const name = (seat: number) => players[seat] ?? ''
  const mine = me !== null && waiting.includes(me)
  const others = waiting.filter((seat) => seat !== me)
  const elsewhere = others.filter((seat) => table.seats.includes(seat))
  const here = others.filter((seat) => !table.seats.includes(seat))
  const { round } = state
  return (
    <section class="stack sit-hidden" aria-labelledby="sit-hidden-h">
      {/* Said, not shown: on a player's own phone the number's own label says it, and the
      trick screen below must fit at 320 px. */}
      <h2 id="sit-hidden-h" class={mine ? 'visually-hidden' : undefined}>
        {t('sit.ui.secretTitle')}
      </h2>
      {mine ? (
        <OwnBid
          key={`${state.history.length}`}
          seat={me}
          name={name(me)}
          cards={round.cards}
          record={record}
        />
      ) : me === round.dealer ? (
        <p>{t('sit.ui.dealerNever')}</p>
      ) : me !== null && round.hidden.includes(me) ? (
        <p>{t('sit.ui.yoursKept')}</p>
      ) : null}
      {elsewhere.length > 0 && (
        <ul class="sit-waiting" aria-label={t('sit.ui.stillChoosing')}>
          {elsewhere.map((seat) => (
            // Whose turn it is, on another phone: the name whole (#25).
            <li key={seat}>
              <WholeName text={(n) => t('sit.ui.onTheirPhone', { name: n })} name={name(seat)} />
            </li>
          ))}
        </ul>
      )}
      {here.length > 0 && (
        // Players without a phone at the table, side by side: each takes this phone in turn.
        <fieldset class="sit-here">
          <legend>{t('sit.ui.chooseHere')}</legend>
          <div class="seat-grid">
            {here.map((seat) => (
              <GateBid
                key={seat}
                seat={seat}
                name={name(seat)}
                cards={round.cards}
                record={record}
              />
            ))}
          </div>
        </fieldset>
      )}
    </section>
  )
}

/** This phone's player chooses: it is their phone, so no gate; only this phone keeps it. */
function OwnBid(p: { seat: number; name: string; cards: number; record: Record }) {
  return (
    <NumberToHide
      name="own-bid"
      label={t('sit.ui.secretPick', { name: p.name })}
      cards={p.cards}
      hint={t('sit.ui.keptHere')}
      onHide={(bid) => p.record({ t: 'bid', seat: p.seat, bid, hidden: true })}
    />
  )
}

/** A player without a phone at the table chooses on this one, behind the gate; it keeps it. */
function GateBid(p: { seat: number; name: string; cards: number; record: Record }) {
  const open = () => {
    overlay.value = () => <SecretBid {...p} nextName={undefined} hidden />
  }
  return (
    <button
      type="button"
      class="btn big"
      aria-label={t('sit.ui.secretNext', { name: p.name })}
      onClick={open}
    >
      <span class="seat-name">{p.name}</span>
    </button>
  )
}

/**
 * The numbers this phone keeps, shown to the table as soon as the round waits for them: once each
 * time the round comes to wait (an undone show is not sent again by itself: the page offers it).
 * True while they are on their way.
 */
export function useShowKept(state: SitState, record: Record): boolean {
  const sent = useRef(new Set<number>())
  const [sending, setSending] = useState(false)
  const { round } = state
  const waits = state.phase === 'show'
  const due = waits ? round.hidden.filter((seat) => round.bids[seat] !== null) : []
  const key = `${state.history.length}:${waits}:${due.join(',')}`
  useEffect(() => {
    if (!waits) sent.current.clear()
    const send = due.filter((seat) => !sent.current.has(seat))
    if (send.length === 0) return
    for (const seat of send) sent.current.add(seat)
    setSending(true)
    void (async () => {
      for (const seat of send) await record({ t: 'show', seat, bid: round.bids[seat] as number })
      setSending(false)
    })()
    // `key` names what is due; the rest is read as it is then.
  }, [key])
  return sending
}

/** Every trick is in: the numbers still hidden, and a way to enter one as its player says it. */
export function ShowBids({
  state,
  players,
  record,
  table,
  sending,
}: Omit<Props, 'table'> & { table: PlayTable | undefined; sending: boolean }) {
  const { round } = state
  const [seat, setSeat] = useState<number | null>(null)
  const [bid, setBid] = useState<number | null>(null)
  const [problem, setProblem] = useState<Reason | null>(null)
  const name = (s: number) => players[s] ?? ''
  async function show(who: number, n: number) {
    const refused = await record({ t: 'show', seat: who, bid: n })
    setProblem(refused)
    if (!refused) {
      setSeat(null)
      setBid(null)
    }
  }
  return (
    <section class="stack sit-hidden" aria-labelledby="sit-show-h" aria-live="polite">
      <h2 id="sit-show-h">{t('sit.ui.showTitle')}</h2>
      <p>{t(table ? 'sit.ui.showHow' : 'sit.ui.showSay')}</p>
      <ul class="sit-waiting" aria-label={t('sit.ui.stillHidden')}>
        {round.hidden.map((s) =>
          round.bids[s] !== null ? (
            <li key={s}>
              {sending ? (
                t('sit.ui.showingHere', { name: name(s) })
              ) : (
                // Kept here, and not on its way (its show was undone): shown on a tap.
                <button
                  type="button"
                  class="btn"
                  onClick={() => void show(s, round.bids[s] as number)}
                >
                  {t('sit.ui.showKept', { name: name(s) })}
                </button>
              )}
            </li>
          ) : table?.seats.includes(s) ? (
            // Its phone is at the table and shows it by itself: nothing to enter here.
            <li key={s}>{t('sit.ui.showingThere', { name: name(s) })}</li>
          ) : (
            <li key={s}>
              <button
                type="button"
                class="btn"
                aria-pressed={seat === s}
                onClick={() => {
                  setSeat(s)
                  setBid(null)
                }}
              >
                {t('sit.ui.sayNumber', { name: name(s) })}
              </button>
            </li>
          ),
        )}
      </ul>
      {seat !== null && round.hidden.includes(seat) && (
        <>
          <NumberChoice
            name="shown-bid"
            label={t('sit.ui.bidOf', { name: name(seat) })}
            max={round.cards}
            value={bid}
            onChange={setBid}
          />
          <button
            type="button"
            class="btn primary big"
            disabled={bid === null}
            onClick={() => seat !== null && bid !== null && void show(seat, bid)}
          >
            {t('sit.ui.showNumber', { name: name(seat) })}
          </button>
        </>
      )}
      {problem && <Alert>{say(problem)}</Alert>}
    </section>
  )
}
