import type { Signal } from '@preact/signals'
import { t } from '../i18n'
import { remembered } from './remembered'
import { Tabs } from './Tabs'

/** How a game's tricks are entered: by a tap on the winner, or card by card (then judged). */
export type TrickMode = 'quick' | 'cards'

const MODES = ['quick', 'cards'] as const

/** The table's choice of how `game`'s tricks are entered, remembered on this phone. */
export const trickMode = (game: string): Signal<TrickMode> =>
  remembered<TrickMode>(`${game}.tricks`, MODES, 'quick')

/** The switch between the two ways, a group named "How to enter the trick". */
export function TrickModeTabs({ mode }: { mode: Signal<TrickMode> }) {
  return (
    <Tabs
      label={t('cards.ui.mode')}
      options={MODES.map((m) => ({ value: m, label: t(`cards.ui.mode.${m}`) }))}
      value={mode.value}
      onChange={(m) => (mode.value = m)}
    />
  )
}
