import type { ComponentChildren } from 'preact'
import { useState } from 'preact/hooks'
import { t } from '../../../i18n'
import { playable, type SfsCard, SUSPECTS, type Suspect, WEAPONS, type Weapon } from '../rules'
import { Icon } from './icons'
import { cardName, suspectName, weaponName } from './names'

const NUMBERS = Array.from({ length: 13 }, (_, i) => i + 1)

interface Props {
  onPick: (card: SfsCard) => void
  /** Names the picker's steps: "Card of Anna: Suspect". */
  label: string
  /**
   * Cards that cannot be played now: the case's earlier tricks and the trick's other cards.
   * What they rule out stays in place, greyed and disabled.
   */
  taken?: readonly SfsCard[]
  /** The line over the picker ("Card of Anna"). */
  caption?: ComponentChildren
  /** Once a suspect is picked, the line says whose card it is and what is picked so far. */
  owner?: ComponentChildren
}

/** Three taps a card: suspect, weapon, number; a phantom is one tap. Only playable cards. */
export function CardPicker({ onPick, label, taken = [], caption, owner }: Props) {
  const [suspect, setSuspect] = useState<Suspect | null>(null)
  const [weapon, setWeapon] = useState<Weapon | null>(null)
  const open = playable(taken)
  const reset = () => {
    setSuspect(null)
    setWeapon(null)
  }
  const pick = (card: SfsCard) => {
    reset()
    onPick(card)
  }
  const step = (name: string, buttons: ComponentChildren) => (
    <>
      {caption && (
        <p class="sfs-card-of">
          {suspect ? (
            <>
              {owner ?? caption}
              <span class="sfs-so-far">
                {`: ${suspectName(suspect)}${weapon ? ` · ${weaponName(weapon)}` : ''}`}
              </span>
            </>
          ) : (
            caption
          )}
        </p>
      )}
      <div
        class={`sfs-picker ${name}`}
        role="group"
        aria-label={`${label}: ${t(`sfs.pick.${name}`)}`}
      >
        {buttons}
      </div>
    </>
  )

  if (!suspect) {
    return step(
      'suspect',
      <>
        {SUSPECTS.map((s) => (
          <button
            key={s}
            type="button"
            class="btn tile-btn"
            disabled={!open.suspect(s)}
            onClick={() => setSuspect(s)}
          >
            <Icon of={s} />
            {suspectName(s)}
          </button>
        ))}
        <button
          type="button"
          class="btn tile-btn"
          disabled={!open.phantom}
          onClick={() => pick({ kind: 'phantom' })}
        >
          <Icon of="phantom" />
          {t('sfs.phantom')}
        </button>
      </>,
    )
  }
  if (!weapon) {
    return step(
      'weapon',
      <>
        {WEAPONS.map((w) => (
          <button
            key={w}
            type="button"
            class="btn tile-btn"
            disabled={!open.weapon(suspect, w)}
            onClick={() => setWeapon(w)}
          >
            <Icon of={w} />
            {weaponName(w)}
          </button>
        ))}
        <button type="button" class="btn tile-btn back" onClick={reset}>
          {t('nav.back')}
        </button>
      </>,
    )
  }
  return step(
    'number',
    <>
      {NUMBERS.map((number) => (
        <button
          key={number}
          type="button"
          class="btn"
          disabled={!open.card(suspect, weapon, number)}
          onClick={() => pick({ kind: 'card', suspect, weapon, number })}
        >
          {number}
        </button>
      ))}
      <button type="button" class="btn back" onClick={() => setWeapon(null)}>
        {t('nav.back')}
      </button>
    </>,
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
