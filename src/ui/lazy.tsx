import type { ComponentType, JSX } from 'preact'
import { useEffect, useState } from 'preact/hooks'
import { t } from '../i18n'

/**
 * A component whose code arrives in its own chunk. The chunk is requested on first render and
 * kept; until then a quiet placeholder holds the space, or `shell` (a screen's frame, as index.html
 * carries it prerendered: the hydrated page then starts as exactly that).
 */
export function lazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
  shell?: () => JSX.Element,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  return function Lazy(props: P): JSX.Element {
    const [, rerender] = useState(0)
    const [failed, setFailed] = useState(false)
    useEffect(() => {
      if (loaded) return
      pending ??= load()
      pending.then(
        (c) => {
          loaded = c
          rerender((n) => n + 1)
        },
        () => {
          pending = undefined
          setFailed(true)
        },
      )
    }, [])
    if (failed) return <p role="alert">{t('app.loadFailed')}</p>
    if (!loaded && shell) return shell()
    if (!loaded)
      return (
        <p class="loading" aria-busy="true">
          {t('app.loading')}
        </p>
      )
    const Loaded = loaded
    return <Loaded {...props} />
  }
}
