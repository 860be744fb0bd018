import { t, tn } from '../../../i18n'
import { type Animal, cardsPerPlayer, setAside } from '../rules'
import { animalName } from './names'

/**
 * Before dealing: which cards stay in the box for this table, and how many each player gets.
 * The 1s are named only when the table recorded all of them; a partial record says nothing.
 */
export function SetAside({ players, ones }: { players: number; ones: readonly Animal[] }) {
  const { values, ones: random } = setAside(players)
  const n = cardsPerPlayer(players)
  const parts = [
    ...(values.length ? [t('son.ui.values', { values: values.join(t('son.ui.and')) })] : []),
    ...(random
      ? [
          ones.length === random
            ? ones.map((a) => `${animalName(a)} 1`).join(', ')
            : tn('son.ui.ones', random),
        ]
      : []),
  ]
  return (
    <p class="hint">
      {parts.length
        ? t('son.ui.setAside', { cards: parts.join(', '), n })
        : t('son.ui.setAsideNone', { n })}
    </p>
  )
}
