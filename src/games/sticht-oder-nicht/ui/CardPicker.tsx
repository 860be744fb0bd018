import { useState } from 'preact/hooks'
import { t } from '../../../i18n'
import { Tabs } from '../../../ui/Tabs'
import { ANIMALS, type Animal, type SonCard } from '../rules'
import { animalName } from './names'

interface Props {
  label: string
  maxValue: number
  /** Whether this card may carry a plusminus (the player still has one, none yet in the trick). */
  plusminus: boolean
  onPick: (card: SonCard) => void
}

/** Two taps a card: the animal, then the value; a plusminus is chosen before the value. */
export function CardPicker({ label, maxValue, plusminus, onPick }: Props) {
  const [animal, setAnimal] = useState<Animal | null>(null)
  const [pm, setPm] = useState<2 | -2 | null>(null)
  if (!animal) {
    return (
      <div class="son-picker" role="group" aria-label={`${label}: ${t('son.pick.animal')}`}>
        {ANIMALS.map((a) => (
          <button key={a} type="button" class={`btn animal ${a}`} onClick={() => setAnimal(a)}>
            <span class="dot" aria-hidden="true" />
            {animalName(a)}
          </button>
        ))}
      </div>
    )
  }
  return (
    <div class="stack">
      {plusminus && (
        <Tabs
          label={t('son.ui.withPm')}
          options={[
            { value: 'none', label: t('son.ui.pmNone') },
            { value: '2', label: t('son.pick.plus') },
            { value: '-2', label: t('son.pick.minus') },
          ]}
          value={pm === null ? 'none' : String(pm)}
          onChange={(v) => setPm(v === 'none' ? null : v === '2' ? 2 : -2)}
        />
      )}
      <div
        class="son-picker values"
        role="group"
        aria-label={`${label}: ${animalName(animal)}, ${t('son.pick.value')}`}
      >
        {Array.from({ length: maxValue }, (_, i) => i + 1).map((value) => (
          <button
            key={value}
            type="button"
            class="btn"
            onClick={() => {
              onPick(pm ? { animal, value, plusminus: pm } : { animal, value })
              setAnimal(null)
              setPm(null)
            }}
          >
            {value}
          </button>
        ))}
        <button type="button" class="btn" onClick={() => setAnimal(null)}>
          {t('nav.back')}
        </button>
      </div>
    </div>
  )
}
