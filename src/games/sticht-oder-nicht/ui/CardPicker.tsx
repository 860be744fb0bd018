import type { ComponentChildren } from 'preact'
import { useState } from 'preact/hooks'
import { t } from '../../../i18n'
import { ANIMALS, type Animal, cardId, type SonCard } from '../rules'
import { animalName } from './names'

interface Props {
  /** Whose card, for screen readers: "Card of Ben". */
  label: string
  /** 10 at a table that set the 11s and 12s aside, else 12. */
  maxValue: number
  /** Cards that cannot be played now (earlier this round, elsewhere in this trick, set aside). */
  taken: readonly SonCard[]
  /** Open from the start: the led animal, or the animal of the card being changed. */
  animal?: Animal | null
  /** Whether this card may carry a plusminus (the player still has one, none yet in the trick). */
  plusminus: boolean
  /** The plusminus of the card being changed, chosen again from the start. */
  sign?: 2 | -2 | null
  onPick: (card: SonCard) => void
  /** The key after the values, as a phone's keyboard has it: takes back the card entered last. */
  remove?: ComponentChildren
}

/**
 * All on one screen: the animals (the led one open, so a card that follows is one tap), the
 * plusminus beside them, and the values of the open animal. A card that cannot be played stays
 * in its place, greyed and disabled, so the grid never jumps under the thumb.
 */
export function CardPicker(p: Props) {
  const [chosen, setAnimal] = useState<Animal | null>(null)
  const [chosenSign, setSign] = useState<2 | -2 | null | undefined>(undefined)
  const animal = chosen ?? p.animal ?? null
  const sign = p.plusminus ? (chosenSign === undefined ? (p.sign ?? null) : chosenSign) : null
  const gone = new Set(p.taken.map(cardId))
  const values = Array.from({ length: p.maxValue }, (_, i) => i + 1)
  const signs = [
    { value: 2 as const, label: t('son.pick.plus') },
    { value: -2 as const, label: t('son.pick.minus') },
  ]
  return (
    <div class="son-picker">
      <div class="son-picker-top">
        <div class="son-animal-row" role="group" aria-label={`${p.label}: ${t('son.ui.animal')}`}>
          {ANIMALS.map((a) => (
            <button
              key={a}
              type="button"
              class={`btn animal ${a}`}
              aria-pressed={animal === a}
              onClick={() => setAnimal(a)}
            >
              <span class="dot" aria-hidden="true" />
              <span class="animal-name">{animalName(a)}</span>
            </button>
          ))}
        </div>
        {p.plusminus && (
          <div class="son-sign-row" role="group" aria-label={t('son.ui.withPm')}>
            {signs.map((s) => (
              <button
                key={s.value}
                type="button"
                class="btn sign"
                aria-pressed={sign === s.value}
                onClick={() => setSign(sign === s.value ? null : s.value)}
              >
                {s.label}
              </button>
            ))}
          </div>
        )}
      </div>
      <div
        class={`son-values v${p.maxValue}`}
        role="group"
        aria-label={
          animal
            ? `${p.label}: ${animalName(animal)}, ${t('son.pick.value')}`
            : `${p.label}: ${t('son.pick.value')}`
        }
      >
        {values.map((value) => {
          const out = !animal || gone.has(cardId({ animal, value }))
          return (
            <button
              key={value}
              type="button"
              class={`btn value ${animal && out ? 'used' : ''}`}
              disabled={out}
              onClick={() => {
                if (!animal) return
                p.onPick(sign ? { animal, value, plusminus: sign } : { animal, value })
              }}
            >
              {value}
            </button>
          )
        })}
        {p.remove}
      </div>
    </div>
  )
}
