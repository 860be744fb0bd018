import { useRegisterSW } from 'virtual:pwa-register/preact'
import { signal } from '@preact/signals'
import { useEffect } from 'preact/hooks'
import { say, t } from '../i18n'
import { saveError } from './status'
import { openProblem, persistent } from './storage'

/**
 * Messages that concern the whole app. Storage trouble sits above the page, where it cannot be
 * missed; offline readiness and updates arrive while the player is busy, so they float above the
 * bottom edge instead of pushing the page down under a thumb.
 */
export function Banners() {
  return (
    <>
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
      </div>
      <div class="toasts">{settled.value && <UpdatePrompt />}</div>
    </>
  )
}

/**
 * The service worker is registered a moment after the page has loaded: its script and the
 * precache downloads must not compete with the first screen on a slow connection.
 */
const settled = signal(false)
const SETTLE_MS = 1000
if (typeof window !== 'undefined') {
  const later = () => setTimeout(() => (settled.value = true), SETTLE_MS)
  if (document.readyState === 'complete') later()
  else window.addEventListener('load', later, { once: true })
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
  // Only news, and it may come mid-trick: taps pass through it and it goes by itself.
  if (offlineReady) {
    return (
      <div class="banner ok passive" role="status">
        <p>{t('sw.offlineReady')}</p>
      </div>
    )
  }
  return null
}
