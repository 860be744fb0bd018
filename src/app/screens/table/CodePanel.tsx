import { useMemo, useState } from 'preact/hooks'
import { t } from '../../../i18n'
import { QUIET, qrOf } from '../../../table/qr'

/**
 * A join code to hand to the other phone: as a QR code to scan, and as text to copy (no camera,
 * or through a chat). The QR code is drawn black on white whatever the theme: readers need that.
 */
export function CodePanel({ code, label }: { code: string; label: string }) {
  const qr = useMemo(() => qrOf(code), [code])
  const [copied, setCopied] = useState(false)
  const side = qr.size + 2 * QUIET
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code)
      setCopied(true)
    } catch {
      // No clipboard here (an old browser, no permission): the text below can be selected.
      setCopied(false)
    }
  }
  return (
    <div class="code-panel">
      <svg
        class="qr"
        role="img"
        aria-label={label}
        viewBox={`${-QUIET} ${-QUIET} ${side} ${side}`}
        shape-rendering="crispEdges"
        data-code={code}
      >
        <rect x={-QUIET} y={-QUIET} width={side} height={side} fill="#fff" />
        <path d={qr.path} fill="#000" />
      </svg>
      <button type="button" class="btn" onClick={() => void copy()}>
        {t('table.invite.copy')}
      </button>
      <p class="copied" role="status">
        {copied && t('table.invite.copied')}
      </p>
    </div>
  )
}

/** A pasted code: a field and a button, for a phone without a camera. */
export function PasteCode({
  label,
  action,
  onCode,
  disabled,
}: {
  label: string
  action: string
  onCode: (text: string) => void
  disabled?: boolean
}) {
  const [text, setText] = useState('')
  return (
    <form
      class="paste-code"
      onSubmit={(e) => {
        e.preventDefault()
        if (text.trim()) onCode(text.trim())
      }}
    >
      <label>
        <span>{label}</span>
        <textarea
          rows={2}
          value={text}
          spellcheck={false}
          autocomplete="off"
          onInput={(e) => setText(e.currentTarget.value)}
        />
      </label>
      <button type="submit" class="btn primary" disabled={disabled || !text.trim()}>
        {action}
      </button>
    </form>
  )
}
