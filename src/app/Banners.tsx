import { useRegisterSW } from 'virtual:pwa-register/preact'
import { useEffect } from 'preact/hooks'
import { say, t } from '../i18n'
import { saveError } from './session'
import { openProblem, persistent } from './storage'

/** Messages that concern the whole app: storage trouble, offline readiness, updates. */
export function Banners() {
  return (
    <div class="banners">
      {openProblem.value && (
        <p class="banner error" role="alert">
          {say(openProblem.value)}
        </p>
      )}
      {persistent.value === false && !openProblem.value && (
        <p class="banner warn" role="status">
          {t('storage.memoryOnly')}
        </p>
      )}
      {saveError.value && (
        <div class="banner error" role="alert">
          <p>
            {t('banner.notSaved')} {say(saveError.value)}
          </p>
          <button
            type="button"
            class="btn small primary"
            onClick={() => void import('./backup').then((b) => b.shareExport())}
          >
            {t('backup.export')}
          </button>
          <button type="button" class="btn small" onClick={() => (saveError.value = null)}>
            {t('banner.dismiss')}
          </button>
        </div>
      )}
      <UpdatePrompt />
    </div>
  )
}

/** `registerType: 'prompt'`: a new version waits until the player says so, never mid-hand. */
function UpdatePrompt() {
  const {
    offlineReady: [offlineReady, setOfflineReady],
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW()
  if (needRefresh) {
    return (
      <div class="banner info" role="alert">
        <p>{t('sw.update')}</p>
        <button
          type="button"
          class="btn small primary"
          onClick={() => void updateServiceWorker(true)}
        >
          {t('sw.reload')}
        </button>
        <button type="button" class="btn small" onClick={() => setNeedRefresh(false)}>
          {t('sw.later')}
        </button>
      </div>
    )
  }
  useEffect(() => {
    if (!offlineReady) return
    const hide = setTimeout(() => setOfflineReady(false), 6000)
    return () => clearTimeout(hide)
  }, [offlineReady])
  if (offlineReady) {
    return (
      <div class="banner ok" role="status">
        <p>{t('sw.offlineReady')}</p>
        <button type="button" class="btn small" onClick={() => setOfflineReady(false)}>
          {t('banner.dismiss')}
        </button>
      </div>
    )
  }
  return null
}
