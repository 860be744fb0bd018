import { effect } from '@preact/signals'
import { wakeLock } from './settings'

/** Keeps the screen on while `active()` is true and the setting is on; re-acquires after a hide. */
export function keepAwake(active: () => boolean): () => void {
  let sentinel: WakeLockSentinel | null = null
  const wanted = () => wakeLock.value && active() && document.visibilityState === 'visible'

  async function sync() {
    if (wanted() && !sentinel && 'wakeLock' in navigator) {
      try {
        sentinel = await navigator.wakeLock.request('screen')
        sentinel.addEventListener('release', () => {
          sentinel = null
        })
      } catch {
        // Refused (battery saver, no user gesture yet): the screen just dims as usual.
      }
    } else if (!wanted() && sentinel) {
      await sentinel.release()
      sentinel = null
    }
  }

  const onVisibility = () => void sync()
  document.addEventListener('visibilitychange', onVisibility)
  const stop = effect(() => void sync())
  return () => {
    stop()
    document.removeEventListener('visibilitychange', onVisibility)
    void sentinel?.release()
  }
}
