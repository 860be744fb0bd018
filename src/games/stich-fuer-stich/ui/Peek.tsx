import { t } from '../../../i18n'
import { showPrivately } from '../../../ui/overlay'
import type { SfsCase } from '../rules'
import { suspectName, weaponName } from './names'
import { RevealMeter } from './RevealMeter'

/**
 * The confidant's look at the secret and the reveal meter, behind the gate (none on the
 * confidant's own phone, `own`). A short "Secret" on
 * the button so it fits beside the entry tabs; its name says whose it is.
 */
export function PeekButton({
  c,
  confidant,
  own = false,
}: {
  c: SfsCase
  confidant: string
  own?: boolean
}) {
  const secret = c.secret
  if (!secret) return null
  return (
    <button
      type="button"
      class="btn small sfs-peek"
      aria-label={t('sfs.ui.peek', { name: confidant })}
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
          own,
        )
      }
    >
      {t('sfs.ui.peekShort')}
    </button>
  )
}
