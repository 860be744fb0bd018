import { useState } from 'preact/hooks'
import type { Reason } from '../../../core/reason'
import { say, t } from '../../../i18n'
import { Alert } from '../../../ui/Alert'
import { remembered } from '../../../ui/remembered'
import { SeatSlots } from '../../../ui/SeatSlots'
import { SeatButtons, Tabs } from '../../../ui/Tabs'
import { judgeTrick, type SonCard, type SonEvent, validateTrick } from '../rules'
import { CardPicker } from './CardPicker'
import { cardName } from './names'

type Mode = 'quick' | 'cards'
const mode = remembered<Mode>('son.tricks', ['quick', 'cards'], 'quick')

interface Props {
  players: string[]
  leader: number
  trump: SonCard['animal'] | null
  trickNo: number
  tricks: number
  maxValue: number
  available: boolean[]
  send: (event: SonEvent) => Promise<boolean>
}

/** Tap the winner (and say whose plusminus was played), or enter the cards and let the judge decide. */
export function TrickEntry(p: Props) {
  const { players, leader, trickNo, tricks, send } = p
  return (
    <section class="stack" aria-labelledby="son-trick-h">
      <h2 id="son-trick-h">{t('son.ui.whoWon', { n: trickNo, of: tricks })}</h2>
      <Tabs
        label={t('son.ui.mode')}
        options={(['quick', 'cards'] as const).map((m) => ({
          value: m,
          label: t(`son.ui.mode.${m}`),
        }))}
        value={mode.value}
        onChange={(m) => (mode.value = m)}
      />
      {mode.value === 'quick' ? (
        <Quick players={players} available={p.available} send={send} />
      ) : (
        <Cards {...p} leader={leader} />
      )}
    </section>
  )
}

function Quick({ players, available, send }: Pick<Props, 'players' | 'available' | 'send'>) {
  const [by, setBy] = useState<number | 'none'>('none')
  const [sign, setSign] = useState<2 | -2>(2)
  const holders = players.flatMap((name, seat) =>
    available[seat] ? [{ value: seat, label: name }] : [],
  )
  async function won(winner: number) {
    const plusminus = by === 'none' ? undefined : { seat: by, sign }
    if (await send(plusminus ? { t: 'trick', winner, plusminus } : { t: 'trick', winner }))
      setBy('none')
  }
  return (
    <>
      <SeatButtons label={t('son.ui.winner')} players={players} onPick={(seat) => void won(seat)} />
      {/* Asked before the tap above counts: a compact row, so the winners stay in view. */}
      <p class="hint son-pm-q" aria-hidden="true">
        {t('son.ui.pmQuestion')}
      </p>
      <Tabs
        label={t('son.ui.pmQuestion')}
        options={[{ value: 'none', label: t('son.ui.pmNone') }, ...holders].map((o) => ({
          value: String(o.value),
          label: o.label,
        }))}
        value={String(by)}
        onChange={(v) => setBy(v === 'none' ? 'none' : Number(v))}
      />
      {by !== 'none' && (
        <Tabs
          label={t('son.ui.sign')}
          options={[
            { value: '2', label: '+2' },
            { value: '-2', label: '−2' },
          ]}
          value={String(sign)}
          onChange={(v) => setSign(v === '2' ? 2 : -2)}
        />
      )}
    </>
  )
}

function Cards({ players, leader, trump, maxValue, available, send }: Props) {
  const [cards, setCards] = useState<SonCard[]>([])
  const [problem, setProblem] = useState<Reason | null>(null)
  const n = players.length
  const seatAt = (i: number) => (leader + i) % n
  const judged = cards.length === n ? seatAt(judgeTrick(cards, trump)) : null
  const pmInTrick = cards.some((c) => c.plusminus)
  const nextSeat = seatAt(cards.length)

  function add(card: SonCard) {
    const next = [...cards, card]
    const wrong = validateTrick(next, { minCards: 1, maxCards: n, maxValue })
    setProblem(wrong)
    if (!wrong) setCards(next)
  }
  return (
    <>
      <SeatSlots
        players={players}
        leader={leader}
        winner={judged}
        card={(i) => {
          const card = cards[i]
          return card ? <strong>{cardName(card)}</strong> : null
        }}
      />
      {problem && <Alert>{say(problem)}</Alert>}
      {judged !== null ? (
        <button
          type="button"
          class="btn primary big"
          onClick={() =>
            void send({ t: 'trick', winner: judged, played: cards }).then(
              (ok) => ok && setCards([]),
            )
          }
        >
          {t('son.ui.takes', { name: players[judged] ?? '' })}
        </button>
      ) : (
        <>
          <p class="hint">{t('son.ui.cardOf', { name: players[nextSeat] ?? '' })}</p>
          <CardPicker
            key={cards.length}
            label={t('son.ui.cardOf', { name: players[nextSeat] ?? '' })}
            maxValue={maxValue}
            plusminus={!pmInTrick && available[nextSeat] === true}
            onPick={add}
          />
        </>
      )}
      <button
        type="button"
        class="btn"
        disabled={cards.length === 0}
        onClick={() => {
          setCards(cards.slice(0, -1))
          setProblem(null)
        }}
      >
        {t('son.ui.removeCard')}
      </button>
    </>
  )
}
