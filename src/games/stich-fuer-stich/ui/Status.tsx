import { t } from '../../../i18n'
import { showPrivately } from '../../../ui/overlay'
import { currentCase, type SfsState, TRICKS } from '../rules'
import { suspectName, weaponName } from './names'
import { RevealMeter } from './RevealMeter'

interface Props {
  state: SfsState
  players: string[]
}

/**
 * Always in view: case n of N, trick t of 7, the confidant, who leads; the confidant's peek at the
 * secret and the reveal meter, behind the gate.
 */
export function Status({ state, players }: Props) {
  const c = currentCase(state)
  if (!c || state.over) return null
  const trick = Math.min(c.tricks.length + (state.phase === 'search' ? 0 : 1), TRICKS)
  const confidant = players[c.confidant] ?? ''
  const secret = c.secret
  return (
    <section class="sfs-status" aria-label={t('sfs.ui.status')}>
      <p class="sfs-where">
        <strong>{t('sfs.ui.case', { n: state.cases.length, of: state.players })}</strong>
        <span>{t('sfs.ui.trick', { n: trick })}</span>
      </p>
      <p class="sfs-who">
        <span class="badge accent">{t('sfs.ui.confidant', { name: confidant })}</span>
        {state.phase !== 'secret' && (
          <span class="badge">{t('sfs.ui.leads', { name: players[state.leader] ?? '' })}</span>
        )}
      </p>
      {secret && (
        <button
          type="button"
          class="btn small"
          onClick={() =>
            showPrivately(
              confidant,
              () => (
                <>
                  <p class="secret-shown">
                    {t('sfs.ui.secretIs', {
                      culprit: suspectName(secret.culprit),
                      weapon: weaponName(secret.weapon),
                    })}
                  </p>
                  <RevealMeter tricks={c.tricks} />
                </>
              ),
              t('sfs.ui.peekNote', { name: confidant }),
            )
          }
        >
          {t('sfs.ui.peek', { name: confidant })}
        </button>
      )}
    </section>
  )
}
