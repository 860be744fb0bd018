import type { ComponentChildren } from 'preact'
import { t } from '../../../i18n'
import type { SonState } from '../rules'
import { specialText } from './names'

/** A template with {name} in it, the name in a span of its own so a long one can give way. */
export function Named({ text, name }: { text: (name: string) => string; name: string }) {
  const [before = '', after = ''] = text('\u0000').split('\u0000')
  return (
    <>
      {before}
      <span class="son-name name-cut">{name}</span>
      {after}
    </>
  )
}

/**
 * Above the entry, as compact as the pad's corner, in one flow of small lines: the round and the
 * trick, who deals (before the tricks and at the round's end) or who leads (while they are
 * played), the two special cards in effect. The tricks and plusminus cards of each player are
 * said in words below the entry (Tally). While the tricks are played,
 * the round and the trick take two short lines with `aside` (how the trick is entered) beside
 * them, and who leads shares a line with the special cards (#25: 320×640 at a table).
 */
export function Status(props: { state: SonState; players: string[]; aside?: ComponentChildren }) {
  const { state, players } = props
  const { round } = state
  const playing = state.phase === 'play'
  const where = (
    <p class="son-where">
      <strong>{t('cards.ui.round', { n: round.n, of: state.rounds })}</strong>
      {playing ? (
        <>
          <span class="visually-hidden">, </span>
          <strong class="son-trick-no">
            {t('cards.ui.trick', { n: round.tricks.length + 1, of: state.cardsPerPlayer })}
          </strong>
        </>
      ) : (
        <>
          <span aria-hidden="true"> · </span>
          {/* Before the tricks (who chooses the special cards) and at the round's end: who
              deals, in the round's line, its name cut after 8 characters at the least (#25). */}
          <span class="son-dealer">
            <Named
              text={(name) => t('son.ui.dealer', { name })}
              name={players[round.dealer] ?? ''}
            />
          </span>
        </>
      )}
    </p>
  )
  return (
    <section class={`son-status ${playing ? 'playing' : ''}`} aria-label={t('cards.ui.status')}>
      {playing ? (
        <div class="son-head">
          {where}
          {props.aside}
        </div>
      ) : (
        where
      )}
      {playing && (
        // Who leads, while the tricks are played: one badge, its name 8 characters or more.
        <p class="son-who">
          <span class="badge accent">
            <Named
              text={(name) => t('cards.ui.leads', { name })}
              name={players[state.leader] ?? ''}
            />
          </span>
        </p>
      )}
      {/* At the round's end each question names its card instead. */}
      {round.specials && state.phase !== 'score' && (
        <ul class="son-specials" aria-label={t('son.ui.inEffect')}>
          {round.specials.map((s, i) => (
            <li key={`special-${i + 1}`} class={`special ${s.kind}`}>
              {specialText(s, true)}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
