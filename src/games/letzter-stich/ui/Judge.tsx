import { useState } from 'preact/hooks'
import { say, t } from '../../../i18n'
import { Alert } from '../../../ui/Alert'
import { Choices } from '../../../ui/Choices'
import { FrenchCardPicker, isRed, localCard, showCard } from '../../../ui/FrenchCardPicker'
import { JudgeUndoRow, useTrickCards } from '../../../ui/TrickCards'
import { type Card, validateTrick } from '../../cards/french'
import { deckRanks, explainTrick } from '../rules'
import { Verdict } from './Verdict'

/** Enter a disputed trick card by card, in play order, and see who took it and why. */
export function Judge() {
  const [players, setPlayers] = useState(4)
  const ranks = deckRanks(players)
  const trick = useTrickCards<Card>((next) => {
    const wrong = validateTrick(next, {
      minRank: ranks[0] ?? 7,
      maxRank: 14,
      minCards: 1,
      maxCards: players,
    })
    return wrong && localCard(wrong)
  })
  const { cards, problem } = trick
  const complete = cards.length === players
  const verdict = complete ? explainTrick(cards) : null

  return (
    <div class="stack judge">
      <Choices
        row
        legend={t('cards.judge.players')}
        name="judge-players"
        options={[3, 4].map((n) => ({ value: n, label: t('cards.judge.playersN', { n }) }))}
        value={players}
        onChange={(n) => {
          setPlayers(n)
          trick.clear()
        }}
      />
      <ol class="trick" aria-label={t('cards.judge.trick')}>
        {Array.from({ length: players }, (_, i) => {
          const card = cards[i]
          return (
            <li
              key={i}
              class={`slot ${card ? '' : 'open'} ${card && isRed(card.suit) ? 'red' : ''} ${verdict?.winner === i ? 'win' : ''}`}
            >
              {card ? showCard(card) : t('cards.judge.slot', { n: i + 1 })}
            </li>
          )
        })}
      </ol>
      {problem && <Alert>{say(problem)}</Alert>}
      {verdict ? (
        <Verdict cards={cards} verdict={verdict} />
      ) : (
        <>
          <p class="hint">{t('cards.pickNext', { n: cards.length + 1 })}</p>
          <FrenchCardPicker
            ranks={ranks}
            taken={cards}
            lead={cards[0]?.suit ?? null}
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
