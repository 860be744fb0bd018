import { type ComponentChildren, createContext } from 'preact'
import { useContext } from 'preact/hooks'
import { href } from '../app/router'
import { t } from '../i18n'
import './over.css'

/**
 * What the match page puts under the end of a match (rematch, share, export): right below who
 * won, where the table looks, not after every table of the game.
 */
export const OverActions = createContext<ComponentChildren>(null)

/** Where a game's end-of-match section shows the match page's actions. */
export function OverSlot() {
  return <>{useContext(OverActions)}</>
}

interface Props {
  /** "Match over", "All cases are closed", …: the game's own words for the end. */
  title: string
  players: readonly string[]
  winners: readonly number[]
  /** The game's keys for one winner and for tied winners; both get {names}. */
  one: string
  shared: string
}

/** The end of a match: who won (tied leaders share), and the way to the next one. */
export function MatchOver({ title, players, winners, one, shared }: Props) {
  return (
    <section class="match-over" aria-live="polite">
      <h2>{title}</h2>
      <p class="winners">
        {t(winners.length > 1 ? shared : one, {
          names: winners.map((s) => players[s]).join(' & '),
        })}
      </p>
      <OverSlot />
      <a class="btn big" href={href({ name: 'new' })}>
        {t('home.new')}
      </a>
    </section>
  )
}
