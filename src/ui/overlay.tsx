import { signal } from '@preact/signals'
import type { JSX } from 'preact'
import { useState } from 'preact/hooks'
import { t } from '../i18n'
import { HandOver, PassPhone, useAutoHide } from './privacy'
import './cover.css'

/**
 * What covers the whole match screen during a private moment. It lives above the phases, so a
 * recorded entry that moves the game on does not tear down the screen the holder is looking at.
 */
export const overlay = signal<(() => JSX.Element) | null>(null)

export const closeOverlay = () => {
  overlay.value = null
}

/**
 * What the page under a cover gets: it keeps its layout (cover.css), unseen, unheard and not
 * focusable, and nothing of it stays once the cover is gone (the page is as a fresh one). Hidden
 * outright (display: none), WebKitGTK laid a fieldset out 36 px too tall when the page came back,
 * until the next tap's focus laid it out again, and the tap under the finger missed (#25).
 */
export const underCover = (covered: boolean) => ({
  inert: covered,
  'aria-hidden': covered ? ('true' as const) : undefined,
  'data-covered': covered ? '' : undefined,
})

/** Ends a private moment on the blank hand-over screen. */
export function handOver(to?: string, then?: () => void) {
  overlay.value = () => (
    <HandOver
      to={to}
      onDone={() => {
        closeOverlay()
        then?.()
      }}
    />
  )
}

/**
 * Gate, then `content` for `holder` only; hides by itself after a few seconds or when hidden.
 * `own`: this phone is the holder's own (at a table of phones): nothing to hand over, no gate.
 */
export function showPrivately(
  holder: string,
  content: () => JSX.Element,
  note?: string,
  own = false,
) {
  overlay.value = () => <Private holder={holder} content={content} note={note} own={own} />
}

function Private({
  holder,
  content,
  note,
  own,
}: {
  holder: string
  content: () => JSX.Element
  note?: string
  own: boolean
}) {
  const [open, setOpen] = useState(own)
  useAutoHide(open, closeOverlay)
  if (!open)
    return (
      <PassPhone to={holder} note={note} onReady={() => setOpen(true)} onCancel={closeOverlay} />
    )
  return (
    <div class="cover" role="dialog" aria-modal="true" aria-label={holder}>
      <div class="cover-body">
        {content()}
        <button type="button" class="btn primary big" onClick={closeOverlay}>
          {t('gate.hide')}
        </button>
      </div>
    </div>
  )
}
