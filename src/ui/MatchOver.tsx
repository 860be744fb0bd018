import { href } from '../app/router'
import { t } from '../i18n'

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
      <a class="btn primary big" href={href({ name: 'new' })}>
        {t('home.new')}
      </a>
    </section>
  )
}
