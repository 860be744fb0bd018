import { useMemo, useState } from 'preact/hooks'
import { t } from '../../../i18n'
import { MAX_CODE_TEXT } from '../../../table/code'
import { Alert } from '../../../ui/Alert'
import { QUIET, qrOf } from './qr'

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

/**
 * A pasted code: a field and a button, for a phone without a camera. Text far longer than a code
 * (a whole chat, a file pasted by mistake) is refused at once and the field emptied: the field
 * takes at most one character over MAX_CODE_TEXT, so a pasted megabyte never fills it, and a
 * program's input over the limit is refused the same way, on input and on sending.
 */
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
  const [tooLong, setTooLong] = useState(false)
  /** Keeps the field's text if it can be a code; otherwise empties the field and says why. */
  const keep = (field: HTMLTextAreaElement): boolean => {
    const over = field.value.length > MAX_CODE_TEXT
    if (over) field.value = ''
    setText(field.value)
    setTooLong(over)
    return !over
  }
  return (
    <form
      class="paste-code"
      onSubmit={(e) => {
        e.preventDefault()
        const field = e.currentTarget.querySelector('textarea')
        if (field && !keep(field)) return
        const code = (field?.value ?? text).trim()
        if (code) onCode(code)
      }}
    >
      <label>
        <span>{label}</span>
        <textarea
          rows={2}
          value={text}
          maxLength={MAX_CODE_TEXT + 1}
          spellcheck={false}
          autocomplete="off"
          aria-invalid={tooLong}
          onInput={(e) => keep(e.currentTarget)}
        />
      </label>
      {tooLong && <Alert>{t('table.code.tooLong')}</Alert>}
      <button type="submit" class="btn primary" disabled={disabled || !text.trim()}>
        {action}
      </button>
    </form>
  )
}
