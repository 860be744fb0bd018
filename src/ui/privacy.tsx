import type { ComponentChildren } from 'preact'
import { useEffect, useRef } from 'preact/hooks'
import { t } from '../i18n'
import './cover.css'
import { WholeName } from './WholeName'

/**
 * The pass-the-phone gate: a full screen that shows nothing but whose turn it is. What is behind
 * it is not rendered until the right person taps, so nothing private is in the page before.
 */
export function PassPhone(props: {
  to: string
  onReady: () => void
  note?: string
  /** A way out for a gate opened by mistake. */
  onCancel?: () => void
}) {
  const { to, onReady, note, onCancel } = props
  return (
    <Cover
      label={t('gate.handTo', { name: to })}
      heading={<WholeName text={(name) => t('gate.handTo', { name })} name={to} />}
    >
      <p>{note ?? t('gate.nobodyElse')}</p>
      <button type="button" class="btn primary big" onClick={onReady}>
        <WholeName text={(name) => t('gate.iAm', { name })} name={to} />
      </button>
      {onCancel && (
        <button type="button" class="btn" onClick={onCancel}>
          {t('app.cancel')}
        </button>
      )}
    </Cover>
  )
}

/** The blank hand-over screen after a private turn: nothing on it but where the phone goes next. */
export function HandOver({ to, onDone }: { to?: string; onDone: () => void }) {
  return (
    <Cover label={to ? t('gate.passTo', { name: to }) : t('gate.passBack')}>
      <button type="button" class="btn big" onClick={onDone}>
        {t('gate.passed')}
      </button>
    </Cover>
  )
}

/**
 * A screen-filling panel over the page; it takes focus so a screen reader starts here. `heading`:
 * what the heading shows, when it is more than `label`'s words (a name shown whole).
 */
export function Cover({
  label,
  heading,
  children,
}: {
  label: string
  heading?: ComponentChildren
  children: ComponentChildren
}) {
  const focused = useRef<HTMLHeadingElement>(null)
  useEffect(() => focused.current?.focus(), [label])
  return (
    <div class="cover" role="dialog" aria-modal="true" aria-labelledby="cover-h">
      <div class="cover-body">
        <h2 id="cover-h" ref={focused} tabIndex={-1}>
          {heading ?? label}
        </h2>
        {children}
      </div>
    </div>
  )
}

/**
 * Hides something private on its own: when the page is hidden (phone locked, app switched) and
 * after `ms` without a tap. Calls `hide` once.
 */
export function useAutoHide(active: boolean, hide: () => void, ms = 8000): void {
  const latest = useRef(hide)
  latest.current = hide
  useEffect(() => {
    if (!active) return
    const timer = setTimeout(() => latest.current(), ms)
    const onHidden = () => {
      if (document.visibilityState === 'hidden') latest.current()
    }
    document.addEventListener('visibilitychange', onHidden)
    window.addEventListener('pagehide', onHidden)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onHidden)
      window.removeEventListener('pagehide', onHidden)
    }
  }, [active, ms])
}
