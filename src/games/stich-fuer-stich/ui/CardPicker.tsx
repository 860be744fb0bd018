import { useState } from 'preact/hooks'
import { t } from '../../../i18n'
import { type SfsCard, SUSPECTS, type Suspect, WEAPONS, type Weapon } from '../rules'
import { Icon } from './icons'
import { cardName, suspectName, weaponName } from './names'

const NUMBERS = Array.from({ length: 13 }, (_, i) => i + 1)

/** Three taps a card: suspect, weapon, number; a phantom is one tap. */
export function CardPicker({ onPick, label }: { onPick: (card: SfsCard) => void; label: string }) {
  const [suspect, setSuspect] = useState<Suspect | null>(null)
  const [weapon, setWeapon] = useState<Weapon | null>(null)
  const reset = () => {
    setSuspect(null)
    setWeapon(null)
  }
  const pick = (card: SfsCard) => {
    reset()
    onPick(card)
  }

  if (!suspect) {
    return (
      <div class="sfs-picker" role="group" aria-label={`${label}: ${t('sfs.pick.suspect')}`}>
        {SUSPECTS.map((s) => (
          <button key={s} type="button" class="btn tile-btn" onClick={() => setSuspect(s)}>
            <Icon of={s} />
            {suspectName(s)}
          </button>
        ))}
        <button type="button" class="btn tile-btn" onClick={() => pick({ kind: 'phantom' })}>
          <Icon of="phantom" />
          {t('sfs.phantom')}
        </button>
      </div>
    )
  }
  if (!weapon) {
    return (
      <div class="sfs-picker" role="group" aria-label={`${label}: ${t('sfs.pick.weapon')}`}>
        {WEAPONS.map((w) => (
          <button key={w} type="button" class="btn tile-btn" onClick={() => setWeapon(w)}>
            <Icon of={w} />
            {weaponName(w)}
          </button>
        ))}
        <button type="button" class="btn tile-btn" onClick={reset}>
          {t('sfs.pick.back')}
        </button>
      </div>
    )
  }
  return (
    <div class="sfs-picker numbers" role="group" aria-label={`${label}: ${t('sfs.pick.number')}`}>
      {NUMBERS.map((number) => (
        <button
          key={number}
          type="button"
          class="btn"
          onClick={() => pick({ kind: 'card', suspect, weapon, number })}
        >
          {number}
        </button>
      ))}
      <button type="button" class="btn" onClick={() => setWeapon(null)}>
        {t('sfs.pick.back')}
      </button>
    </div>
  )
}

/** A played card as a small face: picture of the suspect, weapon and number. */
export function CardFace({ card }: { card: SfsCard }) {
  if (card.kind === 'phantom') {
    return (
      <span class="sfs-card phantom">
        <Icon of="phantom" size={22} />
        <span aria-hidden="true">0</span>
        <span class="visually-hidden">{cardName(card)}</span>
      </span>
    )
  }
  return (
    <span class={`sfs-card ${card.suspect}`}>
      <Icon of={card.suspect} size={20} />
      <Icon of={card.weapon} size={20} />
      <span aria-hidden="true">{card.number}</span>
      <span class="visually-hidden">{cardName(card)}</span>
    </span>
  )
}
