import { t, tn } from '../../../i18n'
import { cardsPerPlayer, type SonState, setAside } from '../rules'
import { animalName } from './names'

/** Before dealing: which cards stay in the box for this table, and how many each player gets. */
export function SetAside({ state, ones }: { state: SonState; ones: string[] }) {
  const { values, ones: random } = setAside(state.players)
  const n = cardsPerPlayer(state.players)
  const parts = [
    ...(values.length ? [t('son.ui.values', { values: values.join(t('son.ui.and')) })] : []),
    ...(random
      ? [
          ones.length
            ? ones.map((a) => `${animalName(a as never)} 1`).join(', ')
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
