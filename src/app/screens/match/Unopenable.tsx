import { useState } from 'preact/hooks'
import type { Reason } from '../../../core/reason'
import { say, t } from '../../../i18n'
import { ConfirmButton } from '../../../ui/ConfirmButton'
import { once } from '../../../ui/once'
import { noteDeleted } from '../../continueHint'
import { open } from '../../match/open'
import { go } from '../../router'
import { storeReady } from '../../storage'
import { reasonOf } from '../../stored'
import { Screen } from '../Screen'
import '../../resultStrings'

/**
 * A stored match that cannot be opened: why, in words, and a way to delete it (asking first),
 * after which Past matches shows again.
 */
export function Unopenable({ id, reason }: { id: string; reason: Reason }) {
  const [failed, setFailed] = useState<Reason | null>(null)
  const remove = () =>
    once(async () => {
      try {
        const store = await storeReady()
        await store.deleteMatch(id)
        noteDeleted(id)
        if (open.value?.match.id === id) open.value = null
        go({ name: 'history' }, true)
      } catch (error) {
        setFailed(reasonOf(error, 'storage.writeFailed'))
      }
    })
  return (
    <Screen title={t('stored.title')}>
      <div class="stack">
        <p role="alert">{t('stored.why', { reason: say(reason) })}</p>
        <p>{t('stored.keep')}</p>
        <ConfirmButton question={t('history.deleteQuestion')} onConfirm={() => void remove()}>
          {t('stored.delete')}
        </ConfirmButton>
        {failed && (
          <p class="message error" role="alert">
            {say(failed)}
          </p>
        )}
      </div>
    </Screen>
  )
}
