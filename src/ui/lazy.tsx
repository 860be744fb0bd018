import type { ComponentType, JSX } from 'preact'
import { useEffect, useState } from 'preact/hooks'
import { t } from '../i18n'

/**
 * A component whose code arrives in its own chunk. The chunk is requested on first render and
 * kept; until then a quiet placeholder holds the space, or `shell` (a screen's frame, as index.html
 * carries it prerendered: the hydrated page then starts as exactly that). `preload` requests it
 * before it is rendered: once it is in, the first render is the component itself.
 */
export function lazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
  shell?: () => JSX.Element,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  function preload() {
    pending ??= load()
    return pending.then((c) => {
      loaded = c
    })
  }
  function Lazy(props: P): JSX.Element {
    const [, rerender] = useState(0)
    const [failed, setFailed] = useState(false)
    // Whether this render showed the placeholder: a preload may bring the chunk in between the
    // render and this effect, which must still render the component then.
    const waiting = !loaded
    useEffect(() => {
      if (!waiting) return
      preload().then(
        () => rerender((n) => n + 1),
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
  return Object.assign(Lazy, { preload })
}
