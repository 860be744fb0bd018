import { type ComponentChildren, createContext } from 'preact'
import { useContext } from 'preact/hooks'
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

/** The address of the new-match screen, handed down by the match page (ui knows no routes). */
export const NewMatchHref = createContext<string | undefined>(undefined)

/** The way to the next match, at the end of a game's end-of-match section. */
export function NewMatchLink() {
  return (
    <a class="btn big" href={useContext(NewMatchHref)}>
      {t('home.new')}
    </a>
  )
}

interface Props {
  /** "Match over", "All cases are closed", …: the game's own words for the end. */
  title: string
  players: readonly string[]
  winners: readonly number[]
}

/**
 * The end of a match: who won (tied leaders share), and the way to the next one. Its words are
 * every game's (games/cards/trickStrings.ts), in the chunk of the game that shows it.
 */
export function MatchOver({ title, players, winners }: Props) {
  return (
    <section class="match-over" aria-live="polite">
      <h2>{title}</h2>
      <p class="winners">
        {t(winners.length > 1 ? 'cards.ui.winners' : 'cards.ui.winnerIs', {
          names: winners.map((s) => players[s]).join(' & '),
        })}
      </p>
      <OverSlot />
      <NewMatchLink />
    </section>
  )
}
