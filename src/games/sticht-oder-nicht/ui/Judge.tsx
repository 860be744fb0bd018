import { useState } from 'preact/hooks'
import { t, tn } from '../../../i18n'
import { Alert } from '../../../ui/Alert'
import { Choices } from '../../../ui/Choices'
import { SeatSlots } from '../../../ui/SeatSlots'
import { ClearTrickButton, useTrickCards } from '../../../ui/TrickCards'
import {
  ANIMALS,
  type Animal,
  explainTrick,
  offAnimal,
  type SonCard,
  validateTrick,
  valueRange,
} from '../rules'
import { CardFace } from './CardFace'
import { CardPicker } from './CardPicker'
import { animalName, cardName, sayReason } from './names'

/**
 * A disputed trick: the cards (with a plusminus if one was played), the trump animal, the verdict.
 * The picker offers only the cards of the table size chosen (no 11s and 12s for 3 or 4 cards)
 * and none already in the trick; any card entered can be tapped and picked again.
 */
export function Judge() {
  const [players, setPlayers] = useState(4)
  const [trump, setTrump] = useState<Animal | 'none'>('none')
  const maxValue = valueRange(players).max
  const trick = useTrickCards<SonCard>((next) =>
    validateTrick(next, { minCards: 1, maxCards: players, maxValue }),
  )
  const { cards, problem, at } = trick
  const trumpAnimal = trump === 'none' ? null : trump
  const complete = cards.length === players && at === players
  const verdict = complete ? explainTrick(cards, trumpAnimal) : null
  const current = cards[at] ?? null
  const others = cards.filter((_, i) => i !== at)
  const slots = Array.from({ length: players }, (_, i) => t('cards.judge.slot', { n: i + 1 }))
  const winner = verdict ? (cards[verdict.winner] as SonCard) : null

  function why(): string {
    if (!verdict || !winner) return ''
    const card = cardName(winner)
    const main = verdict.tieWon
      ? t('son.why.tie', { card, other: tiedWith(cards, verdict.winner) })
      : verdict.by === 'trump'
        ? t('cards.why.trump', { card })
        : t('son.why.led', { card, animal: animalName(verdict.power) })
    // Beaten cards of the led animal followed; only the others could never have won.
    const off = offAnimal(cards, trumpAnimal).map((i) => cardName(cards[i] as SonCard))
    return off.length
      ? `${main} ${tn('son.why.offAnimal', off.length, { cards: off.join(', ') })}`
      : main
  }
  return (
    <div class="stack judge son-judge">
      <Choices
        row
        legend={t('cards.judge.players')}
        name="son-judge-players"
        options={[3, 4, 5, 6].map((n) => ({ value: n, label: t('cards.judge.playersN', { n }) }))}
        value={players}
        onChange={(n) => {
          setPlayers(n)
          trick.clear()
        }}
      />
      <div class="son-animals">
        <Choices
          grid
          plain
          legend={t('son.judge.trump')}
          name="son-judge-trump"
          options={[
            { value: 'none' as const, label: t('cards.ui.noTrump') },
            ...ANIMALS.map((a) => ({ value: a as Animal | 'none', label: animalName(a) })),
          ]}
          value={trump}
          onChange={setTrump}
        />
      </div>
      <SeatSlots
        players={slots}
        leader={0}
        winner={verdict?.winner ?? null}
        active={complete ? null : at}
        onSlot={trick.choose}
        card={(i) => {
          const card = cards[i]
          return card ? <CardFace card={card} /> : null
        }}
      />
      {problem && <Alert>{sayReason(problem)}</Alert>}
      {verdict && winner ? (
        <section class="verdict" aria-live="polite">
          <h2>{t('cards.judge.wins', { card: cardName(winner), n: verdict.winner + 1 })}</h2>
          <p>{why()}</p>
        </section>
      ) : (
        <CardPicker
          key={`${players}-${at}-${cards.length}`}
          label={t('cards.judge.slot', { n: at + 1 })}
          maxValue={maxValue}
          taken={others}
          animal={current?.animal ?? (at > 0 ? cards[0]?.animal : null)}
          plusminus={!others.some((c) => c.plusminus)}
          sign={current?.plusminus ?? null}
          onPick={trick.add}
        />
      )}
      <ClearTrickButton trick={trick} label={t('cards.judge.clear')} />
    </div>
  )
}

/** The card the plusminus card drew level with: the same animal and value among the others. */
function tiedWith(cards: SonCard[], winner: number): string {
  const w = cards[winner] as SonCard
  const value = w.value + (w.plusminus ?? 0)
  const other = cards.find(
    (c, i) => i !== winner && c.animal === w.animal && c.value + (c.plusminus ?? 0) === value,
  )
  return other ? cardName(other) : ''
}
