import { useState } from 'preact/hooks'
import type { Reason } from '../../../core/reason'
import { say, t } from '../../../i18n'
import { Alert } from '../../../ui/Alert'
import { closeOverlay, handOver, overlay } from '../../../ui/overlay'
import { Cover, PassPhone } from '../../../ui/privacy'
import { type SfsEvent, SUSPECTS, WEAPONS } from '../rules'
import { useDropWhenHidden } from './hideAway'
import { TilePicker, type Tiles } from './TilePicker'

interface Props {
  n: number
  confidant: string
  record: (event: SfsEvent) => Promise<Reason | null>
  /** Keeps the secret on paper tiles; its refusal is shown by the page (`useEntry`). */
  onTiles?: () => void
  /** After an import the secret was left out: tiles are not offered again. */
  later?: boolean
  /** This phone is the confidant's own (at a table): it speaks to them, and hands nothing over. */
  own?: boolean
}

const pickAny = <T,>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T

/** The confidant's draw: on the phone behind a gate, or kept on the paper tiles. */
export function SecretEntry({ n, confidant, record, onTiles, later = false, own = false }: Props) {
  const open = () => {
    overlay.value = () => <SecretGate confidant={confidant} record={record} n={n} own={own} />
  }
  const title = own
    ? t('sfs.ui.secretTitleOwn', { n })
    : t('sfs.ui.secretTitle', { n, name: confidant })
  return (
    <section class="stack" aria-labelledby="sfs-secret-h">
      <h2 id="sfs-secret-h">{later ? t('sfs.ui.onTiles') : title}</h2>
      <button type="button" class={later ? 'btn' : 'btn primary big'} onClick={open}>
        {later
          ? t('sfs.ui.enterSecretLater', { name: confidant })
          : own
            ? t('sfs.ui.secretOnPhoneOwn')
            : t('sfs.ui.secretOnPhone', { name: confidant })}
      </button>
      {!later && (
        <>
          <button
            type="button"
            class="btn big"
            onClick={() => (onTiles ? onTiles() : void record({ t: 'secret', hidden: true }))}
          >
            {t('sfs.ui.secretOnTiles')}
          </button>
          <p class="hint">{t('sfs.ui.secretTilesHint')}</p>
        </>
      )}
    </section>
  )
}

function SecretGate({ confidant, record, n, own = false }: Props) {
  const [passed, setPassed] = useState(own)
  const [tiles, setTiles] = useState<Tiles>({})
  const [problem, setProblem] = useState<Reason | null>(null)
  // Only here, never in a draft: locking the phone drops a half-chosen secret.
  useDropWhenHidden(closeOverlay)
  if (!passed)
    return <PassPhone to={confidant} onReady={() => setPassed(true)} onCancel={closeOverlay} />

  async function hide() {
    const { culprit, weapon } = tiles
    if (!culprit || !weapon) return setProblem({ key: 'sfs.ui.secretNeeded' })
    const refused = await record({ t: 'secret', culprit, weapon })
    if (refused) return setProblem(refused)
    if (own) closeOverlay()
    else handOver()
  }
  return (
    <Cover
      label={
        own ? t('sfs.ui.secretTitleOwn', { n }) : t('sfs.ui.secretTitle', { n, name: confidant })
      }
    >
      <TilePicker name="secret" value={tiles} onChange={setTiles} />
      <button
        type="button"
        class="btn"
        onClick={() => setTiles({ culprit: pickAny(SUSPECTS), weapon: pickAny(WEAPONS) })}
      >
        {t('sfs.ui.drawRandom')}
      </button>
      {problem && <Alert>{say(problem)}</Alert>}
      <button type="button" class="btn primary big" onClick={() => void hide()}>
        {t('sfs.ui.hideSecret')}
      </button>
      <button type="button" class="btn" onClick={closeOverlay}>
        {t('app.cancel')}
      </button>
    </Cover>
  )
}
