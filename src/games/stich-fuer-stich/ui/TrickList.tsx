import { t } from '../../../i18n'
import { showPrivately } from '../../../ui/overlay'
import { currentCase, explainTrick, type SfsState } from '../rules'
import { CardFace } from './CardPicker'
import { Clipped } from './Clip'
import { whySentence } from './why'

/**
 * The running case's tricks: who took each, and the card that took it when the cards were entered.
 * That card lies face up on the winner's pile by the rulebook, so everyone may see it; why it won
 * only the confidant learns, behind the gate (on the confidant's own phone, `own`, at once).
 */
export function TrickList({
  state,
  players,
  own = false,
}: {
  state: SfsState
  players: string[]
  own?: boolean
}) {
  const c = currentCase(state)
  if (!c || c.score || c.tricks.length === 0) return null
  const n = state.players
  const confidant = players[c.confidant] ?? ''
  const last = c.tricks.at(-1)
  const secret = c.secret
  return (
    <section class="stack sfs-tricks" aria-labelledby="sfs-tricks-h">
      <h2 id="sfs-tricks-h">{t('sfs.ui.tricksOf', { n: state.cases.length })}</h2>
      <ol class="sfs-trick-list">
        {c.tricks.map((trick, i) => {
          const card = trick.played?.[(trick.winner - trick.leader + n) % n]
          return (
            <li key={`trick-${i + 1}`}>
              <span class="sfs-trick-no">{t('sfs.ui.trickNo', { n: i + 1 })}</span>
              <span class="sfs-trick-winner">{players[trick.winner]}</span>
              {card && <CardFace card={card} />}
            </li>
          )
        })}
      </ol>
      {secret && last?.played && (
        <button
          type="button"
          class="btn small sfs-why"
          aria-label={t('sfs.ui.why', { name: confidant })}
          onClick={() => {
            const played = last.played ?? []
            showPrivately(
              confidant,
              () => (
                <p class="secret-shown">
                  {whySentence(played, explainTrick(played, secret), secret)}
                </p>
              ),
              t('sfs.ui.whyNote', { name: confidant }),
              own,
            )
          }}
        >
          <span>
            <Clipped k="sfs.ui.why" name={confidant} />
          </span>
        </button>
      )}
    </section>
  )
}
