import { t, tn } from '../../../i18n'
import { currentCase, type SfsState } from '../rules'
import { Clipped, ClippedList } from './Clip'
import { suspectName, weaponName } from './names'

// What the table just learned, said where the next entry is made and announced to screen readers.

/** During the search: who took the trick (never why). */
export function TrickNews({ state, players }: { state: SfsState; players: string[] }) {
  const c = currentCase(state)
  const last = c?.tricks.at(-1)
  if (!c || !last) return null
  return (
    <p class="sfs-news" aria-live="polite">
      <Clipped
        k="sfs.ui.trickWon"
        name={players[last.winner] ?? ''}
        params={{ n: c.tricks.length }}
      />
    </p>
  )
}

/**
 * Over the next trick: what the search after the last one found, as the confidant would announce
 * it; or who took the last trick when nobody was left to search.
 */
export function SearchNews({ state, players }: { state: SfsState; players: string[] }) {
  const c = currentCase(state)
  const last = c?.tricks.at(-1)
  if (!c || !last) return null
  const n = c.tricks.length
  const sleuths = c.solvedAfter.flatMap((s, seat) => (seat === c.confidant ? [] : [{ s, seat }]))
  const searched = sleuths.some(({ s }) => s === null || s === n)
  if (!searched) {
    return (
      <p class="sfs-news" aria-live="polite">
        <Clipped k="sfs.ui.trickWon" name={players[last.winner] ?? ''} params={{ n }} />
      </p>
    )
  }
  const solvers = sleuths.filter(({ s }) => s === n).map(({ seat }) => players[seat] ?? '')
  if (solvers.length === 0) {
    return (
      <p class="sfs-news" aria-live="polite">
        {t('sfs.ui.searchNone', { trick: n })}
      </p>
    )
  }
  // Every solver named, each kept to 8 characters or more; several take a second line (#25).
  return (
    <p class="sfs-news sfs-news-list" aria-live="polite">
      <ClippedList
        text={(names) => tn('sfs.ui.searchSolved', solvers.length, { trick: n, names })}
        names={solvers}
      />
    </p>
  )
}

/** Between two cases and at the end: the closed case's culprit and weapon, told to everyone. */
export function CaseNews({ state }: { state: SfsState }) {
  const closed = state.cases.at(state.over ? -1 : -2)
  if (!closed?.score) return null
  const n = state.cases.indexOf(closed) + 1
  return (
    <p class="sfs-news" aria-live="polite">
      {closed.secret
        ? t('sfs.ui.caseOver', {
            n,
            culprit: suspectName(closed.secret.culprit),
            weapon: weaponName(closed.secret.weapon),
          })
        : t('sfs.ui.caseOverTiles', { n })}
    </p>
  )
}
