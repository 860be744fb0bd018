import { useState } from 'preact/hooks'
import type { Reason } from '../../../core/reason'
import { say, t } from '../../../i18n'
import { Alert } from '../../../ui/Alert'
import { FrenchCardPicker, isRed, showCard } from '../../../ui/FrenchCardPicker'
import { remembered } from '../../../ui/remembered'
import { SeatSlots } from '../../../ui/SeatSlots'
import { SeatButtons, Tabs } from '../../../ui/Tabs'
import { type Card, type Suit, validateTrick } from '../../cards/french'
import { judgeTrick, type SitEvent } from '../rules'

const RANKS = Array.from({ length: 13 }, (_, i) => i + 2)
type Mode = 'quick' | 'cards'
const mode = remembered<Mode>('sit.tricks', ['quick', 'cards'], 'quick')

interface Props {
  players: string[]
  leader: number
  trump: Suit | null
  trickNo: number
  tricks: number
  send: (event: SitEvent) => Promise<boolean>
}

/** Tap who took the trick, or enter the cards and let the judge decide (follow suit, trump). */
export function TrickEntry({ players, leader, trump, trickNo, tricks, send }: Props) {
  const [cards, setCards] = useState<Card[]>([])
  const [problem, setProblem] = useState<Reason | null>(null)
  const n = players.length
  const seatAt = (i: number) => (leader + i) % n
  const judged = cards.length === n ? seatAt(judgeTrick(cards, trump)) : null

  function add(card: Card) {
    const next = [...cards, card]
    const wrong = validateTrick(next, { minRank: 2, maxRank: 14, minCards: 1, maxCards: n })
    setProblem(wrong)
    if (!wrong) setCards(next)
  }
  return (
    <section class="stack" aria-labelledby="sit-trick-h">
      <h2 id="sit-trick-h">{t('sit.ui.whoWon', { n: trickNo, of: tricks })}</h2>
      <Tabs
        label={t('sit.ui.mode')}
        options={(['quick', 'cards'] as const).map((m) => ({
          value: m,
          label: t(`sit.ui.mode.${m}`),
        }))}
        value={mode.value}
        onChange={(m) => (mode.value = m)}
      />
      {mode.value === 'quick' ? (
        <SeatButtons players={players} onPick={(winner) => void send({ t: 'trick', winner })} />
      ) : (
        <>
          <SeatSlots
            players={players}
            leader={leader}
            winner={judged}
            card={(i) => {
              const card = cards[i]
              return card ? (
                <strong class={isRed(card.suit) ? 'red' : undefined}>{showCard(card)}</strong>
              ) : null
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
              {t('sit.ui.saveCards', { name: players[judged] ?? '' })}
            </button>
          ) : (
            <>
              <p class="hint">
                {t('sit.ui.cardOf', { name: players[seatAt(cards.length)] ?? '' })}
              </p>
              <FrenchCardPicker ranks={RANKS} taken={cards} onPick={add} />
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
            {t('sit.ui.removeCard')}
          </button>
        </>
      )}
    </section>
  )
}
