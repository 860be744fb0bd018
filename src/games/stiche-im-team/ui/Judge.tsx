import { useState } from 'preact/hooks'
import { say, t, tn } from '../../../i18n'
import { Alert } from '../../../ui/Alert'
import { Choices } from '../../../ui/Choices'
import { FrenchCardPicker, isRed, localCard, showCard } from '../../../ui/FrenchCardPicker'
import { JudgeUndoRow, useTrickCards } from '../../../ui/TrickCards'
import { type Card, SUIT_SYMBOL, SUITS, type Suit, validateTrick } from '../../cards/french'
import { explainTrick } from '../rules'

const RANKS = Array.from({ length: 13 }, (_, i) => i + 2)

/** A disputed trick of Stiche im Team: the trump suit (or none), the cards, who took it and why. */
export function Judge() {
  const [players, setPlayers] = useState(4)
  const [trump, setTrump] = useState<Suit | 'none'>('spades')
  const trick = useTrickCards<Card>((next) => {
    const wrong = validateTrick(next, { minRank: 2, maxRank: 14, minCards: 1, maxCards: players })
    return wrong && localCard(wrong)
  })
  const { cards, problem, at } = trick
  const trumpSuit = trump === 'none' ? null : trump
  // A tapped card is being changed: no verdict until it is picked again.
  const verdict = cards.length === players && at === players ? explainTrick(cards, trumpSuit) : null
  const winner = verdict ? (cards[verdict.winner] as Card) : null
  const off = verdict ? verdict.offSuit.map((i) => showCard(cards[i] as Card)) : []
  return (
    <div class="stack judge">
      <Choices
        row
        legend={t('cards.judge.players')}
        name="sit-judge-players"
        options={[3, 4, 5].map((n) => ({ value: n, label: t('cards.judge.playersN', { n }) }))}
        value={players}
        onChange={(n) => {
          setPlayers(n)
          trick.clear()
        }}
      />
      <Choices
        row
        legend={t('sit.ui.trumpShort')}
        name="sit-judge-trump"
        options={[
          ...SUITS.map((s) => ({
            value: s as Suit | 'none',
            label: `${SUIT_SYMBOL[s]} ${t(`cards.suitName.${s}`)}`,
          })),
          { value: 'none' as const, label: t('cards.ui.noTrump') },
        ]}
        value={trump}
        onChange={(s) => setTrump(s)}
      />
      <ol class="trick five" aria-label={t('cards.judge.trick')}>
        {Array.from({ length: players }, (_, i) => {
          const card = cards[i]
          return (
            <li
              key={`slot-${i + 1}`}
              class={`slot ${card ? '' : 'open'} ${card && isRed(card.suit) ? 'red' : ''} ${verdict?.winner === i ? 'win' : ''} ${i === at && card ? 'active' : ''}`}
            >
              {card ? (
                <button
                  type="button"
                  class="judge-slot"
                  aria-pressed={i === at}
                  aria-label={t('sit.judge.change', { card: showCard(card), n: i + 1 })}
                  onClick={() => trick.choose(i)}
                >
                  {showCard(card)}
                </button>
              ) : (
                t('cards.judge.slot', { n: i + 1 })
              )}
            </li>
          )
        })}
      </ol>
      {problem && <Alert>{say(problem)}</Alert>}
      {verdict && winner ? (
        <section class="verdict" aria-live="polite">
          <h2>{t('cards.judge.wins', { card: showCard(winner), n: verdict.winner + 1 })}</h2>
          <p>
            {verdict.by === 'trump'
              ? t('cards.why.trump', { card: showCard(winner) })
              : t('sit.why.led', {
                  card: showCard(winner),
                  suit: t(`cards.suit.${verdict.led}.one`),
                })}
            {off.length > 0 && <> {tn('sit.why.offSuit', off.length, { cards: off.join(', ') })}</>}
          </p>
        </section>
      ) : (
        <>
          <p class="hint">{t('cards.pickNext', { n: at + 1 })}</p>
          {/* Every card of the deck once: the trick's others are not offered, the led suit is open. */}
          <FrenchCardPicker
            ranks={RANKS}
            taken={cards.filter((_, i) => i !== at)}
            lead={at > 0 ? (cards[0]?.suit ?? null) : null}
            onPick={trick.add}
          />
        </>
      )}
      <JudgeUndoRow
        trick={trick}
        backLabel={t('cards.judge.back')}
        clearLabel={t('cards.judge.clear')}
      />
    </div>
  )
}
