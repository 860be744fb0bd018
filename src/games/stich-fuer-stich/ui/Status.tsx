import { t } from '../../../i18n'
import { currentCase, type SfsState, TRICKS } from '../rules'
import { Clipped } from './Clip'

interface Props {
  state: SfsState
  players: string[]
  /**
   * The trick is entered card by card: its slots start with who leads, so on a short phone the
   * status keeps "Ben leads" for screen readers only (#25: the picker stays above the dock).
   */
  byCards?: boolean
}

/**
 * Always in view, in two short lines: "Case 1/4 · Trick 3/7" and who leads; the confidant. Screen
 * readers hear "Case 1 of 4", "Trick 3 of 7", the confidant, who leads. (The confidant's peek at
 * the secret sits beside the entry tabs.)
 */
export function Status({ state, players, byCards = false }: Props) {
  const c = currentCase(state)
  if (!c || state.over) return null
  const trick = Math.min(c.tricks.length + (state.phase === 'search' ? 0 : 1), TRICKS)
  const confidant = players[c.confidant] ?? ''
  return (
    <section class="sfs-status" aria-label={t('sfs.ui.status')}>
      <b class="sfs-at" aria-hidden="true">
        {t('sfs.ui.at', { n: state.cases.length, of: state.players, trick })}
      </b>
      <strong class="visually-hidden">
        {t('sfs.ui.case', { n: state.cases.length, of: state.players })}
      </strong>
      <span class="visually-hidden">{t('sfs.ui.trick', { n: trick })}</span>
      <span class="sfs-confidant">
        <Clipped k="sfs.ui.confidant" name={confidant} />
      </span>
      {state.phase !== 'secret' && (
        <span
          class={byCards && state.phase === 'trick' ? 'sfs-leader hidden-when-short' : 'sfs-leader'}
        >
          <Clipped k="cards.ui.leads" name={players[state.leader] ?? ''} />
        </span>
      )}
    </section>
  )
}
