import { useEffect, useRef } from 'preact/hooks'

/**
 * Closes a private screen the moment the phone is locked or the app switched away, so a half-chosen
 * secret or guess (kept only on that screen, never in a draft) is dropped with it.
 */
export function useDropWhenHidden(close: () => void): void {
  const latest = useRef(close)
  latest.current = close
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') latest.current()
    }
    const onLeave = () => latest.current()
    document.addEventListener('visibilitychange', onHidden)
    window.addEventListener('pagehide', onLeave)
    return () => {
      document.removeEventListener('visibilitychange', onHidden)
      window.removeEventListener('pagehide', onLeave)
    }
  }, [])
}
