import type { SonCard } from '../rules'
import { animalName, cardName } from './names'

/**
 * A card in a narrow slot, in the order its name is said ("Swordfish 6 +2"): the animal's name
 * gives way (ellipsis) before the value does, and its colour dot still tells it apart.
 */
export function CardFace({ card }: { card: SonCard }) {
  const value = `${card.value}${card.plusminus ? ` ${card.plusminus > 0 ? '+2' : '−2'}` : ''}`
  return (
    <strong class={`son-card ${card.animal}`}>
      <span class="visually-hidden">{cardName(card)}</span>
      <span class="dot" aria-hidden="true" />
      <span class="son-card-animal" aria-hidden="true">
        {animalName(card.animal)}
      </span>
      <span class="son-card-value" aria-hidden="true">
        {value}
      </span>
    </strong>
  )
}
